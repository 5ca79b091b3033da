import Foundation
import Testing
@testable import MealLedger

/// What a food from either table logs (`--food ID --grams G`, `eat`, a recipe's ingredient)
/// carries every nutrient the table gives, equal to the USDA source files, scaled to the grams.
@Suite struct LoggedFoodNutrientTests {
    static let sr28Numbers = ["291", "269", "606", "645", "646", "605", "601", "307", "306", "301", "303", "304", "309",
                              "320", "401", "328", "323", "430", "418", "435", "262", "221"]
    static let fnddsColumns: [String?] = [
        "Fiber, total dietary (g)", "Sugars, total (g)", "Fatty acids, total saturated (g)",
        "Fatty acids, total monounsaturated (g)", "Fatty acids, total polyunsaturated (g)", nil, "Cholesterol (mg)",
        "Sodium (mg)", "Potassium (mg)", "Calcium (mg)", "Iron (mg)", "Magnesium (mg)", "Zinc (mg)",
        "Vitamin A, RAE (mcg_RAE)", "Vitamin C (mg)", "Vitamin D (D2 + D3) (mcg)", "Vitamin E (alpha-tocopherol) (mg)",
        "Vitamin K (phylloquinone) (mcg)", "Vitamin B-12 (mcg)", "Folate, DFE (mcg_DFE)", "Caffeine (mg)", "Alcohol (g)",
    ]

    /// The values of the source files by food id, in vocabulary order.
    static func sourceValues() throws -> [String: [Double?]] {
        var values: [String: [Double?]] = [:]
        if SR28SourceFiles.isAvailable {
            var byNumber: [String: [String: Double]] = [:]
            for record in try SR28SourceFiles.records(of: "NUT_DATA.txt") {
                byNumber[record[0], default: [:]][record[1]] = Double(record[2])
            }
            for record in try SR28SourceFiles.records(of: "FOOD_DES.txt") {
                values[record[0]] = sr28Numbers.map { byNumber[record[0]]?[$0] }
            }
        }
        if SR28SourceFiles.isFNDDSAvailable {
            let rows = try SR28SourceFiles.fnddsRows(of: "nutrient-values.tsv")
            let column = Dictionary(rows[0].enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            for row in rows.dropFirst() {
                values[row[0]] = fnddsColumns.map { name in name.flatMap { Double(row[column[$0]!]) } }
            }
        }
        return values
    }

    @Test(.enabled(if: SR28SourceFiles.isAvailable && SR28SourceFiles.isFNDDSAvailable,
                   "USDA SR28 and FNDDS files not found beside the repository (../shared/data)"))
    func everyFoodOfBothTablesLogsTheSourceFilesNutrientsScaledToItsGrams() throws {
        let source = try Self.sourceValues()
        #expect(source.count == 8789 + 5624)
        var mismatches: [String] = []
        for food in FoodDatabase.embedded.foods {
            guard let values = source[food.id] else {
                mismatches.append("\(food.id) not in the source files")
                continue
            }
            let per100g = try FoodIngredients.ingredient(foodId: food.id, grams: 100).nutrientValues
            let eaten = try FoodIngredients.ingredient(foodId: food.id, grams: 250).nutrientValues
            if per100g != NutrientValues(values)
                || eaten != NutrientValues(values.map { $0.map { FoodItem.roundedForJournal($0 * 2.5) } }) {
                mismatches.append(food.id)
            }
        }
        #expect(mismatches.isEmpty, "foods whose logged nutrients differ from the source: \(mismatches.prefix(20))")
    }

    @Test func aFoodLoggedByItsHouseholdMeasureScalesEveryNutrientByItsGrams() throws {
        // SR28 09040, banana: medium (7" to 7-7/8" long) = 118 g; 291 fibre 2.6, 306 potassium 358 per 100 g.
        let banana = try FoodIngredients.ingredient(foodId: "09040", quantity: 1, unit: "medium")
        #expect(banana.nutrientValues[.fiber] == 3.068)
        #expect(banana.nutrientValues[.potassium] == 422.44)
        #expect(banana.nutrientValues[.transFat] == 0)
        // FNDDS has no trans fat: unknown, not zero.
        let fndds = try #require(FoodDatabase.embedded.foods.first { $0.table == .fndds })
        #expect(try FoodIngredients.ingredient(foodId: fndds.id, grams: 100).nutrientValues[.transFat] == nil)
    }

    @Test func aRecipesMatchedIngredientCarriesItsFoodsNutrients() throws {
        let recipe = try OfflineRecipeParser().parse("200g chicken breast")
        let chicken = try #require(recipe.ingredients.first)
        let foodId = try #require(chicken.foodId)
        let food = try #require(FoodDatabase.embedded.food(id: foodId))
        let grams = try #require(chicken.grams)
        #expect(chicken.ingredient.nutrientValues == food.nutrients.map { FoodItem.roundedForJournal($0 * grams / 100) })
        #expect(chicken.ingredient.nutrientValues[.sodium] != nil)
    }
}
