import Foundation
@testable import LedgerCLI
import Testing

/// The JSON shapes `--help` documents are what the commands print (SPEC 17): every shape in
/// every command's help is run on a sample journal and its keys compared with the keys printed,
/// both ways, at every level the help spells out.
@Suite struct DocumentedJSONShapeTests {
    /// A command line and which of its help's shapes (in order) it prints.
    struct Case {
        var command: String
        var words: [String]
        var shape = 0
    }

    /// The sample: the demo's two weeks, weigh-ins on six days, nutrient limits, a banana
    /// (fibre) today, a second journal for diff and merge, a git repository for git-setup.
    final class Sample {
        let ledger = InProcessLedger()
        let other: String
        let repository: String
        var mealId = ""
        var assignmentId = ""
        var foodId = ""

        init() throws {
            let journal = ledger.journal
            #expect(ledger.run(["demo", "-q", "--journal", journal]).status == 0)
            for days in 0..<6 {
                #expect(ledger.run(["weigh", "\(72 + Double(days) / 10)", "--date", "\(days) days ago"]).status == 0)
            }
            #expect(ledger.run(["goals", "--min-fiber", "30", "--max-sodium", "2300"]).status == 0)
            #expect(ledger.run(["eat", "banana", "--slot", "snack"]).status == 0)
            other = ledger.folder.file("other.jsonl")
            try FileManager.default.copyItem(atPath: journal, toPath: other)
            #expect(ledger.run(["weigh", "70", "-f", other]).status == 0)
            #expect(ledger.run(["weigh", "71"]).status == 0)
            repository = ledger.folder.file("repository")
            ledger.environment["PATH"] = "/usr/bin:/bin:/usr/local/bin"
            ledger.environment["GIT_CONFIG_NOSYSTEM"] = "1"
            ledger.environment["GIT_CONFIG_GLOBAL"] = ledger.folder.file("gitconfig")
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "init", "-q", repository]
            git.environment = ledger.environment
            try git.run()
            git.waitUntilExit()

            let meals = try Self.object(ledger.run(["meals", "--json"]).stdout)
            mealId = ((meals["meals"] as? [[String: Any]])?.first?["mealId"] as? String) ?? ""
            let week = try Self.object(ledger.run(["week", "--next", "1", "--json"]).stdout)
            let planned = (week["days"] as? [[String: Any]])?.flatMap { ($0["meals"] as? [[String: Any]]) ?? [] }
            assignmentId = (planned?.first?["assignmentId"] as? String) ?? ""
            let foods = try Self.object(ledger.run(["food", "search", "banana", "--json"]).stdout)
            foodId = ((foods["foods"] as? [[String: Any]])?.first?["id"] as? String) ?? ""
        }

