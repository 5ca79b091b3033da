import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC section 9 through the built binary: logging from the food table and from words,
/// `eat`, slots, `fix`, `undo`, `copy`, `plan eat`, `plan copy` and `--dry-run`.
@Suite struct EverydayLoggingTests {
    /// A folder with a journal the binary writes to, as device `laptop`, UTC.
    final class Setup {
        let folder = TemporaryDirectory()
        var journal: String { folder.file("journal.jsonl") }
        var environment: [String: String] { ["MEAL_LEDGER_JOURNAL": journal, "MEAL_LEDGER_DEVICE": "laptop"] }

        @discardableResult
        func run(_ words: [String], stdin: String = "") throws -> LedgerProcess.Result {
            try LedgerProcess.run(words, stdin: stdin, environment: environment)
        }

        /// Runs and expects exit 0.
        @discardableResult
        func ok(_ words: [String], stdin: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws
            -> LedgerProcess.Result {
            let result = try run(words, stdin: stdin)
            #expect(result.status == 0, "\(words): \(result.stderr)", sourceLocation: sourceLocation)
            return result
        }

        var bytes: [UInt8] { folder.read("journal.jsonl") }

        /// The journal's lines as events.
        func events() throws -> [Event] {
            try String(decoding: bytes, as: UTF8.self).split(separator: "\n").map { try Event(line: String($0)) }
        }

        /// A journal with a meal "Oat bowl" (2 servings, 300 kcal in all) and goals.
        static func withMeal() throws -> Setup {
            let setup = Setup()
            try setup.ok(["append", "meal.created", "--name", "Oat bowl", "--servings", "2", "--ingredient",
                          "name=Oats,quantity=80,unit=g,calories=300,protein=10,source=database,food-id=08120"])
            try setup.ok(["append", "goals.set", "--calories", "2000", "--protein", "100", "--from", "2026-01-01"])
            return setup
        }
    }

    // MARK: food.logged from the food table

    /// SR28 per-100 g values (kcal, protein, carbohydrates, fats) of a few foods, from
    /// NUT_DATA.txt nutrients 208, 203, 205, 204.
    static let sr28Rows: [(id: String, name: String, per100: [Double])] = [
        ("09040", "Bananas, raw", [89, 1.09, 22.84, 0.33]),
        ("01123", "Egg, whole, raw, fresh", [143, 12.56, 0.72, 9.51]),
        ("05064", "Chicken, broilers or fryers, breast, meat only, cooked, roasted", [165, 31.02, 0, 3.57]),
        ("20037", "Rice, brown, long-grain, cooked", [123, 2.74, 25.58, 0.97]),
        ("01001", "Butter, salted", [717, 0.85, 0.06, 81.11]),
    ]

    @Test(arguments: [37.5, 150, 1])
    func aDatabaseFoodIsLoggedAsTheTablesValuesTimesGramsOverAHundred(_ grams: Double) throws {
        let setup = Setup()
        for row in Self.sr28Rows {
            try setup.ok(["append", "food.logged", "--food", row.id, "--grams", CanonicalNumber.text(grams), "--slot", "lunch"])
        }
        let logged = try setup.events().compactMap { event -> FoodLogged? in
            if case .foodLogged(let food) = event.payload { return food } else { return nil }
        }
        #expect(logged.count == Self.sr28Rows.count)
        for (food, row) in zip(logged, Self.sr28Rows) {
            let expected = row.per100.map { ($0 * grams / 100 * 10_000).rounded() / 10_000 }
            #expect(food.name == row.name)
            let got = [food.calories, food.protein ?? -1, food.carbohydrates ?? -1, food.fats ?? -1]
            // Within the journal's 4-decimal rounding (1.33875 may round either way in binary).
            #expect(zip(got, expected).allSatisfy { abs($0 - $1) <= 0.0001 }, "\(row.id): \(got) vs \(expected)")
            #expect(food.foodId == row.id)
            #expect(food.source == .database)
            #expect(food.quantity == grams && food.unit == "g")
            #expect(food.slot == .lunch)
        }
    }

