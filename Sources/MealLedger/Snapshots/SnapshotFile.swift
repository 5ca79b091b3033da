#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The snapshot beside a journal: the replayed state of its first lines, a cache only.
///
/// Layout: a fixed header (magic, format and projection versions, the covered length and
/// lines, a hash of the covered bytes, the journal's stat as recorded after this program's own
/// last write, the body's length and checksum, a header checksum), then the state's tables as
/// raw arrays, used in place from a private mapping of the file, so loading costs what a report
/// touches, not what the journal holds. Deleting it changes no result; a snapshot that does
/// not match its journal or this program is ignored.
///
/// Nothing in it is used unchecked: a load checks the header's checksum, the file's exact
/// length and the table of block checksums that follows the body; each 64 KiB block of the
/// body is checked against its checksum the first time anything reads or writes it
/// (`MappedRegion`), so a report pays for the blocks it touches, not for the journal's size.
/// Any byte that differs from what this program wrote, a truncation or an extension, makes
/// the snapshot unusable: the journal is replayed instead and the snapshot rewritten. The
/// body's tables are still read defensively, as if a checksum could match by chance.
public enum SnapshotFile {
    /// Bump whenever a projection changes what it keeps or how it applies events.
    public static let projectionVersion: UInt32 = 5
    /// The snapshot file's own layout; bump when it changes.
    static let layoutVersion: UInt64 = 2
    static let magic: UInt64 = 0x3330_5041_4E53_4C4D  // "MLSNAP03"
    static let headerSize = 128

    /// The 64-bit words of the header, in file order.
    enum HeaderWord: Int, CaseIterable {
        case magic, versions, coveredLength, coveredLines, contentHash
        case journalSize, journalInode, journalDevice, journalModifiedSeconds, journalModifiedNanoseconds
        case blockTableChecksum, bodyLength
        /// The checksum of every word before it.
        case headerChecksum
    }

    /// The snapshot path for a journal.
    public static func path(for journal: String) -> String { journal + ".snapshot" }

    /// What the header says.
    struct Header: Equatable {
        var coveredLength: Int64
        var coveredLines: Int64
        var contentHash: UInt64
        var journalStatus: FileStatus
        var bodyLength: Int64
        /// The checksum of the table of block checksums after the body.
        var blockTableChecksum: UInt64
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
        try write(state, coveredLength: length, coveredLines: lines, journal: journal, spare: LedgerState.snapshotSpare)
    }

    /// `write` with `spare` elements of room in each big table (small in the fuzzer's fixture).
    @_spi(Fuzzing)
    public static func write(_ state: LedgerState, coveredLength length: Int64, coveredLines lines: Int,
                             journal: JournalFile, spare: Int) throws {
        var hash = ContentHash()
        try hashPrefix(of: journal, length: length, into: &hash)
        var body = SnapshotWriter()
        state.write(to: &body, spare: spare)
        let status = try journal.status()
        let target = path(for: journal.path)
        try refuseIfNotRegular(target)
        let temporary = try TemporaryFile.create(beside: target)
        do {
            defer { close(temporary.descriptor) }
            try SystemCalls.writeAll(temporary.descriptor, [UInt8](repeating: 0, count: headerSize), path: temporary.path)
            try body.flush(to: temporary.descriptor, path: temporary.path)
            guard let sums = blockSums(temporary.descriptor, length: body.count) else {
                throw JournalError.system(path: temporary.path, operation: "read back", reason: systemErrorText())
            }
            try SystemCalls.writeAll(temporary.descriptor, encodeTable(sums), path: temporary.path)
            let header = Header(coveredLength: length, coveredLines: Int64(lines), contentHash: hash.finish(length: length),
                                journalStatus: status, bodyLength: Int64(body.count),
                                blockTableChecksum: tableChecksum(sums))
            // A state read from a snapshot was checked block by block as it was written out:
            // a damaged one must not be written on.
            if state.isSnapshotDamaged { throw SnapshotError.unusable }
            try writeHeader(header, to: temporary.descriptor, path: temporary.path)
            guard rename(temporary.path, target) == 0 else {
                throw JournalError.system(path: target, operation: "rename", reason: systemErrorText())
            }
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// The checksum of each block of the `length` bytes after the header of the open snapshot.
    private static func blockSums(_ descriptor: Int32, length: Int) -> [UInt64]? {
        guard length > 0 else { return [] }
        let total = headerSize + length
        let address = mmap(nil, total, PROT_READ, MAP_SHARED | MAP_POPULATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { return nil }
        defer { munmap(address, total) }
        let blockSize = MappedRegion.blockSize
        return stride(from: 0, to: length, by: blockSize).map { start in
            SnapshotChecksum.block(UnsafeRawBufferPointer(start: address + headerSize + start,
                                                          count: min(blockSize, length - start)))
        }
    }

    private static func encodeTable(_ sums: [UInt64]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sums.count * 8)
        for sum in sums { withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) } }
        return bytes
    }

