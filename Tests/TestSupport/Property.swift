import Foundation
import Testing

/// One case of a property test: its seeded generator and its expectations.
public struct PropertyCase {
    /// The seed this case runs from; `PROPERTY_SEED=<seed>` with `cases: 1` replays it.
    public let seed: UInt64
    /// The case's random source.
    public var random: SeededGenerator
    fileprivate(set) var failures = 0

    init(seed: UInt64) {
        self.seed = seed
        self.random = SeededGenerator(seed: seed)
    }

    /// Expects `condition`; a failure is recorded with this case's seed.
    public mutating func check(_ condition: Bool, _ message: @autoclosure () -> String = "",
                               sourceLocation: SourceLocation = #_sourceLocation) {
        guard !condition else { return }
        failures += 1
        Issue.record(Comment(rawValue: "seed \(seed): \(message())"), sourceLocation: sourceLocation)
    }
}

/// Runs a property over many seeded cases and stops at the first failing one, naming its seed.
///
/// The base seed is `PROPERTY_SEED` when set (to replay a failure), else a fixed one per
/// property, so runs are repeatable and independent of the clock. Case `n` uses `base + n`.
public func forAllCases(
    _ cases: Int = 100, seed fixedSeed: UInt64 = 0x5EED_CAFE,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout PropertyCase) throws -> Void
) {
    let base = ProcessInfo.processInfo.environment["PROPERTY_SEED"].flatMap { UInt64($0) } ?? fixedSeed
    for index in 0..<cases {
        var testCase = PropertyCase(seed: base &+ UInt64(index))
        let replay = "replay with PROPERTY_SEED=\(testCase.seed)"
        do {
            try body(&testCase)
        } catch {
            Issue.record(Comment(rawValue: "case \(index) threw \(error); \(replay)"), sourceLocation: sourceLocation)
            return
        }
        if testCase.failures > 0 {
            Issue.record(Comment(rawValue: "case \(index) failed; \(replay)"), sourceLocation: sourceLocation)
            return
        }
    }
}
