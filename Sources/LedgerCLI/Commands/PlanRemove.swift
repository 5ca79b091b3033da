import MealLedger

extension Ledger {
    /// `ledger plan remove ASSIGNMENT`: a planned meal taken off the plan (plan.unassigned).
    struct PlanRemove: LedgerCommand {
        static let spec = CommandSpec(
            name: "plan remove",
            summary: "Take a planned meal off the plan (plan.unassigned), by its assignment id.",
            discussion: """
            ASSIGNMENT is the id 'ledger plan' shows in its PLAN column (or at least 4 characters of
            its start or end). It appends one plan.unassigned and says what was taken off; an
            assignment taken off already is refused (exit 1).
            --json prints {"appended":[…the line, as an object…],"dryRun":false}.

            Example:
              ledger plan remove 1a2b3c4d
            """,
            usage: [.argument(.text("ASSIGNMENT")), .option(CommonOptions.dryRun), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, CommonOptions.dryRun, CommonOptions.json])

        struct Options {
            var target: WriteTarget
            var assignment: String
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            let words = arguments.positionals
            guard let assignment = words.first else {
                throw usageError("missing ASSIGNMENT: the id 'ledger plan' shows in its PLAN column")
            }
            if words.count > 1 { throw usageError("unexpected argument '\(words[1])'") }
            return Options(target: try WriteTarget(arguments, context), assignment: assignment)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let outcome = try appendEvents(options.target) { state in
                let id: Identifier
                do {
                    id = try IdentifierPrefix.resolve(options.assignment, among: state.plan.ids, field: "ASSIGNMENT",
                                                      noun: "plan assignment")
                } catch let error as FieldError {
                    throw AppendRefusal(index: nil, message: error.description)
                }
                guard let record = state.plan[id] else {
                    throw AppendRefusal(index: nil, message: "ASSIGNMENT names no plan assignment, got '\(options.assignment)'")
                }
                if let line = record.removedLine {
                    throw AppendRefusal(index: nil, message: "assignment \(id.short) was taken off the plan on line \(line) already")
                }
                return [options.target.stamp.event(.planUnassigned(PlanUnassigned(assignmentId: id)))]
            }
            PlanAdd.printPlanned(outcome, verb: options.target.dryRun ? "Would take off the plan:" : "Took off the plan:",
                                 options.target, context)
            return .success
        }
    }
}
