#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LedgerCLI
import MealLedger

/// What the command-line fuzz target demands of any words run against a small journal.
///
/// The input's bytes, split at NUL bytes, are the words of one `ledger` command line, run
/// in-process (as `main` runs it) on a fresh copy of a small journal with a snapshot beside
/// it. It never crashes or hangs, exits 0–4, and leaves a journal that is still valid: every
/// line whole, `check` clean of errors. Commands that reach outside (git, a recipe service,
/// the demo's folders) are left out: their words are replaced by `day`.
public enum CommandLineCheck {
    /// A broken promise, for the fuzzer's crash report and the regression test.
    public struct Violation: Error, CustomStringConvertible {
        public var description: String
    }

    /// The scratch folder every input runs in.
    public static let folder = NSTemporaryDirectory() + "meal-ledger-fuzz-cli-\(getpid())"
    static let journal = folder + "/journal.jsonl"

    /// The journal each input starts from: meals, foods, goals, a plan.
    static let base: String = {
        var lines = [
            #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T08:00:00.000Z","device":"fuzz","type":"journal.created","data":{"format":"meal-ledger/1"}}"#,
            #"{"id":"0193a000-0000-7000-8000-000000000002","at":"2026-11-20T08:00:01.000Z","device":"fuzz","type":"meal.created","data":{"mealId":"0193a000-0000-7000-8000-0000000000a1","name":"Oat bowl","servings":2,"ingredients":[{"name":"Oats","quantity":80,"unit":"g","calories":300,"protein":10,"source":"manual"}],"primaryCarb":"oats"}}"#,
            #"{"id":"0193a000-0000-7000-8000-000000000003","at":"2026-11-20T08:00:02.000Z","device":"fuzz","type":"goals.set","data":{"from":"2026-11-01","calories":2000,"protein":100}}"#,
            #"{"id":"0193a000-0000-7000-8000-000000000004","at":"2026-11-20T08:00:03.000Z","device":"fuzz","type":"plan.assigned","data":{"assignmentId":"0193a000-0000-7000-8000-0000000000b1","mealId":"0193a000-0000-7000-8000-0000000000a1","date":"2026-11-21"}}"#,
        ]
        for index in 0..<12 {
            lines.append(#"{"id":"0193a000-0000-7000-8000-0000000001\#(String(format: "%02d", index))","at":"2026-11-20T09:00:\#(String(format: "%02d", index)).000Z","device":"fuzz","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-0000000002\#(String(format: "%02d", index))","date":"2026-11-20","name":"Apple \#(index)","calories":95,"source":"manual"}}"#)
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    static let outside: Set<String> = ["git-setup", "merge-driver", "demo"]

    /// The options whose value is a path, in every form the command line takes: those whose
    /// declaration says so (`value: .path`), whatever their value is called.
    static let takesPath: Set<String> = Ledger.pathOptionSpellings

    /// `word` with any path it names moved into the scratch folder: a path after a path
    /// option (whatever it looks like, `-ofile` too), inside `--option=PATH` or `-fPATH`, a
    /// positional its command declares a path (`isPathPositional`, from
    /// `Ledger.pathPositionals`), or a word that looks like a file. A path that climbs (`..`)
    /// or starts at the root becomes the folder's `x`, so no path lands outside the folder
    /// even where the process works elsewhere (the test suite's replay of the corpus).
    static func confined(_ word: String, after previous: String?, isPathPositional: Bool = false) -> String {
        func inFolder(_ path: String) -> String {
            folder + "/" + (path.contains("..") || path.hasPrefix("/") ? "x" : path)
        }
        if isPathPositional && word != "-" || previous.map(takesPath.contains) == true || word.contains("..")
            || word.hasPrefix("/") {
            return inFolder(word)
        }
        if word.hasPrefix("--"), let equals = word.firstIndex(of: "="), takesPath.contains(String(word[..<equals])) {
            return String(word[...equals]) + inFolder(String(word[word.index(after: equals)...]))
        }
        if !word.hasPrefix("--"), word.count > 2, takesPath.contains(String(word.prefix(2))) {
            return String(word.prefix(2)) + inFolder(String(word.dropFirst(2)))
        }
        let isPath = word.contains("/")
            || [".jsonl", ".json", ".csv", ".txt", ".html", ".snapshot"].contains { word.hasSuffix($0) }
        return isPath ? inFolder(word) : word
    }

    #if FUZZING
    /// The fuzzer's process works in the scratch folder, so a relative path in a form the
    /// words above miss still lands there (the fuzzer is given absolute corpus paths).
    static let workingInFolder: Bool = {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return FileManager.default.changeCurrentDirectoryPath(folder)
    }()
    #endif

    /// Runs the words in `bytes` and checks every promise above.
    public static func run(_ bytes: [UInt8]) throws(Violation) {
        // A fresh copy of the journal, alone in its folder (cheap when the last input left it so).
        let baseBytes = Data(base.utf8)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if names != ["journal.jsonl"] || FileManager.default.contents(atPath: journal) != baseBytes {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for name in names { try? FileManager.default.removeItem(atPath: folder + "/" + name) }
            FileManager.default.createFile(atPath: journal, contents: baseBytes)
        }
        #if FUZZING
        _ = workingInFolder
        #endif
        var words = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if words.contains(where: { outside.contains($0) || $0.contains("--ai") }) { words = ["day"] }
        let pathPositionals = Ledger.pathPositionals(in: words)
        words = words.indices.map {
            confined(words[$0], after: $0 > 0 ? words[$0 - 1] : nil, isPathPositional: pathPositionals.contains($0))
        }
        let stdout = TextOutput()
        let stderr = TextOutput()
        let context = CommandContext(
            environment: ["MEAL_LEDGER_JOURNAL": journal, "MEAL_LEDGER_DEVICE": "fuzz", "HOME": folder],
            stdout: stdout, stderr: stderr, readStandardInput: { Array(base.utf8.prefix(600)) }, clock: FuzzClock(),
            ids: FuzzIds(), timeZone: TimeZone(identifier: "UTC")!, hostName: "fuzz", homeDirectory: folder,
            stderrIsTerminal: false)
        let status = Ledger.run(words, context: context)
        guard (0...4).contains(status) else {
            throw Violation(description: "\(words) exited \(status)")
        }
        guard let after = FileManager.default.contents(atPath: journal), after != baseBytes else { return }
        guard after.isEmpty || after.last == 0x0A else {
            throw Violation(description: "\(words) left a torn line")
        }
        let check = TextOutput()
        let checkContext = CommandContext(
            environment: ["MEAL_LEDGER_JOURNAL": journal], stdout: check, stderr: TextOutput(),
            readStandardInput: { [] }, clock: FuzzClock(), ids: FuzzIds(), timeZone: TimeZone(identifier: "UTC")!,
            hostName: "fuzz", homeDirectory: folder, stderrIsTerminal: false)
        let checked = Ledger.run(["check", "--no-snapshot"], context: checkContext)
        // Only `merge -o` may write the journal anew (and must leave it valid); everything else
        // appends, or writes nothing.
        if !words.contains("merge"), !after.starts(with: baseBytes) {
            throw Violation(description: "\(words) changed the journal's existing lines")
        }
        if checked != 0 {
            throw Violation(description: "\(words) left a journal check refuses: \(check.text)")
        }
    }
}

/// A clock that never moves.
struct FuzzClock: InstantSource {
    func now() -> Instant { Instant(millisecondsSinceEpoch: 1_795_000_000_000) }
}

/// Fresh random UUIDv7-shaped ids.
struct FuzzIds: IdentifierSource {
    func next(now: Instant) -> Identifier {
        Identifier(high: UInt64.random(in: 0...UInt64.max) & 0xFFFF_FFFF_FFFF_0FFF | 0x7000,
                   low: UInt64.random(in: 0...UInt64.max) & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000)
    }
}
