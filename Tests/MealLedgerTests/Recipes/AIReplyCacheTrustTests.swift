import Foundation
@testable import MealLedger
import Testing
import TestSupport

/// The AI reply cache trusts nothing another user could have written (SPEC 18, issue 25): a
/// folder or entry that is someone else's or writable by others is not used (`untrusted`,
/// which the command says as a warning), nothing is written through a symbolic link in the
/// folder, and an entry not signed with the user's secret is a miss however well it is made.
///
/// The suite runs as root in CI: another user's files are made with `chown` to 65534.
struct AIReplyCacheTrustTests {
    static let body = AIReplyFixtures.envelope(AIReplyFixtures.goodContent)
    static let key = AIReplyCacheTests.key
    static let noon = AIReplyCacheTests.noon
    static let isRoot = geteuid() == 0
    static let nobody: uid_t = 65534

    /// A cache with one good entry stored at noon, and the entry's path; the folder lives as
    /// long as the first element is held.
    static func stored() throws -> (TemporaryDirectory, AIReplyCache, String) {
        let folder = TemporaryDirectory()
        let cache = AIReplyCache(journalPath: folder.file("j.jsonl"))
        try cache.store(responseBody: body, for: key, at: noon)
        #expect(try cache.lookup(key, now: noon) != nil)
        return (folder, cache, cache.path(for: key))
    }

