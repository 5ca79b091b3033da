import Foundation

/// Which `data.undoes` marks are undo's own (SPEC 16): a mark says "this line takes back the
/// batch whose first line is X". `undo` passes over the batch a mark names and `import` brings
/// back a row whose entry a marked `entry.removed` took back, so a mark a person or script
/// forged (`append -` keeps a full line as it is) must not count: `check` warns about it
/// (the line is a valid event; SPEC 8 and 12) and neither command acts on it.
///
/// A mark on line L, appended by device D, naming X holds when
/// - X is the id of a line T before L;
/// - T is the first line of a batch of device D (a batch: D's lines in a run of lines with
///   one `at`, as `undo` reads batches);
/// - on an `entry.removed`, the entry it removes was logged in that batch, or logged again by
///   a marked line after T (an undo of a correction logs the original again; a later undo of
///   the original's batch removes that copy).
///
/// `read` is one pass over the lines (for `check` and `import`): a canonical line's `at` and
/// device are compared as bytes, and only lines holding `"undoes":"` (or not canonical) are
/// decoded. `Lookback` checks the marks of the batches `undo` meets as it walks back, reading
/// back from the end once, only as far as the marks met so far name.
public struct UndoMarks: Sendable {
    /// One marked line.
    public struct Mark: Sendable {
        public var line: Int
        public var event: Event
        /// Why the mark is not undo's own; nil when it holds.
        public var problem: String?
    }

    /// Every marked line, in journal order.
    public private(set) var marks: [Mark] = []

    /// The ids of the marked lines whose mark holds.
    public var trusted: Set<Identifier> {
        Set(marks.lazy.filter { $0.problem == nil }.map(\.event.id))
    }

