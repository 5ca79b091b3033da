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
        stamp.beginBatch(after: nil)
        let created = stamp.event(.journalCreated(JournalCreated()))
        var state = LedgerState()
        state.apply(created, line: 1, offset: 0)
        if try createFileWhole(path, lines([created])) == .created {
            return Outcome(events: [created], firstLine: 1, state: state)
        }
        // Something is there (an empty file gets its first line), or the file system has no links.
        let file = try JournalFile.openForAppending(path)
        try file.lockExclusively()
        if try !file.isStillAtPath() || file.status().size > 0 { throw JournalError.alreadyExists(path: path) }
        return try write([created], to: file, firstLine: 1, state: state)
    }

    /// Appends the events `makeEvents` builds from the current state, all or none.
    ///
    /// A missing journal is created with its `journal.created` line first (its folder too
    /// when `createFolder`), whole: only once the events passed every check, and written
    /// beside it and linked into place, so a refusal, a failed write or a crash leaves no
    /// file behind. Refuses, writing nothing, when the journal is damaged or torn
    /// (`JournalError`) or when an event breaks a rule (`AppendRefusal`).
    ///
    /// `makeEvents` may run twice (when another process creates the journal at the same
    /// moment): it must only build events, with no other effect.
    public static func append(
        to path: String, stamp: EventStamp, createFolder: Bool = false,
        makeEvents: (LedgerState) throws -> [Event]
    ) throws -> Outcome {
        // A rename over the journal while this waited for the lock (merge -o, git checkout, mv)
        // leaves it holding the old file: it starts again on the file the path now names.
        // So does an append whose state came from a snapshot with a damaged block: it starts
        // again from the journal alone, before anything is written.
        // A rename that lands after the lock was taken (mv and git checkout take no lock) may
        // leave the written lines in the replaced file: the same events are then appended to
        // the file the path names now, those it does not hold already, before anything is
        // acknowledged.
        var useSnapshot = true
        var resend: [Event]?
        for _ in 0..<maximumAttempts {
            let resent = resend
            let attempt = try appendOnce(to: path, stamp: stamp, createFolder: createFolder, useSnapshot: useSnapshot,
                                         allowNothing: resent != nil) { state in
                if let resent { return resent.filter { state.eventLines[$0.id] == nil } }
                return try makeEvents(state)
            }
            switch attempt {
            case .done(var outcome):
                if let resend { outcome.events = resend }
                return outcome
            case .renamedOver: continue
            case .snapshotDamaged: useSnapshot = false
            case .writtenToReplacedFile(let events): resend = resend ?? events.filter { $0.type != .journalCreated }
            }
        }
        throw JournalError.system(path: path, operation: "append",
                                  reason: "the journal was replaced \(maximumAttempts) times while appending; try again")
    }

    /// What `append` would write, writing nothing (`--dry-run`): the same events, checked
    /// the same way against the journal as it is now. A missing journal counts as empty (its
    /// `journal.created` comes first, as a real append would write it) and is not created.
    public static func preview(to path: String, stamp: EventStamp,
                               makeEvents: (LedgerState) throws -> [Event]) throws -> Outcome {
        var useSnapshot = true
        while true {
            var batch = Batch(state: LedgerState(), lastLine: 0, offset: 0)
            var previous: Instant?
            if let file = try JournalFile.openExistingForReading(path) {
                try file.lockShared()
                batch.offset = try file.status().size
                var outcome = try SnapshotReplay.run(file, useSnapshot: useSnapshot, refresh: false)
                if let damage = outcome.result.damageError(path: path) { throw damage }
                batch.lastLine = outcome.result.lastLine
                swap(&batch.state, &outcome.result.state)
                previous = JournalTail.newestInstant(of: stamp.device, in: file, end: batch.offset)
            }
            stamp.beginBatch(after: previous)
            let created = batch.lastLine == 0 ? stamp.event(.journalCreated(JournalCreated())) : nil
            let snapshotDamaged = batch.state.snapshotDamageCheck
            do {
                try batch.add(makeEvents(batch.state), journalCreated: created)
            } catch {
                if snapshotDamaged(), useSnapshot { useSnapshot = false; continue }
                throw error
            }
            if snapshotDamaged(), useSnapshot { useSnapshot = false; continue }
            return Outcome(events: batch.events, firstLine: batch.lastLine + 1, state: batch.state)
        }
    }

    /// How often an append starts again on a replaced journal before it gives up.
    static let maximumAttempts = 50

    private enum Attempt {
        case done(Outcome)
        case renamedOver
        case snapshotDamaged
        /// Written and flushed, but the path names another file now: these events may be lost with it.
        case writtenToReplacedFile([Event])
    }

    /// One attempt of `append`; `allowNothing` when building no event means they are all there.
    private static func appendOnce(
        to path: String, stamp: EventStamp, createFolder: Bool, useSnapshot: Bool, allowNothing: Bool,
        makeEvents: (LedgerState) throws -> [Event]
    ) throws -> Attempt {
        var prepared: Batch?
        var opened = try JournalFile.openExistingForAppending(path)
        if opened == nil {
            // A new journal: validate against the empty state before anything is created.
            stamp.beginBatch(after: nil)
            let created = stamp.event(.journalCreated(JournalCreated()))
            var batch = Batch(state: LedgerState(), lastLine: 0, offset: 0)
            try batch.add(makeEvents(batch.state), journalCreated: created)
            if createFolder { try createFolders(parentFolder(of: path)) }
            switch try createFileWhole(path, lines(batch.events)) {
            case .created:
                return .done(Outcome(events: batch.events, firstLine: 1, state: batch.state))
            case .existed:
                // Another process created it meanwhile: append after its events, as to any journal.
                opened = try JournalFile.openExistingForAppending(path)
            case .linksUnsupported:
                prepared = batch
                opened = try JournalFile.openForAppending(path)
            }
        }
        guard let file = opened else { throw JournalError.notFound(path: path) }
        try file.lockExclusively()
        guard file.isStillAtPath() else { return .renamedOver }
        // A record a killed writer left of a batch that is whole (or never begun) is removed; one
        // of a batch cut short stays, and the replay below refuses, naming it.
        BatchIntent.removeIfSettled(for: file)
        let size = try file.status().size
        if size == 0, let prepared {
            // Nobody wrote to the new file between its creation and the lock.
            return .done(try write(prepared.events, to: file, firstLine: 1, state: prepared.state))
        }
        var snapshotWasValid = false
        var batch = Batch(state: LedgerState(), lastLine: 0, offset: size)
        if size > 0 {
            var outcome = try SnapshotReplay.run(file, useSnapshot: useSnapshot)
            snapshotWasValid = outcome.loaded != nil || outcome.refreshed
            if let damage = outcome.result.damageError(path: path) { throw damage }
            batch.lastLine = outcome.result.lastLine
            // Moved, not copied: the events below are applied to the only reference.
            swap(&batch.state, &outcome.result.state)
        }
        // One instant for the whole batch, after this device's newest line (SPEC 16: undo takes back batches).
        stamp.beginBatch(after: size > 0 ? JournalTail.newestInstant(of: stamp.device, in: file, end: size) : nil)
        // An empty file starts with journal.created.
        let created = size == 0 ? stamp.event(.journalCreated(JournalCreated())) : nil
        let snapshotDamaged = batch.state.snapshotDamageCheck
        do {
            let events = try makeEvents(batch.state)
            if events.isEmpty, allowNothing {
                return .done(Outcome(events: [], firstLine: batch.lastLine + 1, state: batch.state))
            }
            try batch.add(events, journalCreated: created)
        } catch {
            // A refusal read from a damaged block is no refusal: ask the journal itself.
            if snapshotDamaged() { return .snapshotDamaged }
            throw error
        }
        if snapshotDamaged() { return .snapshotDamaged }
        let written = try write(batch.events, to: file, firstLine: batch.lastLine + 1, state: batch.state)
        // Still under the lock: the snapshot stays trusted by stat, with no hashing next time.
        if snapshotWasValid { SnapshotFile.recordJournalStatus(journal: file) }
        guard file.isStillAtPath() else { return .writtenToReplacedFile(written.events) }
        return .done(written)
    }

    /// The events as journal lines, each with its newline.
    static func lines(_ events: [Event]) -> [UInt8] {
        var bytes: [UInt8] = []
        for event in events {
            bytes.append(contentsOf: event.canonicalBytes)
            bytes.append(0x0A)
        }
        return bytes
    }

    /// Events checked one by one against the state that includes every event before them.
    struct Batch {
        var state: LedgerState
        /// The journal's last line before the batch.
        var lastLine: Int
        /// Where the next line starts.
        var offset: Int64
        var events: [Event] = []

        /// Checks and applies `newEvents`; on an empty journal `journalCreated` goes first,
        /// unless the events bring their own (an import).
        mutating func add(_ newEvents: [Event], journalCreated: Event?) throws {
            guard !newEvents.isEmpty else { throw AppendRefusal(index: nil, message: "no events to append") }
            if let journalCreated, newEvents[0].type != .journalCreated {
                state.apply(journalCreated, line: 1, offset: 0)
                offset = Int64(journalCreated.canonicalBytes.count + 1)
                events.append(journalCreated)
            }
            for (index, event) in newEvents.enumerated() {
                let line = lastLine + 1 + events.count
                // A full line from a newer release keeps its unknown fields: not a refusal.
                let findings = state.problems(with: event, line: line).filter { !$0.isUnknownField }
                if !findings.isEmpty {
                    throw AppendRefusal(index: index, message: findings.map(\.message).joined(separator: "\n"))
                }
                let bytes = event.canonicalBytes
                if let problem = lineLengthProblem(event, length: bytes.count) ?? readBackProblem(event, bytes) {
                    throw AppendRefusal(index: index, message: problem)
                }
                state.apply(event, line: line, offset: offset)
                offset += Int64(bytes.count + 1)
                events.append(event)
            }
        }
    }

    /// Why `event`'s line is too long for the reader to read back, or nil when it is not.
    ///
    /// Every append passes here (`Batch.add`), whatever the command: a line the reader would
    /// call overlong (`JournalLineReader.maximumLineLength`) would be acknowledged and then never
    /// read again, and every later writer would stop at it.
    static func lineLengthProblem(_ event: Event, length: Int) -> String? {
        let limit = JournalLineReader.maximumLineLength
        guard length > limit else { return nil }
        return "the \(event.type.rawValue) line would be \(length) bytes: over the 1 MiB limit of a journal line "
            + "(\(limit) bytes, the most a reader reads back)" + lineLengthHint(event)
    }

    /// What makes the line shorter, for the refusal.
    private static func lineLengthHint(_ event: Event) -> String {
        switch event.type {
        case .mealCreated, .mealEdited: return "; split the meal into several with fewer ingredients"
        case .mealLogged: return "; the meal has too many items to log as one entry: split it into several meals"
        default: return ""
        }
    }

    /// Why `event`'s line would not read back as the same event, or nil when it does.
    ///
    /// Events built in code (meals from recipes, foods, entries) skip the field reader that
    /// checks a typed or piped event; reading the line back catches, before anything is written,
    /// what a later replay would refuse (a figure past the largest allowed, say).
    static func readBackProblem(_ event: Event, _ bytes: [UInt8]? = nil) -> String? {
        let bytes = bytes ?? event.canonicalBytes
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(EventDecodingError) in try Event(line: buffer) }
        }
        switch result {
        case .success(let back): return back == event ? nil : "the event would not read back as written: \(event.canonicalLine)"
        case .failure(let error): return error.description
        }
    }

    /// Writes `events` (which `state` has taken already) as one write, then fsyncs.
    ///
    /// A batch of several lines is all or none even when a kill tears the write: its record
    /// (`BatchIntent`) is on disk before the first byte and removed after the fsync, so a
    /// reader that finds the batch cut short reads none of it and `repair` cuts all of it.
    /// A single line needs no record (a cut one is a torn last line): an everyday append pays
    /// nothing for this.
    private static func write(_ events: [Event], to file: JournalFile, firstLine: Int, state: LedgerState) throws -> Outcome {
        let bytes = lines(events)
        let sizeBefore = try file.status().size
        let recorded = events.count > 1 ? try BatchIntent.record(bytes, lines: events.count, at: sizeBefore, journal: file) : false
        do {
            try file.appendAll(bytes)
            try file.synchronize()
        } catch {
            // A short write (disk full, size limit) must not leave a torn line behind.
            let takenBack = (try? file.truncate(to: sizeBefore)) != nil
            try? file.synchronize()
            // Not taken back: the record stays, so what was written counts as cut short.
            if recorded, takenBack { BatchIntent.remove(for: file) }
            throw error
        }
        if recorded { BatchIntent.remove(for: file) }
        if sizeBefore == 0 { synchronizeFolder(parentFolder(of: file.path)) }
        return Outcome(events: events, firstLine: firstLine, state: state)
    }
}
