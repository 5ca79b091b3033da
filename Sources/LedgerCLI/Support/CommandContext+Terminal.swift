extension CommandContext {
    /// Turns colour on or off and chooses the pager for this run's standard output, from
    /// `--color`, `--no-pager`, the environment and the terminal.
    ///
    /// The first command of a run decides; a command run inside it (`ledger replay … day`)
    /// changes only what it names itself (`--color`, `--no-pager`).
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
