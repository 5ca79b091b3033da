import Foundation
import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// Dates are fixed at append time in the local zone and never converted again.
@Suite struct TimeZoneTests {
    static let zones = ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Europe/Berlin", "Asia/Kolkata"]

    func run(_ words: [String], journal: String, zone: String, at instant: String) -> (Int32, String) {
        let stdout = TextOutput()
        let stderr = TextOutput()
        let context = CommandContext(
            environment: ["MEAL_LEDGER_JOURNAL": journal, "MEAL_LEDGER_DEVICE": "tz"], stdout: stdout, stderr: stderr,
            readStandardInput: { [] }, clock: SteppingClock(start: instant), ids: TimeOrderedIdentifierSource(),
            timeZone: TimeZone(identifier: zone)!, hostName: "h", homeDirectory: "/nonexistent", stderrIsTerminal: false)
        let status = Ledger.run(words, context: context)
        return (status, stdout.text + stderr.text)
    }

    @Test func todayIsTheLocalDayOfTheAppendInstant() throws {
        // 2026-11-20T23:30Z is already the 21st east of Greenwich by 1 h or more, and the 20th west of it.
        let expected = ["UTC": "2026-11-20", "Pacific/Kiritimati": "2026-11-21", "Pacific/Pago_Pago": "2026-11-20",
                        "Europe/Berlin": "2026-11-21", "Asia/Kolkata": "2026-11-21"]
        for zone in Self.zones {
            let folder = TemporaryDirectory()
            let (status, output) = run(["append", "food.logged", "--name", "Tea", "--calories", "2"],
                                       journal: folder.file("j"), zone: zone, at: "2026-11-20T23:30:00.000Z")
            #expect(status == 0, "\(output)")
            let line = output.split(separator: "\n").first { $0.hasPrefix("{") }.map(String.init) ?? ""
            #expect(line.contains("\"date\":\"\(expected[zone]!)\""), "\(zone): \(line)")
        }
    }

    @Test func reportsOfAGivenDayDoNotDependOnTheTimeZone() throws {
        forAllCases(100, seed: 401) { testCase in
            let folder = TemporaryDirectory()
            let journal = folder.file("j")
            let text = journalText(testCase.random.validJournal(events: 30))
            _ = folder.write("j", text)
            let date = testCase.random.date().description
            var outputs: Set<String> = []
            for zone in Self.zones {
                let instant = testCase.random.instant().description
                let day = run(["day", date, "--json"], journal: journal, zone: zone, at: instant)
                let week = run(["week", date, "--json"], journal: journal, zone: zone, at: instant)
                testCase.check(day.0 == 0 && week.0 == 0, "\(day.1) \(week.1)")
                outputs.insert(day.1 + week.1)
            }
            testCase.check(outputs.count == 1, "reports differ between time zones for \(date)")
            // The journal's dates are never converted: the bytes are as written.
            testCase.check(String(decoding: folder.read("j"), as: UTF8.self) == text)
        }
    }
}
