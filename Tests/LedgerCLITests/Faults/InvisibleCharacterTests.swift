import Foundation
@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// Bidirectional controls (U+202A–U+202E, U+2066–U+2069) and zero-width characters
/// (U+200B–U+200F, U+2060, U+FEFF) (SPEC 18, issue 25): refused in names by every append,
/// naming the field and the character; shown escaped (`\u202e`) on the terminal, as control
/// characters are; and a line that holds one already still reads, `check` warning about it.
@Suite struct InvisibleCharacterTests {
    static let invisible: [Unicode.Scalar] = [
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}",
        "\u{202E}", "\u{2060}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{FEFF}",
    ]
    /// Their neighbours, which stay as they are.
    static let visible: [Unicode.Scalar] = [
        "\u{200A}", "\u{2010}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{2061}", "\u{2065}", "\u{206A}", "\u{FEFE}",
        "\u{FF00}", "\u{E9}", "a", " ", "\u{5BAB}", "\u{1F34E}", "\u{FDCF}",
    ]

    static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    @Test func appendRefusesEachOfThemInEveryNameNamingTheFieldAndTheCharacter() {
        let ledger = InProcessLedger()
        #expect(ledger.run(["append", "meal.created", "--name", "Oat bowl"]).status == 0)
        let before = ledger.journalBytes
        for scalar in Self.invisible {
            let name = "Evil" + String(scalar) + "gpj.exe"
            let cases: [([String], String)] = [
                (["append", "food.logged", "--name", name, "--calories", "1"], "name"),
                (["append", "food.logged", "--name", "Pear", "--calories", "1", "--unit", name], "unit"),
                (["append", "meal.created", "--name", name], "name"),
                (["append", "meal.created", "--name", "Soup", "--ingredient", "name=\(name),quantity=1,unit=g,calories=1"],
                 "ingredients[0].name"),
                (["append", "meal.edited", "--meal-id", "Oat bowl", "--name", name], "name"),
            ]
            for (words, field) in cases {
                let result = ledger.run(words)
                #expect(result.status == 1, "\(Self.code(scalar)) \(words.prefix(2)): \(result.stderr)")
                #expect(result.stderr.contains("'\(field)' must not contain bidirectional or zero-width characters "
                                               + "(found \(Self.code(scalar)))"),
                        "\(Self.code(scalar)) \(words.prefix(2)): \(result.stderr)")
            }
            let json = #"{"type":"food.logged","data":{"name":"x\u\#(Self.code(scalar).dropFirst(2))y","calories":1}}"#
            let stdin = ledger.run(["append", "-"], stdin: json + "\n")
            #expect(stdin.status == 1 && stdin.stderr.contains("(found \(Self.code(scalar)))"), "\(stdin.stderr)")
        }
        #expect(ledger.journalBytes == before)
        // Their neighbours are ordinary characters of a name.
        let fine = ledger.run(["append", "food.logged", "--name", "Tea\u{2010}cake\u{202F}x", "--calories", "1"])
        #expect(fine.status == 0, "\(fine.stderr)")
        // A note may hold them (a right-to-left note needs U+200F): kept, and the line printed escaped.
        let note = ledger.run(["append", "food.logged", "--name", "Tea", "--calories", "1", "--notes", "\u{05E9}\u{200F}x\u{202E}"])
        #expect(note.status == 0, "\(note.stderr)")
        #expect(note.stdout.contains(#""notes":"\#u{05E9}\u200fx\u202e""#), "\(note.stdout)")
        #expect(String(decoding: ledger.journalBytes, as: UTF8.self).contains("\u{05E9}\u{200F}x\u{202E}"))
    }

    @Test func aLineWrittenEarlierWithOneStillReadsCheckWarnsAndEveryTableShowsItEscaped() throws {
        let ledger = InProcessLedger()
        #expect(ledger.run(["append", "food.logged", "--name", "Apple", "--calories", "95", "--date", "2026-11-20"]).status == 0)
        var text = String(decoding: ledger.journalBytes, as: UTF8.self)
        // One escaped in the JSON, one written as it is: both are the same string once read.
        text += #"{"id":"0193a000-0000-7000-8000-00000000f001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"meal.created","data":{"mealId":"0193a000-0000-7000-8000-00000000f0aa","name":"Evil\u202egpj.exe","servings":1,"ingredients":[]}}"# + "\n"
        text += #"{"id":"0193a000-0000-7000-8000-00000000f002","at":"2026-11-20T12:00:01.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-9000-00000000f001","date":"2026-11-20","name":"Pear"# + "\u{2067}\u{200B}" + #"","calories":1,"source":"manual"}}"# + "\n"
        ledger.folder.write("journal.jsonl", text)
        let check = ledger.run(["check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains(":3: warning: 'name' must not contain bidirectional or zero-width characters (found U+202E)"),
                "\(check.stdout)")
        #expect(check.stdout.contains(":4: warning: 'name' must not contain bidirectional or zero-width characters (found U+2067)"),
                "\(check.stdout)")
        for report in [["day", "2026-11-20"], ["audit", "2026-11-20"], ["log"], ["log", "--json"], ["meals"], ["meal", "show", "0193a000-0000-7000-8000-00000000f0aa"],
                       ["day", "2026-11-20", "--json"], ["meals", "--json"]] {
            let result = ledger.run(report)
            #expect(result.status == 0, "\(report): \(result.stderr)")
            #expect(!result.stdout.unicodeScalars.contains(where: TextRule.isBidirectionalOrZeroWidth),
                    "\(report) printed one raw: \(result.stdout)")
            let escaped = report.first == "day" || report.first == "audit" ? "Pear\\u2067\\u200b" : "Evil\\u202egpj.exe"
            #expect(result.stdout.contains(escaped), "\(report): \(result.stdout)")
            if report.last == "--json" {
                #expect((try? JSONParser.parse(result.stdout.trimmingCharacters(in: .newlines))) != nil, "\(report): still JSON")
            }
        }
    }

    @Test func theEscapeIsTheControlCharactersOne() {
        #expect(ControlCharacters.escaped("Evil\u{202E}gpj.exe") == "Evil\\u202egpj.exe")
        #expect(ControlCharacters.escaped("a\u{FEFF}b\u{200D}c\u{2066}d\u{1B}") == "a\\ufeffb\\u200dc\\u2066d\\u001b")
        let output = TextOutput()
        output.write("x\u{202D}y\n")
        output.flush()
        #expect(output.text == "x\\u202dy\n")
    }

    /// For random text of these characters, their neighbours and others: the fast byte test
    /// agrees with the rule, and what is shown holds none of them.
    @Test func theByteTestAgreesWithTheRuleForAnyText() {
        let pool = Self.invisible + Self.visible + ["\u{1B}", "\n", "\u{85}"]
        forAllCases(300, seed: 0x202E) { testCase in
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(testCase.random.next() % 12) {
                text.append(pool[Int(testCase.random.next() % UInt64(pool.count))])
            }
            let string = String(text)
            let holds = string.unicodeScalars.contains(where: TextRule.isBidirectionalOrZeroWidth)
            let control = string.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }
            testCase.check(ControlCharacters.needsEscaping(string.utf8, keepingNewlines: true) == (holds || control),
                           "needsEscaping disagrees on \(string.debugDescription)")
            testCase.check(TextRule.containsBidirectionalOrZeroWidth(string) == holds, "\(string.debugDescription)")
            let shown = ControlCharacters.escaped(string, keepingNewlines: true, keepingStyleMarks: true)
            testCase.check(!shown.unicodeScalars.contains(where: TextRule.isBidirectionalOrZeroWidth),
                           "\(string.debugDescription) shown as \(shown.debugDescription)")
        }
    }
}
