extension UndoMarks {
    /// Checks the marks of the batches `undo` meets as it walks back from the journal's end,
    /// newest first, as `read` would check them: one reader goes back from the end as far as
    /// the marks met so far name (and through the run of one `at` of the line they name), and
    /// keeps what it read of every line, so each line is read once however many marks name
    /// lines far back (a thousand undos in a row, or forged marks all naming the first batch).
    ///
    /// Lines are counted back from the end (0 is the newest); the journal's line numbers
    /// (`state.eventLines`) are tied to them at the first batch checked, by where it starts.
    public struct Lookback {
        let state: LedgerState
        private var tail: JournalTail
        /// The run and device of each line read, newest first; run -1 for a line of no event.
        private var runs: [Int32] = []
        private var devices: [Int32] = []
        /// The lines (counted back) that hold a mark.
        private var marked: Set<Int> = []
        /// True for a line that starts its device's batch (the oldest of its device in its run),
        /// set once its whole run was read.
        private var startsBatch: [Bool] = []
        /// For each device of the run being read, its oldest line read so far.
        private var oldestOfDeviceInRun: [Int32: Int] = [:]
        private var deviceIndex: [[UInt8]: Int32] = [:]
        /// The run being read, and its `at`.
        private var run: Int32 = 0
        private var runAt: Scan.AtKey?
        /// Where the line read last starts; nil before the first.
        private var lastOffset: Int64?
        private var atStart = false
        /// A line's number plus how far back it is counted: the same for every line once known.
        private var numberPlusBack: Int?
        private let holdsMarkText = JournalTail.holds(#""undoes":""#)

        /// Lines read so far: the work done, for tests that hold it linear.
        public var linesRead: Int { tail.linesRead }

        /// Reads `file` back from `end`, the end `state` was replayed to.
        public init(_ file: JournalFile, end: Int64, state: LedgerState) {
            self.state = state
            tail = JournalTail(file, end: end)
        }

        /// The marks of `batch` (one append's lines, in journal order, each with where it
        /// starts; older than every batch checked before), each checked as `read` checks it.
        public mutating func check(_ batch: [(offset: Int64, event: Event)]) throws(JournalError) -> [Mark] {
            let numbered = batch.compactMap { line in state.eventLines[line.event.id].map { (Int($0), line) } }
            let notInJournal = {
                batch.filter { $0.event.undoes != nil }.map {
                    Mark(line: 0, event: $0.event, problem: "the line is not in the journal as replayed")
                }
            }
            guard let first = numbered.first, numbered.count == batch.count else { return notInJournal() }
            if numberPlusBack == nil {
                // The first batch checked ties the numbering: read back to where it starts.
                while lastOffset.map({ $0 > first.1.offset }) ?? true, try readLine() {}
                guard lastOffset == first.1.offset else { return notInJournal() }
                numberPlusBack = first.0 + runs.count - 1
            } else {
                try readThrough(first.0)
            }
            var marks: [Mark] = []
            for (number, line) in numbered {
                guard let named = line.event.undoes else { continue }
                if let target = state.eventLines[named].map(Int.init), target < number {
                    // Whether it starts its device's batch is known once its whole run is read.
                    try readRun(of: target)
                    if case .entryRemoved(let removed) = line.event.payload,
                       let logged = state.log[removed.entryId]?.line ?? state.weights[removed.entryId]?.line {
                        try readThrough(logged)
                    }
                }
                let problem = Scan.problem(ofMarkOn: number, line.event, state: state, info: info,
                                           isMarked: { back($0).map(marked.contains) ?? false })
                marks.append(Mark(line: number, event: line.event, problem: problem))
            }
            return marks
        }

        /// How far back line `number` is counted, when the numbering is known.
        private func back(_ number: Int) -> Int? {
            guard let numberPlusBack, number > 0 else { return nil }
            return numberPlusBack - number
        }

        /// Line `number` as `Scan` keeps it; nil when it was not read.
        private func info(_ number: Int?) -> Scan.LineInfo? {
            guard let number, let back = back(number), back >= 0, back < runs.count else { return nil }
            guard runs[back] >= 0 else { return Scan.LineInfo() }
            return Scan.LineInfo(run: runs[back], device: devices[back], startsBatch: startsBatch[back])
        }

        /// Reads back to line `number`.
        private mutating func readThrough(_ number: Int) throws(JournalError) {
            guard let back = back(number) else { return }
            while runs.count <= back, try readLine() {}
        }

        /// Reads back to line `number` and on through its run of one `at`.
        private mutating func readRun(of number: Int) throws(JournalError) {
            try readThrough(number)
            guard let back = back(number), back < runs.count else { return }
            let target = runs[back]
            guard target >= 0 else { return }
            while !atStart, run == target, try readLine() {}
        }

        /// Reads one more line back, as `Scan.take` reads it forward; false at the journal's start.
        private mutating func readLine() throws(JournalError) -> Bool {
            var isCanonical = false
            let holdsMarkText = holdsMarkText
            var holdsMark = false
            var at = Scan.AtKey()
            var deviceBytes: [UInt8]?
            guard let line = try tail.previous(worthReading: { bytes in
                isCanonical = Scan.isCanonicalHead(bytes)
                holdsMark = holdsMarkText(bytes)
                if isCanonical, let end = Scan.deviceEnd(bytes) {
                    at = Scan.AtKey(bytes)
                    deviceBytes = Array(UnsafeBufferPointer(rebasing: bytes[87..<end]))
                }
                return holdsMark || !isCanonical
            }) else {
                atStart = true
                closeRun()
                return false
            }
            lastOffset = line.offset
            let back = runs.count
            if holdsMark, let event = line.event, event.undoes != nil { marked.insert(back) }
            if deviceBytes == nil, let event = line.event {
                at = event.canonicalBytes.withUnsafeBufferPointer(Scan.AtKey.init)
                deviceBytes = Array(event.device.utf8)
            }
            guard let deviceBytes else {
                runs.append(-1)  // no event: part of no batch, ending none
                devices.append(-1)
                startsBatch.append(false)
                return true
            }
            if let runAt, runAt != at {
                closeRun()
                run += 1
            }
            runAt = at
            let device = deviceIndex[deviceBytes] ?? Int32(deviceIndex.count)
            deviceIndex[deviceBytes] = device
            runs.append(run)
            devices.append(device)
            startsBatch.append(false)
            oldestOfDeviceInRun[device] = back
            return true
        }

        /// The run read is whole: the oldest line of each of its devices starts that device's batch.
        private mutating func closeRun() {
            for back in oldestOfDeviceInRun.values { startsBatch[back] = true }
            oldestOfDeviceInRun.removeAll(keepingCapacity: true)
        }

    }
}
