import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// The `nutrients` object in the journal (SPEC 14, evolved as SPEC 8 says): canonical, read the
/// same on the fast and the general path, absent unknown and zero known, a key outside the
/// vocabulary refused on append and kept (with a warning) on reading.
@Suite struct NutrientJournalTests {
    static let id = Identifier("0193a000-0000-7000-8000-000000000001")!
    static let entry = Identifier("0193a000-0000-7000-8000-000000000002")!
    static let at = Instant("2026-11-20T12:00:00.000Z")!

    static func event(_ payload: EventPayload) -> Event {
        Event(id: id, at: at, device: "laptop", payload: payload)
    }

    static func decodeBothWays(_ line: String) throws -> (fast: Event?, general: Event) {
        var copy = line
        let fast = copy.withUTF8 { CanonicalLineDecoder.decode($0) }
        let general = try Self.general(copy)
        return (fast, general)
    }

    /// The strict general parser alone, as the fast path steps aside: a line in another key order.
    static func general(_ line: String) throws -> Event {
        let value = try JSONParser.parse(line)
        let event = try Event(json: value)
        return event
    }

    @Test func aLoggedFoodsNutrientsComeRightAfterFatsInVocabularyOrderWithKnownZerosKept() throws {
        var values = NutrientValues()
        values[.sodium] = 72
        values[.fiber] = 0
        values[.vitaminB12] = 1.5
        let logged = FoodLogged(entryId: Self.entry, date: CalendarDate("2026-11-20")!, name: "Yogurt", calories: 118,
                                fats: 0.78, quantity: 200, unit: "g", source: .database, foodId: "01256",
                                nutrientValues: values)
        let line = Self.event(.foodLogged(logged)).canonicalLine
        #expect(line == #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-000000000002","date":"2026-11-20","name":"Yogurt","calories":118,"fats":0.78,"nutrients":{"fiber":0,"sodium":72,"vitaminB12":1.5},"quantity":200,"unit":"g","source":"database","foodId":"01256"}}"#)
        let (fast, general) = try Self.decodeBothWays(line)
        #expect(fast == Self.event(.foodLogged(logged)))
        #expect(general == Self.event(.foodLogged(logged)))
        guard case .foodLogged(let read)? = fast?.payload else { return }
        #expect(read.nutrientValues[.fiber] == 0)     // a known zero
        #expect(read.nutrientValues[.sugars] == nil)  // absent: unknown, never zero
    }

    @Test func aFoodWithNoNutrientWritesNoNutrientsObject() {
        let logged = FoodLogged(entryId: Self.entry, date: CalendarDate("2026-11-20")!, name: "Apple", calories: 95)
        #expect(!Self.event(.foodLogged(logged)).canonicalLine.contains("nutrients"))
    }

    @Test func ingredientsItemsAndGoalLimitsReadTheSameOnBothPaths() throws {
        var values = NutrientValues()
        values[.fiber] = 3.1
        values[.alcohol] = 0
        let ingredient = Ingredient(name: "Oats", quantity: 80, unit: "g", calories: 303.2, protein: 10.5,
                                    source: .database, foodId: "08120", nutrientValues: values)
        let meal = MealDefinition(mealId: Self.entry, name: "Oats", servings: 2, ingredients: [ingredient])
        let logged = MealLogged(entryId: Self.id, date: CalendarDate("2026-11-20")!, mealId: Self.entry, mealName: "Oats",
                                servings: 1, items: meal.items(forServings: 1))
        var minimums = NutrientValues()
        minimums[.fiber] = 30
        var maximums = NutrientValues()
        maximums[.sodium] = 2300
        let goals = GoalsSet(from: CalendarDate("2026-11-01")!, calories: 2000, minimums: minimums, maximums: maximums)
        for payload in [EventPayload.mealCreated(MealCreated(meal: meal)), .mealLogged(logged), .goalsSet(goals)] {
            let event = Self.event(payload)
            let (fast, general) = try Self.decodeBothWays(event.canonicalLine)
            #expect(fast == event, "\(event.canonicalLine)")
            #expect(general == event)
        }
        #expect(Self.event(.goalsSet(goals)).canonicalLine.hasSuffix(#""data":{"from":"2026-11-01","calories":2000,"minimums":{"fiber":30},"maximums":{"sodium":2300}}}"#))
        // A logged meal's items are the ingredients scaled like calories: ½ of 3.1 g.
        #expect(logged.items[0].nutrientValues[.fiber] == 1.55)
        #expect(logged.items[0].nutrientValues[.alcohol] == 0)
        // Snapshots keep goals as their data object, read by the same decoder.
        var writer = JSONWriter()
        writer.object { goals.writeMembers(to: &$0) }
        #expect(writer.bytes.withUnsafeBufferPointer { CanonicalLineDecoder.decodeGoalsSet($0) } == goals)
    }

