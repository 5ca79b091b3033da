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

    /// "X from the restaurant" is the restaurant's X: the food "restaurant X" reads as, never
    /// another that holds "from restaurant" ("chicken biryani" was chicken nuggets).
    @Test func fromTheRestaurantSaysWhichVariantNotWhichFood() throws {
        for dish in Self.dishes {
            for place in ["from the restaurant", "from a restaurant", "from the takeaway"] {
                let text = "\(dish) \(place)"
                let words = dish.split(separator: " ").map(String.init)
                let at = words.firstIndex { Double($0) == nil && UnitTable.unit($0) == nil && !["a", "of"].contains($0) } ?? 0
                let before = (words[..<at] + ["restaurant"] + words[at...]).joined(separator: " ")
                #expect(reading(text) == reading(before), "\(text): \(reading(text)) vs \(before): \(reading(before))")
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

    static let titles = ["full english:", "sunday roast -", "big breakfast:", "my tea -", "fry up:", "the usual:", "brunch plate -",
                         "post gym:", "mum's special -"]
    static let parts = ["2 sausages", "bacon", "a fried egg", "beans", "toast", "roast chicken", "peas", "gravy", "rice",
                        "a banana", "porridge", "mushrooms"]

    /// "full english: 2 sausages, …" was an English-muffin sausage sandwich: a title before a
    /// colon or a dash, its parts listed after it, is no food; the parts read as they do alone.
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
