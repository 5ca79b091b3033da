#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The record of a batch being written: what makes a batch all or none even when a kill
/// tears its write (SPEC 18).
///
/// A batch of several lines goes to the journal in one `write`, but a kill inside that call
/// (or a full disk between two calls) can leave its first lines whole and the rest cut off:
/// whole lines read as events, and a fix would be half done (the entry removed, its
/// correction lost). So before writing a batch of more than one line, the appender, holding
/// the journal's exclusive lock, writes `PATH.pending-batch` and flushes it (and its folder) to
/// disk: one text line naming the journal file (device, inode), where the batch starts, its
/// length, its line count, a hash of its bytes and a hash of the bytes just before it. Then it
/// writes the batch, fsyncs the journal and removes the record. A single line needs no record:
/// a cut single line is a torn last line, which every reader already sees.
///
/// Whoever finds a record afterwards (the journal's format is untouched; the record is beside it):
/// - it names another file, the bytes before the batch are not what they were, or the journal
///   ends where the batch would start: it does not apply (a writer removes it);
/// - all of its length is there: the kill came after the write (the same bytes, by hash), or
///   the bytes are other content (a line edited in place, a file rewritten on a reused inode):
///   either way it does not stand for a cut batch and is simply removed;
/// - the bytes after its offset do not start as the batch did (its first bytes are kept in
///   the record): it is about other lines and does not apply;
/// - otherwise the batch was cut short. Readers read up to its first line and warn, naming
///   it; writers refuse (exit 3) as for a torn last line; `ledger repair` saves every byte from
///   its first line on aside (`PATH.torn-line-N`) and cuts them, so a half batch never counts.
public struct BatchIntent: Equatable, Sendable {
    /// What follows the journal's path in the record's name.
    static let suffix = ".pending-batch"
    /// The first word of a record, with its layout version (version 1 had no `head`).
    static let magic = "meal-ledger-batch/2"
    static let magicWithoutHead = "meal-ledger-batch/1"
    /// How many of the batch's first bytes the record keeps, to tell its start from other lines.
    static let headLength = 48
    /// How many bytes before the batch are hashed to tell that the record is about this journal's content.
    static let precedingLength: Int64 = 4096

    var device: UInt64
    var inode: UInt64
    /// Where the batch's first line starts.
    public var offset: Int64
    /// The batch's length in bytes, every newline included.
    public var length: Int64
    /// How many lines the batch has.
    public var lines: Int
    /// `ContentHash` of the batch's bytes.
    var hash: UInt64
    /// `ContentHash` of the (at most `precedingLength`) bytes before `offset`.
    var precedingHash: UInt64
    /// The batch's first bytes (at most `headLength`: its first line's id): a cut batch's bytes
    /// start so, other lines never do. Empty in a record of layout 1.
    var head: [UInt8] = []

    /// The record's path for a journal.
    public static func path(for journal: String) -> String { journal + suffix }

    /// The record as written: one line of `key=value` words after the magic word.
    var text: String {
        "\(Self.magic) device=\(device) inode=\(inode) offset=\(offset) length=\(length) lines=\(lines) "
            + "hash=\(String(hash, radix: 16)) before=\(String(precedingHash, radix: 16)) "
            + "head=\(head.map { String($0 >> 4, radix: 16) + String($0 & 15, radix: 16) }.joined())\n"
    }

