import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// How the survey names a mixed dish's variant is no word a person says: "Beef stew with
/// potatoes and vegetables including carrots, broccoli, and/or dark-green leafy; gravy" is beef
/// stew (it was "Beef, stew meat"), "Lamb or mutton stew with …" lamb stew (it was raw lamb cubes
/// for stew, as bought).
@Suite struct VariantNoteTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    @Test func aStewIsTheSurveysStew() throws {
        for (text, prefix) in [("beef stew", "Beef stew with potatoes and vegetables"), ("lamb stew", "Lamb or mutton stew"),
                               ("100 g lamb stew", "Lamb or mutton stew"), ("chicken stew", "Chicken or turkey stew")] {
            let item = try #require(try eaten.parse(text).ingredients.first)
            #expect(item.foodDescription?.hasPrefix(prefix) == true, "\(text) → \(item.foodDescription ?? "none")")
        }
    }

    /// Property: a phrase of a name's own words fits the name with its variant note as it fits
    /// the name with another, shorter note in its place, for every FNDDS mixed dish that has
    /// one: no word of a note costs.
    @Test func aVariantNoteCostsNothing() throws {
        let note = " (including|excluding) carrots,? broccoli,? and(/or)? dark- ?green leafy"
        let noted = FoodDatabase.embedded.foods.filter { $0.table == .fndds && $0.description.range(of: note, options: .regularExpression) != nil }
        #expect(noted.count > 100)
        forAllCases(150, seed: 0x7A41A) { testCase in
            let description = testCase.random.pick(noted).description
            let clause = try #require(description.range(of: note, options: .regularExpression))
            // Another, shorter note in its place, its part kept apart: the same fit if no word of a
            // note is found or costs.
            let without = description.replacingCharacters(in: clause, with: " excluding potatoes,")
            let nameWords = FoodSearchIndex.words(in: String(description[..<clause.lowerBound]))
            var words: [String] = []
            for _ in 0..<(1 + Int(testCase.random.next() % 3)) { words.append(testCase.random.pick(nameWords)) }
            let stems = Set(words.map(FoodSearchIndex.stem))
            let withNote = AsEatenMatcher.fit(segments: AsEatenMatcher.segments(of: description), words: words, stems: stems)
            let withoutNote = AsEatenMatcher.fit(segments: AsEatenMatcher.segments(of: without), words: words, stems: stems)
            #expect(abs(withNote - withoutNote) < 1e-9, "\(words) in '\(description)': \(withNote) vs \(withoutNote); seed \(testCase.seed)")
        }
    }

    /// A regional style the phrase did not say costs more than a sauce: "beef stew" is not the
    /// Puerto Rican one (220 kcal per 100 g against 79).
    @Test func anUnsaidRegionalStyleIsAFartherVariant() throws {
        // (attack28: "beef stew with vegetables" was the Puerto Rican stew, 734 kcal.)
        for text in ["beef stew", "beef stew with vegetables", "beef stew with potatoes", "beef and vegetable stew"] {
            let item = try #require(try eaten.parse(text).ingredients.first)
            #expect(item.foodDescription?.contains("Puerto Rican") == false, "\(text) → \(item.foodDescription ?? "none")")
        }
        // A stew said with what the survey's stew holds is that stew, once.
        let stew = try eaten.parse("chicken stew with potatoes").ingredients
        #expect(stew.count == 1, "\(stew.map { $0.foodDescription ?? "none" })")
        let said = try #require(try eaten.parse("puerto rican beef stew").ingredients.first)
        #expect(said.foodDescription?.contains("Puerto Rican") == true, "\(said.foodDescription ?? "none")")
    }

    /// What a name says a dish is served with costs as a later part does only when the phrase
    /// said the noun before the name's "with": "vegetable fried rice" is no "Roll with meat and/or
    /// shrimp, vegetables and rice paper"; a name listing its foods ("Chicken or turkey, potatoes,
    /// and vegetables") costs each unsaid food as its first part does.
    @Test func servedWithAndListedFoodsCostAsTheNameSays() throws {
        let rice = try #require(try eaten.parse("100 g vegetable fried rice").ingredients.first)
        #expect(rice.foodDescription?.hasPrefix("Rice, fried") == true, "\(rice.foodDescription ?? "none")")
        let said = ["beef", "stew"].map(FoodSearchIndex.stem)
        #expect(AsEatenMatcher.servedWithStart(AsEatenMatcher.segments(of: "Beef stew with potatoes"), phrase: said + ["irish"]) == 2)
        #expect(AsEatenMatcher.servedWithStart(AsEatenMatcher.segments(of: "Roll with beef, stew"), phrase: said) == nil)
        // A sauce served with is another variant: "Fish and rice with cream sauce" is no "fish and rice".
        #expect(AsEatenMatcher.servedWithStart(AsEatenMatcher.segments(of: "Beef stew with gravy"), phrase: said) == nil)
        #expect(AsEatenMatcher.listNameEnd(AsEatenMatcher.segments(of: "Chicken or turkey, potatoes, and vegetables; gravy")) == 2)
        #expect(AsEatenMatcher.listNameEnd(AsEatenMatcher.segments(
            of: "Beef and vegetables including carrots, broccoli, and/or dark-green leafy; gravy")) == 0)
        let items = try eaten.parse("chicken with vegetables").ingredients
        #expect(items.count == 2, "\(items.map { $0.foodDescription ?? "none" })")
    }

    /// Two plain foods stay two where a dish holds them only with a sauce or food no one said, or
    /// names one of them in its variant note (attack27: "ham with carrots" was "Ham or pork,
    /// noodles and vegetables excluding carrots …", "fish and rice" "Fish and rice with cream
    /// sauce", "fried rice and egg rolls" a rice-paper roll).
    @Test func twoPlainFoodsAreNoDishOfAnUnsaidSauceOrNote() throws {
        for text in ["ham with carrots", "ham and carrots", "ham with cheese", "pork and broccoli", "fish and rice",
                     "tuna and rice", "sausage with noodles", "fried rice and egg rolls"] {
            let items = try eaten.parse(text).ingredients
            #expect(items.count == 2, "\(text) → \(items.map { $0.foodDescription ?? "none" })")
        }
        let note = try #require(AsEatenMatcher.variantNote(in: AsEatenMatcher.segments(
            of: "Pork with vegetable excluding carrots, broccoli and/or dark-green leafy; soup, Asian Style")))
        #expect(note.contains(0, 3) && note.contains(1, 5) && !note.contains(1, 6) && !note.contains(0, 2), "\(note.start) \(note.end)")
    }
}
