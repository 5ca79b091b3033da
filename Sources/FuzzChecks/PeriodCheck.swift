#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LedgerCLI
import MealLedger

/// What the period fuzz target demands of the commands that compute dates (SPEC 18): month
/// and week ends, `--next`, `--prev`, `--last`, `in N days`, a week's days, whatever today is.
///
/// An input is a day to take as today, a command that reads or computes dates, and words to
/// follow it (split at NUL bytes), run in-process on a small journal holding entries, plans
/// and goals on 0001-01-01 and 9999-12-31. Whatever the words, the command never traps,
/// exits 0–4, shows no day outside 0001-01-01…9999-12-31 that the words did not name
/// themselves, and leaves a journal `check` reads without an error: a day past either end is
/// refused, never written.
public enum PeriodCheck {
    /// A broken promise, for the fuzzer's crash report and the regression test.
    public struct Violation: Error, CustomStringConvertible {
        public var description: String
    }

    /// The scratch folder every input runs in.
    public static let folder = NSTemporaryDirectory() + "meal-ledger-fuzz-periods-\(getpid())"
    static let journal = folder + "/journal.jsonl"

    /// The commands an input starts with (its fourth byte picks one); the input's words follow.
    static let commands: [[String]] = [
        ["report"], ["report", "--month"], ["report", "--week"], ["week"], ["day"], ["shopping"], ["audit"],
        ["plan", "copy"], ["copy"], ["plan", "eat"], ["eat", "oat", "bowl"], ["log", "--date"], ["replay", "--until"],
        ["export", "csv"], ["fix", "0193a000-0000-7000-8000-000000000201"],
        ["append", "food.logged", "--name", "Pear", "--calories", "50"],
        ["append", "plan.assigned", "--meal-id", "Oat bowl"], ["append", "goals.set", "--calories", "1800"],
        ["report", "--chart"], ["week", "--json"], ["report", "--json"],
    ]

