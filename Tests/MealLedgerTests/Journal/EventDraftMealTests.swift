import MealLedger
import Testing
import TestSupport

/// A meal draft's built parts (ingredients from foods, recipes, drafts or entries, a draft's
/// fields) are typed values that the finished event carries as they are (issue 30, SPEC 17).
@Suite struct EventDraftMealTests {
    let stamp = EventStamp(clock: SteppingClock(), ids: CountingIdentifierSource(), device: "test")
    let today = CalendarDate(year: 2026, month: 11, day: 20)!

    static let rice = Ingredient(name: " Rice, white, cooked ", quantity: 1, unit: "cup ", calories: 205.4, protein: 4.25,
                                 carbohydrates: 44.5, fats: 0.44, source: .database, foodId: "20045")

    static func meal(_ event: Event) -> MealDefinition? {
        switch event.payload {
        case .mealCreated(let created): return created.meal
        case .mealEdited(let edited): return edited.meal
        default: return nil
        }
    }

    @Test func builtIngredientsFollowTheGivenOnesAsTheyAreTrimmed() throws {
        var draft = EventDraft(type: .mealCreated, data: [
            ("name", .string("Bowl")),
            ("ingredients", .array([.object([("name", .string(" Egg ")), ("quantity", .number(1)), ("unit", .string("egg")),
                                             ("calories", .number(72))])])),
        ])
        draft.builtIngredients = [Self.rice]
        draft.mealFields = EventDraft.MealFields(primaryProtein: " egg ", primaryCarb: "rice")
        let meal = try #require(Self.meal(try draft.complete(in: LedgerState(), stamp: stamp, today: today)))
        var trimmed = Self.rice
        trimmed.name = "Rice, white, cooked"
        trimmed.unit = "cup"
        #expect(meal.ingredients == [Ingredient(name: "Egg", quantity: 1, unit: "egg", calories: 72), trimmed])
        #expect(meal.primaryProtein == "egg" && meal.primaryCarb == "rice" && meal.servings == 1 && meal.name == "Bowl")
    }

    @Test func givenFieldsWinOverADraftsAndADraftsOverTheMealsOwn() throws {
        var state = LedgerState()
        var created = EventDraft(type: .mealCreated, data: [("name", .string("Toast")), ("notes", .string("weekday"))])
        created.builtIngredients = [Self.rice]
        created.mealFields = EventDraft.MealFields(servings: 2, otherComponents: ["jam"])
        let first = try created.complete(in: state, stamp: stamp, today: today)
        state.apply(first, line: 2, offset: 0)
        #expect(Self.meal(first)?.servings == 2 && Self.meal(first)?.otherComponents == ["jam"])

        var edit = EventDraft(type: .mealEdited, data: [("mealId", .string("toast")), ("servings", .number(3))])
        edit.mealFields = EventDraft.MealFields(name: " Toast for two ", servings: 4)
        edit.ingredientSteps = [.addBuilt(Self.rice), .remove("1")]
        let meal = try #require(Self.meal(try edit.complete(in: state, stamp: stamp, today: today)))
        #expect(meal.name == "Toast for two" && meal.servings == 3 && meal.notes == "weekday" && meal.otherComponents == ["jam"])
        #expect(meal.ingredients.count == 1 && meal.ingredients[0].foodId == "20045" && meal.ingredients[0].name == "Rice, white, cooked")
    }

    @Test func aBadGivenFieldIsNamedAtItsPlaceAfterBuiltOnes() throws {
        var draft = EventDraft(type: .mealEdited, data: [("mealId", .string("x"))])
        draft.builtIngredients = [Self.rice]
        var state = LedgerState()
        let created = stamp.event(.mealCreated(MealCreated(meal: MealDefinition(mealId: stamp.newIdentifier(), name: "X"))))
        state.apply(created, line: 2, offset: 0)
        draft.ingredientSteps = [.add(.object([("name", .string("Corn")), ("quantity", .number(-1)), ("unit", .string("g")),
                                              ("calories", .number(1))]))]
        #expect(throws: FieldError.self) { try draft.complete(in: state, stamp: stamp, today: today) }
        do {
            _ = try draft.complete(in: state, stamp: stamp, today: today)
        } catch {
            #expect(error.field == "ingredients[1].quantity")
        }
    }
}
