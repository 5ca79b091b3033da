import Testing
import TestSupport
@testable import MealLedger

/// Words of a diary that say how or where a food was had rather than what it was: a phone's
/// slip of "and", "from the restaurant", "takeaway", "reheated in the microwave".
struct DiaryCircumstanceTests {
    let parser = OfflineRecipeParser(reading: .eaten)

    static let foods = ["toast", "a banana", "2 eggs", "rice", "a coffee", "chicken curry", "porridge", "an apple",
                        "a lamington", "beans", "salad", "a cup of tea", "pasta", "yoghurt", "a muffin", "soup"]

    func reading(_ text: String) -> [String] {
        ((try? parser.parse(text).ingredients) ?? []).map { "\($0.foodId ?? "none") \($0.grams ?? 0)" }
    }

    /// Every keyboard slip of "and" one swap or one neighbouring key away joins two foods as "and"
    /// does ("lamington adn an iced coffee" was the coffee alone).
    @Test func aSlipOfAndJoinsAsAndDoes() {
        let slips = ["adn", "nad", "amd", "abd", "snd", "anf", "ahd", "anx", "asd"]
        forAllCases(120, seed: 0xADD) { (testCase: inout PropertyCase) in
            func pick(_ list: [String]) -> String { list[Int(testCase.random.next() % UInt64(list.count))] }
            let first = pick(Self.foods), second = pick(Self.foods), slip = pick(slips)
            let written = "\(first) \(slip) \(second)", meant = "\(first) and \(second)"
            testCase.check(reading(written) == reading(meant), "\(written): \(reading(written)) vs \(reading(meant))")
        }
        // Words one edit from "and" that are words of their own are no "and".
        #expect(!MealTextSplitter.isSlipOfAnd("any") && !MealTextSplitter.isSlipOfAnd("end") && !MealTextSplitter.isSlipOfAnd("ant"))
    }

    static let dishes = ["chicken biryani", "lasagna", "pad thai", "a burger", "fries", "2 slices of pizza", "butter chicken",
                         "a bowl of pho", "fried rice", "a burrito", "chicken tikka masala", "a cheeseburger"]

    /// "X from the restaurant" is X: where it was bought is no part of its name, never another
    /// food that holds "from restaurant" ("chicken biryani" was chicken nuggets).
    @Test func fromTheRestaurantIsNoPartOfTheName() throws {
        for dish in Self.dishes {
            for place in ["from the restaurant", "from a restaurant", "from the takeaway"] {
                let text = "\(dish) \(place)"
                #expect(reading(text) == reading(dish), "\(text): \(reading(text)) vs \(dish): \(reading(dish))")
            }
            // "takeaway" alone after a comma is no food.
            let takeaway = try parser.parse("\(dish), takeaway").ingredients
            #expect(!takeaway.contains { $0.flags.contains(.unmatched) }, "\(dish), takeaway")
        }
    }

    /// What a food was warmed in is no food: "leftover cottage pie reheated in the microwave"
    /// added 457 kcal of microwave popcorn.
    @Test func anApplianceAFoodWasWarmedInIsNoFood() {
        let notes = ["reheated in the microwave", "heated in the oven", "warmed on the stove", "in the air fryer",
                     "microwaved in the microwave", "done in the oven"]
        forAllCases(100, seed: 0x0FE7) { (testCase: inout PropertyCase) in
            let food = Self.foods[Int(testCase.random.next() % UInt64(Self.foods.count))]
            let note = notes[Int(testCase.random.next() % UInt64(notes.count))]
            let text = "\(food) \(note)"
            testCase.check(reading(text) == reading(food), "\(text): \(reading(text)) vs \(reading(food))")
        }
    }

    /// A count of a food the table weighs by the full item and its parts is of full items.
    @Test func aCountIsOfWholeItemsNotTheirPieces() throws {
        let items = try parser.parse("2 quesadillas").ingredients
        #expect(items.count == 1 && (items.first?.grams ?? 0) >= 200, "\(items.map { "\($0.grams ?? 0) g" })")
    }
}