    private static func tableChecksum(_ sums: [UInt64]) -> UInt64 {
        encodeTable(sums).withUnsafeBytes { SnapshotChecksum.of($0) }
    }

    /// How many block checksums a body of `length` bytes has.
    static func blockCount(bodyLength length: Int64) -> Int64 {
        (length + Int64(MappedRegion.blockSize) - 1) / Int64(MappedRegion.blockSize)
    }

    /// Refuses a snapshot path that names a FIFO, a device, a socket or a folder.
    static func refuseIfNotRegular(_ path: String) throws(JournalError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        let kind = info.st_mode & S_IFMT
        if kind != S_IFREG && kind != S_IFLNK {
            throw .notRegularFile(path: path, kind: SystemCalls.fileKindName(info.st_mode))
        }
    }

    /// Records the journal's stat after this program's own append, so the next reader trusts
    /// the covered prefix without hashing it. Only when the snapshot was valid before the append.
    public static func recordJournalStatus(journal: JournalFile) {
        let target = path(for: journal.path)
        guard let descriptor = try? SystemCalls.openRegularFile(target, O_RDWR | O_NOFOLLOW), descriptor >= 0 else { return }
        defer { close(descriptor) }
        guard var header = try? readHeader(descriptor), let status = try? journal.status() else { return }
        header.journalStatus = status
        try? writeHeader(header, to: descriptor, path: target)
    }

    // MARK: - Reading

    /// The snapshot of `journal`, when there is one that matches it and this program.
    ///
    /// The journal's stat decides cheaply whether the covered prefix must be hashed; the
    /// snapshot itself is checked whole every time. A shorter journal, another hash, another
    /// version, a wrong length or checksum: nil. A snapshot path that is not a regular file
    /// (a FIFO would block) is never opened further and is named in `refusal`.
    public static func load(for journal: JournalFile, refusal: inout JournalError?) -> Loaded? {
        let descriptor: Int32
        do {
            descriptor = try SystemCalls.openRegularFile(path(for: journal.path), O_RDONLY)
        } catch {
            refusal = error
            return nil
        }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return load(descriptor: descriptor, journal: journal)
    }

