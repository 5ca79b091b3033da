import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// The trend and the expenditure estimate equal an independent computation of SPEC 15's
/// formulas, over seeded journals with gaps of several days, several weigh-ins a day,
/// weigh-ins taken back and food logged on some days only.
@Suite struct WeightTrendPropertyTests {
    /// A seeded journal: days from `first`, some with food, some with one or more weigh-ins.
    struct Journal {
        var events: [Event]
        var first: CalendarDate
        var dayCount: Int
        /// The weigh-ins in force (date, kg) and each day's calories, as the reference reads them.
        var weighIns: [(date: CalendarDate, kg: Double)]
        var intake: [CalendarDate: Double]
    }

    static func journal(_ random: inout SeededGenerator) -> Journal {
        let first = CalendarDate(year: 2026, month: 1, day: 1)!.adding(days: Int.random(in: 0...300, using: &random))
        let dayCount = Int.random(in: 10...90, using: &random)
        var at = Instant(millisecondsSinceEpoch: 1_767_225_600_000)
        var events: [Event] = []
        func append(_ payload: EventPayload, _ random: inout SeededGenerator) {
            at = Instant(millisecondsSinceEpoch: at.millisecondsSinceEpoch + 1000)
            events.append(Event(id: random.identifier(), at: at, device: "d", payload: payload))
        }
        append(.journalCreated(JournalCreated()), &random)
        var weighIns: [(Identifier, CalendarDate, Double)] = []
        var intake: [CalendarDate: Double] = [:]
        var removed: Set<Identifier> = []
        let logFood = Double.random(in: 0.3...1, using: &random)
        let weighDaily = Double.random(in: 0.1...1, using: &random)
        var weight = Double.random(in: 50...150, using: &random)
        var day = 0
        while day < dayCount {
            let date = first.adding(days: day)
            if random.chance(logFood) {
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let calories = (Double.random(in: 0...1500, using: &random) * 10).rounded() / 10
                    intake[date, default: 0] += calories
                    append(.foodLogged(FoodLogged(entryId: random.identifier(), date: date, name: "food", calories: calories)), &random)
                }
            }
            if random.chance(weighDaily) {
                for _ in 0..<(random.chance(0.2) ? Int.random(in: 2...4, using: &random) : 1) {
                    let kg = BodyWeightText.rounded(min(500, max(20, weight + Double.random(in: -1.5...1.5, using: &random))))
                    let id = random.identifier()
                    weighIns.append((id, date, kg))
                    append(.weightLogged(WeightLogged(entryId: id, date: date, kg: kg)), &random)
                    if random.chance(0.05) {
                        removed.insert(id)
                        append(.entryRemoved(EntryRemoved(entryId: id)), &random)
                    }
                }
            }
            weight += Double.random(in: -0.3...0.3, using: &random)
            // Gaps of several days with nothing at all.
            day += random.chance(0.15) ? Int.random(in: 2...7, using: &random) : 1
        }
        // Weigh-ins logged out of date order (a forgotten one added later).
        if let late = weighIns.first, random.chance(0.3) {
            let id = random.identifier()
            weighIns.append((id, late.1.adding(days: 1), late.2))
            append(.weightLogged(WeightLogged(entryId: id, date: late.1.adding(days: 1), kg: late.2)), &random)
        }
        let current = weighIns.filter { !removed.contains($0.0) }.map { (date: $0.1, kg: $0.2) }
        return Journal(events: events, first: first, dayCount: dayCount, weighIns: current, intake: intake)
    }

    /// SPEC 15's trend, computed plainly: day by day from the first weigh-in, a day with
    /// weigh-ins takes their mean with weight 1 − e^(−Δ/10), Δ the days since the last such day.
    static func referenceTrend(_ weighIns: [(date: CalendarDate, kg: Double)]) -> [Int: Double] {
        var byDay: [Int: [Double]] = [:]
        for weighIn in weighIns { byDay[weighIn.date.dayNumber, default: []].append(weighIn.kg) }
        guard let first = byDay.keys.min(), let last = byDay.keys.max() else { return [:] }
        var trend: [Int: Double] = [:]
        var current: Double?
        var lastDay = first
        for day in first...last {
            guard let values = byDay[day] else { continue }
            let mean = values.reduce(0, +) / Double(values.count)
            if let previous = current {
                current = previous + (1 - exp(-Double(day - lastDay) / 10)) * (mean - previous)
            } else {
                current = mean
            }
            trend[day] = current
            lastDay = day
        }
        return trend
    }

    /// The trend on `day` carried forward, from the reference.
    static func carried(_ trend: [Int: Double], _ day: Int) -> Double? {
        trend.keys.filter { $0 <= day }.max().map { trend[$0]! }
    }

    static func close(_ a: Double?, _ b: Double?, tolerance: Double = 1e-9) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return abs(x - y) <= tolerance * max(1, abs(y))
        default: return false
        }
    }

    @Test func theTrendEqualsSpec15sSmoothingComputedPlainly() {
        forAllCases(200, seed: 0x7E1D) { testCase in
            let journal = Self.journal(&testCase.random)
            let (state, broken) = replayInMemory(journal.events)
            testCase.check(broken.isEmpty, "\(broken)")
            let trend = WeightTrend(state.weights)
            let reference = Self.referenceTrend(journal.weighIns)
            testCase.check(trend.days.count == reference.count, "\(trend.days.count) days, reference \(reference.count)")
            for offset in -3...(journal.dayCount + 10) {
                let date = journal.first.adding(days: offset)
                let ours = trend.trend(on: date)
                let theirs = Self.carried(reference, date.dayNumber)
                testCase.check(Self.close(ours, theirs), "\(date): \(String(describing: ours)) vs \(String(describing: theirs))")
                let rate = trend.weeklyRate(on: date)
                let referenceRate = theirs.flatMap { now in Self.carried(reference, date.dayNumber - 7).map { now - $0 } }
                testCase.check(Self.close(rate, referenceRate), "rate on \(date)")
            }
        }
    }

    @Test func theEstimateEqualsSpec15sFormulaComputedPlainly() throws {
        forAllCases(200, seed: 0xE57) { testCase in
            let journal = Self.journal(&testCase.random)
            let (state, _) = replayInMemory(journal.events, checkingInvariants: false)
            let days = testCase.random.pick([14, 21, 28, 35])
            let asOf = journal.first.adding(days: Int.random(in: 0...(journal.dayCount + 5), using: &testCase.random))
            let start = asOf.adding(days: 1 - days).dayNumber
            // The reference, from the generated lists alone.
            let eaten = (start...asOf.dayNumber).compactMap { journal.intake[CalendarDate(dayNumber: $0)] }
            let reference = Self.referenceTrend(journal.weighIns)
            let weighDays = reference.keys.filter { $0 >= start && $0 <= asOf.dayNumber }
            let result = Result { try ExpenditureEstimate(asOf: asOf, days: days, state: state, readEvent: eventReader(journal.events)) }
            if eaten.count < 14 {
                testCase.check((try? result.get()) == nil, "estimated with \(eaten.count) days of entries")
                if case .failure(let error) = result {
                    testCase.check(error as? ExpenditureEstimate.Refusal == .tooFewDaysWithEntries(found: eaten.count, window: days))
                }
                return
            }
            if weighDays.count < 4 {
                if case .failure(let error) = result {
                    testCase.check(error as? ExpenditureEstimate.Refusal == .tooFewWeighIns(found: weighDays.count, window: days))
                } else {
                    testCase.check(false, "estimated with \(weighDays.count) weigh-in days")
                }
                return
            }
            guard case .success(let estimate) = result else {
                testCase.check(false, "refused: \(result)")
                return
            }
            let mean = eaten.reduce(0, +) / Double(eaten.count)
            let end = Self.carried(reference, asOf.dayNumber)!
            let begin = Self.carried(reference, start - 1) ?? reference[weighDays.min()!]!
            let expected = mean - (end - begin) * 7700 / Double(days)
            testCase.check(Self.close(estimate.expenditure, expected, tolerance: 1e-9), "\(estimate.expenditure) vs \(expected)")
            testCase.check(Self.close(estimate.meanIntake, mean) && Self.close(estimate.trendStart, begin)
                               && Self.close(estimate.trendEnd, end))
            testCase.check(estimate.daysWithEntries == eaten.count && estimate.weighInDays == weighDays.count)
            testCase.check(estimate.low <= estimate.expenditure && estimate.expenditure <= estimate.high)
        }
    }

    @Test func severalWeighInsOnADayCountAsTheirMean() {
        let day = CalendarDate(year: 2026, month: 3, day: 1)!
        let trend = WeightTrend([(day, 70), (day.adding(days: 2), 71), (day.adding(days: 2), 73)])
        #expect(trend.days.map(\.mean) == [70, 72])
        let alpha = 1 - exp(-2.0 / 10)
        #expect(abs(trend.trend(on: day.adding(days: 5))! - (70 + alpha * 2)) < 1e-12)
        #expect(trend.trend(on: day.adding(days: -1)) == nil)
    }

    @Test func aRangeShownKeepsTheTrendOfTheWholeHistory() {
        var log = WeightLog()
        let day = CalendarDate(year: 2026, month: 3, day: 1)!
        for (index, kg) in [80.0, 79, 78, 77, 76].enumerated() {
            let event = Event(id: Identifier(high: 1, low: UInt64(index)), at: Instant(millisecondsSinceEpoch: Int64(index)),
                              device: "d", payload: .weightLogged(WeightLogged(entryId: Identifier(high: 2, low: UInt64(index)),
                                                                               date: day.adding(days: index * 3), kg: kg)))
            log.apply(event, line: index + 2)
        }
        let whole = WeightHistory(log)
        let part = WeightHistory(log, from: day.adding(days: 6), to: day.adding(days: 9))
        #expect(part.rows.map(\.kg) == [78, 77])
        #expect(part.rows.map(\.trend) == Array(whole.rows.map(\.trend)[2...3]))
        #expect(part.rows[0].trend != 78, "not restarted at the range's first weigh-in")
        #expect(part.latest?.date == day.adding(days: 9))
    }
}
