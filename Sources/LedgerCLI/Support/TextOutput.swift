#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MealLedger

/// Buffered text output to a file descriptor, or captured in memory for tests.
public final class TextOutput: @unchecked Sendable {
    private let descriptor: Int32?
    private var buffer: [UInt8] = []
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
    public func write(_ text: String) {
        buffer.append(contentsOf: ControlCharacters.escaped(text, keepingNewlines: true).utf8)
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

    /// Sends the buffered bytes on.
    public func flush() {
        guard !buffer.isEmpty else { return }
        guard let descriptor else {
            captured.append(contentsOf: buffer)
            buffer.removeAll(keepingCapacity: true)
            return
        }
        buffer.withUnsafeBytes { bytes in
            // A closed pipe (`ledger log | head`) fails the write: nothing more can be said.
            try? SystemCalls.writeAll(descriptor, bytes, path: "standard output")
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
