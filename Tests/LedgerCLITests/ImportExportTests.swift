import Foundation
import MealLedger
import Testing
import TestSupport

/// `ledger export csv` and `ledger import`: the round trip, the services' files, all or none,
/// idempotence, --dry-run.
@Suite struct ImportExportTests {
    /// Every day's totals from `first` to `last`, from one `ledger report --json` (whose days
    /// `ReportCommandTests` checks against `ledger day`): one run instead of one a day.
    func periodTotals(_ ledger: InProcessLedger, from first: CalendarDate, to last: CalendarDate) -> [String: String] {
        let text = ledger.run(["report", "--from", first.description, "--to", last.description, "--json"]).stdout
        guard let value = try? JSONParser.parse(text.trimmingCharacters(in: .newlines)),
              case .array(let days)? = value["days"] else { return [:] }
        var totals: [String: String] = [:]
        for day in days {
            guard case .string(let date)? = day["date"] else { continue }
            totals[date] = day["totals"].map { String(describing: $0) } ?? "?"
        }
        return totals
    }

    @Test func exportThenImportIntoAnEmptyJournalGivesTheSameDailyTotals() throws {
        forAllCases(100, seed: 18_300) { testCase in
            let source = InProcessLedger()
            let events = testCase.random.validJournal(events: Int.random(in: 2...40, using: &testCase.random))
            source.folder.write("journal.jsonl", journalText(events))
            let (state, _) = replayInMemory(events, checkingInvariants: false)
            let export = source.run(["export", "csv"])
            testCase.check(export.status == 0, export.stderr)
            let file = source.folder.write("export.csv", export.stdout)
            let target = InProcessLedger()
            let imported = target.run(["import", "csv", file])
            let days = state.log.dates
            let hasRows = export.stdout.split(separator: "\r\n").count > 1
            testCase.check(imported.status == 0 || !hasRows, imported.stderr)
            guard let first = days.first, let last = days.last else { return }
            let expected = periodTotals(source, from: first, to: last)
            let actual = periodTotals(target, from: first, to: last)
            for date in days where hasRows {
                testCase.check(expected[date.description] != nil, "\(date): not in the report")
                testCase.check(expected[date.description] == actual[date.description],
                               "\(date): \(expected[date.description] ?? "") ≠ \(actual[date.description] ?? "")")
            }
            // A second import finds every row there already.
            if hasRows {
                let before = target.journalBytes
                let again = target.run(["import", "csv", file])
                testCase.check(again.status == 0 && target.journalBytes == before, "second import: \(again.stdout)")
            }
        }
    }

