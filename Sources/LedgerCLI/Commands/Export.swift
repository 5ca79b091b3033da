import MealLedger

extension Ledger {
    /// `ledger export csv`: every logged item in force, one CSV row each (RFC 4180).
    struct Export: LedgerCommand {
        static let spec = CommandSpec(
            name: "export", arguments: "csv [--from D] [--to D]",
            summary: "Write the logged items as CSV on stdout (default every day with entries).",
            discussion: """
            RFC 4180: CRLF line ends, fields with commas, quotes or line breaks in double quotes.
            One row per logged item in force: a food entry is one row, a meal entry one row per
            item, all with the entry's id. Columns:
              \(CSVExport.columns.joined(separator: ","))
            'ledger import csv FILE' reads it back.

            Example:
              ledger export csv --from 2026-11-01 > november.csv
            """,
            options: [.journal, .noSnapshot,
                      OptionSpec("from", value: "DATE", help: "the first day (default the first with entries)"),
                      OptionSpec("to", value: "DATE", help: "the last day (default the last with entries)")])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            let command = spec.commandPath
            guard arguments.positionals == ["csv"] else {
                let given = arguments.positionals.first.map { "got '\($0)'" } ?? "got nothing"
                throw CLIError.usage(command, "the format to export must be 'csv', \(given)")
            }
            let from = try arguments.value("from").map { text throws(CLIError) in
                try context.parseDate(text, option: "--from", command: command)
            }
            let to = try arguments.value("to").map { text throws(CLIError) in
                try context.parseDate(text, option: "--to", command: command)
            }
            if let from, let to, from > to { throw CLIError.usage(command, "--from \(from) is after --to \(to)") }
            let (result, file) = try context.reportState(arguments)
            let rows: [[String]]
            do {
                rows = try CSVExport.rows(from: from, to: to, state: result.state) { try file.readEvent(at: $0) }
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
