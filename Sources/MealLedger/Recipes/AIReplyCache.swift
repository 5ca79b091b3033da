#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The recipe service's recent replies, kept beside the journal so that saving a recipe with
/// `--ai` stores what `recipe parse --ai` showed rather than a second, different answer.
///
/// One file per reply in `JOURNAL.ai-cache/` (folder 0700, files 0600), named by a hash of the
/// service, the model and the exact text, and holding all three so a hash collision is a miss.
/// A reply is good for `lifetime`; older ones are removed when another is stored. The cache is
/// only a convenience: an entry that cannot be read, does not parse, fails its checksum, names
/// another text or fails validation is a miss, and a reply that cannot be stored is reported
/// by the caller, never fatal. The key is never written: the stored body is the one the client
/// already redacted.
///
/// What it reads is a recipe that may be saved as a meal, so it trusts nothing another user
/// could have written (SPEC 18): the folder is opened without following a symbolic link and
/// used only when it belongs to the user and others cannot write to it, and each entry only
/// when the same holds for it; otherwise `AIReplyCacheError.untrusted` says why and nothing is
/// read or written. Each entry's checksum is an HMAC-SHA-256 under a secret of 32 random bytes
/// kept in the folder's `secret` file (0600, readable by the user alone), so a file written by
/// anyone who cannot read that secret does not pass as an entry. New entries and the secret
/// are created with O_EXCL|O_NOFOLLOW under a temporary name and renamed into place within the
/// folder (`openat`, `renameat`): nothing is ever written through a symbolic link in it.
public struct AIReplyCache: Sendable {
    /// How long a stored reply is reused, in milliseconds: one hour.
    public static let lifetime: Int64 = 3_600_000
    /// The format tag of an entry; another tag is a miss.
    static let format = "meal-ledger-ai-reply/2"
    /// Entries larger than this are not read (a reply is a few kilobytes).
    static let largestEntry = 1 << 20
    /// The file in the folder that holds the checksums' secret, as hex.
    static let secretName = "secret"
    /// The secret's length in bytes.
    static let secretLength = 32

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

    /// The entry's file name for `key`: the 128-bit FNV-1a hash of its fields, in hex.
    func name(for key: Key) -> String {
        var hash = RowHash()
        hash.add(field: key.service)
        hash.add(field: key.model)
        hash.add(field: key.text)
        let hex = String(hash.value, radix: 16)
        return "\(String(repeating: "0", count: 32 - hex.count))\(hex).json"
    }

    /// The entry's path for `key`.
    func path(for key: Key) -> String {
        "\(folder)/\(name(for: key))"
    }

    /// The reply stored for `key` less than `lifetime` before `now`, or nil. Throws `.untrusted`
    /// when the folder, its secret or the entry could have been written by someone else.
    public func lookup(_ key: Key, now: Instant) throws(AIReplyCacheError) -> Hit? {
        guard let directory = try openFolder(creating: false) else { return nil }
        defer { close(directory) }
        guard let secret = try readSecret(in: directory),
              let entry = try readEntry(named: name(for: key), in: directory),
              entry["format"] == .string(Self.format),
              case let .string(checksum)? = entry["checksum"], checksum == Self.checksum(of: entry, secret: secret),
              entry["service"] == .string(key.service), entry["model"] == .string(key.model),
              entry["text"] == .string(key.text),
              case let .string(saved)? = entry["savedAt"], let savedAt = Instant(saved),
              Self.isFresh(savedAt, now: now),
              case let .string(body)? = entry["reply"],
              case let .success(recipe) = AIReplyValidator.validate(responseBody: body) else { return nil }
        return Hit(recipe: recipe, savedAt: savedAt)
    }

    /// Stores `responseBody` (already redacted) as the reply for `key` at `now`, replacing any
    /// earlier one, then removes the entries that are out of date, unreadable or not signed
    /// with the secret.
    public func store(responseBody: String, for key: Key, at now: Instant) throws(AIReplyCacheError) {
        guard let directory = try openFolder(creating: true) else { return }
        defer { close(directory) }
        let secret: [UInt8]
        if let existing = try readSecret(in: directory) { secret = existing } else { secret = try makeSecret(in: directory) }
        var entry: [(key: String, value: JSONValue)] = [
            ("format", .string(Self.format)), ("savedAt", .string(now.description)),
            ("service", .string(key.service)), ("model", .string(key.model)), ("text", .string(key.text)),
            ("reply", .string(responseBody)),
        ]
        entry.append(("checksum", .string(Self.checksum(of: .object(entry), secret: secret))))
        var writer = JSONWriter()
        writer.write(.object(entry))
        let name = name(for: key)
        try writeNew(name, writer.bytes + [UInt8(ascii: "\n")], in: directory, replacing: true)
        removeStale(in: directory, secret: secret, now: now, keeping: name)
    }

