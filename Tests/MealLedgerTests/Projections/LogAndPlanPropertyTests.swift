import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// The design's correctness properties for the daily log, goals, search and the weekly plan.
@Suite struct LogAndPlanPropertyTests {
    @Test func aDaysTotalsAreTheSumsOfItsEntriesNotRemoved() throws {
        forAllCases(100, seed: 201) { testCase in
            let events = testCase.random.validJournal(events: 80)
            let (state, broken) = replayInMemory(events)
            testCase.check(broken.isEmpty, "\(broken)")
            var byEntry: [Identifier: (CalendarDate, Nutrients)] = [:]
            var removed = Set<Identifier>()
            for event in events {
                switch event.payload {
                case .foodLogged(let logged): byEntry[logged.entryId] = (logged.date, logged.nutrients)
                case .mealLogged(let logged): byEntry[logged.entryId] = (logged.date, logged.items.reduce(.zero) { $0 + $1.nutrients })
                case .entryRemoved(let gone): removed.insert(gone.entryId)
                default: break
                }
            }
            let read = eventReader(events)
            for date in Set(byEntry.values.map(\.0)) {
                var expected = Nutrients.zero
                for (id, (day, nutrients)) in byEntry where day == date && !removed.contains(id) { expected += nutrients }
                let report = try DayReport(date: date, state: state, readEvent: read)
                testCase.check(report.totals.isClose(to: expected), "\(date): \(report.totals) vs \(expected)")
                testCase.check(report.entries.allSatisfy { !removed.contains($0.entryId) }, "a removed entry is shown")
            }
        }
    }

    @Test func remainingIsGoalMinusEaten() {
        forAllCases(200, seed: 202) { testCase in
            let goals = GoalsSet(from: CalendarDate("2026-01-01")!, calories: testCase.random.maybe { $0.amount(max: 3000) },
                                 protein: testCase.random.maybe { $0.amount(max: 200) },
                                 carbohydrates: testCase.random.maybe { $0.amount(max: 300) },
                                 fats: testCase.random.maybe { $0.amount(max: 100) })
            let entries = (0..<Int.random(in: 0...6, using: &testCase.random)).map { index -> DayEntry in
                guard case .foodLogged(let logged) = testCase.random.payload(.foodLogged) else { fatalError() }
                return .food(logged, line: index + 2)
            }
            let report = DayReport(date: CalendarDate("2026-02-01")!, entries: entries, goalsSet: goals.isEmpty ? nil : goals)
            guard let remaining = report.remaining else {
                testCase.check(goals.isEmpty, "no remaining though goals are set")
                return
            }
            let eaten = report.totals
            testCase.check(remaining.calories == goals.calories.map { $0 - eaten.calories })
            testCase.check(remaining.protein == goals.protein.map { $0 - eaten.protein })
            testCase.check(remaining.carbohydrates == goals.carbohydrates.map { $0 - eaten.carbohydrates })
            testCase.check(remaining.fats == goals.fats.map { $0 - eaten.fats })
        }
    }

    @Test func theGoalsInForceAreTheLatestSetOnOrBeforeTheDay() {
        forAllCases(100, seed: 203) { testCase in
            let events = testCase.random.validJournal(events: 60)
            let (state, _) = replayInMemory(events)
            let day = testCase.random.date()
            var latest: GoalsSet?
            for event in events {
                guard case .goalsSet(let set) = event.payload, set.from <= day else { continue }
                if latest == nil || set.from >= latest!.from { latest = set }
            }
            let expected = latest.flatMap { $0.isEmpty ? nil : $0 }
            testCase.check(state.goals.goals(on: day) == expected, "\(day)")
        }
    }

    @Test func theSourceOfAFoodIsKept() throws {
        let folder = TemporaryDirectory()
        forAllCases(100, seed: 204) { testCase in
            var events = testCase.random.validJournal(events: 1)
            guard case .foodLogged(var logged) = testCase.random.payload(.foodLogged) else { return }
            logged.source = testCase.random.pick(FoodSource.allCases)
            events.append(Event(id: testCase.random.identifier(), at: testCase.random.instant(), device: "d", payload: .foodLogged(logged)))
            let path = folder.write("j-\(testCase.seed)", journalText(events))
            let file = try JournalFile.openForReading(path)
            let state = try Replay.run(file).state
            let report = try DayReport(date: logged.date, state: state) { try file.readEvent(at: $0) }
            guard case .food(let read, _)? = report.entries.first else {
                testCase.check(false, "entry missing")
                return
            }
            testCase.check(read.source == logged.source, "\(read.source) vs \(logged.source)")
        }
    }