/// How a diary sets off a meal's title, a drink's way of being taken, and a food served over another.
struct DiaryTitleAndNoteTests {
    let parser = OfflineRecipeParser(reading: .eaten)

    func reading(_ text: String) -> [String] {
        ((try? parser.parse(text).ingredients) ?? []).map { "\($0.foodId ?? "none") \($0.grams ?? 0)" }
    }

    /// Titles naming no food themselves (a title that does, "beans on toast: cheese", is kept).
    static let titles = ["my tea -", "the usual:", "day 3 -", "tonight:", "monday lunch -", "dinner tonight:"]
    static let parts = ["2 sausages", "bacon", "a fried egg", "beans", "toast", "roast chicken", "peas", "gravy", "rice",
                        "a banana", "porridge", "mushrooms"]

    /// "the usual: 2 sausages, …" read the title into the first part: a title naming no food,
    /// before a colon or a dash with its parts listed after it, is no food; the parts read as
    /// they do alone.
    @Test func aTitleBeforeItsListedPartsIsNoFood() {
        forAllCases(120, seed: 0x717E) { (testCase: inout PropertyCase) in
            let title = Self.titles[Int(testCase.random.next() % UInt64(Self.titles.count))]
            let count = 2 + Int(testCase.random.next() % 3)
            var chosen: [String] = []
            while chosen.count < count {
                let part = Self.parts[Int(testCase.random.next() % UInt64(Self.parts.count))]
                if !chosen.contains(part) { chosen.append(part) }
            }
            let list = chosen.dropLast().joined(separator: ", ") + " and " + chosen.last!
            testCase.check(reading("\(title) \(list)") == reading(list), "\(title) \(list): \(reading("\(title) \(list)")) vs \(reading(list))")
        }
        // A food whose amount or note follows keeps its name.
        #expect(reading("rice: 1 cup") == reading("1 cup rice"))
        #expect(reading("chicken - grilled, with rice") == reading("grilled chicken with rice"))
    }

    /// "coffee: black" was a Black Russian (670 kcal) and "coffee, black" added black beans: how
    /// a drink was taken, after a colon or a comma, is read before it.
    @Test func howADrinkWasTakenIsNoFood() {
        for drink in ["coffee", "a cup of coffee", "2 coffees", "a mug of tea", "tea"] {
            for note in ["black", "strong", "decaf", "no sugar"] {
                for mark in [", ", ": "] {
                    let text = drink + mark + note
                    let items = (try? parser.parse(text).ingredients) ?? []
                    #expect(items.count == 1 && items.allSatisfy { $0.calories < 40 }, "\(text): \(items.map { "\($0.foodDescription ?? "none") \($0.calories)" })")
                }
            }
        }
    }

    /// "mapo tofu over rice" was the rice alone: a food served over another is both, as with "on";
    /// eggs "over easy" are fried eggs.
    @Test func aFoodOverAnotherIsBoth() {
        for (top, base) in [("mapo tofu", "rice"), ("chili", "fries"), ("curry", "rice"), ("stew", "mashed potatoes"), ("gravy", "chips")] {
            let items = (try? parser.parse("\(top) over \(base)").ingredients) ?? []
            #expect(items.count == 2, "\(top) over \(base): \(items.map { $0.foodDescription ?? "none" })")
        }
        let eggs = (try? parser.parse("2 eggs over easy").ingredients) ?? []
        #expect(eggs.count == 1 && eggs.first?.foodDescription?.contains("fried") == true)
    }
}

/// The cases an attack on the rules above found them breaking (attack18), kept as they should read.
struct DiaryRuleEdgeTests {
    let parser = OfflineRecipeParser(reading: .eaten)
    let recipe = OfflineRecipeParser(reading: .bought)

    func items(_ text: String) -> [ParsedIngredient] { (try? parser.parse(text).ingredients) ?? [] }

