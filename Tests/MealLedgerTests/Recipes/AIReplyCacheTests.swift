import Foundation
import MealLedger
import Testing
import TestSupport

/// The recipe service's replies kept beside the journal: found within the hour only, for the
/// exact text, model and service; never trusted when damaged.
struct AIReplyCacheTests {
    static let body = AIReplyFixtures.envelope(AIReplyFixtures.goodContent)
    static let key = AIReplyCache.Key(service: "http://127.0.0.1:8080/v1/chat/completions", model: "test-model",
                                      text: "1 cup oats, 1 banana")
    static let noon = Instant("2026-11-20T12:00:00.000Z")!

    static func later(_ seconds: Int64) -> Instant {
        Instant(millisecondsSinceEpoch: noon.millisecondsSinceEpoch + seconds * 1000)
    }

    @Test func aStoredReplyIsFoundUntilAnHourHasPassed() throws {
        let folder = TemporaryDirectory()
        let cache = AIReplyCache(journalPath: folder.file("j.jsonl"))
        try cache.store(responseBody: Self.body, for: Self.key, at: Self.noon)
        let hit = try #require(try cache.lookup(Self.key, now: Self.later(3_599)))
        #expect(hit.recipe.ingredients == AIReplyFixtures.goodIngredients)
        #expect(hit.savedAt == Self.noon)
        #expect(try cache.lookup(Self.key, now: Self.later(3_600)) == nil)
        #expect(try cache.lookup(Self.key, now: Self.later(-1)) == nil)
    }

    @Test func theTextTheModelAndTheServiceEachMakeAnotherKey() throws {
        let folder = TemporaryDirectory()
        let cache = AIReplyCache(journalPath: folder.file("j.jsonl"))
        try cache.store(responseBody: Self.body, for: Self.key, at: Self.noon)
        var text = Self.key
        text.text += " "
        var model = Self.key
        model.model = "other-model"
        var service = Self.key
        service.service = "http://127.0.0.1:8081/v1/chat/completions"
        for other in [text, model, service] {
            #expect(try cache.lookup(other, now: Self.noon) == nil, "\(other)")
        }
    }

    @Test func theFolderAndItsFilesAreForTheOwnerOnly() throws {
        let folder = TemporaryDirectory()
        let cache = AIReplyCache(journalPath: folder.file("j.jsonl"))
        try cache.store(responseBody: Self.body, for: Self.key, at: Self.noon)
        let manager = FileManager.default
        let folderMode = try manager.attributesOfItem(atPath: cache.folder)[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
        let names = try manager.contentsOfDirectory(atPath: cache.folder).filter { $0.hasSuffix(".json") }
        #expect(names.count == 1)
        let secretMode = try manager.attributesOfItem(atPath: cache.folder + "/secret")[.posixPermissions] as? Int
        #expect(secretMode == 0o600)
        let fileMode = try manager.attributesOfItem(atPath: cache.folder + "/" + names[0])[.posixPermissions] as? Int
        #expect(fileMode == 0o600)
    }

    @Test func storingRemovesRepliesOlderThanAnHourAndKeepsRecentOnes() throws {
        let folder = TemporaryDirectory()
        let cache = AIReplyCache(journalPath: folder.file("j.jsonl"))
        var old = Self.key
        old.text = "2 eggs"
        var recent = Self.key
        recent.text = "1 apple"
        try cache.store(responseBody: Self.body, for: old, at: Self.noon)
        try cache.store(responseBody: Self.body, for: recent, at: Self.later(1_800))
        try cache.store(responseBody: Self.body, for: Self.key, at: Self.later(3_700))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.folder).filter { $0.hasSuffix(".json") }.count == 2)
        #expect(try cache.lookup(recent, now: Self.later(3_700)) != nil)
        #expect(try cache.lookup(Self.key, now: Self.later(3_700)) != nil)
    }

    @Test func withoutTheJournalsFolderNothingIsStoredAndItSaysWhere() throws {
        let folder = TemporaryDirectory()
        let cache = AIReplyCache(journalPath: folder.file("missing/j.jsonl"))
        #expect(throws: AIReplyCacheError.unwritable(.folderMissing(path: cache.folder, folder: folder.file("missing")))) {
            try cache.store(responseBody: Self.body, for: Self.key, at: Self.noon)
        }
        #expect(try cache.lookup(Self.key, now: Self.noon) == nil)
    }

    /// Whatever happens to an entry's bytes, a lookup gives nothing or exactly the stored reply.
    @Test func aDamagedEntryIsAMissNeverACrashOrAnotherReply() throws {
        let folder = TemporaryDirectory()
        let cache = AIReplyCache(journalPath: folder.file("j.jsonl"))
        try cache.store(responseBody: Self.body, for: Self.key, at: Self.noon)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.folder).first { $0.hasSuffix(".json") })
        let path = cache.folder + "/" + name
        let original = try #require(FileManager.default.contents(atPath: path))
        forAllCases(200) { testCase in
            var bytes = Array(original)
            switch testCase.random.next() % 4 {
            case 0: bytes = Array(bytes.prefix(Int(testCase.random.next() % UInt64(bytes.count))))
            case 1:
                for _ in 0..<(1 + testCase.random.next() % 4) {
                    bytes[Int(testCase.random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: testCase.random.next())
                }
            case 2: bytes.remove(at: Int(testCase.random.next() % UInt64(bytes.count)))
            default: bytes = (0..<(testCase.random.next() % 300)).map { _ in UInt8(truncatingIfNeeded: testCase.random.next()) }
            }
            FileManager.default.createFile(atPath: path, contents: Data(bytes))
            if let hit = try cache.lookup(Self.key, now: Self.noon) {
                testCase.check(hit.recipe.ingredients == AIReplyFixtures.goodIngredients && hit.savedAt == Self.noon,
                               "a damaged entry gave \(hit.recipe) saved \(hit.savedAt)")
            }
        }
    }
}