    @Test func exportQuotesCommasQuotesAndLineBreaksInNames() throws {
        let ledger = InProcessLedger()
        ledger.run(["append", "food.logged", "--date", "2026-11-16", "--name", "Oats, \"steel cut\"", "--calories", "150",
                    "--quantity", "40", "--unit", "g"])
        // A line break can only come from a hand edit (appends refuse control characters).
        let edited = String(decoding: ledger.journalBytes, as: UTF8.self) + #"{"id":"0193a000-0000-7000-8000-0000000000ff","at":"2026-11-20T13:00:00.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-0000000000fe","date":"2026-11-16","name":"Two\nlines","calories":10,"source":"manual"}}"# + "\n"
        ledger.folder.write("journal.jsonl", edited)
        let result = ledger.run(["export", "csv"])
        #expect(result.status == 0, "\(result.stderr)")
        // Then a column per nutrient of the vocabulary, empty where the entry did not say.
        let nutrientHeader = "," + Nutrient.allCases.map(\.key).joined(separator: ",")
        let unknownNutrients = String(repeating: ",", count: Nutrient.allCases.count)
        #expect(result.stdout == "date,slot,entryId,kind,name,quantity,unit,calories,protein,carbohydrates,fats,source,foodId"
            + nutrientHeader + "\r\n"
            + "2026-11-16,,0193a000-0000-7000-8000-000000000002,food,\"Oats, \"\"steel cut\"\"\",40,g,150,,,,manual,"
            + unknownNutrients + "\r\n"
            + "2026-11-16,,0193a000-0000-7000-8000-0000000000fe,food,\"Two\nlines\",,,10,,,,manual," + unknownNutrients + "\r\n")
        let records = try CSVReader.records(Array(result.stdout.utf8))
        #expect(records.map { $0.fields[4] } == ["name", "Oats, \"steel cut\"", "Two\nlines"])
        // Reading it back refuses the control character, naming the line the record starts on and the column.
        let file = ledger.folder.write("export.csv", result.stdout)
        let target = InProcessLedger()
        let imported = target.run(["import", "csv", file])
        #expect(imported.status == 1)
        #expect(imported.stderr == "ledger import: \(file):3: column 'name': the name holds a control character\n")
    }

    @Test func cronometerImportIsIdempotentAndNamesTheSlotsItCannotYetWrite() throws {
        let ledger = InProcessLedger()
        let file = InProcessLedger.sample("cronometer-servings.csv")
        let first = ledger.run(["import", "cronometer", file])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "ledger: imported 9 entries from \(file) (2026-11-16 to 2026-11-17)\n")
        let bytes = ledger.journalBytes
        let second = ledger.run(["import", "cronometer", file, "--json"])
        #expect(second.status == 0)
        #expect(second.stdout == #"{"file":"\#(file)","format":"cronometer","rows":9,"appended":0,"alreadyPresent":9,"from":null,"to":null,"dryRun":false}"# + "\n")
        #expect(ledger.journalBytes == bytes)
        let day = ledger.run(["day", "2026-11-17", "--json"]).stdout
        #expect(day.contains(#""totals":{"calories":508.24,"protein":50.54,"carbohydrates":1.12,"fats":31.51}"#), "\(day)")
    }

    @Test func oneBadRowRefusesTheWholeFileNamingItsLineAndColumn() throws {
        let ledger = InProcessLedger()
        ledger.run(["init"])
        let before = ledger.journalBytes
        var text = String(decoding: FileManager.default.contents(atPath: InProcessLedger.sample("Nutrition-Summary-2026-11-16-to-2026-11-17.csv"))!, as: UTF8.self)
        text = text.replacingOccurrences(of: "2026-11-17,Dinner,735.5", with: "2026-11-17,Dinner,lots")
        let file = ledger.folder.write("Nutrition-Summary.csv", text)
        let result = ledger.run(["import", "mfp", file])
        #expect(result.status == 1)
        #expect(result.stderr == "ledger import: \(file):6: column 'Calories': must be a non-negative number, got 'lots'\n")
        #expect(ledger.journalBytes == before)
    }

    @Test func dryRunPrintsWhatTheImportAppendsAndWritesNothing() throws {
        let ledger = InProcessLedger()
        let file = InProcessLedger.sample("mfp-nutrition-2018.csv")
        let dry = ledger.run(["import", "mfp", file, "--dry-run"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(!FileManager.default.fileExists(atPath: ledger.journal))
        #expect(dry.stderr == "ledger: dry run: would import 4 entries from \(file) (2018-07-01 to 2018-07-01)\n")
        let real = ledger.run(["import", "mfp", file])
        #expect(real.status == 0)
        // The same entries (ids, data) as the dry run showed; only ids and instants of the events differ.
        let written = Array(String(decoding: ledger.journalBytes, as: UTF8.self).split(separator: "\n").dropFirst())
        func data(_ line: Substring) -> String { String(line[line.range(of: "\"data\":")!.lowerBound...]) }
        #expect(dry.stdout.split(separator: "\n").map(data) == written.map(data))
        #expect(written.count == 4)
        #expect(written[0].contains(#""name":"Breakfast (MyFitnessPal)","calories":40,"protein":1.8,"carbohydrates":5.8,"fats":0.6"#))
    }

    @Test func unknownKindsAndMissingFilesAreRefused() {
        let ledger = InProcessLedger()
        #expect(ledger.run(["import", "loseit", "x.csv"]).status == 2)
        #expect(ledger.run(["import", "csv"]).status == 2)
        let missing = ledger.run(["import", "csv", ledger.folder.file("nope.csv")])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("cannot open"))
        #expect(ledger.run(["export", "json"]).status == 2)
    }
}
