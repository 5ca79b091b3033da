/// The exit statuses scripts can rely on (SPEC section 4).
public enum ExitCode: Int32, Sendable {
    /// Done.
    case success = 0
    /// Refused (validation, not found); nothing was written.
    case refused = 1
    /// The command line was wrong.
    case usage = 2
    /// The journal is damaged (unparseable line, torn tail); nothing was written.
    case damaged = 3
    /// The recipe service failed.
    case serviceFailed = 4
}
