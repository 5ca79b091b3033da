/// Issue 27: the nutrients of `food.logged` lines are read on the applying thread.
///
/// Replay's reader thread decodes every line while the applying thread applies them; the
/// reader is the slower of the two (the applier waited for it ~60 % of the time on a 1M
/// journal), and reading a label's nutrients was nearly all that a journal with nutrients
/// cost it more. So the reader steps over a `food.logged` line's nutrients object
/// (`CanonicalLineDecoder.decodeDeferringNutrients`), keeps a copy of the line in its batch,
/// and the applying thread reads the object (`resolve`) just before applying the event. Where
/// the object does not read as the fast decoder reads it, the applying thread decodes the
/// whole copied line as the reader would have (`Replay.decodeGenerally`), so every line has
/// the same outcome either way (a property test replays journals both ways).
extension Replay {
    /// A batch of decoded lines and, for the lines whose nutrients are still to be read, their bytes.
    struct DecodedBatch: Sendable {
        var lines: [DecodedLine] = []
        /// The lines whose nutrients are still to be read, in line order.
        var awaiting: [AwaitingNutrients] = []
        /// The copied lines of `awaiting`, one after another.
        var bytes: [UInt8] = []

        /// Room for a full batch; copied bytes for lines of up to ~300 bytes (it grows past that).
        mutating func reserveCapacity() {
            lines.reserveCapacity(Replay.batchSize)
            awaiting.reserveCapacity(Replay.batchSize)
            bytes.reserveCapacity(Replay.batchSize * 320)
        }

        /// Emptied for the reader to fill again, keeping the memory (a batch the applying thread is done with).
        mutating func removeAll() {
            lines.removeAll(keepingCapacity: true)
            awaiting.removeAll(keepingCapacity: true)
            bytes.removeAll(keepingCapacity: true)
        }

        var isEmpty: Bool { lines.isEmpty }
        var count: Int { lines.count }

        /// Decodes `line` and adds it: a `food.logged` line's nutrients are left to `resolve` when
        /// `deferring` (the line's bytes are then copied here).
        @inline(__always)
        mutating func append(_ line: RawLine, checkingForm: Bool, deferring: Bool) {
            let position = LinePosition(number: line.number, offset: line.offset)
            guard deferring, Replay.lineProblem(line) == nil else {
                // A damaged line is named as ever (`Replay.decode` looks for its problem).
                lines.append(DecodedLine(position: position, outcome: Replay.decode(line, checkingForm: checkingForm)))
                return
            }
            guard let decoded = CanonicalLineDecoder.decodeDeferringNutrients(line.bytes) else {
                lines.append(DecodedLine(position: position, outcome: Replay.decodeGenerally(line, checkingForm: checkingForm)))
                return
            }
            if let object = decoded.nutrients {
                awaiting.append(AwaitingNutrients(index: Int32(truncatingIfNeeded: lines.count), start: bytes.count,
                                                  length: Int32(truncatingIfNeeded: line.bytes.count),
                                                  objectStart: Int32(truncatingIfNeeded: object.lowerBound),
                                                  objectEnd: Int32(truncatingIfNeeded: object.upperBound),
                                                  restIsCanonical: decoded.isCanonical))
                bytes.append(contentsOf: line.bytes)
            }
            lines.append(DecodedLine(
                position: position,
                outcome: .event(decoded.event, isCanonical: decoded.isCanonical || !checkingForm,
                                textsAreSafe: decoded.textsAreSafe)))
        }

        /// The outcome of the line `awaiting` names, its nutrients read now; nil when it is the
        /// outcome the batch holds for it (the nutrients read, the line as canonical as it says,
        /// and nobody wanting the event complete), which spares a copy of the event.
        ///
        /// `complete`: the event is given its nutrients. Without it (nobody observes the events) the
        /// object is read only to decide the line's outcome, and the event goes on without them
        /// unless its line is named as not canonical (the message shows the canonical line):
        /// applying an event reads none of its nutrients (`LedgerState` keeps none; days are
        /// totalled from the journal's lines), so the state is the same (the property test
        /// compares it and the findings, with and without an observer).
        func resolve(_ awaiting: AwaitingNutrients, checkingForm: Bool, complete: Bool) -> DecodedLine.Outcome? {
            let index = Int(awaiting.index)
            let read = bytes.withUnsafeBufferPointer { all in
                CanonicalLineDecoder.readDeferredNutrients(
                    UnsafeBufferPointer(rebasing: all[awaiting.start..<(awaiting.start + Int(awaiting.length))]),
                    Int(awaiting.objectStart)..<Int(awaiting.objectEnd))
            }
            guard let (values, isCanonical) = read else {
                // Not read so: the whole line as the reader decodes it without deferring.
                let position = lines[index].position
                return bytes.withUnsafeBufferPointer { all in
                    let copy = UnsafeBufferPointer(rebasing: all[awaiting.start..<(awaiting.start + Int(awaiting.length))])
                    let raw = RawLine(number: position.number, offset: position.offset, bytes: copy, length: copy.count)
                    return Replay.decodeGenerally(raw, checkingForm: checkingForm)
                }
            }
            // The batch holds the outcome with `restIsCanonical || !checkingForm`.
            let lineIsCanonical = (awaiting.restIsCanonical && isCanonical) || !checkingForm
            // A line not in canonical form is named with its event's canonical line, nutrients and all.
            guard complete || !lineIsCanonical else { return nil }
            guard case .event(var event, _, let textsAreSafe) = lines[index].outcome,
                  case .foodLogged(var logged) = event.payload else { return nil }
            logged.nutrientValues = values
            event.payload = .foodLogged(logged)
            return .event(event, isCanonical: lineIsCanonical, textsAreSafe: textsAreSafe)
        }
    }

    /// A line whose nutrients are still to be read: where it and its copy lie, and whether the
    /// rest of it is canonical. Lines are at most `JournalLineReader.maximumLineLength` long and
    /// a batch holds `batchSize` of them, so the 32-bit figures hold.
    struct AwaitingNutrients: Sendable {
        /// The line's index in the batch.
        var index: Int32
        /// The copy's first byte in `DecodedBatch.bytes`, and its length.
        var start: Int
        var length: Int32
        /// The object on the line: from just after its `{` to just after its `}`.
        var objectStart: Int32
        var objectEnd: Int32
        /// Whether every figure but the nutrients' is written canonically.
        var restIsCanonical: Bool
    }
}
