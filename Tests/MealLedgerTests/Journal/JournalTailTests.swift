import Foundation
import MealLedger
import Testing
import TestSupport

/// `JournalTail` reads a journal backwards for `undo`, which may read back to the start
/// (nothing to undo): it holds the lines not read yet and a chunk, never the whole file, and
/// its quick byte tests (a line's device, a word in it) agree with reading the line.
@Suite struct JournalTailTests {
    /// Lines of random lengths (some longer than a chunk), some empty, no newline inside.
    static func randomLines(_ random: inout SeededGenerator, count: Int) -> [String] {
        (0..<count).map { _ in
            let length = random.chance(0.05) ? 9000 + Int(random.next() % 20000) : Int(random.next() % 300)
            let letters = Array("abcdefghij\"\\:,{} ")
            return String((0..<length).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
        }
    }

    @Test func everyLineIsReadBackOnceInReverseWhateverItsLength() throws {
        let folder = TemporaryDirectory()
        forAllCases(100) { testCase in
            let lines = Self.randomLines(&testCase.random, count: 1 + Int(testCase.random.next() % 60))
            let path = folder.file("t\(testCase.seed).jsonl")
            FileManager.default.createFile(atPath: path, contents: Data(lines.map { $0 + "\n" }.joined().utf8))
            guard let file = try? JournalFile.openForReading(path), let size = try? file.status().size else {
                testCase.check(false, "cannot open \(path)")
                return
            }
            var tail = JournalTail(file, end: size)
            var read: [String] = []
            var offsets: [Int64] = []
            while let line = try? tail.previous(worthReading: { bytes in
                read.append(String(decoding: bytes, as: UTF8.self))
                return false
            }) {
                offsets.append(line.offset)
            }
            testCase.check(read == lines.reversed(), "lines read back differ")
            testCase.check(tail.linesRead == lines.count, "\(tail.linesRead) lines read for \(lines.count)")
            let expected = lines.reduce(into: [Int64(0)]) { $0.append($0.last! + Int64($1.utf8.count) + 1) }.dropLast()
            testCase.check(offsets == expected.reversed(), "offsets differ")
        }
    }

    @Test func readingBackAWholeLargeJournalHoldsAFewChunksNotTheFile() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("big.jsonl")
        let line = String(repeating: "x", count: 255) + "\n"
        // 24 MiB: several of the largest chunks (4 MiB).
        FileManager.default.createFile(atPath: path, contents: Data(String(repeating: line, count: 24 * 4096).utf8))
        let file = try JournalFile.openForReading(path)
        var tail = JournalTail(file, end: try file.status().size)
        while try tail.previous(worthReading: { _ in false }) != nil {}
        #expect(tail.linesRead == 24 * 4096)
        #expect(tail.mostBytesHeld <= 2 * (1 << 22), "held \(tail.mostBytesHeld) bytes of a \(24 << 20)-byte file")
    }

    @Test func theQuickTestsOfADeviceAndAWordAgreeWithReadingTheLine() throws {
        forAllCases(200) { testCase in
            let devices = ["phone", "laptop", "pho", "", "a\"b", "x\\y", "télé"]
            let device = testCase.random.pick(devices)
            let asked = testCase.random.pick(devices)
            let event = Event(id: Identifier(high: testCase.random.next(), low: testCase.random.next()),
                              at: Instant(millisecondsSinceEpoch: 1_795_000_000_000 + Int64(testCase.random.next() % 1000)),
                              device: device, payload: .entryRemoved(EntryRemoved(entryId: Identifier(high: 1, low: 2))))
            let line = Array(event.canonicalLine.utf8)
            let worth = line.withUnsafeBufferPointer { JournalTail.mayBe(of: asked)($0) }
            // Passing a line over is only right when it is another device's.
            testCase.check(worth || device != asked, "'\(device)' line passed over when asking for '\(asked)'")
            // A name written as it is (no escape) is told apart by its bytes alone.
            if device.allSatisfy({ $0 != "\"" && $0 != "\\" }), event.canonicalLine.contains("\"device\":\"\(device)\",") {
                testCase.check(worth == (device == asked), "'\(device)' line, asking for '\(asked)': \(worth)")
            }
            let word = testCase.random.pick(["entry.removed", "goals.set", device, "\"device\"", "zzz", "7"])
            let holds = line.withUnsafeBufferPointer { JournalTail.holds(word)($0) }
            testCase.check(holds == (!word.isEmpty && event.canonicalLine.utf8.count >= word.utf8.count
                                     && String(decoding: line, as: UTF8.self).contains(word)),
                           "holds('\(word)') = \(holds) for \(event.canonicalLine)")
        }
    }
}
