/// A journal read for diff and merge: every event's fingerprint in line order, and a way to
/// read each event back.
///
/// Line `n` holds `events[n - 1]`: a journal with a line that is not an event (unparseable,
/// blank, torn) is refused when it is read, so every line is an event.
public struct JournalIndex: Sendable {
    /// The journal's name in messages: its path as given.
    public var name: String
    /// The events' fingerprints, in line order.
    public private(set) var events: [EventFingerprint]
    private let readBack: @Sendable (EventFingerprint) throws -> Event

    /// An index of events held in memory, laid out as canonical lines (for tests and tools).
    public init(name: String, events: [Event]) {
        self.name = name
        self.events = EventFingerprint.of(events)
        var indexByOffset: [Int64: Int] = [:]
        for (index, fingerprint) in self.events.enumerated() { indexByOffset[fingerprint.offset] = index }
        readBack = { [events, indexByOffset] fingerprint in events[indexByOffset[fingerprint.offset]!] }
    }

    /// Reads the journal at `path` under a shared lock, which is held while the index lives.
    ///
    /// Throws `JournalError.damaged` naming the first line that is not a valid event (a hand
    /// edit that is valid but not canonical is fine: it is compared in canonical form), and
    /// `.tornTail` when the last line has no newline, `.tornBatch` when a batch was cut short.
    /// Messages call the journal `name` (default: its path), as the git merge driver names
    /// git's temporary copies.
    public static func read(path: String, name: String? = nil) throws(JournalError) -> JournalIndex {
        let name = name ?? path
        let file = try JournalFile.openForReading(path)
        try file.lockShared()
        var events: [EventFingerprint] = []
        if let size = try? file.status().size { events.reserveCapacity(Int(size / 160)) }
        var damage: JournalError?
        let cut = BatchIntent.cutBatch(in: file)
        let end = try readLines(file, upTo: cut?.offset) { line in
            switch Replay.decode(line, checkingForm: true) {
            case .damaged(let reason):
                damage = .damaged(path: name, line: line.number, reason: reason)
                return false
            case .unsupportedFormat(let format):
                damage = .unsupportedFormat(path: name, line: line.number, found: format)
                return false
            case .event(let event, let isCanonical, _):
                let digest = isCanonical
                    ? EventDigest(line.bytes)
                    : event.canonicalBytes.withUnsafeBufferPointer { EventDigest($0) }
                events.append(EventFingerprint(id: event.id, at: event.at, isJournalCreated: event.type == .journalCreated,
                                               offset: line.offset, length: Int32(clamping: line.length), digest: digest))
                return true
            }
        }
        if let damage { throw damage }
        if let torn = end.tornLine { throw .tornTail(path: name, line: torn.number) }
        if var cut {
            cut.line = end.lineCount + 1
            throw .tornBatch(path: name, cut: cut)
        }
        return JournalIndex(name: name, events: events, file: file)
    }

    private init(name: String, events: [EventFingerprint], file: JournalFile) {
        self.name = name
        self.events = events
        readBack = { fingerprint in
            let bytes = try file.read(at: fingerprint.offset, count: Int(fingerprint.length))
            do {
                return try bytes.withUnsafeBufferPointer { buffer throws(EventDecodingError) in try Event(line: buffer) }
            } catch {
                throw JournalError.damaged(path: name, line: 0,
                                           reason: "the line at byte \(fingerprint.offset) changed while it was read: \(error)")
            }
        }
    }

    private static func readLines(_ file: JournalFile, upTo limit: Int64?,
                                  _ body: (RawLine) throws -> Bool) throws(JournalError) -> ReadEnd {
        do {
            return try JournalLineReader.readLines(descriptor: file.descriptor, path: file.path, upTo: limit, body)
        } catch let error as JournalError {
            throw error
        } catch {
            throw .system(path: file.path, operation: "read", reason: "\(error)")
        }
    }

    /// The event on line `index + 1`.
    public func event(at index: Int) throws -> Event {
        try readBack(events[index])
    }
}