    @Test func aDatabaseFoodByHouseholdMeasureKeepsTheAmountAsGivenAndAnOwnNameWhenAsked() throws {
        let setup = Setup()
        let result = try setup.ok(["append", "food.logged", "--food", "09040", "--quantity", "1", "--unit", "medium",
                                   "--name", "Banana"])
        let event = try Event(line: result.stdout.trimmingCharacters(in: .newlines))
        guard case .foodLogged(let food) = event.payload else { Issue.record("not a food"); return }
        #expect(food.name == "Banana" && food.quantity == 1 && food.unit == "medium" && food.foodId == "09040")
        // A medium banana is 118 g in SR28's WEIGHT.txt: 89 kcal × 1.18.
        #expect(abs(food.calories - 105.02) < 0.001)
    }

    @Test func givingNutritionBesideAFoodOrAnUnknownFoodIsRefusedAndNothingIsWritten() throws {
        let setup = try Setup.withMeal()
        let before = setup.bytes
        let both = try setup.run(["append", "food.logged", "--food", "09040", "--grams", "100", "--calories", "5"])
        #expect(both.status == 2 && both.stderr.contains("'--calories' does not go with '--food'"))
        let unknown = try setup.run(["append", "food.logged", "--food", "99999", "--grams", "100"])
        #expect(unknown.status == 1 && unknown.stderr.contains("'food' names no food in the database"))
        let noAmount = try setup.run(["append", "food.logged", "--food", "09040"])
        #expect(noAmount.status == 2 && noAmount.stderr.contains("needs --grams G, or --quantity Q and --unit U"))
        #expect(setup.bytes == before)
    }

