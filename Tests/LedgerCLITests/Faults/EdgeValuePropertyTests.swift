import Foundation
import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// Every value that append and check accept renders in every report (SPEC 12): journals built
/// from the validator's edges — the smallest and largest accepted figures, the longest names,
/// many ingredients — run through every report and rendering in-process, where a trap would
/// end the test run; the same values as command-line flags are accepted and render, or are
/// refused with exit 1.
@Suite struct EdgeValuePropertyTests {
    static let tinyFigures: [Double] = [0, 5e-324, 1e-300, 0.0001, 0.1]
    static let hugeFigures: [Double] = [1_000_000_000, 999_999_999.9999999, 123_456_789.123]
    static let servings: [Double] = [0.001, 0.0010000000000000002, 1, 1_000_000_000]

    static func name(_ random: inout SeededGenerator) -> String {
        let pieces = ["x", "日", "🍕", "e\u{301}", "\"", "\\", "Crème"]
        let piece = random.pick(pieces)
        let length = random.pick([1, 7, TextRule.maximumNameLength])
        var text = ""
        while text.count < length { text += piece }
        while text.count > length { text.removeLast() }
        return text
    }

    static func figure(_ random: inout SeededGenerator) -> Double {
        random.chance(0.5) ? random.pick(tinyFigures) : random.pick(hugeFigures)
    }

    static func json(_ value: Double) -> String { CanonicalNumber.text(value) }

    static func quoted(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return writer.text
    }

    /// An `append -` line for a meal at the edges.
    static func mealLine(_ random: inout SeededGenerator, id: Int) -> String {
        let count = random.pick([0, 1, 3, 40])
        let ingredients = (0..<count).map { _ in
            #"{"name":\#(quoted(name(&random))),"quantity":\#(json(random.chance(0.5) ? 5e-324 : random.pick(hugeFigures))),"unit":\#(quoted(name(&random))),"calories":\#(json(figure(&random))),"protein":\#(json(figure(&random))),"carbohydrates":\#(json(figure(&random))),"fats":\#(json(figure(&random)))}"#
        }.joined(separator: ",")
        let notes = random.chance(0.5) ? #","notes":\#(quoted(String(repeating: random.pick(["n", "日"]), count: TextRule.maximumNotesLength)))"# : ""
        let mealName = "M\(id) " + name(&random).prefix(190)
        return #"{"type":"meal.created","data":{"mealId":"0193b000-0000-7000-8000-\#(String(format: "%012d", id))","name":\#(quoted(mealName)),"servings":\#(json(random.pick(servings))),"ingredients":[\#(ingredients)],"primaryProtein":\#(quoted(name(&random))),"otherComponents":[\#(quoted(name(&random)))]\#(notes)}}"#
    }

    /// Runs `ledger` in-process on `journal`.
    /// One id source for a whole test, so in-process runs never hand out the same id twice.
    nonisolated(unsafe) static let ids = CountingIdentifierSource()

    static func ledger(_ words: [String], journal: String, stdin: String = "") -> (status: Int32, stdout: String, stderr: String) {
        let stdout = TextOutput()
        let stderr = TextOutput()
        let context = CommandContext(
            environment: ["MEAL_LEDGER_JOURNAL": journal, "MEAL_LEDGER_DEVICE": "laptop"],
            stdout: stdout, stderr: stderr, readStandardInput: { Array(stdin.utf8) }, clock: SteppingClock(),
            ids: ids, timeZone: TimeZone(identifier: "UTC")!, hostName: "test",
            homeDirectory: "/nonexistent", stderrIsTerminal: false)
        let status = Ledger.run(words, context: context)
        return (status, stdout.text, stderr.text)
    }

    static let reports: [[String]] = [
        ["day", "2026-11-20"], ["day", "2026-11-20", "--json"], ["audit", "2026-11-20"], ["audit", "2026-11-20", "--json"],
        ["meals"], ["meals", "--json"], ["meals", "--search", "M1"], ["week", "2026-11-20"], ["week", "2026-11-20", "--json"],
        ["log"], ["log", "--json"], ["check"], ["check", "--json"], ["snapshot"], ["replay", "--line", "3", "day", "2026-11-20"],
    ]

