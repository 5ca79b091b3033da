#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The snapshot beside a journal: the replayed state of its first lines, a cache only.
///
/// Layout: a fixed header (magic, format and projection versions, the covered length and
/// lines, a hash of the covered bytes, the journal's stat as recorded after this program's own
/// last write, the body's length, a header checksum), then the state's tables as raw arrays,
/// used in place from a private mapping of the file, so loading costs what a report touches,
/// not what the journal holds. Deleting it changes no result; a snapshot that does not
/// match its journal or this program is ignored.
///
/// The body is not hashed on reading (that alone would cost more than the report): it is
/// only ever replaced whole by a rename, its header is checksummed, and the tables are read
/// defensively, so a damaged body gives a wrong cache at worst, never a crash; `ledger check`
/// never uses a snapshot.
public enum SnapshotFile {
    /// Bump whenever a projection changes what it keeps or how it applies events.
    public static let projectionVersion: UInt32 = 2
    static let magic: UInt64 = 0x3230_5041_4E53_4C4D  // "MLSNAP02"
    static let headerSize = 128

    /// The snapshot path for a journal.
    public static func path(for journal: String) -> String { journal + ".snapshot" }

    /// What the header says.
    struct Header: Equatable {
        var coveredLength: Int64
        var coveredLines: Int64
        var contentHash: UInt64
        var journalStatus: FileStatus
        var bodyLength: Int64
    }

    /// How a snapshot was found to match its journal.
    public enum Verification: Equatable, Sendable {
        /// The journal's stat is the one recorded after this program's last write: nothing hashed.
        case status
        /// The stat changed, so the covered prefix was hashed, and matched.
        case contentHash
    }

    /// A usable snapshot: the state of the journal's first `lines` lines, `length` bytes.
    public struct Loaded {
        public var state: LedgerState
        public var coveredLength: Int64
        public var coveredLines: Int
        public var verification: Verification
    }

    // MARK: - Writing

