import MealLedger

extension Ledger.Undo {
    /// One line of a batch: where it starts and its event.
    struct BatchLine {
        var offset: Int64
        var event: Event
    }

    /// One device's batches, newest first: a batch is the run of that device's lines with one
    /// `at` (every append stamps its events with one instant, `EventStamp.beginBatch`); lines
    /// of other devices between them (a merge) belong to none of them.
    struct DeviceBatches {
        var tail: JournalTail
        let device: String
        /// The newest line of the next batch, read while looking for the end of the one before.
        private var next: BatchLine?

        init(_ file: JournalFile, end: Int64, device: String) {
            tail = JournalTail(file, end: end)
            self.device = device
        }

        /// The next older batch, its lines in journal order; nil at the journal's start.
        ///
        /// Lines of other devices are passed over undecoded while looking for the batch's newest
        /// line. Once it is found, any line with another instant ends the batch: a batch is
        /// written in one write, and a merge orders lines by `at`, so only lines with the
        /// batch's own instant can come between its lines.
        mutating func older() throws -> [BatchLine]? {
            var lines: [BatchLine] = next.map { [$0] } ?? []
            next = nil
            let mayBeOurs = JournalTail.mayBe(of: device)
            while let line = try tail.previous(worthReading: lines.isEmpty ? mayBeOurs : { _ in true }) {
                guard let event = line.event else { continue }
                if let first = lines.first, first.event.at != event.at {
                    if event.device == device { next = BatchLine(offset: line.offset, event: event) }
                    break
                }
                guard event.device == device else { continue }
                lines.insert(BatchLine(offset: line.offset, event: event), at: 0)
            }
            return lines.isEmpty ? nil : lines
        }
    }

    /// Finds what `undo` takes back and builds what it appends, reading the journal backwards
    /// from the end the state was read to.
    ///
    /// An undo is a batch too, and every line of it carries `undoes`: the id of the first line
    /// of the batch it took back. Walking this device's batches from the newest, an undo is
    /// passed over and so is the batch it names, so a second undo takes back the batch before
    /// and never the undo itself. Undo knows its own batches by that marker alone: a batch
    /// without it is what a person did, whatever it contains (an `entry.removed` typed by
    /// hand, goals set back by hand), and is taken back or refused as such. A batch nothing of
    /// which is in force any more (taken back some other way) is passed over.
    struct BatchWalk {
        let state: LedgerState
        let file: JournalFile
        let end: Int64
        let device: String
        /// Entries an undo of a correction logged again, by the original they stand for.
        private(set) var standIns: [Identifier: Identifier] = [:]
        /// The stand-ins themselves.
        private var isStandIn: Set<Identifier> = []
        /// The goals earlier undos set back, each pinning on its day the goals then inherited.
        private var goalsSetBack: [GoalsSet] = []
        /// The lines read back over every look the walk took, for tests that hold it linear.
        final class Work { var linesRead = 0 }
        let work = Work()
        /// For tests: the marks to trust, as `UndoMarks.read` finds them over the whole journal,
        /// in place of what the walk's own reader finds (the two must agree).
        var trustedMarksOfWholeJournal: Set<Identifier>?
        /// The latest `at` of the lines the walk read: the undo is stamped after it.
        private(set) var latestInstantRead: Instant?

        init(state: LedgerState, file: JournalFile, end: Int64, device: String) {
            self.state = state
            self.file = file
            self.end = end
            self.device = device
        }

        /// The newest batch of this device not taken back yet; nil when there is none.
        mutating func newestBatch() throws -> [BatchLine]? {
            var batches = DeviceBatches(file, end: end, device: device)
            // Marks are checked by one reader going back as far as the marks met so far name.
            var marks = UndoMarks.Lookback(file, end: end, state: state)
            defer { work.linesRead += batches.tail.linesRead + marks.linesRead }
            // The first lines of the batches the undos met so far took back.
            var takenBack: Set<Identifier> = []
            while let batch = try batches.older() {
                if let at = batch.map(\.event.at).max(), latestInstantRead.map({ $0 < at }) ?? true { latestInstantRead = at }
                // A mark check would warn about (forged with `append -`) is no undo: its batch is a
                // person's, taken back or refused as such, and the batch it names is not passed over.
                let trusted = batch.contains(where: { $0.event.undoes != nil })
                    ? try trustedMarksOfWholeJournal.map { whole in Set(batch.map(\.event.id)).intersection(whole) }
                        ?? Set(try marks.check(batch.map { ($0.offset, $0.event) }).filter { $0.problem == nil }.map(\.event.id))
                    : []
                let marked = batch.filter { trusted.contains($0.event.id) }
                try noteStandIns(marked)
                let undone = Set(marked.compactMap(\.event.undoes))
                if !undone.isEmpty {
                    takenBack.formUnion(undone)
                    for case .goalsSet(let goals) in batch.map(\.event.payload) { goalsSetBack.append(goals) }
                    continue
                }
                if batch.contains(where: { takenBack.remove($0.event.id) != nil }) { continue }
                if try inverse(of: batch).payloads.isEmpty, try irreversible(in: batch) == nil { continue }
                return batch
            }
            return nil
        }

