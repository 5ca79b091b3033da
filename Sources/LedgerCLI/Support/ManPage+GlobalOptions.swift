extension ManPage {
    /// What the page says of the options that may come before the command, from the specs:
    /// those every command takes may come before any command; the others (`--device`,
    /// `--no-snapshot`, `--json`) only before a command that takes them, as the parser reads
    /// them as if given after it.
    static var globalOptionsParagraph: String {
        let commands = Ledger.visibleCommands.map { $0.spec }.filter { !$0.handsOnRest }
        func takenByEvery(_ option: OptionSpec) -> Bool {
            commands.allSatisfy { spec in spec.options.contains { $0.name == option.name } }
        }
        let everywhere = CommonOptions.globalSpecs.filter(takenByEvery)
        let somewhere = CommonOptions.globalSpecs.filter { !takenByEvery($0) }
        var text = "The options \(listed(everywhere)), which every command takes, may come before the command as "
            + "well as after it: ledger -f laptop.jsonl day, ledger --journal=laptop.jsonl day, ledger -flaptop.jsonl day."
        func refusing(_ option: OptionSpec) -> [CommandSpec] {
            commands.filter { spec in !spec.options.contains { $0.name == option.name } }
        }
        // The example: the option the most commands refuse (`--device`: reports write nothing).
        if let option = somewhere.max(by: { refusing($0).count < refusing($1).count }) {
            text += " So may \(listed(somewhere)), but only for a command that takes them: one that has no use for "
                + "one refuses it before the command as after it"
            if let command = refusing(option).first {
                let example = "--\(option.name)" + (option.valueName != nil ? " X" : "")
                text += " (ledger \(example) \(command.name) is refused as ledger \(command.name) \(example) is)"
            }
            text += "."
        }
        return text + " Before replay, they go on to the report it runs."
    }

    /// `--journal (-f), --color and --no-pager`.
    private static func listed(_ options: [OptionSpec]) -> String {
        let names = options.map { "--\($0.name)" + ($0.short.map { " (-\($0))" } ?? "") }
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
