import Foundation
import Testing
@testable import MealLedger
import TestSupport

/// A weighed ingredient list's way of naming, read as a recipe line (as bought): the food first,
/// its kind after, how it was cooked last, with no comma ("rice jasmine steamed", "pork loin
/// roasted", "cheese feta"). The same food as the cook's order ("steamed jasmine rice").
struct WeighedListOrderTests {
    let bought = OfflineRecipeParser(reading: .bought)

    func food(_ text: String) -> String? {
        (try? bought.parse(text).ingredients).flatMap { $0.count == 1 ? $0[0].foodId : nil }
    }

    /// Every survey name "Food, kind" of one plain word each, written "food kind" and weighed,
    /// reads as "kind food" does, most of the time; and with a cooking word after it, as with
    /// that word before.
    @Test func theFoodFirstReadsAsTheCooksOrder() {
        let names = CommaNamedKindTests.tableWayNames
        var asked = 0, same = 0, cookedSame = 0
        var differ: [String] = []
        forAllCases(150, seed: 0x0_4DE2) { testCase in
            let (name, kind) = testCase.random.pick(names)
            let cooking = testCase.random.pick(["roasted", "grilled", "steamed", "baked", "boiled"])
            guard let natural = food("100 g \(kind) \(name)") else { return }
            asked += 1
            let written = food("100 g \(name) \(kind)")
            if written == natural { same += 1 } else { differ.append("\(name) \(kind)") }
            if food("100 g \(name) \(kind) \(cooking)") == food("100 g \(cooking) \(kind) \(name)") { cookedSame += 1 }
        }
        print("food-first names read as the cook's order: \(same) of \(asked), with a cooking word after: \(cookedSame); differ: \(differ.prefix(12))")
        #expect(Double(same) >= 0.75 * Double(asked), "\(same) of \(asked): \(differ.prefix(30))")
        #expect(Double(cookedSame) >= 0.6 * Double(asked), "\(cookedSame) of \(asked)")
    }

    @Test func aCookingWordLastIsNoHead() throws {
        for (text, want) in [("100 g Pork loin roasted", "Pork"), ("100 g Onions red pickled", "Onions"), ("100 g Rice jasmine steamed", "Rice"),
                             ("100 g Beans green steamed", "Beans"), ("100 g Squash butternut roasted", "Squash")] {
            let items = try bought.parse(text).ingredients
            #expect(items.count == 1 && items[0].foodDescription?.hasPrefix(want) == true, "\(text): \(items.map(\.foodDescription))")
        }
        // A food that holds the words but is named first by another is not kept as written.
        for (text, want) in [("100 g Peppers red roasted", "Peppers"), ("100 g Berries mixed", "")] {
            let found = try bought.parse(text).ingredients.first?.foodDescription ?? "-"
            #expect(!found.contains("PREGO") && !found.contains("Bar") && found.hasPrefix(want), "\(text): \(found)")
        }
        // Cooked when the weighed list says so with no comma; a note after a comma is what the recipe does.
        #expect(try bought.parse("100 g Pork loin roasted").ingredients.first?.foodDescription?.contains("cooked") == true)
        #expect(try bought.parse("8 oz spaghetti, cooked").ingredients.first?.foodDescription?.contains("dry") == true)
    }
}

/// A class named alone in the plural is the table's unspecified member as in the singular:
/// "100 g cookies" is "Cookie, NFS", as "100 g cookie" is, not fortune cookies.
struct PluralClassTests {
    @Test func aPluralClassIsItsUnspecifiedMember() throws {
        let bought = OfflineRecipeParser(reading: .bought)
        var asked = 0, same = 0
        var differ: [String] = []
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            let parts = food.description.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[1] == "NFS", !parts[0].contains(" "), parts[0].count >= 3,
                  parts[0].allSatisfy(\.isLetter), !parts[0].lowercased().hasSuffix("s") else { continue }
            let word = parts[0].lowercased()
            guard let singular = try? bought.parse("100 g \(word)").ingredients.first, singular.foodId == food.id else { continue }
            asked += 1
            let plural = try bought.parse("100 g \(word)s").ingredients.first
            if plural?.foodId == food.id { same += 1 } else { differ.append("\(word)s → \(plural?.foodDescription ?? "-")") }
        }
        print("plural classes read as the singular's unspecified member: \(same) of \(asked); differ: \(differ.prefix(10))")
        #expect(asked >= 10)
        #expect(Double(same) >= 0.8 * Double(asked), "\(same) of \(asked): \(differ)")
        #expect(try bought.parse("100 g cookies").ingredients.first?.foodDescription == "Cookie, NFS")
    }
}
