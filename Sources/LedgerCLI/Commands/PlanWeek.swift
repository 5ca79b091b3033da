import MealLedger

extension Ledger {
    /// `ledger plan [DATE]`: the week's plan, as `ledger week` shows it.
    struct PlanWeek: LedgerCommand {
        static let spec = CommandSpec(
            name: "plan",
            summary: "Show the meal plan of the week holding DATE (the same as 'ledger week'); plan add/remove/eat/copy change it.",
            discussion: """
            The same as 'ledger week' (see 'ledger help week'). The plan is changed with
            'ledger plan add MEAL DATE', 'ledger plan remove ASSIGNMENT', 'ledger plan copy' and
            logged as eaten with 'ledger plan eat'.
            """,
            usage: Week.spec.usage,
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.noSnapshot, Week.next, Week.previous,
                      Week.weekStart])

        typealias Options = Week.Options

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            if let first = arguments.positionals.first, context.date(arguments.positionals.joined(separator: " ")) == nil,
               first.first?.isLetter == true {
                let names = ["add", "remove", "eat", "copy"]
                let nearest = Suggestion.nearest(to: first, among: names).map { " (did you mean 'plan \($0)'?)" } ?? ""
                throw usageError("unknown command 'plan \(first)'\(nearest); 'ledger plan' takes a DATE, "
                    + "or one of: plan add, plan remove, plan eat, plan copy")
            }
            return try Week.validate(arguments, context)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            try Week.run(options, context)
        }
    }
}