    /// Writes a snapshot of `state`, which covers the journal's first `lines` lines (`length` bytes).
    ///
    /// Written to a temporary file and renamed over the old one, so readers see a whole
    /// snapshot or none. No fsync: losing a cache to a crash costs one full replay.
    public static func write(_ state: LedgerState, coveredLength length: Int64, coveredLines lines: Int,
                             journal: JournalFile) throws {
        var hash = ContentHash()
        try hashPrefix(of: journal, length: length, into: &hash)
        var body = SnapshotWriter()
        state.write(to: &body)
        let status = try journal.status()
        let header = Header(coveredLength: length, coveredLines: Int64(lines), contentHash: hash.finish(length: length),
                            journalStatus: status, bodyLength: Int64(body.count))
        let target = path(for: journal.path)
        let temporary = target + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw JournalError.system(path: temporary, operation: "create", reason: systemErrorText())
        }
        defer { close(descriptor) }
        do {
            try writeAll(descriptor, encode(header), path: temporary)
            try body.flush(to: descriptor, path: temporary)
            guard rename(temporary, target) == 0 else {
                throw JournalError.system(path: target, operation: "rename", reason: systemErrorText())
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Records the journal's stat after this program's own append, so the next reader trusts
    /// the covered prefix without hashing it. Only when the snapshot was valid before the append.
    public static func recordJournalStatus(journal: JournalFile) {
        let target = path(for: journal.path)
        let descriptor = open(target, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        guard var header = try? readHeader(descriptor), let status = try? journal.status() else { return }
        header.journalStatus = status
        let bytes = encode(header)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress!, $0.count, 0) }
    }

    // MARK: - Reading

    /// The snapshot of `journal`, when there is one that matches it and this program.
    ///
    /// The journal's stat decides cheaply; only when it differs from the recorded one is the
    /// covered prefix hashed. A shorter journal, another hash, another version: nil.
    public static func load(for journal: JournalFile) -> Loaded? {
        let descriptor = open(path(for: journal.path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let header = try? readHeader(descriptor), let status = try? journal.status(),
              status.size >= header.coveredLength else { return nil }
        let verification: Verification = status == header.journalStatus ? .status : .contentHash
        if verification == .contentHash {
            var hash = ContentHash()
            guard (try? hashPrefix(of: journal, length: header.coveredLength, into: &hash)) != nil,
                  hash.finish(length: header.coveredLength) == header.contentHash else { return nil }
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, Int64(info.st_size) == Int64(headerSize) + header.bodyLength,
              let region = MappedRegion(descriptor: descriptor, length: Int(info.st_size)),
              var reader = SnapshotReader(region: region, offset: headerSize, length: Int(header.bodyLength)),
              let state = try? LedgerState(reading: &reader), reader.isAtEnd else { return nil }
        return Loaded(state: state, coveredLength: header.coveredLength, coveredLines: Int(header.coveredLines),
                      verification: verification)
    }

    // MARK: - Header

    private static func encode(_ header: Header) -> [UInt8] {
        var words: [UInt64] = [
            magic, UInt64(projectionVersion) << 32 | 1, UInt64(bitPattern: header.coveredLength),
            UInt64(bitPattern: header.coveredLines), header.contentHash, UInt64(bitPattern: header.journalStatus.size),
            header.journalStatus.inode, header.journalStatus.device,
            UInt64(bitPattern: header.journalStatus.modifiedSeconds),
            UInt64(bitPattern: header.journalStatus.modifiedNanoseconds), 0,
            UInt64(bitPattern: header.bodyLength),
        ]
        var check = ContentHash()
        words.withUnsafeBytes { check.add($0) }
        words.append(check.finish(length: Int64(words.count)))
        var bytes = [UInt8](repeating: 0, count: headerSize)
        words.withUnsafeBytes { raw in
            for index in 0..<raw.count { bytes[index] = raw[index] }
        }
        return bytes
    }

    private static func readHeader(_ descriptor: Int32) throws -> Header {
        var words = [UInt64](repeating: 0, count: headerSize / 8)
        let count = words.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, headerSize, 0) }
        guard count == headerSize, words[0] == magic, words[1] == UInt64(projectionVersion) << 32 | 1 else {
            throw SnapshotError.unusable
        }
        var check = ContentHash()
        words[0..<12].withUnsafeBytes { check.add($0) }
        guard check.finish(length: 12) == words[12] else { throw SnapshotError.unusable }
        let status = FileStatus(size: Int64(bitPattern: words[5]), inode: words[6], device: words[7],
                                modifiedSeconds: Int64(bitPattern: words[8]),
                                modifiedNanoseconds: Int64(bitPattern: words[9]))
        return Header(coveredLength: Int64(bitPattern: words[2]), coveredLines: Int64(bitPattern: words[3]),
                      contentHash: words[4], journalStatus: status, bodyLength: Int64(bitPattern: words[11]))
    }

    private static func hashPrefix(of journal: JournalFile, length: Int64, into hash: inout ContentHash) throws {
        let chunk = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 8)
        defer { buffer.deallocate() }
        var offset: Int64 = 0
        while offset < length {
            let want = Int(min(Int64(chunk), length - offset))
            let got = pread(journal.descriptor, buffer.baseAddress!, want, off_t(offset))
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { throw SnapshotError.unusable }
            hash.add(UnsafeRawBufferPointer(rebasing: buffer[0..<got]))
            offset += Int64(got)
        }
    }

    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], path: String) throws {
        try bytes.withUnsafeBytes { raw in try writeAll(descriptor, raw, path: path) }
    }

    static func writeAll(_ descriptor: Int32, _ raw: UnsafeRawBufferPointer, path: String) throws {
        var written = 0
        while written < raw.count {
            let count = Glibc.write(descriptor, raw.baseAddress! + written, raw.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                throw JournalError.system(path: path, operation: "write", reason: systemErrorText())
            }
            written += count
        }
    }
}

/// Why a snapshot cannot be used; never shown to users: the journal is replayed instead.
enum SnapshotError: Error {
    case unusable
}
