import MealLedger

/// `ledger report`: each day of a period against its goal, as a table for people and JSON for scripts.
extension PeriodReport: PrintableReport {
    /// `{"from","to","days":[…],"average","daysWithEntries","daysWithinGoal","energySplit"}` (SPEC 10).
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("from", from)
            json.member("to", to)
            json.member("days") { json in
                json.array(days) { json, day in
                    json.object { json in
                        json.member("date", day.date)
                        json.member("totals", day.totals)
                        json.member("goals", day.goals)
                        json.member("difference", day.difference)
                        json.member("entries", day.entries)
                    }
                }
            }
            json.member("average", average)
            json.member("daysWithEntries", daysWithEntries)
            json.member("daysWithinGoal", daysWithinGoal)
            json.member("energySplit") { json in
                json.object { json in
                    json.member("protein", rounded: energySplit.protein)
                    json.member("carbohydrates", rounded: energySplit.carbohydrates)
                    json.member("fats", rounded: energySplit.fats)
                }
            }
            PeriodNutrients.writeMember(self, to: &json)
        }
    }

    /// The days with their goals and differences, the average and the summary lines.
    func text(width: Int?) -> String {
        var text = "Report \(from) to \(to) (\(plural(days.count, "day")))\n\n"
        var table = Table([("DAY", .left)] + NutrientColumns.headers
            + [("GOAL KCAL", .right), ("DIFF", .right), ("ENTRIES", .right)])
        table.keepWhole(["DAY"])
        for day in days {
            let difference = day.difference?.calories.map(PeriodRendering.signedCalories) ?? ""
            // Over the calorie goal: the difference in red.
            let over = (day.difference?.calories?.rounded() ?? 0) > 0
            table.add(["\(day.date.weekday.abbreviation) \(day.date)"] + NutrientColumns.cells(day.totals)
                + [day.goals?.calories.map(Format.calories) ?? "", difference, day.entries == 0 ? "" : "\(day.entries)"],
                red: over ? [6] : [])
        }
        table.addRule()
        table.add(["Average"] + NutrientColumns.cells(average))
        text += table.render(width: width) + "\n"
        text += PeriodRendering.summary(self)
        text += PeriodNutrients.text(self, width: width)
        return text
    }
}

/// What the table, the chart and the HTML page of `ledger report` share.
enum PeriodRendering {
    /// The three lines under the table (and under the chart).
    static func summary(_ report: PeriodReport) -> String {
        let split = report.energySplit
        var text = "Average over \(plural(report.daysWithEntries, "day")) with entries: "
            + "\(Format.calories(report.average.calories)) kcal\n"
        text += "Within ±10 % of the calorie goal: \(report.daysWithinGoal) of \(plural(report.daysWithEntries, "day"))\n"
        text += "Energy from protein \(percent(split.protein)), carbohydrates \(percent(split.carbohydrates)), "
            + "fats \(percent(split.fats))\n"
        return text
    }

    /// `+40`, `-499`, `0`.
    static func signedCalories(_ value: Double) -> String {
        let text = Format.calories(value)
        return value.rounded() > 0 ? "+" + text : text
    }

    /// `31.5 %`.
    static func percent(_ value: Double) -> String {
        Format.oneDecimal(value) + " %"
    }
}
