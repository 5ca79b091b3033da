import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// A main dish named with the starch it is served with, which the survey holds as one food
/// ("Chicken curry with rice"), is a helping of the main and a cup of the starch.
@Suite struct MainAndStarchTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    /// Every FNDDS "X with rice" or "X with noodles" whose X is an as-eaten mixed dish of its own,
    /// named "x with rice", "x and rice" or "x & rice" with no amount and alone, weighs X's own
    /// helping and a cup of the starch: "chicken curry with rice" was 350 g, 1¾ cups of the
    /// mixture, where the curry alone is 420 g.
    @Test func aMainAndItsStarchAreAHelpingAndACup() throws {
        let dishes = FoodDatabase.embedded.foods.filter { food in
            food.table == .fndds && food.description.range(of: "^[A-Za-z' ]+ with (rice|noodles)$", options: .regularExpression) != nil
        }
        var checked = 0
        var wrong: [String] = []
        for dish in dishes {
            let parts = dish.description.components(separatedBy: " with ")
            let (main, starch) = (parts[0].lowercased(), parts[1])
            guard let alone = FoodDatabase.embedded.foods.first(where: { $0.table == .fndds && $0.description.lowercased() == main }),
                  EatenPortion.dishCups[alone.group] != nil else { continue }
            let mainGrams = try #require(try eaten.parse(main).ingredients.first?.grams)
            let cup = try #require(try eaten.parse("1 cup \(starch)").ingredients.first?.grams)
            for joined in ["with", "and", "&"] {
                let text = "\(main) \(joined) \(starch)"
                let items = try eaten.parse(text).ingredients
                checked += 1
                // To a quarter of the portion's unit.
                if items.count != 1 || items[0].foodId != dish.id || abs((items[0].grams ?? 0) - (mainGrams + cup)) > 0.125 * (items[0].grams ?? 0) / max(items[0].quantity, 0.25)
                    || (items[0].quantity * 4).rounded() != items[0].quantity * 4 {
                    wrong.append("\(text) → \(items.map { "\($0.foodDescription ?? "none") \($0.grams ?? 0) g" }), not \(mainGrams + cup) g")
                }
            }
        }
        #expect(checked >= 15, "\(checked) phrases")
        #expect(wrong.count * 5 <= checked, "\(wrong.count) of \(checked): \(wrong.prefix(5))")
    }

    /// A weight said is the weight; beside other foods on the plate the mixture keeps the
    /// plate's cup; beside bread it is still the helping and its cup of rice.
    @Test func anAmountOrAPlateKeepsItsOwnReading() throws {
        let weighed = try #require(try eaten.parse("200 g chicken curry with rice").ingredients.first)
        #expect(abs((weighed.grams ?? 0) - 200) < 0.5)
        let plate = try #require(try eaten.parse("chicken curry with rice and roast potatoes").ingredients.first)
        #expect((plate.grams ?? 0) <= 350, "\(plate.grams ?? 0)")
        let alone = try #require(try eaten.parse("chicken curry with rice").ingredients.first)
        let besideBread = try #require(try eaten.parse("chicken curry with rice and a naan").ingredients.first)
        #expect(besideBread.grams == alone.grams, "\(besideBread.grams ?? 0) g, alone \(alone.grams ?? 0) g")
        // A size sizes the plate (attack25: "small" made it larger than the plain plate).
        let sizes = try ["small", "", "large"].map { try #require(try eaten.parse("\($0) chicken curry with rice").ingredients.first?.grams) }
        #expect(sizes[0] < sizes[1] && sizes[1] < sizes[2], "\(sizes)")
        // A dish that holds its starch in a later part is one bowl ("Burrito bowl, chicken, with rice").
        let bowl = try #require(try eaten.parse("chicken burrito bowl with rice").ingredients.first)
        #expect(bowl.quantity == 1, "\(bowl.quantity) \(bowl.unit)")
        // A starch dish of its own is no main with a starch ("chicken fried rice").
        let fried = try #require(try eaten.parse("chicken fried rice").ingredients.first)
        #expect((fried.grams ?? 0) < 400, "\(fried.foodDescription ?? "none") \(fried.grams ?? 0)")
    }
}
