import MealLedger

extension Ledger {
    /// `ledger audit DATE`: every event that touched the day, in journal order, with running totals.
    struct Audit: LedgerCommand {
        static let spec = CommandSpec(
            name: "audit", arguments: "DATE [--json]",
            summary: "Show every event that touched a day, in journal order, with its line and the running totals.",
            discussion: """
            Lists foods and meals logged on the day, their removals and the goals.set events that
            decided the day's goals, each with its journal line and the day's totals after it, so
            every step can be checked by hand against the journal. Editing or deleting a meal does
            not touch a day: logged items are copies.
            --json prints {"date","steps":[{"line","effect","event","totals","goals"}],"totals","goals"}.
            """,
            options: [.journal, .json, .noSnapshot])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            guard !arguments.positionals.isEmpty else {
                throw CLIError.usage(spec.commandPath, "missing the DATE to audit")
            }
            let date = try context.dateArgument(arguments, command: spec.commandPath)
            let report = try build(date: date, arguments: arguments, context: context)
            if arguments.has("json") {
                printJSON(json(report), to: context)
            } else {
                context.stdout.write(table(report))
            }
            return .success
        }

        static func build(date: CalendarDate, arguments: Arguments, context: CommandContext,
                          options: ReplayOptions = ReplayOptions()) throws -> AuditReport {
            var report = AuditReport(date: date)
            _ = try context.reportState(arguments, options: options) { event, line, state in
                report.observe(event, line: line.number, state: state)
            }
            return report
        }

        static func json(_ report: AuditReport) -> JSONWriter {
            var json = JSONWriter()
            json.raw("{")
            json.member("date", first: true); json.string(report.date.description)
            json.member("steps"); json.raw("[")
            for (index, step) in report.steps.enumerated() {
                if index > 0 { json.raw(",") }
                json.raw("{")
                json.member("line", first: true); json.number(Double(step.line))
                json.member("effect"); json.string(step.effect)
                json.member("event"); json.event(step.event)
                json.member("totals"); json.nutrients(step.totals)
                json.member("goals"); json.goals(step.goals)
                json.raw("}")
            }
            json.raw("]")
            json.member("totals"); json.nutrients(report.totals)
            json.member("goals"); json.goals(report.goals)
            json.member("remaining"); json.goals(report.goals?.remaining(after: report.totals))
            json.raw("}")
            return json
        }

        static func table(_ report: AuditReport) -> String {
            let text = "Audit of \(report.date.weekday.rawValue.capitalizedFirst) \(report.date): "
                + "\(plural(report.steps.count, "event")) touched it\n\n"
            var table = Table([("LINE", .right), ("AT", .left), ("DEVICE", .left), ("TYPE", .left), ("CHANGE", .left)]
                + NutrientColumns.headers)
            for step in report.steps {
                table.add([String(step.line), Format.instant(step.event.at), step.event.device,
                           step.event.type.rawValue, step.effect] + NutrientColumns.cells(step.totals))
            }
            table.addRule()
            table.add(["", "", "", "", "Total"] + NutrientColumns.cells(report.totals))
            if let goals = report.goals {
                table.add(["", "", "", "", "Goals"] + NutrientColumns.cells(goals))
                table.add(["", "", "", "", "Remaining"] + NutrientColumns.cells(goals.remaining(after: report.totals)))
            }
            return text + table.render()
        }
    }
}
