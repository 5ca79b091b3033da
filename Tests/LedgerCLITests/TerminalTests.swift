import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport

/// `ledger` in a real terminal: a tmux pane of 80×24 runs the built binary, and the screen
/// it leaves is read back with `tmux capture-pane`.
@Suite struct TerminalTests {
    static let tmux = ReportPicturesTests.program("tmux")

    /// What a pane of 80×24 shows once `script` (run by sh) is done: its lines as shown,
    /// its lines with wrapped ones joined, and the screen with its colours as escape codes.
    static func screen(_ folder: TemporaryDirectory, _ script: String) throws -> (lines: [String], joined: [String], styled: String) {
        let tmux = Self.tmux!
        let socket = folder.file("tmux.sock")
        // The pane signals once the script is done, then waits to be killed, so its screen can be read.
        let pane = "\(script); \(tmux) -S \(socket) wait-for -S ledger-done; exec cat"
        defer { _ = try? ReportPicturesTests.start(tmux, ["-S", socket, "kill-server"]) }
        let started = try ReportPicturesTests.start(tmux, ["-S", socket, "-f", "/dev/null", "new-session", "-d",
                                                           "-x", "80", "-y", "24", "sh", "-c", pane])
        #expect(started == 0)
        let (waited, _, _) = try ReportPicturesTests.run(tmux, ["-S", socket, "wait-for", "ledger-done"], limit: 60)
        #expect(waited == 0)
        let capture = { (flags: [String]) throws -> String in
            try ReportPicturesTests.run(tmux, ["-S", socket, "capture-pane", "-p"] + flags).1
        }
        let lines = try capture([]).components(separatedBy: "\n")
        let joined = try capture(["-J"]).components(separatedBy: "\n")
        return (lines, joined, try capture(["-e"]))
    }

