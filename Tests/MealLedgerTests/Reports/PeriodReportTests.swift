import MealLedger
import Testing
import TestSupport

/// A period's report agrees with the day report of each of its days.
@Suite struct PeriodReportTests {
    @Test func perDayTotalsAreTheDayReportsAndTheAverageIsTheirMean() throws {
        forAllCases(100, seed: 18_100) { testCase in
            let events = testCase.random.validJournal(events: Int.random(in: 2...80, using: &testCase.random))
            let (state, _) = replayInMemory(events, checkingInvariants: false)
            let read = eventReader(events)
            let dates = state.log.dates
            let first = (dates.first ?? testCase.random.date()).adding(days: -Int.random(in: 0...3, using: &testCase.random))
            let last = (dates.last ?? first).adding(days: Int.random(in: 0...3, using: &testCase.random))
            guard let report = try? PeriodReport(from: first, to: last, state: state, readEvent: read) else {
                testCase.check(false, "the report threw")
                return
            }
            testCase.check(report.days.count == last.dayNumber - first.dayNumber + 1, "one row a day")
            var withEntries: [Nutrients] = []
            for day in report.days {
                guard let expected = try? DayReport(date: day.date, state: state, readEvent: read) else { continue }
                testCase.check(day.totals == expected.totals, "\(day.date): \(day.totals) ≠ \(expected.totals)")
                testCase.check(day.goals == expected.goals, "\(day.date): goals")
                testCase.check(day.entries == expected.entries.count, "\(day.date): entries")
                if let goals = expected.goals {
                    testCase.check(day.difference?.calories == goals.calories.map { expected.totals.calories - $0 },
                                   "\(day.date): difference is eaten − goal")
                } else {
                    testCase.check(day.difference == nil, "\(day.date): no goal, no difference")
                }
                if !expected.entries.isEmpty { withEntries.append(expected.totals) }
            }
            testCase.check(report.daysWithEntries == withEntries.count, "days with entries")
            let count = Double(max(withEntries.count, 1))
            let mean = Nutrients(calories: withEntries.map(\.calories).reduce(0, +) / count,
                                 protein: withEntries.map(\.protein).reduce(0, +) / count,
                                 carbohydrates: withEntries.map(\.carbohydrates).reduce(0, +) / count,
                                 fats: withEntries.map(\.fats).reduce(0, +) / count)
            testCase.check(report.average.isClose(to: mean, tolerance: 1e-9 * max(1, mean.calories)),
                           "average \(report.average) ≠ mean \(mean)")
            let split = report.energySplit
            let sum = split.protein + split.carbohydrates + split.fats
            testCase.check(sum == 0 || abs(sum - 100) < 1e-9, "the split adds up to 100 %, got \(sum)")
        }
    }

    func day(_ date: String, eaten: Double, goal: Double?, entries: Int = 1, protein: Double = 0,
             carbohydrates: Double = 0, fats: Double = 0) -> PeriodReport.Day {
        let totals = Nutrients(calories: eaten, protein: protein, carbohydrates: carbohydrates, fats: fats)
        return PeriodReport.Day(date: CalendarDate(date)!, totals: totals, goals: goal.map { Goals(calories: $0) },
                                difference: goal.map { Goals(calories: eaten - $0) }, entries: entries)
    }

    @Test func daysWithinTenPercentOfTheCalorieGoalAreCountedAmongDaysWithEntries() {
        let days = [day("2026-11-16", eaten: 2310, goal: 2100),   // +10 %: within
                    day("2026-11-17", eaten: 2311, goal: 2100),   // just over
                    day("2026-11-18", eaten: 1890, goal: 2100),   // −10 %: within
                    day("2026-11-19", eaten: 1000, goal: nil),    // no goal
                    day("2026-11-20", eaten: 0, goal: 2100, entries: 0)]  // nothing logged
        let report = PeriodReport(from: CalendarDate("2026-11-16")!, to: CalendarDate("2026-11-20")!, days: days)
        #expect(report.daysWithinGoal == 2)
        #expect(report.daysWithEntries == 4)
        let eaten: [Double] = [2310, 2311, 1890, 1000]
        #expect(report.average.calories == eaten.reduce(0, +) / 4)
    }

    @Test func theEnergySplitCountsFourNineAndFourKilocaloriesAGram() {
        let split = EnergySplit(Nutrients(calories: 0, protein: 25, carbohydrates: 50, fats: 100 / 9))
        #expect(abs(split.protein - 25) < 1e-12)
        #expect(abs(split.carbohydrates - 50) < 1e-12)
        #expect(abs(split.fats - 25) < 1e-12)
        #expect(EnergySplit(.zero) == EnergySplit(protein: 0, carbohydrates: 0, fats: 0))
    }
}
