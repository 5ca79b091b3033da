#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MealLedger

/// Buffered text output to a file descriptor, or captured in memory for tests.
public final class TextOutput: @unchecked Sendable {
    private var descriptor: Int32?
    private var buffer: [UInt8] = []
    /// True when bold and red (`StyleMark`) go out as terminal codes; else they are dropped.
    public var colour = false
    /// True once a write failed: the reader went away (`ledger log | head -1`, a pager quit
    /// early). Later output is dropped, and a long command may stop early.
    public private(set) var isClosed = false
    /// The pager output goes through once it is longer than the terminal, until then held.
    var pager: Pager?
    private var runningPager: Pager.Running?
    /// Set once the first command of a run chose colour and pager.
    var terminalOptionsApplied = false
    /// Everything written, when capturing.
    public private(set) var captured: [UInt8] = []

    /// Writes to a file descriptor (1 for stdout, 2 for stderr).
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    /// Captures in memory.
    public init() {
        self.descriptor = nil
    }

    /// The captured text.
    public var text: String { String(decoding: captured, as: UTF8.self) }

    /// Writes text for people: control characters other than the newline go out escaped
    /// (`\u001b`), so no name in a journal can drive the terminal. JSON text is unchanged by
    /// this (it escapes C0 itself, and `\u0085` is the same string as U+0085); raw journal
    /// lines go through `write(bytes:)`.
    ///
    /// The renderers' style marks become colour codes, or nothing when colour is off.
    public func write(_ text: String) {
        let escaped = ControlCharacters.escaped(text, keepingNewlines: true, keepingStyleMarks: true)
        if StyleMark.occurs(in: escaped.utf8) {
            StyleMark.apply(Array(escaped.utf8), colour: colour, into: &buffer)
        } else {
            buffer.append(contentsOf: escaped.utf8)
        }
        if buffer.count >= 1 << 16, !isHolding { flush() }
    }

    /// While true, nothing is sent on until `flush()`, whatever the size: a report computed
    /// from a snapshot is held until the snapshot proved sound, so it can be thrown away.
    public var isHolding = false

    /// Drops what was written and not yet sent on.
    public func discardBuffered() {
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes text and a newline.
    public func line(_ text: String = "") {
        write(text)
        buffer.append(0x0A)
    }

    /// Writes raw bytes.
    public func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16, !isHolding { flush() }
    }

    /// Sends the buffered bytes on; while a pager may still be needed, only once the output
    /// is longer than the terminal (then through the pager).
    public func flush() {
        guard !buffer.isEmpty else { return }
        guard var descriptor else {
            captured.append(contentsOf: buffer)
            buffer.removeAll(keepingCapacity: true)
            return
        }
        if let pager, runningPager == nil {
            guard pager.isLonger(buffer) else { return }
            self.pager = nil
            if let running = pager.start() {
                runningPager = running
                descriptor = running.input
                self.descriptor = descriptor
            }
        }
        if !isClosed {
            buffer.withUnsafeBytes { bytes in
                // A closed pipe (`ledger log | head`) fails the write: nothing more can be said.
                do throws(JournalError) {
                    try SystemCalls.writeAll(descriptor, bytes, path: "standard output")
                } catch {
                    isClosed = true
                }
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Sends everything on and, when a pager was started, waits for it to quit: the last
    /// thing a run does with its output.
    public func finish() {
        pager = nil  // what is still held fits the terminal: straight out
        flush()
        if let runningPager {
            runningPager.finish()
            self.runningPager = nil
        }
    }
}
