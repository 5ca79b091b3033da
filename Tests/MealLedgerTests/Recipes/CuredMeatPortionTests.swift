import Testing
@testable import MealLedger

/// Cured meats and sausages named with no amount are a sandwich's meat or one link, never a
/// cup of them diced ("pepperoni" was 140 g, 706 kcal; "kielbasa" a 367 g ring).
struct CuredMeatPortionTests {
    @Test func everyCuredMeatOrSausageNamedAloneIsASandwichsWorthOrOneLink() {
        let database = FoodDatabase.embedded
        var asked = 0
        var heavy: [String] = []
        for food in database.foods where EatenPortion.curedMeatCategories.contains(food.group) || food.group == "Sausages" {
            asked += 1
            let portion = EatenPortion.unquantified(food, nouns: [], sharesPlate: false)
            if portion.grams > 80 || portion.grams < 10 { heavy.append("\(food.description): \(portion.grams) g") }
        }
        print("cured meats and sausages named alone weighed 10–80 g: \(asked - heavy.count) of \(asked)")
        #expect(asked > 100)
        #expect(heavy.isEmpty, "\(heavy.prefix(20))")
    }
}
