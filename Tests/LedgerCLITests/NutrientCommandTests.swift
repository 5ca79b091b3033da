import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC 14 and the `goals` command of SPEC 16 through the command line: nutrients appended by
/// hand and from the tables, carried through meals, fix and copy, shown by day, meal show and
/// report, goals set figure by figure, export and the services' imports.
@Suite struct NutrientCommandTests {
    /// The `data` of the journal's line `line` (1-based).
    static func data(_ ledger: InProcessLedger, line: Int) throws -> JSONValue {
        let lines = String(decoding: ledger.journalBytes, as: UTF8.self).split(separator: "\n")
        try #require(lines.count >= line, "the journal has \(lines.count) lines")
        return try #require(try JSONParser.parse(String(lines[line - 1]))["data"])
    }

    static func text(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }

    static func number(_ value: JSONValue?) -> Double? {
        if case .number(let number)? = value { return number }
        return nil
    }

    @Test func aManualEntryTakesAFlagPerNutrientAndRefusesAKeyOutsideTheVocabulary() throws {
        let ledger = InProcessLedger()
        let result = ledger.run(["append", "food.logged", "--date", "2026-11-20", "--name", "Porridge", "--calories", "150",
                                 "--sodium", "2", "--fiber", "4", "--saturated-fat", "0.5"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""calories":150,"nutrients":{"fiber":4,"saturatedFat":0.5,"sodium":2},"source":"manual""#))
        #expect(ledger.run(["check"]).stdout.contains("0 errors, 0 warnings"))
        let refused = ledger.run(["append", "food.logged", "--name", "X", "--calories", "1",
                                  "--data", #"{"nutrients":{"omega3":1}}"#])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("nutrients.omega3' is not a nutrient of the vocabulary"))
        let negative = ledger.run(["append", "food.logged", "--name", "X", "--calories", "1", "--fiber", "-1"])
        #expect(negative.status == 1)
        #expect(negative.stderr.contains("nutrients.fiber"))
    }

    @Test func foodsFromTheTablesCarryTheirNutrientsThroughMealsFixAndCopy() throws {
        let ledger = InProcessLedger()
        // SR28 09040 banana, medium = 118 g; fibre 2.6 g and potassium 358 mg per 100 g.
        #expect(ledger.run(["append", "food.logged", "--food", "09040", "--quantity", "1", "--unit", "medium",
                            "--date", "2026-11-20"]).status == 0)
        var data = try Self.data(ledger, line: 2)
        #expect(Self.number(data["nutrients"]?["fiber"]) == 3.068)
        #expect(Self.number(data["nutrients"]?["potassium"]) == 422.44)
        // A meal of it, half eaten: items scaled like calories.
        #expect(ledger.run(["append", "meal.created", "--name", "Banana bowl", "--servings", "2", "--food", "09040",
                            "--grams", "200", "--ingredient", "name=Honey,quantity=1,unit=tbsp,calories=64,fiber=0.1"]).status == 0)
        #expect(ledger.run(["eat", "banana bowl", "--servings", "1", "--date", "2026-11-20"]).status == 0)
        data = try Self.data(ledger, line: 4)
        guard case .array(let items)? = data["items"] else { Issue.record("no items"); return }
        let fibers = items.map { Self.number($0["nutrients"]?["fiber"]) }
        #expect(fibers.contains(2.6) && fibers.contains(0.05))  // 200 g × 2.6/100 ÷ 2; 0.1 ÷ 2
        // fix doubles the servings: every nutrient doubled.
        let fix = ledger.run(["fix", try #require(Self.text(data["entryId"])), "--servings", "2"])
        #expect(fix.status == 0, "\(fix.stderr)")
        data = try Self.data(ledger, line: 6)
        guard case .array(let fixed)? = data["items"] else { Issue.record("no fixed items"); return }
        #expect(Set(fixed.compactMap { Self.number($0["nutrients"]?["fiber"]) }) == [5.2, 0.1])
        // copy keeps them as they are.
        #expect(ledger.run(["copy", "2026-11-20", "--to", "2026-11-21"]).status == 0)
        let copied = ledger.run(["day", "2026-11-21", "--nutrients", "--json"])
        let fiber = try JSONParser.parse(copied.stdout.trimmingCharacters(in: .newlines))["nutrients"]?["fiber"]
        #expect(Self.number(fiber?["total"]) == 3.068 + 5.2 + 0.1)
        #expect(Self.number(fiber?["entriesUnknown"]) == 0)
        #expect(ledger.run(["check"]).stdout.contains("0 errors, 0 warnings"))
    }

    @Test func dayNutrientsSaysHowManyEntriesDidNotSayAndTheShareOfEachLimit() throws {
        let ledger = InProcessLedger()
        ledger.run(["goals", "--calories", "2000", "--min-fiber", "30", "--max-sodium", "2300", "--from", "2026-11-01"])
        ledger.run(["append", "food.logged", "--date", "2026-11-20", "--name", "Oats", "--calories", "150", "--fiber", "6",
                    "--sodium", "0"])
        ledger.run(["append", "food.logged", "--date", "2026-11-20", "--name", "Crisps", "--calories", "160", "--sodium", "230"])
        ledger.run(["append", "food.logged", "--date", "2026-11-20", "--name", "Tea", "--calories", "2"])
        let text = ledger.run(["day", "2026-11-20", "--nutrients"])
        #expect(text.status == 0)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Friday 2026-11-20: nutrients of 3 entries")
        func cells(_ label: String) -> [String] {
            lines.first { $0.hasPrefix(label) }.map { $0.split(separator: " ").map(String.init) } ?? []
        }
        #expect(cells("Fibre") == ["Fibre", "6", "g", "≥", "30.0", "20", "%", "2", "of", "3"])
        #expect(cells("Sodium") == ["Sodium", "230", "mg", "≤", "2300", "10", "%", "1", "of", "3"])
        let json = try JSONParser.parse(ledger.run(["day", "2026-11-20", "--nutrients", "--json"]).stdout
            .trimmingCharacters(in: .newlines))
        #expect(Self.number(json["nutrients"]?["fiber"]?["share"]) == 0.2)
        #expect(json["nutrients"]?["fiber"]?["withinLimits"] == .bool(false))
        #expect(json["nutrients"]?["sodium"]?["withinLimits"] == .bool(true))
        #expect(json["nutrients"]?["sugars"]?["total"] == .null)
        #expect(Self.number(json["nutrients"]?["sugars"]?["entriesUnknown"]) == 3)
        let top = ledger.run(["day", "2026-11-20", "--top", "sodium"])
        #expect(top.stdout.contains("Crisps"))
        #expect(top.stdout.range(of: "Crisps")!.lowerBound < top.stdout.range(of: "Oats")!.lowerBound)
        #expect(!top.stdout.contains("Tea"))
        #expect(top.stdout.contains("1 of 3 entries did not say"))
        #expect(ledger.run(["day", "--top", "omega3"]).status == 2)
    }

    @Test func goalsShowsSetsOnlyTheFiguresGivenAndClears() throws {
        let ledger = InProcessLedger()
        #expect(ledger.run(["goals", "--date", "2026-11-20"]).status != 0)  // no journal yet
        ledger.run(["init"])
        #expect(ledger.run(["goals", "--date", "2026-11-20"]).stdout.hasPrefix("No goals in force on 2026-11-20."))
        #expect(ledger.run(["goals", "--calories", "2000", "--protein", "140", "--from", "2026-11-01"]).status == 0)
        #expect(ledger.run(["goals", "--min-fiber", "30", "--max-sodium", "2300", "--from", "2026-11-10"]).status == 0)
        // The second keeps the first's figures in force on its day.
        let last = try Self.data(ledger, line: 3)
        #expect(last == .object([("from", .string("2026-11-10")), ("calories", .number(2000)), ("protein", .number(140)),
                                 ("minimums", .object([("fiber", .number(30))])),
                                 ("maximums", .object([("sodium", .number(2300))]))]))
        let shown = try JSONParser.parse(ledger.run(["goals", "--date", "2026-11-12", "--json"]).stdout
            .trimmingCharacters(in: .newlines))
        #expect(shown["from"] == .string("2026-11-10"))
        #expect(Self.number(shown["goals"]?["minimums"]?["fiber"]) == 30)
        // Earlier days keep the goals then in force.
        #expect(ledger.run(["goals", "--date", "2026-11-05", "--json"]).stdout.contains(#""from":"2026-11-01""#))
        // 'none' drops one figure; a minimum above the maximum is refused, nothing written.
        #expect(ledger.run(["goals", "--protein", "none", "--from", "2026-11-12"]).status == 0)
        #expect(try Self.data(ledger, line: 4)["protein"] == nil)
        let before = ledger.journalBytes
        let refused = ledger.run(["goals", "--max-fiber", "10", "--from", "2026-11-12"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("--min-fiber 30 is above --max-fiber 10"))
        let dry = ledger.run(["goals", "--calories", "1800", "--dry-run"])
        #expect(dry.status == 0 && dry.stdout.contains(#""type":"goals.set""#))
        #expect(ledger.journalBytes == before)
        #expect(ledger.run(["goals", "--clear", "--from", "2026-11-15"]).status == 0)
        #expect(try Self.data(ledger, line: 5) == .object([("from", .string("2026-11-15"))]))
        #expect(ledger.run(["goals", "--date", "2026-11-16"]).stdout.hasPrefix("No goals in force"))
        // Usage: past a limit is 1, a word that is no figure 2, and a longer command name is
        // never swallowed as an argument ('goals suggest' is its own command).
        #expect(ledger.run(["goals", "--calories", "-5"]).status == 1)
        #expect(ledger.run(["goals", "--calories", "lots"]).status == 2)
        #expect(ledger.run(["goals", "--calories", "1", "--clear"]).status == 2)
        let suggest = ledger.run(["goals", "suggest"])
        #expect(suggest.status == 2 || !suggest.stderr.contains("unexpected argument"))
        #expect(ledger.run(["goals", "--help"]).stdout.contains("--min-NUTRIENT"))
    }

    @Test func mealShowListsTheNutrientsOfItsIngredientsAndItsDraftSavesBackWithThem() throws {
        let ledger = InProcessLedger()
        ledger.run(["append", "meal.created", "--name", "Bowl", "--servings", "2", "--food", "01256", "--grams", "150",
                    "--ingredient", "name=Honey,quantity=1,unit=tbsp,calories=64"])
        let text = ledger.run(["meal", "show", "Bowl"]).stdout
        #expect(text.contains("PER SERVING"))
        #expect(text.split(separator: "\n").contains { $0.hasPrefix("Sodium") && $0.hasSuffix("1 of 2") })
        let json = ledger.run(["meal", "show", "Bowl", "--json"]).stdout
        let draft = ledger.folder.write("draft.json", json)
        let edited = ledger.run(["append", "meal.edited", "--meal-id", "Bowl", "--from-draft", draft])
        #expect(edited.status == 0, "\(edited.stderr)")
        let lines = String(decoding: ledger.journalBytes, as: UTF8.self).split(separator: "\n")
        let created = try #require(try JSONParser.parse(String(lines[1]))["data"]?["ingredients"])
        let saved = try #require(try JSONParser.parse(String(lines[2]))["data"]?["ingredients"])
        #expect(created == saved)
    }

    @Test func reportAveragesEachNutrientOverTheDaysThatGaveItAndCountsDaysWithinLimits() throws {
        let ledger = InProcessLedger()
        ledger.run(["goals", "--max-sodium", "1000", "--from", "2026-11-01"])
        ledger.run(["append", "food.logged", "--date", "2026-11-18", "--name", "A", "--calories", "100", "--sodium", "1500"])
        ledger.run(["append", "food.logged", "--date", "2026-11-19", "--name", "B", "--calories", "100", "--sodium", "500"])
        ledger.run(["append", "food.logged", "--date", "2026-11-20", "--name", "C", "--calories", "100"])
        let json = try JSONParser.parse(ledger.run(["report", "--from", "2026-11-17", "--to", "2026-11-20", "--json"]).stdout
            .trimmingCharacters(in: .newlines))
        let sodium = json["nutrients"]?["sodium"]
        #expect(Self.number(sodium?["average"]) == 1000)  // (1500 + 500) / 2: the day that did not say is left out
        #expect(Self.number(sodium?["daysKnown"]) == 2)
        #expect(Self.number(sodium?["daysWithLimit"]) == 3)
        #expect(Self.number(sodium?["daysWithinLimit"]) == 2)  // 500, and 0 on the day that did not say
        let text = ledger.run(["report", "--from", "2026-11-17", "--to", "2026-11-20"]).stdout
        #expect(text.split(separator: "\n").contains { $0.hasPrefix("Sodium") && $0.contains("2 of 3") })
    }

    @Test func theServicesNutrientColumnsAreReadByNameAndPercentagesOfADailyValueAreNot() throws {
        let ledger = InProcessLedger()
        let mfp = ledger.folder.write("mfp.csv", """
            Date,Meal,Calories,Fat (g),Saturated Fat,Cholesterol,Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,Protein (g),Vitamin A,Vitamin C,Calcium,Iron
            2026-11-20,Breakfast,400,10,3,50,600,300,50,0,,20,10,20,15,8

            """)
        #expect(ledger.run(["import", "mfp", mfp]).status == 0)
        var data = try Self.data(ledger, line: 2)
        #expect(data["nutrients"] == .object([("fiber", .number(0)), ("saturatedFat", .number(3)),
                                              ("cholesterol", .number(50)), ("sodium", .number(600)),
                                              ("potassium", .number(300))]))
        let cronometer = ledger.folder.write("servings.csv", """
            Day,Group,Food Name,Amount,Energy (kcal),B12 (Cobalamin) (µg),Vitamin A (IU),Vitamin D (IU),Sodium (mg),Fiber (g),Sugars (g),Trans-Fats (g),Fat (g),Protein (g),Carbs (g)
            2026-11-20,Lunch,Lentil soup,250.00 g,230,0.5,1000,40,480,15.6,3.2,,1,18,40

            """)
        #expect(ledger.run(["import", "cronometer", cronometer]).status == 0)
        data = try Self.data(ledger, line: 3)
        // Vitamin A in IU does not convert to RAE: left out; vitamin D: 40 IU = 1 µg.
        #expect(data["nutrients"] == .object([("fiber", .number(15.6)), ("sugars", .number(3.2)), ("sodium", .number(480)),
                                              ("vitaminD", .number(1)), ("vitaminB12", .number(0.5))]))
        let bad = ledger.folder.write("bad.csv", """
            Day,Food Name,Amount,Energy (kcal),Fiber (g)
            2026-11-20,Soup,1.00 g,230,lots

            """)
        let refused = ledger.run(["import", "cronometer", bad])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("bad.csv:2") && refused.stderr.contains("Fiber (g)"))
    }
}
