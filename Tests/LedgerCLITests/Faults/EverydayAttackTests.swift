import Foundation
import MealLedger
import Testing
import TestSupport

/// What a fresh-eyed attack on the everyday commands (issue 15) found, each kept closed.
@Suite struct EverydayAttackTests {
    @Test func fixingAnAmountTooSmallToScaleFromIsRefusedByNameNotATrap() throws {
        let ledger = InProcessLedger()
        ledger.run(["append", "food.logged", "--name", "Salt", "--calories", "1", "--quantity", "1e-320", "--unit", "g"])
        let entry = try Replay.run(JournalFile.openForReading(ledger.journal)).state.log.ids[0].description
        let before = ledger.journalBytes
        for words in [["--grams", "2"], ["--quantity", "2"], ["--grams", "2", "--dry-run"]] {
            let fixed = ledger.run(["fix", entry] + words)
            #expect(fixed.status == 1 && fixed.stderr.contains("too small to scale from"), "\(words): \(fixed.stderr)")
        }
        #expect(ledger.journalBytes == before)
    }

    @Test func aDryRunNeitherWritesNorRestampsTheSnapshot() throws {
        let ledger = InProcessLedger()
        ledger.run(["append", "meal.created", "--name", "Oat bowl", "--ingredient", "name=Oats,quantity=80,unit=g,calories=300"])
        var lines = ""
        for index in 0..<2100 {
            lines += #"{"type":"food.logged","data":{"name":"Tea \#(index)","calories":2,"date":"2026-11-20","slot":"snack"}}"# + "\n"
        }
        #expect(ledger.run(["append", "-"], stdin: lines).status == 0)
        let snapshot = ledger.journal + ".snapshot"
        unlink(snapshot)
        let entry = try Replay.run(JournalFile.openForReading(ledger.journal)).state.log.ids[0].description
        for words in [["eat", "oat bowl", "--dry-run"], ["eat", "banana", "--dry-run"],
                      ["append", "meal.created", "--name", "Q", "--from-entries", entry, "--dry-run"],
                      ["fix", entry, "--slot", "lunch", "--dry-run"], ["undo", "--dry-run"],
                      ["copy", "2026-11-20", "--to", "2026-11-21", "--dry-run"]] {
            let result = ledger.run(words)
            #expect(result.status == 0, "\(words): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: snapshot), "\(words) wrote a snapshot")
        }
        // A snapshot that is there stays byte for byte and keeps its time.
        #expect(ledger.run(["snapshot"]).status == 0)
        let bytes = FileManager.default.contents(atPath: snapshot)
        let stamp = try FileManager.default.attributesOfItem(atPath: snapshot)[.modificationDate] as? Date
        #expect(ledger.run(["eat", "oat bowl", "--dry-run"]).status == 0)
        #expect(FileManager.default.contents(atPath: snapshot) == bytes)
        #expect(try FileManager.default.attributesOfItem(atPath: snapshot)[.modificationDate] as? Date == stamp)
    }

    @Test func fullLinesFromANewerReleaseAreAppendedFromStdinByteForByte() throws {
        let ledger = InProcessLedger()
        ledger.run(["init"])
        let line = #"{"id":"01a1f8d3-ea00-7a11-8b12-0c13d14e15f6","at":"2026-11-20T12:00:00.000Z","device":"phone","type":"food.logged","data":{"entryId":"01a1f8d3-ea00-7c21-9d22-3e23f2402526","date":"2026-11-20","name":"Tea","calories":2,"source":"manual","barcode":"0123"}}"#
        let appended = ledger.run(["append", "-"], stdin: line + "\r\n")
        #expect(appended.status == 0, "\(appended.stderr)")
        #expect(String(decoding: ledger.journalBytes, as: UTF8.self).hasSuffix("\n" + line + "\n"))
        #expect(ledger.run(["check"]).stdout.contains("unknown field 'barcode'"))
    }

    @Test func aDeletedMealIsNamedAsSuchByCopyAndEat() throws {
        let ledger = InProcessLedger()
        ledger.run(["append", "meal.created", "--name", "Chicken bowl", "--ingredient", "name=Chicken,quantity=100,unit=g,calories=165"])
        ledger.run(["eat", "chicken bowl", "--date", "2026-11-20", "--slot", "lunch"])
        ledger.run(["append", "food.logged", "--name", "Apple", "--calories", "95", "--date", "2026-11-20", "--slot", "snack"])
        ledger.run(["append", "meal.deleted", "--meal-id", "chicken bowl"])
        // The deleted meal does not block the day (issue 28): the rest is copied, and it says what it left out.
        let copied = ledger.run(["copy", "2026-11-20", "--to", "2026-11-21"])
        #expect(copied.status == 0 && copied.stderr.contains("left out")
                    && copied.stderr.contains("the meal was deleted on line"), "\(copied.stderr)")
        let afterCopy = ledger.journalBytes
        let eaten = ledger.run(["eat", "chicken bowl"])
        #expect(eaten.status == 1 && eaten.stderr.contains("is a meal deleted on line"))
        #expect(ledger.journalBytes == afterCopy)
        // Nothing but the deleted meal's entry: nothing can be copied, and it says why.
        let lunch = ledger.run(["copy", "2026-11-20", "--to", "2026-11-22", "--slot", "lunch"])
        #expect(lunch.status == 1 && lunch.stderr.contains("the meal was deleted on line"), "\(lunch.stderr)")
        #expect(ledger.journalBytes == afterCopy)
    }

    @Test func anExactNameWinsOverAMealIdThatEndsTheSameAndDuplicatesAreFoundThroughDisguises() throws {
        let ledger = InProcessLedger()
        let pasta = #"{"type":"meal.created","data":{"mealId":"0193a000-0000-7000-8000-00000000beef","name":"Pasta carbonara","servings":1,"ingredients":[]}}"#
        #expect(ledger.run(["append", "-"], stdin: pasta).status == 0)
        ledger.run(["append", "meal.created", "--name", "Beef"])
        #expect(ledger.run(["meal", "show", "beef"]).stdout.hasPrefix("Beef"))
        let before = ledger.journalBytes
        for name in ["Beef ", " beef", "BEEF", "Be\u{200B}ef", "Ｂeef", "Pasta  carbonara"] {
            let made = ledger.run(["append", "meal.created", "--name", name])
            #expect(made.status == 1 && made.stderr.contains("--allow-duplicate-name"), "\(name): \(made.stderr)")
        }
        #expect(ledger.journalBytes == before)
    }

    @Test func anIngredientIsRemovedByItsWholeNameNotAPartOfIt() throws {
        let ledger = InProcessLedger()
        ledger.run(["append", "meal.created", "--name", "Rich", "--ingredient", "name=Apples, raw,quantity=1/2,unit=cup,calories=30",
                    "--ingredient", "name=Oats,quantity=40,unit=g,calories=150"])
        let state = try Replay.run(JournalFile.openForReading(ledger.journal)).state
        #expect(state.meals.records.values.first?.definition.ingredients.first?.quantity == 0.5)
        let part = ledger.run(["append", "meal.edited", "--meal-id", "rich", "--remove-ingredient", "a"])
        #expect(part.status == 1 && part.stderr.contains("names no ingredient"))
        #expect(ledger.run(["append", "meal.edited", "--meal-id", "rich", "--remove-ingredient", "apples, RAW"]).status == 0)
    }
}
