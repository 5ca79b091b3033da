/// How wide output may be: `$COLUMNS`, else the terminal's width, else unlimited (nil) when
/// standard output is not a terminal (a pipe, a file, a test).
enum TerminalWidth {
    static func columns(_ context: CommandContext) -> Int? {
        if let text = context.environment["COLUMNS"], let columns = Int(text), columns > 0 {
            return columns
        }
        guard let terminal = context.terminal, terminal.columns > 0 else { return nil }
        return terminal.columns
    }
}
