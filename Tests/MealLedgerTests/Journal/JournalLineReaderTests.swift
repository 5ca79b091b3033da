import Foundation
import Testing
import TestSupport
@testable import MealLedger

@Suite struct JournalLineReaderTests {
    struct Read: Equatable {
        var lines: [String]
        var end: ReadEnd
    }

    static func read(_ path: String, chunk: Int, maximum: Int) throws -> Read {
        let file = try JournalFile.openForReading(path)
        var lines: [String] = []
        var expectedNumber = 1
        var offsets: [Int64] = []
        let end = try JournalLineReader.readLines(descriptor: file.descriptor, path: path, chunkSize: chunk,
                                                  maximumLineLength: maximum) { line in
            #expect(line.number == expectedNumber)
            expectedNumber += 1
            offsets.append(line.offset)
            lines.append(line.isOverlong ? "<overlong \(line.length)>" : String(decoding: line.bytes, as: UTF8.self))
            return true
        }
        return Read(lines: lines, end: end)
    }

    @Test func splitsLinesLikeASimpleSplitWhateverTheChunkSize() throws {
        let folder = TemporaryDirectory()
        forAllCases(150, seed: 31) { testCase in
            let count = Int.random(in: 0...30, using: &testCase.random)
            let maximum = Int.random(in: 4...40, using: &testCase.random)
            var lines: [String] = []
            for _ in 0..<count {
                let length = Int.random(in: 0...50, using: &testCase.random)
                lines.append(String((0..<length).map { _ in testCase.random.pick(Array("abcé{}\"")) }))
            }
            let torn = testCase.random.chance(0.3) ? "tail" + String(repeating: "x", count: Int.random(in: 0...60, using: &testCase.random)) : ""
            let text = lines.map { $0 + "\n" }.joined() + torn
            let path = folder.write("case-\(testCase.seed)", text)
            let chunk = Int.random(in: 1...16, using: &testCase.random)
            let read = try Self.read(path, chunk: chunk, maximum: maximum)
            let expected = lines.map { $0.utf8.count > maximum ? "<overlong \($0.utf8.count)>" : $0 }
            testCase.check(read.lines == expected, "chunk \(chunk), max \(maximum): \(read.lines) vs \(expected)")
            testCase.check(read.end.lineCount == lines.count)
            testCase.check(read.end.completeLength == Int64(text.utf8.count - torn.utf8.count),
                           "complete length \(read.end.completeLength)")
            testCase.check(read.end.tornLine?.number == (torn.isEmpty ? nil : lines.count + 1))
            testCase.check(read.end.tornLine?.length == (torn.isEmpty ? nil : torn.utf8.count))
        }
    }

    @Test func anEmptyFileHasNoLines() throws {
        let folder = TemporaryDirectory()
        let read = try Self.read(folder.write("empty", ""), chunk: 8, maximum: 8)
        #expect(read.lines.isEmpty)
        #expect(read.end == ReadEnd(lineCount: 0, completeLength: 0, tornLine: nil))
    }

    @Test func readsFromAnOffsetWithLineNumbersGoingOn() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("j", "a\nbb\nccc\n")
        let file = try JournalFile.openForReading(path)
        var seen: [(Int, String)] = []
        _ = try JournalLineReader.readLines(descriptor: file.descriptor, path: path, from: 2, firstLine: 2) { line in
            seen.append((line.number, String(decoding: line.bytes, as: UTF8.self)))
            return true
        }
        #expect(seen.map(\.0) == [2, 3])
        #expect(seen.map(\.1) == ["bb", "ccc"])
    }

    @Test func aDirectoryIsNotAJournal() {
        let folder = TemporaryDirectory()
        #expect(throws: JournalError.isDirectory(path: folder.path)) { try JournalFile.openForReading(folder.path) }
    }
}

extension JournalLineReaderTests {
    @Test func stoppingBeforeALineEndsWhereThatLineStarts() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("j", "a\nbb\nccc\n")
        let file = try JournalFile.openForReading(path)
        let end = try JournalLineReader.readLines(descriptor: file.descriptor, path: path) { $0.number < 3 }
        #expect(end == ReadEnd(lineCount: 2, completeLength: 5, tornLine: nil))
    }
}
