@testable import LedgerCLI
import Foundation
import Testing

/// Colour, widths and the pager as commands decide them from the options, the environment
/// and whether standard output is a terminal (the real terminal: `TerminalTests`).
@Suite struct TerminalOutputTests {
    static let terminal = TerminalSize(columns: 80, rows: 24)

    /// A journal whose day 2026-11-20 is over its calorie goal by 195.
    func overGoal() -> InProcessLedger {
        let ledger = InProcessLedger()
        ledger.environment["TERM"] = "xterm-256color"
        #expect(ledger.run(["append", "goals.set", "--calories", "500", "--from", "2026-11-01"]).status == 0)
        #expect(ledger.run(["append", "food.logged", "--name", "Apple", "--calories", "95"]).status == 0)
        #expect(ledger.run(["append", "food.logged", "--name", "宫保鸡丁", "--calories", "600"]).status == 0)
        return ledger
    }

    static let bold = "\u{1B}[1m"
    static let red = "\u{1B}[31m"

    /// The text with colour codes taken out.
    static func withoutColour(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test func onATerminalHeadersAreBoldAndWhatIsOverTheGoalRed() {
        let ledger = overGoal()
        ledger.terminal = Self.terminal
        let coloured = ledger.run(["day", "2026-11-20"])
        #expect(coloured.status == 0)
        #expect(coloured.stdout.contains(Self.bold + "ENTRY"), "\(coloured.stdout)")
        #expect(coloured.stdout.contains(Self.red + "-195\u{1B}[0m"), "\(coloured.stdout)")
        // The codes take no column: without them the text is what a pipe gets.
        ledger.terminal = nil
        let plain = ledger.run(["day", "2026-11-20", "--color", "never"])
        #expect(!plain.stdout.contains("\u{1B}"))
        #expect(Self.withoutColour(coloured.stdout) == plain.stdout)
    }

    @Test func neverColourIntoAPipeOrADumbTerminal() {
        let ledger = overGoal()
        #expect(!ledger.run(["day", "2026-11-20"]).stdout.contains("\u{1B}"))
        ledger.terminal = Self.terminal
        ledger.environment["TERM"] = "dumb"
        #expect(!ledger.run(["day", "2026-11-20"]).stdout.contains("\u{1B}"))
    }

    @Test func noColorTurnsAutoOffButNotAlways() {
        let ledger = overGoal()
        ledger.terminal = Self.terminal
        ledger.environment["NO_COLOR"] = "1"
        #expect(!ledger.run(["day", "2026-11-20"]).stdout.contains("\u{1B}"))
        #expect(ledger.run(["day", "2026-11-20", "--color", "always"]).stdout.contains(Self.red))
        ledger.environment["NO_COLOR"] = ""  // set but empty: no-color.org says it does not count
        #expect(ledger.run(["day", "2026-11-20"]).stdout.contains(Self.red))
    }

    @Test func colorAlwaysAndNeverWin() {
        let ledger = overGoal()
        #expect(ledger.run(["day", "2026-11-20", "--color", "always"]).stdout.contains(Self.bold))
        #expect(ledger.run(["audit", "2026-11-20", "--color=always"]).stdout.contains(Self.red))
        ledger.terminal = Self.terminal
        #expect(!ledger.run(["day", "2026-11-20", "--color", "never"]).stdout.contains("\u{1B}"))
        // JSON is never coloured.
        #expect(!ledger.run(["day", "2026-11-20", "--json", "--color", "always"]).stdout.contains("\u{1B}"))
    }

    @Test func aWrongColorChoiceIsAUsageError() {
        let result = overGoal().run(["day", "--color", "sometimes"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("ledger day: --color must be auto, always or never, got 'sometimes'"), "\(result.stderr)")
    }

    @Test func everyCommandTakesColorAndNoPager() {
        for command in Ledger.commands {
            #expect(command.spec.option(named: "color") != nil, "\(command.spec.name)")
            #expect(command.spec.option(named: "no-pager") != nil, "\(command.spec.name)")
        }
        let ledger = overGoal()
        #expect(ledger.run(["meals", "--no-pager", "--color", "never"]).status == 0)
    }

    /// Every table a command prints fits 80 columns when `COLUMNS=80`, long and Chinese
    /// names included.
    @Test func everyTableFitsEightyColumns() {
        let ledger = overGoal()
        let demo = ledger.folder.file("demo.jsonl")
        #expect(ledger.run(["demo", "--journal", demo]).status == 0)
        let long = "Grandmother's slow-roasted chicken with lemon, garlic, rosemary and crispy potatoes"
        for name in [long, "宫保鸡丁 Kung pao chicken with peanuts and dried chillies"] {
            let made = ledger.run(["append", "meal.created", "--journal", demo, "--name", name, "--servings", "2",
                                   "--primary-protein", "chicken", "--other-component", "a very long list of components",
                                   "--notes", String(repeating: "slow cooked and lovely with rice ", count: 8),
                                   "--ingredient", "name=\(name),quantity=300,unit=g,calories=1234,protein=80,fats=30"])
            #expect(made.status == 0, "\(made.stderr)")
            let logged = ledger.run(["append", "meal.logged", "--journal", demo, "--meal-id", name, "--date", "2026-11-20"])
            #expect(logged.status == 0, "\(logged.stderr)")
            #expect(ledger.run(["append", "plan.assigned", "--journal", demo, "--meal-id", name,
                                "--date", "2026-11-25"]).status == 0)
        }
        ledger.environment["COLUMNS"] = "80"
        let commands: [[String]] = [
            ["day", "2026-11-20"], ["meals"], ["meal", "show", "宫保鸡丁 Kung pao chicken with peanuts and dried chillies"], ["week", "2026-11-23"], ["log"],
            ["audit", "2026-11-20"], ["food", "search", "chicken", "breast"],
            ["recipe", "parse", "200g chicken breast, 1 cup cooked white rice, 1 tbsp extra virgin olive oil"],
            ["report", "--from", "2026-11-10", "--to", "2026-11-20"], ["shopping", "2026-11-25"], ["check"],
            ["diff", demo, ledger.journal],
        ]
        for words in commands {
            let usesDemo = !words.contains("diff") && !words.contains("food") && !words.contains("recipe")
            let result = ledger.run(words + (usesDemo ? ["--journal", demo] : []))
            #expect(result.status == 0 || words[0] == "diff", "\(words): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(words)")
            // Only a path given on the command line (a long temporary folder here) may pass the width.
            for line in result.stdout.split(separator: "\n") where !line.contains(ledger.folder.path) {
                #expect(DisplayWidth.of(String(line)) <= 80, "\(words): \(DisplayWidth.of(String(line))): \(line)")
            }
        }
    }

    @Test func thePagerIsForATerminalOnly() {
        let less = Pager(command: ["less", "-FRX"], rows: 24, columns: 80)
        #expect(Pager.chosen(environment: [:], terminal: Self.terminal, noPager: false) == less)
        #expect(Pager.chosen(environment: [:], terminal: nil, noPager: false) == nil)
        #expect(Pager.chosen(environment: [:], terminal: Self.terminal, noPager: true) == nil)
        #expect(Pager.chosen(environment: ["TERM": "dumb"], terminal: Self.terminal, noPager: false) == nil)
        #expect(Pager.chosen(environment: ["PAGER": ""], terminal: Self.terminal, noPager: false) == nil)
        #expect(Pager.chosen(environment: ["PAGER": "cat"], terminal: Self.terminal, noPager: false) == nil)
        #expect(Pager.chosen(environment: ["PAGER": "most -s"], terminal: Self.terminal, noPager: false)?.command
            == ["most", "-s"])
    }

    @Test func onlyOutputLongerThanTheTerminalIsPaged() {
        let pager = Pager(command: ["less"], rows: 24, columns: 80)
        let lines = { (count: Int) in Array(String(repeating: "a line\n", count: count).utf8) }
        #expect(!pager.isLonger(lines(23)))
        #expect(pager.isLonger(lines(24)))
        #expect(!pager.isLonger(Array((String(repeating: "x", count: 200) + "\n").utf8)))
        // 200 columns wrap into 3 lines each: 8 such lines fill 24.
        #expect(pager.isLonger(Array(String(repeating: String(repeating: "x", count: 200) + "\n", count: 8).utf8)))
    }

    @Test func aPagerThatCannotStartLeavesOutputToTheTerminal() {
        #expect(Pager(command: ["/nonexistent/pager"], rows: 24, columns: 80).start() == nil)
    }
}
