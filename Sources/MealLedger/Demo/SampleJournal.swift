/// The sample journal `ledger demo` writes: five custom meals, two weeks of logged days,
/// goals, a meal edited, an entry removed, a meal deleted and a planned week.
///
/// Nutrition values are USDA SR28 figures for the amounts given, rounded to one decimal.
public enum SampleJournal {
    /// The events, oldest first, for a journal whose last logged day is `today`.
    public static func events(today: CalendarDate, device: String, ids: any IdentifierSource) -> [Event] {
        var events: [Event] = []
        let firstDay = today.adding(days: -13)
        func at(_ day: CalendarDate, _ minutes: Int) -> Instant {
            Instant(millisecondsSinceEpoch: (Int64(day.dayNumber) * 1440 + Int64(minutes)) * 60_000)
        }
        func add(_ payload: EventPayload, _ instant: Instant) {
            events.append(Event(id: ids.next(now: instant), at: instant, device: device, payload: payload))
        }
        func newId(_ instant: Instant) -> Identifier { ids.next(now: instant) }

        let start = at(firstDay, 7 * 60)
        add(.journalCreated(JournalCreated()), start)
        add(.goalsSet(GoalsSet(from: firstDay, calories: 2100, protein: 140, carbohydrates: 230, fats: 70)), start)

        func ingredient(_ name: String, _ quantity: Double, _ unit: String, _ calories: Double, _ protein: Double,
                        _ carbohydrates: Double, _ fats: Double, _ foodId: String) -> Ingredient {
            Ingredient(name: name, quantity: quantity, unit: unit, calories: calories, protein: protein,
                       carbohydrates: carbohydrates, fats: fats, source: .database, foodId: foodId)
        }
        var meals: [String: MealDefinition] = [:]
        func createMeal(_ name: String, servings: Double, protein: String?, carb: String?, components: [String],
                        notes: String? = nil, _ ingredients: [Ingredient]) {
            let instant = at(firstDay, 7 * 60 + 5 + meals.count)
            let meal = MealDefinition(mealId: newId(instant), name: name, servings: servings, ingredients: ingredients,
                                      primaryProtein: protein, primaryCarb: carb, otherComponents: components,
                                      notes: notes)
            meals[name] = meal
            add(.mealCreated(MealCreated(meal: meal)), instant)
        }
        createMeal("Chicken rice bowl", servings: 2, protein: "chicken", carb: "rice", components: ["broccoli"], [
            ingredient("Chicken breast, roasted", 300, "g", 495, 93, 0, 10.7, "05064"),
            ingredient("White rice, cooked", 2, "cup", 410.8, 8.5, 89.1, 0.9, "20045"),
            ingredient("Broccoli, boiled", 1, "cup", 54.6, 3.7, 11.2, 0.6, "11091"),
            ingredient("Olive oil", 1, "tbsp", 119.3, 0, 0, 13.5, "04053"),
        ])
        createMeal("Overnight oats", servings: 1, protein: "milk", carb: "oats", components: ["banana"], [
            ingredient("Rolled oats", 80, "g", 303.2, 10.5, 54.1, 5.2, "08120"),
            ingredient("Milk, 2%", 1, "cup", 122, 8.1, 11.7, 4.8, "01079"),
            ingredient("Banana", 1, "medium", 105, 1.3, 27, 0.4, "09040"),
        ])
        createMeal("Salmon with potatoes", servings: 2, protein: "salmon", carb: "potato",
                   components: ["green beans"], [
            ingredient("Atlantic salmon, cooked", 340, "g", 697, 74.8, 0, 41.8, "15237"),
            ingredient("Potatoes, boiled", 2, "medium", 260.4, 5.7, 60.4, 0.3, "11367"),
            ingredient("Green beans, boiled", 1, "cup", 43.8, 2.4, 9.9, 0.4, "11061"),
        ])
        createMeal("Lentil soup", servings: 4, protein: "lentils", carb: nil, components: ["carrot", "onion"],
                   notes: "Freezes well.", [
            ingredient("Lentils, cooked", 3, "cup", 689.9, 53.6, 119.6, 2.2, "16070"),
            ingredient("Carrots, raw", 2, "medium", 50, 1.1, 11.7, 0.3, "11124"),
            ingredient("Onion, raw", 1, "medium", 44, 1.2, 10.3, 0.1, "11282"),
            ingredient("Olive oil", 2, "tbsp", 238.7, 0, 0, 27, "04053"),
        ])
        createMeal("Greek yogurt bowl", servings: 1, protein: "yogurt", carb: nil, components: ["berries", "honey"], [
            ingredient("Greek yogurt, plain, nonfat", 200, "g", 118, 20.4, 7.2, 0.8, "01256"),
            ingredient("Blueberries", 0.5, "cup", 42.1, 0.5, 10.7, 0.2, "09050"),
            ingredient("Honey", 1, "tbsp", 63.8, 0.1, 17.3, 0, "19296"),
        ])
        createMeal("Tuna sandwich", servings: 1, protein: "tuna", carb: "bread", components: [], [
            ingredient("Tuna, canned in water", 1, "can", 191, 42, 0, 1.4, "15121"),
            ingredient("Whole-wheat bread", 2, "slice", 160, 7.9, 27.4, 2.2, "18075"),
        ])

        var entryIds: [Identifier] = []
        /// The slot of what is eaten at `minutes` past midnight.
        func slot(_ minutes: Int) -> Slot {
            switch minutes {
            case ..<(11 * 60): return .breakfast
            case ..<(15 * 60): return .lunch
            case ..<(18 * 60): return .snack
            default: return .dinner
            }
        }
        func logMeal(_ name: String, _ servings: Double, _ day: CalendarDate, _ minutes: Int) {
            let meal = meals[name]!
            let instant = at(day, minutes)
            let entry = newId(instant)
            entryIds.append(entry)
            add(.mealLogged(MealLogged(entryId: entry, date: day, mealId: meal.mealId, mealName: meal.name,
                                       servings: servings, items: meal.items(forServings: servings),
                                       slot: slot(minutes))), instant)
        }
        func logFood(_ name: String, _ calories: Double, _ protein: Double, _ carbohydrates: Double, _ fats: Double,
                     _ quantity: Double, _ unit: String, _ day: CalendarDate, _ minutes: Int) {
            let instant = at(day, minutes)
            let entry = newId(instant)
            entryIds.append(entry)
            add(.foodLogged(FoodLogged(entryId: entry, date: day, name: name, calories: calories, protein: protein,
                                       carbohydrates: carbohydrates, fats: fats, quantity: quantity, unit: unit,
                                       source: .manual, slot: slot(minutes))), instant)
        }
        for offset in 0..<14 {
            let day = firstDay.adding(days: offset)
            logMeal(offset % 3 == 0 ? "Greek yogurt bowl" : "Overnight oats", 1, day, 8 * 60)
            if offset % 2 == 0 { logFood("Coffee with milk", 38, 2, 3, 2, 1, "mug", day, 9 * 60 + 30) }
            logMeal(offset % 4 == 1 ? "Tuna sandwich" : "Chicken rice bowl", 1, day, 12 * 60 + 30)
            logFood("Apple", 95, 0.5, 25.1, 0.3, 1, "medium", day, 15 * 60)
            if offset % 3 != 2 { logFood("Almonds", 164, 6, 6.1, 14.2, 28, "g", day, 16 * 60) }
            switch offset % 4 {
            case 0: logMeal("Salmon with potatoes", 1, day, 19 * 60)
            case 1: logMeal("Lentil soup", 1.5, day, 19 * 60)
            case 2: logMeal("Chicken rice bowl", 1, day, 19 * 60 + 15)
            default: logFood("Margherita pizza", 570, 24, 70, 21, 2, "slice", day, 19 * 60 + 30)
            }
            if offset == 6 {
                // A second serving logged by mistake, then removed: the audit shows both steps.
                logMeal("Chicken rice bowl", 1, day, 20 * 60)
                add(.entryRemoved(EntryRemoved(entryId: entryIds.last!)), at(day, 20 * 60 + 2))
            }
            if offset == 7 {
                var oats = meals["Overnight oats"]!
                oats.ingredients.append(ingredient("Chia seeds", 1, "tbsp", 58.3, 2, 5, 3.7, "12006"))
                oats.otherComponents.append("chia")
                meals["Overnight oats"] = oats
                add(.mealEdited(MealEdited(meal: oats)), at(day, 21 * 60))
            }
        }
        // Next week (Monday to Sunday) is planned: two or three meals a day, one of them the
        // deleted tuna sandwich, which stays as a placeholder.
        let nextMonday = WeekReport.start(of: today, firstWeekday: .monday).adding(days: 7)
        let plan: [(Int, String, Slot)] = [
            (0, "Overnight oats", .breakfast), (0, "Chicken rice bowl", .lunch), (0, "Salmon with potatoes", .dinner),
            (1, "Greek yogurt bowl", .breakfast), (1, "Lentil soup", .dinner), (2, "Overnight oats", .breakfast),
            (2, "Chicken rice bowl", .dinner), (3, "Greek yogurt bowl", .breakfast), (3, "Salmon with potatoes", .dinner),
            (4, "Overnight oats", .breakfast), (4, "Lentil soup", .dinner), (5, "Chicken rice bowl", .lunch),
            (6, "Greek yogurt bowl", .breakfast), (6, "Lentil soup", .dinner),
        ]
        let tuna = at(today, 20 * 60 + 50)
        add(.planAssigned(PlanAssigned(assignmentId: newId(tuna), mealId: meals["Tuna sandwich"]!.mealId,
                                       date: nextMonday.adding(days: 5), slot: .lunch)), tuna)
        add(.mealDeleted(MealDeleted(mealId: meals["Tuna sandwich"]!.mealId)), at(today, 21 * 60))
        for (index, (offset, name, slot)) in plan.enumerated() {
            let instant = at(today, 21 * 60 + 10 + index)
            // Lentil soup is planned as one and a half servings, as it is eaten.
            add(.planAssigned(PlanAssigned(assignmentId: newId(instant), mealId: meals[name]!.mealId,
                                           date: nextMonday.adding(days: offset), slot: slot,
                                           servings: name == "Lentil soup" ? 1.5 : nil)), instant)
        }
        return events
    }
}
