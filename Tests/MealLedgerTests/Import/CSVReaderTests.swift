import MealLedger
import Testing
import TestSupport

/// RFC 4180 reading and writing: quotes, commas and line breaks inside fields.
@Suite struct CSVReaderTests {
    func read(_ text: String) throws -> [CSVRecord] {
        try CSVReader.records(Array(text.utf8))
    }

    @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() throws {
        let records = try read("name,note\r\n\"Oats, rolled\",\"say \"\"hi\"\"\"\r\n\"two\nlines\",x\r\nlast,\"\"\r\n")
        #expect(records == [
            CSVRecord(line: 1, fields: ["name", "note"]),
            CSVRecord(line: 2, fields: ["Oats, rolled", "say \"hi\""]),
            CSVRecord(line: 3, fields: ["two\nlines", "x"]),
            CSVRecord(line: 5, fields: ["last", ""]),
        ])
    }

    @Test func aByteOrderMarkBareLineFeedsBlankLinesAndAMissingLastNewlineAreRead() throws {
        let records = try read("\u{FEFF}a,b\n\n1,2")
        #expect(records == [CSVRecord(line: 1, fields: ["a", "b"]), CSVRecord(line: 3, fields: ["1", "2"])])
    }

    @Test func emptyFieldsAreKept() throws {
        #expect(try read(",,\n") == [CSVRecord(line: 1, fields: ["", "", ""])])
    }

    @Test func anUnclosedQuoteNamesTheLineItOpensOn() {
        #expect(throws: CSVError(line: 2, field: 0, message: "a quoted field is never closed")) {
            try read("a\n\"open,\nmore\n")
        }
    }

    @Test func fieldsAreQuotedOnlyWhenTheyMustBe() {
        #expect(CSVWriter.record(["plain", "a,b", "say \"hi\"", "two\nlines", " padded", ""])
            == "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\" padded\",\r\n")
    }

    @Test func whatIsWrittenReadsBackTheSame() throws {
        let pieces = ["", ",", "\"", "\n", "\r\n", "\r", " ", "Café", "日本食", "🍕", "a", "Oats, rolled", "2\" dia",
                      "=", "+", "-", "@", "\t", "'"]
        forAllCases(200, seed: 18_001) { testCase in
            var records: [[String]] = []
            for _ in 0..<Int.random(in: 1...5, using: &testCase.random) {
                records.append((0..<Int.random(in: 1...6, using: &testCase.random)).map { _ in
                    (0..<Int.random(in: 0...4, using: &testCase.random)).map { _ in testCase.random.pick(pieces) }.joined()
                })
            }
            // A record of one empty field is a blank line, which readers skip.
            records = records.filter { $0 != [""] }
            let text = records.map(CSVWriter.record).joined()
            // A cell that could run in a spreadsheet is written with a leading ', dropped on reading.
            let back = (try? CSVReader.records(Array(text.utf8)))?.map { $0.fields.map(CSVWriter.restored) }
            testCase.check(back == records, "\(records) → \(text.debugDescription) → \(String(describing: back))")
        }
    }
}
