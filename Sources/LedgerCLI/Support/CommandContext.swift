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
    public var timeZone: TimeZone {
        get { zone.value }
        set { zone = Deferred(known: newValue) }
    }
    /// The host name, the last fallback for the device name.
    public var hostName: String {
        get { host.value }
        set { host = Deferred(known: newValue) }
    }
    /// The home folder, for the default journal path.
    public var homeDirectory: String {
        get { home.value }
        set { home = Deferred(known: newValue) }
    }
    // Looked up when first used: most commands need none of them, and the local time zone
    // alone costs about a tenth of `ledger --help`'s instructions.
    private var zone: Deferred<TimeZone>
    private var host: Deferred<String>
    private var home: Deferred<String>
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
        self.init(environment: environment, stdout: stdout, stderr: stderr, readStandardInput: readStandardInput,
                  clock: clock, ids: ids, zone: Deferred(known: timeZone), host: Deferred(known: hostName),
                  home: Deferred(known: homeDirectory), stderrIsTerminal: stderrIsTerminal)
    }

    private init(environment: [String: String], stdout: TextOutput, stderr: TextOutput,
                 readStandardInput: @escaping () -> [UInt8], clock: any InstantSource, ids: any IdentifierSource,
                 zone: Deferred<TimeZone>, host: Deferred<String>, home: Deferred<String>, stderrIsTerminal: Bool) {
        self.environment = environment
        self.stdout = stdout
        self.stderr = stderr
        self.readStandardInput = readStandardInput
        self.clock = clock
        self.ids = ids
        self.zone = zone
        self.host = host
        self.home = home
        self.stderrIsTerminal = stderrIsTerminal
    }

    /// The real process: its environment, streams, clock, random UUIDv7 ids and local time zone.
    public static func process() -> CommandContext {
        var context = CommandContext(
            environment: processEnvironment(),
            stdout: TextOutput(descriptor: 1), stderr: TextOutput(descriptor: 2),
            readStandardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
            clock: SystemClock(), ids: TimeOrderedIdentifierSource(),
            zone: Deferred { TimeZone.current }, host: Deferred { ProcessInfo.processInfo.hostName },
            home: Deferred { NSHomeDirectory() }, stderrIsTerminal: isatty(2) == 1)
        context.terminal = TerminalSize.of(descriptor: 1)
        context.standardInputDescriptor = 0
        return context
    }

    /// The process's environment variables, read from `environ` as `ProcessInfo` reads them
    /// (a variable given twice keeps its last value; an entry without `=` is left out), at a
    /// fraction of the cost: ProcessInfo's copy was a sixth of `ledger --help`'s instructions.
    static func processEnvironment() -> [String: String] {
        var count = 0
        while environ[count] != nil { count += 1 }
        var variables: [String: String] = [:]
        variables.reserveCapacity(count)
        var entry = environ
        while let pointer = entry.pointee {
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                            count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: bytes[..<equals], as: UTF8.self)
                variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
            }
            entry += 1
        }
        return variables
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