    @Test func journalsAtTheValidatorsEdgesRenderInEveryReport() throws {
        let folder = TemporaryDirectory()
        forAllCases(100, seed: 1301) { testCase in
            let journal = folder.file("j-\(testCase.seed).jsonl")
            var lines: [String] = []
            let meals = Int.random(in: 1...3, using: &testCase.random)
            for id in 1...meals { lines.append(Self.mealLine(&testCase.random, id: id)) }
            let made = Self.ledger(["append", "-"], journal: journal, stdin: lines.joined(separator: "\n") + "\n")
            testCase.check(made.status == 0, "meals refused: \(made.stderr)")
            guard made.status == 0 else { return }
            for id in 1...meals {
                let meal = "0193b000-0000-7000-8000-\(String(format: "%012d", id))"
                let servings = Self.json(testCase.random.pick(Self.servings))
                // Logging may be refused (scaled items past the largest figure), never trap.
                let logged = Self.ledger(["append", "meal.logged", "--meal-id", meal, "--servings", servings,
                                          "--date", "2026-11-20"], journal: journal)
                testCase.check(logged.status == 0 || logged.status == 1, "meal.logged exit \(logged.status)")
                if logged.status == 1 {
                    // A scaled figure past the largest is named after the servings given (issue 30).
                    testCase.check(logged.stderr.contains("must be at most 1000000000")
                                   || logged.stderr.contains("'servings' \(servings) would make ")
                                   && logged.stderr.contains("past the largest a journal holds (1000000000)"), "\(logged.stderr)")
                }
                _ = Self.ledger(["append", "plan.assigned", "--meal-id", meal, "--date", "2026-11-20"], journal: journal)
            }
            let food = #"{"type":"food.logged","data":{"name":\#(Self.quoted(Self.name(&testCase.random))),"date":"2026-11-20","calories":\#(Self.json(Self.figure(&testCase.random))),"protein":\#(Self.json(Self.figure(&testCase.random))),"quantity":\#(Self.json(5e-324)),"unit":"g"}}"#
            let goals = #"{"type":"goals.set","data":{"from":"2026-11-01","calories":\#(Self.json(Self.figure(&testCase.random))),"fats":1000000000}}"#
            let more = Self.ledger(["append", "-"], journal: journal, stdin: food + "\n" + goals + "\n")
            testCase.check(more.status == 0, "\(more.stderr)")
            for report in Self.reports + [["meal", "show", "0193b000-0000-7000-8000-000000000001"],
                                          ["meal", "show", "0193b000-0000-7000-8000-000000000001", "--json"],
                                          ["diff", journal, journal], ["merge", journal, journal]] {
                let result = Self.ledger(report, journal: journal)
                testCase.check(result.status == 0, "\(report) exit \(result.status): \(result.stderr)")
                testCase.check(!result.stdout.contains("inf") && !result.stdout.contains("nan"),
                               "\(report) printed a non-finite figure")
            }
        }
    }

    @Test func figuresOnTheCommandLineAreAcceptedAndRenderOrRefusedWithExitOne() throws {
        let folder = TemporaryDirectory()
        let texts = ["0", "5e-324", "1e-300", "0.0009", "0.001", "1e9", "1000000000", "1000000000.0000001",
                     "1e300", "1e308", "1.8e308", "-0", "-1", "NaN", "Infinity", "0x10", "1/2", "", " 1"]
        forAllCases(100, seed: 1302) { testCase in
            let journal = folder.file("j-\(testCase.seed).jsonl")
            _ = Self.ledger(["append", "meal.created", "--name", "Base", "--servings", "1", "--ingredient",
                             "name=Oats,quantity=1,unit=g,calories=100"], journal: journal)
            let text = testCase.random.pick(texts)
            let attempt: [String]
            switch Int.random(in: 0..<6, using: &testCase.random) {
            case 0: attempt = ["append", "meal.created", "--name", "Edge", "--servings", text]
            case 1: attempt = ["append", "meal.logged", "--meal-id", "Base", "--servings", text, "--date", "2026-11-20"]
            case 2: attempt = ["append", "food.logged", "--name", "F", "--calories", text, "--date", "2026-11-20"]
            case 3: attempt = ["append", "food.logged", "--name", "F", "--calories", "1", "--quantity", text, "--date", "2026-11-20"]
            case 4: attempt = ["append", "goals.set", "--calories", text, "--from", "2026-11-01"]
            default: attempt = ["append", "meal.created", "--name", "Edge", "--ingredient", "name=X,quantity=\(text),unit=g,calories=\(text)"]
            }
            let before = FileManager.default.contents(atPath: journal)
            let result = Self.ledger(attempt, journal: journal)
            testCase.check(result.status == 0 || result.status == 1, "\(attempt): exit \(result.status) \(result.stderr)")
            if result.status != 0 {
                testCase.check(FileManager.default.contents(atPath: journal) == before, "a refusal wrote")
                testCase.check(result.stderr.contains("'"), "the refusal names no field: \(result.stderr)")
            }
            for report in Self.reports + [["meal", "show", "Base"]] {
                let shown = Self.ledger(report, journal: journal)
                testCase.check(shown.status == 0, "\(report) after \(attempt): \(shown.stderr)")
            }
        }
    }
}
