@_spi(Fuzzing) import MealLedger

/// What the journal-line fuzz target demands of any bytes read as one journal line.
///
/// Never a crash or a hang, and the readers agree: when the fast canonical reader accepts the
/// bytes, the strict general parser reads the same event; `Event(line:)` (fast path, then the
/// general parser) gives the general parser's answer; an event read back re-encodes to a line
/// that reads as the same event; and checking it against a ledger that holds the one event
/// already, then applying it, neither crashes nor trips an invariant.
public enum JournalLineCheck {
    /// A broken promise: what differed, for the fuzzer's crash report and the regression test.
    public struct Violation: Error, CustomStringConvertible {
        /// What differed, with the values involved.
        public var description: String
    }

    /// Reads `bytes` (up to its first newline) as a journal line and checks every promise above.
    public static func run(_ bytes: [UInt8]) throws(Violation) {
        // A line never holds its newline: the reader splits on it first.
        let line = bytes.split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false).first.map(Array.init) ?? []
        let general = line.withUnsafeBufferPointer { buffer in
            Result { () throws(EventDecodingError) in try Event(generalLine: buffer) }
        }
        if let fast = line.withUnsafeBufferPointer({ Event.fastPathEvent(line: $0) }) {
            guard case .success(let event) = general, event == fast.event else {
                throw Violation(description: "the fast reader read \(fast.event), the general parser \(general)")
            }
            guard fast.isCanonical == (event.canonicalBytes == line) else {
                throw Violation(description: "the fast reader called the line canonical: \(fast.isCanonical), wrongly")
            }
        }
        let combined = line.withUnsafeBufferPointer { buffer in
            Result { () throws(EventDecodingError) in try Event(line: buffer) }
        }
        guard combined == general else {
            throw Violation(description: "Event(line:) gave \(combined), the general parser \(general)")
        }
        guard case .success(let event) = general else { return }
        let again = event.canonicalBytes.withUnsafeBufferPointer { buffer in
            Result { () throws(EventDecodingError) in try Event(line: buffer) }
        }
        guard again == .success(event) else {
            throw Violation(description: "the canonical form of \(event) reads back as \(again)")
        }
        var state = LedgerState()
        _ = state.problems(with: event, line: 1)
        state.apply(event, line: 1, offset: 0)
        _ = state.problems(with: event, line: 2)
        state.apply(event, line: 2, offset: Int64(line.count + 1))
        let broken = state.checkInvariants()
        guard broken.isEmpty else {
            throw Violation(description: "applying \(event) twice broke an invariant: \(broken)")
        }
    }
}
