import Foundation
import Testing
import TestSupport

/// Smart dates wherever a date is taken, `day --prev/--next`, and `audit` on today by default;
/// the clock is fixed at Friday 2026-11-20 12:00 UTC.
@Suite struct DateArgumentTests {
    static func date(of output: String) -> String {
        String(output.dropFirst(#"{"date":""#.count).prefix(10))
    }

    @Test func reportsTakeEveryFormOfDate() {
        let ledger = InProcessLedger()
        ledger.run(["init"])
        for (words, expected) in [(["3 days ago"], "2026-11-17"), (["3", "days", "ago"], "2026-11-17"),
                                  (["last", "monday"], "2026-11-16"), (["wed"], "2026-11-18"),
                                  (["11/02"], "2026-11-02"), (["20261101"], "2026-11-01"), (["in 2 days"], "2026-11-22")] {
            let day = ledger.run(["day"] + words + ["--json"])
            #expect(day.status == 0, "\(words): \(day.stderr)")
            #expect(Self.date(of: day.stdout) == expected, "\(words)")
            let audit = ledger.run(["audit", "--json"] + words)
            #expect(Self.date(of: audit.stdout) == expected, "audit \(words)")
        }
        #expect(ledger.run(["week", "last", "sunday", "--json"]).stdout.hasPrefix(#"{"start":"2026-11-09""#))
    }

    @Test func dayMovesByPrevAndNext() {
        let ledger = InProcessLedger()
        ledger.run(["init"])
        #expect(Self.date(of: ledger.run(["day", "--prev", "2", "--json"]).stdout) == "2026-11-18")
        #expect(Self.date(of: ledger.run(["day", "2026-12-31", "--next", "1", "--json"]).stdout) == "2027-01-01")
        #expect(Self.date(of: ledger.run(["day", "yesterday", "--prev=1", "--json"]).stdout) == "2026-11-18")
        let both = ledger.run(["day", "--prev", "1", "--next", "1"])
        #expect(both.status == 2)
        #expect(both.stderr.hasPrefix("ledger day: give --next or --prev, not both"))
        #expect(ledger.run(["day", "--next", "x"]).stderr.hasPrefix("ledger day: --next must be a whole number of days from 0 to 100000, got 'x'"))
    }

    @Test func auditDefaultsToToday() {
        let ledger = InProcessLedger()
        ledger.run(["init"])
        let audit = ledger.run(["audit", "--json"])
        #expect(audit.status == 0)
        #expect(Self.date(of: audit.stdout) == "2026-11-20")
    }

    @Test func appendedDatesAndPeriodsTakeSmartDates() {
        let ledger = InProcessLedger()
        ledger.run(["init"])
        let appended = ledger.run(["append", "food.logged", "--name", "Pear", "--calories", "60", "--date", "yesterday"])
        #expect(appended.status == 0, "\(appended.stderr)")
        #expect(appended.stdout.contains(#""date":"2026-11-19""#))
        let report = ledger.run(["report", "--from", "last monday", "--to", "yesterday", "--json"])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.hasPrefix(#"{"from":"2026-11-16","to":"2026-11-19""#))
        let replay = ledger.run(["replay", "--until", "2 days ago", "day", "yesterday", "--json"])
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.contains(#""entries":[]"#))
    }

    @Test func anUnreadableDateNamesTheAcceptedForms() {
        let ledger = InProcessLedger()
        ledger.run(["init"])
        let day = ledger.run(["day", "someday"])
        #expect(day.status == 2)
        #expect(day.stderr == """
            ledger day: DATE must be a date (YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, MM-DD, MM/DD, Nov 20, 20 Nov, today, \
            yesterday, tomorrow, a weekday (monday), last WEEKDAY, next WEEKDAY, this/last/next week, N days ago, \
            in N days, N weeks ago, in N weeks), got 'someday'
            Run 'ledger day --help' for usage.

            """)
        let option = ledger.run(["report", "--from", "the other day"])
        #expect(option.status == 2)
        #expect(option.stderr.hasPrefix("ledger report: --from must be a date (YYYY-MM-DD, YYYY/MM/DD, "))
        #expect(option.stderr.contains("got 'the other day'"))
    }
}
