import Foundation
import MealLedger
import Testing
import TestSupport

/// `ledger report`: periods, the JSON shape, agreement with `ledger day`, the chart's width.
@Suite struct ReportCommandTests {
    /// A small journal: goals from 2026-11-16, food on the 16th, 17th and 20th (today).
    func smallJournal() -> InProcessLedger {
        let ledger = InProcessLedger()
        ledger.run(["append", "goals.set", "--from", "2026-11-16", "--calories", "2000", "--protein", "120"])
        ledger.run(["append", "food.logged", "--date", "2026-11-16", "--name", "Pasta", "--calories", "1900",
                    "--protein", "60", "--carbohydrates", "300", "--fats", "40"])
        ledger.run(["append", "food.logged", "--date", "2026-11-17", "--name", "Cake", "--calories", "2500",
                    "--fats", "120"])
        ledger.run(["append", "food.logged", "--date", "2026-11-20", "--name", "Soup", "--calories", "600",
                    "--protein", "30"])
        return ledger
    }

    @Test func theDefaultPeriodIsTheLastSevenDaysTodayIncluded() throws {
        let ledger = smallJournal()
        let result = ledger.run(["report", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONParser.parse(result.stdout.trimmingCharacters(in: .newlines))
        #expect(json["from"] == .string("2026-11-14"))
        #expect(json["to"] == .string("2026-11-20"))
        guard case .array(let days)? = json["days"] else { Issue.record("no days"); return }
        #expect(days.count == 7)
        #expect(json["daysWithEntries"] == .number(3))
        #expect(json["daysWithinGoal"] == .number(1))  // 1900 of 2000; 2500 is 25 % over; 600 far under
        #expect(result.stdout.contains(#"{"date":"2026-11-14","totals":{"calories":0,"protein":0,"carbohydrates":0,"fats":0},"goals":null,"difference":null,"entries":0}"#))
        #expect(result.stdout.contains(#"{"date":"2026-11-17","totals":{"calories":2500,"protein":0,"carbohydrates":0,"fats":120},"goals":{"calories":2000,"protein":120},"difference":{"calories":500,"protein":-120},"entries":1}"#))
        #expect(result.stdout.contains(#""average":{"calories":1666.6667,"protein":30,"carbohydrates":100,"fats":53.3333}"#))
    }

    @Test func periodsByWeekMonthLastAndDates() {
        let ledger = smallJournal()
        func range(_ words: [String]) -> String {
            let result = ledger.run(["report"] + words)
            return result.stdout.split(separator: "\n").first.map(String.init) ?? result.stderr
        }
        #expect(range(["--week"]) == "Report 2026-11-16 to 2026-11-22 (7 days)")
        #expect(range(["--week", "2026-11-10"]) == "Report 2026-11-09 to 2026-11-15 (7 days)")
        #expect(range(["--month"]) == "Report 2026-11-01 to 2026-11-30 (30 days)")
        #expect(range(["--month", "2024-02"]) == "Report 2024-02-01 to 2024-02-29 (29 days)")
        #expect(range(["--last", "1"]) == "Report 2026-11-20 to 2026-11-20 (1 day)")
        #expect(range(["--last", "30"]) == "Report 2026-10-22 to 2026-11-20 (30 days)")
        #expect(range(["--from", "2026-11-01"]) == "Report 2026-11-01 to 2026-11-20 (20 days)")
        #expect(range(["--to", "2026-11-10"]) == "Report 2026-11-04 to 2026-11-10 (7 days)")
        #expect(range(["--from", "yesterday", "--to", "today"]) == "Report 2026-11-19 to 2026-11-20 (2 days)")
    }

    @Test func wrongPeriodsAreUsageErrors() {
        let ledger = smallJournal()
        for words in [["--week", "--last", "3"], ["--from", "2026-11-20", "--to", "2026-11-01"],
                      ["--month", "2026-13"], ["2026-11-01"], ["--chart", "--json"]] {
            let result = ledger.run(["report"] + words)
            #expect(result.status == 2, "\(words): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        // A figure past a limit is refused (exit 1), as on every command.
        let none = ledger.run(["report", "--last", "0"])
        #expect(none.status == 1 && none.stdout.isEmpty, "\(none.stderr)")
    }

    /// Each case runs `report` once and `day` on three of its days (chosen by the seed, the
    /// first and last always among the candidates), so 100 cases stay as cheap as 25 were.
    @Test func theReportsDaysAreWhatLedgerDaySaysOfEachDay() throws {
        forAllCases(100, seed: 18_200) { testCase in
            let ledger = InProcessLedger()
            let events = testCase.random.validJournal(events: Int.random(in: 2...40, using: &testCase.random))
            ledger.folder.write("journal.jsonl", journalText(events))
            let (state, _) = replayInMemory(events, checkingInvariants: false)
            guard let first = state.log.dates.first, let last = state.log.dates.last else { return }
            let report = ledger.run(["report", "--from", first.description, "--to", last.description, "--json"])
            guard report.status == 0, let json = try? JSONParser.parse(report.stdout.trimmingCharacters(in: .newlines)),
                  case .array(let days)? = json["days"] else {
                testCase.check(false, "report failed: \(report.stderr)")
                return
            }
            var checked = Set<Int>()
            for _ in 0..<3 where !days.isEmpty {
                checked.insert(Int.random(in: 0..<days.count, using: &testCase.random))
            }
            for index in checked.sorted() {
                let day = days[index]
                guard case .string(let date)? = day["date"] else { continue }
                let shown = ledger.run(["day", date, "--json"])
                guard let dayJSON = try? JSONParser.parse(shown.stdout.trimmingCharacters(in: .newlines)) else {
                    testCase.check(false, "day \(date) failed")
                    continue
                }
                testCase.check(day["totals"] == dayJSON["totals"], "\(date): report \(String(describing: day["totals"])) ≠ day \(String(describing: dayJSON["totals"]))")
                testCase.check(day["goals"] == dayJSON["goals"], "\(date): goals")
                let dayEntries: Int
                if case .array(let entries)? = dayJSON["entries"] { dayEntries = entries.count } else { dayEntries = -1 }
                testCase.check(day["entries"] == .number(Double(dayEntries)), "\(date): entries \(String(describing: day["entries"])) ≠ \(dayEntries)")
            }
            // The average is the mean of the days with entries (JSON rounds to 4 decimals).
            let totals = days.compactMap { day -> JSONValue? in
                guard case .number(let count)? = day["entries"], count > 0 else { return nil }
                return day["totals"]
            }
            for key in ["calories", "protein", "carbohydrates", "fats"] {
                let values = totals.compactMap { total -> Double? in
                    if case .number(let value)? = total[key] { return value } else { return nil }
                }
                let mean = values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
                guard case .number(let average)? = json["average"]?[key] else { continue }
                testCase.check(abs(average - mean) <= 1e-3 + 1e-9 * abs(mean), "\(key): average \(average) ≠ mean \(mean)")
            }
        }
    }

    @Test func theChartFitsEightyColumnsAndMarksTheGoal() {
        let ledger = smallJournal()
        ledger.environment["COLUMNS"] = "80"
        let result = ledger.run(["report", "--chart", "--last", "14"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.map(\.count))")
        let cake = lines.first { $0.hasPrefix("Tue 2026-11-17") }!
        // 2500 eaten against 2000: the bar goes past the goal mark, which stays visible.
        #expect(cake.contains("|###"))
        #expect(cake.hasSuffix("2500   +500"))
        #expect(cake.count == 80)
        let soup = lines.first { $0.hasPrefix("Fri 2026-11-20") }!
        #expect(soup.contains("#....") && soup.contains(".|"))
        #expect(!result.stdout.contains("\u{1B}"), "no colour codes")
        // Not on a terminal and no $COLUMNS: bars of 60 cells, whatever the width.
        ledger.environment = [:]
        let wide = ledger.run(["report", "--chart", "--last", "14"]).stdout
        #expect(wide.split(separator: "\n").contains { $0.hasPrefix("Tue 2026-11-17  " + String(repeating: "#", count: 47) + "|###") })
    }

    @Test func everyNewCommandHasHelp() {
        let ledger = InProcessLedger()
        for command in [["report"], ["export"], ["import"], ["shopping"]] {
            let result = ledger.run(command + ["--help"])
            #expect(result.status == 0)
            #expect(result.stdout.contains("Usage: ledger \(command[0])"))
            #expect(result.stdout.contains("--journal"))
        }
        #expect(ledger.run(["report", "--help"]).stdout.contains("--json"))
        #expect(ledger.run(["shopping", "--help"]).stdout.contains("--json"))
        #expect(ledger.run(["import", "--help"]).stdout.contains("--dry-run"))
        #expect(ledger.run(["--help"]).stdout.contains("  report "))
    }
}
