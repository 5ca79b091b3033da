/// One option a command accepts.
struct OptionSpec: Sendable {
    /// The long name without dashes: `journal` for `--journal`.
    var name: String
    /// The one-letter form, if any: `f` for `-f`.
    var short: Character?
    /// The name of its value in help (`PATH`); nil for a flag that takes none.
    var valueName: String?
    /// True when it may be given more than once.
    var repeatable: Bool
    var help: String

    init(_ name: String, short: Character? = nil, value: String? = nil, repeatable: Bool = false, help: String) {
        self.name = name
        self.short = short
        self.valueName = value
        self.repeatable = repeatable
        self.help = help
    }

    static let journal = OptionSpec("journal", short: "f", value: "PATH",
                                    help: "the journal (default $MEAL_LEDGER_JOURNAL, else ~/.local/share/meal-ledger/journal.jsonl)")
    static let json = OptionSpec("json", help: "print one JSON document instead of a table")
    static let device = OptionSpec("device", value: "NAME",
                                   help: "the writing device's name (default $MEAL_LEDGER_DEVICE, else the host name)")
    static let help = OptionSpec("help", short: "h", help: "show this help")
    static let noSnapshot = OptionSpec("no-snapshot", help: "replay the whole journal; neither read nor write the snapshot")
}

/// What a command is, for dispatch and for `--help`.
struct CommandSpec: Sendable {
    /// The words that name it: `day`, `meal show`.
    var name: String
    /// The arguments after the name, for the usage line: `[DATE] [--json]`.
    var arguments: String
    var summary: String
    /// More text for `--help`: what it prints, examples.
    var discussion: String
    var options: [OptionSpec]

    init(name: String, arguments: String, summary: String, discussion: String = "", options: [OptionSpec]) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.discussion = discussion
        self.options = options + [.help]
    }

    var commandPath: String { "ledger \(name)" }

    /// The full `--help` text.
    var helpText: String {
        var text = "\(summary)\n\nUsage: ledger \(name) \(arguments)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        text += "\nOptions:\n"
        let rows = options.map { option -> (String, String) in
            var left = option.short.map { "-\($0), " } ?? "    "
            left += "--\(option.name)"
            if let value = option.valueName { left += " \(value)" }
            if option.repeatable { left += " …" }
            return (left, option.help)
        }
        let width = rows.map(\.0.count).max() ?? 0
        for (left, right) in rows {
            text += "  " + left + String(repeating: " ", count: width - left.count + 2) + right + "\n"
        }
        return text
    }
}

/// The arguments of one command line, read against its spec.
struct Arguments {
    var positionals: [String] = []
    private var values: [String: [String]] = [:]
    /// Every option given, in command-line order, for flags that pair up (`--food ID --grams G`).
    private(set) var ordered: [(name: String, value: String)] = []

    /// Reads `words` (what follows the command's name) against `spec`.
    init(_ words: [String], spec command: CommandSpec) throws(CLIError) {
        var index = 0
        var onlyPositionals = false
        func option(named name: String) throws(CLIError) -> OptionSpec {
            guard let found = command.options.first(where: { $0.name == name }) else {
                throw .usage(command.commandPath, "unknown option '--\(name)'")
            }
            return found
        }
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || word == "-" || !word.hasPrefix("-") {
                positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            var spelled = word
            var spec: OptionSpec
            var inlineValue: String?
            if word.hasPrefix("--") {
                var name = String(word.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                spelled = "--\(name)"
                spec = try option(named: name)
            } else {
                let letters = Array(word.dropFirst())
                guard letters.count == 1, let found = command.options.first(where: { $0.short == letters[0] }) else {
                    throw .usage(command.commandPath, "unknown option '\(word)'")
                }
                spec = found
            }
            let value: String
            if spec.valueName != nil {
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < words.count else {
                        throw .usage(command.commandPath, "option '\(spelled)' needs a value (\(spec.valueName!))")
                    }
                    value = words[index]
                    index += 1
                }
            } else {
                guard inlineValue == nil else {
                    throw .usage(command.commandPath, "option '\(spelled)' takes no value")
                }
                value = ""
            }
            if !spec.repeatable, values[spec.name] != nil {
                throw .usage(command.commandPath, "option '\(spelled)' given twice")
            }
            values[spec.name, default: []].append(value)
            ordered.append((spec.name, value))
        }
    }

    /// The value of a single-valued option.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option, in order.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// True when the option was given.
    func has(_ name: String) -> Bool { values[name] != nil }

    /// The names of the options given, for checks such as "only one of".
    var givenOptions: [String] { Array(values.keys) }
}
