import MealLedger

/// One flag of `ledger append TYPE`, named after the data field it fills: `--primary-protein`
/// for `primaryProtein`. Each event type declares its own beside it (`FoodLogged+Flags.swift`).
struct FieldFlag: Sendable {
    /// How the flag's text becomes a JSON value.
    enum Kind: Sendable {
        case text, number, date
        /// Repeatable `--ingredient name=…,quantity=…` into the `ingredients` array.
        case ingredient
        /// Repeatable `--other-component X` into the `otherComponents` array.
        case component
        /// `--fiber N`: a value of the vocabulary, into the `nutrients` object (SPEC 14).
        case nutrient
    }

    /// Where the flag stands in `ledger append --help`'s table of types.
    enum Listing: Sendable {
        /// Left out: the field is filled in (a new id, the format).
        case hidden
        /// Listed as it is: `--name`.
        case plain
        /// In the type's one bracket of optional flags: `[--protein --fats]`.
        case optional
        /// In a bracket of its own after that: `[--date]`.
        case optionalAlone
    }

    /// The data field: `primaryProtein`.
    var field: String
    var kind: Kind
    var listing: Listing
    /// The kind of value its option declares, when not the one `kind` gives (a meal, a slot).
    var value: ValueKind? = nil

    static func text(_ field: String, _ listing: Listing = .plain) -> FieldFlag { FieldFlag(field: field, kind: .text, listing: listing) }
    static func number(_ field: String, _ listing: Listing = .plain) -> FieldFlag { FieldFlag(field: field, kind: .number, listing: listing) }
    static func date(_ field: String, _ listing: Listing = .optionalAlone) -> FieldFlag { FieldFlag(field: field, kind: .date, listing: listing) }
    /// A text field that names a meal of the journal (`--meal-id`).
    static func meal(_ field: String, _ listing: Listing = .plain) -> FieldFlag {
        FieldFlag(field: field, kind: .text, listing: listing, value: .meal)
    }
    /// A text field that holds a slot (`--slot`).
    static func slot(_ field: String, _ listing: Listing = .plain) -> FieldFlag {
        FieldFlag(field: field, kind: .text, listing: listing, value: .slot)
    }

    /// The same flag listed otherwise (`meal.edited` lists only `--meal-id` of a meal's flags).
    func listed(_ listing: Listing) -> FieldFlag { FieldFlag(field: field, kind: kind, listing: listing, value: value) }

    /// The four macro flags, `--calories` to `--fats`.
    static func macros(_ listing: Listing) -> [FieldFlag] {
        ["calories", "protein", "carbohydrates", "fats"].map { .number($0, listing) }
    }

    /// A flag per nutrient of the vocabulary, `--fiber` to `--alcohol`, in its order.
    /// Left out of `append --help`'s table of types, where a note names them.
    static let nutrients: [FieldFlag] = Nutrient.allCases.map { FieldFlag(field: $0.key, kind: .nutrient, listing: .hidden) }

    /// The option the parser reads: `--primary-protein TEXT`.
    var option: Option<String> {
        switch kind {
        case .ingredient:
            return Option("ingredient", value: .text("SPEC"), repeatable: true,
                          help: "an ingredient: name=…,quantity=…,unit=…,calories=…[,protein=…,carbohydrates=…,fats=…,fiber=…,sodium=…]")
        case .component:
            return Option("other-component", value: .text(), repeatable: true, help: "the '\(field)' field")
        case .text: return Option(Self.kebabCase(field), value: value ?? .text(), help: "the '\(field)' field")
        case .number: return Option(Self.kebabCase(field), value: .number(), help: "the '\(field)' field")
        case .nutrient:
            let nutrient = Nutrient.allCases.first { $0.key == field }
            return Option(Self.kebabCase(field), value: .number(),
                          help: "\(nutrient?.label ?? field) in \(nutrient?.unit ?? "g"), into 'nutrients'")
        case .date: return Option(Self.kebabCase(field), value: .date, help: "the '\(field)' field")
        }
    }

    /// `primaryProtein` → `primary-protein`.
    static func kebabCase(_ name: String) -> String {
        // Field names are ASCII: their bytes, not Characters (Character's case tests cost a
        // fifth of `ledger --help` when every command's spec was built at start-up).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count + 4)
        for byte in name.utf8 {
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") {
                bytes.append(UInt8(ascii: "-"))
                bytes.append(byte + 32)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// An event type `ledger append` can write from flags: the flags it takes, declared beside it.
protocol AppendableEvent {
    /// The type the flags make.
    static var type: EventType { get }
    /// The flags, in the order `--help` lists them.
    static var appendFlags: [FieldFlag] { get }
    /// Said after the flags in `--help`'s table of types.
    static var appendNote: String? { get }
}

extension AppendableEvent {
    static var appendNote: String? { nil }
}
