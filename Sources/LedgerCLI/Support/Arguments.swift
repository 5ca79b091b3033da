import MealLedger

/// The words of one command line, read against its spec; option values are read into their
/// types when the command asks for them (`try arguments[Self.next]`), in the order it asks.
struct Arguments {
    /// The words that are not options, in order; for a spec that hands on its rest, every
    /// word from the first of them on.
    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    /// Every option given, in command-line order, for flags that pair up (`--food ID --grams G`).
    private(set) var ordered: [(name: String, value: String)] = []
    private let command: String
    private let context: CommandContext

    /// Reads `words` (what follows the command's name) against `spec`.
    init(_ words: [String], spec: CommandSpec, context: CommandContext) throws(CLIError) {
        command = spec.commandPath
        self.context = context
        var index = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || word == "-" || !word.hasPrefix("-") {
                positionals.append(word)
                if spec.handsOnRest {
                    positionals += words[index...]
                    return
                }
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            let (option, spelled, inlineValue) = try Self.option(word, in: spec)
            let value: String
            if let valueName = option.valueName {
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < words.count else {
                        throw .usage(command, "option '\(spelled)' needs a value (\(valueName))")
                    }
                    value = words[index]
                    index += 1
                }
            } else {
                guard inlineValue == nil else { throw .usage(command, "option '\(spelled)' takes no value") }
                value = ""
            }
            if !option.isRepeatable, values[option.name] != nil {
                throw .usage(command, "option '\(spelled)' given twice")
            }
            values[option.name, default: []].append(value)
            ordered.append((option.name, value))
        }
    }

    /// The option a word names (`--name`, `--name=value` or `-n`), as spelled, with an inline value.
    private static func option(_ word: String, in spec: CommandSpec) throws(CLIError)
        -> (OptionSpec, spelled: String, inlineValue: String?) {
        guard word.hasPrefix("--") else {
            let letters = Array(word.dropFirst())
            guard letters.count == 1, let found = spec.option(short: letters[0]) else {
                throw .usage(spec.commandPath, "unknown option '\(word)'")
            }
            return (found, word, nil)
        }
        var name = String(word.dropFirst(2))
        var inlineValue: String?
        if let equals = name.firstIndex(of: "=") {
            inlineValue = String(name[name.index(after: equals)...])
            name = String(name[..<equals])
        }
        guard let found = spec.option(named: name) else {
            throw .usage(spec.commandPath, "unknown option '--\(name)'")
        }
        return (found, "--\(name)", inlineValue)
    }

    /// True when `words` ask for the command's help: `--help` or `-h` anywhere, or for a spec
    /// that hands on its rest, before the first positional (after it, they are the rest's).
    static func asksForHelp(_ words: [String], spec: CommandSpec) -> Bool {
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "--help" || word == "-h" { return true }
            if spec.handsOnRest {
                if word == "-" || !word.hasPrefix("-") || word == "--" { return false }
                if !word.contains("="), let option = try? option(word, in: spec).0, option.valueName != nil { index += 1 }
            }
            index += 1
        }
        return false
    }

    /// True when the flag was given.
    subscript(flag: Flag) -> Bool { values[flag.spec.name] != nil }

    /// The value of a single-valued option read into its type, or nil when it was not given.
    subscript<Value>(option: Option<Value>) -> Value? {
        get throws(CLIError) {
            guard let text = values[option.spec.name]?.last else { return nil }
            return try read(text, option)
        }
    }

    /// Every value of a repeatable option read into its type, in command-line order.
    subscript<Value>(all option: Option<Value>) -> [Value] {
        get throws(CLIError) {
            var read: [Value] = []
            for text in values[option.spec.name] ?? [] { read.append(try self.read(text, option)) }
            return read
        }
    }

    /// True when the option was given, whatever its value.
    func has(_ option: some OptionDeclaration) -> Bool { values[option.spec.name] != nil }

    /// How many times the option was given.
    func count(_ option: some OptionDeclaration) -> Int { values[option.spec.name]?.count ?? 0 }

    /// The names of the options given, for checks such as "does not apply to this type".
    var givenNames: [String] { Array(values.keys) }

    private func read<Value>(_ text: String, _ option: Option<Value>) throws(CLIError) -> Value {
        do {
            return try option.parse(text, context)
        } catch {
            throw .usage(command, error.message("--\(option.spec.name)", text))
        }
    }
}
