/// What a command is, for dispatch and for `--help`: its name, words, options and usage.
///
/// Only the name, summary and hidden mark are worked out when a command's spec is first
/// touched: dispatch and the overview read every command's, and those alone; the discussion,
/// usage line and options are built the first time they are read, for the one command run
/// (issue 30: start-up within 10 % of d4da2d1).
struct CommandSpec: Sendable {
    /// The words that name it: `day`, `meal show`.
    var name: String
    var summary: String
    /// True for helpers that scripts call (`ledger __complete`): left out of help, the man
    /// page and completions.
    var isHidden: Bool
    private let details: Deferred<Details>

    /// What `--help` and the parser read: built on first use.
    private struct Details: Sendable {
        var discussion: String
        var usage: [UsageItem]
        var options: [OptionSpec]
        var handsOnRest: Bool
    }

    /// More text for `--help`: what it prints, examples.
    var discussion: String { details.value.discussion }
    /// The usage line after the name, item by item: `[DATE] [--json]`.
    var usage: [UsageItem] { details.value.usage }
    /// Every option it accepts, in the order `--help` lists them (`--help` itself last).
    var options: [OptionSpec] { details.value.options }

    /// Every command accepts `--journal` (SPEC section 11); one that does not declare it gets it
    /// with help saying it reads none, except one that hands its rest on (`replay`), which hands
    /// the global options on with it.
    init(name: String, summary: String, discussion: @autoclosure @escaping @Sendable () -> String = "",
         usage: @autoclosure @escaping @Sendable () -> [UsageItem],
         options: @autoclosure @escaping @Sendable () -> [any OptionDeclaration], isHidden: Bool = false) {
        self.name = name
        self.summary = summary
        self.isHidden = isHidden
        details = Deferred {
            let usage = usage()
            var specs = options().map(\.spec)
            let handsOnRest = usage.contains { if case .rest = $0 { return true } else { return false } }
            if !handsOnRest, !specs.contains(where: { $0.name == CommonOptions.journal.spec.name }) {
                specs.insert(CommonOptions.journal.with(help: "accepted as by every command; this one reads no journal").spec,
                             at: 0)
            }
            return Details(discussion: discussion(), usage: usage,
                           options: specs + [CommonOptions.color.spec, CommonOptions.noPager.spec, CommonOptions.help.spec],
                           handsOnRest: handsOnRest)
        }
    }

    /// `ledger day`: how messages name the command.
    var commandPath: String { "ledger \(name)" }

    /// True when the words from the first positional on are handed on unread (`ledger replay`).
    var handsOnRest: Bool { details.value.handsOnRest }

    /// The kinds of its positionals, in order, and the kind of every one after those (`QUERY…`),
    /// nil when there are no more; a rest handed on unread declares none.
    var positionalKinds: (each: [ValueKind], more: ValueKind?) {
        var each: [ValueKind] = []
        var more: ValueKind?
        for item in usage {
            switch item {
            case .argument(let value), .optionalArgument(let value): each.append(value)
            case .arguments(let value): more = value
            default: break
            }
        }
        return (each, more)
    }

    /// The option spelled `--name`.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// The option spelled `-c`.
    func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }

    /// `--json`, `-f`…: every spelling of its options, for "did you mean" and completions.
    var optionSpellings: [String] {
        options.flatMap { option in ["--\(option.name)"] + (option.short.map { ["-\($0)"] } ?? []) }
    }

    /// The full `--help` text, as wide as it was written.
    var helpText: String { helpText(width: nil) }

    /// The full `--help` text folded at word boundaries to `width` columns (SPEC 16).
    func helpText(width: Int?) -> String {
        let usageLine = "Usage: ledger \(name) \(usage.map(\.text).joined(separator: " "))"
        var text = HelpLayout.prose(summary, width: width) + "\n\n"
            + (width.map { HelpLayout.fold(usageLine, width: $0, indent: 8) } ?? usageLine) + "\n"
        if !discussion.isEmpty { text += "\n\(HelpLayout.prose(discussion, width: width))\n" }
        text += "\nOptions:\n"
        let rows = options.map { option -> (String, String) in
            let left = (option.short.map { "-\($0), " } ?? "    ") + option.longForm + (option.isRepeatable ? " …" : "")
            return (left, option.help)
        }
        return text + HelpLayout.columns(rows, width: width)
    }
}

/// One item of a usage line, spelled from the declarations it names. A positional declares
/// the kind of value it takes as an option does (`.argument(.date)`): its name in the line is
/// the kind's placeholder, and completion and the fuzz target's path handling follow the kind.
enum UsageItem: Sendable {
    /// `DATE`: a word that must be there.
    case argument(ValueKind)
    /// `[DATE]`: a word that may be left out.
    case optionalArgument(ValueKind)
    /// `TEXT…`: one word or more.
    case arguments(ValueKind)
    /// `[REPORT ARGUMENTS…]`: every word from the first positional on, handed on unread.
    case rest(String)
    /// `[--json]`, `[--component X …]`.
    case option(any OptionDeclaration)
    /// `[-f PATH]`: the short form.
    case shortOption(any OptionDeclaration)
    /// `[--next N | --prev N]`, or `(--until INSTANT | --line N)` when one is required.
    case oneOf([any OptionDeclaration], required: Bool)
    /// Text no declaration spells: `| -` for stdin, `[--FIELD VALUE …]` for a family of flags.
    case text(String)

    var text: String {
        switch self {
        case .argument(let value): return value.placeholder
        case .optionalArgument(let value): return "[\(value.placeholder)]"
        case .arguments(let value): return "\(value.placeholder)…"
        case .rest(let name): return "[\(name)…]"
        case .option(let option): return "[\(option.spec.longForm)\(option.spec.isRepeatable ? " …" : "")]"
        case .shortOption(let option): return "[\(option.spec.shortForm)]"
        case .oneOf(let options, let required):
            let choices = options.map(\.spec.longForm).joined(separator: " | ")
            return required ? "(\(choices))" : "[\(choices)]"
        case .text(let text): return text
        }
    }
}
