import Testing
import TestSupport
@testable import MealLedger

@Suite struct JSONParserTests {
    @Test(arguments: [
        ("{}", JSONValue.object([])),
        ("[]", .array([])),
        (" {\"a\" : [1, 2.5, -3e2, true, false, null]} ", .object([("a", .array([.number(1), .number(2.5), .number(-300), .bool(true), .bool(false), .null]))])),
        ("\"\\u00e9\\n\\\"\"", .string("é\n\"")),
        ("\"\\ud83c\\udf55\"", .string("🍕")),
        ("\"日本\"", .string("日本")),
        ("0", .number(0)),
        ("-0.5", .number(-0.5)),
        ("1E3", .number(1000)),
    ])
    func acceptsValidJSON(text: String, expected: JSONValue) throws {
        #expect(try JSONParser.parse(text) == expected)
    }

    @Test(arguments: [
        ("", "expected a value"),
        ("{", "expected a member name"),
        ("{\"a\":1,}", "expected a member name"),
        ("[1,]", "expected a value"),
        ("NaN", "expected a value"),
        ("Infinity", "expected a value"),
        ("1e999", "out of range"),
        ("-1e400", "out of range"),
        ("01", "leading zero"),
        ("1.", "after the decimal point"),
        ("1e", "exponent"),
        ("'a'", "expected a value"),
        ("\"abc", "unterminated string"),
        ("\"a\tb\"", "control character"),
        ("\"\\x\"", "invalid escape"),
        ("\"\\\u{1b}[2J\"", "invalid escape '\\' and byte 0x1B"),
        ("\"\\ud800\"", "unpaired surrogate"),
        ("{} {}", "after the value"),
        ("tru", "expected a value"),
    ])
    func rejectsInvalidJSONNamingTheProblem(text: String, fragment: String) {
        #expect {
            try JSONParser.parse(text)
        } throws: { error in
            (error as? JSONParseError)?.reason.contains(fragment) == true
        }
    }

    @Test func rejectsInvalidUTF8() {
        let bytes: [UInt8] = [0x22, 0xC3, 0x28, 0x22]
        #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
    }

    @Test func limitsNestingDepth() throws {
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
        let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        _ = try JSONParser.parse(fine)
    }

    @Test func keepsDuplicateKeysSoTheyCanBeReported() throws {
        let value = try JSONParser.parse("{\"a\":1,\"a\":2}")
        guard case .object(let members) = value else { Issue.record("not an object"); return }
        #expect(members.count == 2)
    }

    @Test func errorsNameTheColumn() {
        do {
            _ = try JSONParser.parse("{\"a\":1 \"b\":2}")
            Issue.record("no error")
        } catch {
            #expect(error.column == 8)
        }
    }

    @Test func numbersMatchTheStandardLibrarysConversion() {
        forAllCases(500, seed: 11) { testCase in
            let value: Double
            switch Int.random(in: 0..<3, using: &testCase.random) {
            case 0: value = Double(bitPattern: testCase.random.next() & 0x7FEF_FFFF_FFFF_FFFF)
            case 1: value = Double.random(in: 0...10_000, using: &testCase.random)
            default: value = Double(Int.random(in: 0...100_000, using: &testCase.random)) / 100
            }
            for text in [value.description, String(format5: value)] {
                let parsed = try? JSONParser.parse(text)
                testCase.check(parsed == .number(Double(text)!), "'\(text)' parsed as \(String(describing: parsed))")
            }
        }
    }
}

extension String {
    /// A fixed five-decimal rendering without Foundation, to exercise the fast path.
    init(format5 value: Double) {
        let scaled = (value * 100_000).rounded()
        guard scaled.isFinite, abs(scaled) < 1e18 else { self = value.description; return }
        let integer = Int64(scaled)
        let whole = integer / 100_000
        let fraction = String(integer % 100_000)
        self = "\(whole)." + String(repeating: "0", count: 5 - fraction.count) + fraction
    }
}
