#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LedgerCLI
import MealLedger

/// What the import fuzz target demands of any bytes given as an import file.
///
/// The bytes are imported as a file of each kind (csv, cronometer, mfp), in-process as `main`
/// runs it, into a fresh copy of a small journal that holds an imported entry already, and
/// once more through standard input (`-`, as the kind the input's length picks). Each run
/// ends in 0 or 1, never a crash or a hang; a refusal leaves the journal byte for byte as it
/// was; a success only appends, and leaves a journal `check` finds clean; nothing is left
/// in the folder but the journal (and its snapshot): standard input's spool is gone.
public enum ImportRowsCheck {
    /// A broken promise, for the fuzzer's crash report and the regression test.
    public struct Violation: Error, CustomStringConvertible {
        public var description: String
    }

    /// The scratch folder every input runs in.
    public static let folder = NSTemporaryDirectory() + "meal-ledger-fuzz-import-\(getpid())"
    static let journal = folder + "/journal.jsonl"
    static let file = folder + "/rows.csv"

    /// The journal each run starts from: one food logged by hand, one imported from a csv row
    /// (`2026-11-16,Egg,70`), so a row can be new or there already.
    static let base: [UInt8] = {
        let lines = [
            #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T08:00:00.000Z","device":"fuzz","type":"journal.created","data":{"format":"meal-ledger/1"}}"#,
            #"{"id":"0193a000-0000-7000-8000-000000000002","at":"2026-11-20T08:00:01.000Z","device":"fuzz","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-0000000000a1","date":"2026-11-16","name":"Apple","calories":95,"source":"manual"}}"#,
        ]
        var text = lines.joined(separator: "\n") + "\n"
        let row = try? ImportReader(format: .csv, fileLabel: "rows.csv").rows(Array("date,name,calories\n2026-11-16,Egg,70\n".utf8))
        if let row = row?.first {
            let event = Event(id: Identifier(high: 0x0193_A000_0000_7000, low: 0x8000_0000_0000_0003),
                              at: Instant(millisecondsSinceEpoch: 1_795_000_000_000), device: "fuzz",
                              payload: .foodLogged(row.foodLogged(entryId: ImportedEntryId.identifier(for: row, format: .csv))))
            text += event.canonicalLine + "\n"
        }
        return Array(text.utf8)
    }()

    /// Imports `bytes` as every kind of file, then through standard input, and checks every promise above.
    public static func run(_ bytes: [UInt8]) throws(Violation) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard write(bytes, to: file) else { throw Violation(description: "the input file could not be written") }
        for format in ImportFormat.allCases {
            try importOnce([format.rawValue, file], bytes: bytes)
        }
        let kind = ImportFormat.allCases[bytes.count % ImportFormat.allCases.count].rawValue
        try importOnce([kind, "-"], bytes: bytes)
    }

    /// Writes `bytes` to `path` in place (FileManager would leave its temporary names about).
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == bytes.count
    }

    static func importOnce(_ words: [String], bytes: [UInt8]) throws(Violation) {
        // A fresh copy of the journal (cheap when the last run left it so).
        if FileManager.default.contents(atPath: journal).map(Array.init) != base {
            unlink(journal)
            unlink(SnapshotFile.path(for: journal))
            guard write(base, to: journal) else { throw Violation(description: "the journal could not be written") }
        }
        let stdout = TextOutput()
        let stderr = TextOutput()
        let context = CommandContext(
            environment: ["MEAL_LEDGER_JOURNAL": journal, "MEAL_LEDGER_DEVICE": "fuzz", "HOME": folder, "TMPDIR": folder],
            stdout: stdout, stderr: stderr, readStandardInput: { bytes }, clock: FuzzClock(), ids: FuzzIds(),
            timeZone: TimeZone(identifier: "UTC")!, hostName: "fuzz", homeDirectory: folder, stderrIsTerminal: false)
        let status = Ledger.run(["import"] + words, context: context)
        let after = FileManager.default.contents(atPath: journal).map(Array.init) ?? []
        let left = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .subtracting(["journal.jsonl", "journal.jsonl.snapshot", "rows.csv"])
        guard left.isEmpty else {
            throw Violation(description: "import \(words) left \(left.sorted()) in its folder")
        }
        switch status {
        case 1:
            guard after == base else { throw Violation(description: "import \(words) refused (\(stderr.text)) but changed the journal") }
            guard stderr.text.hasPrefix("ledger import: ") else {
                throw Violation(description: "import \(words) refused without saying why: \(stderr.text)")
            }
        case 0:
            guard after.starts(with: base), after.last == 0x0A else {
                throw Violation(description: "import \(words) changed the journal's lines or left a torn one")
            }
            let check = TextOutput()
            let checkContext = CommandContext(
                environment: ["MEAL_LEDGER_JOURNAL": journal], stdout: check, stderr: TextOutput(),
                readStandardInput: { [] }, clock: FuzzClock(), ids: FuzzIds(), timeZone: TimeZone(identifier: "UTC")!,
                hostName: "fuzz", homeDirectory: folder, stderrIsTerminal: false)
            let checked = Ledger.run(["check", "--no-snapshot"], context: checkContext)
            guard checked == 0 else {
                throw Violation(description: "import \(words) left a journal check refuses: \(check.text)")
            }
        default:
            throw Violation(description: "import \(words) exited \(status): \(stderr.text)")
        }
    }
}
