import Foundation
import MealLedger
import Testing
import TestSupport

/// `eat` reads the day from the words when `--date` does not give one: "yesterday I had
/// pizza" is logged on yesterday, and says so (it was logged on today).
@Suite struct EatDayWordsTests {
    /// The dates of the journal's food.logged lines.
    static func loggedDates(_ ledger: InProcessLedger) throws -> [String] {
        try String(decoding: ledger.journalBytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard case .foodLogged(let entry) = try Event(line: String(line)).payload else { return nil }
            return entry.date.description
        }
    }

    @Test(arguments: [("yesterday I had pizza", "2026-11-19"), ("pizza last night", "2026-11-19"),
                      ("the day before yesterday I had pizza", "2026-11-18"), ("leftover pizza from yesterday", "2026-11-20"),
                      ("pizza", "2026-11-20")])
    func theWordsChooseTheDay(words: String, date: String) throws {
        let ledger = InProcessLedger()  // today is 2026-11-20 (UTC)
        let result = ledger.run(["eat"] + words.split(separator: " ").map(String.init))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.loggedDates(ledger) == [date])
        #expect(result.stderr.contains("logged on \(date)") == (date != "2026-11-20"), "\(result.stderr)")
    }

    @Test func dateGivenWinsOverTheWords() throws {
        let ledger = InProcessLedger()
        let result = ledger.run(["eat", "yesterday", "I", "had", "pizza", "--date", "2026-11-01"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.loggedDates(ledger) == ["2026-11-01"])
        #expect(!result.stderr.contains("read 'yesterday'"))
    }

    @Test func aTimeZoneDecidesWhichDayYesterdayIs() throws {
        // 2026-11-20 12:00Z is already 2026-11-21 in Kiribati (UTC+14).
        let ledger = InProcessLedger()
        ledger.timeZone = TimeZone(identifier: "Pacific/Kiritimati")!
        ledger.run(["eat", "yesterday", "pizza"])
        #expect(try Self.loggedDates(ledger) == ["2026-11-20"])
    }
}
