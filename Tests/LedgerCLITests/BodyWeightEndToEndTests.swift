import Foundation
import MealLedger
import Testing
import TestSupport

/// Body weight through the built binary (SPEC 15): weigh in kg, lb and st-lb, fix and undo a
/// weigh-in, the trend, the expenditure estimate and `--as-of`, goals suggest, report, export
/// and import, merge, and the HTML chart in headless Chromium.
@Suite struct BodyWeightEndToEndTests {
    /// A journal of 8 weeks, written line by line as it would have been appended day by day
    /// (each day's lines stamped that evening, some food logged two days late): intake around
    /// 2,100 kcal, a true expenditure of 2,500 kcal, daily weigh-ins with noise.
    static func simulatedJournal(in folder: TemporaryDirectory, seed: UInt64 = 11) -> (path: String, events: [Event]) {
        var random = SeededGenerator(seed: seed)
        let first = CalendarDate(year: 2026, month: 9, day: 1)!
        var pending: [(Int64, EventPayload)] = []
        var weight = 82.0
        for day in 0..<56 {
            let date = first.adding(days: day)
            let evening = Int64(first.dayNumber + day) * 86_400_000 + 20 * 3_600_000
            let eaten = 2_100 + Double.random(in: -400...400, using: &random)
            if !random.chance(0.1) {
                let late = random.chance(0.1) ? 2 * 86_400_000 : 0
                pending.append((evening + Int64(late), .foodLogged(FoodLogged(entryId: random.identifier(), date: date,
                                                                              name: "dinner", calories: eaten.rounded()))))
            }
            if !random.chance(0.1) {
                pending.append((evening - 12 * 3_600_000, .weightLogged(WeightLogged(
                    entryId: random.identifier(), date: date,
                    kg: BodyWeightText.rounded(weight + Double.random(in: -0.8...0.8, using: &random))))))
            }
            weight += (eaten - 2_500) / 7_700
        }
        pending.sort { $0.0 < $1.0 }
        var events = [Event(id: random.identifier(), at: Instant(millisecondsSinceEpoch: Int64(first.dayNumber) * 86_400_000),
                            device: "phone", payload: .journalCreated(JournalCreated()))]
        for (at, payload) in pending {
            events.append(Event(id: random.identifier(), at: Instant(millisecondsSinceEpoch: at), device: "phone", payload: payload))
        }
        return (folder.write("journal.jsonl", journalText(events)), events)
    }

    static func json(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    static func number(_ value: JSONValue?) -> Double? {
        if case .number(let number)? = value { return number }
        return nil
    }

    @Test func weighReadsKilogramsPoundsAndStonesAndStoresKilograms() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("j.jsonl")
        for (words, kg) in [(["72.4"], 72.4), (["72.4kg"], 72.4), (["160lb"], 72.5748), (["11st", "6lb"], 72.5748),
                            (["11st 6lb"], 72.5748)] {
            let result = try LedgerProcess.run(["weigh"] + words + ["--date", "2026-11-20", "--json", "-f", path])
            #expect(result.status == 0, "\(words): \(result.stderr)")
            let stored = try Self.json(result.stdout)["weighIn"]?["kg"]
            #expect(Self.number(stored) == kg, "\(words): \(result.stdout)")
        }
        let lines = String(decoding: folder.read("j.jsonl"), as: UTF8.self).split(separator: "\n")
        #expect(lines.filter { $0.contains("\"kg\":72.5748}") }.count == 3)
    }