    /// The food's figures come with it as typed values, never as JSON members merged with
    /// `--data`'s: figures `--data` gives beside a food are refused by name, not silently
    /// replaced, and the entry's own fields (`--data`'s date and notes, `--slot`) are kept.
    @Test func aFoodsFiguresComeWithItAndDataGivingThemBesideItIsRefused() throws {
        let setup = try Setup.withMeal()
        let before = setup.bytes
        for field in ["calories", "nutrients", "source", "foodId"] {
            let value = field == "nutrients" ? #"{"fiber":1}"# : field == "calories" ? "5" : #""x""#
            let refused = try setup.run(["append", "food.logged", "--food", "09040", "--grams", "100",
                                         "--data", #"{"\#(field)":\#(value)}"#])
            #expect(refused.status == 1, "\(field)")
            #expect(refused.stderr.contains("'\(field)' comes with the food"), "\(field): \(refused.stderr)")
        }
        #expect(setup.bytes == before)
        let result = try setup.ok(["append", "food.logged", "--food", "09040", "--grams", "100", "--slot", "snack",
                                   "--data", #"{"date":"2026-11-19","notes":"  ripe  "}"#])
        let event = try Event(line: result.stdout.trimmingCharacters(in: .newlines))
        guard case .foodLogged(let food) = event.payload else { Issue.record("not a food"); return }
        #expect(food.date.description == "2026-11-19" && food.slot == .snack && food.notes == "ripe")
        #expect(food.foodId == "09040" && food.quantity == 100 && food.unit == "g" && food.source == .database)
        #expect(abs(food.calories - 89) < 0.001 && !food.nutrientValues.isEmpty)
    }

    @Test func aRecipeIsLoggedAsOneFoodEachAllOrNone() throws {
        let setup = try Setup.withMeal()
        let before = setup.bytes
        let refused = try setup.run(["append", "food.logged", "--from-recipe", "2 eggs and 1 cup of zorblax",
                                     "--slot", "breakfast"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("zorblax") && refused.stderr.contains("--skip-unmatched"))
        #expect(setup.bytes == before)

        let skipped = try setup.ok(["append", "food.logged", "--from-recipe", "2 eggs and 1 cup of zorblax",
                                    "--slot", "breakfast", "--date", "2026-11-20", "--skip-unmatched"])
        #expect(skipped.stderr.contains("skipped"))
        let lines = skipped.stdout.split(separator: "\n").map { try? Event(line: String($0)) }
        #expect(lines.count == 1)

        let both = try setup.ok(["append", "food.logged", "--from-recipe", "2 eggs and 1 slice of toast",
                                 "--slot", "breakfast", "--date", "2026-11-20"])
        let foods = try both.stdout.split(separator: "\n").map { try Event(line: String($0)) }.compactMap { event -> FoodLogged? in
            if case .foodLogged(let food) = event.payload { return food } else { return nil }
        }
        #expect(foods.count == 2)
        #expect(foods.allSatisfy { $0.slot == .breakfast && $0.date.description == "2026-11-20" && $0.source == .database && $0.foodId != nil })
    }

    // MARK: eat

    @Test func eatLogsASavedMealByNamePrefixOrIdWithFractionsOfServings() throws {
        let setup = try Setup.withMeal()
        let mealId = try setup.events().compactMap { event -> Identifier? in
            if case .mealCreated(let created) = event.payload { return created.meal.mealId } else { return nil }
        }[0]
        let cases: [([String], Double)] = [
            (["eat", "Oat", "bowl"], 1), (["eat", "oat bowl", "--servings", "1/2"], 0.5), (["eat", "OAT", "--servings", "½"], 0.5),
            (["eat", "oa", "--servings", "1 1/2"], 1.5), (["eat", String(mealId.description.suffix(8)), "--servings", "1½"], 1.5),
            (["eat", mealId.description, "--servings", "2"], 2),
        ]
        for (words, servings) in cases {
            let result = try setup.ok(words + ["--slot", "breakfast", "--json"])
            let document = try JSONParser.parse(result.stdout)
            guard case let .array(appended)? = document["appended"], appended.count == 1 else {
                Issue.record("\(words): \(result.stdout)")
                continue
            }
            #expect(appended[0]["data"]?["servings"] == .number(servings), "\(words)")
            #expect(appended[0]["data"]?["slot"] == .string("breakfast"))
            #expect(appended[0]["data"]?["mealId"] == .string(mealId.description))
            // 300 kcal for 2 servings: 150 a serving.
            #expect(appended[0]["data"]?["items"]?[0]?["calories"] == .number(150 * servings), "\(words)")
            #expect(appended[0]["data"]?["items"]?[0]?["foodId"] == .string("08120"))
            #expect(document["day"]?["goals"]?["calories"] == .number(2000))
        }
    }

    @Test func eatReadsOtherWordsAsFoodsAndPrintsTheDayAgainstItsGoal() throws {
        let setup = try Setup.withMeal()
        let result = try setup.ok(["eat", "2", "eggs", "and", "1", "slice", "of", "toast", "--slot", "lunch"])
        #expect(result.stdout.contains("Logged for lunch"))
        #expect(result.stdout.contains("Day total") && result.stdout.contains("Remaining") && result.stdout.contains("2000"))
        let foods = try setup.events().filter { $0.type == .foodLogged }
        #expect(foods.count == 2)
    }

    @Test func eatRefusesAnAmbiguousNameWithTheCandidatesAndAnUnknownOneWithTheNearest() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["append", "meal.created", "--name", "Oat cookies", "--ingredient", "name=Oats,quantity=30,unit=g,calories=120"])
        let before = setup.bytes
        let ambiguous = try setup.run(["eat", "oat"])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("fits 2 meals") && ambiguous.stderr.contains("Oat bowl") && ambiguous.stderr.contains("Oat cookies"))
        let typo = try setup.run(["eat", "oat bwol"])
        #expect(typo.status == 1 && typo.stderr.contains("did you mean 'Oat bowl'"))
        #expect(setup.bytes == before)
        let shown = try setup.run(["meal", "show", "oat bwol"])
        #expect(shown.status == 1 && shown.stderr.contains("did you mean 'Oat bowl'"))
        let byWord = try setup.ok(["meal", "show", "cookies"])
        #expect(byWord.stdout.contains("Oat cookies"))
    }

    // MARK: slots in day and week

    @Test func dayGroupsEntriesBySlotWithSubtotalsAndJSONNamesEachSlot() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["append", "food.logged", "--name", "Tea", "--calories", "2", "--date", "2026-11-20"])
        try setup.ok(["append", "food.logged", "--name", "Apple", "--calories", "95", "--slot", "snack", "--date", "2026-11-20"])
        try setup.ok(["eat", "oat bowl", "--slot", "breakfast", "--date", "2026-11-20"])
        try setup.ok(["append", "food.logged", "--name", "Toast", "--calories", "80", "--slot", "breakfast", "--date", "2026-11-20"])
        let table = try setup.ok(["day", "2026-11-20"]).stdout
        let order = ["Breakfast", "Oat bowl", "Toast", "subtotal", "Snack", "Apple", "subtotal", "Other", "Tea", "subtotal", "Total"]
        var position = table.startIndex
        for word in order {
            guard let found = table.range(of: word, range: position..<table.endIndex) else {
                Issue.record("'\(word)' not in order in:\n\(table)")
                break
            }
            position = found.upperBound
        }
        #expect(table.contains("SOURCE") && table.contains("manual") && table.contains("meal"))
        let json = try JSONParser.parse(try setup.ok(["day", "2026-11-20", "--json"]).stdout)
        #expect(json["slots"]?["breakfast"]?["calories"] == .number(230))
        #expect(json["slots"]?["snack"]?["calories"] == .number(95))
        #expect(json["slots"]?["none"]?["calories"] == .number(2))
        #expect(json["slots"]?["lunch"] == nil)
        guard case let .array(entries)? = json["entries"] else { Issue.record("no entries"); return }
        #expect(entries.map { $0["slot"] } == [.null, .string("snack"), .string("breakfast"), .string("breakfast")])
    }

