import Foundation
import MealLedger
import Testing
import TestSupport

/// Seeded properties of the reply validator: valid replies come back exactly, each defect is
/// named by its field, and mutated replies of any shape give a value or an error, never a crash.
struct AIReplyValidatorPropertyTests {
    static let spellings: [AIRecipeUnit: [String]] = [
        .cup: ["cup", "cups", "Cup", "CUPS", "c"], .tbsp: ["tbsp", "Tbsp", "tablespoon", "tablespoons", "T"],
        .tsp: ["tsp", "teaspoons", "t", "tsp."], .oz: ["oz", "ounces", "Ounce"], .lb: ["lb", "lbs", "pounds"],
        .gram: ["g", "gram", "grams", "Grams", "gr"], .kg: ["kg", "kilograms", "kilo"],
        .piece: ["piece", "pieces", "pcs", "pc"], .serving: ["serving", "servings", "Serving"],
    ]
    static let names = ["Rolled oats", "Banana", "Crème fraîche", "\"quoted\" butter", "back\\slash salt", "日本米",
                        "🍕 dough", "Greek yogurt", "olive oil, extra virgin"]

    /// A valid recipe as the validator should return it, and the reply content saying it.
    static func validReply(_ random: inout SeededGenerator) -> (ValidatedAIRecipe, String) {
        var ingredients: [AIIngredient] = []
        var members: [JSONValue] = []
        for _ in 0..<Int.random(in: 1...AIReplyValidator.maximumIngredients, using: &random) {
            let unit = random.pick(AIRecipeUnit.allCases)
            let name = random.pick(names)
            var ingredient = AIIngredient(name: name, quantity: random.positiveAmount(max: 500), unit: unit,
                                          calories: random.positiveAmount(max: 2000))
            var fields: [(key: String, value: JSONValue)] = [
                ("name", .string(random.chance(0.2) ? "  \(name) " : name)), ("quantity", .number(ingredient.quantity)),
                ("unit", .string(random.pick(spellings[unit]!))), ("calories", .number(ingredient.calories)),
            ]
            for flag in AIIngredient.Flag.allCases {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: ingredient.flags.append(flag)
                case 1: ingredient.flags.append(flag); fields.append((flag.field, .null))
                default:
                    let grams = random.amount(max: 200)
                    fields.append((flag.field, .number(grams)))
                    switch flag {
                    case .missingProtein: ingredient.protein = grams
                    case .missingCarbohydrates: ingredient.carbohydrates = grams
                    case .missingFats: ingredient.fats = grams
                    }
                }
            }
            ingredients.append(ingredient)
            members.append(.object(fields))
        }
        let confidence: Double? = random.chance(0.85) ? Double.random(in: 0...1, using: &random) : nil
        var object: [(key: String, value: JSONValue)] = [("ingredients", .array(members))]
        if let confidence { object.append(("confidence", .number(confidence))) }
        var writer = JSONWriter()
        writer.write(.object(object))
        var content = writer.text
        switch Int.random(in: 0..<4, using: &random) {
        case 0: content = "```json\n\(content)\n```"
        case 1: content = "```\n\(content)```\n"
        default: break
        }
        var warnings = ingredients.enumerated().flatMap { index, ingredient in
            ingredient.flags.map { "'ingredients[\(index)].\($0.field)' is missing; counted as 0" }
        }
        if let confidence, confidence < 0.7 {
            warnings.append("confidence \(CanonicalNumber.text(confidence)) is below 0.7; review the ingredients")
        } else if confidence == nil {
            warnings.append("the service gave no confidence; review the ingredients")
        }
        return (ValidatedAIRecipe(ingredients: ingredients, confidence: confidence, warnings: warnings), content)
    }

    @Test func everyValidReplyComesBackExactly() {
        forAllCases(200) { testCase in
            let (expected, content) = Self.validReply(&testCase.random)
            let result = AIReplyValidator.validate(content: content)
            testCase.check(result == .success(expected), "\(content) gave \(result)")
            let enveloped = AIReplyValidator.validate(responseBody: AIReplyFixtures.envelope(content))
            testCase.check(enveloped == .success(expected), "enveloped \(content) gave \(enveloped)")
        }
    }

    @Test func eachDefectIsAnErrorNamingItsField() {
        forAllCases(200, seed: 0xDEFEC7) { testCase in
            let (valid, _) = Self.validReply(&testCase.random)
            let index = Int.random(in: 0..<valid.ingredients.count, using: &testCase.random)
            var items: [JSONValue] = valid.ingredients.map { ingredient in
                var fields: [(key: String, value: JSONValue)] = [
                    ("name", .string(ingredient.name)), ("quantity", .number(ingredient.quantity)),
                    ("unit", .string(ingredient.unit.rawValue)), ("calories", .number(ingredient.calories)),
                ]
                if let protein = ingredient.protein { fields.append(("protein", .number(protein))) }
                return .object(fields)
            }
            let defects: [(String, JSONValue)] = [
                ("name", .string("")), ("name", .number(3)), ("quantity", .number(0)), ("quantity", .number(-2)),
                ("quantity", .number(1e12)), ("unit", .string("handful")), ("unit", .string("ml")),
                ("calories", .number(0)), ("calories", .string("200")), ("protein", .number(-1)),
                ("fats", .number(1e9)), ("carbohydrates", .bool(true)),
            ]
            let (key, bad) = testCase.random.pick(defects)
            guard case var .object(fields) = items[index] else { return }
            fields.removeAll { $0.key == key }
            fields.append((key, bad))
            items[index] = .object(fields)
            var writer = JSONWriter()
            writer.write(.object([("ingredients", .array(items)), ("confidence", .number(0.9))]))
            let result = AIReplyValidator.validate(content: writer.text)
            testCase.check(AIReplyFixtures.fieldsAtFault(result) == ["ingredients[\(index)].\(key)"],
                           "\(writer.text) gave \(result)")
        }
    }

    @Test func mutatedRepliesGiveAValueWithinTheRulesOrAnError() {
        let alphabet = Array("{}[]\":,0123456789.-eE+ \n\\u`tnulfasrjo".utf8) + [0x00, 0x1B, 0xC3, 0xFF]
        var successes = 0
        forAllCases(400, seed: 0xF022) { testCase in
            let (_, content) = Self.validReply(&testCase.random)
            var bytes = Array((testCase.random.chance(0.5) ? AIReplyFixtures.envelope(content) : content).utf8)
            for _ in 0..<Int.random(in: 1...4, using: &testCase.random) {
                guard !bytes.isEmpty else { break }
                let position = Int.random(in: 0..<bytes.count, using: &testCase.random)
                switch Int.random(in: 0..<6, using: &testCase.random) {
                case 0: bytes.remove(at: position)
                case 1: bytes.insert(testCase.random.pick(alphabet), at: position)
                case 2: bytes[position] = testCase.random.pick(alphabet)
                case 3: bytes.removeSubrange(position...)
                case 4:
                    let end = min(bytes.count, position + Int.random(in: 1...40, using: &testCase.random))
                    bytes.insert(contentsOf: bytes[position..<end], at: position)
                default: bytes.insert(contentsOf: Array("1e400".utf8), at: position)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            for result in [AIReplyValidator.validate(content: text), AIReplyValidator.validate(responseBody: text)] {
                switch result {
                case let .success(recipe):
                    successes += 1
                    testCase.check(Self.keepsTheRules(recipe), "\(text) gave \(recipe)")
                case let .failure(error):
                    testCase.check(!error.description.isEmpty, "\(text) gave an empty error")
                    testCase.check(!error.description.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
                                   "error with control characters: \(error) from \(text)")
                }
            }
        }
        // Mutations that keep a reply valid exist (a digit changed), so some must pass:
        // a validator that refused everything would fail here.
        #expect(successes > 0)
    }

    /// SPEC 7's rules, checked on a validated recipe.
    static func keepsTheRules(_ recipe: ValidatedAIRecipe) -> Bool {
        (1...20).contains(recipe.ingredients.count)
            && recipe.confidence.map { (0...1).contains($0) } ?? true
            && recipe.ingredients.allSatisfy { item in
                !item.name.isEmpty && item.name == item.name.trimmingCharacters(in: .whitespacesAndNewlines)
                    && !item.name.unicodeScalars.contains { $0.properties.generalCategory == .control }
                    && item.quantity > 0 && item.quantity.isFinite && item.calories > 0 && item.calories.isFinite
                    && [item.protein, item.carbohydrates, item.fats].allSatisfy { $0.map { $0 >= 0 && $0.isFinite } ?? true }
                    && item.flags == AIIngredient.Flag.allCases.filter { flag in
                        switch flag {
                        case .missingProtein: item.protein == nil
                        case .missingCarbohydrates: item.carbohydrates == nil
                        case .missingFats: item.fats == nil
                        }
                    }
            }
    }
}
