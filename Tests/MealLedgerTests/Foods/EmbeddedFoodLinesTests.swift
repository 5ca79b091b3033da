import Testing
@testable import MealLedger

/// The embedded table read on demand gives exactly what reading it whole gives.
struct EmbeddedFoodLinesTests {
    static let whole = FoodDatabase(foods: FoodDatabase.embedded.foods)

    @Test(arguments: ["chicken breast", "eggs", "berries", "cheeses", "tomatoes", "chick", "olive oil", "salt",
                      "KELLOGG'S", "rice white cooked", "peas", "flour", "soy sauce", "babyfood", "jalapeño", "a",
                      "oz", "potato chips", "cream of chicken soup", "zzqx"])
    func aSearchFindsTheSameFoodsAsOverTheWholeTable(query: String) {
        let lazy = FoodDatabase.embedded.search(query, limit: 30)
        let eager = Self.whole.search(query, limit: 30)
        #expect(lazy.map(\.food.id) == eager.map(\.food.id))
        #expect(lazy.map(\.score) == eager.map(\.score))
    }

    @Test func everyFoodIsFoundByItsIDAsTheWholeTableHasIt() {
        for food in FoodDatabase.embedded.foods {
            #expect(FoodDatabase.embedded.food(id: food.id) == food)
        }
        #expect(FoodDatabase.embedded.food(id: "99999") == nil)
        for missing in ["", "0", "00000", "0100", "01001 ", "01001|", "5", "99999", "zzzzz", "\n"] {
            #expect(FoodDatabase.embedded.food(id: missing) == nil, "\(missing)")
        }
    }
}