    /// Reads the marks of the journal's lines up to `end` (all when nil), checked against
    /// `state`, the journal replayed to the same end.
    public static func read(_ file: JournalFile, state: LedgerState, upTo end: Int64? = nil) throws(JournalError) -> UndoMarks {
        var scan = Scan()
        let marksUndo = JournalTail.holds(#""undoes":""#)
        do {
            _ = try JournalLineReader.readLines(descriptor: file.descriptor, path: file.path, upTo: end) { line in
                scan.take(line, marked: marksUndo(line.bytes))
                return true
            }
        } catch let error as JournalError {
            throw error
        } catch {
            throw .system(path: file.path, operation: "read", reason: "\(error)")
        }
        var result = UndoMarks()
        let markedLines = Set(scan.marks.map(\.line))
        for (line, event) in scan.marks {
            result.marks.append(Mark(line: line, event: event,
                                     problem: scan.problem(ofMarkOn: line, event, state: state, markedLines: markedLines)))
        }
        return result
    }

    /// What one pass keeps: for every line, its run of one `at`, its device and whether it
    /// starts its device's batch; and the marked lines.
    struct Scan {
        struct LineInfo {
            var run: Int32 = -1
            var device: Int32 = -1
            var startsBatch = false
        }

        /// The line `lines[0]` stands for: the first line taken.
        var base = 0
        var lines: [LineInfo] = []
        var marks: [(line: Int, event: Event)] = []
        var devices: [[UInt8]: Int32] = [:]
        var lastDevice: (bytes: [UInt8], index: Int32)?
        var run: Int32 = -1
        var runAt = AtKey()
        var devicesInRun: [Int32] = []

        static let prefix = Array(#"{"id":""#.utf8)
        static let atKey = Array(#"","at":""#.utf8)
        static let deviceKey = Array(#"","device":""#.utf8)

        /// Makes `lines.last` the line before `number`.
        mutating func reach(_ number: Int) {
            if lines.isEmpty { base = number }
            while base + lines.count < number { lines.append(LineInfo()) }
        }

        mutating func take(_ line: RawLine, marked: Bool) {
            reach(line.number)
            let bytes = line.bytes
            var event: Event?
            let isCanonical = Self.isCanonicalHead(bytes)
            if marked || !isCanonical {
                event = try? Event(line: bytes)
                if marked, let event, event.undoes != nil { marks.append((line.number, event)) }
            }
            let at: AtKey
            let device: Int32
            if isCanonical, let end = Self.deviceEnd(bytes) {
                at = AtKey(bytes)
                device = index(of: UnsafeBufferPointer(rebasing: bytes[87..<end]))
            } else if let event {
                at = event.canonicalBytes.withUnsafeBufferPointer(AtKey.init)
                device = Array(event.device.utf8).withUnsafeBufferPointer { index(of: $0) }
            } else {
                lines.append(LineInfo())  // no event: part of no batch, ending none (as `undo` reads)
                return
            }
            place(at: at, device: device)
        }

        /// Appends the next line's run and device.
        private mutating func place(at: AtKey, device: Int32) {
            if at != runAt {
                run += 1
                runAt = at
                devicesInRun.removeAll(keepingCapacity: true)
            }
            let startsBatch = !devicesInRun.contains(device)
            if startsBatch { devicesInRun.append(device) }
            lines.append(LineInfo(run: run, device: device, startsBatch: startsBatch))
        }

        /// The 24 bytes of a canonical line's `at` text, compared as three words.
        struct AtKey: Equatable {
            var words: (UInt64, UInt64, UInt64) = (0, 0, 0)

            init() {}

            init(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard bytes.count >= 75, let base = bytes.baseAddress else { return }
                let raw = UnsafeRawPointer(base + 51)
                words = (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
                         raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            }

            static func == (lhs: AtKey, rhs: AtKey) -> Bool { lhs.words == rhs.words }
        }

        /// `{"id":"…36…","at":"…24…","device":"` at the fixed places of a canonical line.
        static func isCanonicalHead(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            bytes.count > 88 && matches(bytes, 0, prefix) && matches(bytes, 43, atKey) && matches(bytes, 75, deviceKey)
        }

        /// Where the device name of a canonical line ends (its closing quote), when it holds no escape.
        static func deviceEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            var end = 87
            while end < bytes.count, bytes[end] != 0x22 {
                if bytes[end] == 0x5C { return nil }
                end += 1
            }
            return end < bytes.count ? end : nil
        }

        static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ expected: [UInt8]) -> Bool {
            guard start + expected.count <= bytes.count else { return false }
            for (offset, byte) in expected.enumerated() where bytes[start + offset] != byte { return false }
            return true
        }

        mutating func index(of device: UnsafeBufferPointer<UInt8>) -> Int32 {
            if let last = lastDevice, last.bytes.elementsEqual(device) { return last.index }
            let name = Array(device)
            let index = devices[name] ?? Int32(devices.count)
            devices[name] = index
            lastDevice = (name, index)
            return index
        }

        func info(_ line: Int?) -> LineInfo? {
            guard let line, line > 0, line - base >= 0, line - base < lines.count else { return nil }
            return lines[line - base]
        }

        func problem(ofMarkOn line: Int, _ event: Event, state: LedgerState, markedLines: Set<Int>) -> String? {
            Self.problem(ofMarkOn: line, event, state: state, info: info, isMarked: markedLines.contains)
        }

        /// Why the mark on `line` is not undo's own, or nil: `info` tells each line's run, device
        /// and whether it starts its device's batch (nil for a line out of reach), `isMarked`
        /// whether a line holds a mark.
        static func problem(ofMarkOn line: Int, _ event: Event, state: LedgerState, info: (Int?) -> LineInfo?,
                            isMarked: (Int) -> Bool) -> String? {
            guard let named = event.undoes else { return nil }
            let not = "not undo's mark; undo and import do not act on it"
            // Undo writes only these: what takes a line back, or a stand-in for a corrected entry.
            switch event.payload {
            case .entryRemoved, .planUnassigned, .mealDeleted, .mealEdited, .goalsSet: break
            case .foodLogged(let food) where food.replaces != nil: break
            case .mealLogged(let meal) where meal.replaces != nil: break
            case .weightLogged(let weighIn) where weighIn.replaces != nil: break
            default:
                return "'undoes' is on a \(event.payload.type.rawValue) line undo never writes: \(not)"
            }
            guard let target = state.eventLines[named].map(Int.init) else {
                return "'undoes' names \(named), no line of this journal: \(not)"
            }
            guard target < line else {
                return "'undoes' names line \(target), not a line before it: \(not)"
            }
            guard let batch = info(target), let own = info(line), batch.startsBatch, batch.device == own.device else {
                return "'undoes' names line \(target), which does not start a batch device '\(event.device)' appended: \(not)"
            }
            if case .entryRemoved(let removed) = event.payload {
                let logged = state.log[removed.entryId]?.line ?? state.weights[removed.entryId]?.line
                let inBatch = logged.flatMap(info).map { $0.run == batch.run && $0.device == batch.device } ?? false
                let loggedAgainByUndo = logged.map { $0 > target && isMarked($0) } ?? false
                guard let logged, logged >= target, inBatch || loggedAgainByUndo else {
                    return "'undoes' names the batch at line \(target), which did not log entry \(removed.entryId.short) "
                        + "it removes: \(not)"
                }
            }
            return nil
        }
    }
}