        // MARK: - Entries

        /// The event that logged entry `id` (a food, a meal or a weigh-in), or nil.
        func entryEvent(_ id: Identifier) throws -> Event? {
            if let record = state.log[id] { return try LoggedEntries.read(id, record, in: file) }
            return state.weights[id]?.event
        }

        /// True when entry `id` is logged and not removed.
        func isInForce(_ id: Identifier) -> Bool {
            if let record = state.log[id] { return !record.isRemoved }
            if let record = state.weights[id] { return !record.isRemoved }
            return false
        }

        /// Records the entries of `batch` that an undo of a correction logged again (lines marked
        /// `undoes` that log an entry): each stands for the original the correction replaced, in
        /// that original's batch.
        mutating func noteStandIns(_ batch: [BatchLine]) throws {
            for line in batch where line.event.undoes != nil {
                guard let entry = line.event.entryId, let corrected = Ledger.Undo.replacedEntry(of: line.event) else { continue }
                // The original is found back along what replaced what: the correction replaced it,
                // or (after an undo of a later fix) a copy of the correction replaced a later fix
                // that replaced the correction, which replaced it.
                var replaced = corrected
                for _ in 0..<Self.longestCorrectionChain {
                    guard let replacing = try entryEvent(replaced), let earlier = Ledger.Undo.replacedEntry(of: replacing) else { break }
                    if let first = try entryEvent(earlier), Ledger.Undo.isCopy(line.event, of: first) {
                        standIns[earlier] = entry
                        isStandIn.insert(entry)
                        break
                    }
                    replaced = earlier
                }
            }
        }

        /// How far back along corrections of corrections a stand-in's original is looked for.
        static let longestCorrectionChain = 32

        /// The entries a batch logged, stand-ins left out (they belong to their original's batch).
        func entries(of batch: [BatchLine]) -> [Identifier] {
            batch.compactMap { line in line.event.entryId.flatMap { isStandIn.contains($0) ? nil : $0 } }
        }

        /// The stand-ins logged in place of entry `id`, one for another, oldest first.
        func standInChain(of id: Identifier) -> [Identifier] {
            var chain: [Identifier] = []
            var entry = id
            while chain.count < Self.longestCorrectionChain, let standIn = standIns[entry] {
                chain.append(standIn)
                entry = standIn
            }
            return chain
        }

        /// Entry `id` as it stands now: itself when in force, else the stand-in logged in its place.
        func current(_ id: Identifier) -> Identifier? {
            // A stand-in may itself have been corrected and that correction undone: follow them.
            var entry = id
            for _ in 0...Self.longestCorrectionChain {
                if isInForce(entry) { return entry }
                guard let standIn = standIns[entry] else { return nil }
                entry = standIn
            }
            return nil
        }

        // MARK: - What came before

        /// The definition the meal that `line` edits had just before it (its newest meal.created
        /// or meal.edited before the line), or nil.
        func definitionBefore(_ line: BatchLine) throws -> MealDefinition? {
            guard case .mealEdited(let edited) = line.event.payload else { return nil }
            var tail = JournalTail(file, end: line.offset)
            defer { work.linesRead += tail.linesRead }
            let mayBeTheMeal = JournalTail.holds(edited.meal.mealId.description)
            while let earlier = try tail.previous(worthReading: mayBeTheMeal) {
                switch earlier.event?.payload {
                case .mealCreated(let created) where created.meal.mealId == edited.meal.mealId: return created.meal
                case .mealEdited(let before) where before.meal.mealId == edited.meal.mealId: return before.meal
                default: continue
                }
            }
            return nil
        }

        /// The goals in force on the day `line`'s goals.set starts, just before it, as a goals.set
        /// from that day (with no figures when none were): what an undo of it sets back.
        func goalsBefore(_ line: BatchLine) throws -> GoalsSet? {
            guard case .goalsSet(let set) = line.event.payload else { return nil }
            // The newest goals.set before the line for each start on or before that day.
            var newestByStart: [CalendarDate: GoalsSet] = [:]
            var tail = JournalTail(file, end: line.offset)
            defer { work.linesRead += tail.linesRead }
            let mayBeGoals = JournalTail.holds("goals.set")
            while let earlier = try tail.previous(worthReading: mayBeGoals) {
                guard case .goalsSet(let goals)? = earlier.event?.payload, goals.from <= set.from,
                      newestByStart[goals.from] == nil else { continue }
                newestByStart[goals.from] = goals
                if goals.from == set.from { break }
            }
            var back = newestByStart.max { $0.key < $1.key }?.value ?? GoalsSet(from: set.from)
            back.from = set.from
            return back
        }

