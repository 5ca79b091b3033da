import Foundation
import MealLedger

/// Everything a command may touch outside itself, injected so tests can fix it.
public struct CommandContext: @unchecked Sendable {
    /// Environment variables.
    public var environment: [String: String]
    public var stdout: TextOutput
    public var stderr: TextOutput
    /// Reads all of standard input.
    public var readStandardInput: () -> [UInt8]
    /// Standard input's descriptor, for a command that reads it in chunks (`import -`); nil
    /// where `readStandardInput` stands in for it (tests).
    public var standardInputDescriptor: Int32?
    public var clock: any InstantSource
    public var ids: any IdentifierSource
    /// The time zone that decides what "today" is.
    public var timeZone: TimeZone
    /// The host name, the last fallback for the device name.
    public var hostName: String
    /// The home folder, for the default journal path.
    public var homeDirectory: String
    /// True when stderr is a terminal, so progress may be shown.
    public var stderrIsTerminal: Bool
    /// The terminal standard output goes to, or nil (a pipe, a file, a test): for widths,
    /// colour and the pager.
    public var terminal: TerminalSize?
    /// Waits the given seconds (the recipe service's rate limit); tests record instead of waiting.
    public var sleep: @Sendable (Double) -> Void = { Thread.sleep(forTimeInterval: $0) }
    /// The point in history reports read up to, set by `ledger replay`.
    var historyCut = ReplayOptions()
    /// False with `--no-snapshot`: replay the whole journal.
    var useSnapshots = true
    /// False with `--dry-run`: a snapshot is read but never written or re-stamped, so a dry
    /// run leaves every file as it found it.
    var refreshesSnapshots = true
    /// The snapshots this command's reports were computed from, checked before output goes out.
    var snapshotsUsed = SnapshotsUsed()

    public init(environment: [String: String], stdout: TextOutput, stderr: TextOutput,
                readStandardInput: @escaping () -> [UInt8], clock: any InstantSource, ids: any IdentifierSource,
                timeZone: TimeZone, hostName: String, homeDirectory: String, stderrIsTerminal: Bool) {
        self.environment = environment
        self.stdout = stdout
        self.stderr = stderr
        self.readStandardInput = readStandardInput
        self.clock = clock
        self.ids = ids
        self.timeZone = timeZone
        self.hostName = hostName
        self.homeDirectory = homeDirectory
        self.stderrIsTerminal = stderrIsTerminal
    }

    /// The real process: its environment, streams, clock, random UUIDv7 ids and local time zone.
    public static func process() -> CommandContext {
        let info = ProcessInfo.processInfo
        var context = CommandContext(
            environment: info.environment,
            stdout: TextOutput(descriptor: 1), stderr: TextOutput(descriptor: 2),
            readStandardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
            clock: SystemClock(), ids: TimeOrderedIdentifierSource(), timeZone: TimeZone.current,
            hostName: info.hostName, homeDirectory: NSHomeDirectory(), stderrIsTerminal: isatty(2) == 1)
        context.terminal = TerminalSize.of(descriptor: 1)
        context.standardInputDescriptor = 0
        return context
    }

    /// Today in the context's time zone.
    public var today: CalendarDate {
        clock.now().localDate(in: timeZone)
    }
}

extension Instant {
    /// The calendar day this instant falls on in `zone`.
    func localDate(in zone: TimeZone) -> CalendarDate {
        let date = Date(timeIntervalSince1970: Double(millisecondsSinceEpoch) / 1000)
        let offsetMillis = Int64(zone.secondsFromGMT(for: date)) * 1000
        return Instant(millisecondsSinceEpoch: millisecondsSinceEpoch + offsetMillis).utcDate
    }
}

/// The snapshots a command read its state from, so a block found damaged while the report was
/// computed (blocks are checked as they are first used) sends the command round again.
final class SnapshotsUsed: @unchecked Sendable {
    private var checks: [(path: String, isDamaged: @Sendable () -> Bool)] = []

    func add(path: String, _ isDamaged: @escaping @Sendable () -> Bool) {
        checks.append((path, isDamaged))
    }

    /// The snapshots found damaged so far.
    var damagedPaths: [String] { checks.filter { $0.isDamaged() }.map(\.path) }

    func reset() { checks = [] }
}
