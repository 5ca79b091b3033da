import MealLedger

/// Random valid values and events for property tests.
public extension SeededGenerator {
    mutating func identifier() -> Identifier {
        Identifier(high: next() & 0xFFFF_FFFF_FFFF_0FFF | 0x7000, low: next() & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000)
    }

    mutating func date() -> CalendarDate {
        CalendarDate(dayNumber: Int.random(in: 18_000...22_000, using: &self))
    }

    mutating func instant() -> Instant {
        Instant(millisecondsSinceEpoch: Int64.random(in: 1_600_000_000_000...1_900_000_000_000, using: &self))
    }

    /// A non-negative number of the kinds people type: whole, one or two decimals, or awkward.
    mutating func amount(max: Double = 1000) -> Double {
        switch Int.random(in: 0..<6, using: &self) {
        case 0: return Double(Int.random(in: 0...Int(max), using: &self))
        case 1: return (Double.random(in: 0...max, using: &self) * 10).rounded() / 10
        case 2: return (Double.random(in: 0...max, using: &self) * 100).rounded() / 100
        case 3: return Double.random(in: 0...max, using: &self)
        case 4: return Double.random(in: 0...1e-3, using: &self)
        default: return 0
        }
    }

    mutating func positiveAmount(max: Double = 1000) -> Double {
        let value = amount(max: max)
        return value > 0 ? value : 0.5
    }

    /// A number of servings as people type them, from the smallest a journal holds
    /// (`ObjectReader.NumberRule.smallestServings`, 0.001) up to `max`.
    mutating func servings(max: Double = 8) -> Double {
        Swift.max(positiveAmount(max: max), 0.001)
    }

    /// A name with the characters that test escaping: quotes, backslashes, unicode. Control
    /// characters break the text rules (appends refuse them); `controlName()` makes those.
    mutating func name() -> String {
        let words = ["Chicken", "rice", "Bowl", "Café au lait", "Crème brûlée", "\"quoted\"", "back\\slash",
                     "日本食", "🍕 slice", "oat milk", "Greek yogurt", "naïve"]
        let count = Int.random(in: 1...3, using: &self)
        return (0..<count).map { _ in pick(words) }.joined(separator: " ")
    }

    mutating func maybe<T>(_ make: (inout SeededGenerator) -> T) -> T? {
        chance(0.5) ? make(&self) : nil
    }

    /// Values of the vocabulary as entries carry them: none (most manual entries), a few, or
    /// all of them (a food from the tables), known zeros included.
    mutating func nutrientValues() -> NutrientValues {
        var values = NutrientValues()
        switch Int.random(in: 0..<3, using: &self) {
        case 0: return values
        case 1:
            for _ in 0..<Int.random(in: 1...4, using: &self) { values[pick(Nutrient.allCases)] = amount(max: 500) }
        default:
            for nutrient in Nutrient.allCases where chance(0.9) { values[nutrient] = amount(max: 500) }
        }
        return values
    }

    mutating func ingredient() -> Ingredient {
        Ingredient(name: name(), quantity: positiveAmount(max: 500), unit: pick(["g", "cup", "tbsp", "piece", "oz"]),
                   calories: amount(), protein: maybe { $0.amount(max: 100) },
                   carbohydrates: maybe { $0.amount(max: 100) }, fats: maybe { $0.amount(max: 100) },
                   source: pick(FoodSource.allCases), foodId: chance(0.3) ? String(Int.random(in: 1000...99999, using: &self)) : nil,
                   nutrientValues: nutrientValues())
    }

    mutating func meal(id: Identifier? = nil) -> MealDefinition {
        MealDefinition(mealId: id ?? identifier(), name: name(), servings: servings(max: 8),
                       ingredients: (0..<Int.random(in: 0...5, using: &self)).map { _ in ingredient() },
                       primaryProtein: maybe { $0.pick(["chicken", "beef", "tofu", "Salmon"]) },
                       primaryCarb: maybe { $0.pick(["rice", "pasta", "Potato", "bread"]) },
                       otherComponents: chance(0.5) ? (0..<Int.random(in: 1...3, using: &self)).map { _ in pick(["broccoli", "salsa", "Cheese", "avocado"]) } : [],
                       notes: maybe { $0.name() })
    }

    mutating func foodItem() -> FoodItem {
        FoodItem(name: name(), calories: amount(), protein: maybe { $0.amount(max: 100) },
                 carbohydrates: maybe { $0.amount(max: 100) }, fats: maybe { $0.amount(max: 100) },
                 quantity: maybe { $0.positiveAmount() }, unit: maybe { $0.pick(["g", "cup"]) },
                 nutrientValues: nutrientValues())
    }

    /// A body weight as `ledger weigh` stores it: kg from 20 to 500, at most 4 decimals.
    mutating func kilograms() -> Double {
        (Double.random(in: 20...500, using: &self) * 10_000).rounded() / 10_000
    }

