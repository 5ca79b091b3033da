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
        #expect(lazy.map(\.food) == eager.map(\.food), "the foods found come whole, measures included")
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

    @Test func findingFirstLettersGivesTheLinesAByteByByteScanGives() {
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { [$0] } + (UInt8(ascii: "0")...UInt8(ascii: "9")).map { [$0] }
        let words = ["chicken", "breast", "kelloggs", "kellogg's", "jalape\u{F1}o", "\u{E9}", "oz", "s", "Chicken", "'s", "x-y",
                     "babyfood", "cheese", "tomat", "ric", "whol", "100"].map { Array($0.utf8) }
        var sets: [[[UInt8]]] = letters.map { [$0] } + words.map { [$0] }
        sets += [[Array("chicken".utf8), Array("breast".utf8)], [Array("olive".utf8), Array("oil".utf8), Array("e".utf8)], [[]]]
        for prefixes in sets {
            let fast = EmbeddedFoodLines.positions(withWordPrefixes: prefixes)
            let scanned = EmbeddedFoodLines.positionsByScanning(withWordPrefixes: prefixes)
            #expect(fast == scanned, "\(prefixes.map { String(decoding: $0, as: UTF8.self) })")
        }
        #expect(EmbeddedFoodLines.positions(withWordPrefixes: [Array("chicken".utf8)]).count > 300)
    }
}
