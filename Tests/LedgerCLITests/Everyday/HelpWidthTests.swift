import Foundation
@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// SPEC section 16: `--help` folds at word boundaries within the terminal's width, never
/// inside a word; `ledger --help --no-pager` and `ledger help CMD` work.
@Suite struct HelpWidthTests {
    /// The words of a text, for comparing what two layouts say.
    static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    }

    @Test(arguments: [80, 52])
    func everyCommandsHelpFitsTheWidthAndKeepsEveryWordWhole(width: Int) {
        for command in Ledger.visibleCommands {
            let folded = command.spec.helpText(width: width)
            let wide = command.spec.helpText
            Self.expectFolded(folded, from: wide, width: width, command.spec.name)
        }
        Self.expectFolded(Ledger.overview(width: width), from: Ledger.overview, width: width, "the overview")
    }

    /// Every line within the width; the same characters in the same order; every word that
    /// fits a line (a third of it) whole on one line.
    static func expectFolded(_ folded: String, from wide: String, width: Int, _ name: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let long = folded.split(separator: "\n").filter { DisplayWidth.of(String($0)) > width }
        #expect(long.isEmpty, "\(name) at \(width): \(long)", sourceLocation: sourceLocation)
        #expect(folded.filter { !$0.isWhitespace } == wide.filter { !$0.isWhitespace },
                "\(name) at \(width): text lost or changed", sourceLocation: sourceLocation)
        let foldedWords = Set(words(folded))
        let cut = words(wide).filter { $0.count <= width / 3 && !foldedWords.contains($0) }
        #expect(cut.isEmpty, "\(name) at \(width): words broken: \(cut.prefix(5))", sourceLocation: sourceLocation)
    }

    @Test func helpTakesNoPagerAndColourAsEveryCommandDoes() {
        let ledger = InProcessLedger()
        ledger.terminal = TerminalSize(columns: 80, rows: 24)
        for words in [["--help", "--no-pager"], ["help", "--no-pager"], ["help", "day", "--no-pager"],
                      ["help", "--color", "never", "plan", "add"], ["day", "--help", "--no-pager"], ["--no-pager", "--help"]] {
            let result = ledger.run(words)
            #expect(result.status == 0, "\(words): \(result.stderr)")
            #expect(result.stdout.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 80 }, "\(words)")
        }
    }

    /// The help of `append`, long and wide as written, on a real 80×24 terminal: no line
    /// wraps, none is cut, `meal-ledger/journal.jsonl` stays whole.
    @Test(.enabled(if: TerminalTests.tmux != nil, "tmux is not installed: apt-get install tmux (.ci/run does)"))
    func helpOnAnEightyColumnTerminalBreaksLinesBetweenWords() throws {
        let folder = TemporaryDirectory()
        let tmux = TerminalTests.tmux!
        let socket = folder.file("tmux.sock")
        let binary = LedgerProcess.binaryPath
        let script = "env -u COLUMNS \(binary) --help --no-pager; \(binary) help append --no-pager"
        let pane = "\(script); \(tmux) -S \(socket) wait-for -S ledger-done; exec cat"
        defer { _ = try? ReportPicturesTests.start(tmux, ["-S", socket, "kill-server"]) }
        let started = try ReportPicturesTests.start(tmux, ["-S", socket, "-f", "/dev/null", "new-session", "-d",
                                                           "-x", "80", "-y", "24", "sh", "-c", pane])
        #expect(started == 0)
        let (waited, _, _) = try ReportPicturesTests.run(tmux, ["-S", socket, "wait-for", "ledger-done"], limit: 60)
        #expect(waited == 0)
        // The whole history, as shown and with wrapped lines joined.
        let lines = try ReportPicturesTests.run(tmux, ["-S", socket, "capture-pane", "-p", "-S", "-"]).1
            .components(separatedBy: "\n")
        let joined = try ReportPicturesTests.run(tmux, ["-S", socket, "capture-pane", "-p", "-J", "-S", "-"]).1
            .components(separatedBy: "\n")
        let screen = lines.joined(separator: "\n")
        #expect(lines == joined, "the terminal wrapped a line:\n\(screen)")
        #expect(lines.allSatisfy { TerminalTests.columns($0) <= 80 })
        #expect(screen.contains("$XDG_DATA_HOME/meal-ledger/journal.jsonl"), "\(screen)")
        #expect(screen.contains("Usage: ledger append"))
        #expect(!screen.contains("unknown command"))
        let onScreen = Set(Self.words(screen))
        let broken = Self.words(Ledger.overview + Ledger.commands.first { $0.spec.name == "append" }!.spec.helpText)
            .filter { $0.count <= 25 && !onScreen.contains($0) }
        #expect(broken.isEmpty, "words broken on the screen: \(broken.prefix(5))")
    }
}
