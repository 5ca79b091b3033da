/// Meal ingredients copied from entries already logged: `--from-entries ID…`.
///
/// A logged food becomes one ingredient; a logged meal becomes one ingredient per item it
/// logged. Names and nutrition are copied exactly; an entry without a quantity counts as
/// 1 serving. The log itself is only read.
public enum EntryIngredients {
    /// The ids of the entries `references` name (full ids, or at least 4 characters of their
    /// start or end), each logged and not removed.
    public static func resolve(_ references: [String], in state: LedgerState) throws(FieldError) -> [Identifier] {
        var ids: [Identifier] = []
        for reference in references {
            let id = try IdentifierPrefix.resolve(reference, among: state.log.ids, field: "from-entries",
                                                  noun: "logged entry")
            try checkLogged(id, in: state)
            ids.append(id)
        }
        return ids
    }

    /// Refuses an id that is not logged, or was removed, in `state`.
    public static func checkLogged(_ id: Identifier, in state: LedgerState) throws(FieldError) {
        guard let record = state.log[id] else {
            throw FieldError(field: "from-entries", problem: "names no logged entry, got '\(id)'")
        }
        if let removed = record.removedLine {
            throw FieldError(field: "from-entries", problem: "names entry \(id.description.suffix(8)), removed on line \(removed)")
        }
    }

    /// The ingredients a `food.logged` or `meal.logged` event holds; none for other events.
    public static func ingredients(from event: Event) -> [Ingredient] {
        switch event.payload {
        case .foodLogged(let logged):
            return [Ingredient(name: logged.name, quantity: logged.quantity ?? 1, unit: logged.unit ?? "serving",
                               calories: logged.calories, protein: logged.protein,
                               carbohydrates: logged.carbohydrates, fats: logged.fats, source: logged.source,
                               foodId: logged.foodId, nutrientValues: logged.nutrientValues)]
        case .mealLogged(let logged):
            return logged.items.map { item in
                Ingredient(name: item.name, quantity: item.quantity ?? 1, unit: item.unit ?? "serving",
                           calories: item.calories, protein: item.protein, carbohydrates: item.carbohydrates,
                           fats: item.fats, source: item.source ?? .manual, foodId: item.foodId,
                           nutrientValues: item.nutrientValues)
            }
        default:
            return []
        }
    }
}