    @Test func weekShowsEachAssignmentsSlotAndServingsAndPlanEatLogsThem() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["append", "plan.assigned", "--meal-id", "oat bowl", "--date", "2026-11-18", "--slot", "dinner",
                      "--servings", "1 1/2"])
        try setup.ok(["append", "plan.assigned", "--meal-id", "oat bowl", "--date", "2026-11-18", "--slot", "breakfast"])
        let week = try setup.ok(["week", "2026-11-18"]).stdout
        #expect(week.contains("dinner: Oat bowl ×1.5") && week.contains("breakfast: Oat bowl"))
        #expect(week.contains("375"), "1.5 + 1 servings of 150 kcal planned:\n\(week)")
        let eaten = try setup.ok(["plan", "eat", "2026-11-18", "--slot", "dinner", "--json"])
        let document = try JSONParser.parse(eaten.stdout)
        #expect(document["appended"]?[0]?["data"]?["servings"] == .number(1.5))
        #expect(document["appended"]?[0]?["data"]?["slot"] == .string("dinner"))
        #expect(document["appended"]?[1] == nil)
        let nothing = try setup.run(["plan", "eat", "2026-11-19"])
        #expect(nothing.status == 1 && nothing.stderr.contains("nothing is planned"))
    }

    @Test func planCopyAssignsTheWeeksMealsToTheSameWeekdaysOfAnotherWeek() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["append", "plan.assigned", "--meal-id", "oat bowl", "--date", "2026-11-18", "--slot", "dinner", "--servings", "2"])
        try setup.ok(["append", "plan.assigned", "--meal-id", "oat bowl", "--date", "2026-11-22"])
        try setup.ok(["plan", "copy", "2026-11-20", "--to", "2026-12-01"])
        let assigned = try setup.events().compactMap { event -> PlanAssigned? in
            if case .planAssigned(let plan) = event.payload { return plan } else { return nil }
        }
        #expect(assigned.count == 4)
        #expect(assigned[2].date.description == "2026-12-02" && assigned[2].slot == .dinner && assigned[2].servings == 2)
        #expect(assigned[3].date.description == "2026-12-06" && assigned[3].slot == nil && assigned[3].servings == nil)
    }

    // MARK: fix, undo, copy

    @Test func fixRescalesAMealFromItsLoggedItemsAndAuditShowsOneCorrection() throws {
        let setup = try Setup.withMeal()
        let logged = try setup.ok(["eat", "oat bowl", "--date", "2026-11-20", "--slot", "breakfast", "--json"])
        let entry = try JSONParser.parse(logged.stdout)["appended"]?[0]?["data"]?["entryId"]
        guard case let .string(entryId)? = entry else { Issue.record("no entry"); return }
        // The meal changes before the fix: the fix must not see it.
        try setup.ok(["append", "meal.edited", "--meal-id", "oat bowl", "--replace-ingredients", "--ingredient",
                      "name=Sugar,quantity=10,unit=g,calories=40"], stdin: "")
        try setup.ok(["append", "meal.deleted", "--meal-id", "oat bowl"])
        let fixed = try setup.ok(["fix", String(entryId.suffix(8)), "--servings", "1/2", "--slot", "lunch"])
        #expect(fixed.stdout.contains("Oat bowl"))
        let events = try setup.events()
        guard case .entryRemoved(let removed) = events[events.count - 2].payload,
              case .mealLogged(let meal) = events[events.count - 1].payload else {
            Issue.record("expected entry.removed then meal.logged")
            return
        }
        #expect(removed.entryId.description == entryId)
        #expect(meal.replaces?.description == entryId && meal.servings == 0.5 && meal.slot == .lunch)
        #expect(meal.items.map(\.name) == ["Oats"] && meal.items[0].calories == 75 && meal.items[0].quantity == 20)
        let audit = try setup.ok(["audit", "2026-11-20"]).stdout
        #expect(audit.contains("fix \(String(entryId.suffix(8))): + Oat bowl ×0.5"), "\(audit)")
        #expect(try setup.ok(["check"]).stdout.contains("0 errors, 0 warnings"))
    }

    @Test func fixRescalesAFoodByGramsOrItsOwnUnitAndRefusesWhatCannotBeWeighed() throws {
        let setup = Setup()
        try setup.ok(["append", "food.logged", "--food", "09040", "--grams", "100", "--date", "2026-11-20"])
        let entry = try setup.events().last!.entryId!.description
        try setup.ok(["fix", String(entry.prefix(8)), "--grams", "150"])
        guard case .foodLogged(let food) = try setup.events().last!.payload else { Issue.record("no food"); return }
        #expect(food.calories == 133.5 && food.quantity == 150 && food.unit == "g" && food.replaces?.description == entry)
        try setup.ok(["fix", String(food.entryId.description.suffix(8)), "--quantity", "1", "--unit", "medium"])
        guard case .foodLogged(let medium) = try setup.events().last!.payload else { Issue.record("no food"); return }
        #expect(abs(medium.calories - 105.02) < 0.001 && medium.unit == "medium")

        try setup.ok(["append", "food.logged", "--name", "Cake", "--calories", "300", "--quantity", "1", "--unit", "slice"])
        let cake = try setup.events().last!.entryId!.description
        let before = setup.bytes
        let grams = try setup.run(["fix", cake, "--grams", "80"])
        #expect(grams.status == 1 && grams.stderr.contains("not grams"))
        let servings = try setup.run(["fix", cake, "--servings", "2"])
        #expect(servings.status == 1 && servings.stderr.contains("'servings' fixes a meal"))
        let unknown = try setup.run(["fix", "zzzzzzzz", "--grams", "80"])
        #expect(unknown.status == 1 && unknown.stderr.contains("ENTRY"))
        #expect(setup.bytes == before)
        try setup.ok(["fix", cake, "--quantity", "1/2"])
        guard case .foodLogged(let half) = try setup.events().last!.payload else { Issue.record("no food"); return }
        #expect(half.calories == 150 && half.quantity == 0.5)
    }

    @Test func undoRemovesTheNewestEntryOfThisDeviceOnlyAndSaysWhenThereIsNone() throws {
        let setup = Setup()
        let none = try setup.run(["undo"])
        #expect(none.status != 0)
        try setup.ok(["append", "food.logged", "--name", "Tea", "--calories", "2"])
        try setup.ok(["append", "food.logged", "--name", "Cake", "--calories", "300"])
        _ = try LedgerProcess.run(["append", "food.logged", "--name", "Phone snack", "--calories", "50"],
                                  environment: ["MEAL_LEDGER_JOURNAL": setup.journal, "MEAL_LEDGER_DEVICE": "phone"])
        let undone = try setup.ok(["undo"])
        #expect(undone.stdout.contains("Removed") && undone.stdout.contains("Cake"))
        try setup.ok(["undo"])
        let last = try setup.run(["undo"])
        #expect(last.status == 1 && last.stderr.contains("nothing to undo"))
        let day = try setup.ok(["day"]).stdout
        #expect(day.contains("Phone snack") && !day.contains("Cake") && !day.contains("Tea"))
    }

    @Test func copyLogsADaysEntriesOrOneSlotAgainWithNewIds() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["eat", "oat bowl", "--slot", "breakfast", "--date", "2026-11-20"])
        try setup.ok(["append", "food.logged", "--name", "Apple", "--calories", "95", "--slot", "snack", "--date", "2026-11-20"])
        try setup.ok(["copy", "2026-11-20", "--to", "2026-11-21", "--slot", "breakfast"])
        try setup.ok(["copy", "2026-11-20", "--to", "2026-11-22"])
        let json21 = try JSONParser.parse(try setup.ok(["day", "2026-11-21", "--json"]).stdout)
        let json22 = try JSONParser.parse(try setup.ok(["day", "2026-11-22", "--json"]).stdout)
        let json20 = try JSONParser.parse(try setup.ok(["day", "2026-11-20", "--json"]).stdout)
        #expect(json21["totals"]?["calories"] == .number(150))
        #expect(json22["totals"] == json20["totals"] && json22["slots"] == json20["slots"])
        #expect(json22["entries"]?[0]?["entryId"] != json20["entries"]?[0]?["entryId"])
        let empty = try setup.run(["copy", "2026-11-25", "--to", "2026-11-26"])
        #expect(empty.status == 1 && empty.stderr.contains("nothing to copy"))
    }

    // MARK: --dry-run

    @Test func everyWritingCommandsDryRunPrintsWhatItWouldAppendAndLeavesTheJournalByteIdentical() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["eat", "oat bowl", "--date", "2026-11-20", "--slot", "breakfast"])
        try setup.ok(["append", "plan.assigned", "--meal-id", "oat bowl", "--date", "2026-11-20"])
        let entry = try setup.events().compactMap(\.entryId).last!.description
        let csv = setup.folder.write("foods.csv", "date,name,calories\n2026-11-19,Pear,57\n")
        let commands: [([String], String)] = [
            (["append", "food.logged", "--name", "Pear", "--calories", "57"], ""),
            (["append", "food.logged", "--food", "09040", "--grams", "120"], ""),
            (["append", "meal.created", "--name", "Soup", "--ingredient", "name=Leek,quantity=100,unit=g,calories=61"], ""),
            (["append", "meal.logged", "--meal-id", "oat", "--servings", "1/2"], ""),
            (["append", "goals.set", "--calories", "1800"], ""),
            (["append", "plan.assigned", "--meal-id", "oat", "--slot", "lunch"], ""),
            (["append", "entry.removed", "--entry-id", entry], ""),
            (["append", "-"], #"{"type":"food.logged","data":{"name":"Kiwi","calories":42}}"#),
            (["eat", "oat bowl"], ""), (["eat", "banana"], ""),
            (["fix", entry, "--servings", "2"], ""), (["undo"], ""),
            (["copy", "2026-11-20", "--to", "2026-11-21"], ""), (["plan", "eat", "2026-11-20"], ""),
            (["plan", "copy", "2026-11-20", "--to", "2026-11-27"], ""),
            (["import", "csv", csv], ""),
        ]
        for (words, stdin) in commands {
            let before = setup.bytes
            let result = try setup.run(words + ["--dry-run"], stdin: stdin)
            #expect(result.status == 0, "\(words): \(result.stderr)")
            #expect(setup.bytes == before, "\(words) wrote to the journal")
            #expect(result.stderr.contains("dry run"), "\(words): \(result.stderr)")
            // It prints the lines it would append, each one a journal line.
            let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("{\"id\":") }
            #expect(!lines.isEmpty && lines.allSatisfy { (try? Event(line: String($0))) != nil },
                    "\(words): \(result.stdout)")
        }
        // append's dry run prints exactly the lines the real command writes (ids and times aside).
        let dry = try setup.run(["append", "food.logged", "--name", "Pear", "--calories", "57", "--dry-run"])
        let line = try Event(line: dry.stdout.trimmingCharacters(in: .newlines))
        #expect(line.type == .foodLogged)
        // A refusal in a dry run is the real command's refusal.
        let refused = try setup.run(["append", "food.logged", "--name", "Pear", "--calories", "-1", "--dry-run"])
        #expect(refused.status == 1)
        // A dry run on a missing journal creates nothing.
        let elsewhere = setup.folder.file("new/journal.jsonl")
        let fresh = try LedgerProcess.run(["append", "food.logged", "--name", "Pear", "--calories", "57", "--dry-run",
                                           "-f", elsewhere], environment: ["MEAL_LEDGER_DEVICE": "laptop"])
        #expect(fresh.status == 0 && fresh.stdout.contains("journal.created"))
        #expect(!FileManager.default.fileExists(atPath: elsewhere))
    }

    // MARK: the tolerant reader (SPEC 8)

    @Test func aLineWithFieldsFromANewerReleaseIsReadKeptAndWarnedAbout() throws {
        let setup = Setup()
        try setup.ok(["append", "food.logged", "--name", "Tea", "--calories", "2", "--date", "2026-11-20"])
        let newer = #"{"id":"01a1f8d3-ea00-7a11-8b12-0c13d14e15f6","at":"2026-11-20T12:00:00.000Z","device":"phone","type":"meal.logged","data":{"entryId":"01a1f8d3-ea00-7c21-9d22-3e23f2402526","date":"2026-11-20","mealId":"01a1f8d3-ea00-7c21-9d22-3e23f2402599","mealName":"Soup","servings":1,"items":[{"name":"Leek","calories":61,"fibre":1.8}],"mood":"good"}}"#
        // A meal another device created, then the line of a newer release logging it.
        let meal = #"{"id":"01a1f8d3-ea00-7a11-8b12-0c13d14e1500","at":"2026-11-20T11:00:00.000Z","device":"phone","type":"meal.created","data":{"mealId":"01a1f8d3-ea00-7c21-9d22-3e23f2402599","name":"Soup","servings":1,"ingredients":[{"name":"Leek","quantity":100,"unit":"g","calories":61,"source":"manual","gluten":false}]}}"#
        let handle = FileHandle(forWritingAtPath: setup.journal)!
        handle.seekToEndOfFile()
        handle.write(Data((meal + "\n" + newer + "\n").utf8))
        handle.closeFile()
        let check = try setup.run(["check"])
        #expect(check.status == 0)
        #expect(check.stdout.contains("warning: unknown field 'ingredients[0].gluten' (written by a newer version?)"))
        #expect(check.stdout.contains("warning: unknown field 'items[0].fibre'"))
        #expect(check.stdout.contains("warning: unknown field 'mood'"))
        let day = try JSONParser.parse(try setup.ok(["day", "2026-11-20", "--json"]).stdout)
        #expect(day["totals"]?["calories"] == .number(63))
        // Merged into another journal, the line is kept byte for byte.
        let other = setup.folder.file("other.jsonl")
        try LedgerProcess.run(["init", "-f", other], environment: ["MEAL_LEDGER_DEVICE": "phone"])
        let merged = setup.folder.file("merged.jsonl")
        try setup.ok(["merge", setup.journal, other, "-o", merged])
        let text = String(decoding: setup.folder.read("merged.jsonl"), as: UTF8.self)
        #expect(text.contains(newer + "\n") && text.contains(meal + "\n"))
    }
}