    /// Reads a record's text; nil when it is not one (cut short while being written, or not ours).
    init?(text: String) {
        guard text.hasSuffix("\n") else { return nil }
        let words = text.dropLast().split(separator: " ")
        guard words.first == Substring(Self.magic) && words.count == 9
                || words.first == Substring(Self.magicWithoutHead) && words.count == 8 else { return nil }
        var fields: [Substring: Substring] = [:]
        for word in words.dropFirst() {
            guard let equals = word.firstIndex(of: "=") else { return nil }
            fields[word[..<equals]] = word[word.index(after: equals)...]
        }
        guard let device = fields["device"].flatMap({ UInt64($0) }), let inode = fields["inode"].flatMap({ UInt64($0) }),
              let offset = fields["offset"].flatMap({ Int64($0) }), offset >= 0,
              let length = fields["length"].flatMap({ Int64($0) }), length > 0,
              let lines = fields["lines"].flatMap({ Int($0) }), lines > 1,
              let hash = fields["hash"].flatMap({ UInt64($0, radix: 16) }),
              let precedingHash = fields["before"].flatMap({ UInt64($0, radix: 16) })
        else { return nil }
        var head: [UInt8] = []
        if words.count == 9 {
            guard let hex = fields["head"], hex.utf8.count % 2 == 0, hex.utf8.count <= 2 * Self.headLength else { return nil }
            var index = hex.startIndex
            while index < hex.endIndex {
                let next = hex.index(index, offsetBy: 2)
                guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
                head.append(byte)
                index = next
            }
        }
        self.init(device: device, inode: inode, offset: offset, length: length, lines: lines, hash: hash,
                  precedingHash: precedingHash, head: head)
    }

    init(device: UInt64, inode: UInt64, offset: Int64, length: Int64, lines: Int, hash: UInt64, precedingHash: UInt64,
         head: [UInt8] = []) {
        self.device = device
        self.inode = inode
        self.offset = offset
        self.length = length
        self.lines = lines
        self.hash = hash
        self.precedingHash = precedingHash
        self.head = head
    }

    // MARK: - Writing (under the journal's exclusive lock)

    /// Writes and flushes the record of `batch`, about to be appended at `offset` to `journal`
    /// (whose exclusive lock the caller holds); true when the record is on disk.
    ///
    /// False, leaving no record, when none can be written: a record of another file in the
    /// way (a rename over the journal raced this append), a folder this user may not write in
    /// (the journal file writable, its folder not), a full disk. The batch then goes without
    /// one, as every batch did before records existed: a kill inside its write leaves a torn
    /// last line for `repair` to cut. An append never fails for want of its record.
    static func record(_ batch: [UInt8], lines: Int, at offset: Int64, journal: JournalFile) throws(JournalError) -> Bool {
        let status = try journal.status()
        var batchHash = ContentHash()
        batch.withUnsafeBytes { batchHash.add($0) }
        let intent = BatchIntent(device: status.device, inode: status.inode, offset: offset, length: Int64(batch.count),
                                 lines: lines, hash: batchHash.finish(length: Int64(batch.count)),
                                 precedingHash: try precedingHash(in: journal, before: offset),
                                 head: Array(batch.prefix(headLength)))
        let path = Self.path(for: journal.path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, SystemCalls.fileMode)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        do {
            try SystemCalls.writeAll(descriptor, Array(intent.text.utf8), path: path)
            try SystemCalls.synchronize(descriptor, path: path)
        } catch {
            unlink(path)
            return false
        }
        // The record's name must reach the disk before the batch's first byte does.
        synchronizeFolder(parentFolder(of: path))
        return true
    }

    /// Removes the record of `journal` once its batch is on disk, or was taken back.
    static func remove(for journal: JournalFile) {
        unlink(path(for: journal.path))
    }

    /// Removes the record beside `journal` after the file there was replaced whole (`merge -o`,
    /// the git merge driver): a record speaks only for the file it was written beside, and a
    /// new file can reuse the old one's inode.
    public static func discard(forReplaced journal: String) {
        unlink(path(for: journal))
    }

    /// Removes a record left by a killed writer that does not stand for a cut batch (its batch
    /// is whole, never started, or it is about another file); leaves one that does, for the
    /// replay to find and refuse. Called by writers holding the exclusive lock; one failed
    /// `open` when there is no record.
    /// A record that cannot be read was cut short while being written, before its batch was
    /// begun: it is removed too.
    static func removeIfSettled(for journal: JournalFile) {
        var info = stat()
        guard lstat(path(for: journal.path), &info) == 0 else { return }
        if let intent = read(for: journal), intent.cut(in: journal) != nil { return }
        remove(for: journal)
    }

    // MARK: - Reading

