import MealLedger

/// One command of the `ledger` tool: declares its options, validates them into `Options`,
/// then runs: calls the library and renders.
///
/// `validate` throws for every mistake on the command line before anything is read or
/// written (as swift-argument-parser's `validate()` does); `run` has only good options.
protocol LedgerCommand {
    /// What the command's options come to once checked.
    associatedtype Options
    static var spec: CommandSpec { get }
    static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options
    static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode
}

extension LedgerCommand {
    /// Validates, chooses colour and pager, then runs.
    static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
        let options = try validate(arguments, context)
        try context.applyTerminalOptions(arguments)
        return try run(options, context)
    }

    /// `ledger day`: how messages name the command.
    static var commandPath: String { spec.commandPath }

    /// A usage error of this command: the message, then where help is.
    static func usageError(_ message: String) -> CLIError { .usage(commandPath, message) }

    /// Refuses words no positional was declared for: `unexpected argument 'x'`.
    static func expectNoPositionals(_ arguments: Arguments) throws(CLIError) {
        if let stray = arguments.positionals.first { throw usageError("unexpected argument '\(stray)'") }
    }
}

/// A command that takes the journal and nothing else but `--dry-run` and `--json`
/// (`ledger repair`, `ledger snapshot`).
protocol JournalOnlyCommand: LedgerCommand where Options == JournalOnlyOptions {}

/// The options of a `JournalOnlyCommand`.
struct JournalOnlyOptions {
    var journal: String
    var dryRun: Bool
    var asJSON: Bool
}

extension JournalOnlyCommand {
    static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> JournalOnlyOptions {
        try expectNoPositionals(arguments)
        return JournalOnlyOptions(journal: try context.journalPath(arguments).path,
                                  dryRun: arguments[CommonOptions.dryRun], asJSON: arguments[CommonOptions.json])
    }

    /// `ledger repair: dry run: nothing written to PATH` on stderr, for a dry run (`path`: the
    /// file it would have written, default the journal).
    static func noteDryRun(_ options: JournalOnlyOptions, _ context: CommandContext, path: String? = nil) {
        if options.dryRun { context.stderr.line("\(commandPath): dry run: nothing written to \(ShownPath.of(path ?? options.journal))") }
    }
}

/// The journal path and device name every command resolves the same way.
extension CommandContext {
    /// `--journal`/`-f`, else `$MEAL_LEDGER_JOURNAL`, else `$XDG_DATA_HOME/meal-ledger/journal.jsonl`,
    /// else `~/.local/share/meal-ledger/journal.jsonl`.
    func journalPath(_ arguments: Arguments) throws -> (path: String, isDefault: Bool) {
        if let path = try arguments[CommonOptions.journal], !path.isEmpty { return (path, false) }
        if let path = environment["MEAL_LEDGER_JOURNAL"], !path.isEmpty { return (path, false) }
        return (defaultJournalPath, true)
    }

    /// `$XDG_DATA_HOME/meal-ledger/journal.jsonl`, else `~/.local/share/meal-ledger/journal.jsonl`.
    /// The XDG Base Directory spec ignores a relative `XDG_DATA_HOME`, and so does this.
    var defaultJournalPath: String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return data + "/meal-ledger/journal.jsonl"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? homeDirectory
        return home + "/.local/share/meal-ledger/journal.jsonl"
    }

    /// `--device`, else `$MEAL_LEDGER_DEVICE`, else the host name (`unknown` when it has none).
    ///
    /// A `--device` that names nothing (`--device ""`, blanks) is a usage error naming the
    /// option: the journal refuses a blank device, and an empty one must not quietly become
    /// `unknown`. An empty `$MEAL_LEDGER_DEVICE` counts as unset, as shells often leave it.
    func deviceName(_ arguments: Arguments) throws -> String {
        let given = try arguments[CommonOptions.device]
        if let given, given.allSatisfy(\.isWhitespace) {
            throw CLIError.usage("ledger", "\(CommonOptions.device.dashed) must name this device (at most "
                + "\(Event.maximumDeviceLength) characters), got '\(given)'")
        }
        let fromEnvironment = environment["MEAL_LEDGER_DEVICE"].flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        let name = given ?? fromEnvironment ?? (hostName.allSatisfy(\.isWhitespace) ? "unknown" : hostName)
        let source = given != nil ? CommonOptions.device.dashed : fromEnvironment != nil ? "$MEAL_LEDGER_DEVICE" : "the host name"
        do {
            try Event.validateDevice(name)
        } catch {
            throw CLIError.usage("ledger", "device name (\(source)): \(error.problem)")
        }
        // A device is a name (SPEC 18): nothing that reorders or hides text, or its lines would
        // pass for another device's in every table. Lines already written keep theirs.
        if let scalar = name.unicodeScalars.first(where: TextRule.isInvisibleOrBidirectional) {
            let code = String(scalar.value, radix: 16, uppercase: true)
            throw CLIError.usage("ledger", "device name (\(source)): must not contain bidirectional or zero-width "
                + "characters (found U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code))")
        }
        return name
    }

    /// The stamp for new events: this context's clock, ids and device.
    func stamp(_ arguments: Arguments) throws -> EventStamp {
        EventStamp(clock: clock, ids: ids, device: try deviceName(arguments))
    }
}

extension LedgerCommand {
    /// The two journal paths A and B of `ledger diff` and `ledger merge`.
    static func twoJournals(_ arguments: Arguments) throws(CLIError) -> (a: String, b: String) {
        let words = arguments.positionals
        guard words.count == 2 else {
            throw usageError(words.count < 2 ? "needs two journals, A and B" : "unexpected argument '\(words[2])'")
        }
        return (words[0], words[1])
    }
}
