#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The recipe service's recent replies, kept beside the journal so that saving a recipe with
/// `--ai` stores what `recipe parse --ai` showed rather than a second, different answer.
///
/// One file per reply in `JOURNAL.ai-cache/` (folder 0700, files 0600, each written whole
/// through `FileReplacement`), named by a hash of the service, the model and the exact text,
/// and holding all three so a hash collision is a miss, with a checksum over the whole entry so
/// a changed byte is too. A reply is good for `lifetime`; older ones are removed when another
/// is stored. The cache is only a convenience: an entry that cannot be read, does not parse,
/// fails its checksum, names another text or fails validation is a miss, and a
/// reply that cannot be stored is reported by the caller, never fatal. The key is never
/// written: the stored body is the one the client already redacted.
public struct AIReplyCache: Sendable {
    /// How long a stored reply is reused, in milliseconds: one hour.
    public static let lifetime: Int64 = 3_600_000
    /// The format tag of an entry; another tag is a miss.
    static let format = "meal-ledger-ai-reply/1"
    /// Entries larger than this are not read (a reply is a few kilobytes).
    static let largestEntry = 1 << 20

    /// What a reply is stored under.
    public struct Key: Sendable, Equatable {
        /// The service's URL as messages show it (no user name, password or query).
        public var service: String
        public var model: String
        /// The recipe text exactly as sent.
        public var text: String

        public init(service: String, model: String, text: String) {
            self.service = service
            self.model = model
            self.text = text
        }
    }

    /// A stored reply found for a key.
    public struct Hit: Sendable {
        public var recipe: ValidatedAIRecipe
        /// When it was stored.
        public var savedAt: Instant
    }

    /// The folder the replies are kept in.
    public let folder: String

    /// The cache of the journal at `journalPath`: the folder `JOURNAL.ai-cache` beside it.
    public init(journalPath: String) {
        folder = journalPath + ".ai-cache"
    }

    /// The entry's path for `key`: the 128-bit FNV-1a hash of its fields, in hex.
    func path(for key: Key) -> String {
        var hash = RowHash()
        hash.add(field: key.service)
        hash.add(field: key.model)
        hash.add(field: key.text)
        let hex = String(hash.value, radix: 16)
        return "\(folder)/\(String(repeating: "0", count: 32 - hex.count))\(hex).json"
    }

    /// The reply stored for `key` less than `lifetime` before `now`, or nil.
    public func lookup(_ key: Key, now: Instant) -> Hit? {
        guard let entry = Self.readEntry(path(for: key)),
              entry["format"] == .string(Self.format),
              case let .string(checksum)? = entry["checksum"], checksum == Self.checksum(of: entry),
              entry["service"] == .string(key.service), entry["model"] == .string(key.model),
              entry["text"] == .string(key.text),
              case let .string(saved)? = entry["savedAt"], let savedAt = Instant(saved),
              Self.isFresh(savedAt, now: now),
              case let .string(body)? = entry["reply"],
              case let .success(recipe) = AIReplyValidator.validate(responseBody: body) else { return nil }
        return Hit(recipe: recipe, savedAt: savedAt)
    }

    /// Stores `responseBody` (already redacted) as the reply for `key` at `now`, replacing any
    /// earlier one, then removes the entries that are out of date or unreadable.
    public func store(responseBody: String, for key: Key, at now: Instant) throws(JournalError) {
        try makeFolder()
        var entry: [(key: String, value: JSONValue)] = [
            ("format", .string(Self.format)), ("savedAt", .string(now.description)),
            ("service", .string(key.service)), ("model", .string(key.model)), ("text", .string(key.text)),
            ("reply", .string(responseBody)),
        ]
        entry.append(("checksum", .string(Self.checksum(of: .object(entry)))))
        var writer = JSONWriter()
        writer.write(.object(entry))
        let target = path(for: key)
        let replacement = try FileReplacement(path: target)
        try replacement.write(writer.bytes + [UInt8(ascii: "\n")])
        try replacement.commit()
        removeStale(now: now, keeping: target)
    }

    /// The FNV-1a hash, in hex, of the entry's fields other than `checksum`, in order.
    static func checksum(of entry: JSONValue) -> String {
        guard case let .object(members) = entry else { return "" }
        var hash = RowHash()
        for (name, value) in members where name != "checksum" {
            hash.add(field: name)
            if case let .string(text) = value { hash.add(field: text) } else { hash.add(field: "\u{0}") }
        }
        return String(hash.value, radix: 16)
    }

    private static func isFresh(_ savedAt: Instant, now: Instant) -> Bool {
        let age = now.millisecondsSinceEpoch - savedAt.millisecondsSinceEpoch
        return age >= 0 && age < lifetime
    }

    /// Creates the folder, mode 0700, in the journal's existing folder; refuses a folder path
    /// that is something else (a file, a symbolic link).
    private func makeFolder() throws(JournalError) {
        if mkdir(folder, SystemCalls.folderMode) == 0 { return }
        let code = errno
        guard code == EEXIST else {
            if code == ENOENT { throw .folderMissing(path: folder, folder: parentFolder(of: folder)) }
            throw .system(path: folder, operation: "create folder", reason: systemErrorText(code))
        }
        var info = stat()
        guard lstat(folder, &info) == 0 else {
            throw .system(path: folder, operation: "stat", reason: systemErrorText())
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw .notRegularFile(path: folder, kind: SystemCalls.fileKindName(info.st_mode))
        }
    }

    /// An entry's JSON object, or nil when it is missing, not a regular file, too large or not JSON.
    static func readEntry(_ path: String) -> JSONValue? {
        guard let bytes = readSmallFile(path) else { return nil }
        return try? JSONParser.parse(String(decoding: bytes, as: UTF8.self))
    }

    private static func readSmallFile(_ path: String) -> [UInt8]? {
        guard let descriptor = try? SystemCalls.openRegularFile(path, O_RDONLY | O_NOFOLLOW), descriptor >= 0 else {
            return nil
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size <= largestEntry else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.count - filled
            let got = bytes.withUnsafeMutableBytes { raw in
                try? SystemCalls.read(descriptor, into: raw.baseAddress! + filled, count: count, at: Int64(filled), path: path)
            }
            guard let got, got > 0 else { return nil }
            filled += got
        }
        return bytes
    }

    /// Removes entries stored `lifetime` or longer before `now`, or unreadable, except `kept`.
    private func removeStale(now: Instant, keeping kept: String) {
        guard let directory = opendir(folder) else { return }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasSuffix(".json"), !name.hasPrefix(".") { names.append(name) }
        }
        closedir(directory)
        for name in names {
            let path = "\(folder)/\(name)"
            guard path != kept else { continue }
            let savedAt: Instant? = if case let .string(text)? = Self.readEntry(path)?["savedAt"] { Instant(text) } else { nil }
            if savedAt.map({ !Self.isFresh($0, now: now) }) ?? true { unlink(path) }
        }
    }
}
