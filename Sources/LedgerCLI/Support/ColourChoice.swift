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

extension CommandContext {
    /// Turns colour on or off and chooses the pager for this run's standard output, from
    /// `--color`, `--no-pager`, the environment and the terminal.
    ///
    /// Only the first command of a run decides (`ledger replay` runs another inside itself).
    func applyTerminalOptions(_ arguments: Arguments) throws {
        let firstCommand = !stdout.terminalOptionsApplied
        stdout.terminalOptionsApplied = true
        if let choice = try arguments[CommonOptions.color] {
            stdout.colour = choice.isOn(environment: environment, terminal: terminal)
        } else if firstCommand {
            stdout.colour = ColourChoice.auto.isOn(environment: environment, terminal: terminal)
        }
        if arguments[CommonOptions.noPager] {
            stdout.pager = nil
        } else if firstCommand {
            stdout.pager = Pager.chosen(environment: environment, terminal: terminal, noPager: false)
        }
    }
}
