import Foundation
import MealLedger

extension Ledger {
    /// `ledger __complete meals`: what the completion scripts ask the journal, one name a line.
    struct Complete: LedgerCommand {
        static let spec = CommandSpec(
            name: "__complete",
            summary: "Print the meal names of the journal, one a line, for the completion scripts.",
            usage: [.argument(.choice(["meals"], "meals"))],
            options: [CommonOptions.journal],
            isHidden: true)

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> String {
            guard arguments.positionals == ["meals"] else { throw usageError("give 'meals'") }
            return try context.journalPath(arguments).path
        }

        static func run(_ journal: String, _ context: CommandContext) throws -> ExitCode {
            guard access(journal, F_OK) == 0 else { return .success }  // no journal yet: nothing to offer
            let (result, _) = try context.reportState(journal: journal)
            for record in result.state.meals.activeMeals {
                let name = String(record.definition.name.map { $0.isNewline || $0 == "\t" ? " " : $0 })
                context.stdout.line(name)
            }
            return .success
        }
    }
}
