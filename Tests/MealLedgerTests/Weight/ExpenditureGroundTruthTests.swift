import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// The 28-day estimate against ground truth (SPEC 15): a seeded person with a known
/// expenditure, 8 weeks of daily weigh-ins with water noise, about 10 % of days not logged,
/// intake varying from day to day and weight following the energy balance at 7,700 kcal/kg.
@Suite struct ExpenditureGroundTruthTests {
    enum Noise { case uniformWithinOneKilogram, normalOneKilogramSD }

    /// One simulated person: the estimate's error (estimate − truth), and whether the truth
    /// fell in the printed range; nil when the estimate was refused.
    static func simulate(seed: UInt64, noise: Noise) -> (error: Double, inRange: Bool)? {
        var random = SeededGenerator(seed: seed)
        let expenditure = Double.random(in: 1_800...3_200, using: &random)
        let plannedBalance = Double.random(in: -750...500, using: &random)
        var weight = Double.random(in: 55...130, using: &random)
        let first = CalendarDate(year: 2026, month: 1, day: 1)!.adding(days: Int.random(in: 0...300, using: &random))
        let days = 56
        var weighIns: [(date: CalendarDate, kg: Double)] = []
        var intake: [(date: CalendarDate, calories: Double)] = []
        for day in 0..<days {
            let date = first.adding(days: day)
            // Weighed in the morning, before the day's eating.
            if !random.chance(0.10) {
                let water: Double
                switch noise {
                case .uniformWithinOneKilogram: water = Double.random(in: -1...1, using: &random)
                case .normalOneKilogramSD: water = Self.normal(&random)
                }
                weighIns.append((date, BodyWeightText.rounded(weight + water)))
            }
            let eaten = max(0, expenditure + plannedBalance + Double.random(in: -500...500, using: &random))
            if !random.chance(0.10) { intake.append((date, (eaten * 10).rounded() / 10)) }
            weight += (eaten - expenditure) / 7_700
        }
        guard let estimate = try? ExpenditureEstimate(asOf: first.adding(days: days - 1), days: 28, dailyIntake: intake,
                                                      trend: WeightTrend(weighIns)) else { return nil }
        return (estimate.expenditure - expenditure, estimate.low <= expenditure && expenditure <= estimate.high)
    }

    /// A standard normal draw (Box–Muller).
    static func normal(_ random: inout SeededGenerator) -> Double {
        let u = Double.random(in: Double.ulpOfOne...1, using: &random)
        let v = Double.random(in: 0..<1, using: &random)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }

    static func share(_ noise: Noise, within limit: Double) -> (share: Double, inRange: Double, refused: Int) {
        let results = (0..<200).map { simulate(seed: 0x5EED_0000 + UInt64($0), noise: noise) }
        let estimated = results.compactMap { $0 }
        let within = estimated.filter { abs($0.error) <= limit }.count
        return (Double(within) / 200, Double(estimated.filter(\.inRange).count) / 200, results.count - estimated.count)
    }

    @Test func withNoiseWithinOneKilogramTheEstimateIsWithin150KcalInAtLeast90PercentOf200Seeds() {
        let (share, inRange, refused) = Self.share(.uniformWithinOneKilogram, within: 150)
        print("ground truth, noise uniform within ±1 kg: \(Int((share * 100).rounded())) % of 200 seeds within ±150 kcal; "
            + "truth inside the printed range in \(Int((inRange * 100).rounded())) %; \(refused) refused")
        #expect(share >= 0.90, "only \(share * 100) % within ±150 kcal")
    }

    @Test func withNormalNoiseOfOneKilogramTheEstimateIsWithin200KcalInAtLeast90PercentOf200Seeds() {
        let (share, inRange, refused) = Self.share(.normalOneKilogramSD, within: 200)
        print("ground truth, noise normal with 1 kg SD: \(Int((share * 100).rounded())) % of 200 seeds within ±200 kcal; "
            + "truth inside the printed range in \(Int((inRange * 100).rounded())) %; \(refused) refused")
        #expect(share >= 0.90, "only \(share * 100) % within ±200 kcal")
    }
}
