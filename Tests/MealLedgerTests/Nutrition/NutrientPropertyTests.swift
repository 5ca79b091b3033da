import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// The suite's properties, extended to the vocabulary's nutrients: day totals are the sums
/// of the entries, report averages the mean of day totals over days with entries, every
/// event reads back the same on both paths, and export → import keeps every value.
@Suite struct NutrientPropertyTests {
    @Test func aDaysNutrientTotalsAreTheSumsOfItsEntriesAndCountTheEntriesThatDidNotSay() throws {
        forAllCases(100, seed: 27_001) { testCase in
            let events = testCase.random.validJournal(events: 80)
            let (state, _) = replayInMemory(events, checkingInvariants: false)
            var byEntry: [Identifier: (CalendarDate, [NutrientValues])] = [:]
            var removed = Set<Identifier>()
            for event in events {
                switch event.payload {
                case .foodLogged(let logged): byEntry[logged.entryId] = (logged.date, [logged.nutrientValues])
                case .mealLogged(let logged): byEntry[logged.entryId] = (logged.date, logged.items.map(\.nutrientValues))
                case .entryRemoved(let gone): removed.insert(gone.entryId)
                default: break
                }
            }
            let read = eventReader(events)
            for date in Set(byEntry.values.map(\.0)) {
                guard let report = try? DayReport(date: date, state: state, readEvent: read) else {
                    testCase.check(false, "the day report threw")
                    return
                }
                let lines = report.nutrientLines
                for nutrient in Nutrient.allCases {
                    var sum = 0.0
                    var given = false
                    var unknown = 0
                    for (id, (day, parts)) in byEntry where day == date && !removed.contains(id) {
                        let values = parts.compactMap { $0[nutrient] }
                        sum += values.reduce(0, +)
                        given = given || !values.isEmpty
                        if values.count < parts.count || parts.isEmpty { unknown += 1 }
                    }
                    let line = lines[nutrient.rawValue]
                    testCase.check(line.entriesUnknown == unknown, "\(date) \(nutrient.key): \(line.entriesUnknown) vs \(unknown)")
                    if given {
                        testCase.check(line.total.map { abs($0 - sum) <= 1e-9 * max(1, sum) } == true,
                                       "\(date) \(nutrient.key): \(String(describing: line.total)) vs \(sum)")
                    } else {
                        testCase.check(line.total == nil, "\(date) \(nutrient.key): a total where no entry said")
                    }
                }
            }
        }
    }

    @Test func aReportsNutrientAverageIsTheMeanOfTheDayTotalsOverDaysWithEntriesThatGaveIt() throws {
        forAllCases(100, seed: 27_002) { testCase in
            let events = testCase.random.validJournal(events: Int.random(in: 2...80, using: &testCase.random))
            let (state, _) = replayInMemory(events, checkingInvariants: false)
            let read = eventReader(events)
            guard let first = state.log.dates.first, let last = state.log.dates.last,
                  let report = try? PeriodReport(from: first, to: last, state: state, readEvent: read) else { return }
            let summaries = report.nutrientSummaries
            for nutrient in Nutrient.allCases {
                var totals: [Double] = []
                var withLimit = 0
                var within = 0
                var date = first
                while date <= last {
                    defer { date = date.adding(days: 1) }
                    guard let day = try? DayReport(date: date, state: state, readEvent: read), !day.entries.isEmpty else { continue }
                    let line = day.nutrientLines[nutrient.rawValue]
                    if let total = line.total { totals.append(total) }
                    if let kept = line.isWithinLimits {
                        withLimit += 1
                        if kept { within += 1 }
                    }
                }
                let summary = summaries[nutrient.rawValue]
                testCase.check(summary.daysKnown == totals.count, "\(nutrient.key) days known")
                if totals.isEmpty {
                    testCase.check(summary.average == nil, "\(nutrient.key): an average of nothing")
                } else {
                    let mean = totals.reduce(0, +) / Double(totals.count)
                    testCase.check(summary.average.map { abs($0 - mean) <= 1e-9 * max(1, mean) } == true,
                                   "\(nutrient.key): \(String(describing: summary.average)) vs \(mean)")
                }
                testCase.check(summary.daysWithLimit == withLimit && summary.daysWithinLimit == within,
                               "\(nutrient.key): limits \(summary.daysWithinLimit)/\(summary.daysWithLimit) vs \(within)/\(withLimit)")
            }
        }
    }

    @Test func everyEventWithNutrientsIsCanonicalAndReadsBackTheSameOnBothPaths() throws {
        forAllCases(300, seed: 27_003) { testCase in
            let event = testCase.random.event(testCase.random.pick([.foodLogged, .mealLogged, .mealCreated, .mealEdited, .goalsSet]))
            var line = event.canonicalLine
            let fast = line.withUTF8 { CanonicalLineDecoder.decodeCheckingForm($0) }
            // The fast path steps aside only for escapes (a name with a quote or a backslash).
            if line.contains("\\") {
                testCase.check(fast == nil || fast?.event == event, "fast path: \(line)")
            } else {
                testCase.check(fast?.event == event && fast?.isCanonical == true, "fast path: \(line)")
            }
            let general = (try? JSONParser.parse(line)).flatMap { try? Event(json: $0) }
            testCase.check(general == event, "general path: \(line)")
            testCase.check(general?.canonicalLine == line, "not canonical: \(line)")
        }
    }

    @Test func exportThenImportKeepsEveryNutrientOfEveryRowKnownZerosAndUnknownsAlike() throws {
        forAllCases(100, seed: 27_004) { testCase in
            let events = testCase.random.validJournal(events: Int.random(in: 2...60, using: &testCase.random))
            let (state, _) = replayInMemory(events, checkingInvariants: false)
            guard let rows = try? CSVExport.rows(from: nil, to: nil, state: state, readEvent: eventReader(events)) else {
                testCase.check(false, "the export threw")
                return
            }
            let file = ([CSVExport.columns] + rows).map(CSVWriter.record).joined()
            guard let imported = try? ImportReader(format: .csv, fileLabel: "export.csv").rows(Array(file.utf8)) else {
                testCase.check(false, "the import refused its own export")
                return
            }
            // What the journal says, row by row in the export's order: each food, each meal's items.
            var logged: [NutrientValues] = []
            for date in state.log.dates {
                guard let day = try? DayReport(date: date, state: state, readEvent: eventReader(events)) else { continue }
                for entry in day.entries {
                    switch entry {
                    case .food(let food, _): logged.append(food.nutrientValues)
                    case .meal(let meal, _): logged += meal.items.map(\.nutrientValues)
                    }
                }
            }
            testCase.check(imported.count == rows.count && logged.count == rows.count,
                           "\(imported.count) rows imported of \(rows.count), \(logged.count) logged")
            for (read, values) in zip(imported, logged) {
                testCase.check(read.nutrientValues == values, "\(values) → \(read.nutrientValues)")
                testCase.check(read.foodLogged(entryId: Identifier("0193a000-0000-7000-8000-000000000001")!).nutrientValues
                               == values, "the entry drops what the row says")
            }
        }
    }
}