    /// The record beside `journal`, if there is a readable one (whatever file it is about).
    static func read(for journal: JournalFile) -> BatchIntent? {
        let path = Self.path(for: journal.path)
        guard let descriptor = try? SystemCalls.openRegularFile(path, O_RDONLY | O_NOFOLLOW), descriptor >= 0 else {
            return nil
        }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 512)
        let count = bytes.withUnsafeMutableBytes { raw in
            (try? SystemCalls.read(descriptor, into: raw.baseAddress!, count: raw.count, at: 0, path: path)) ?? 0
        }
        return BatchIntent(text: String(decoding: bytes[0..<count], as: UTF8.self))
    }

    /// The batch cut short in `journal`, when the record beside it says one was.
    ///
    /// Cheap when all is well: one failed `open` when there is no record.
    public static func cutBatch(in journal: JournalFile) -> BatchCut? {
        read(for: journal)?.cut(in: journal)
    }

    /// What this record's batch left in `journal` when it was cut short; nil when the record
    /// does not apply or the batch is whole.
    func cut(in journal: JournalFile) -> BatchCut? {
        guard let status = try? journal.status(), status.device == device, status.inode == inode,
              status.size > offset,
              let before = try? Self.precedingHash(in: journal, before: offset), before == precedingHash
        else { return nil }
        // All its bytes are there: the batch is whole (the same hash), or the record is about
        // other content (a line edited in place, a file rewritten on a reused inode): either
        // way no batch was cut.
        if status.size >= offset + length { return nil }
        // Fewer: what is there must be the start of the batch, else the record is about other lines.
        let present = status.size - offset
        if !head.isEmpty {
            let compared = Int(min(present, Int64(head.count)))
            var bytes = [UInt8](repeating: 0, count: compared)
            let got = bytes.withUnsafeMutableBytes { raw in
                (try? SystemCalls.read(journal.descriptor, into: raw.baseAddress!, count: compared, at: offset,
                                       path: journal.path)) ?? -1
            }
            guard got == compared, bytes[...] == head.prefix(compared) else { return nil }
        }
        return BatchCut(offset: offset, lines: lines, length: length, present: present, line: 0)
    }

    /// `ContentHash` of the bytes before `offset`, at most `precedingLength` of them.
    static func precedingHash(in journal: JournalFile, before offset: Int64) throws(JournalError) -> UInt64 {
        let start = max(0, offset - precedingLength)
        return try hash(of: journal, from: start, length: offset - start)
    }

    /// `ContentHash` of `length` bytes of the journal from `start` (of fewer when it ends before).
    static func hash(of journal: JournalFile, from start: Int64, length: Int64) throws(JournalError) -> UInt64 {
        var hash = ContentHash()
        let chunk = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 8)
        defer { buffer.deallocate() }
        var done: Int64 = 0
        while done < length {
            let want = Int(min(Int64(chunk), length - done))
            let got = try SystemCalls.read(journal.descriptor, into: buffer.baseAddress!, count: want, at: start + done,
                                           path: journal.path)
            if got == 0 { break }
            hash.add(UnsafeRawBufferPointer(rebasing: buffer[0..<got]))
            done += Int64(got)
        }
        return hash.finish(length: done)
    }
}

/// A batch that a kill cut short: readers stop before it, writers refuse, `repair` cuts it.
public struct BatchCut: Equatable, Sendable {
    /// Where the batch's first line starts.
    public var offset: Int64
    /// How many lines the whole batch has.
    public var lines: Int
    /// The whole batch's length in bytes.
    public var length: Int64
    /// How many of its bytes (and any after them) the journal holds.
    public var present: Int64
    /// The line the batch starts on, once a reader counted the lines before it (0 until then).
    public var line: Int
}

extension BatchCut {
    /// `a batch of 2 lines was cut short by a crash (412 of 530 bytes written); none of it is read`.
    public var summary: String {
        "a batch of \(lines) lines was cut short by a crash (\(min(present, length)) of \(length) bytes written); "
            + "none of it is read"
    }
}
