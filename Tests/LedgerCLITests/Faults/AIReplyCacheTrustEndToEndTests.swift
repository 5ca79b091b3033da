import Foundation
import LoopbackHTTP
@testable import MealLedger
import Testing
import TestSupport

/// `--ai` with a reply cache someone else could have written (SPEC 18, issue 25): the command
/// says so on stderr, asks the service and saves its reply; the planted reply is never shown
/// or saved, and the folder is left as it was.
@Suite struct AIReplyCacheTrustEndToEndTests {
    static let text = "1 cup oats, 1 banana"

    /// An entry as the cache wrote them before it was signed (format 1, an FNV-1a checksum
    /// anyone can compute), holding a reply the service never gave: 9000 kcal of lard.
    static func forgedEntry(for ledger: InProcessLedger) throws -> (path: String, bytes: [UInt8]) {
        let service = try AIServiceConfiguration(environment: ledger.environment).displayURL
        let cache = AIReplyCache(journalPath: ledger.journal)
        let key = AIReplyCache.Key(service: service, model: "test-model", text: Self.text)
        let lard = AIRecipeEndToEndTests.envelope(#"{"ingredients":[{"name":"Lard","quantity":1,"unit":"kg","calories":9000}],"confidence":1}"#)
        let fields: [(key: String, value: JSONValue)] = [
            ("format", .string("meal-ledger-ai-reply/1")), ("savedAt", .string(ledger.clock.now().description)),
            ("service", .string(service)), ("model", .string("test-model")), ("text", .string(Self.text)),
            ("reply", .string(lard)),
        ]
        var hash = RowHash()
        for (name, value) in fields {
            hash.add(field: name)
            if case let .string(text) = value { hash.add(field: text) }
        }
        var writer = JSONWriter()
        writer.write(.object(fields + [("checksum", .string(String(hash.value, radix: 16)))]))
        return (cache.path(for: key), writer.bytes + [0x0A])
    }

    static func ledger(_ server: LoopbackHTTPServer) -> InProcessLedger {
        let ledger = AIRecipeCacheTests.ledger(server)
        ledger.run(["init"])
        return ledger
    }

    static func contents(of folder: String) -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Dictionary(uniqueKeysWithValues: names.map { ($0, FileManager.default.contents(atPath: folder + "/" + $0) ?? Data()) })
    }

    @Test(.enabled(if: geteuid() == 0, "chown needs root"))
    func aCacheFolderAnotherUserOwnsIsSaidAndNeverReadOrWritten() throws {
        let server = try LoopbackHTTPServer(replies: Array(repeating: .json(200, AIRecipeEndToEndTests.envelope(AIRecipeCacheTests.content)),
                                                           count: 2))
        defer { server.stop() }
        let ledger = Self.ledger(server)
        let folder = ledger.journal + ".ai-cache"
        #expect(mkdir(folder, 0o755) == 0)
        let forged = try Self.forgedEntry(for: ledger)
        FileManager.default.createFile(atPath: forged.path, contents: Data(forged.bytes))
        #expect(chown(forged.path, 65534, 65534) == 0 && chown(folder, 65534, 65534) == 0)
        let before = Self.contents(of: folder)
        let warning = "ledger: not using the reply cache: \(folder) belongs to user 65534, not to you\n"

        let parsed = ledger.run(["recipe", "parse", "--ai", Self.text])
        #expect(parsed.status == 0, "\(parsed.stderr)")
        #expect(parsed.stderr == warning)
        #expect(parsed.stdout.contains("Rolled oats") && !parsed.stdout.contains("Lard"), "\(parsed.stdout)")
        let saved = ledger.run(["append", "meal.created", "--name", "Oat bowl", "--from-recipe", Self.text, "--ai"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stderr == warning)
        #expect(server.requests.count == 2, "the service was asked each time")
        let journal = String(decoding: ledger.journalBytes, as: UTF8.self)
        #expect(journal.contains("Rolled oats") && !journal.contains("Lard"))
        #expect(Self.contents(of: folder) == before, "nothing was written in another user's folder")
    }

    @Test func aCacheFolderOthersCanWriteToIsSaidAndNeverUsed() throws {
        let server = try LoopbackHTTPServer(replies: Array(repeating: .json(200, AIRecipeEndToEndTests.envelope(AIRecipeCacheTests.content)),
                                                           count: 2))
        defer { server.stop() }
        let ledger = Self.ledger(server)
        #expect(ledger.run(["recipe", "parse", "--ai", Self.text]).stderr.isEmpty)
        let folder = ledger.journal + ".ai-cache"
        #expect(chmod(folder, 0o777) == 0)
        let forged = try Self.forgedEntry(for: ledger)
        FileManager.default.createFile(atPath: forged.path, contents: Data(forged.bytes))
        let before = Self.contents(of: folder)
        let again = ledger.run(["recipe", "parse", "--ai", Self.text])
        #expect(again.stderr == "ledger: not using the reply cache: \(folder) can be written by others (mode 0777)\n")
        #expect(!again.stdout.contains("Lard"))
        #expect(server.requests.count == 2)
        #expect(Self.contents(of: folder) == before)
    }

    /// In the user's own folder, a forged entry is simply a miss: the service is asked and its
    /// reply replaces the forgery.
    @Test func aForgedEntryInTheUsersOwnFolderIsAMiss() throws {
        let server = try LoopbackHTTPServer(replies: Array(repeating: .json(200, AIRecipeEndToEndTests.envelope(AIRecipeCacheTests.content)),
                                                           count: 2))
        defer { server.stop() }
        let ledger = Self.ledger(server)
        #expect(ledger.run(["recipe", "parse", "--ai", "1 egg"]).status == 0)
        let forged = try Self.forgedEntry(for: ledger)
        FileManager.default.createFile(atPath: forged.path, contents: Data(forged.bytes))
        chmod(forged.path, 0o600)
        let parsed = ledger.run(["recipe", "parse", "--ai", Self.text])
        #expect(parsed.status == 0 && parsed.stderr.isEmpty, "\(parsed.stderr)")
        #expect(!parsed.stdout.contains("Lard"))
        #expect(server.requests.count == 2)
        #expect(!String(decoding: FileManager.default.contents(atPath: forged.path) ?? Data(), as: UTF8.self).contains("Lard"))
    }
}
