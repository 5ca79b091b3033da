import MealLedger

/// What the shell completion scripts know of the command line, read from the command specs
/// so every command, option and argument is covered as it is declared.
///
/// What an option's value completes with is the kind it declares (`ValueKind`). A positional
/// completes by its name in the usage line: `MEAL` or `WHAT` the journal's meal names, `TYPE`
/// event types, `SLOT` slots, `PATH`, `FILE`, `OUT`, `A`, `B` (and git's `ANCESTOR`, `OURS`,
/// `THEIRS`) files, `DIR` folders, `DATE` the date words, `DAY` weekdays, and a lower-case
/// argument (`csv|cronometer|mfp`) its words.
struct CompletionModel {
    /// What a word can be completed with.
    enum Values: Equatable {
        /// Nothing: any text (a number, a name).
        case none
        case files
        case directories
        /// The names of the meals in the journal (`ledger __complete meals`).
        case meals
        /// A fixed list of words.
        case words([String])
    }

    struct Option {
        /// `--journal`.
        var long: String
        /// `-f`.
        var short: String?
        var takesValue: Bool
        var values: Values
        var help: String
    }

    struct Command {
        /// `meal show`.
        var name: String
        var summary: String
        var options: [Option]
        /// What each positional completes with, in order.
        var arguments: [Values]
        /// What every positional after those completes with (`QUERY…`).
        var moreArguments: Values
    }

    /// The slots of the day an entry can be logged in, in the order `ledger day` shows them.
    static let slots = ["breakfast", "lunch", "dinner", "snack"]
    /// The words a date completes with (other forms are typed: `2026-11-20`, `3 days ago`).
    static let dateWords = ["today", "yesterday", "tomorrow"] + Weekday.allCases.map(\.rawValue)

    var commands: [Command]
    /// The options that may come before the command.
    var globalOptions: [Option]

    /// The model of the visible commands.
    static var ledger: CompletionModel {
        CompletionModel(commands: Ledger.visibleCommands.map { command($0.spec) },
                        globalOptions: CommonOptions.globalSpecs.map(option))
    }

    static func command(_ spec: CommandSpec) -> Command {
        var arguments: [Values] = []
        var more = Values.none
        for item in spec.usage {
            switch item {
            case .argument(let name), .optionalArgument(let name): arguments.append(values(argument: name))
            case .arguments(let name): more = values(argument: name)
            default: break  // a rest handed on (`replay`'s report words) is not completed
            }
        }
        if spec.handsOnRest, spec.name == Ledger.ReplayCommand.spec.name, !arguments.isEmpty {
            arguments[arguments.count - 1] = .words(Ledger.ReplayCommand.reports.sorted())
        }
        return Command(name: spec.name, summary: spec.summary, options: spec.options.map(option),
                       arguments: arguments, moreArguments: more)
    }

    static func option(_ spec: OptionSpec) -> Option {
        Option(long: "--\(spec.name)", short: spec.short.map { "-\($0)" }, takesValue: spec.valueName != nil,
               values: spec.value.map(values(of:)) ?? .none, help: spec.help)
    }

    /// What a value of this kind completes with.
    static func values(of value: ValueKind) -> Values {
        switch value.kind {
        case .path: return .files
        case .directory: return .directories
        case .date: return .words(dateWords)
        case .meal: return .meals
        case .slot: return .words(slots)
        case .eventType: return .words(EventType.allCases.map(\.rawValue))
        case .weekday: return .words(Weekday.allCases.map(\.rawValue))
        case .choice(let words): return .words(words)
        case .number, .text: return .none
        }
    }

    /// What a positional named `name` in the usage line completes with.
    static func values(argument name: String) -> Values {
        switch name {
        case "MEAL", "WHAT": return .meals
        case "TYPE": return .words(EventType.allCases.map(\.rawValue))
        case "SLOT": return .words(slots)
        case "PATH", "FILE", "OUT", "A", "B", "JOURNAL", "ANCESTOR", "OURS", "THEIRS": return .files
        case "DIR": return .directories
        case "DATE": return .words(dateWords)
        case "DAY": return .words(Weekday.allCases.map(\.rawValue))
        default:
            if !name.isEmpty, name == name.lowercased(), name.allSatisfy({ $0.isLetter || $0 == "|" || $0 == "-" }) {
                return .words(name.split(separator: "|").map(String.init))
            }
            return .none
        }
    }

    /// The first words of the commands, each once, in order: `meal` for `meal show`.
    var firstWords: [String] {
        var seen = Set<String>()
        return commands.compactMap { command in
            let first = String(command.name.split(separator: " ")[0])
            return seen.insert(first).inserted ? first : nil
        }
    }

    /// Every option that takes a value, for scripts that skip values without knowing the command.
    var optionsTakingValues: [String] {
        var seen = Set<String>()
        return (globalOptions + commands.flatMap(\.options)).filter(\.takesValue)
            .flatMap { [$0.long] + ($0.short.map { [$0] } ?? []) }
            .filter { seen.insert($0).inserted }
    }
}
