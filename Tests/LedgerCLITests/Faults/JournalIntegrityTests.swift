import Foundation
import MealLedger
import Testing
import TestSupport

/// Issue 25's journal-integrity holes (SPEC 18), each through the built binary: an output
/// written over the journal or through a planted link, lines the reader cannot read, and
/// `undo` fooled by a clock.
@Suite struct JournalIntegrityTests {
    static func run(_ arguments: [String], stdin: String = "", device: String = "laptop",
                    timeLimit: Double = 120) throws -> LedgerProcess.Result {
        try LedgerProcess.run(arguments, stdin: stdin, environment: ["TZ": "UTC", "MEAL_LEDGER_DEVICE": device],
                              timeLimit: timeLimit)
    }

    static func bytes(_ path: String) -> Data { FileManager.default.contents(atPath: path) ?? Data() }

    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// A journal with a few entries and a snapshot.
    static func journal(in folder: TemporaryDirectory, name: String = "j.jsonl") throws -> String {
        let journal = folder.file(name)
        var stdin = ""
        for index in 0..<5 { stdin += #"{"type":"food.logged","data":{"name":"Apple \#(index)","calories":95,"date":"2026-11-20"}}"# + "\n" }
        #expect(try run(["append", "-", "-f", journal], stdin: stdin).status == 0)
        #expect(try run(["snapshot", "-f", journal]).status == 0)
        return journal
    }

    // MARK: - 1. No output replaces the journal or its files

    @Test func reportHTMLNeverReplacesTheJournalItsSnapshotOrItsSideFiles() throws {
        let folder = TemporaryDirectory()
        let journal = try Self.journal(in: folder)
        folder.write("j.jsonl.torn-line-9", "{\"id\":\"01")
        folder.write("j.jsonl.pending-batch", "meal-ledger-batch/1 …\n")
        try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: true)
        link(journal, folder.file("hard.html"))
        symlink(journal, folder.file("soft.html"))
        let family = [journal, journal + ".snapshot", journal + ".torn-line-9", journal + ".pending-batch"]
        let before = family.map(Self.bytes)
        let outputs = [journal, folder.file("sub/../j.jsonl"), "\(folder.path)//./j.jsonl", journal + ".snapshot",
                       journal + ".torn-line-9", journal + ".pending-batch", journal + ".torn-line-12",
                       folder.file("hard.html"), folder.file("soft.html")]
        for output in outputs {
            let result = try Self.run(["-f", journal, "report", "--from", "2026-11-14", "--to", "2026-11-20", "--html", output])
            #expect(result.status == 1, "\(output): \(result.stdout)")
            #expect(result.stderr.hasPrefix("ledger report: cannot write \(output): is "), "\(output): \(result.stderr)")
            #expect(result.stderr.contains("nothing was written"))
            #expect(family.map(Self.bytes) == before, "\(output) replaced a file of the journal")
        }
        #expect(!FileManager.default.fileExists(atPath: journal + ".torn-line-12"))
        #expect(Self.isLink(folder.file("soft.html")))
        #expect(try Self.run(["check", "-f", journal]).status == 0)
    }

