import MealLedger

/// `ledger audit`: every event that touched a day, with its line and the totals after it.
extension AuditReport: PrintableReport {
    /// `{"date","steps":[{"line","effect","event","totals","goals"}],"totals","goals","remaining"}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("date", date)
            json.member("steps") { json in
                json.array(steps) { json, step in
                    json.object { json in
                        json.member("line", step.line)
                        json.member("effect", step.effect)
                        json.member("event", step.event)
                        json.member("totals", step.totals)
                        json.member("goals", step.goals)
                    }
                }
            }
            json.member("totals", totals)
            json.member("goals", goals)
            json.member("remaining", goals?.remaining(after: totals))
        }
    }

    func text(width: Int?) -> String {
        let text = "Audit of \(date.weekday.rawValue.capitalizedFirst) \(date): "
            + "\(plural(steps.count, "event")) touched it\n\n"
        var table = Table([("LINE", .right), ("AT", .left), ("DEVICE", .left), ("TYPE", .left), ("CHANGE", .left)]
            + NutrientColumns.headers)
        table.keepWhole(["AT"])
        table.leaveOutWhenNarrow(["DEVICE", "TYPE"])
        for step in steps {
            table.add([String(step.line), Format.instant(step.event.at), step.event.device,
                       step.event.type.rawValue, step.effect] + NutrientColumns.cells(step.totals))
        }
        table.addRule()
        table.add(["", "", "", "", "Total"] + NutrientColumns.cells(totals))
        if let goals {
            table.add(["", "", "", "", "Goals"] + NutrientColumns.cells(goals))
            let remaining = goals.remaining(after: totals)
            table.add(["", "", "", "", "Remaining"] + NutrientColumns.cells(remaining),
                      red: NutrientColumns.negative(remaining, first: 5))
        }
        return text + table.render(width: width)
    }
}
