import MealLedger

/// One line that says what an event did, for `ledger log` and `ledger audit`.
enum EventSummary {
    /// The summary of `event`; `state` is the state just after it, for names. A correction ends
    /// `, correcting 1a2b3c4d` unless `namingReplaced` is false (`undo` says it its own way).
    static func text(_ event: Event, state: LedgerState, namingReplaced: Bool = true) -> String {
        func replacesText(_ replaced: Identifier?) -> String {
            namingReplaced ? Self.replacesText(replaced) : ""
        }
        func mealName(_ id: Identifier) -> String {
            state.meals[id]?.definition.name ?? id.short
        }
        func describe(_ meal: MealDefinition) -> String {
            let servings = meal.servings == 1 ? "1 serving" : "\(Format.quantity(meal.servings)) servings"
            return "\(meal.name): \(servings), \(plural(meal.ingredients.count, "ingredient")), "
                + "\(Format.calories(meal.totals.calories)) kcal"
        }
        switch event.payload {
        case .journalCreated(let created):
            return "journal created (\(created.format))"
        case .mealCreated(let created):
            return describe(created.meal)
        case .mealEdited(let edited):
            return describe(edited.meal)
        case .mealDeleted(let deleted):
            return mealName(deleted.mealId)
        case .foodLogged(let logged):
            return "\(logged.date)\(slotText(logged.slot)) \(logged.name) \(Format.calories(logged.calories)) kcal "
                + "[\(logged.entryId.short)]\(replacesText(logged.replaces))"
        case .mealLogged(let logged):
            return "\(logged.date)\(slotText(logged.slot)) \(logged.mealName) ×\(Format.quantity(logged.servings)) "
                + "\(Format.calories(logged.nutrients.calories)) kcal [\(logged.entryId.short)]\(replacesText(logged.replaces))"
        case .entryRemoved(let removed):
            let date = (state.log[removed.entryId]?.date ?? state.weights[removed.entryId]?.date).map { " (\($0))" } ?? ""
            return "entry \(removed.entryId.short)\(date)"
        case .goalsSet(let goals):
            return "from \(goals.from): " + goalsText(goals)
        case .planAssigned(let assigned):
            let servings = assigned.servings.map { " ×\(Format.quantity($0))" } ?? ""
            return "\(assigned.date)\(slotText(assigned.slot)) \(mealName(assigned.mealId))\(servings) [\(assigned.assignmentId.short)]"
        case .planUnassigned(let unassigned):
            guard let record = state.plan[unassigned.assignmentId] else { return unassigned.assignmentId.short }
            return "\(record.date) \(mealName(record.mealId)) [\(unassigned.assignmentId.short)]"
        case .weightLogged(let weighed):
            return "\(weighed.date) weighed \(WeightFormat.kg(weighed.kg)) kg [\(weighed.entryId.short)]\(replacesText(weighed.replaces))"
        case .unknown(let unknown):
            return "type '\(unknown.typeName)', not known to this release: kept as written, left out of every report"
        }
    }

    /// ` breakfast`, or nothing.
    static func slotText(_ slot: Slot?) -> String {
        slot.map { " \($0.rawValue)" } ?? ""
    }

    /// `, correcting 1a2b3c4d`, or nothing.
    static func replacesText(_ replaced: Identifier?) -> String {
        replaced.map { ", correcting \($0.short)" } ?? ""
    }

    /// `2000 kcal, protein 150.0 g` — the goals given; `no goals` when cleared.
    static func goalsText(_ goals: GoalsSet) -> String {
        var parts: [String] = []
        if let calories = goals.calories { parts.append("\(Format.calories(calories)) kcal") }
        if let protein = goals.protein { parts.append("protein \(Format.grams(protein)) g") }
        if let carbohydrates = goals.carbohydrates { parts.append("carbohydrates \(Format.grams(carbohydrates)) g") }
        if let fats = goals.fats { parts.append("fats \(Format.grams(fats)) g") }
        return parts.isEmpty ? "no goals" : parts.joined(separator: ", ")
    }

    /// The dates an event touches, for `--date` filters and the audit.
    static func dates(_ event: Event, state: LedgerState) -> [CalendarDate] {
        switch event.payload {
        case .foodLogged(let logged): return [logged.date]
        case .mealLogged(let logged): return [logged.date]
        case .entryRemoved(let removed):
            return (state.log[removed.entryId]?.date ?? state.weights[removed.entryId]?.date).map { [$0] } ?? []
        case .weightLogged(let weighed): return [weighed.date]
        case .goalsSet(let goals): return [goals.from]
        case .planAssigned(let assigned): return [assigned.date]
        case .planUnassigned(let unassigned): return state.plan[unassigned.assignmentId].map { [$0.date] } ?? []
        default: return []
        }
    }
}
