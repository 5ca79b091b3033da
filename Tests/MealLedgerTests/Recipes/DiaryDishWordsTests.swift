import Testing
import TestSupport
@testable import MealLedger

/// What a diary's description of a dish says beyond its foods' names: an amount after a comma,
/// a weight in a note, a grain weighed dry, a kind of a staple beside a meat, and a meat the
/// as-eaten table names only as "meat".
struct DiaryDishWordsTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    @Test func anAmountAloneAfterACommaIsTheAmountOfTheFoodBeforeIt() throws {
        // "rice, 1 cup" was rice and an unmatched "1 cup".
        let rice = try eaten.parse("rice, 1 cup").ingredients
        #expect(rice.count == 1 && rice.first?.quantity == 1 && rice.first?.unit == "cup", "\(rice.map(\.phrase))")
        let oats = try eaten.parse("oats, 40g").ingredients
        #expect(oats.count == 1 && oats.first?.grams == 40, "\(oats.map(\.phrase))")
        // A food that has its amount keeps it; a note stays a note.
        #expect(try eaten.parse("2 eggs, 1 slice of toast").ingredients.count == 2)
        #expect(!MealTextSplitter.isAmountAlone("scrambled") && MealTextSplitter.isAmountAlone("1 portion"))
    }

    @Test func aWeightInTheNoteIsWhatThePortionWeighed() throws {
        let lasagne = try #require(try eaten.parse("a bowl of beef lasagne, about 350g").ingredients.first)
        #expect(lasagne.grams == 350, "\(lasagne.grams ?? 0)")
        #expect(IngredientPhrase.weightAlone(RecipeTokenizer.tokens("approx 1 lb")[...]) == 453.59237)
        #expect(IngredientPhrase.weightAlone(RecipeTokenizer.tokens("about 350g of it")[...]) == nil)
    }

    @Test func oatsAreOatmealUnlessWeighed() throws {
        // "a bowl of oats" was 923 kcal of dry oats; weighed oats stay dry ("50 g oats" in porridge).
        let bowl = try #require(try eaten.parse("a bowl of oats").ingredients.first)
        #expect(bowl.foodDescription?.hasPrefix("Oatmeal") == true && bowl.calories < 400, "\(bowl.foodDescription ?? "none")")
        let weighed = try #require(try eaten.parse("40g oats").ingredients.first)
        #expect(weighed.foodDescription == "Oats, raw", "\(weighed.foodDescription ?? "none")")
        // A false friend keeps the synonym's food: weighed crisps are chips, not an apple crisp.
        let crisps = try #require(try eaten.parse("100g crisps").ingredients.first)
        #expect(crisps.foodDescription?.hasPrefix("Potato chips") == true, "\(crisps.foodDescription ?? "none")")
    }

    @Test func aKindOfAStapleBesideAMeatIsTwoFoods() throws {
        // "chicken and jasmine rice" was one Puerto Rican rice dish, 822 kcal.
        let plate = try eaten.parse("chicken and jasmine rice").ingredients
        #expect(plate.count == 2, "\(plate.map(\.phrase))")
        // A food both share stays one: crisps of cheese and onion, a pie of chicken and mushroom.
        #expect(try eaten.parse("cheese and onion crisps").ingredients.count == 1)
        #expect(try eaten.parse("chicken and mushroom pie").ingredients.count == 1)
        #expect(try eaten.parse("tuna and sweetcorn sandwich").ingredients.count == 1)
    }

    @Test func aRedMeatTheTableNamesOnlyAsMeatIsThatMeat() throws {
        // "beef lasagne" was a lasagna of chicken or turkey with spinach.
        let lasagne = try #require(try eaten.parse("beef lasagne").ingredients.first)
        #expect(lasagne.foodDescription?.hasPrefix("Lasagna with meat") == true, "\(lasagne.foodDescription ?? "none")")
        // A meat the table names is kept: beef curry is beef curry.
        let curry = try #require(try eaten.parse("beef curry").ingredients.first)
        #expect(curry.foodDescription == "Beef curry", "\(curry.foodDescription ?? "none")")
    }

    @Test func pancettaIsBacon() throws {
        let item = try #require(try eaten.parse("100g pancetta").ingredients.first)
        #expect(item.foodDescription?.hasPrefix("Bacon") == true, "\(item.foodDescription ?? "none")")
        let bought = try #require(try OfflineRecipeParser(reading: .bought).parse("100g pancetta").ingredients.first)
        #expect(bought.foodDescription?.lowercased().contains("bacon") == true, "\(bought.foodDescription ?? "none")")
    }
}

