/// Appends events durably: lock, validate against the replayed journal, one write, fsync.
public enum JournalAppender {
    /// What an append wrote.
    public struct Outcome: Sendable {
        /// The events written, in order, including a `journal.created` when the journal was new.
        public var events: [Event]
        /// The line number of the first event written.
        public var firstLine: Int
        /// The state after the append.
        public var state: LedgerState
    }

    /// Creates the journal with its `journal.created` line; refuses when one exists already.
    public static func initialize(path: String, stamp: EventStamp) throws -> Outcome {
        try createFolders(parentFolder(of: path))
        let file = try JournalFile.openForAppending(path)
        try file.lockExclusively()
        if try file.status().size > 0 { throw JournalError.alreadyExists(path: path) }
        let created = stamp.event(.journalCreated(JournalCreated()))
        var state = LedgerState()
        state.apply(created, line: 1, offset: 0)
        return try write([created], to: file, firstLine: 1, state: state)
    }

    /// Appends the events `makeEvents` builds from the current state, all or none.
    ///
    /// A missing journal is created with its `journal.created` line first (its folder too
    /// when `createFolder`). Refuses, writing nothing, when the journal is damaged or torn
    /// (`JournalError`) or when an event breaks a rule (`AppendRefusal`).
    public static func append(
        to path: String, stamp: EventStamp, createFolder: Bool = false,
        makeEvents: (LedgerState) throws -> [Event]
    ) throws -> Outcome {
        if createFolder { try createFolders(parentFolder(of: path)) }
        let file = try JournalFile.openForAppending(path)
        try file.lockExclusively()
        let size = try file.status().size
        var lastLine = 0
        var snapshotWasValid = false
        var state = LedgerState()
        var events: [Event] = []
        var offset = size
        if size == 0 {
            // The journal's first line; an import that brings its own journal.created keeps that.
            events.append(stamp.event(.journalCreated(JournalCreated())))
        } else {
            var outcome = try SnapshotReplay.run(file)
            snapshotWasValid = outcome.loaded != nil || outcome.refreshed
            if let damage = outcome.result.damageError(path: path) { throw damage }
            lastLine = outcome.result.lastLine
            // Moved, not copied: the events below are applied to the only reference.
            swap(&state, &outcome.result.state)
        }
        let newEvents = try makeEvents(state)
        guard !newEvents.isEmpty else { throw AppendRefusal(index: nil, message: "no events to append") }
        if size == 0 {
            if newEvents[0].type == .journalCreated { events = [] }
            if !events.isEmpty {
                state.apply(events[0], line: 1, offset: 0)
                offset = Int64(events[0].canonicalBytes.count + 1)
            }
        }
        let firstNewLine = lastLine + 1
        for (index, event) in newEvents.enumerated() {
            let line = firstNewLine + events.count
            let findings = state.problems(with: event, line: line)
            if let finding = findings.first {
                throw AppendRefusal(index: index, message: finding.message)
            }
            state.apply(event, line: line, offset: offset)
            offset += Int64(event.canonicalBytes.count + 1)
            events.append(event)
        }
        let written = try write(events, to: file, firstLine: firstNewLine, state: state)
        // Still under the lock: the snapshot stays trusted by stat, with no hashing next time.
        if snapshotWasValid { SnapshotFile.recordJournalStatus(journal: file) }
        return written
    }

    /// Writes `events` (which `state` has taken already) as one write, then fsyncs.
    private static func write(_ events: [Event], to file: JournalFile, firstLine: Int, state: LedgerState) throws -> Outcome {
        var bytes: [UInt8] = []
        for event in events {
            bytes.append(contentsOf: event.canonicalBytes)
            bytes.append(0x0A)
        }
        let sizeBefore = try file.status().size
        do {
            try file.appendAll(bytes)
            try file.synchronize()
        } catch {
            // A short write (disk full, size limit) must not leave a torn line behind.
            try? file.truncate(to: sizeBefore)
            try? file.synchronize()
            throw error
        }
        if sizeBefore == 0 { synchronizeFolder(parentFolder(of: file.path)) }
        return Outcome(events: events, firstLine: firstLine, state: state)
    }
}
