import MealLedger
import Testing
import TestSupport

/// The shopping list sums the week's planned meals by food and unit.
@Suite struct ShoppingListTests {
    let monday = CalendarDate("2026-11-23")!

    func event(_ payload: EventPayload, _ number: UInt64) -> Event {
        Event(id: Identifier(high: 0x0193_a000_0000_7000, low: 0x8000_0000_0000_0000 | number),
              at: Instant(millisecondsSinceEpoch: 1_790_000_000_000 + Int64(number) * 1000), device: "t", payload: payload)
    }

    @Test func ingredientsAreScaledBySavingsPlannedSummedAndGramsTotalled() {
        let bowlId = Identifier(high: 1, low: 1)
        let soupId = Identifier(high: 1, low: 2)
        let goneId = Identifier(high: 1, low: 3)
        let bowl = MealDefinition(mealId: bowlId, name: "Chicken bowl", servings: 2, ingredients: [
            Ingredient(name: "Chicken breast", quantity: 300, unit: "g", calories: 495),
            Ingredient(name: "Rice", quantity: 1, unit: "cups", calories: 400),
            Ingredient(name: "Olive oil", quantity: 2, unit: "tbsp", calories: 240),
        ])
        let soup = MealDefinition(mealId: soupId, name: "Soup", servings: 1, ingredients: [
            Ingredient(name: "chicken BREAST", quantity: 0.5, unit: "lb", calories: 375),
            Ingredient(name: "Rice", quantity: 0.5, unit: "cup", calories: 100),
        ])
        let gone = MealDefinition(mealId: goneId, name: "Tuna sandwich", ingredients: [
            Ingredient(name: "Tuna", quantity: 1, unit: "can", calories: 190),
        ])
        var number: UInt64 = 0
        func next(_ payload: EventPayload) -> Event { number += 1; return event(payload, number) }
        var events = [next(.journalCreated(JournalCreated())), next(.mealCreated(MealCreated(meal: bowl))),
                      next(.mealCreated(MealCreated(meal: soup))), next(.mealCreated(MealCreated(meal: gone)))]
        for (offset, meal) in [(0, bowlId), (2, bowlId), (3, soupId), (5, goneId), (7, soupId)] {
            events.append(next(.planAssigned(PlanAssigned(assignmentId: Identifier(high: 2, low: number), mealId: meal,
                                                          date: monday.adding(days: offset)))))
        }
        events.append(next(.mealDeleted(MealDeleted(mealId: goneId))))
        let (state, _) = replayInMemory(events)
        let list = ShoppingList(weekStarting: monday, state: state)
        #expect(list.plannedMeals == 3)  // the next Monday's soup is another week; the tuna was deleted
        #expect(list.deletedMeals == ["Tuna sandwich"])
        #expect(list.items.map(\.name) == ["Chicken breast", "Rice", "Olive oil"])
        let chicken = list.items[0]
        // Two bowls of half the recipe each: 300 g; one soup: 0.5 lb; the names meet case-insensitively.
        #expect(chicken.lines.map(\.unit) == ["g", "lb"])
        #expect(chicken.lines.map(\.quantity) == [300, 0.5])
        #expect(chicken.lines[0].meals == ["Chicken bowl"] && chicken.lines[1].meals == ["Soup"])
        #expect(abs(chicken.grams! - (300 + 0.5 * 453.59237)) < 1e-9)
        // Cups are summed (plural or not) but, with no food to measure them by, have no grams.
        #expect(list.items[1].lines.map(\.quantity) == [1.5])
        #expect(list.items[1].lines[0].unit == "cup" && list.items[1].grams == nil)
        #expect(list.items[2].lines.map(\.quantity) == [2])
    }

    @Test func databaseFoodsConvertTheirHouseholdMeasuresToGrams() throws {
        let food = try #require(FoodDatabase.embedded.foods.first { food in food.gramsPerUnit("cup") != nil })
        let cup = try #require(food.gramsPerUnit("cup"))
        let mealId = Identifier(high: 1, low: 9)
        let meal = MealDefinition(mealId: mealId, name: "M", ingredients: [
            Ingredient(name: food.description, quantity: 2, unit: "cup", calories: 10, source: .database, foodId: food.id),
            Ingredient(name: "something else", quantity: 50, unit: "g", calories: 10, source: .database, foodId: food.id),
        ])
        let events = [event(.journalCreated(JournalCreated()), 1), event(.mealCreated(MealCreated(meal: meal)), 2),
                      event(.planAssigned(PlanAssigned(assignmentId: Identifier(high: 3, low: 3), mealId: mealId,
                                                       date: monday)), 3)]
        let (state, _) = replayInMemory(events)
        let list = ShoppingList(weekStarting: monday, state: state, foods: .embedded)
        // Summed by food id, whatever the names say: one item, a line per unit, grams over both.
        #expect(list.items.count == 1)
        #expect(abs(list.items[0].grams! - (2 * cup + 50)) < 1e-9)
    }
}