    @Test func reportHTMLRefusesASymbolicLinkWhereverItPoints() throws {
        let folder = TemporaryDirectory()
        let journal = try Self.journal(in: folder)
        let victim = folder.write("victim.txt", "precious\n")
        // As another user would plant them in /tmp: to a file of this user's, and to nothing yet.
        symlink(victim, folder.file("report.html"))
        symlink(folder.file("missing.html"), folder.file("dangling.html"))
        for output in [folder.file("report.html"), folder.file("dangling.html")] {
            let result = try Self.run(["-f", journal, "report", "--html", output])
            #expect(result.status == 1 && result.stderr.contains("\(output): is a symbolic link"), "\(result.stderr)")
            #expect(Self.isLink(output))
        }
        #expect(Self.bytes(victim) == Data("precious\n".utf8))
        #expect(!FileManager.default.fileExists(atPath: folder.file("missing.html")))
        // A plain new file is written, 0600.
        let page = folder.file("page.html")
        let written = try Self.run(["-f", journal, "report", "--from", "2026-11-14", "--to", "2026-11-20", "--html", page])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(String(decoding: Self.bytes(page), as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
    }

    @Test func mergeOutputMayNameAJournalItMergesButNeverItsSnapshotOrSideFiles() throws {
        let folder = TemporaryDirectory()
        let a = try Self.journal(in: folder, name: "a.jsonl")
        let b = folder.file("b.jsonl")
        #expect(try Self.run(["append", "-f", b, "food.logged", "--name", "Tea", "--calories", "2",
                              "--date", "2026-11-20"], device: "phone").status == 0)
        folder.write("b.jsonl.torn-line-3", "{\"id\":")
        for output in [a + ".snapshot", b + ".torn-line-3", b + ".pending-batch", b + ".snapshot"] {
            let before = Self.bytes(output)
            let result = try Self.run(["merge", a, b, "-o", output])
            #expect(result.status == 1 && result.stderr.hasPrefix("\(output): is "), "\(output): \(result.stderr)")
            #expect(Self.bytes(output) == before)
        }
        let merged = try Self.run(["merge", a, b, "-o", a])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(String(decoding: Self.bytes(a), as: UTF8.self).contains("\"Tea\""))
    }

    @Test func mergeOutputFollowsOnlyTheUsersOwnLinkToTheUsersOwnFile() throws {
        let folder = TemporaryDirectory()
        let a = try Self.journal(in: folder, name: "a.jsonl")
        symlink(folder.file("nowhere.jsonl"), folder.file("dangling.jsonl"))
        let dangling = try Self.run(["merge", a, a, "-o", folder.file("dangling.jsonl")])
        #expect(dangling.status == 1 && dangling.stderr.contains("which does not exist"), "\(dangling.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("nowhere.jsonl")))
        // Another user's link, or a link to another user's file: only root can make them here.
        guard geteuid() == 0 else { return }
        let theirs = folder.write("theirs.jsonl", "")
        chown(theirs, 65534, 65534)
        symlink(theirs, folder.file("to-theirs.jsonl"))
        let mine = folder.write("mine.jsonl", "")
        symlink(mine, folder.file("planted.jsonl"))
        lchown(folder.file("planted.jsonl"), 65534, 65534)
        for (output, reason) in [("to-theirs.jsonl", "a file of another user"), ("planted.jsonl", "owned by another user")] {
            let result = try Self.run(["merge", a, a, "-o", folder.file(output)])
            #expect(result.status == 1 && result.stderr.contains(reason), "\(output): \(result.stderr)")
        }
        #expect(Self.bytes(theirs).isEmpty && Self.bytes(mine).isEmpty)
    }

    @Test func repairNeverWritesItsSideFileThroughAPlantedLink() throws {
        let folder = TemporaryDirectory()
        let journal = try Self.journal(in: folder)
        let victim = folder.write("victim.txt", "precious\n")
        symlink(victim, journal + ".torn-line-7")
        let handle = try #require(FileHandle(forWritingAtPath: journal))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"id\":\"01".utf8))
        try handle.close()
        let repaired = try Self.run(["repair", "-f", journal])
        #expect(repaired.status == 0 && repaired.stdout.contains("saved to \(journal).torn-line-7.2"), "\(repaired.stdout)")
        #expect(Self.bytes(victim) == Data("precious\n".utf8))
        #expect(Self.bytes(journal + ".torn-line-7.2") == Data("{\"id\":\"01".utf8))
    }

    // MARK: - 3. No writer writes a line the reader cannot read

    /// `{"type":"meal.created",…}` with `count` ingredients of ~72 bytes each, or of ~110 with
    /// every macro (`allMacros`: a third of each is `0.3333`, five bytes longer, in a logged item).
    static func bigMeal(_ name: String, ingredients count: Int, nameLength: Int = 0, allMacros: Bool = false) -> String {
        let macros = allMacros ? #","protein":1,"carbohydrates":1,"fats":1"# : ""
        let calories = allMacros ? 1 : 3
        let ingredients = (0..<count).map { #"{"name":"i\#($0)","quantity":1,"unit":"g","calories":\#(calories)\#(macros)}"# }
        let padded = name + String(repeating: "x", count: nameLength)
        return #"{"type":"meal.created","data":{"name":"\#(padded)","ingredients":[\#(ingredients.joined(separator: ","))]}}"# + "\n"
    }

    /// The byte length of the journal's last line.
    static func lastLineLength(_ journal: String) -> Int {
        let data = bytes(journal)
        let end = data.count - 1
        let start = data[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return end - start
    }

    /// Expects a refusal naming the line limit, with the journal byte for byte as before.
    static func expectLineLimitRefusal(_ result: LedgerProcess.Result, journal: String, before: Data, _ what: String,
                                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 1 && !result.crashed, "\(what): \(result.status) \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains("over the 1 MiB limit of a journal line (1048576 bytes"), "\(what): \(result.stderr)",
                sourceLocation: sourceLocation)
        // Compared before expecting: a failed #expect on two megabytes would diff them for hours.
        let unchanged = bytes(journal) == before
        #expect(unchanged, "\(what) wrote to the journal", sourceLocation: sourceLocation)
    }

    @Test func everyWriterRefusesALineLongerThanTheReaderReads() throws {
        let limit = JournalLineReader.maximumLineLength
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        // A meal whose line is under the limit (9,000 ingredients), logged on the 20th.
        #expect(try Self.run(["append", "-", "-f", journal], stdin: Self.bigMeal("Feast", ingredients: 9_000, allMacros: true)).status == 0)
        #expect(Self.lastLineLength(journal) < limit)
        let eaten = try Self.run(["eat", "Feast", "--date", "2026-11-20", "-f", journal])
        #expect(eaten.status == 0, "\(eaten.stderr)")
        let entry = try #require(String(decoding: Self.bytes(journal), as: UTF8.self)
            .split(separator: "\n").last.flatMap { try? Event(line: String($0)) }?.entryId)
        let before = Self.bytes(journal)

        // A meal with ~15,000 ingredients: by flags, by `append -`, and as a full line.
        let flags = (0..<15_000).flatMap { ["--ingredient", "name=i\($0),quantity=1,unit=g,calories=3"] }
        Self.expectLineLimitRefusal(try Self.run(["append", "meal.created", "--name", "Banquet", "-f", journal] + flags),
                                    journal: journal, before: before, "append meal.created")
        let piped = try Self.run(["append", "-", "-f", journal], stdin: #"{"type":"food.logged","data":{"name":"Tea","calories":2}}"#
            + "\n" + Self.bigMeal("Banquet", ingredients: 15_000))
        Self.expectLineLimitRefusal(piped, journal: journal, before: before, "append -")
        #expect(piped.stderr.hasPrefix("ledger append: <stdin>:2: the meal.created line would be "), "\(piped.stderr)")
        let ingredients = (0..<15_000).map { #"{"name":"i\#($0)","quantity":1,"unit":"g","calories":3,"source":"manual"}"# }
        let fullLine = #"{"id":"0193a000-0000-7000-8000-0000000000aa","at":"2026-11-20T12:00:00.000Z","device":"x","type":"meal.created","data":{"mealId":"0193a000-0000-7000-8000-0000000000ab","name":"Banquet","servings":1,"ingredients":["#
            + ingredients.joined(separator: ",") + "]}}\n"
        Self.expectLineLimitRefusal(try Self.run(["append", "-", "-f", journal], stdin: fullLine), journal: journal,
                                    before: before, "append - (a full line)")
        // A third of the meal: every item's figures grow from `1` to `0.3333` and the logged line passes the limit.
        Self.expectLineLimitRefusal(try Self.run(["eat", "Feast", "--servings", "1/3", "-f", journal]),
                                    journal: journal, before: before, "eat")
        Self.expectLineLimitRefusal(try Self.run(["eat", "Feast", "--servings", "1/3", "--dry-run", "-f", journal]),
                                    journal: journal, before: before, "eat --dry-run")
        Self.expectLineLimitRefusal(try Self.run(["fix", entry.description, "--servings", "1/3", "-f", journal]),
                                    journal: journal, before: before, "fix")
        #expect(try Self.run(["append", "plan.assigned", "--meal-id", "Feast", "--date", "2026-11-21", "--servings", "1/3",
                              "-f", journal]).status == 0)
        let planned = Self.bytes(journal)
        Self.expectLineLimitRefusal(try Self.run(["plan", "eat", "2026-11-21", "-f", journal]),
                                    journal: journal, before: planned, "plan eat")
        #expect(try Self.run(["check", "-f", journal]).status == 0)
    }

    @Test func copyRefusesAnEntryWhoseLineTheNewDeviceNameWouldPushPastTheLimit() throws {
        let limit = JournalLineReader.maximumLineLength
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        // Measure a logged meal's line, then make one that logs to 40 bytes under the limit.
        #expect(try Self.run(["append", "-", "-f", journal], stdin: Self.bigMeal("Probe", ingredients: 14_000), device: "a").status == 0)
        #expect(try Self.run(["eat", "Probe", "--date", "2026-11-19", "-f", journal], device: "a").status == 0)
        let probe = Self.lastLineLength(journal)
        let room = limit - 40 - probe
        let perIngredient = #"{"name":"i14000","quantity":1,"unit":"g","calories":3,"source":"manual"},"#.utf8.count
        let extra = room / perIngredient
        let nameLength = room - extra * perIngredient
        try #require(nameLength >= 0 && nameLength < 190, "\(room) \(extra) \(nameLength)")
        #expect(try Self.run(["append", "-", "-f", journal],
                             stdin: Self.bigMeal("Near", ingredients: 14_000 + extra, nameLength: nameLength), device: "a").status == 0)
        let nearName = "Near" + String(repeating: "x", count: nameLength)
        #expect(try Self.run(["eat", nearName, "--date", "2026-11-20", "-f", journal], device: "a").status == 0)
        let logged = Self.lastLineLength(journal)
        #expect(logged <= limit && logged > limit - 100, "logged line \(logged)")
        let before = Self.bytes(journal)
        let longDevice = String(repeating: "d", count: 1 + limit - logged + 10)
        try #require(longDevice.count <= Event.maximumDeviceLength, "device name of \(longDevice.count)")
        Self.expectLineLimitRefusal(try Self.run(["copy", "2026-11-20", "--to", "2026-11-22", "-f", journal], device: longDevice),
                                    journal: journal, before: before, "copy")
        #expect(try Self.run(["copy", "2026-11-20", "--to", "2026-11-22", "-f", journal], device: "b").status == 0)
    }

    // MARK: - 5. undo goes by journal order, not by clock

    @Test func undoRemovesTheEntryOnTheLatestLineWhateverItsClockSaid() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        // The phone's clock ran four years ahead when it logged the first entry.
        let lines = [
            #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2030-01-01T12:00:00.000Z","device":"phone","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-0000000000e1","date":"2026-11-20","name":"Future apple","calories":95,"source":"manual"}}"#,
            #"{"id":"0193a000-0000-7000-8000-000000000002","at":"2026-11-20T12:00:00.000Z","device":"phone","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-0000000000e2","date":"2026-11-20","name":"Pear","calories":60,"source":"manual"}}"#,
            #"{"id":"0193a000-0000-7000-8000-000000000003","at":"2026-11-20T12:01:00.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-0000000000e3","date":"2026-11-20","name":"Tea","calories":2,"source":"manual"}}"#,
        ]
        #expect(try Self.run(["append", "-", "-f", journal], stdin: lines.joined(separator: "\n") + "\n").status == 0)
        let undone = try Self.run(["undo", "--json", "-f", journal], device: "phone")
        #expect(undone.status == 0, "\(undone.stderr)")
        #expect(undone.stdout.contains(#""removed":{"id":"0193a000-0000-7000-8000-000000000002""#), "\(undone.stdout)")
        let again = try Self.run(["undo", "--json", "-f", journal], device: "phone")
        #expect(again.stdout.contains(#""removed":{"id":"0193a000-0000-7000-8000-000000000001""#), "\(again.stdout)")
    }

    @Test func undoAfterDemoRemovesTheEntryLoggedLastNotTheDemosEvening() throws {
        // The demo stamps the meals of its last day, today where you are, up to 21:10 UTC: at
        // UTC+14 that day has begun while UTC is still on the day before, so they lie hours ahead
        // of the clock, whatever the hour the test runs.
        let zone = "Etc/GMT-14"
        let folder = TemporaryDirectory()
        let journal = folder.file("demo.jsonl")
        func run(_ arguments: [String]) throws -> LedgerProcess.Result {
            try LedgerProcess.run(arguments, environment: ["TZ": zone, "MEAL_LEDGER_DEVICE": "e2e"])
        }
        #expect(try run(["demo", "--quiet", "--journal", journal]).status == 0)
        let tea = try run(["append", "food.logged", "--name", "Tea", "--calories", "2", "-f", journal])
        #expect(tea.status == 0, "\(tea.stderr)")
        let logged = try Event(line: tea.stdout.trimmingCharacters(in: .newlines))
        let demoEvening = String(decoding: Self.bytes(journal), as: UTF8.self).split(separator: "\n")
            .compactMap { try? Event(line: String($0)) }.filter { $0.entryId != nil }.map(\.at).max()!
        #expect(demoEvening > logged.at, "the demo's entries are not ahead of the clock in \(zone)")
        let undone = try run(["undo", "--json", "-f", journal])
        #expect(undone.status == 0, "\(undone.stderr)")
        #expect(undone.stdout.contains(#""removed":{"id":"\#(logged.id)""#), "\(undone.stdout)")
    }

    @Test func undoAfterFixTakesBackTheCorrectionAndThenWhatCameBefore() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        func entryId(_ result: LedgerProcess.Result) throws -> String {
            try #require(try Event(line: result.stdout.trimmingCharacters(in: .newlines)).entryId).description
        }
        let oats = try entryId(try Self.run(["append", "food.logged", "--name", "Oats", "--calories", "300", "--quantity", "80",
                                             "--unit", "g", "--date", "2026-11-20", "-f", journal]))
        let tea = try entryId(try Self.run(["append", "food.logged", "--name", "Tea", "--calories", "2", "--date", "2026-11-20",
                                            "-f", journal]))
        #expect(try Self.run(["fix", oats, "--quantity", "40", "-f", journal]).status == 0)
        let corrected = try #require(String(decoding: Self.bytes(journal), as: UTF8.self).split(separator: "\n").last
            .flatMap { try? Event(line: String($0)) })
        // 1. The correction: removed, and the original logged again, replacing it, in one batch.
        let first = try Self.run(["undo", "--json", "-f", journal])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains(#""removed":{"id":"\#(corrected.id)""#), "\(first.stdout)")
        let lines = String(decoding: Self.bytes(journal), as: UTF8.self).split(separator: "\n").map { try? Event(line: String($0)) }
        let removal = try #require(lines[lines.count - 2])
        let again = try #require(lines[lines.count - 1])
        #expect(removal.payload == .entryRemoved(EntryRemoved(entryId: try #require(corrected.entryId))))
        guard case .foodLogged(let food) = again.payload else { Issue.record("not logged again: \(again)"); return }
        #expect(food.replaces == corrected.entryId && food.name == "Oats" && food.calories == 300 && food.quantity == 80)
        #expect(again.at == removal.at || again.at > removal.at)
        let day = try Self.run(["day", "2026-11-20", "--json", "-f", journal])
        #expect(day.stdout.contains(#""calories":302"#), "\(day.stdout)")
        // 2. Not the fix again: what came before it (the tea), 3. then the oats logged again, 4. then nothing.
        let second = try Self.run(["undo", "--json", "-f", journal])
        #expect(second.stdout.contains(#""entryId":"\#(tea)""#), "\(second.stdout)")
        let third = try Self.run(["undo", "--json", "-f", journal])
        #expect(third.stdout.contains(#""removed":{"id":"\#(again.id)""#), "\(third.stdout)")
        let fourth = try Self.run(["undo", "-f", journal])
        #expect(fourth.status == 1 && fourth.stderr.contains("nothing to undo"), "\(fourth.stderr)")
        #expect(try Self.run(["check", "-f", journal]).status == 0)
    }
}