    @Test func searchFindsExactlyTheMealsWhoseNameContainsTheQueryInLibraryOrder() {
        forAllCases(100, seed: 205) { testCase in
            let (state, _) = replayInMemory(testCase.random.validJournal(events: 60))
            let names = state.meals.activeMeals.map(\.definition.name)
            var query = "zzz-none"
            if let name = names.randomElement(using: &testCase.random), name.count > 1 {
                let characters = Array(name)
                let start = Int.random(in: 0..<characters.count - 1, using: &testCase.random)
                let end = Int.random(in: (start + 1)...characters.count, using: &testCase.random)
                query = String(characters[start..<end])
                query = testCase.random.chance(0.5) ? query.uppercased() : query.lowercased()
            }
            let report = MealsReport(library: state.meals, query: MealQuery(search: query))
            // Search ignores case, accents and the white space around the query (issue 19).
            let trimmed = query.trimmingCharacters(in: .whitespaces)
            let expected = state.meals.activeMeals.filter {
                trimmed.isEmpty || $0.definition.name.range(of: trimmed, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
            testCase.check(report.meals.map(\.definition.mealId) == expected.map(\.definition.mealId), "query '\(query)'")
        }
    }

    @Test func filtersKeepOnlyAndAllMatchingMeals() {
        forAllCases(100, seed: 206) { testCase in
            let (state, _) = replayInMemory(testCase.random.validJournal(events: 60))
            let proteins = ["chicken", "CHICKEN", "beef", "tofu", "salmon", nil]
            let carbs = ["rice", "Pasta", "potato", "bread", nil]
            let query = MealQuery(protein: testCase.random.pick(proteins), carb: testCase.random.pick(carbs),
                                  components: (0..<Int.random(in: 0...2, using: &testCase.random)).map { _ in
                                      testCase.random.pick(["broccoli", "Salsa", "cheese", "avocado"]) })
            let report = MealsReport(library: state.meals, query: query)
            let listed = Set(report.meals.map(\.definition.mealId))
            for record in state.meals.activeMeals {
                let meal = record.definition
                let proteinOK = query.protein.map { $0.lowercased() == meal.primaryProtein?.lowercased() } ?? true
                let carbOK = query.carb.map { $0.lowercased() == meal.primaryCarb?.lowercased() } ?? true
                let components = Set(meal.otherComponents.map { $0.lowercased() })
                let componentsOK = query.components.allSatisfy { components.contains($0.lowercased()) }
                let shouldMatch = proteinOK && carbOK && componentsOK
                testCase.check(listed.contains(meal.mealId) == shouldMatch, "\(meal.name) with \(query)")
            }
            testCase.check(report.meals.allSatisfy { !$0.isDeleted }, "a deleted meal is listed")
        }
    }

    @Test func weeksAreSevenConsecutiveDaysAndMoveByWholeWeeks() {
        forAllCases(200, seed: 207) { testCase in
            let date = testCase.random.date()
            let first = testCase.random.pick(Weekday.allCases)
            let weeks = Int.random(in: -60...60, using: &testCase.random)
            let report = WeekReport(containing: date, movedBy: weeks, firstWeekday: first, state: LedgerState())
            let home = WeekReport(containing: date, firstWeekday: first, state: LedgerState())
            testCase.check(report.days.count == 7)
            testCase.check(report.days.first?.weekday == first, "starts on \(String(describing: report.days.first?.weekday))")
            testCase.check(zip(report.days, report.days.dropFirst()).allSatisfy { $1.date.dayNumber == $0.date.dayNumber + 1 })
            testCase.check(home.days.contains { $0.date == date }, "the week does not hold \(date)")
            testCase.check(report.start.dayNumber - home.start.dayNumber == 7 * weeks, "moved by \(weeks)")
        }
    }

    @Test func aDayHoldsEveryMealAssignedToItAndUnassigningRemovesOnlyThatOne() {
        forAllCases(100, seed: 208) { testCase in
            let events = testCase.random.validJournal(events: 60)
            let (state, broken) = replayInMemory(events)
            testCase.check(broken.isEmpty, "\(broken)")
            var live: [Identifier: PlanAssigned] = [:]
            for event in events {
                if case .planAssigned(let assigned) = event.payload { live[assigned.assignmentId] = assigned }
                if case .planUnassigned(let gone) = event.payload { live[gone.assignmentId] = nil }
            }
            for date in Set(live.values.map(\.date)) {
                let week = WeekReport(containing: date, state: state)
                let shown = week.days.first { $0.date == date }!.meals.map(\.assignmentId)
                let expected = live.values.filter { $0.date == date }.map(\.assignmentId)
                testCase.check(Set(shown) == Set(expected) && shown.count == expected.count, "\(date)")
            }
            // Unassigning one leaves every other.
            guard let victim = live.values.randomElement(using: &testCase.random) else { return }
            var after = state
            after.apply(Event(id: testCase.random.identifier(), at: testCase.random.instant(), device: "d",
                              payload: .planUnassigned(PlanUnassigned(assignmentId: victim.assignmentId))),
                        line: events.count + 1, offset: 0)
            let before = state.plan.assignments(on: victim.date).map(\.assignmentId)
            let now = after.plan.assignments(on: victim.date).map(\.assignmentId)
            testCase.check(now == before.filter { $0 != victim.assignmentId }, "unassigning touched others")
        }
    }

    @Test func aDeletedMealStaysInThePlanAsAPlaceholderWithItsLastName() {
        forAllCases(100, seed: 209) { testCase in
            let meal = testCase.random.meal()
            let date = testCase.random.date()
            var renamed = meal
            renamed.name = "Renamed " + meal.name
            let assignment = testCase.random.identifier()
            let payloads: [EventPayload] = [
                .journalCreated(JournalCreated()), .mealCreated(MealCreated(meal: meal)),
                .planAssigned(PlanAssigned(assignmentId: assignment, mealId: meal.mealId, date: date)),
                .mealEdited(MealEdited(meal: renamed)), .mealDeleted(MealDeleted(mealId: meal.mealId)),
            ]
            let events = payloads.enumerated().map { Event(id: testCase.random.identifier(), at: Instant(millisecondsSinceEpoch: Int64($0.offset)), device: "d", payload: $0.element) }
            let (state, _) = replayInMemory(events)
            let day = WeekReport(containing: date, state: state).days.first { $0.date == date }!
            testCase.check(day.meals.count == 1 && day.meals[0].isDeleted && day.meals[0].name == renamed.name, "\(day.meals)")
            testCase.check(day.planned == .zero, "a deleted meal still counts")
        }
    }
}