    @Test(arguments: [
        (["19"], "'WEIGHT' must be from 20 to 500 kg, got '19'"), (["1200lb"], "'WEIGHT' must be from 20 to 500 kg"),
        (["heavy"], "'WEIGHT' must be a weight such as 72.4"), (["72", "furlongs"], "'WEIGHT' must be in kg, lb or st"),
    ])
    func aRefusedWeighInNamesTheFieldAndWritesNothing(words: [String], message: String) throws {
        let folder = TemporaryDirectory()
        let path = folder.file("j.jsonl")
        let result = try LedgerProcess.run(["weigh"] + words + ["-f", path])
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func fixCorrectsAWeighInAndUndoTakesTheCorrectionBack() throws {
        let ledger = InProcessLedger()
        #expect(ledger.run(["weigh", "80", "--date", "2026-11-19"]).status == 0)
        let weighed = ledger.run(["weigh", "73.1", "--date", "2026-11-20", "--json"])
        guard case .string(let id)? = try Self.json(weighed.stdout)["weighIn"]?["entryId"] else {
            Issue.record("no entry id: \(weighed.stdout)")
            return
        }
        let fixed = ledger.run(["fix", id, "--kg", "160lb"])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(fixed.stdout.contains("Corrected to 72.6 kg on 2026-11-20"), "\(fixed.stdout)")
        var weight = try Self.json(ledger.run(["weight", "--json"]).stdout)
        guard case .array(let rows)? = weight["weighIns"] else {
            Issue.record("\("no rows")")
            return
        }
        #expect(rows.compactMap { Self.number($0["kg"]) } == [80, 72.5748])
        // The trend's second step: 80 + (1 − e^(−1/10)) × (72.5748 − 80).
        #expect(abs((Self.number(rows[1]["trend"]) ?? 0) - (80 + (1 - exp(-0.1)) * (72.5748 - 80))) < 1e-9)
        let undone = ledger.run(["undo"])
        #expect(undone.status == 0 && undone.stdout.contains("Logged the original again: 2026-11-20 weighed 73.1 kg"), "\(undone.stdout)")
        weight = try Self.json(ledger.run(["weight", "--json"]).stdout)
        guard case .array(let after)? = weight["weighIns"] else {
            Issue.record("\("no rows")")
            return
        }
        #expect(after.compactMap { Self.number($0["kg"]) } == [80, 73.1])
        // A second undo takes back what came before the fix: the weigh-in itself.
        #expect(ledger.run(["undo"]).stdout.contains("Removed 2026-11-20 weighed 73.1 kg"))
        #expect(ledger.run(["undo"]).stdout.contains("Removed 2026-11-19 weighed 80.0 kg"))
        #expect(ledger.run(["undo"]).status == 1)
        #expect(ledger.run(["check"]).status == 0)
    }

    @Test func fixRefusesAFoodChangeOnAWeighInAndKgOnAFood() throws {
        let ledger = InProcessLedger()
        let food = ledger.run(["append", "food.logged", "--name", "Apple", "--calories", "95"])
        #expect(food.status == 0)
        let weigh = ledger.run(["weigh", "70", "--json"])
        guard case .string(let weighId)? = try Self.json(weigh.stdout)["weighIn"]?["entryId"],
              case .string(let foodId)? = try Self.json(food.stdout)["data"]?["entryId"] else {
            Issue.record("ids: \(food.stdout) \(weigh.stdout)")
            return
        }
        let servings = ledger.run(["fix", weighId, "--servings", "2"])
        #expect(servings.status == 1 && servings.stderr.contains("'servings' fixes a meal; for a weigh-in give --kg"), "\(servings.stderr)")
        let kg = ledger.run(["fix", foodId, "--kg", "70"])
        #expect(kg.status == 1 && kg.stderr.contains("'ENTRY' --kg fixes a weigh-in"), "\(kg.stderr)")
    }

    @Test func expenditurePrintsEveryInputAndAsOfEqualsTheEstimateOnTheCutJournal() throws {
        let folder = TemporaryDirectory()
        let (path, events) = Self.simulatedJournal(in: folder)
        let text = try LedgerProcess.run(["expenditure", "--as-of", "2026-10-26", "-f", path])
        #expect(text.status == 0, "\(text.stderr)")
        for input in ["days in the window", "days with entries", "mean intake", "weigh-ins", "trend at the start",
                      "trend at the end", "trend change", "range"] {
            #expect(text.stdout.contains(input), "\(input): \(text.stdout)")
        }
        for day in ["2026-10-10", "2026-10-20", "2026-10-26"] {
            let asOf = try LedgerProcess.run(["expenditure", "--as-of", day, "--json", "-f", path])
            let end = Int64(CalendarDate(day)!.dayNumber + 1) * 86_400_000 - 1
            let cutPath = folder.write("cut-\(day).jsonl", journalText(events.filter { $0.at.millisecondsSinceEpoch <= end }))
            let onCut = try LedgerProcess.run(["expenditure", "--as-of", day, "--json", "-f", cutPath])
            #expect(asOf.status == 0 && asOf.stdout == onCut.stdout, "\(day): \(asOf.stdout) \(asOf.stderr) vs \(onCut.stdout)")
        }
        // The estimate is near the simulated truth of 2,500 kcal.
        let estimate = Self.number(try Self.json(try LedgerProcess.run(["expenditure", "--as-of", "2026-10-26", "--json",
                                                                        "-f", path]).stdout)["expenditure"]) ?? 0
        #expect(abs(estimate - 2_500) < 250, "\(estimate)")
    }

    @Test func expenditureRefusesThinDataSayingWhy() throws {
        let folder = TemporaryDirectory()
        let (path, _) = Self.simulatedJournal(in: folder)
        let early = try LedgerProcess.run(["expenditure", "--as-of", "2026-09-10", "-f", path])
        #expect(early.status == 1)
        #expect(early.stderr.contains("days have entries; the estimate needs at least 14 days"), "\(early.stderr)")
        let noWeights = folder.write("food-only.jsonl", String(decoding: folder.read("journal.jsonl"), as: UTF8.self)
            .split(separator: "\n").filter { !$0.contains("weight.logged") }.joined(separator: "\n") + "\n")
        let none = try LedgerProcess.run(["expenditure", "--as-of", "2026-10-26", "-f", noWeights])
        #expect(none.status == 1 && none.stderr.contains("have weigh-ins; the estimate needs at least 4 days"), "\(none.stderr)")
    }

    @Test func goalsSuggestPrintsTheGoalsSetAndAppendsItWithApply() throws {
        let folder = TemporaryDirectory()
        let (path, _) = Self.simulatedJournal(in: folder)
        let env = ["MEAL_LEDGER_DEVICE": "laptop"]
        let expenditure = try LedgerProcess.run(["expenditure", "--as-of", "2026-10-26", "--json", "-f", path])
        #expect(expenditure.status == 0)
        // goals suggest estimates as of today; give it a journal whose window ends today by asking as of the
        // estimate's own figures instead: the arithmetic is what is checked.
        let before = folder.read("journal.jsonl")
        let suggest = try LedgerProcess.run(["goals", "suggest", "--lose", "0.5kg/week", "--days", "365", "--json", "-f", path],
                                            environment: env)
        if suggest.status == 0 {
            let document = try Self.json(suggest.stdout)
            let spent = Self.number(document["expenditure"]) ?? 0
            #expect(Self.number(document["goals"]?["calories"]) == (spent - 0.5 * 7_700 / 7).rounded())
            #expect(Self.number(document["goals"]?["protein"]) == ((Self.number(document["trendWeight"]) ?? 0) * 1.6).rounded())
            #expect(folder.read("journal.jsonl") == before, "without --apply nothing is written")
            let applied = try LedgerProcess.run(["goals", "suggest", "--lose", "0.5kg/week", "--days", "365", "--apply",
                                                 "-f", path], environment: env)
            #expect(applied.status == 0, "\(applied.stderr)")
            #expect(String(decoding: folder.read("journal.jsonl"), as: UTF8.self).contains("\"type\":\"goals.set\""))
        } else {
            // Today is far from the simulated weeks: the refusal says why, and nothing is written.
            #expect(suggest.status == 1 && suggest.stderr.contains("the estimate needs at least"), "\(suggest.stderr)")
            #expect(folder.read("journal.jsonl") == before)
        }
        let tooFast = try LedgerProcess.run(["goals", "suggest", "--lose", "3kg/week", "-f", path])
        // A rate past the limit is a figure past a limit (README, "Exit status"): refused, exit 1.
        #expect(tooFast.status == 1 && tooFast.stderr.contains("--lose must be at most 1 kg (2.2 lb) a week"), "\(tooFast.stderr)")
    }

    @Test func reportShowsTheTrendAndTheEstimateBesideIntake() throws {
        let folder = TemporaryDirectory()
        let (path, _) = Self.simulatedJournal(in: folder)
        let table = try LedgerProcess.run(["report", "--from", "2026-10-20", "--to", "2026-10-26", "-f", path])
        #expect(table.status == 0)
        #expect(table.stdout.contains("Weight: trend "), "\(table.stdout)")
        #expect(table.stdout.contains("Expenditure (28 days to 2026-10-26): "), "\(table.stdout)")
        let json = try Self.json(try LedgerProcess.run(["report", "--from", "2026-10-20", "--to", "2026-10-26", "--json",
                                                        "-f", path]).stdout)
        let alone = try Self.json(try LedgerProcess.run(["expenditure", "--as-of", "2026-10-26", "--json", "-f", path]).stdout)
        #expect(json["weight"]?["expenditure"]?["expenditure"] == alone["expenditure"])
        #expect(json["days"] != nil, "the report's own members stay")
    }

    @Test func exportWritesWeighInsAndImportReadsThemBackOnce() throws {
        let folder = TemporaryDirectory()
        let (path, events) = Self.simulatedJournal(in: folder)
        let export = try LedgerProcess.run(["export", "csv", "-f", path])
        #expect(export.status == 0)
        let weighIns = events.filter { $0.type == .weightLogged }.count
        #expect(export.stdout.components(separatedBy: ",weight,body weight,").count - 1 == weighIns)
        let csv = folder.write("export.csv", export.stdout)
        let copy = folder.file("copy.jsonl")
        #expect(try LedgerProcess.run(["import", "csv", csv, "-f", copy]).status == 0)
        let again = try LedgerProcess.run(["import", "csv", csv, "-f", copy])
        #expect(again.stdout.contains("imported 0 entries"), "\(again.stdout)")
        let original = try LedgerProcess.run(["weight", "--json", "-f", path])
        let imported = try LedgerProcess.run(["weight", "--json", "-f", copy])
        func kilograms(_ text: String) throws -> [Double] {
            guard case .array(let rows)? = try Self.json(text)["weighIns"] else { return [] }
            return rows.compactMap { Self.number($0["kg"]) }
        }
        #expect(try kilograms(original.stdout) == kilograms(imported.stdout))
        #expect(try kilograms(original.stdout).count == weighIns)
    }

    @Test func mergeKeepsEachDevicesWeighInsOnce() throws {
        let folder = TemporaryDirectory()
        let (path, _) = Self.simulatedJournal(in: folder)
        let other = folder.file("laptop.jsonl")
        _ = FileManager.default.createFile(atPath: other, contents: Data(folder.read("journal.jsonl")))
        #expect(try LedgerProcess.run(["weigh", "79.9", "--date", "2026-10-27", "-f", other]).status == 0)
        #expect(try LedgerProcess.run(["weigh", "80.1", "--date", "2026-10-27", "-f", path]).status == 0)
        let merged = folder.file("merged.jsonl")
        let merge = try LedgerProcess.run(["merge", path, other, "-o", merged])
        #expect(merge.status == 0, "\(merge.stderr)")
        let rows = try LedgerProcess.run(["weight", "--from", "2026-10-27", "--json", "-f", merged])
        guard case .array(let list)? = try Self.json(rows.stdout)["weighIns"] else {
            Issue.record("\(rows.stdout)")
            return
        }
        #expect(list.compactMap { Self.number($0["kg"]) }.sorted() == [79.9, 80.1])
        #expect(try LedgerProcess.run(["check", "-f", merged]).status == 0)
    }

    @Test(.enabled(if: ReportPicturesTests.program("chromium") != nil, "chromium is not installed"))
    func chromiumDrawsTheWeighInsWithTheTrendLine() throws {
        let folder = TemporaryDirectory()
        let (path, events) = Self.simulatedJournal(in: folder)
        let page = folder.file("report.html")
        #expect(try LedgerProcess.run(["report", "--from", "2026-09-01", "--to", "2026-10-26", "--html", page, "-f", path]).status == 0)
        let html = String(decoding: folder.read("report.html"), as: UTF8.self)
        let probe = """
        <script>
        const dots = [...document.querySelectorAll('svg circle.weighin')].filter(c => c.getBoundingClientRect().width > 2);
        const line = [...document.querySelectorAll('svg polyline.trend')].filter(l => { const b = l.getBoundingClientRect(); return b.width > 300 && b.height > 10; });
        document.body.setAttribute('data-probe', `dots=${dots.length} lines=${line.length}`);
        </script>
        """
        let probed = folder.write("probed.html", html.replacingOccurrences(of: "</body>", with: probe + "</body>"))
        let chromium = ReportPicturesTests.program("chromium")!
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1000,2400", "--user-data-dir=\(folder.file("profile"))"]
        let (status, dom, errors) = try ReportPicturesTests.run(chromium, flags + ["--dump-dom", "file://\(probed)"])
        #expect(status == 0, "\(errors)")
        let weighIns = events.filter { event in
            if case .weightLogged(let weighIn) = event.payload { return weighIn.date <= CalendarDate("2026-10-26")! }
            return false
        }.count
        let measured = dom.range(of: "data-probe=\"[^\"]*\"", options: .regularExpression).map { String(dom[$0]) }
        #expect(measured == "data-probe=\"dots=\(weighIns) lines=1\"", "\(errors)")
        let shot = folder.file("weight.png")
        let (shotStatus, _, _) = try ReportPicturesTests.run(chromium, flags + ["--screenshot=\(shot)", "file://\(page)"])
        #expect(shotStatus == 0)
        #expect((FileManager.default.contents(atPath: shot)?.count ?? 0) > 10_000)
    }
}
