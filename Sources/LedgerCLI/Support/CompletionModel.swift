import MealLedger

/// What the shell completion scripts know of the command line, read from the command specs
/// so every command, option and argument is covered as it is declared.
///
/// What an option's value or a positional completes with is the kind it declares
/// (`ValueKind`), never its name in help.
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
                        globalOptions: CommonOptions.globalSpecs.map(option)).offeringSubcommands()
    }

    /// The model with each command that is also the first word of others (`plan`, beside
    /// `plan add`, `plan eat`…) offering their second words where its first positional goes,
    /// before the words that positional takes (`plan`'s DATE: today, yesterday…). The scripts
    /// read `plan add` as one command once its second word is typed.
    func offeringSubcommands() -> CompletionModel {
        var model = self
        for index in model.commands.indices {
            let name = model.commands[index].name
            let seconds = commands.compactMap { other -> String? in
                let words = other.name.split(separator: " ")
                return words.count == 2 && words[0] == name ? String(words[1]) : nil
            }
            guard !seconds.isEmpty else { continue }
            var arguments = model.commands[index].arguments
            switch arguments.first {
            case .words(let words)?: arguments[0] = .words(seconds + words)
            case nil: arguments = [.words(seconds)]
            default: arguments[0] = .words(seconds)  // a first positional of files or meals: the subcommands win
            }
            model.commands[index].arguments = arguments
        }
        return model
    }

    static func command(_ spec: CommandSpec) -> Command {
        // A rest handed on (`replay`'s report words) is not completed.
        let (each, more) = spec.positionalKinds
        return Command(name: spec.name, summary: spec.summary, options: spec.options.map(option),
                       arguments: each.map(values(of:)), moreArguments: more.map(values(of:)) ?? .none)
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
        case .number, .text, .entry: return .none
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