    /// The columns a line takes by the C library's own width table (glibc's `wcwidth` in a
    /// UTF-8 locale): a second opinion beside the project's.
    static func columns(_ character: Character) -> Int {
        guard let wcwidth = Self.wcwidth, let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return 1 }
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        var widest = 0
        for scalar in character.unicodeScalars { widest = max(widest, Int(wcwidth(Int32(bitPattern: scalar.value)))) }
        return widest
    }

    /// glibc's `wcwidth`, which Swift's Glibc module does not show (it needs _XOPEN_SOURCE).
    nonisolated(unsafe) static let wcwidth: (@convention(c) (Int32) -> Int32)? = {
        guard let symbol = dlsym(nil, "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()

    static func columns(_ line: String) -> Int { line.reduce(0) { $0 + columns($1) } }

    /// A journal of meals with long names and a Chinese one, each logged on 2026-11-20.
    static func journal(_ ledger: InProcessLedger) -> String {
        let names = ["宫保鸡丁", "Grandmother's slow-roasted chicken with lemon, garlic, rosemary and crispy potatoes",
                     "Apple pie", "Spaghetti alla carbonara with guanciale, pecorino romano and black pepper"]
        for (index, name) in names.enumerated() {
            let made = ledger.run(["append", "meal.created", "--name", name, "--servings", "2", "--primary-protein", "pork",
                                   "--primary-carb", "rice", "--other-component", "garlic",
                                   "--ingredient", "name=\(name),quantity=300,unit=g,calories=\(400 + index * 333),protein=31.5"])
            #expect(made.status == 0, "\(made.stderr)")
            #expect(ledger.run(["append", "meal.logged", "--meal-id", name, "--date", "2026-11-20"]).status == 0)
        }
        return ledger.journal
    }

    /// The cells of a table line as the terminal shows them, by glibc's widths.
    static func spans(_ line: String) -> [(text: String, start: Int, end: Int)] {
        TableTests.cellSpans(line, width: columns)
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed: apt-get install tmux (.ci/run does)"))
    func tablesFitAnEightyColumnTerminalAndLineUp() throws {
        let ledger = InProcessLedger()
        let journal = Self.journal(ledger)
        let binary = LedgerProcess.binaryPath
        let (lines, joined, styled) = try Self.screen(
            ledger.folder, "env -u COLUMNS -u NO_COLOR \(binary) meals --journal \(journal) --no-pager")
        let screen = lines.joined(separator: "\n")
        #expect(lines.allSatisfy { Self.columns($0) <= 80 }, "\(lines.map(Self.columns)): \(screen)")
        #expect(lines == joined, "a line wrapped: \(screen)")
        #expect(screen.contains("宫保鸡丁") && screen.contains("…"), "\(screen)")
        // Every row's cells start (text) or end (numbers) where their header does.
        guard let headerIndex = lines.firstIndex(where: { $0.hasPrefix("MEAL ") }) else {
            Issue.record("no table: \(screen)")
            return
        }
        let header = Self.spans(lines[headerIndex])
        let numbers: Set<String> = ["SERVINGS", "KCAL", "PROTEIN", "CARBS", "FATS", "KCAL/SERVING"]
        let rows = lines[(headerIndex + 1)...].prefix { !$0.isEmpty && !$0.hasPrefix("(") }
        #expect(rows.count == 4, "\(screen)")
        for row in rows {
            let cells = Self.spans(row)
            #expect(cells.count == header.count, "\(row)")
            guard cells.count == header.count else { continue }
            for (cell, heading) in zip(cells, header) {
                if numbers.contains(heading.text) {
                    #expect(cell.end == heading.end, "\(heading.text) of \(row)")
                } else {
                    #expect(cell.start == heading.start, "\(heading.text) of \(row)")
                }
            }
        }
        // On a terminal the header is bold; the codes moved nothing (checked above).
        #expect(styled.contains("\u{1B}[1mMEAL"), "\(styled)")
    }

    @Test(.enabled(if: tmux != nil, "tmux is not installed: apt-get install tmux (.ci/run does)"))
    func longOutputOnATerminalGoesThroughThePagerAndNeverIntoAPipe() throws {
        let ledger = InProcessLedger()
        let demo = ledger.folder.file("demo.jsonl")
        #expect(ledger.run(["demo", "--journal", demo]).status == 0)
        let lastLine = ledger.run(["log", "--journal", demo]).stdout.split(separator: "\n").last.map(String.init) ?? "?"
        let pager = ledger.folder.write("pager.sh", "#!/bin/sh\necho ran > \"$1\"\nexec cat\n")
        chmod(pager, 0o755)
        let marker = { (name: String) in ledger.folder.file(name) }
        let ledgerCommand = "env -u COLUMNS \(LedgerProcess.binaryPath) log --journal \(demo)"
        let script = [
            "PAGER='\(pager) \(marker("paged"))' \(ledgerCommand)",
            "PAGER='\(pager) \(marker("not-paged"))' \(ledgerCommand) --no-pager",
            "PAGER='\(pager) \(marker("piped"))' \(ledgerCommand) | cat",
            "PAGER='\(pager) \(marker("short"))' \(LedgerProcess.binaryPath) check --journal \(demo)",
            "printf '\\033[2J\\033[H'",
            "PAGER=/nonexistent/pager \(ledgerCommand)",
        ].joined(separator: "; ")
        let (lines, _, _) = try Self.screen(ledger.folder, script)
        let exists = { (name: String) in FileManager.default.fileExists(atPath: marker(name)) }
        #expect(exists("paged"))
        #expect(!exists("not-paged"))
        #expect(!exists("piped"))
        #expect(!exists("short"))  // one line: no pager
        // A pager that cannot start: the log goes straight to the terminal.
        let shown = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let start = String(lastLine.trimmingCharacters(in: .whitespaces).prefix(30))  // its line number and time
        #expect(shown.contains { $0.hasPrefix(start) }, "\(start) in \(lines.joined(separator: "\n"))")
    }
}
