/// One event of a journal as diff and merge compare it: its id, its place in time and a
/// digest of its canonical bytes, without the bytes themselves.
///
/// Kept small so that comparing journals of a million events does not hold their text; the
/// event is read back by its offset when it is printed or written.
public struct EventFingerprint: Equatable, Sendable {
    public var id: Identifier
    public var at: Instant
    /// True for a `journal.created` line, of which a merged journal keeps one.
    public var isJournalCreated: Bool
    /// The offset of the line's first byte in its journal.
    public var offset: Int64
    /// The line's length in bytes, without its newline.
    public var length: Int32
    /// The digest of the event's canonical line: equal digests, equal events.
    public var digest: EventDigest

    public init(id: Identifier, at: Instant, isJournalCreated: Bool, offset: Int64, length: Int32, digest: EventDigest) {
        self.id = id
        self.at = at
        self.isJournalCreated = isJournalCreated
        self.offset = offset
        self.length = length
        self.digest = digest
    }

    /// The fingerprint of `event`, on a line of `length` bytes at `offset`.
    public init(_ event: Event, offset: Int64, length: Int) {
        let digest = event.canonicalBytes.withUnsafeBufferPointer { EventDigest($0) }
        self.init(id: event.id, at: event.at, isJournalCreated: event.type == .journalCreated, offset: offset,
                  length: Int32(clamping: length), digest: digest)
    }

    /// The fingerprints of events laid out as canonical lines, one after the other.
    public static func of(_ events: [Event]) -> [EventFingerprint] {
        var offset: Int64 = 0
        return events.map { event in
            let length = event.canonicalBytes.count
            defer { offset += Int64(length + 1) }
            return EventFingerprint(event, offset: offset, length: length)
        }
    }

    /// Orders events in a merged journal: by `at`, then by `id`.
    public static func isOrderedBefore(_ lhs: EventFingerprint, _ rhs: EventFingerprint) -> Bool {
        lhs.at != rhs.at ? lhs.at < rhs.at : lhs.id < rhs.id
    }
}

/// A 128-bit digest of an event's canonical line, so two copies compare without their bytes.
///
/// Two independent 64-bit hashes (a multiply–xorshift over 8-byte words and FNV-1a over bytes)
/// side by side. Not cryptographic: it tells apart honest edits, which is all a personal
/// journal needs; the chance that two different lines agree on both halves is about 2^-128.
public struct EventDigest: Hashable, Sendable {
    public var first: UInt64
    public var second: UInt64

    /// The digest of a canonical line's bytes (without the newline).
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var words: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        var fnv: UInt64 = 0xCBF2_9CE4_8422_2325
        var index = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while index + 8 <= bytes.count {
            words = (words ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            words ^= words >> 29
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        words = (words ^ tail) &* 0xBF58_476D_1CE4_E5B9
        words ^= words >> 31
        for byte in bytes {
            fnv = (fnv ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        first = words
        second = fnv
    }
}
