import Foundation
import MealLedger
import Testing
import TestSupport

/// A path holding a newline or another control character is shown escaped in every message
/// (`\u000a`), as terminal text shows a name's: it cannot split a message into lines that
/// look like others, nor drive the terminal (the built binary, as a user runs it).
@Suite struct PathEscapingTests {
    @Test func aNewlineInTheJournalsPathIsShownEscapedInEveryMessage() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("a\nledger: b\u{1b}[2J.jsonl")
        let shown = folder.path + "/a\\u000aledger: b\\u001b[2J.jsonl"
        let environment = ["MEAL_LEDGER_DEVICE": "test", "HOME": folder.path, "TZ": "UTC"]

        let missing = try LedgerProcess.run(["-f", journal, "day"], environment: environment)
        #expect(missing.status != 0)
        #expect(missing.stderr.contains(shown + ": no journal here"), "\(missing.stderr)")

        let dryInit = try LedgerProcess.run(["-f", journal, "init", "--dry-run"], environment: environment)
        #expect(dryInit.status == 0)
        #expect(dryInit.stdout.contains("would create \(shown)\n"), "\(dryInit.stdout)")
        #expect(dryInit.stderr == "ledger init: dry run: nothing written to \(shown)\n")

        let eat = try LedgerProcess.run(["-f", journal, "append", "food.logged", "--name", "Apple", "--calories", "95"],
                                        environment: environment)
        #expect(eat.status == 0, "\(eat.stderr)")
        #expect(eat.stderr == "ledger: created \(shown)\n")
        #expect(FileManager.default.fileExists(atPath: journal))

        let again = try LedgerProcess.run(["-f", journal, "init"], environment: environment)
        #expect(again.status != 0)
        #expect(again.stderr.contains(shown + ": a journal exists already"), "\(again.stderr)")

        let check = try LedgerProcess.run(["-f", journal, "check", "--no-snapshot"], environment: environment)
        #expect(check.status == 0)
        #expect(check.stdout.hasPrefix(shown + ": 2 events, 0 errors"), "\(check.stdout)")
        // From the attack on the merged build: the refusal to write over the journal, and
        // import's messages naming its file, showed the raw newline.
        let html = try LedgerProcess.run(["-f", journal, "report", "--html", journal], environment: environment)
        #expect(html.status != 0 && html.stderr.contains("the journal '\(shown)'"), "\(html.stderr)")
        let csv = folder.file("rows\nledger: x.csv")
        try "Day,Food Name,Amount,Energy (kcal)\n2026-11-20,Apple,1 medium,95\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let imported = try LedgerProcess.run(["-f", journal, "import", "cronometer", csv], environment: environment)
        #expect(imported.stdout.contains("rows\\u000aledger: x.csv") || imported.stderr.contains("rows\\u000aledger: x.csv"),
                "\(imported.stdout)\(imported.stderr)")
        // No message of these holds the raw newline or ESC of the path.
        for text in [missing.stderr, dryInit.stdout, dryInit.stderr, eat.stderr, again.stderr, check.stdout, html.stderr,
                     imported.stdout, imported.stderr] {
            #expect(!text.contains("a\nledger: b") && !text.contains("\u{1b}"), "\(text)")
        }
    }

    @Test func aShownPathEscapesControlsAndLeavesOtherTextAlone() {
        #expect(ShownPath.of("/tmp/plain journal é.jsonl") == "/tmp/plain journal é.jsonl")
        #expect(ShownPath.of("a\tb\rc\u{7f}d\u{85}") == "a\\u0009b\\u000dc\\u007fd\\u0085")
    }

    /// From the attack on the merged build: `import --json` wrote the file's name with a raw
    /// U+202E. It is written as the JSON escape `\u202e` now (as every report's `--json` is):
    /// the document names the very same file, and a terminal shows it in order.
    @Test func importJSONEscapesABidirectionalControlInTheFilesName() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("journal.jsonl")
        let csv = folder.file("rows\u{202E}vsc.exe.csv")
        try "Day,Food Name,Amount,Energy (kcal)\n2026-11-20,Apple,1 medium,95\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let imported = try LedgerProcess.run(["-f", journal, "import", "cronometer", csv, "--json"],
                                             environment: ["HOME": folder.path, "TZ": "UTC"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(!imported.stdout.unicodeScalars.contains("\u{202E}") && imported.stdout.contains("rows\\u202evsc.exe.csv"),
                "\(imported.stdout)")
        let object = try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any]
        #expect(object?["file"] as? String == csv)
    }
}