    /// The snapshot open at `descriptor`, when it matches `journal` and this program.
    static func load(descriptor: Int32, journal: JournalFile) -> Loaded? {
        guard let header = try? readHeader(descriptor), let status = try? journal.status(),
              header.coveredLength >= 0, header.coveredLines >= 0, header.coveredLines <= header.coveredLength,
              status.size >= header.coveredLength, header.bodyLength >= 0,
              header.bodyLength <= Int64(1) << 48 else { return nil }
        var info = stat()
        let blocks = blockCount(bodyLength: header.bodyLength)
        let total = Int64(headerSize) + header.bodyLength + blocks * 8
        guard fstat(descriptor, &info) == 0, Int64(info.st_size) == total,
              let region = MappedRegion(descriptor: descriptor, length: Int(total)) else { return nil }
        let tableStart = headerSize + Int(header.bodyLength)
        let sums = (0..<Int(blocks)).map { index in
            UInt64(littleEndian: region.base.loadUnaligned(fromByteOffset: tableStart + index * 8, as: UInt64.self))
        }
        guard tableChecksum(sums) == header.blockTableChecksum,
              region.checkBlocks(start: headerSize, count: Int(header.bodyLength), sums: sums) else { return nil }
        let verification: Verification = status == header.journalStatus ? .status : .contentHash
        if verification == .contentHash {
            var hash = ContentHash()
            guard (try? hashPrefix(of: journal, length: header.coveredLength, into: &hash)) != nil,
                  hash.finish(length: header.coveredLength) == header.contentHash else { return nil }
        }
        guard var reader = SnapshotReader(region: region, offset: headerSize, length: Int(header.bodyLength)),
              var state = try? LedgerState(reading: &reader), reader.isAtEnd,
              state.eventCount <= Int(header.coveredLines), !region.isDamaged else { return nil }
        state.snapshotOrigin.region = region
        return Loaded(state: state, coveredLength: header.coveredLength, coveredLines: Int(header.coveredLines),
                      verification: verification)
    }

    /// `load` for callers that need not know why a snapshot was not used.
    public static func load(for journal: JournalFile) -> Loaded? {
        var refusal: JournalError?
        return load(for: journal, refusal: &refusal)
    }

    // MARK: - Header

    static func encode(_ header: Header) -> [UInt8] {
        var words = [UInt64](repeating: 0, count: HeaderWord.allCases.count)
        func set(_ word: HeaderWord, _ value: UInt64) { words[word.rawValue] = value }
        set(.magic, magic)
        set(.versions, UInt64(projectionVersion) << 32 | layoutVersion)
        set(.coveredLength, UInt64(bitPattern: header.coveredLength))
        set(.coveredLines, UInt64(bitPattern: header.coveredLines))
        set(.contentHash, header.contentHash)
        set(.journalSize, UInt64(bitPattern: header.journalStatus.size))
        set(.journalInode, header.journalStatus.inode)
        set(.journalDevice, header.journalStatus.device)
        set(.journalModifiedSeconds, UInt64(bitPattern: header.journalStatus.modifiedSeconds))
        set(.journalModifiedNanoseconds, UInt64(bitPattern: header.journalStatus.modifiedNanoseconds))
        set(.blockTableChecksum, header.blockTableChecksum)
        set(.bodyLength, UInt64(bitPattern: header.bodyLength))
        set(.headerChecksum, headerChecksum(words[..<HeaderWord.headerChecksum.rawValue]))
        var bytes = [UInt8](repeating: 0, count: headerSize)
        words.withUnsafeBytes { raw in
            for index in 0..<raw.count { bytes[index] = raw[index] }
        }
        return bytes
    }

    private static func headerChecksum(_ words: ArraySlice<UInt64>) -> UInt64 {
        var check = ContentHash()
        words.withUnsafeBytes { check.add($0) }
        return check.finish(length: Int64(words.count))
    }

