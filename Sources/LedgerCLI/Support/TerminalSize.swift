#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of the terminal standard output goes to.
public struct TerminalSize: Equatable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size of the terminal on `descriptor`, or nil when it is not a terminal.
    public static func of(descriptor: Int32) -> TerminalSize? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return TerminalSize(columns: 0, rows: 0) }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
