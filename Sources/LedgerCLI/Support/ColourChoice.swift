/// `--color auto|always|never`.
enum ColourChoice: String, Sendable {
    case auto, always, never

    /// True when output is to be coloured: `always`; or `auto` on a terminal that is not
    /// `TERM=dumb` while `NO_COLOR` is unset or empty (no-color.org: `--color always` wins).
    func isOn(environment: [String: String], terminal: TerminalSize?) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            return terminal != nil && environment["TERM"] != "dumb" && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
