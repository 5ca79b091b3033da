import MealLedger

/// The words of one command line, read against its spec; option values are read into their
/// types when the command asks for them (`try arguments[Self.next]`), in the order it asks.
struct Arguments {
    /// The words that are not options, in order; for a spec that hands on its rest, every
    /// word from the first of them on.
    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    /// Every option given, in command-line order, for flags that pair up (`--food ID --grams G`).
    private var ordered: [(name: String, value: String)] = []
    private let command: String
    private let context: CommandContext
    /// The names of the options the spec declares: the only ones a command may read.
    private let declared: Set<String>

    /// The global options given to a command that hands its rest on (`ledger -f F replay …`),
    /// as typed, for the command it runs.
    private(set) var forwardedGlobals: [String] = []

    /// Reads `globals` (the options before the command's name) then `words` (what follows it)
    /// against `spec`.
    init(_ words: [String], spec: CommandSpec, context: CommandContext, globals: [String] = []) throws(CLIError) {
        command = spec.commandPath
        self.context = context
        declared = Set(spec.options.map(\.name))
        let words = globals + words
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
            if spec.handsOnRest, let (global, _, inlineValue) = try? Self.option(word, in: CommonOptions.globalSpecs,
                                                                               command: command),
               spec.option(named: global.name) == nil {
                forwardedGlobals.append(word)
                if global.valueName != nil, inlineValue == nil, index < words.count {
                    forwardedGlobals.append(words[index])
                    index += 1
                }
                continue
            }
            let (option, spelled, inlineValue) = try Self.option(word, in: spec.options, command: command)
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
            // An empty path names no file: `-f ""` must not quietly mean the default journal.
            if value.isEmpty, let kind = option.value?.kind, kind == .path || kind == .directory {
                throw .usage(command, "option '\(spelled)' needs a \(option.valueName ?? "PATH"), got an empty one")
            }
            if !option.isRepeatable, values[option.name] != nil {
                throw .usage(command, "option '\(spelled)' given twice")
            }
            values[option.name, default: []].append(value)
            ordered.append((option.name, value))
        }
    }

    /// Splits the global options before the command's name from the rest:
    /// `-f F --json day` → (`-f F --json`, `day`). Stops at the first word that is not a global
    /// option (`--help` and `--version` included); an unknown option there is a usage error.
    static func leadingGlobals(_ words: [String]) throws(CLIError) -> (globals: [String], rest: [String]) {
        let globals = CommonOptions.globalSpecs
        var index = 0
        while index < words.count, words[index].hasPrefix("-"), words[index] != "-", words[index] != "--" {
            let word = words[index]
            if ["--help", "-h", "--version"].contains(word) { break }
            let (option, spelled, inlineValue) = try option(word, in: globals, command: "ledger",
                                                            known: ["--help", "--version"])
            index += 1
            if option.valueName != nil, inlineValue == nil {
                guard index < words.count else {
                    throw .usage("ledger", "option '\(spelled)' needs a value (\(option.valueName!))")
                }
                index += 1
            }
        }
        return (Array(words[..<index]), Array(words[index...]))
    }

    /// The option a word names (`--name`, `--name=value`, `-n`, or `-nVALUE` for one that takes
    /// a value), as spelled, with an inline value; an unknown one is refused with the nearest
    /// name (`known`: other spellings worth suggesting).
    private static func option(_ word: String, in options: [OptionSpec], command: String, known: [String] = [])
        throws(CLIError) -> (OptionSpec, spelled: String, inlineValue: String?) {
        // Only a refusal needs every spelling, for its "did you mean".
        var spellings: [String] { options.flatMap { ["--\($0.name)"] + ($0.short.map { ["-\($0)"] } ?? []) } + known }
        guard word.hasPrefix("--") else {
            let letters = Array(word.dropFirst())
            if let first = letters.first, let found = options.first(where: { $0.short == first }),
               letters.count == 1 || found.valueName != nil {
                return (found, "-\(first)", letters.count == 1 ? nil : String(letters.dropFirst()))
            }
            let nearest = Suggestion.nearest(to: "-" + word, among: spellings)
            throw .usage(command, "unknown option '\(word)'" + (nearest.map { " (did you mean '\($0)'?)" } ?? ""))
        }
        var name = String(word.dropFirst(2))
        var inlineValue: String?
        if let equals = name.firstIndex(of: "=") {
            inlineValue = String(name[name.index(after: equals)...])
            name = String(name[..<equals])
        }
        guard let found = options.first(where: { $0.name == name }) else {
            throw .usage(command, "unknown option '--\(name)'" + Suggestion.clause(for: "--\(name)", among: spellings))
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
                if let (option, _, inline) = try? option(word, in: spec.options + CommonOptions.globalSpecs,
                                                         command: spec.commandPath),
                   option.valueName != nil, inline == nil { index += 1 }
            }
            index += 1
        }
        return false
    }

    /// True when the flag was given.
    subscript(flag: Flag) -> Bool {
        checkDeclared(flag)
        return values[flag.spec.name] != nil
    }

    /// The value of a single-valued option read into its type, or nil when it was not given.
    subscript<Value>(option: Option<Value>) -> Value? {
        get throws(CLIError) {
            checkDeclared(option)
            guard let text = values[option.spec.name]?.last else { return nil }
            return try read(text, option)
        }
    }

    /// Every value of a repeatable option read into its type, in command-line order.
    subscript<Value>(all option: Option<Value>) -> [Value] {
        get throws(CLIError) {
            checkDeclared(option)
            var read: [Value] = []
            for text in values[option.spec.name] ?? [] { read.append(try self.read(text, option)) }
            return read
        }
    }

    /// True when the option was given, whatever its value.
    func has(_ option: some OptionDeclaration) -> Bool {
        checkDeclared(option)
        return values[option.spec.name] != nil
    }

    /// How many times the option was given.
    func count(_ option: some OptionDeclaration) -> Int {
        checkDeclared(option)
        return values[option.spec.name]?.count ?? 0
    }

    /// True when the option was given, whether or not the command declares it: for the
    /// dispatcher, which asks every command's words about `--no-snapshot` and `--dry-run`.
    func isGiven(_ option: some OptionDeclaration) -> Bool { values[option.spec.name] != nil }

    /// Reading an option the spec does not declare is a programming error: it can never be
    /// given, so the command silently ignores it. A debug build (the tests) names it on stderr
    /// and records it for `UndeclaredOptionReads`; a release build reads it as not given.
    private func checkDeclared(_ option: some OptionDeclaration) {
        #if DEBUG
        guard !declared.contains(option.spec.name) else { return }
        let message = "\(command) read \(option.dashed), which its spec does not declare"
        UndeclaredOptionReads.record(message)
        context.stderr.line("ledger: programming error: \(message)")
        #endif
    }

    /// Those of `options` that were given, in the order listed: for "give one of" checks.
    func given(among options: [any OptionDeclaration]) -> [any OptionDeclaration] {
        options.filter { has($0) }
    }

    /// True when any of `options` was given.
    func hasAny(_ options: [any OptionDeclaration]) -> Bool {
        options.contains { has($0) }
    }

    /// The values given to `options`, in command-line order, each with the option it was given
    /// to: for options that pair up (`--food ID --grams G --food ID --quantity Q --unit U`).
    func inOrder(_ options: [Option<String>]) -> [(option: Option<String>, value: String)] {
        for option in options { checkDeclared(option) }
        return ordered.compactMap { given in
            options.first { $0.spec.name == given.name }.map { ($0, given.value) }
        }
    }

    /// `--stray`: the first given option (by name) that `allowed` leaves out, for "does not go
    /// with" checks. Reads no option by name: it only lists what was given outside a list.
    func firstGiven(outside allowed: [any OptionDeclaration]) -> String? {
        for option in allowed { checkDeclared(option) }
        let names = Set(allowed.map(\.spec.name))
        return values.keys.sorted().first { !names.contains($0) }.map { "--\($0)" }
    }

    private func read<Value>(_ text: String, _ option: Option<Value>) throws(CLIError) -> Value {
        do {
            return try option.parse(text, context)
        } catch {
            let message = error.message("--\(option.spec.name)", text)
            // The option's reader says which it is (README, "Exit status"): a figure past a limit is
            // refused (exit 1) on every command; text that is no figure at all is a usage error.
            if error.isPastLimit { throw .refused(command, message) }
            throw .usage(command, message)
        }
    }
}
