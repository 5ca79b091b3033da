import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// Replay hands a batch to the applying thread undecoded when that thread would otherwise wait,
/// and recycles applied batches for the reader to fill again. Whichever thread decodes which
/// batch, and however the batches are cut, a replay must end with the same state, the same
/// findings in the same order, and the same end of the journal.
@Suite struct ReplayHandOverTests {
    let folder = TemporaryDirectory()

    /// A valid journal with, now and then, a line no writer writes: blank, spaced out, cut short,
    /// ending in a carriage return, an unknown field, the same line twice; and maybe a torn end.
    static func journal(_ random: inout SeededGenerator) -> String {
        var lines = random.validJournal(events: Int.random(in: 2...90, using: &random)).map(\.canonicalLine)
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let index = Int.random(in: 1..<lines.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: lines.insert("", at: index)
            case 1: lines[index] = lines[index].replacingOccurrences(of: ",", with: ", ")
            case 2: lines[index] = String(lines[index].prefix(lines[index].count / 2))
            case 3: lines[index] += "\r"
            case 4: lines[index] = lines[index].replacingOccurrences(of: #""data":{"#, with: #""data":{"later":1,"#)
            default: lines.insert(lines[index], at: index)
            }
        }
        var text = lines.joined(separator: "\n") + "\n"
        if Bool.random(using: &random) { text += #"{"id":"torn"# }
        return text
    }

    static func replay(_ path: String, _ options: ReplayOptions) throws -> ReplayResult {
        try Replay.run(try JournalFile.openForReading(path), options: options)
    }

    @Test func theApplyingThreadDecodingEveryBatchItselfReadsTheJournalAsTheReaderDoes() {
        forAllCases(150, seed: 3001) { testCase in
            let path = folder.write("j-\(testCase.seed).jsonl", Self.journal(&testCase.random))
            let checking = Bool.random(using: &testCase.random)
            let usual = try Self.replay(path, ReplayOptions(checkCanonicalForm: checking))
            var options = ReplayOptions(checkCanonicalForm: checking)
            options.linesPerBatch = Int.random(in: 1...9, using: &testCase.random)
            options.handsOverEveryBatchUndecoded = Bool.random(using: &testCase.random)
            let shared = try Self.replay(path, options)
            testCase.check(shared.state == usual.state, "another state (batches of \(options.linesPerBatch))")
            testCase.check(shared.findings == usual.findings,
                           "findings \(shared.findings) against \(usual.findings)")
            testCase.check(shared.end == usual.end && shared.lastLine == usual.lastLine,
                           "ends at \(shared.end), line \(shared.lastLine), against \(usual.end), line \(usual.lastLine)")
            testCase.check(shared.state.checkInvariants().isEmpty, "\(shared.state.checkInvariants())")
        }
    }

    @Test func aReplayStoppedAtALineStopsThereWhicheverThreadDecodes() {
        forAllCases(100, seed: 3002) { testCase in
            let path = folder.write("j-\(testCase.seed).jsonl", Self.journal(&testCase.random))
            let line = Int.random(in: 1...40, using: &testCase.random)
            let usual = try Self.replay(path, ReplayOptions(untilLine: line))
            var options = ReplayOptions(untilLine: line)
            options.linesPerBatch = Int.random(in: 1...5, using: &testCase.random)
            options.handsOverEveryBatchUndecoded = true
            let shared = try Self.replay(path, options)
            testCase.check(shared.state == usual.state && shared.findings == usual.findings && shared.end == usual.end,
                           "stopped at line \(line): \(shared.end) against \(usual.end)")
        }
    }
}
