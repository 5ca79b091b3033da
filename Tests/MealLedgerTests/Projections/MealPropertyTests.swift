import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// The design's correctness properties for custom meals, each over generated data.
@Suite struct MealPropertyTests {
    @Test func aMealsTotalsAreTheSumsOfItsIngredients() {
        forAllCases(200, seed: 101) { testCase in
            let meal = testCase.random.meal()
            var expected = Nutrients.zero
            for ingredient in meal.ingredients {
                expected.calories += ingredient.calories
                expected.protein += ingredient.protein ?? 0
                expected.carbohydrates += ingredient.carbohydrates ?? 0
                expected.fats += ingredient.fats ?? 0
            }
            testCase.check(meal.totals == expected, "\(meal.totals) vs \(expected)")
        }
    }

    @Test func perServingTimesServingsIsTheTotal() {
        forAllCases(200, seed: 102) { testCase in
            let meal = testCase.random.meal()
            testCase.check(meal.perServing.scaled(by: meal.servings).isClose(to: meal.totals),
                           "\(meal.perServing) × \(meal.servings) vs \(meal.totals)")
        }
    }

    @Test func aMealRoundTripsThroughTheJournalFile() throws {
        let folder = TemporaryDirectory()
        forAllCases(100, seed: 103) { testCase in
            let events = testCase.random.validJournal(events: 2)
                + [Event(id: testCase.random.identifier(), at: testCase.random.instant(), device: "d",
                         payload: .mealCreated(MealCreated(meal: testCase.random.meal())))]
            guard case .mealCreated(let created) = events.last!.payload else { return }
            let path = folder.write("journal-\(testCase.seed)", journalText(events))
            let result = try Replay.run(try JournalFile.openForReading(path))
            testCase.check(result.findings.isEmpty, "\(result.findings)")
            testCase.check(result.state.meals[created.meal.mealId]?.definition == created.meal, "the meal changed")
        }
    }

    @Test func theLibraryListsMealsByLastUseNewestFirst() {
        forAllCases(100, seed: 104) { testCase in
            let events = testCase.random.validJournal(events: 60)
            let (state, broken) = replayInMemory(events)
            testCase.check(broken.isEmpty, "\(broken)")
            // lastUsedAt, worked out independently: the latest create, edit or log of the meal.
            var lastUse: [Identifier: Instant] = [:]
            for event in events {
                switch event.payload {
                case .mealCreated(let created): lastUse[created.meal.mealId] = max(lastUse[created.meal.mealId] ?? event.at, event.at)
                case .mealEdited(let edited): lastUse[edited.meal.mealId] = max(lastUse[edited.meal.mealId] ?? event.at, event.at)
                case .mealLogged(let logged): lastUse[logged.mealId] = max(lastUse[logged.mealId] ?? event.at, event.at)
                default: break
                }
            }
            let listed = state.meals.activeMeals
            for record in listed {
                testCase.check(record.lastUsedAt == lastUse[record.definition.mealId], "lastUsedAt of \(record.definition.name)")
            }
            testCase.check(zip(listed, listed.dropFirst()).allSatisfy { $0.lastUsedAt >= $1.lastUsedAt }, "not newest first")
        }
    }

    @Test func deletingAMealRemovesItAndItsIngredientsAndNothingElse() {
        forAllCases(100, seed: 105) { testCase in
            let events = testCase.random.validJournal(events: 50)
            let (state, _) = replayInMemory(events)
            guard let victim = state.meals.activeMeals.first else { return }
            var after = state
            let delete = Event(id: testCase.random.identifier(), at: testCase.random.instant(), device: "d",
                               payload: .mealDeleted(MealDeleted(mealId: victim.definition.mealId)))
            testCase.check(after.record(delete, line: events.count + 1, offset: 0).isEmpty)
            let before = state.meals.activeMeals.map(\.definition)
            let remaining = after.meals.activeMeals.map(\.definition)
            testCase.check(remaining == before.filter { $0.mealId != victim.definition.mealId }, "other meals changed")
            testCase.check(!remaining.contains { $0.mealId == victim.definition.mealId }, "still listed")
            testCase.check(after.log == state.log && after.plan == state.plan && after.goals == state.goals,
                           "deleting a meal touched the log, the plan or the goals")
        }
    }

