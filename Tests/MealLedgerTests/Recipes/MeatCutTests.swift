import Foundation
import Testing
@testable import MealLedger
import TestSupport

/// Cuts of meat and fish as a recipe buys them: the animal named first and the cut later in
/// SR28's name ("Lamb, domestic, shoulder, arm"), weighed with their fat, and a fillet or a
/// breast counted as the half SR28 weighs.
struct MeatCutTests {
    let bought = OfflineRecipeParser(reading: .bought)

    static let meatGroups: Set<String> = ["Beef Products", "Lamb, Veal, and Game Products", "Pork Products", "Poultry Products",
                                          "Finfish and Shellfish Products"]

    /// SR28 names whose first part is one word (the animal or food) and a later part, the third
    /// or fourth, is one plain word that names no food alone (the cut or part), with the name
    /// a cook writes for it: "lamb shoulder", "duck breast".
    static let cutNames: [(name: String, first: String, cut: String)] = {
        let preparation: Set<String> = ["raw", "cooked", "frozen", "fresh", "canned", "dried", "boneless", "whole", "roasted",
                                        "braised", "broiled", "choice", "select", "prime", "imported", "domestic", "wild", "farmed"]
        var seen = Set<String>()
        var names: [(String, String, String)] = []
        for food in FoodDatabase.embedded.foods where food.table == .sr28 && meatGroups.contains(food.group) {
            let parts = food.description.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count >= 4, parts[0].allSatisfy(\.isLetter), parts[0].count >= 3 else { continue }
            for cut in parts[2...3] where cut.count >= 4 && cut.allSatisfy(\.isLetter) && !preparation.contains(cut) && !cut.hasSuffix("ed") {
                // A cut named in the first two parts of some food is no later part's name only.
                if seen.insert(parts[0] + " " + cut).inserted { names.append(("\(parts[0]) \(cut)", parts[0], cut)) }
            }
        }
        return names.sorted { $0.0 < $1.0 }
    }()

    /// Each such name, weighed, reads as a food of that animal holding the cut's word.
    @Test func aCutNamedLaterInTheNameIsFound() throws {
        var right = 0
        var wrong: [String] = []
        for (name, first, cut) in Self.cutNames {
            let items = try bought.parse("500 g \(name)").ingredients
            let description = items.first?.foodDescription?.lowercased() ?? "-"
            if items.count == 1, description.hasPrefix(first), description.contains(cut) { right += 1 } else { wrong.append("\(name) → \(description)") }
        }
        print("cuts named later in SR28's name found: \(right) of \(Self.cutNames.count); not: \(wrong.prefix(12))")
        #expect(Double(right) >= 0.8 * Double(Self.cutNames.count), "\(right) of \(Self.cutNames.count): \(wrong.prefix(30))")
        let duck = try bought.parse("2 duck breasts").ingredients
        #expect(duck.first?.foodDescription?.hasPrefix("Duck") == true, "\(duck.map(\.foodDescription))")
    }

    /// A cut as bought is weighed with its fat, unless the line says lean.
    @Test func aCutIsBoughtWithItsFat() throws {
        for name in ["lamb shoulder", "veal shoulder", "lamb leg", "leg of lamb", "lamb chops", "pork shoulder"] {
            let description = try bought.parse("1 kg \(name)").ingredients.first?.foodDescription ?? "-"
            #expect(!description.contains("lean only"), "\(name): \(description)")
        }
    }

    /// SR28 weighs a large fish's fillet and a bird's breast as a half: one counted is that half;
    /// every other measure a half of is two of it.
    @Test func aFilletOrABreastIsTheHalfSR28Weighs() {
        var halves = 0
        for food in FoodDatabase.embedded.foods where food.table == .sr28 {
            for measure in food.measures where measure.amount == 0.5 {
                if IngredientWeigher.halvedCounts.contains(measure.unit) {
                    halves += 1
                    #expect(abs(IngredientWeigher.gramsPerCount(measure) - measure.grams) < 0.001, "\(food.description): \(measure.description)")
                } else {
                    #expect(abs(IngredientWeigher.gramsPerCount(measure) - 2 * measure.grams) < 0.001, "\(food.description): \(measure.description)")
                }
            }
        }
        #expect(halves >= 40)
    }

    @Test func aSalmonFilletAndASausageLink() throws {
        let salmon = try bought.parse("1 salmon fillet").ingredients
        #expect(salmon.count == 1 && (150...250).contains(salmon[0].grams ?? 0), "\(salmon.map(\.grams))")
        let chorizo = try bought.parse("2 chorizo links, casing removed").ingredients
        #expect(chorizo.count == 1 && chorizo[0].foodDescription?.hasPrefix("Chorizo") == true && (chorizo[0].grams ?? 0) <= 150,
                "\(chorizo.map { ($0.unit, $0.foodDescription, $0.grams) })")
        let chicken = try bought.parse("1 chicken breast, bone and skin removed").ingredients
        #expect(chicken.count == 1, "\(chicken.map(\.foodDescription))")
    }
}

/// A count portion named by more of the phrase's words than any other is the one meant: "a big
/// mac" is "1 McDonald's Big Mac", not the "Mac Jr" listed first.
struct PortionNamedByWordsTests {
    @Test func aPortionNamedByThePhrasesWordsIsChosen() throws {
        var asked = 0, right = 0
        var wrong: [String] = []
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            let counts = food.measures.filter { !IngredientWeigher.nonCountUnits.contains($0.unit) && !EatenPortion.isVolume($0) }
            guard counts.count >= 2 else { continue }
            for portion in counts {
                let named = EatenPortion.words(of: portion).filter { $0.count >= 3 && $0.allSatisfy(\.isLetter) }
                guard named.count >= 2 else { continue }
                let others = counts.filter { $0.description != portion.description }
                // Only a portion whose words no other portion shares as many of.
                guard others.allSatisfy({ Set(EatenPortion.words(of: $0)).intersection(named).count < named.count }) else { continue }
                asked += 1
                let chosen = EatenPortion.countPortion(food, nouns: named, size: nil)
                if chosen?.description == portion.description { right += 1 } else { wrong.append("\(food.description): \(named) → \(chosen?.description ?? "-")") }
            }
        }
        print("portions named by two or more of the phrase's words chosen: \(right) of \(asked); not: \(wrong.prefix(10))")
        #expect(asked >= 50)
        // The rest are snack sizes and "thin" or "thick" slices, which other rules choose.
        #expect(Double(right) >= 0.85 * Double(asked), "\(right) of \(asked): \(wrong.prefix(20))")
        let bigMac = try OfflineRecipeParser(reading: .eaten).parse("a big mac").ingredients
        #expect(bigMac.first?.grams == 205, "\(bigMac.map(\.grams))")
    }
}
