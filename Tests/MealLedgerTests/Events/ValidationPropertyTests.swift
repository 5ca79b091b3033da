import Testing
import TestSupport
@testable import MealLedger

/// Non-negative values and required fields: any generated event with one broken is refused, naming it.
@Suite struct ValidationPropertyTests {
    /// The numeric members of `data` (top level), with their keys.
    static func numericKeys(_ value: JSONValue) -> [String] {
        guard case .object(let members) = value["data"] else { return [] }
        return members.compactMap { if case .number = $0.value { return $0.key } else { return nil } }
    }

    static func replacingDataMember(_ line: String, key: String, with newValue: JSONValue?) throws -> String {
        let value = try JSONParser.parse(line)
        guard case .object(var envelope) = value, let index = envelope.firstIndex(where: { $0.key == "data" }),
              case .object(var data) = envelope[index].value else { return line }
        if let newValue {
            data = data.map { $0.key == key ? ($0.key, newValue) : $0 }
        } else {
            data.removeAll { $0.key == key }
        }
        envelope[index].value = .object(data)
        var writer = JSONWriter()
        writer.write(.object(envelope))
        return writer.text
    }

    @Test func aNegativeNumberIsRefusedNamingItsField() throws {
        forAllCases(300, seed: 301) { testCase in
            let line = testCase.random.event().canonicalLine
            let keys = Self.numericKeys(try JSONParser.parse(line))
            guard let key = keys.randomElement(using: &testCase.random) else { return }
            let broken = try Self.replacingDataMember(line, key: key, with: .number(-Double.random(in: 0.001...500, using: &testCase.random)))
            do {
                _ = try Event(line: broken)
                testCase.check(false, "accepted negative \(key): \(broken)")
            } catch {
                testCase.check("\(error)".hasPrefix("'\(key)' must be a"), "\(error)")
            }
        }
    }

    @Test func aMissingRequiredFieldIsRefusedNamingIt() throws {
        let optional: Set<String> = ["protein", "carbohydrates", "fats", "quantity", "unit", "primaryProtein",
                                     "primaryCarb", "otherComponents", "notes", "calories", "nutrients", "minimums", "maximums"]
        forAllCases(300, seed: 302) { testCase in
            let event = testCase.random.event()
            let line = event.canonicalLine
            guard case .object(let members)? = try JSONParser.parse(line)["data"] else { return }
            let required = members.map(\.key).filter {
                !optional.contains($0) || (event.type != .goalsSet && $0 == "calories")
            }
            guard let key = required.randomElement(using: &testCase.random) else { return }
            let broken = try Self.replacingDataMember(line, key: key, with: nil)
            do {
                _ = try Event(line: broken)
                testCase.check(false, "accepted a line without \(key)")
            } catch {
                testCase.check("\(error)" == "'\(key)' is required", "\(error)")
            }
        }
    }
}
