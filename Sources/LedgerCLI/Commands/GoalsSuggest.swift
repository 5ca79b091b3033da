import MealLedger
extension Ledger { struct GoalsSuggest: LedgerCommand {
 static let spec = CommandSpec(name: "goals suggest", summary: "x", usage: [], options: [])
 static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Int { 0 }
 static func run(_ options: Int, _ context: CommandContext) throws -> ExitCode { .success }
} }