extension DiaryDishWordsTests {
    @Test func aFoodOnlyEatenIsFoundWhenARecipeLineNamesIt() throws {
        // "a tuna melt" in a list read as bought matched nothing (0 kcal); the as-eaten table has it.
        let melt = try #require(try OfflineRecipeParser(reading: .bought).parse("a tuna melt").ingredients.first)
        #expect(!melt.flags.contains(.unmatched) && melt.state == .eaten && melt.flags.contains(.stateAssumed),
                "\(melt.flags) \(melt.state.map(\.rawValue) ?? "none")")
        #expect(melt.foodDescription?.hasPrefix("Tuna salad sandwich") == true, "\(melt.foodDescription ?? "none")")
        // Nothing in either table stays unmatched.
        let nothing = try #require(try OfflineRecipeParser(reading: .bought).parse("1 cup xyzzy").ingredients.first)
        #expect(nothing.flags.contains(.unmatched))
    }

    @Test func coldCerealTakesMilkByTheCupAsHotCerealDoes() throws {
        // "a bowl of cornflakes with semi-skimmed milk" poured a whole cup of milk (244 g).
        let items = try eaten.parse("a bowl of cornflakes with semi-skimmed milk").ingredients
        #expect(items.count == 2 && (items.last?.grams ?? 0) < 150, "\(items.map { "\($0.name) \($0.grams ?? 0)" })")
    }
}

extension DiaryDishWordsTests {
    @Test func aNoteReadAsALineIsNoFoodOnlyEaten() throws {
        // "shaken" after "1 cup buttermilk," was read as eaten: a 248 g nutritional shake.
        let items = try OfflineRecipeParser(reading: .bought).parse("1 cup buttermilk, shaken\n2 eggs").ingredients
        #expect(items.allSatisfy { !($0.foodDescription ?? "").contains("shake") }, "\(items.map { $0.foodDescription ?? "none" })")
    }
}

extension DiaryDishWordsTests {
    @Test func aWordMissingItsLastLetterIsMended() throws {
        // "a banan" matched nothing: as the start of "banana" it was known, and named no food.
        for text in ["a banan", "banan"] {
            let item = try #require(try eaten.parse(text).ingredients.first)
            #expect(item.foodDescription?.hasPrefix("Banana") == true, "\(text) → \(item.foodDescription ?? "none")")
        }
    }

    @Test func aPhonesWIsWith() throws {
        // "oatmeal w bananna" was a banana alone: the oatmeal was lost.
        let items = try eaten.parse("oatmeal w bananna").ingredients
        #expect(items.count == 2 && items.first?.foodDescription?.hasPrefix("Oatmeal") == true, "\(items.map(\.phrase))")
    }
}

extension DiaryDishWordsTests {
    @Test func chaiIsTeaWithMilkAndAGyozaAPotSticker() throws {
        // "a cup of masala chai" was ginger tea, 2 kcal; "3 gyoza" meatless dumplings.
        for text in ["a cup of masala chai", "a cup of chai"] {
            let chai = try #require(try eaten.parse(text).ingredients.first)
            #expect(chai.foodDescription == "Tea, hot, with milk", "\(text) → \(chai.foodDescription ?? "none")")
        }
        let gyoza = try #require(try eaten.parse("3 gyoza").ingredients.first)
        #expect(gyoza.foodDescription?.contains("pot sticker") == true && gyoza.foodDescription?.contains("no meat") == false,
                "\(gyoza.foodDescription ?? "none")")
        let torta = try #require(try eaten.parse("a torta de jamon").ingredients.first)
        #expect(torta.foodDescription?.hasPrefix("Ham sandwich") == true, "\(torta.foodDescription ?? "none")")
    }
}

extension DiaryDishWordsTests {
    @Test func biscuitsAreCookiesUnlessNamedAsAnAmericanBiscuit() throws {
        // "2 biscuits" were 120 g of American biscuit bread, 420 kcal.
        let two = try #require(try eaten.parse("2 biscuits").ingredients.first)
        #expect(two.foodDescription?.lowercased().hasPrefix("cookie") == true && two.calories < 200,
                "\(two.foodDescription ?? "none") \(two.calories)")
        let gravy = try eaten.parse("biscuits and gravy").ingredients
        #expect(gravy.count == 1 && gravy.first?.foodDescription?.hasPrefix("Biscuit with gravy") == true,
                "\(gravy.map { $0.foodDescription ?? "none" })")
        let buttermilk = try #require(try eaten.parse("a buttermilk biscuit").ingredients.first)
        #expect(buttermilk.foodDescription?.lowercased().contains("biscuit") == true
                && buttermilk.foodDescription?.lowercased().contains("cookie") == false, "\(buttermilk.foodDescription ?? "none")")
    }
}
