import Testing
@testable import MealLedger

/// The reply validator: SPEC section 7's rules, one at a time.
struct AIReplyValidatorTests {
    @Test func aGoodReplyGivesItsIngredientsConfidenceAndNoWarnings() throws {
        let recipe = try AIReplyValidator.validate(responseBody: AIReplyFixtures.envelope(AIReplyFixtures.goodContent)).get()
        #expect(recipe.ingredients == AIReplyFixtures.goodIngredients)
        #expect(recipe.confidence == 0.86)
        #expect(recipe.warnings.isEmpty)
        #expect(!recipe.needsReview)
        #expect(recipe.totals == Nutrients(calories: 412, protein: 12, carbohydrates: 81.8, fats: 5.7))
        #expect(recipe.ingredients[0].ingredient == Ingredient(
            name: "Rolled oats", quantity: 1, unit: "cup", calories: 307, protein: 10.7, carbohydrates: 54.8,
            fats: 5.3, source: .ai))
    }

    @Test(arguments: [
        "```json\n\(AIReplyFixtures.goodContent)\n```",
        "```\n\(AIReplyFixtures.goodContent)\n```",
        "  ```JSON\n\(AIReplyFixtures.goodContent)```  \n",
        "```json \(AIReplyFixtures.goodContent) ```",
        "```json\n\(AIReplyFixtures.goodContent)",
    ])
    func markdownCodeFencesAreStripped(content: String) throws {
        let recipe = try AIReplyValidator.validate(content: content).get()
        #expect(recipe.ingredients == AIReplyFixtures.goodIngredients)
        #expect(recipe.warnings.isEmpty)
    }

    @Test func textAroundTheJSONIsDroppedWithAWarning() throws {
        let content = "Sure! Here is the JSON:\n\(AIReplyFixtures.goodContent)\nEnjoy your meal."
        let recipe = try AIReplyValidator.validate(content: content).get()
        #expect(recipe.ingredients == AIReplyFixtures.goodIngredients)
        #expect(recipe.warnings == ["the reply held text around the JSON; only the JSON was read"])
    }

    @Test func missingMacrosAreFlaggedNotFatal() throws {
        let content = """
            {"ingredients":[{"name":"Egg","quantity":2,"unit":"pieces","calories":143,"protein":12.6},\
            {"name":"Butter","quantity":1,"unit":"Tbsp","calories":102,"protein":null,"carbohydrates":0,"fats":11.5}],\
            "confidence":0.9}
            """
        let recipe = try AIReplyValidator.validate(content: content).get()
        #expect(recipe.ingredients[0].flags == [.missingCarbohydrates, .missingFats])
        #expect(recipe.ingredients[0].carbohydrates == nil)
        #expect(recipe.ingredients[1].flags == [.missingProtein])
        #expect(recipe.ingredients[1].unit == .tbsp)
        #expect(recipe.warnings == [
            "'ingredients[0].carbohydrates' is missing; counted as 0",
            "'ingredients[0].fats' is missing; counted as 0",
            "'ingredients[1].protein' is missing; counted as 0",
        ])
        #expect(recipe.needsReview)
        #expect(recipe.totals.fats == 11.5)
    }

    @Test(arguments: [
        ("cups", AIRecipeUnit.cup), ("Tbsp", .tbsp), ("tablespoons", .tbsp), ("tsp.", .tsp), ("ounces", .oz),
        ("lbs", .lb), ("g", .gram), ("grams", .gram), ("Gram", .gram), ("kg", .kg), ("kilograms", .kg),
        ("pcs", .piece), ("Pieces", .piece), ("servings", .serving), (" SERVING ", .serving),
    ])
    func unitSpellingsAreNormalized(spelling: String, unit: AIRecipeUnit) {
        #expect(AIRecipeUnit(normalizing: spelling) == unit)
    }

    @Test func anUnknownUnitIsAnErrorNamingTheIngredientAndTheValue() {
        let content = """
            {"ingredients":[{"name":"Flour","quantity":2,"unit":"cup","calories":910},\
            {"name":"Milk","quantity":250,"unit":"ml","calories":150},\
            {"name":"Salt","quantity":1,"unit":"pinch","calories":1}],"confidence":0.8}
            """
        let result = AIReplyValidator.validate(content: content)
        #expect(AIReplyFixtures.fieldsAtFault(result) == ["ingredients[1].unit", "ingredients[2].unit"])
        guard case let .failure(error) = result else { return }
        #expect(error.description == "the reply's recipe is not valid: 'ingredients[1].unit' must be one of "
            + "cup, tbsp, tsp, oz, lb, gram, kg, piece, serving, got 'ml'; 'ingredients[2].unit' must be one of "
            + "cup, tbsp, tsp, oz, lb, gram, kg, piece, serving, got 'pinch'")
    }

    @Test(arguments: [
        (#"{"ingredients":[],"confidence":0.5}"#, "ingredients"),
        (#"{"confidence":0.5}"#, "ingredients"),
        (#"{"ingredients":{},"confidence":0.5}"#, "ingredients"),
        (#"{"ingredients":[{"name":" ","quantity":1,"unit":"cup","calories":1}]}"#, "ingredients[0].name"),
        (#"{"ingredients":[{"quantity":1,"unit":"cup","calories":1}]}"#, "ingredients[0].name"),
        (#"{"ingredients":[{"name":"a\u001b[31m","quantity":1,"unit":"cup","calories":1}]}"#, "ingredients[0].name"),
        (#"{"ingredients":[{"name":"a","quantity":0,"unit":"cup","calories":1}]}"#, "ingredients[0].quantity"),
        (#"{"ingredients":[{"name":"a","quantity":"2","unit":"cup","calories":1}]}"#, "ingredients[0].quantity"),
        (#"{"ingredients":[{"name":"a","quantity":1e300,"unit":"cup","calories":1}]}"#, "ingredients[0].quantity"),
        (#"{"ingredients":[{"name":"a","quantity":1,"unit":"cup","calories":0}]}"#, "ingredients[0].calories"),
        (#"{"ingredients":[{"name":"a","quantity":1,"unit":"cup","calories":-5}]}"#, "ingredients[0].calories"),
        (#"{"ingredients":[{"name":"a","quantity":1,"unit":"cup"}]}"#, "ingredients[0].calories"),
        (#"{"ingredients":[{"name":"a","quantity":1,"unit":"cup","calories":1,"fats":-1}]}"#, "ingredients[0].fats"),
        (#"{"ingredients":[{"name":"a","quantity":1,"unit":"cup","calories":1,"protein":"lots"}]}"#, "ingredients[0].protein"),
        (#"{"ingredients":[{"name":"a","quantity":1,"unit":"cup","calories":1,"protein":99999}]}"#, "ingredients[0].protein"),
        (#"{"ingredients":[{"name":"a","quantity":1,"unit":7,"calories":1}]}"#, "ingredients[0].unit"),
        (#"{"ingredients":["flour"]}"#, "ingredients[0]"),
        (#"{"ingredients":[{"name":"a","quantity":1,"unit":"cup","calories":1}],"confidence":1.5}"#, "confidence"),
        (#"{"ingredients":[{"name":"a","quantity":1,"unit":"cup","calories":1}],"confidence":-0.1}"#, "confidence"),
        (#"{"ingredients":[{"name":"a","quantity":1,"unit":"cup","calories":1}],"confidence":"high"}"#, "confidence"),
        (#"{"ingredients":[{"name":"a","name":"b","quantity":1,"unit":"cup","calories":1}]}"#, "ingredients[0].name"),
    ])
    func eachRuleNamesTheFieldItBreaks(content: String, field: String) {
        #expect(AIReplyFixtures.fieldsAtFault(AIReplyValidator.validate(content: content)) == [field])
    }

    @Test func twentyIngredientsPassAndTwentyOneDoNot() throws {
        let one = #"{"name":"Rice","quantity":1,"unit":"cup","calories":200,"protein":4,"carbohydrates":45,"fats":0.4}"#
        let twenty = "{\"ingredients\":[" + Array(repeating: one, count: 20).joined(separator: ",") + "],\"confidence\":1}"
        #expect(try AIReplyValidator.validate(content: twenty).get().ingredients.count == 20)
        let more = "{\"ingredients\":[" + Array(repeating: one, count: 21).joined(separator: ",") + "],\"confidence\":1}"
        let result = AIReplyValidator.validate(content: more)
        #expect(AIReplyFixtures.fieldsAtFault(result) == ["ingredients"])
        #expect("\(result)".contains("must hold 1 to 20 ingredients, got 21"))
    }

    @Test func lowOrMissingConfidenceAsksForReview() throws {
        let low = try AIReplyValidator.validate(content: #"{"ingredients":[{"name":"a","quantity":1,"unit":"g","calories":1,"protein":0,"carbohydrates":0,"fats":0}],"confidence":0.55}"#).get()
        #expect(low.warnings == ["confidence 0.55 is below 0.7; review the ingredients"])
        #expect(low.needsReview)
        let missing = try AIReplyValidator.validate(content: #"{"ingredients":[{"name":"a","quantity":1,"unit":"g","calories":1,"protein":0,"carbohydrates":0,"fats":0}]}"#).get()
        #expect(missing.confidence == nil)
        #expect(missing.warnings == ["the service gave no confidence; review the ingredients"])
        let exact = try AIReplyValidator.validate(content: #"{"ingredients":[{"name":"a","quantity":1,"unit":"g","calories":1,"protein":0,"carbohydrates":0,"fats":0}],"confidence":0.7}"#).get()
        #expect(exact.warnings.isEmpty)
        #expect(!exact.needsReview)
    }

    @Test func namesAreTrimmed() throws {
        let recipe = try AIReplyValidator.validate(content: #"{"ingredients":[{"name":"  Crème fraîche ","quantity":2,"unit":"tbsp","calories":100}],"confidence":0.9}"#).get()
        #expect(recipe.ingredients[0].name == "Crème fraîche")
    }

    @Test func garbageEnvelopesAreErrorsThatSayWhatIsMissing() {
        func error(_ body: String) -> AIReplyError? {
            if case let .failure(error) = AIReplyValidator.validate(responseBody: body) { return error }
            return nil
        }
        #expect(error("<html>Bad gateway</html>").map { if case .notJSON = $0 { true } else { false } } == true)
        #expect(error("") .map { if case .notJSON = $0 { true } else { false } } == true)
        #expect(error(#"{"id":"x"}"#) == .noContent(reason: "'choices' is missing"))
        #expect(error(#"{"choices":[]}"#) == .noContent(reason: "'choices' is empty"))
        #expect(error(#"[1,2]"#) == .noContent(reason: "expected a JSON object, got an array"))
        #expect(error(#"{"choices":[{"message":{"content":null,"refusal":"I can't help with that."}}]}"#)
            == .refusal(message: "I can't help with that."))
        #expect(error(#"{"choices":[{"message":{"role":"assistant"}}]}"#)
            == .noContent(reason: "'choices[0].message.content' is missing"))
        #expect(error(#"{"choices":[{"message":{"content":42}}]}"#)
            == .noContent(reason: "'choices[0].message.content' must be a string, got 42"))
        #expect(error(#"{"error":{"message":"model 'x' not found","type":"invalid_request_error"}}"#)
            == .serviceError(message: "model 'x' not found"))
        guard case let .contentNotJSON(_, cutShort)? = error(AIReplyFixtures.envelope("I think it is about 400 kcal."))
        else { Issue.record("prose content should not parse"); return }
        #expect(!cutShort)
        guard case let .contentNotJSON(_, cutShort)? = error(AIReplyFixtures.envelope(#"{"ingredients":[{"name":"Ri"#,
                                                                                         finishReason: "length"))
        else { Issue.record("a truncated content should not parse"); return }
        #expect(cutShort)
    }

    @Test func quotedValuesAreEscapedAndShortened() {
        let unit = "\u{1b}[2J" + String(repeating: "x", count: 100)
        let result = AIReplyValidator.validate(content: "{\"ingredients\":[{\"name\":\"a\",\"quantity\":1,\"unit\":\"\\u001b[2J"
            + String(repeating: "x", count: 100) + "\",\"calories\":1}]}")
        guard case let .failure(error) = result else { Issue.record("expected an error"); return }
        #expect(!error.description.contains("\u{1b}"))
        #expect(error.description.contains("got '\\u{1b}[2J"))
        #expect(!error.description.contains(unit))
    }
}