    /// The journal each input starts from: a meal, goals, plans and entries at both ends of the calendar.
    static let base: String = {
        func line(_ number: Int, _ type: String, _ data: String) -> String {
            #"{"id":"0193a000-0000-7000-8000-\#(String(format: "%012d", number))","at":"2026-11-20T08:00:\#(String(format: "%02d", number % 60)).000Z","device":"fuzz","type":"\#(type)","data":\#(data)}"#
        }
        var lines = [
            line(1, "journal.created", #"{"format":"meal-ledger/1"}"#),
            line(2, "meal.created", #"{"mealId":"0193a000-0000-7000-8000-0000000000a1","name":"Oat bowl","servings":2,"ingredients":[{"name":"Oats","quantity":80,"unit":"g","calories":300,"protein":10,"source":"manual"}]}"#),
            line(3, "goals.set", #"{"from":"0001-01-01","calories":2000,"protein":100}"#),
            line(4, "goals.set", #"{"from":"9999-12-31","calories":2200}"#),
        ]
        for (index, date) in ["0001-01-01", "0001-01-07", "2026-11-20", "9999-12-26", "9999-12-31"].enumerated() {
            lines.append(line(10 + index, "plan.assigned", #"{"assignmentId":"0193a000-0000-7000-8000-0000000001\#(String(format: "%02d", index))","mealId":"0193a000-0000-7000-8000-0000000000a1","date":"\#(date)","slot":"lunch"}"#))
            lines.append(line(20 + index, "food.logged", #"{"entryId":"0193a000-0000-7000-8000-0000000002\#(String(format: "%02d", index))","date":"\#(date)","name":"Apple","calories":95,"source":"manual","slot":"snack"}"#))
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    /// Today as the input's first three bytes give it: near the calendar's last day, near its
    /// first, anywhere in it, or 2026-11-20; always a day of the calendar.
    static func today(_ bytes: ArraySlice<UInt8>) -> CalendarDate {
        let mode = bytes.first ?? 3
        let high = Int(bytes.dropFirst().first ?? 0)
        let low = Int(bytes.dropFirst(2).first ?? 0)
        let earliest = CalendarDate.earliest.dayNumber
        let latest = CalendarDate.latest.dayNumber
        switch mode % 4 {
        case 0: return CalendarDate(dayNumber: latest - (high * 256 + low) % 400)
        case 1: return CalendarDate(dayNumber: earliest + (high * 256 + low) % 400)
        case 2: return CalendarDate(dayNumber: earliest + (high * 256 + low) * 44 % (latest - earliest + 1))
        default: return CalendarDate(year: 2026, month: 11, day: 20)!
        }
    }

    /// `10000-01-01` or `0000-12-31`: a date shown outside the calendar, or nil. An escape
    /// such as `\u0009` (how a control character the words held is shown) stands apart from
    /// the digits around it.
    static func dayOutsideCalendar(in text: String) -> String? {
        var bytes: [UInt8] = []
        let raw = Array(text.utf8)
        var position = 0
        while position < raw.count {
            if raw[position] == UInt8(ascii: "\\"), position + 5 < raw.count, raw[position + 1] == UInt8(ascii: "u"),
               raw[(position + 2)...(position + 5)].allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }) {
                bytes.append(UInt8(ascii: " "))
                position += 6
            } else {
                bytes.append(raw[position])
                position += 1
            }
        }
        func isDigit(_ index: Int) -> Bool {
            index >= 0 && index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
        }
        var index = 0
        while index < bytes.count {
            guard isDigit(index), !isDigit(index - 1) else {
                index += 1
                continue
            }
            var end = index
            while isDigit(end) { end += 1 }
            let isDate = end + 5 < bytes.count && bytes[end] == UInt8(ascii: "-") && isDigit(end + 1) && isDigit(end + 2)
                && bytes[end + 3] == UInt8(ascii: "-") && isDigit(end + 4) && isDigit(end + 5)
            let year = String(decoding: bytes[index..<end], as: UTF8.self)
            if isDate, year.count > 4 || year == "0000" {
                return String(decoding: bytes[index...(end + 5)], as: UTF8.self)
            }
            index = end
        }
        return nil
    }

    /// Runs the input and checks every promise above.
    public static func run(_ bytes: [UInt8]) throws(Violation) {
        let baseBytes = Data(base.utf8)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if names != ["journal.jsonl"] || FileManager.default.contents(atPath: journal) != baseBytes {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for name in names { try? FileManager.default.removeItem(atPath: folder + "/" + name) }
            FileManager.default.createFile(atPath: journal, contents: baseBytes)
        }
        let today = today(bytes[...])
        let command = commands[Int(bytes.dropFirst(3).first ?? 0) % commands.count]
        let typed = bytes.count > 4
            ? bytes.dropFirst(4).split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            : []
        // A path stays in the folder; anything that reaches outside is left out.
        let words = command + typed.map { $0.contains("/") || $0.hasPrefix("-o") || $0.hasPrefix("--output")
            || $0.hasPrefix("--html") || $0.hasPrefix("-f") || $0.hasPrefix("--journal") || $0 == "--ai" ? "x" : $0 }
        let clock = TodayClock(instant: Instant(millisecondsSinceEpoch: Int64(today.dayNumber) * 86_400_000 + 43_200_000))
        let stdout = TextOutput()
        let stderr = TextOutput()
        let context = CommandContext(
            environment: ["MEAL_LEDGER_JOURNAL": journal, "MEAL_LEDGER_DEVICE": "fuzz", "HOME": folder],
            stdout: stdout, stderr: stderr, readStandardInput: { [] }, clock: clock, ids: FuzzIds(),
            timeZone: TimeZone(identifier: "UTC")!, hostName: "fuzz", homeDirectory: folder, stderrIsTerminal: false)
        let status = Ledger.run(words, context: context)
        guard (0...4).contains(status) else {
            throw Violation(description: "\(words) today \(today) exited \(status)")
        }
        for (name, text) in [("stdout", stdout.text), ("stderr", stderr.text)] {
            if let shown = dayOutsideCalendar(in: text), !typed.contains(where: { $0.contains(shown) }) {
                throw Violation(description: "\(words) today \(today) showed \(shown) on \(name): \(text.prefix(300))")
            }
        }
        guard let after = FileManager.default.contents(atPath: journal), after != baseBytes else { return }
        guard after.starts(with: baseBytes), after.last == 0x0A else {
            throw Violation(description: "\(words) today \(today) changed the journal's existing lines or tore one")
        }
        let check = TextOutput()
        let checkContext = CommandContext(
            environment: ["MEAL_LEDGER_JOURNAL": journal], stdout: check, stderr: TextOutput(),
            readStandardInput: { [] }, clock: clock, ids: FuzzIds(), timeZone: TimeZone(identifier: "UTC")!,
            hostName: "fuzz", homeDirectory: folder, stderrIsTerminal: false)
        guard Ledger.run(["check", "--no-snapshot"], context: checkContext) == 0 else {
            throw Violation(description: "\(words) today \(today) left a journal check refuses: \(check.text.prefix(300))")
        }
    }
}

/// A clock that always reads the instant given.
struct TodayClock: InstantSource {
    var instant: Instant
    func now() -> Instant { instant }
}