    /// A food whose amount, kind or toppings follow its colon or dash is no title.
    @Test func aFoodBeforeItsAmountOrToppingsIsKept() {
        for (text, word) in [("steak: 8 oz, medium rare", "Steak"), ("steak: 200 g, medium rare", "Steak"),
                             ("Tuna melt - chips and salad", "Tuna"), ("breakfast burrito: eggs, sausage, cheese", "burrito"),
                             ("Beans on toast: cheese and brown sauce", "Beans"), ("Bangers and mash - onion gravy and peas", "Sausage"),
                             ("Greek Yogurt - Fage, 170 g", "Yogurt"), ("Rice - Jasmine, 1 cup cooked", "Rice"),
                             ("chicken - 200g, rice - 1 cup, broccoli", "Chicken"), ("pizza: pepperoni and mushroom", "Pizza"),
                             ("pasta: 100g dry, with pesto", "Pasta"), ("eggs: 2 large, fried in butter", "Egg")] {
            let read = items(text)
            #expect(read.contains { $0.foodDescription?.contains(word) == true && $0.calories > 0 }, "\(text): \(read.map { $0.foodDescription ?? "none" })")
        }
    }

    /// Moving "from the restaurant" before the food never loses an amount or a dish's joined name.
    @Test func theRestaurantNoteKeepsAmountsAndJoinedNames() {
        for (text, plain) in [("a dozen wings from the takeaway", "a dozen wings"), ("half a chicken from the takeaway", "half a chicken"),
                              ("two burgers from the restaurant", "two burgers"), ("sweet and sour chicken from the takeaway", "sweet and sour chicken"),
                              ("two slices of pizza from the takeaway", "two slices of pizza"), ("3 pieces egg salad from carryout", "3 pieces egg salad")] {
            let moved = items(text), alone = items(plain)
            #expect(moved.map(\.grams) == alone.map(\.grams), "\(text): \(moved.map { "\($0.foodDescription ?? "none") \($0.grams ?? 0)" })")
        }
    }

    /// Ice a drink is served over, and the rocks, are no food; ice cream is.
    @Test func iceADrinkIsServedOverIsNoFood() {
        for text in ["whiskey over ice", "vodka on the rocks", "iced coffee over ice"] {
            #expect(items(text).count == 1 && items(text).allSatisfy { $0.calories < 120 }, "\(text): \(items(text).map { $0.foodDescription ?? "none" })")
        }
        #expect(items("hot fudge over ice cream").reduce(0) { $0 + $1.calories } < 600)
    }

    /// A regional name inside a longer one does not take it over.
    @Test func aRegionalNameDoesNotTakeOverALongerOne() {
        for (text, unwanted) in [("bacon crumbles", "Crisp"), ("feta crumbles", "Crisp"), ("chicken galbi", "Beef"),
                                 ("chicken rogan josh", "Beef"), ("german potato salad", "egg"), ("chow mein noodles", "chop suey"),
                                 ("cuppa coffee", "Tea")] {
            #expect(!items(text).contains { $0.foodDescription?.contains(unwanted) == true }, "\(text): \(items(text).map { $0.foodDescription ?? "none" })")
        }
        #expect(items("4 quesadilla pieces").first.map { ($0.grams ?? 0) < 200 } == true)
        #expect(items("2 pieces of quesadilla").first.map { ($0.grams ?? 0) < 100 } == true)
    }

    /// A note that names a second ingredient with its amount keeps it: "2 eggs, fried in 2 tbsp butter".
    @Test func aNoteWithItsOwnAmountNamesASecondIngredient() throws {
        for (text, second) in [("2 eggs, fried in 2 tbsp butter", "Butter"), ("1 lb chicken, marinated in 1 cup yogurt", "Yogurt"),
                               ("3 eggs, beaten into 1/2 cup milk", "Milk")] {
            let read = try recipe.parse(text).ingredients
            #expect(read.count == 2 && read.last?.foodDescription?.contains(second) == true, "\(text): \(read.map { $0.foodDescription ?? "none" })")
        }
    }
}
