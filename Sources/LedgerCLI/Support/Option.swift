import MealLedger

/// What the parser and `--help` know of an option, whatever the type of its value.
struct OptionSpec: Sendable {
    /// The long name without dashes: `journal` for `--journal`.
    var name: String
    /// The one-letter form, if any: `f` for `-f`.
    var short: Character?
    /// The kind of value it takes, as declared; nil for a flag that takes none.
    var value: ValueKind?
    /// True when it may be given more than once.
    var isRepeatable: Bool
    /// One line for `--help`.
    var help: String

    /// The name of its value in help (`PATH`), from its kind; nil for a flag that takes none.
    var valueName: String? { value?.placeholder }

    /// `--journal PATH`, `--json`: the option as usage lines spell it.
    var longForm: String { "--\(name)" + (valueName.map { " \($0)" } ?? "") }

    /// `-f PATH`, or the long form when there is no short one.
    var shortForm: String {
        guard let short else { return longForm }
        return "-\(short)" + (valueName.map { " \($0)" } ?? "")
    }
}

/// The kind of value an option or a positional takes, declared with it (`value: .path`, `value: .number("G")`):
/// `--help` names the value by it, shell completion offers what it says (files, folders, meal
/// names, slots, dates, fixed words), and the command-line fuzz target keeps every path option
/// inside its scratch folder. Nothing guesses a kind from the placeholder's text.
struct ValueKind: Sendable, Equatable {
    /// What the value is.
    enum Kind: Sendable, Equatable {
        /// A file's path (completes with files).
        case path
        /// A folder's path (completes with folders).
        case directory
        /// A day in any form `SmartDate` reads (completes with the date words).
        case date
        /// A meal of the journal, by name or id (completes with its meal names).
        case meal
        /// A logged entry, by id or its first or last characters (nothing to complete).
        case entry
        /// A part of the day: breakfast, lunch, dinner or snack.
        case slot
        /// An event type of the journal format.
        case eventType
        /// A day of the week.
        case weekday
        /// A figure (nothing to complete).
        case number
        /// Any text (nothing to complete).
        case text
        /// One of these words.
        case choice([String])
    }

    var kind: Kind
    /// The value's name in `--help` and usage lines: `PATH`, `N`.
    var placeholder: String

    /// A file, named `PATH` in help.
    static let path = ValueKind(kind: .path, placeholder: "PATH")
    /// A file named otherwise in help: `.file("OUT")`.
    static func file(_ placeholder: String) -> ValueKind { ValueKind(kind: .path, placeholder: placeholder) }
    static let directory = ValueKind(kind: .directory, placeholder: "DIR")
    static let date = ValueKind(kind: .date, placeholder: "DATE")
    static let meal = ValueKind(kind: .meal, placeholder: "MEAL")
    static let entry = ValueKind(kind: .entry, placeholder: "ENTRY")
    static let slot = ValueKind(kind: .slot, placeholder: "SLOT")
    static let eventType = ValueKind(kind: .eventType, placeholder: "TYPE")
    static let weekday = ValueKind(kind: .weekday, placeholder: "DAY")
    /// A figure, named `N` (or `G`, `RATE/week`…) in help.
    static func number(_ placeholder: String = "N") -> ValueKind { ValueKind(kind: .number, placeholder: placeholder) }
    /// Any text, named `TEXT` (or `NAME`, `ID`…) in help.
    static func text(_ placeholder: String = "TEXT") -> ValueKind { ValueKind(kind: .text, placeholder: placeholder) }
    /// One of `words`, named `placeholder` in help (`WHEN` for auto, always or never).
    static func choice(_ words: [String], _ placeholder: String) -> ValueKind {
        ValueKind(kind: .choice(words), placeholder: placeholder)
    }
}

/// An option or a flag a command declares, for its spec and its usage line.
protocol OptionDeclaration: Sendable {
    var spec: OptionSpec { get }
}

extension OptionDeclaration {
    /// `--next`: the option as messages name it.
    var dashed: String { "--\(spec.name)" }
}

/// An option that takes a value, declared once with the type that value is read into:
/// `static let next = Option<Int>("next", value: .number(), help: "N weeks later") { … }`, read back
/// as `try arguments[Self.next]`.
struct Option<Value>: OptionDeclaration {
    private(set) var spec: OptionSpec
    /// Reads the text given into the value, or says what is wrong with it.
    let parse: @Sendable (_ text: String, _ context: CommandContext) throws(OptionProblem) -> Value

    init(_ name: String, short: Character? = nil, value: ValueKind, repeatable: Bool = false, help: String,
         parse: @escaping @Sendable (_ text: String, _ context: CommandContext) throws(OptionProblem) -> Value) {
        spec = OptionSpec(name: name, short: short, value: value, isRepeatable: repeatable, help: help)
        self.parse = parse
    }

    /// The same option, allowed more than once.
    func repeatable() -> Option {
        var copy = self
        copy.spec.isRepeatable = true
        return copy
    }

    /// The same option with other help, for a command that uses it differently.
    func with(help: String) -> Option {
        var copy = self
        copy.spec.help = help
        return copy
    }
}

extension Option where Value == String {
    /// An option whose value is the text as given.
    init(_ name: String, short: Character? = nil, value: ValueKind, repeatable: Bool = false, help: String) {
        self.init(name, short: short, value: value, repeatable: repeatable, help: help) { text, _ in text }
    }
}

/// An option that takes no value: `arguments[Self.json]` is true when it was given.
struct Flag: OptionDeclaration {
    private(set) var spec: OptionSpec

    init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name: name, short: short, value: nil, isRepeatable: false, help: help)
    }

    /// The same flag with other help, for a command that uses it differently.
    func with(help: String) -> Flag {
        var copy = self
        copy.spec.help = help
        return copy
    }
}

/// What is wrong with an option's value; the parser names the option and quotes the text.
///
/// A value that does not read is a usage error (exit 2); a value that reads but lies past a
/// limit — a figure negative, zero or too large for the option, a weight outside 20 to 500 kg,
/// a date past 9999-12-31 — is refused (exit 1), as the README's exit statuses say. The
/// option's reader alone decides which (`pastLimit` or `invalid`): `wholeNumber` and
/// `positiveAmount` read figures that way, units and all (`--kg 5000lb`, `--lose 5lb/week`).
struct OptionProblem: Error {
    /// The message, given the option as spelled (`--next`) and the text given.
    let message: @Sendable (_ option: String, _ text: String) -> String
    /// True when the value reads but lies past a limit: exit 1, not 2.
    var isPastLimit = false

    /// `--next must be a whole number of weeks, got 'x'`: a rule the value breaks.
    static func invalid(_ rule: String) -> OptionProblem {
        OptionProblem { option, text in "\(option) \(rule), got '\(text)'" }
    }

    /// `--servings must be more than 0 and at most 1000000000, got '1e308'`: a limit the value passes.
    static func pastLimit(_ rule: String) -> OptionProblem {
        OptionProblem(message: { option, text in "\(option) \(rule), got '\(text)'" }, isPastLimit: true)
    }

    /// A message of its own, for values that are names rather than rules (`unknown event type 'x'`).
    static func message(_ make: @escaping @Sendable (_ text: String) -> String) -> OptionProblem {
        OptionProblem { _, text in make(text) }
    }
}