    @Test func aKeyOutsideTheVocabularyIsRefusedOnAppendButAReaderKeepsTheLineAndNamesIt() throws {
        let line = #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-000000000002","date":"2026-11-20","name":"Fish oil","calories":9,"nutrients":{"fiber":0,"omega3":1},"source":"manual"}}"#
        // What a command is given: refused, naming the key.
        let json = try JSONParser.parse(line)
        #expect(throws: FieldError(field: "nutrients.omega3",
                                   problem: "is not a nutrient of the vocabulary (\(NutrientValues.keyList))")) {
            try Event(json: json)
        }
        // What a journal holds (a newer release's nutrient): kept byte for byte, the key ignored.
        let event = try Event(line: line)
        #expect(event.keptLine?.unknownFields == ["nutrients.omega3"])
        #expect(event.canonicalLine == line)
        guard case .foodLogged(let logged) = event.payload else { return }
        #expect(logged.calories == 9)
        #expect(logged.nutrientValues == NutrientValues([0]))
    }

    @Test(arguments: [#""nutrients":{"fiber":-1}"#, #""nutrients":{"fiber":"3"}"#, #""nutrients":[1]"#,
                      #""nutrients":{"fiber":2e9}"#])
    func aNutrientThatIsNoNonNegativeFigureIsDamage(_ member: String) throws {
        let line = #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-000000000002","date":"2026-11-20","name":"X","calories":9,"#
            + member + #","source":"manual"}}"#
        #expect(throws: EventDecodingError.self) { try Event(line: line) }
    }

    @Test func keysOutOfOrderOrAnEmptyObjectAreReadByTheGeneralPathAndNotCanonical() throws {
        let line = #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-000000000002","date":"2026-11-20","name":"X","calories":9,"nutrients":{"sodium":1,"fiber":2},"source":"manual"}}"#
        let (fast, general) = try Self.decodeBothWays(line)
        #expect(fast == nil)
        guard case .foodLogged(let logged) = general.payload else { return }
        #expect(logged.nutrientValues[.fiber] == 2 && logged.nutrientValues[.sodium] == 1)
        #expect(general.canonicalLine != line)  // written back in vocabulary order
    }

    @Test func correctionsScaleNutrientsLikeCaloriesAndKeepUnknownsUnknown() {
        var values = NutrientValues()
        values[.fiber] = 3
        values[.sodium] = 0.333
        let food = FoodLogged(entryId: Self.entry, date: CalendarDate("2026-11-20")!, name: "Oats", calories: 150,
                              quantity: 40, unit: "g", nutrientValues: values)
        let fixed = food.corrected(by: 1.5, entryId: Self.id, quantity: 60, unit: "g")
        #expect(fixed.nutrientValues[.fiber] == 4.5)
        #expect(fixed.nutrientValues[.sodium] == 0.4995)
        #expect(fixed.nutrientValues[.sugars] == nil)
        let meal = MealLogged(entryId: Self.entry, date: CalendarDate("2026-11-20")!, mealId: Self.id, mealName: "M",
                              servings: 2, items: [FoodItem(name: "a", calories: 10, nutrientValues: values)])
        let half = meal.corrected(toServings: 1, entryId: Self.id)
        #expect(half.items[0].nutrientValues[.fiber] == 1.5)
        #expect(half.items[0].nutrientValues[.sodium] == 0.1665)
        let ingredient = Ingredient(name: "a", quantity: 1, unit: "cup", calories: 10, nutrientValues: values)
        #expect(ingredient.scaled(by: 3).nutrientValues[.fiber] == 9)
    }
}
