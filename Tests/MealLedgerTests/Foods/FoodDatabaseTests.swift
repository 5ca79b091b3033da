import Foundation
import Testing
@testable import MealLedger

/// The embedded table against values read by hand from USDA SR28 (NUT_DATA.txt, WEIGHT.txt).
struct FoodDatabaseTests {
    let database = FoodDatabase.embedded

    @Test func theTableHoldsEveryFoodOfFoodDesAndOfFNDDS() {
        // FOOD_DES.txt of SR28 has 8,789 lines, one per food; FNDDS 2019-2020 has 5,624 foods.
        #expect(database.foods.count == 8789 + 5624)
        #expect(database.foods.filter { $0.table == .sr28 }.count == 8789)
        #expect(database.foods.filter { $0.table == .fndds }.count == 5624)
        #expect(Set(database.foods.map(\.id)).count == 8789 + 5624)
        #expect(database.foods.map(\.id) == database.foods.map(\.id).sorted())
    }

    @Test func saltedButterHasItsSR28Values() throws {
        // NUT_DATA 01001: 208 = 717, 203 = 0.85, 205 = 0.06, 204 = 81.11. WEIGHT: pat 5.0, tbsp 14.2, cup 227, stick 113.
        let butter = try #require(database.food(id: "01001"))
        #expect(butter.description == "Butter, salted")
        #expect(butter.group == "Dairy and Egg Products")
        #expect(butter.caloriesPer100g == 717)
        #expect(butter.proteinPer100g == 0.85)
        #expect(butter.carbohydratesPer100g == 0.06)
        #expect(butter.fatsPer100g == 81.11)
        #expect(butter.measures == [
            HouseholdMeasure(amount: 1, unit: "pat", grams: 5.0, description: "pat (1\" sq, 1/3\" high)"),
            HouseholdMeasure(amount: 1, unit: "tbsp", grams: 14.2, description: "tbsp"),
            HouseholdMeasure(amount: 1, unit: "cup", grams: 227, description: "cup"),
            HouseholdMeasure(amount: 1, unit: "stick", grams: 113, description: "stick"),
        ])
    }

    @Test func rawWholeEggHasItsSR28Values() throws {
        // NUT_DATA 01123: 143 kcal, 12.56 protein, 0.72 carbohydrate, 9.51 fat. WEIGHT: large 50, medium 44, small 38.
        let egg = try #require(database.food(id: "01123"))
        #expect(egg.description == "Egg, whole, raw, fresh")
        #expect(egg.caloriesPer100g == 143)
        #expect(egg.proteinPer100g == 12.56)
        #expect(egg.carbohydratesPer100g == 0.72)
        #expect(egg.fatsPer100g == 9.51)
        #expect(egg.measures.map(\.unit) == ["large", "extra large", "jumbo", "cup", "medium", "small"])
        #expect(egg.measures.map(\.grams) == [50, 56, 63, 243, 44, 38])
    }

    @Test func rawBananaHasItsSR28Values() throws {
        // NUT_DATA 09040: 89 kcal, 1.09 protein, 22.84 carbohydrate, 0.33 fat. WEIGHT: medium (7" to 7-7/8" long) 118.
        let banana = try #require(database.food(id: "09040"))
        #expect(banana.description == "Bananas, raw")
        #expect(banana.group == "Fruits and Fruit Juices")
        #expect(banana.caloriesPer100g == 89)
        #expect(banana.proteinPer100g == 1.09)
        #expect(banana.carbohydratesPer100g == 22.84)
        #expect(banana.fatsPer100g == 0.33)
        let medium = try #require(banana.measures.first { $0.unit == "medium" })
        #expect(medium == HouseholdMeasure(amount: 1, unit: "medium", grams: 118, description: "medium (7\" to 7-7/8\" long)"))
    }

    @Test func oliveOilKeepsItsZerosAsZeros() throws {
        // NUT_DATA 04053: 884 kcal, protein 0.00, carbohydrate 0.00, fat 100.00: a measured zero is 0, not absent.
        let oil = try #require(database.food(id: "04053"))
        #expect(oil.description == "Oil, olive, salad or cooking")
        #expect(oil.caloriesPer100g == 884)
        #expect(oil.proteinPer100g == 0)
        #expect(oil.carbohydratesPer100g == 0)
        #expect(oil.fatsPer100g == 100)
        #expect(oil.measures.map(\.description) == ["tablespoon", "cup", "tsp"])
        #expect(oil.measures.map(\.unit) == ["tbsp", "cup", "tsp"])
        #expect(oil.measures.map(\.grams) == [13.5, 216, 4.5])
    }

    @Test func roastedChickenBreastHasItsSR28Values() throws {
        // NUT_DATA 05064: 165 kcal, 31.02 protein, 0.00 carbohydrate, 3.57 fat. WEIGHT: .5 breast = 86 g.
        let chicken = try #require(database.food(id: "05064"))
        #expect(chicken.description == "Chicken, broilers or fryers, breast, meat only, cooked, roasted")
        #expect(chicken.group == "Poultry Products")
        #expect(chicken.caloriesPer100g == 165)
        #expect(chicken.proteinPer100g == 31.02)
        #expect(chicken.carbohydratesPer100g == 0)
        #expect(chicken.fatsPer100g == 3.57)
        let breast = try #require(chicken.measures.last)
        #expect(breast == HouseholdMeasure(amount: 0.5, unit: "breast", grams: 86, description: "breast, bone and skin removed"))
        #expect(breast.gramsPerUnit == 172)
    }

    @Test func cookedWhiteRiceMilkAndSalmonHaveTheirSR28Values() throws {
        // 20045: 130 / 2.69 / 28.17 / 0.28, cup 158. 01211: 61 / 3.15 / 4.78 / 3.27, cup 244, quart 976.
        // 15076: 142 / 19.84 / 0.00 / 6.34, "3 oz" = 85 g.
        let rice = try #require(database.food(id: "20045"))
        #expect([rice.caloriesPer100g, rice.proteinPer100g, rice.carbohydratesPer100g, rice.fatsPer100g] == [130, 2.69, 28.17, 0.28])
        #expect(rice.measures == [HouseholdMeasure(amount: 1, unit: "cup", grams: 158, description: "cup")])
        let milk = try #require(database.food(id: "01211"))
        #expect([milk.caloriesPer100g, milk.proteinPer100g, milk.carbohydratesPer100g, milk.fatsPer100g] == [61, 3.15, 4.78, 3.27])
        #expect(milk.measures.map(\.unit) == ["cup", "tbsp", "fl oz", "quart"])
        #expect(milk.measures.map(\.grams) == [244, 15, 30.5, 976])
        let salmon = try #require(database.food(id: "15076"))
        #expect([salmon.caloriesPer100g, salmon.proteinPer100g, salmon.carbohydratesPer100g, salmon.fatsPer100g] == [142, 19.84, 0, 6.34])
        #expect(salmon.measures.first == HouseholdMeasure(amount: 3, unit: "oz", grams: 85, description: "oz"))
    }

    @Test func measureDescriptionsKeepAnEqualsSignAndAccents() throws {
        // WEIGHT 08504: "serving (NLEA serving size = 0.75 cup)" 29 g; 22996: "Entrée" 269 g (é is Latin-1 0xE9).
        let cereal = try #require(database.food(id: "08504"))
        #expect(cereal.measures.first == HouseholdMeasure(amount: 1, unit: "serving", grams: 29,
                                                          description: "serving (NLEA serving size = 0.75 cup)"))
        let entree = try #require(database.food(id: "22996"))
        #expect(entree.measures == [HouseholdMeasure(amount: 1, unit: "entrée", grams: 269, description: "Entrée")])
    }

    @Test func anUnknownIDFindsNothing() {
        #expect(database.food(id: "99999") == nil)
        #expect(database.food(id: "1001") == nil)
        #expect(database.food(id: "") == nil)
    }

    @Test func aFoodWithoutMeasuresHasAnEmptyList() throws {
        // 297 SR28 foods have no row in WEIGHT.txt; 28 FNDDS foods have no portion.
        #expect(database.foods.filter { $0.table == .sr28 && $0.measures.isEmpty }.count == 297)
        #expect(database.foods.filter { $0.table == .fndds && $0.measures.isEmpty }.count == 5624 - 5596)
    }

    @Test(.enabled(if: SR28SourceFiles.isAvailable, "USDA SR28 files not found beside the repository (../shared/data/usda-sr28)"))
    func everyFoodMatchesTheSourceFilesAndAbsentNutrientsStayNil() throws {
        let descriptions = try SR28SourceFiles.records(of: "FOOD_DES.txt")
        #expect(descriptions.count == database.foods.filter { $0.table == .sr28 }.count)
        var nutrients: [String: [String: Double]] = [:]
        for record in try SR28SourceFiles.records(of: "NUT_DATA.txt") {
            nutrients[record[0], default: [:]][record[1]] = Double(record[2])
        }
        var weights: [String: [(sequence: Int, amount: Double, description: String, grams: Double)]] = [:]
        for record in try SR28SourceFiles.records(of: "WEIGHT.txt") {
            weights[record[0], default: []].append((Int(record[1])!, Double(record[2])!, record[3], Double(record[4])!))
        }
        var mismatches: [String] = []
        for record in descriptions {
            let id = record[0]
            guard let food = database.food(id: id) else {
                mismatches.append("\(id) missing")
                continue
            }
            let values = nutrients[id] ?? [:]
            let vocabulary = ["291", "269", "606", "645", "646", "605", "601", "307", "306", "301", "303", "304", "309",
                              "320", "401", "328", "323", "430", "418", "435", "262", "221"]
            let expected = [values["208"], values["203"], values["205"], values["204"]] + vocabulary.map { values[$0] }
            let actual = [food.caloriesPer100g, food.proteinPer100g, food.carbohydratesPer100g, food.fatsPer100g]
                + Nutrient.allCases.map { food.nutrients[$0] }
            let expectedMeasures = (weights[id] ?? []).sorted { $0.sequence < $1.sequence }
            if food.description != record[2] || actual != expected
                || food.measures.map(\.amount) != expectedMeasures.map(\.amount)
                || food.measures.map(\.grams) != expectedMeasures.map(\.grams)
                || food.measures.map(\.description) != expectedMeasures.map(\.description) {
                mismatches.append(id)
            }
        }
        #expect(mismatches.isEmpty, "foods differing from SR28: \(mismatches.prefix(20))")
    }

    @Test(.enabled(if: SR28SourceFiles.isFNDDSAvailable, "USDA FNDDS files not found beside the repository (../shared/data/usda-fndds)"))
    func everyFNDDSFoodMatchesItsSourceFilesWithEveryVocabularyNutrientAndPortion() throws {
        let rows = try SR28SourceFiles.fnddsRows(of: "nutrient-values.tsv")
        let header = rows[0]
        let column = Dictionary(header.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let vocabularyColumns = ["Fiber, total dietary (g)", "Sugars, total (g)", "Fatty acids, total saturated (g)",
                                 "Fatty acids, total monounsaturated (g)", "Fatty acids, total polyunsaturated (g)", nil,
                                 "Cholesterol (mg)", "Sodium (mg)", "Potassium (mg)", "Calcium (mg)", "Iron (mg)",
                                 "Magnesium (mg)", "Zinc (mg)", "Vitamin A, RAE (mcg_RAE)", "Vitamin C (mg)",
                                 "Vitamin D (D2 + D3) (mcg)", "Vitamin E (alpha-tocopherol) (mg)",
                                 "Vitamin K (phylloquinone) (mcg)", "Vitamin B-12 (mcg)", "Folate, DFE (mcg_DFE)",
                                 "Caffeine (mg)", "Alcohol (g)"]
        var portions: [String: [(sequence: Int, grams: Double)]] = [:]
        for row in try SR28SourceFiles.fnddsRows(of: "portions.tsv").dropFirst() {
            portions[row[0], default: []].append((Int(row[1])!, Double(row[3])!))
        }
        var mismatches: [String] = []
        for row in rows.dropFirst() {
            guard let food = database.food(id: row[0]) else {
                mismatches.append("\(row[0]) missing")
                continue
            }
            let macros = ["Energy (kcal)", "Protein (g)", "Carbohydrate (g)", "Total Fat (g)"].map { Double(row[column[$0]!]) }
            let expected = macros + vocabularyColumns.map { name in name.flatMap { Double(row[column[$0]!]) } }
            let actual = [food.caloriesPer100g, food.proteinPer100g, food.carbohydratesPer100g, food.fatsPer100g]
                + Nutrient.allCases.map { food.nutrients[$0] }
            let grams = (portions[row[0]] ?? []).sorted { $0.sequence < $1.sequence }.map(\.grams)
            if food.description != row[1] || food.group != row[3] || actual != expected || food.measures.map(\.grams) != grams {
                mismatches.append(row[0])
            }
        }
        #expect(rows.count - 1 == 5624)
        #expect(mismatches.isEmpty, "foods differing from FNDDS: \(mismatches.prefix(20))")
    }
}
