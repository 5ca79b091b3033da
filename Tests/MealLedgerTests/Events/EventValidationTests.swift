import Testing
@testable import MealLedger

@Suite struct EventValidationTests {
    static let valid = #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-000000000002","date":"2026-11-20","name":"Apple","calories":95,"source":"manual"}}"#

    static func replacing(_ old: String, _ new: String) -> String {
        valid.replacingOccurrences(old, new)
    }

    @Test func theValidLineDecodes() throws {
        _ = try Event(line: Self.valid)
    }

    @Test(arguments: [
        (replacing(#""calories":95"#, #""calories":-5"#), "'calories' must be a non-negative number, got '-5'"),
        (replacing(#""calories":95"#, #""calories":"95""#), #"'calories' must be a non-negative number, got "95""#),
        (replacing(#","calories":95"#, ""), "'calories' is required"),
        (replacing(#""name":"Apple""#, #""name":"  ""#), "'name' must not be empty"),
        (replacing(#""source":"manual""#, #""source":"guess""#), "'source' must be one of manual, database, ai, got 'guess'"),
        (replacing(#""date":"2026-11-20""#, #""date":"2026-02-30""#), "'date' must be a real date YYYY-MM-DD, got '2026-02-30'"),
        (replacing(#""name":"Apple""#, #""name":"Apple","name":"Pear""#), "'name' appears twice"),
        (replacing(#""id":"0193a000-0000-7000-8000-000000000001""#, #""id":"0193A000-0000-7000-8000-000000000001""#), "'id' must be a lowercase UUID"),
        (replacing(#""type":"food.logged","data":{"#, #""type":"food.eaten","data":["#), "unexpected"),
        (replacing(#""type":"food.logged""#, #""type":"""#), "'type' must not be empty"),
        (replacing(#""at":"2026-11-20T12:00:00.000Z""#, #""at":"2026-11-20 12:00""#), "'at' must be a UTC instant"),
        (replacing(#""calories":95"#, #""calories":1e999"#), "out of range"),
        (replacing(#""device":"laptop""#, #""device":"laptop","extra":1"#), "'extra' is not a known field"),
        (replacing(#","data":{"#, #","data":[],"x":{"#), "'data' must be an object"),
    ])
    func refusesBrokenFieldsNamingThem(line: String, fragment: String) {
        do {
            _ = try Event(line: line)
            Issue.record("accepted \(line)")
        } catch {
            #expect(error.description.contains(fragment), "\(error.description)")
        }
    }

    @Test func requiresPositiveServingsAndQuantities() {
        let meal = #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"d","type":"meal.created","data":{"mealId":"0193a000-0000-7000-8000-000000000002","name":"Bowl","servings":0,"ingredients":[]}}"#
        #expect(throws: EventDecodingError.field(FieldError(field: "servings", problem: "must be a positive number, got '0'"))) {
            try Event(line: meal)
        }
        let ingredient = meal.replacingOccurrences(#""servings":0,"ingredients":[]"#,
            #""servings":1,"ingredients":[{"name":"Rice","quantity":0,"unit":"g","calories":1,"source":"manual"}]"#)
        #expect(throws: EventDecodingError.field(FieldError(field: "ingredients[0].quantity", problem: "must be a positive number, got '0'"))) {
            try Event(line: ingredient)
        }
    }
}

extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