        static func object(_ text: String) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not an object: \(text)")
        }

        /// Every command line whose output a help's shape describes.
        var cases: [Case] {
            let journal = ledger.journal
            return [
                Case(command: "day", words: ["day"]),
                Case(command: "day", words: ["day", "--nutrients"], shape: 1),
                Case(command: "day", words: ["day", "--top", "fiber"], shape: 2),
                Case(command: "audit", words: ["audit", "yesterday"]),
                Case(command: "audit", words: ["audit"]),
                Case(command: "diff", words: ["diff", journal, other]),
                Case(command: "eat", words: ["eat", "banana", "--dry-run"]),
                Case(command: "expenditure", words: ["expenditure"]),
                Case(command: "food search", words: ["food", "search", "banana"]),
                Case(command: "food show", words: ["food", "show", foodId]),
                Case(command: "goals", words: ["goals"]),
                Case(command: "goals", words: ["goals", "--calories", "2000", "--dry-run"], shape: 1),
                Case(command: "log", words: ["log"]),
                Case(command: "meals", words: ["meals"]),
                Case(command: "plan add", words: ["plan", "add", mealId, "tomorrow", "--slot", "dinner", "--dry-run"]),
                Case(command: "plan remove", words: ["plan", "remove", assignmentId, "--dry-run"]),
                Case(command: "report", words: ["report"]),
                Case(command: "shopping", words: ["shopping", "--next", "1"]),
                Case(command: "undo", words: ["undo", "--dry-run"]),
                Case(command: "week", words: ["week", "--next", "1"]),
                Case(command: "weight", words: ["weight"]),
                Case(command: "init", words: ["init", "-f", ledger.folder.file("new/journal.jsonl"), "--dry-run"]),
                Case(command: "merge", words: ["merge", journal, other, "-o", ledger.folder.file("merged.jsonl"), "--dry-run"]),
                Case(command: "repair", words: ["repair"]),
                Case(command: "snapshot", words: ["snapshot", "--dry-run"]),
                Case(command: "git-setup", words: ["git-setup", "-C", repository, "--program", "/opt/ledger", "--dry-run"]),
                // Last: it writes (with --dry-run it prints the lines, not the JSON).
                Case(command: "import", words: ["import", "cronometer", InProcessLedger.sample("cronometer-servings.csv")]),
            ]
        }
    }

    /// Arrays no sample run can fill: diff's "changed" needs one event id with two contents.
    static let arraysLeftEmpty: Set<String> = ["diff $.changed", "diff $.changed[].fields", "merge $.findings"]

    @Test func everyShapeAHelpDocumentsIsWhatTheCommandPrints() throws {
        let sample = try Sample()
        #expect(!sample.mealId.isEmpty && !sample.assignmentId.isEmpty && !sample.foodId.isEmpty)
        var seenArrays: [String: Set<String>] = [:]
        var covered: Set<String> = []
        for item in sample.cases {
            let spec = try #require(Ledger.commands.first { $0.spec.name == item.command }?.spec, "no command \(item.command)")
            let shapes = try DocumentedJSONShape.shapes(in: spec.discussion)
            guard item.shape < shapes.count else {
                Issue.record("\(item.command) --help documents \(shapes.count) shapes, not a shape \(item.shape + 1)")
                continue
            }
            let result = sample.ledger.run(item.words + ["--json"])
            #expect(result.status == 0, "\(item.words.joined(separator: " ")) --json: \(result.stderr)")
            guard result.status == 0 else { continue }
            guard let printed = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) else {
                Issue.record("ledger \(item.words.joined(separator: " ")) --json printed no JSON: \(result.stdout)")
                continue
            }
            var seen = seenArrays[item.command + "#\(item.shape)", default: []]
            let problems = shapes[item.shape].problems(printed, seen: &seen)
            seenArrays[item.command + "#\(item.shape)"] = seen
            var reported = Set<String>()
            let report = problems.filter { reported.insert($0).inserted }.joined(separator: "\n")
            #expect(problems.isEmpty, "ledger \(item.words.joined(separator: " ")) --json against its --help:\n\(report)")
            covered.insert(item.command + "#\(item.shape)")
        }
        // Every shape of every help is run, and every array it describes was seen with an element.
        for command in Ledger.commands {
            let shapes = try DocumentedJSONShape.shapes(in: command.spec.discussion)
            for (index, shape) in shapes.enumerated() {
                let key = command.spec.name + "#\(index)"
                #expect(covered.contains(key), "\(command.spec.name) --help documents a JSON shape (\(index + 1)) no case runs")
                for array in shape.documentedArrays() where !Self.arraysLeftEmpty.contains("\(command.spec.name) \(array)") {
                    #expect(seenArrays[key, default: []].contains(array),
                            "\(command.spec.name): no run printed an element of \(array)")
                }
            }
        }
    }

    @Test func theShapeNotationReadsKeysNullsMapsAndAlternatives() throws {
        let shapes = try DocumentedJSONShape.shapes(in: """
            It prints a table. --json prints {"date","goals":{…}|null,"steps":[{"line":N,"share"?}],
            "nutrients":{"fiber":{"total"|null},…},"repair":"none"|"batch","dryRun":false} when
            showing, and {"appended":[…the lines…]} when setting. Other text {"not":"a shape"}.
            """)
        #expect(shapes == [
            .object([
                .init(name: "date", optional: false, shape: .any),
                .init(name: "goals", optional: false, shape: .nullable(.opaqueObject)),
                .init(name: "steps", optional: false, shape: .array(.object([
                    .init(name: "line", optional: false, shape: .any), .init(name: "share", optional: true, shape: .any),
                ]))),
                .init(name: "nutrients", optional: false, shape: .map(.object([
                    .init(name: "total", optional: false, shape: .nullable(.any)),
                ]))),
                .init(name: "repair", optional: false, shape: .string(["none", "batch"])),
                .init(name: "dryRun", optional: false, shape: .bool),
            ]),
            .object([.init(name: "appended", optional: false, shape: .opaqueArray)]),
        ])
        var seen: Set<String> = []
        let printed: [String: Any] = ["date": "2026-11-20", "goals": NSNull(), "steps": [["line": 1, "extra": 2]],
                                      "nutrients": ["fiber": ["total": 3]], "repair": "torn", "dryRun": true, "more": 1]
        let problems = shapes[0].problems(printed, seen: &seen)
        #expect(problems.sorted() == [
            "$.more is printed but the help does not document it",
            "$.repair is 'torn', the help allows [\"none\", \"batch\"]",
            "$.steps[].extra is printed but the help does not document it",
        ])
        #expect(seen == ["$.steps"])
    }
}
