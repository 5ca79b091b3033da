import MealLedger

/// The flags of every event type `ledger append` writes, gathered from their declarations.
enum EventFlags {
    /// Every appendable type, in `EventType.allCases` order; a new event type adds itself here
    /// and declares its flags in a `Type+Flags.swift` of its own.
    static let types: [any AppendableEvent.Type] = [
        JournalCreated.self, MealCreated.self, MealEdited.self, MealDeleted.self, FoodLogged.self, MealLogged.self,
        EntryRemoved.self, GoalsSet.self, PlanAssigned.self, PlanUnassigned.self,
    ]

    /// The flags of `type`; none for a type not declared above (only `--data` then).
    static func flags(of type: EventType) -> [FieldFlag] {
        types.first { $0.type == type }?.appendFlags ?? []
    }

    /// `meal.created    --name --servings …`: one line a listed type, for `ledger append --help`.
    static var table: String {
        let rows = types.compactMap { event -> (String, String)? in
            let flags = event.appendFlags
            var words = flags.filter { $0.listing == .plain }.map(listed)
            let optional = flags.filter { $0.listing == .optional }
            if !optional.isEmpty { words.append("[" + optional.map(listed).joined(separator: " ") + "]") }
            words += flags.filter { $0.listing == .optionalAlone }.map { "[\(listed($0))]" }
            if let note = event.appendNote { words.append(note) }
            return words.isEmpty ? nil : (event.type.rawValue, words.joined(separator: " "))
        }
        let width = (rows.map(\.0.count).max() ?? 0) + 1
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count) + $0.1 }
            .joined(separator: "\n")
    }

    /// `--ingredient …`: a flag as the table shows it.
    private static func listed(_ flag: FieldFlag) -> String {
        let option = flag.option
        return option.dashed + (option.spec.isRepeatable ? " …" : "")
    }
}
