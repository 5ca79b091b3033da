import Foundation
import Testing
import TestSupport

/// `ledger log` streams: its first lines go out before the journal is read through, and it
/// stops reading once its reader has gone (`ledger log | head -1`).
@Suite struct LogStreamingTests {
    /// A journal of `count` foods logged whose last line is torn: a log that reads to the
    /// end says so on stderr, one that stopped early never gets there.
    static func longJournalWithATornEnd(_ ledger: InProcessLedger, count: Int) throws -> String {
        #expect(ledger.run(["append", "food.logged", "--name", "Apple", "--calories", "95"]).status == 0)
        let lines = String(decoding: ledger.journalBytes, as: UTF8.self).split(separator: "\n").map(String.init)
        let food = lines[1]
        func value(_ key: String) -> String {
            let start = food.range(of: "\"\(key)\":\"")!.upperBound
            return String(food[start...].prefix(36))
        }
        let (id, entryId) = (value("id"), value("entryId"))
        var text = lines[0] + "\n"
        text.reserveCapacity(count * (food.count + 1))
        for index in 0..<count {
            text += food.replacingOccurrences(of: id, with: String(format: "00000001-0000-7000-8000-%012x", index))
                .replacingOccurrences(of: entryId, with: String(format: "00000002-0000-7000-8000-%012x", index)) + "\n"
        }
        text += "{\"id\":\"torn"
        return ledger.folder.write("long.jsonl", text)
    }

    @Test func theFirstLineComesBeforeTheEndIsReadAndAGoneReaderStopsTheLog() throws {
        let ledger = InProcessLedger()
        let journal = try Self.longJournalWithATornEnd(ledger, count: 20_000)
        let binary = LedgerProcess.binaryPath
        // Read to the end: the torn last line is named.
        let (status, _, errors) = try ReportPicturesTests.run(
            "/bin/sh", ["-c", "\"$0\" log -f \"$1\" > /dev/null", binary, journal])
        #expect(status == 0)
        #expect(errors.contains("20002: warning: the last line is torn"), "\(errors)")
        // `| head -1`: the header arrives, and the log ends quietly without reading on to the torn line.
        let (piped, first, pipedErrors) = try ReportPicturesTests.run(
            "/bin/sh", ["-c", "{ \"$0\" log -f \"$1\"; echo \"ledger exit $?\" >&2; } | head -1", binary, journal])
        #expect(piped == 0)
        #expect(first.hasSuffix("LINE  AT                    DEVICE  TYPE             EVENT\n"), "\(first)")
        #expect(pipedErrors == "ledger exit 0\n", "\(pipedErrors)")
    }
}