    /// The HMAC-SHA-256, in hex, under `secret`, of the entry's members other than `checksum`
    /// as JSON, in order.
    static func checksum(of entry: JSONValue, secret: [UInt8]) -> String {
        guard case let .object(members) = entry else { return "" }
        var writer = JSONWriter()
        writer.write(.object(members.filter { $0.key != "checksum" }))
        return SHA256.hex(SHA256.authenticationCode(key: secret, message: writer.bytes))
    }

    private static func isFresh(_ savedAt: Instant, now: Instant) -> Bool {
        let age = now.millisecondsSinceEpoch - savedAt.millisecondsSinceEpoch
        return age >= 0 && age < lifetime
    }

    // MARK: The folder and what is in it, checked before use

    /// Why a file or folder someone else could have written is not trusted, or nil when it is
    /// the user's and not writable by others (`isSecret`: not readable by them either).
    private static func distrust(_ info: stat, isSecret: Bool = false) -> String? {
        if info.st_uid != geteuid() { return "belongs to user \(info.st_uid), not to you" }
        let mode = info.st_mode & 0o7777
        guard mode & (isSecret ? 0o077 : 0o022) == 0 else {
            let octal = String(mode, radix: 8)
            let shown = String(repeating: "0", count: max(0, 4 - octal.count)) + octal
            return isSecret ? "can be read or written by others (mode \(shown))" : "can be written by others (mode \(shown))"
        }
        return nil
    }

    /// The folder, opened without following a symbolic link and checked; nil when it does not
    /// exist (or is no folder) and `creating` is false.
    private func openFolder(creating: Bool) throws(AIReplyCacheError) -> Int32? {
        var descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT, creating {
            if mkdir(folder, SystemCalls.folderMode) != 0, errno != EEXIST {
                let code = errno
                if code == ENOENT { throw .unwritable(.folderMissing(path: folder, folder: parentFolder(of: folder))) }
                throw .unwritable(.system(path: folder, operation: "create folder", reason: systemErrorText(code)))
            }
            descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            let code = errno
            var info = stat()
            if lstat(folder, &info) == 0 {
                if info.st_mode & S_IFMT == S_IFLNK { throw .untrusted(path: folder, reason: "is a symbolic link") }
                if let reason = Self.distrust(info) { throw .untrusted(path: folder, reason: reason) }
            }
            guard creating else { return nil }
            if code == ENOTDIR { throw .unwritable(.notRegularFile(path: folder, kind: "a file, not a folder")) }
            throw .unwritable(.system(path: folder, operation: "open", reason: systemErrorText(code)))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = systemErrorText()
            close(descriptor)
            throw .unwritable(.system(path: folder, operation: "stat", reason: reason))
        }
        if let reason = Self.distrust(info) {
            close(descriptor)
            throw .untrusted(path: folder, reason: reason)
        }
        return descriptor
    }