    static func files(_ cache: AIReplyCache) -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cache.folder)) ?? []
        return Dictionary(uniqueKeysWithValues: names.map { ($0, FileManager.default.contents(atPath: cache.folder + "/" + $0) ?? Data()) })
    }

    /// Neither lookup nor store uses the cache, both saying why; nothing in it changes.
    static func expectUntrusted(_ cache: AIReplyCache, path: String, reason: String,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let before = files(cache)
        let expected = AIReplyCacheError.untrusted(path: path, reason: reason)
        #expect(throws: expected, sourceLocation: sourceLocation) { try cache.lookup(key, now: noon) }
        var other = key
        other.text = "2 eggs"
        #expect(throws: expected, sourceLocation: sourceLocation) { try cache.store(responseBody: body, for: other, at: noon) }
        #expect(files(cache) == before, "the cache was written", sourceLocation: sourceLocation)
        #expect(expected.description == "not using the reply cache: \(path) \(reason)", sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: isRoot, "chown needs root"))
    func aFolderOwnedByAnotherUserIsNeitherReadNorWritten() throws {
        let (folder, cache, _) = try Self.stored()
        defer { withExtendedLifetime(folder) {} }
        #expect(chown(cache.folder, Self.nobody, Self.nobody) == 0)
        Self.expectUntrusted(cache, path: cache.folder, reason: "belongs to user 65534, not to you")
    }

    /// Another user made the folder first, in a shared folder such as /tmp, and put a reply in it.
    @Test(.enabled(if: isRoot, "chown needs root"))
    func aFolderAnotherUserMadeFirstIsNeverUsed() throws {
        let folder = TemporaryDirectory()
        let cache = AIReplyCache(journalPath: folder.file("j.jsonl"))
        #expect(mkdir(cache.folder, 0o755) == 0)
        FileManager.default.createFile(atPath: cache.path(for: Self.key), contents: Data(Self.body.utf8))
        #expect(chown(cache.path(for: Self.key), Self.nobody, Self.nobody) == 0)
        #expect(chown(cache.folder, Self.nobody, Self.nobody) == 0)
        Self.expectUntrusted(cache, path: cache.folder, reason: "belongs to user 65534, not to you")
    }

    @Test(arguments: [0o770, 0o702, 0o777, 0o1777])
    func aFolderOthersCanWriteToIsNeitherReadNorWritten(mode: Int) throws {
        let (folder, cache, _) = try Self.stored()
        defer { withExtendedLifetime(folder) {} }
        #expect(chmod(cache.folder, mode_t(mode)) == 0)
        Self.expectUntrusted(cache, path: cache.folder, reason: "can be written by others (mode \(String(mode, radix: 8).count < 4 ? "0" : "")\(String(mode, radix: 8)))")
    }

    @Test func anEntryOthersCanWriteIsNotUsed() throws {
        let (folder, cache, entry) = try Self.stored()
        defer { withExtendedLifetime(folder) {} }
        #expect(chmod(entry, 0o666) == 0)
        #expect(throws: AIReplyCacheError.untrusted(path: entry, reason: "can be written by others (mode 0666)")) {
            try cache.lookup(Self.key, now: Self.noon)
        }
    }

    @Test(.enabled(if: isRoot, "chown needs root"))
    func anEntryOwnedByAnotherUserIsNotUsed() throws {
        let (folder, cache, entry) = try Self.stored()
        defer { withExtendedLifetime(folder) {} }
        #expect(chown(entry, Self.nobody, Self.nobody) == 0)
        #expect(throws: AIReplyCacheError.untrusted(path: entry, reason: "belongs to user 65534, not to you")) {
            try cache.lookup(Self.key, now: Self.noon)
        }
        // The folder is the user's: the next store replaces it with one of the user's own.
        try cache.store(responseBody: Self.body, for: Self.key, at: Self.noon)
        #expect(try cache.lookup(Self.key, now: Self.noon) != nil)
    }

    @Test func aSecretOthersCanReadIsNotUsed() throws {
        let (folder, cache, _) = try Self.stored()
        defer { withExtendedLifetime(folder) {} }
        #expect(chmod(cache.folder + "/secret", 0o640) == 0)
        Self.expectUntrusted(cache, path: cache.folder + "/secret", reason: "can be read or written by others (mode 0640)")
    }

    /// A symbolic link planted where the entry goes: read as untrusted, replaced (never
    /// followed) by the next store, the file it points to untouched.
    @Test func aSymbolicLinkInTheFolderIsNeverWrittenThrough() throws {
        let (folder, cache, entry) = try Self.stored()
        defer { withExtendedLifetime(folder) {} }
        let victim = folder.write("victim.jsonl", "a journal line\n")
        #expect(unlink(entry) == 0)
        #expect(symlink(victim, entry) == 0)
        #expect(throws: AIReplyCacheError.untrusted(path: entry, reason: "is a symbolic link")) {
            try cache.lookup(Self.key, now: Self.noon)
        }
        try cache.store(responseBody: Self.body, for: Self.key, at: Self.noon)
        #expect(String(decoding: folder.read("victim.jsonl"), as: UTF8.self) == "a journal line\n")
        var info = stat()
        #expect(lstat(entry, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
        #expect(try cache.lookup(Self.key, now: Self.noon) != nil)
        // A link planted under another name is removed by the next store, its target kept.
        let stray = cache.folder + "/" + String(repeating: "0", count: 32) + ".json"
        #expect(symlink(victim, stray) == 0)
        var other = Self.key
        other.text = "2 eggs"
        try cache.store(responseBody: Self.body, for: other, at: Self.noon)
        #expect(lstat(stray, &info) != 0)
        #expect(String(decoding: folder.read("victim.jsonl"), as: UTF8.self) == "a journal line\n")
    }

    @Test func aSecretThatIsASymbolicLinkIsNotUsed() throws {
        let (folder, cache, _) = try Self.stored()
        defer { withExtendedLifetime(folder) {} }
        let elsewhere = folder.write("elsewhere", String(repeating: "ab", count: 32) + "\n")
        chmod(elsewhere, 0o600)
        #expect(unlink(cache.folder + "/secret") == 0)
        #expect(symlink(elsewhere, cache.folder + "/secret") == 0)
        Self.expectUntrusted(cache, path: cache.folder + "/secret", reason: "is a symbolic link")
    }

    @Test func aFolderThatIsASymbolicLinkIsNotUsed() throws {
        let folder = TemporaryDirectory()
        let real = AIReplyCache(journalPath: folder.file("real.jsonl"))
        try real.store(responseBody: Self.body, for: Self.key, at: Self.noon)
        let cache = AIReplyCache(journalPath: folder.file("j.jsonl"))
        #expect(symlink(real.folder, cache.folder) == 0)
        let before = Self.files(real)
        Self.expectUntrusted(cache, path: cache.folder, reason: "is a symbolic link")
        #expect(Self.files(real) == before)
    }

    /// The old checksum (FNV-1a over the fields), a plain SHA-256, or an HMAC under another
    /// secret: anyone can compute them, so none makes an entry.
    @Test func aForgedEntryWithAValidUnkeyedChecksumIsAMiss() throws {
        let (folder, cache, entry) = try Self.stored()
        defer { withExtendedLifetime(folder) {} }
        let genuine = try #require(try JSONParser.parse(String(decoding: FileManager.default.contents(atPath: entry)!, as: UTF8.self)))
        guard case let .object(members) = genuine else { Issue.record("not an object"); return }
        let forged = AIReplyFixtures.envelope(#"{"ingredients":[{"name":"Lard","quantity":1,"unit":"kg","calories":9000}],"confidence":1}"#)
        var fields: [(key: String, value: JSONValue)] = members.filter { $0.key != "checksum" }.map { member in
            (key: member.key, value: member.key == "reply" ? .string(forged) : member.value)
        }
        var writer = JSONWriter()
        writer.write(.object(fields))
        var fnv = RowHash()
        for (name, value) in fields {
            fnv.add(field: name)
            if case let .string(text) = value { fnv.add(field: text) } else { fnv.add(field: "\u{0}") }
        }
        let otherSecret = [UInt8](repeating: 7, count: 32)
        for checksum in [String(fnv.value, radix: 16), SHA256.hex(SHA256.hash(writer.bytes)),
                         SHA256.hex(SHA256.authenticationCode(key: otherSecret, message: writer.bytes)),
                         SHA256.hex(SHA256.authenticationCode(key: [], message: writer.bytes))] {
            var signed = JSONWriter()
            signed.write(.object(fields + [("checksum", .string(checksum))]))
            FileManager.default.createFile(atPath: entry, contents: Data(signed.bytes))
            chmod(entry, 0o600)
            #expect(try cache.lookup(Self.key, now: Self.noon) == nil, "\(checksum)")
        }
        // The genuine entry's own checksum does not carry over to other contents either.
        fields.append(members.first { $0.key == "checksum" }!)
        var copied = JSONWriter()
        copied.write(.object(fields))
        FileManager.default.createFile(atPath: entry, contents: Data(copied.bytes))
        chmod(entry, 0o600)
        #expect(try cache.lookup(Self.key, now: Self.noon) == nil)
    }

    /// An entry copied from another user's cache (another secret) is a miss too.
    @Test func anEntryFromAnotherCacheIsAMiss() throws {
        let (folder, cache, entry) = try Self.stored()
        defer { withExtendedLifetime(folder) {} }
        let (otherFolder, elsewhere, theirs) = try Self.stored()
        defer { withExtendedLifetime(otherFolder) {} }
        #expect(try elsewhere.lookup(Self.key, now: Self.noon) != nil)
        #expect(unlink(entry) == 0)
        try FileManager.default.copyItem(atPath: theirs, toPath: entry)
        chmod(entry, 0o600)
        #expect(try cache.lookup(Self.key, now: Self.noon) == nil)
    }

    @Test func aDamagedSecretIsReplacedAndItsEntriesAreMisses() throws {
        let (folder, cache, _) = try Self.stored()
        defer { withExtendedLifetime(folder) {} }
        FileManager.default.createFile(atPath: cache.folder + "/secret", contents: Data("short\n".utf8))
        chmod(cache.folder + "/secret", 0o600)
        #expect(try cache.lookup(Self.key, now: Self.noon) == nil)
        try cache.store(responseBody: Self.body, for: Self.key, at: Self.noon)
        #expect(try cache.lookup(Self.key, now: Self.noon) != nil)
        #expect(FileManager.default.contents(atPath: cache.folder + "/secret")?.count == 65)
    }
}