    @Test func editingOrDeletingAMealNeverChangesWhatWasLogged() throws {
        forAllCases(100, seed: 106) { testCase in
            let events = testCase.random.validJournal(events: 80)
            let read = eventReader(events)
            var daysBefore: [CalendarDate: Nutrients] = [:]
            func totals(_ state: LedgerState) throws -> [CalendarDate: Nutrients] {
                var result: [CalendarDate: Nutrients] = [:]
                for date in state.log.dates { result[date] = try DayReport(date: date, state: state, readEvent: read).totals }
                return result
            }
            var failure: Error?
            _ = replayInMemory(events) { _, event, state in
                do {
                    let now = try totals(state)
                    switch event.payload {
                    case .mealEdited, .mealDeleted:
                        testCase.check(now == daysBefore, "\(event.type.rawValue) changed a day")
                    default:
                        break
                    }
                    daysBefore = now
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        }
    }

    @Test func loggingAMealOfNIngredientsGivesNItems() throws {
        forAllCases(100, seed: 107) { testCase in
            let meal = testCase.random.meal()
            let stamp = EventStamp(clock: SteppingClock(), ids: CountingIdentifierSource(), device: "d")
            var state = LedgerState()
            state.apply(stamp.event(.journalCreated(JournalCreated())), line: 1, offset: 0)
            state.apply(stamp.event(.mealCreated(MealCreated(meal: meal))), line: 2, offset: 0)
            let servings = testCase.random.servings(max: 5)
            let draft = EventDraft(type: .mealLogged, data: [("mealId", .string(meal.mealId.description)),
                                                             ("servings", .number(servings))])
            let event = try draft.complete(in: state, stamp: stamp, today: CalendarDate("2026-11-20")!)
            guard case .mealLogged(let logged) = event.payload else { return }
            testCase.check(logged.items.count == meal.ingredients.count, "\(logged.items.count) items")
            testCase.check(logged.items.map(\.name) == meal.ingredients.map(\.name))
        }
    }

    @Test func itemsScaleInProportionToServingsAndLoggingLeavesTheMealAlone() {
        forAllCases(200, seed: 108) { testCase in
            let meal = testCase.random.meal()
            let servings = testCase.random.servings(max: 6)
            let factor = servings / meal.servings
            let items = meal.items(forServings: servings)
            for (item, ingredient) in zip(items, meal.ingredients) {
                let expected = ingredient.nutrients.scaled(by: factor)
                // Scaled values are rounded to 4 decimals in the journal: off by at most 0.00005.
                func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 5e-5 + 1e-12 * abs(b) }
                testCase.check(close(item.calories, expected.calories) && close(item.protein ?? 0, expected.protein)
                                   && close(item.carbohydrates ?? 0, expected.carbohydrates) && close(item.fats ?? 0, expected.fats),
                               "\(item.nutrients) vs \(expected)")
                testCase.check((item.protein == nil) == (ingredient.protein == nil), "a missing macro became present")
            }
            let (state, _) = replayInMemory([
                Event(id: testCase.random.identifier(), at: Instant(millisecondsSinceEpoch: 1), device: "d", payload: .journalCreated(JournalCreated())),
                Event(id: testCase.random.identifier(), at: Instant(millisecondsSinceEpoch: 2), device: "d", payload: .mealCreated(MealCreated(meal: meal))),
                Event(id: testCase.random.identifier(), at: Instant(millisecondsSinceEpoch: 3), device: "d",
                      payload: .mealLogged(MealLogged(entryId: testCase.random.identifier(), date: testCase.random.date(),
                                                      mealId: meal.mealId, mealName: meal.name, servings: servings, items: items))),
            ])
            testCase.check(state.meals[meal.mealId]?.definition == meal, "logging changed the meal")
        }
    }

    @Test func itemsWithoutMacrosCountAsZero() {
        forAllCases(100, seed: 109) { testCase in
            let calories = testCase.random.amount()
            let item = FoodItem(name: "legacy", calories: calories)
            testCase.check(item.nutrients == Nutrients(calories: calories), "\(item.nutrients)")
            let logged = MealLogged(entryId: testCase.random.identifier(), date: testCase.random.date(),
                                    mealId: testCase.random.identifier(), mealName: "old", servings: 1, items: [item, item])
            testCase.check(logged.nutrients == Nutrients(calories: calories * 2))
        }
    }
}