    /// Opens `name` in the folder for reading, never through a symbolic link and never
    /// blocking (a FIFO); nil when it is missing or not a regular file. `isSecret` asks that
    /// others cannot read it either.
    private func openFile(_ name: String, in directory: Int32, isSecret: Bool) throws(AIReplyCacheError) -> (Int32, stat)? {
        let descriptor = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw .untrusted(path: "\(folder)/\(name)", reason: "is a symbolic link") }
            return nil
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        if let reason = Self.distrust(info, isSecret: isSecret) {
            close(descriptor)
            throw .untrusted(path: "\(folder)/\(name)", reason: reason)
        }
        return (descriptor, info)
    }

    /// The whole of a small file, or nil when it is larger than `limit` or cannot be read.
    private static func contents(_ descriptor: Int32, size: Int, limit: Int, path: String) -> [UInt8]? {
        guard size <= limit else { return nil }
        var bytes = [UInt8](repeating: 0, count: size)
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

    /// An entry's JSON object, or nil when it is missing, not a regular file, too large or not JSON.
    private func readEntry(named name: String, in directory: Int32) throws(AIReplyCacheError) -> JSONValue? {
        guard let (descriptor, info) = try openFile(name, in: directory, isSecret: false) else { return nil }
        defer { close(descriptor) }
        guard let bytes = Self.contents(descriptor, size: Int(info.st_size), limit: Self.largestEntry,
                                        path: "\(folder)/\(name)") else { return nil }
        return try? JSONParser.parse(String(decoding: bytes, as: UTF8.self))
    }

    /// The checksums' secret, or nil when there is none yet (or it is damaged).
    private func readSecret(in directory: Int32) throws(AIReplyCacheError) -> [UInt8]? {
        guard let (descriptor, info) = try openFile(Self.secretName, in: directory, isSecret: true) else { return nil }
        defer { close(descriptor) }
        guard let bytes = Self.contents(descriptor, size: Int(info.st_size), limit: 2 * Self.secretLength + 1,
                                        path: "\(folder)/\(Self.secretName)") else { return nil }
        return Self.decodeHex(bytes.prefix { $0 != UInt8(ascii: "\n") })
    }

    /// A new secret of `secretLength` random bytes, written to the folder (replacing a damaged one).
    private func makeSecret(in directory: Int32) throws(AIReplyCacheError) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        let secret = (0..<Self.secretLength).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let text = Array((SHA256.hex(secret) + "\n").utf8)
        try writeNew(Self.secretName, text, in: directory, replacing: false)
        // Another run may have made one at the same moment: theirs stands, and is the one used.
        if let existing = try readSecret(in: directory) { return existing }
        // A damaged one was in the way.
        try writeNew(Self.secretName, text, in: directory, replacing: true)
        return secret
    }

    /// Writes `bytes` as `name` in the folder: a new file under a temporary name (O_EXCL,
    /// O_NOFOLLOW, 0600), flushed, then renamed over `name` (a symbolic link there is replaced,
    /// never followed). Without `replacing`, an existing regular file `name` is kept.
    private func writeNew(_ name: String, _ bytes: [UInt8], in directory: Int32, replacing: Bool) throws(AIReplyCacheError) {
        let path = "\(folder)/\(name)"
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<16 {
            temporary = ".\(name)\(TemporaryFile.marker)\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
            descriptor = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                                SystemCalls.fileMode)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            throw .unwritable(.system(path: path, operation: "create a temporary file", reason: systemErrorText()))
        }
        _ = fchmod(descriptor, SystemCalls.fileMode)
        do throws(JournalError) {
            try SystemCalls.writeAll(descriptor, bytes, path: path)
            try SystemCalls.synchronize(descriptor, path: path)
        } catch {
            close(descriptor)
            unlinkat(directory, temporary, 0)
            throw .unwritable(error)
        }
        close(descriptor)
        var info = stat()
        let keep = !replacing && fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFREG
        if keep || renameat(directory, temporary, directory, name) != 0 {
            let reason = systemErrorText()
            unlinkat(directory, temporary, 0)
            if keep { return }
            throw .unwritable(.system(path: path, operation: "replace", reason: reason))
        }
        _ = fsync(directory)
    }

    /// Removes the entries stored `lifetime` or longer before `now`, or unreadable, or not
    /// signed with `secret`, except `kept`; and temporary files whose writer is gone.
    private func removeStale(in directory: Int32, secret: [UInt8], now: Instant, keeping kept: String) {
        let copy = dup(directory)
        guard copy >= 0, let listing = fdopendir(copy) else { return }
        var names: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            names.append(name)
        }
        closedir(listing)
        for name in names where name != kept && name != "." && name != ".." {
            if name.hasPrefix("."), let marker = name.range(of: TemporaryFile.marker) {
                let rest = name[marker.upperBound...]
                if let pid = pid_t(rest.prefix { $0 != "-" }), pid > 0, pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                    unlinkat(directory, name, 0)
                }
                continue
            }
            guard name.hasSuffix(".json") else { continue }
            let entry = try? readEntry(named: name, in: directory)
            let signed = if case let .string(checksum)? = entry?["checksum"], let entry {
                checksum == Self.checksum(of: entry, secret: secret)
            } else { false }
            let savedAt: Instant? = if case let .string(text)? = entry?["savedAt"] { Instant(text) } else { nil }
            if !signed || savedAt.map({ !Self.isFresh($0, now: now) }) ?? true { unlinkat(directory, name, 0) }
        }
    }

    /// Bytes from exactly `2 × secretLength` hex digits, or nil.
    private static func decodeHex<Digits: Collection>(_ digits: Digits) -> [UInt8]? where Digits.Element == UInt8 {
        guard digits.count == 2 * secretLength else { return nil }
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        var bytes: [UInt8] = []
        var high: UInt8?
        for digit in digits {
            guard let nibble = value(digit) else { return nil }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        return bytes
    }
}
