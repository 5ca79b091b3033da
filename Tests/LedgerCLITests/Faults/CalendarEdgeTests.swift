import Foundation
import MealLedger
import Testing
import TestSupport

/// Dates the program computes (month and week ends, `--next`, `--prev`, `--last`, `in N
/// days`) at the ends of the calendar, 0001-01-01 and 9999-12-31 (SPEC 18, issue 25): a day
/// past either end is refused (exit 1, naming what moved there), never a trap and never
/// written; December 9999 and the first week of 0001 are periods like any other.
@Suite struct CalendarEdgeTests {
    static let pastTheEnd = "goes past 9999-12-31, the last day ledger handles"
    static let beforeTheStart = "goes back before 0001-01-01, the first day ledger handles"

    /// A journal with a meal, an entry on 2026-11-20 and a plan on Saturday 2026-11-21.
    static func ledger(start: String = "2026-11-20T12:00:00.000Z") -> InProcessLedger {
        let ledger = InProcessLedger(start: start)
        #expect(ledger.run(["init"]).status == 0)
        return ledger
    }

    static func furnished(_ ledger: InProcessLedger) {
        #expect(ledger.run(["append", "meal.created", "--name", "Oat bowl",
                            "--ingredient", "name=oats,quantity=1,unit=cup,calories=300"]).status == 0)
        #expect(ledger.run(["append", "food.logged", "--name", "Pear", "--calories", "57", "--date", "2026-11-20"]).status == 0)
        #expect(ledger.run(["append", "plan.assigned", "--meal-id", "Oat bowl", "--date", "2026-11-21"]).status == 0)
    }

    @Test func decemberOf9999IsAMonthLikeAnyOther() {
        let ledger = Self.ledger()
        for (month, header) in [("9999-12", "Report 9999-12-01 to 9999-12-31 (31 days)"),
                                ("0001-01", "Report 0001-01-01 to 0001-01-31 (31 days)"),
                                ("9999-02", "Report 9999-02-01 to 9999-02-28 (28 days)")] {
            let report = ledger.run(["report", "--month", month])
            #expect(report.status == 0, "\(month): \(report.stderr)")
            #expect(report.stdout.hasPrefix(header + "\n"), "\(month): \(report.stdout.prefix(80))")
            #expect(ledger.run(["report", "--month", month, "--json"]).status == 0)
        }
        for unreadable in ["10000-01", "0000-12", "9999-13"] {
            let refused = ledger.run(["report", "--month", unreadable])
            #expect(refused.status == 2 && refused.stderr.hasPrefix("ledger report: --month must be YYYY-MM"), "\(refused.stderr)")
        }
    }

    /// Every command and option that computes a day, on both sides of each end.
    @Test func everyPeriodOptionRefusesADayPastEitherEndOfTheCalendar() {
        let ledger = Self.ledger()
        Self.furnished(ledger)
        let cases: [([String], Int32, String)] = [
            (["report", "--week", "9999-12-31"], 1, "ledger report: the week of 9999-12-31 \(Self.pastTheEnd)\n"),
            (["report", "--week", "9999-12-26"], 0, ""),
            (["report", "--week", "0001-01-01"], 0, ""),
            (["report", "--from", "9999-12-25", "--to", "9999-12-31"], 0, ""),
            (["report", "--from", "0001-01-01", "--to", "0001-01-02"], 0, ""),
            (["report", "--to", "9999-12-31"], 0, ""),
            (["report", "--to", "0001-01-03"], 1, "ledger report: a report of the 7 days to 0001-01-03 \(Self.beforeTheStart)\n"),
            (["report", "--to", "0001-01-07"], 0, ""),
            (["report", "--to", "0001-01-03", "--chart"], 1, "ledger report: a report of the 7 days to 0001-01-03 \(Self.beforeTheStart)\n"),
            (["week", "9999-12-31"], 1, "ledger week: the week of 9999-12-31 (from monday) \(Self.pastTheEnd)\n"),
            (["week", "9999-12-26"], 0, ""),
            (["week", "9999-12-31", "--week-start", "saturday"], 0, ""),
            (["week", "--next", "1", "9999-12-20"], 1, "ledger week: --next 1 from the week of 9999-12-20 (from monday) \(Self.pastTheEnd)\n"),
            (["week", "--next", "10000", "2026-11-20"], 0, ""),
            (["week", "--prev", "1", "0001-01-03"], 1, "ledger week: --prev 1 from the week of 0001-01-03 (from monday) \(Self.beforeTheStart)\n"),
            (["week", "0001-01-01"], 0, ""),
            (["week", "0001-01-01", "--week-start", "sunday"], 1, "ledger week: the week of 0001-01-01 (from sunday) \(Self.beforeTheStart)\n"),
            (["day", "--next", "1", "9999-12-31"], 1, "ledger day: --next 1 from 9999-12-31 \(Self.pastTheEnd)\n"),
            (["day", "--next", "1", "9999-12-30"], 0, ""),
            (["day", "--next", "100000", "9999-12-31"], 1, "ledger day: --next 100000 from 9999-12-31 \(Self.pastTheEnd)\n"),
            (["day", "--prev", "1", "0001-01-01"], 1, "ledger day: --prev 1 from 0001-01-01 \(Self.beforeTheStart)\n"),
            (["day", "--prev", "1", "0001-01-02"], 0, ""),
            (["day", "9999-12-31", "--json"], 0, ""),
            (["audit", "9999-12-31"], 0, ""),
            (["shopping", "9999-12-31"], 1, "ledger shopping: the week of 9999-12-31 \(Self.pastTheEnd)\n"),
            (["shopping", "9999-12-26"], 0, ""),
            (["plan", "copy", "2026-11-20", "--to", "9999-12-31", "--dry-run"], 1,
             "ledger plan copy: the week of 9999-12-31 \(Self.pastTheEnd)\n"),
            (["plan", "copy", "0001-01-01", "--to", "2026-11-20", "--dry-run"], 1, "ledger plan copy: nothing is planned in the week of 0001-01-01; nothing to copy\n"),
            (["plan", "copy", "2026-11-20", "--to", "9999-12-20", "--dry-run"], 0, ""),
            (["copy", "2026-11-20", "--to", "9999-12-31", "--dry-run"], 0, ""),
            (["copy", "2026-11-20", "--to", "0001-01-01", "--dry-run"], 0, ""),
            (["day", "10000-01-01"], 2, ""),
            (["day", "0000-12-31"], 2, ""),
        ]
        let before = ledger.journalBytes
        for (words, status, stderr) in cases {
            let result = ledger.run(words)
            #expect(result.status == status, "\(words): \(result.status) \(result.stderr)")
            if !stderr.isEmpty { #expect(result.stderr == stderr, "\(words)") }
            if status != 0 { #expect(result.stdout.isEmpty, "\(words): \(result.stdout)") }
            for outside in ["10000-", "0000-12"] {
                #expect(!result.stdout.contains(outside), "\(words) printed a day outside the calendar: \(result.stdout)")
            }
        }
        #expect(ledger.journalBytes == before, "dry runs and refusals wrote nothing")
    }

    /// `tomorrow`, `in N days`, the default week and the last 7 days, when today is 9999-12-31.
    @Test func relativeDatesOnTheLastDayAreRefusedNeverWritten() {
        let ledger = Self.ledger(start: "9999-12-31T12:00:00.000Z")
        let before = ledger.journalBytes
        let cases: [([String], Int32, String)] = [
            (["day"], 0, ""),
            (["report"], 0, ""),
            (["report", "--month"], 0, ""),
            (["report", "--last", "10000"], 0, ""),
            (["day", "tomorrow"], 1, "ledger day: DATE must be a day from 0001-01-01 to 9999-12-31, got 'tomorrow'\n"),
            (["day", "in", "3", "days"], 1, "ledger day: DATE must be a day from 0001-01-01 to 9999-12-31, got 'in 3 days'\n"),
            (["day", "--next", "1"], 1, "ledger day: --next 1 from 9999-12-31 \(Self.pastTheEnd)\n"),
            (["week"], 1, "ledger week: the week of 9999-12-31 (from monday) \(Self.pastTheEnd)\n"),
            (["report", "--week"], 1, "ledger report: the week of 9999-12-31 \(Self.pastTheEnd)\n"),
            (["report", "--week", "in 2 days"], 1, "ledger report: --week must be a day from 0001-01-01 to 9999-12-31, got 'in 2 days'\n"),
            (["report", "--to", "tomorrow"], 1, "ledger report: --to must be a day from 0001-01-01 to 9999-12-31, got 'tomorrow'\n"),
            (["shopping"], 1, "ledger shopping: the week of 9999-12-31 \(Self.pastTheEnd)\n"),
            (["eat", "2", "eggs", "--date", "tomorrow"], 1, "ledger eat: --date must be a day from 0001-01-01 to 9999-12-31, got 'tomorrow'\n"),
            (["append", "food.logged", "--name", "Pear", "--calories", "57", "--date", "in 1 day"], 1, ""),
            (["demo", "--journal", ledger.folder.file("demo.jsonl")], 1,
             "ledger demo: a sample plan for the week after 9999-12-31 \(Self.pastTheEnd)\n"),
        ]
        for (words, status, stderr) in cases {
            let result = ledger.run(words)
            #expect(result.status == status, "\(words): \(result.status) \(result.stderr)")
            if !stderr.isEmpty { #expect(result.stderr == stderr, "\(words)") }
        }
        #expect(ledger.journalBytes == before)
        #expect(!FileManager.default.fileExists(atPath: ledger.folder.file("demo.jsonl")))
        #expect(ledger.run(["check"]).status == 0)
    }

    /// `yesterday`, `last monday` and the default 7 days, when today is Monday 0001-01-01.
    @Test func relativeDatesOnTheFirstDayAreRefused() {
        let ledger = Self.ledger(start: "0001-01-01T12:00:00.000Z")
        let cases: [([String], Int32, String)] = [
            (["day"], 0, ""),
            (["day", "monday"], 0, ""),
            (["week"], 0, ""),
            (["report", "--last", "1"], 0, ""),
            (["report", "--month"], 0, ""),
            (["day", "yesterday"], 1, "ledger day: DATE must be a day from 0001-01-01 to 9999-12-31, got 'yesterday'\n"),
            (["day", "last", "monday"], 1, "ledger day: DATE must be a day from 0001-01-01 to 9999-12-31, got 'last monday'\n"),
            (["day", "sunday"], 1, "ledger day: DATE must be a day from 0001-01-01 to 9999-12-31, got 'sunday'\n"),
            (["day", "3 days ago"], 1, ""),
            (["report"], 1, "ledger report: a report of the 7 days to 0001-01-01 \(Self.beforeTheStart)\n"),
            (["report", "--last", "2"], 1, "ledger report: --last 2 to 0001-01-01 \(Self.beforeTheStart)\n"),
            (["day", "--prev", "1"], 1, "ledger day: --prev 1 from 0001-01-01 \(Self.beforeTheStart)\n"),
            (["week", "--week-start", "tuesday"], 1, "ledger week: the week of 0001-01-01 (from tuesday) \(Self.beforeTheStart)\n"),
            (["demo", "--journal", ledger.folder.file("demo.jsonl")], 1,
             "ledger demo: a sample journal of the 13 days to 0001-01-01 \(Self.beforeTheStart)\n"),
        ]
        for (words, status, stderr) in cases {
            let result = ledger.run(words)
            #expect(result.status == status, "\(words): \(result.status) \(result.stderr)")
            if !stderr.isEmpty { #expect(result.stderr == stderr, "\(words)") }
        }
    }

    /// Whatever day and option, near either end: exit 0, 1 or 2, and only days of the calendar shown.
    @Test func anyPeriodNearTheEndsIsShownOrRefusedNeverATrap() {
        let ledger = Self.ledger()
        Self.furnished(ledger)
        let dayNumbers = [CalendarDate.earliest.dayNumber, CalendarDate.latest.dayNumber]
        forAllCases(150, seed: 9_999) { testCase in
            let edge = dayNumbers[Int(testCase.random.next() % 2)]
            let offset = Int(testCase.random.next() % 40) - 20
            let date = CalendarDate(dayNumber: edge + offset)
            let text = date.isWithinCalendar ? date.description : "9999-12-31"
            let count = String(testCase.random.next() % 12)
            let choices: [[String]] = [
                ["report", "--week", text], ["report", "--to", text], ["report", "--from", text, "--to", text],
                ["report", "--month", String(text.prefix(7))], ["week", text], ["week", "--next", count, text],
                ["week", "--prev", count, text], ["day", "--next", count, text], ["day", "--prev", count, text],
                ["shopping", text], ["plan", "copy", "2026-11-20", "--to", text, "--dry-run"],
                ["copy", "2026-11-20", "--to", text, "--dry-run"], ["week", text, "--week-start", "sunday", "--json"],
                ["report", "--to", text, "--chart"], ["audit", text], ["day", text, "--json"],
            ]
            let words = choices[Int(testCase.random.next() % UInt64(choices.count))]
            let result = ledger.run(words)
            testCase.check((0...2).contains(result.status), "\(words): exit \(result.status) \(result.stderr)")
            testCase.check(!result.stdout.contains("10000-") && !result.stdout.contains("0000-12"),
                           "\(words) showed a day outside the calendar")
        }
    }
}
