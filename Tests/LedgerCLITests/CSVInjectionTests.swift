import Foundation
@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// `export csv` never writes a cell a spreadsheet would run (OWASP CSV injection, SPEC 18),
/// and `import csv` reads a neutralised cell back to its text; the import's progress line
/// shows on a terminal only.
@Suite struct CSVInjectionTests {
    /// A journal of foods with these names (and units), written as lines: no append's rules stand between.
    static func journal(_ foods: [(name: String, unit: String?)]) -> String {
        let stamp = EventStamp(clock: SteppingClock(), ids: CountingIdentifierSource(), device: "laptop")
        var events = [stamp.event(.journalCreated(JournalCreated()))]
        for (index, food) in foods.enumerated() {
            events.append(stamp.event(.foodLogged(FoodLogged(
                entryId: stamp.newIdentifier(), date: CalendarDate(year: 2026, month: 11, day: 16 + index % 3)!,
                name: food.name, calories: Double(10 + index), quantity: food.unit == nil ? nil : 1, unit: food.unit,
                slot: .lunch))))
        }
        return journalText(events)
    }

    /// The cells of a CSV text, as a spreadsheet would see them.
    static func cells(_ text: String) throws -> [String] {
        try CSVReader.records(Array(text.utf8)).flatMap(\.fields)
    }

    static let runnable: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// The export without its entryId column (an import computes ids of its own).
    static func withoutIds(_ text: String) throws -> [[String]] {
        try CSVReader.records(Array(text.utf8)).map { record in record.fields.enumerated().filter { $0.offset != 2 }.map(\.element) }
    }