    /// A valid payload of the given type, not tied to any journal.
    mutating func payload(_ type: EventType) -> EventPayload {
        switch type {
        case .journalCreated: return .journalCreated(JournalCreated())
        case .mealCreated: return .mealCreated(MealCreated(meal: meal()))
        case .mealEdited: return .mealEdited(MealEdited(meal: meal()))
        case .mealDeleted: return .mealDeleted(MealDeleted(mealId: identifier()))
        case .foodLogged:
            return .foodLogged(FoodLogged(entryId: identifier(), date: date(), name: name(), calories: amount(),
                                          protein: maybe { $0.amount(max: 100) }, carbohydrates: maybe { $0.amount(max: 100) },
                                          fats: maybe { $0.amount(max: 100) }, quantity: maybe { $0.positiveAmount() },
                                          unit: maybe { $0.pick(["g", "piece"]) }, source: pick(FoodSource.allCases),
                                          nutrientValues: nutrientValues()))
        case .mealLogged:
            return .mealLogged(MealLogged(entryId: identifier(), date: date(), mealId: identifier(), mealName: name(),
                                          servings: servings(max: 4),
                                          items: (0..<Int.random(in: 0...4, using: &self)).map { _ in foodItem() }))
        case .entryRemoved: return .entryRemoved(EntryRemoved(entryId: identifier()))
        case .goalsSet:
            return .goalsSet(GoalsSet(from: date(), calories: maybe { $0.amount(max: 4000) }, protein: maybe { $0.amount(max: 300) },
                                      carbohydrates: maybe { $0.amount(max: 400) }, fats: maybe { $0.amount(max: 150) },
                                      minimums: chance(0.3) ? nutrientValues() : .unknown,
                                      maximums: chance(0.3) ? nutrientValues() : .unknown))
        case .planAssigned: return .planAssigned(PlanAssigned(assignmentId: identifier(), mealId: identifier(), date: date()))
        case .planUnassigned: return .planUnassigned(PlanUnassigned(assignmentId: identifier()))
        case .weightLogged:
            return .weightLogged(WeightLogged(entryId: identifier(), date: date(), kg: kilograms(),
                                              notes: maybe { $0.name() }))
        case .unknown:
            preconditionFailure("a type this release does not know is only read from a line, never generated")
        }
    }

    mutating func event(_ type: EventType? = nil) -> Event {
        Event(id: identifier(), at: instant(), device: pick(["laptop", "phone", "desk-1", "Küche"]),
              payload: payload(type ?? pick(EventType.allCases)))
    }

    /// A journal that keeps every rule: meals created before use, entries before removal.
    mutating func validJournal(events count: Int, device: String = "laptop") -> [Event] {
        var at = Instant(millisecondsSinceEpoch: 1_790_000_000_000 + Int64.random(in: 0...1_000_000, using: &self))
        var events: [Event] = []
        func stamp(_ payload: EventPayload, _ generator: inout SeededGenerator) {
            at = Instant(millisecondsSinceEpoch: at.millisecondsSinceEpoch + Int64.random(in: 1...90_000_000, using: &generator))
            events.append(Event(id: generator.identifier(), at: at, device: device, payload: payload))
        }
        stamp(.journalCreated(JournalCreated()), &self)
        var activeMeals: [MealDefinition] = []

        var entries: [Identifier] = []
        var assignments: [Identifier] = []
        let firstDay = date()
        while events.count < count {
            let day = firstDay.adding(days: Int.random(in: 0...20, using: &self))
            switch Int.random(in: 0..<12, using: &self) {
            case 0, 1:
                let meal = self.meal()
                activeMeals.append(meal)
                stamp(.mealCreated(MealCreated(meal: meal)), &self)
            case 2 where !activeMeals.isEmpty:
                let index = Int.random(in: 0..<activeMeals.count, using: &self)
                var meal = self.meal(id: activeMeals[index].mealId)
                if chance(0.3) { meal.ingredients = activeMeals[index].ingredients }
                activeMeals[index] = meal
                stamp(.mealEdited(MealEdited(meal: meal)), &self)
            case 3 where !activeMeals.isEmpty && chance(0.4):
                let meal = activeMeals.remove(at: Int.random(in: 0..<activeMeals.count, using: &self))

                stamp(.mealDeleted(MealDeleted(mealId: meal.mealId)), &self)
            case 4 where !activeMeals.isEmpty, 5 where !activeMeals.isEmpty:
                let meal = pick(activeMeals)
                let servings = self.servings(max: 3)
                let entry = identifier()
                entries.append(entry)
                stamp(.mealLogged(MealLogged(entryId: entry, date: day, mealId: meal.mealId, mealName: meal.name,
                                             servings: servings, items: meal.items(forServings: servings))), &self)
            case 6 where !entries.isEmpty && chance(0.5):
                let entry = entries.remove(at: Int.random(in: 0..<entries.count, using: &self))
                stamp(.entryRemoved(EntryRemoved(entryId: entry)), &self)
            case 7:
                stamp(.goalsSet(GoalsSet(from: day, calories: maybe { $0.amount(max: 4000) }, protein: maybe { $0.amount(max: 300) },
                                         carbohydrates: maybe { $0.amount(max: 400) }, fats: maybe { $0.amount(max: 150) },
                                         minimums: chance(0.3) ? nutrientValues() : .unknown,
                                         maximums: chance(0.3) ? nutrientValues() : .unknown)), &self)
            case 8 where !activeMeals.isEmpty:
                let assignment = identifier()
                assignments.append(assignment)
                stamp(.planAssigned(PlanAssigned(assignmentId: assignment, mealId: pick(activeMeals).mealId, date: day)), &self)
            case 10 where chance(0.3):
                let entry = identifier()
                entries.append(entry)
                stamp(.weightLogged(WeightLogged(entryId: entry, date: day, kg: kilograms())), &self)
            case 9 where !assignments.isEmpty && chance(0.4):
                let assignment = assignments.remove(at: Int.random(in: 0..<assignments.count, using: &self))
                stamp(.planUnassigned(PlanUnassigned(assignmentId: assignment)), &self)
            default:
                let entry = identifier()
                entries.append(entry)
                guard case .foodLogged(var logged) = payload(.foodLogged) else { continue }
                logged.entryId = entry
                logged.date = day
                stamp(.foodLogged(logged), &self)
            }
        }
        return events
    }
}

/// The journal text of events: canonical lines, each ending in a newline.
public func journalText(_ events: [Event]) -> String {
    events.map { $0.canonicalLine + "\n" }.joined()
}
