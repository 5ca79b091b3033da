#if canImport(Glibc)
import Glibc
#endif

/// How wide output may be: `$COLUMNS`, else the terminal's width, else unlimited (nil) when
/// standard output is not a terminal (a pipe, a file, a test).
enum TerminalWidth {
    static func columns(_ context: CommandContext) -> Int? {
        if let text = context.environment["COLUMNS"], let columns = Int(text), columns > 0 {
            return columns
        }
        // The context says whether this is a real terminal session; tests inject false.
        guard context.stderrIsTerminal, isatty(1) == 1 else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