/// `fix` never reads a meal's current definition: in-process over generated meals and edits.
@Suite struct FixPropertyTests {
    @Test func editingOrDeletingTheMealBeforeTheFixChangesNothing() {
        forAllCases(100, seed: 0xF1C5) { testCase in
            let servingsMade = [1.0, 2, 3, 4][Int(testCase.random.next() % 4)]
            let eaten = [0.5, 1, 1.5, 2][Int(testCase.random.next() % 4)]
            let fixed = [0.25, 0.5, 0.75, 1, 2, 3][Int(testCase.random.next() % 6)]
            let calories = Double(testCase.random.next() % 900 + 1)
            let grams = Double(testCase.random.next() % 400 + 1)
            let change = Int(testCase.random.next() % 3)  // 0: nothing, 1: edited, 2: deleted
            func run(_ change: Int) -> [UInt8]? {
                let ledger = InProcessLedger()
                ledger.run(["append", "meal.created", "--name", "Stew", "--servings", CanonicalNumber.text(servingsMade),
                            "--ingredient", "name=Beans,quantity=\(CanonicalNumber.text(grams)),unit=g,calories=\(CanonicalNumber.text(calories)),protein=7"])
                let logged = ledger.run(["eat", "stew", "--servings", CanonicalNumber.text(eaten), "--date", "2026-11-20", "--json"])
                guard logged.status == 0, case let .string(entry)? = (try? JSONParser.parse(logged.stdout))?["appended"]?[0]?["data"]?["entryId"] else {
                    return nil
                }
                if change == 1 {
                    ledger.run(["append", "meal.edited", "--meal-id", "stew", "--servings", "7", "--replace-ingredients",
                                "--ingredient", "name=Salt,quantity=1,unit=g,calories=0"])
                } else if change == 2 {
                    ledger.run(["append", "meal.deleted", "--meal-id", "stew"])
                }
                let fix = ledger.run(["fix", entry, "--servings", CanonicalNumber.text(fixed), "--json"])
                guard fix.status == 0, case let .array(appended)? = (try? JSONParser.parse(fix.stdout))?["appended"],
                      case .object(var members) = appended.last?["data"] else { return nil }
                members.removeAll { $0.key == "entryId" || $0.key == "replaces" }
                var writer = JSONWriter()
                writer.write(JSONValue.object(members))
                return writer.bytes
            }
            let plain = run(0)
            let changed = run(change)
            testCase.check(plain != nil, "the fix without a change failed")
            testCase.check(plain == changed, "change \(change): \(String(decoding: changed ?? [], as: UTF8.self))")
        }
    }
}
