import MealLedger
import Testing
import TestSupport

/// The CSV reader in chunks (SPEC 18): every line end read, the same records however the
/// bytes are cut, what cannot be read exactly refused by line, nothing held but one record.
@Suite struct CSVStreamingTests {
    func read(_ text: String) throws -> [CSVRecord] {
        try CSVReader.records(Array(text.utf8))
    }

    /// The records of `bytes` fed in the given chunk sizes (cycled).
    func read(_ bytes: [UInt8], chunks sizes: [Int]) throws -> [CSVRecord] {
        var reader = CSVReader()
        var records: [CSVRecord] = []
        var start = 0
        var turn = 0
        while start < bytes.count {
            let end = min(bytes.count, start + sizes[turn % sizes.count])
            try reader.read(Array(bytes[start..<end])) { records.append($0) }
            start = end
            turn += 1
        }
        try reader.finish { records.append($0) }
        return records
    }

    /// The records, or the error, as text to compare.
    func outcome(_ body: () throws -> [CSVRecord]) -> String {
        do { return "\(try body())" } catch { return "error \(error)" }
    }

    @Test func carriageReturnsAloneLineFeedsAndCRLFsAllEndRecordsAndCountAsOneLineEach() throws {
        let expected = [CSVRecord(line: 1, fields: ["Date", "Meal", "Calories"]),
                        CSVRecord(line: 2, fields: ["2026-11-16", "Lunch", "500"]),
                        CSVRecord(line: 4, fields: ["2026-11-16", "Dinner", "600"])]
        for end in ["\r", "\n", "\r\n"] {
            let text = ["Date,Meal,Calories", "2026-11-16,Lunch,500", "", "2026-11-16,Dinner,600", ""].joined(separator: end)
            #expect(try read(text) == expected, "\(end.debugDescription)")
        }
        // Mixed in one file, and inside quotes a line break is data but still a line of the file.
        let mixed = try read("a,b\r\"x\ry\",1\r\n\"p\r\nq\",2\nlast,3")
        #expect(mixed == [CSVRecord(line: 1, fields: ["a", "b"]), CSVRecord(line: 2, fields: ["x\ry", "1"]),
                          CSVRecord(line: 4, fields: ["p\r\nq", "2"]), CSVRecord(line: 6, fields: ["last", "3"])])
    }

    @Test func anyCutOfTheBytesIntoChunksGivesTheSameRecords() throws {
        let pieces = ["a", ",", "\"", "\"\"", "\r", "\n", "\r\n", "é", "🍕", " ", "x,\"q,\"\"r\"\"\",y"]
        forAllCases(300, seed: 18_410) { testCase in
            var bytes: [UInt8] = testCase.random.next() % 3 == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<Int.random(in: 0...40, using: &testCase.random) {
                bytes += Array(testCase.random.pick(pieces).utf8)
            }
            let whole = outcome { try CSVReader.records(bytes) }
            let sizes = (0..<3).map { _ in Int.random(in: 1...7, using: &testCase.random) }
            let cut = outcome { try read(bytes, chunks: sizes) }
            testCase.check(whole == cut, "\(bytes) in chunks of \(sizes): \(whole) ≠ \(cut)")
        }
    }

    @Test func aByteOrderMarkCutAcrossChunksIsStillSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a,b\n1,2\n".utf8)
        for size in 1...4 {
            #expect(try read(bytes, chunks: [size]) == [CSVRecord(line: 1, fields: ["a", "b"]),
                                                        CSVRecord(line: 2, fields: ["1", "2"])])
        }
        // Two bytes of a mark and nothing else are text, not a mark.
        #expect(throws: CSVError(line: 1, field: 0, message: "invalid UTF-8 (byte 0xEF)")) {
            try read([0xEF, 0xBB], chunks: [1])
        }
    }

    @Test func invalidUTF8IsRefusedNamingItsLineAndField() {
        #expect(throws: CSVError(line: 2, field: 1, message: "invalid UTF-8 (byte 0xFF)")) {
            try CSVReader.records(Array("a,b\n1,".utf8) + [0xFF] + Array("\n".utf8))
        }
        // Inside a quoted field that spans lines: the line the byte is on.
        #expect(throws: CSVError(line: 4, field: 0, message: "invalid UTF-8 (byte 0xC0)")) {
            try CSVReader.records(Array("a\n\"one\r\ntwo\rthree ".utf8) + [0xC0, 0x80] + Array("\"\n".utf8))
        }
        // Surrogates, overlong forms and bytes past U+10FFFF are not UTF-8 either.
        for bad: [UInt8] in [[0xED, 0xA0, 0x80], [0xE0, 0x80, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            #expect(throws: CSVError.self, "\(bad)") { try CSVReader.records(bad) }
        }
    }

    @Test func theUTF8CheckAgreesWithTheStandardLibrary() {
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0,
                                    0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        forAllCases(1000, seed: 18_411) { testCase in
            // No separators, quotes or line ends: one field, whose bytes are the question.
            let bytes = (0..<Int.random(in: 1...8, using: &testCase.random)).map { _ in
                testCase.random.next() % 2 == 0 ? testCase.random.pick(interesting) : UInt8(truncatingIfNeeded: testCase.random.next())
            }.filter { ![0x2C, 0x22, 0x0A, 0x0D].contains($0) }
            let read = (try? CSVReader.records(bytes)) != nil
            testCase.check(read == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes): read \(read)")
        }
    }

    @Test func textAfterAClosingQuoteIsRefusedNotRunTogether() {
        #expect(throws: CSVError(line: 2, field: 2, message: "text after a closing quote (a quote inside a quoted field is written \"\")")) {
            try read("date,name,calories\n2026-11-16,Egg,\"1\"5\n")
        }
    }

    @Test func aRecordLongerThanTheLimitIsRefusedBeforeItFillsMemory() throws {
        var reader = CSVReader()
        let chunk = [UInt8](repeating: 0x61, count: 1 << 16)
        var error: CSVError?
        do {
            try reader.read(Array("a,b\n".utf8)) { _ in }
            for _ in 0..<64 { try reader.read(chunk) { _ in } }
        } catch let caught as CSVError {
            error = caught
        } catch {}
        #expect(error == CSVError(line: 2, message: "the row is longer than 1048576 bytes"))
        // Exactly at the limit is a row like any other.
        let atLimit = Array("a\n".utf8) + [UInt8](repeating: 0x62, count: CSVReader.maximumRecordBytes - 1) + [0x0A]
        #expect(try CSVReader.records(atLimit).map(\.fields.first!.utf8.count) == [1, CSVReader.maximumRecordBytes - 1])
    }
}