    @Test func exportNeutralisesEveryCellASpreadsheetWouldRunAndImportReadsItBackUnchanged() throws {
        let names = [#"=HYPERLINK("http://x","y")"#, "+1", "-x", "@SUM(A1)", "'=already quoted", "''-twice", "'Nduja",
                     "=1+2, then 3", "-", "Plain oats"]
        let source = InProcessLedger()
        source.folder.write("journal.jsonl", Self.journal(names.map { ($0, $0 == "-x" ? "=g" : "g") }))
        let export = source.run(["export", "csv"])
        #expect(export.status == 0, "\(export.stderr)")
        for cell in try Self.cells(export.stdout) {
            #expect(cell.first.map { !Self.runnable.contains($0) } ?? true, "the cell \(cell.debugDescription) could run")
        }
        #expect(export.stdout.contains(#"'=HYPERLINK(""http://x"",""y"")"#), "\(export.stdout)")
        #expect(export.stdout.contains(",'+1,") && export.stdout.contains(",'@SUM(A1),") && export.stdout.contains(",''=already quoted,"))
        #expect(export.stdout.contains(",'''-twice,") && export.stdout.contains(",'Nduja,"))
        // Into an empty journal: the same names, units and figures.
        let target = InProcessLedger()
        let imported = target.run(["import", "csv", source.folder.write("export.csv", export.stdout)])
        #expect(imported.status == 0, "\(imported.stderr)")
        let again = target.run(["export", "csv"])
        #expect(try Self.withoutIds(again.stdout) == Self.withoutIds(export.stdout))
        let logged = String(decoding: target.journalBytes, as: UTF8.self)
        #expect(logged.contains(#""name":"=HYPERLINK(\"http://x\",\"y\")""#) && logged.contains(#""name":"-x","calories":12,"quantity":1,"unit":"=g""#),
                "\(logged)")
    }

    @Test func tabAndCarriageReturnLedNamesAreNeutralisedAndRefusedOnImportAsControlCharacters() throws {
        // Only a hand edit puts them in a journal (appends refuse control characters).
        let source = InProcessLedger()
        source.folder.write("journal.jsonl", Self.journal([("\tTabbed", nil), ("\rReturned", nil)]))
        let export = source.run(["export", "csv"])
        #expect(export.status == 0)
        let cells = try Self.cells(export.stdout)
        #expect(cells.contains("'\tTabbed") && cells.contains("'\rReturned"), "\(cells)")
        #expect(cells.allSatisfy { $0.first.map { !Self.runnable.contains($0) } ?? true })
        let target = InProcessLedger()
        target.run(["init"])
        let before = target.journalBytes
        let file = source.folder.write("export.csv", export.stdout)
        let imported = target.run(["import", "csv", file])
        #expect(imported.status == 1)
        #expect(imported.stderr == "ledger import: \(file):2: column 'name': the name holds a control character\n")
        #expect(target.journalBytes == before)
    }

    @Test func anyNameSurvivesExportThenImport() throws {
        let pieces = ["=", "+", "-", "@", "'", "a", "Oats", " ", ",", "\"", "1", "é", "(", "!"]
        forAllCases(100, seed: 18_500) { testCase in
            let names = (0..<3).map { _ in
                var name = ""
                while name.trimmingCharacters(in: .whitespaces).isEmpty || name.first == " " || name.last == " " {
                    name = (0..<Int.random(in: 1...6, using: &testCase.random)).map { _ in testCase.random.pick(pieces) }.joined()
                }
                return name
            }
            let source = InProcessLedger()
            source.folder.write("journal.jsonl", Self.journal(names.map { ($0, nil) }))
            let export = source.run(["export", "csv"])
            let cells = (try? Self.cells(export.stdout)) ?? []
            testCase.check(cells.allSatisfy { $0.first.map { !Self.runnable.contains($0) } ?? true }, "\(names): \(export.stdout)")
            let target = InProcessLedger()
            let imported = target.run(["import", "csv", source.folder.write("export.csv", export.stdout)])
            testCase.check(imported.status == 0, "\(names): \(imported.stderr)")
            let back = try? Self.withoutIds(target.run(["export", "csv"]).stdout)
            testCase.check(back == (try? Self.withoutIds(export.stdout)), "\(names) came back as \(String(describing: back))")
        }
    }

    @Test func aFigureIsNeverNeutralisedAndANeutralisedOneIsReadAsWhatItSays() throws {
        // The journal's figures are never negative; were one written, its ' would not hide
        // it: import refuses it as the negative number it is.
        #expect(CSVWriter.record(["2026-11-16", "12.5", "0", "1e-7"]) == "2026-11-16,12.5,0,1e-7\r\n")
        #expect(CSVWriter.record(["-5"]) == "'-5\r\n")
        let ledger = InProcessLedger()
        let file = ledger.folder.write("x.csv", "date,name,calories\n2026-11-16,Egg,'-5\n")
        let refused = ledger.run(["import", "csv", file])
        #expect(refused.stderr == "ledger import: \(file):2: column 'calories': must be a non-negative number, got '-5'\n")
    }

    @Test func progressShowsOnATerminalAfterASecondAndIsWipedAtTheEnd() {
        let stderr = TextOutput()
        var context = CommandContext(environment: [:], stdout: TextOutput(), stderr: stderr, readStandardInput: { [] },
                                     clock: SteppingClock(), ids: CountingIdentifierSource(), timeZone: TimeZone(identifier: "UTC")!,
                                     hostName: "t", homeDirectory: "/", stderrIsTerminal: true)
        final class Clock: @unchecked Sendable { var now = 100.0 }
        let clock = Clock()
        let progress = Ledger.Import.Progress(context, name: "big\u{1B}.csv", seconds: { clock.now })
        progress.update("checking", bytes: 10, of: 100)
        clock.now += 0.9
        progress.update("checking", bytes: 20, of: 100)
        #expect(stderr.text.isEmpty, "nothing in the first second")
        clock.now += 0.2
        progress.update("checking", bytes: 50, of: 100)
        progress.update("checking", bytes: 60, of: 100)  // within a tenth of a second: not redrawn
        clock.now += 0.2
        progress.update("importing", bytes: 3 << 20, of: nil)
        progress.finish()
        #expect(stderr.text == "\rchecking big\\u001b.csv: 50%\u{1B}[K\rimporting big\\u001b.csv: 3 MB\u{1B}[K\r\u{1B}[K")
        // Never into a pipe or a file.
        context.stderrIsTerminal = false
        let piped = TextOutput()
        context.stderr = piped
        let quiet = Ledger.Import.Progress(context, name: "big.csv", seconds: { clock.now })
        clock.now += 5
        quiet.update("checking", bytes: 50, of: 100)
        quiet.finish()
        #expect(piped.text.isEmpty)
    }
}