    private static func writeHeader(_ header: Header, to descriptor: Int32, path: String) throws(JournalError) {
        let bytes = encode(header)
        var failure: JournalError?
        bytes.withUnsafeBytes { raw in
            do throws(JournalError) { try SystemCalls.writeAll(descriptor, raw, at: 0, path: path) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// The header of the open snapshot; unusable unless every byte of it, the unused tail
    /// included, is what `encode` writes.
    static func readHeader(_ descriptor: Int32) throws -> Header {
        var bytes = [UInt8](repeating: 0, count: headerSize)
        let count = bytes.withUnsafeMutableBytes { raw in
            (try? SystemCalls.readFully(descriptor, into: raw.baseAddress!, count: headerSize, at: 0, path: "")) ?? -1
        }
        guard count == headerSize else { throw SnapshotError.unusable }
        return try decodeHeader(bytes)
    }

    static func decodeHeader(_ bytes: [UInt8]) throws -> Header {
        guard bytes.count == headerSize else { throw SnapshotError.unusable }
        let words = (0..<headerSize / 8).map { index in
            bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) }
        }
        func word(_ name: HeaderWord) -> UInt64 { words[name.rawValue] }
        let used = HeaderWord.allCases.count
        guard word(.magic) == magic, word(.versions) == UInt64(projectionVersion) << 32 | layoutVersion,
              headerChecksum(words[..<HeaderWord.headerChecksum.rawValue]) == word(.headerChecksum),
              words[used...].allSatisfy({ $0 == 0 }) else {
            throw SnapshotError.unusable
        }
        let status = FileStatus(size: Int64(bitPattern: word(.journalSize)), inode: word(.journalInode),
                                device: word(.journalDevice),
                                modifiedSeconds: Int64(bitPattern: word(.journalModifiedSeconds)),
                                modifiedNanoseconds: Int64(bitPattern: word(.journalModifiedNanoseconds)))
        return Header(coveredLength: Int64(bitPattern: word(.coveredLength)),
                      coveredLines: Int64(bitPattern: word(.coveredLines)), contentHash: word(.contentHash),
                      journalStatus: status, bodyLength: Int64(bitPattern: word(.bodyLength)),
                      blockTableChecksum: word(.blockTableChecksum))
    }

    private static func hashPrefix(of journal: JournalFile, length: Int64, into hash: inout ContentHash) throws {
        let chunk = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 8)
        defer { buffer.deallocate() }
        var offset: Int64 = 0
        while offset < length {
            let want = Int(min(Int64(chunk), length - offset))
            let got = try SystemCalls.read(journal.descriptor, into: buffer.baseAddress!, count: want, at: offset,
                                           path: journal.path)
            guard got > 0 else { throw SnapshotError.unusable }
            hash.add(UnsafeRawBufferPointer(rebasing: buffer[0..<got]))
            offset += Int64(got)
        }
    }

}

/// Why a snapshot cannot be used; never shown to users: the journal is replayed instead.
enum SnapshotError: Error {
    case unusable
}

extension SnapshotFile {
    /// `bytes` with its block checksums and header checksum made right for what it now holds,
    /// so the fuzzer reaches the body's readers with crafted tables (FuzzChecks).
    @_spi(Fuzzing)
    public static func resealed(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= headerSize, var header = try? decodeHeader(Array(bytes[0..<headerSize])),
              header.bodyLength >= 0, header.bodyLength <= Int64(bytes.count - headerSize) else { return nil }
        let body = Int(header.bodyLength)
        let blockSize = MappedRegion.blockSize
        let sums = bytes.withUnsafeBytes { raw in
            stride(from: 0, to: body, by: blockSize).map { start in
                SnapshotChecksum.block(UnsafeRawBufferPointer(rebasing: raw[(headerSize + start)..<(headerSize + min(body, start + blockSize))]))
            }
        }
        header.blockTableChecksum = tableChecksum(sums)
        return encode(header) + Array(bytes[headerSize..<(headerSize + body)]) + encodeTable(sums)
    }

    /// Loads the snapshot held in the open file `descriptor` (a scratch file in the fuzzer) for `journal`.
    @_spi(Fuzzing)
    public static func loadForFuzzing(descriptor: Int32, journal: JournalFile) -> Loaded? {
        load(descriptor: descriptor, journal: journal)
    }

    /// Reads every block, so a damaged one anywhere is known (`isSnapshotDamaged`).
    @_spi(Fuzzing)
    public static func verifyWhole(_ state: LedgerState) {
        state.verifyWholeSnapshot()
    }
}
