import MealLedger

extension Ledger {
    /// `ledger export csv`: every logged item in force, one CSV row each (RFC 4180).
    struct Export: LedgerCommand {
        static let from = Option<CalendarDate>(date: "from", help: "the first day (default the first with entries)")
        static let to = Option<CalendarDate>(date: "to", help: "the last day (default the last with entries)")

        static let spec = CommandSpec(
            name: "export",
            summary: "Write the logged items as CSV on stdout (default every day with entries).",
            discussion: """
            RFC 4180: CRLF line ends, fields with commas, quotes or line breaks in double quotes.
            One row per logged item in force: a food entry is one row, a meal entry one row per
            item, all with the entry's id; a weigh-in is a row of kind 'weight' with its kg in
            quantity and unit (import reads it back as a weigh-in). Columns:
              \(CSVExport.columns.joined(separator: ","))
            A cell starting with =, +, -, @, a tab or a carriage return is written with a
            leading ' (a spreadsheet shows it as text and never runs it as a formula; a cell
            of 's before one of those gets one more); 'ledger import csv FILE' reads it back,
            dropping that '.

            Example:
              ledger export csv --from 2026-11-01 > november.csv
            """,
            usage: [.argument(.choice(["csv"], "csv")), .option(from), .option(to)],
            options: [CommonOptions.journal, CommonOptions.noSnapshot, from, to])

        struct Options {
            var from: CalendarDate?
            var to: CalendarDate?
            var journal: String
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            guard arguments.positionals.first == "csv" else {
                let given = arguments.positionals.first.map { "got '\($0)'" } ?? "got nothing"
                throw usageError("the format to export must be 'csv', \(given)")
            }
            if arguments.positionals.count > 1 {
                throw usageError("unexpected argument '\(arguments.positionals[1])' after 'csv' (export takes one format)")
            }
            let first = try arguments[from]
            let last = try arguments[to]
            if let first, let last, first > last { throw usageError("--from \(first) is after --to \(last)") }
            return Options(from: first, to: last, journal: try context.journalPath(arguments).path)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let (result, file) = try context.reportState(journal: options.journal)
            let rows: [[String]]
            do {
                rows = WeighInRows.merged(try CSVExport.rows(from: options.from, to: options.to, state: result.state) {
                    try file.readEvent(at: $0)
                }, weights: result.state.weights, from: options.from, to: options.to)
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
            // Raw bytes: CSV fields keep their text exactly (RFC 4180 quotes line breaks).
            context.stdout.write(bytes: Array(CSVWriter.record(CSVExport.columns).utf8))
            for row in rows { context.stdout.write(bytes: Array(CSVWriter.record(row).utf8)) }
            return .success
        }
    }
}
