import Testing
import TestSupport
@testable import MealLedger

/// Spanish names a dish head first and what it is of after "de": "tacos de pescado" are fish
/// tacos (they were a tortilla soup, 842 kcal), "sopa de lentejas" lentil soup. The tables name
/// them the other way round, so the name is turned before it is searched; a name a table holds
/// as written ("pico de gallo", "dulce de leche") stays itself.
struct SpanishWordOrderTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    /// Every dish word with every filling the synonym list knows in Spanish reads as the same
    /// name in English order does.
    @Test func aSpanishNameReadsAsItsEnglishOrder() throws {
        let dishes = ["tacos", "tamales", "quesadillas", "burritos", "enchiladas", "sopa", "caldo", "tostadas", "tortas"]
        let fillings = ["pollo", "res", "pescado", "camarones", "puerco", "cerdo", "frijoles", "queso", "papas", "carne",
                        "verduras", "lentejas"]
        var differing: [String] = []
        for dish in dishes {
            for filling in fillings {
                let spanish = try eaten.parse("2 \(dish) de \(filling)").ingredients
                let english = try eaten.parse("2 \(filling) \(dish)").ingredients
                if spanish.map(\.foodId) != english.map(\.foodId) || spanish.map(\.grams) != english.map(\.grams) {
                    differing.append("\(dish) de \(filling): \(spanish.map { $0.foodDescription ?? "-" }) vs \(english.map { $0.foodDescription ?? "-" })")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count): \(differing.prefix(5))")
    }

    @Test func aNameTheTablesHoldAsWrittenStaysItself() throws {
        for (text, food) in [("pico de gallo", "Salsa, pico de gallo"), ("dulce de leche", "Dulce de leche"),
                             ("a bowl of sopa de fideo", "Sopa de Fideo Aguada, Mexican style noodle soup, home recipe"),
                             ("chili con carne", "Chili con carne, NS as to beans"),
                             // Held as typed though "sopa" is a respelling away from "soup" (the attack's case).
                             ("a bowl of sopa de arroz", "Sopa seca de arroz, home recipe, Mexican style")] {
            let item = try #require(try eaten.parse(text).ingredients.first)
            #expect(item.foodDescription == food, "\(text): \(item.foodDescription ?? "-")")
        }
    }

    @Test func aHeadTheTablesWriteAsFoodsJoinedIsNotTurned() throws {
        // "pozole" is the survey's "meat and corn hominy soup": turned, it was cut at its "and"
        // into a chicken meat loaf.
        let item = try #require(try eaten.parse("pozole de pollo").ingredients.first)
        #expect(item.foodDescription?.hasPrefix("Meat and corn hominy soup") == true, "\(item.foodDescription ?? "-")")
    }

    @Test func onlyTheNameBeforeAJoiningWordIsTurned() {
        #expect(EatenFoodSynonyms.headFirstReordered(["tacos", "de", "pescado", "with", "rice"])
                == ["pescado", "tacos", "with", "rice"])
        // "de-seeded": nothing before the connector; a connector last: nothing after it.
        #expect(EatenFoodSynonyms.headFirstReordered(["de", "seeded", "chillies"]) == ["de", "seeded", "chillies"])
        #expect(EatenFoodSynonyms.headFirstReordered(["tacos", "de"]) == ["tacos", "de"])
        #expect(EatenFoodSynonyms.headFirstReordered(["rice", "with", "caldo", "de", "res"]) == ["rice", "with", "caldo", "de", "res"])
        // A word after "de" the list does not know in Spanish: a name of its own (the attack's cases).
        for name in ["chile de arbol", "pao de queijo", "flor de calabaza", "tortilla de patatas", "creme de cassis",
                     "agua de horchata"] {
            let words = name.split(separator: " ").map(String.init)
            #expect(EatenFoodSynonyms.headFirstReordered(words) == words, "\(name)")
        }
    }
}