        /// True when `a` and `b` set the same goals, whatever day they start.
        func sameFigures(_ a: GoalsSet, _ b: GoalsSet) -> Bool {
            var a = a
            a.from = b.from
            return a == b
        }

        /// The goals.set to append to take back `goals`: those in force before it from its day,
        /// and, on each later day where an earlier undo pinned these goals (they were inherited
        /// from `goals` then), the same; so taking back goals of several days, newest first,
        /// leaves every day with what it had.
        func goalsSetBack(_ line: BatchLine, _ goals: GoalsSet) throws -> [GoalsSet] {
            guard let back = try goalsBefore(line) else { return [] }
            var sets = [back]
            for (start, set) in state.goals.byStartDate.sorted(by: { $0.key < $1.key }) where start > goals.from {
                guard sameFigures(set, goals), goalsSetBack.contains(set) else { continue }
                var pinned = back
                pinned.from = start
                sets.append(pinned)
            }
            return sets
        }

        // MARK: - Taking back

        /// What taking back `batch` appends, in the reverse order of what it did.
        struct Inverse {
            var payloads: [EventPayload] = []
        }

        /// The events that take back what of `batch` is still in force; `newIdentifier` names
        /// an original logged again in place of a correction.
        func inverse(of batch: [BatchLine], newIdentifier: () -> Identifier = { Identifier(high: 0, low: 0) })
            throws -> Inverse {
            var inverse = Inverse()
            for line in batch.reversed() {
                let event = line.event
                switch event.payload {
                case .planAssigned(let assigned):
                    if let record = state.plan[assigned.assignmentId], !record.isRemoved {
                        inverse.payloads.append(.planUnassigned(PlanUnassigned(assignmentId: assigned.assignmentId)))
                    }
                case .mealCreated(let created):
                    if let record = state.meals[created.meal.mealId], !record.isDeleted {
                        inverse.payloads.append(.mealDeleted(MealDeleted(mealId: created.meal.mealId)))
                    }
                case .mealEdited(let edited):
                    // Still the meal's definition: the one before it is given back.
                    if let record = state.meals[edited.meal.mealId], !record.isDeleted, record.definition == edited.meal,
                       let before = try definitionBefore(line) {
                        inverse.payloads.append(.mealEdited(MealEdited(meal: before)))
                    }
                case .goalsSet(let goals):
                    if state.goals.byStartDate[goals.from] == goals {
                        inverse.payloads += try goalsSetBack(line, goals).map { .goalsSet($0) }
                    }
                default:
                    guard let entry = event.entryId, let current = current(entry) else { continue }
                    inverse.payloads.append(.entryRemoved(EntryRemoved(entryId: current)))
                    // A correction (fix): the original it replaced is logged again in place of what
                    // stands for the correction now — itself, or the copy an undo of a later fix
                    // logged again (two fixes, two undos: the first original comes back).
                    if !isStandIn.contains(entry), let replaced = Ledger.Undo.replacedEntry(of: event),
                       !isInForce(replaced), let original = try entryEvent(replaced) {
                        inverse.payloads.append(try Ledger.Undo.loggedAgain(original, replacing: current, id: newIdentifier()))
                    }
                }
            }
            return inverse
        }

        /// The first event of `batch` that undo cannot take back (it takes something back
        /// itself, or edits a meal), with why; nil when there is none.
        func irreversible(in batch: [BatchLine]) throws -> (line: BatchLine, why: String)? {
            let corrected = Set(batch.compactMap { Ledger.Undo.replacedEntry(of: $0.event) })
            for line in batch {
                switch line.event.payload {
                case .entryRemoved(let removed) where !corrected.contains(removed.entryId):
                    return (line, "it removes an entry; undo does not log it again (use 'ledger copy' or 'ledger eat')")
                case .planUnassigned:
                    return (line, "it takes a meal off the plan; undo does not plan it again (use 'ledger plan add')")
                case .mealDeleted:
                    return (line, "it deletes a meal; a deleted meal cannot come back (create it again)")
                case .unknown(let unknown):
                    return (line, "its type '\(unknown.typeName)' is not known to this release")
                default: continue
                }
            }
            return nil
        }
    }
}
