import MealLedger

/// `ledger report` as a table for people and as JSON for scripts.
enum PeriodRendering {
    /// `{"from","to","days":[…],"average","daysWithEntries","daysWithinGoal","energySplit"}` (SPEC 10).
    static func json(_ report: PeriodReport) -> JSONWriter {
        var json = JSONWriter()
        json.raw("{")
        json.member("from", first: true); json.string(report.from.description)
        json.member("to"); json.string(report.to.description)
        json.member("days"); json.raw("[")
        for (index, day) in report.days.enumerated() {
            if index > 0 { json.raw(",") }
            json.raw("{")
            json.member("date", first: true); json.string(day.date.description)
            json.member("totals"); json.nutrients(day.totals)
            json.member("goals"); json.goals(day.goals)
            json.member("difference"); json.goals(day.difference)
            json.member("entries"); json.number(Double(day.entries))
            json.raw("}")
        }
        json.raw("]")
        json.member("average"); json.nutrients(report.average)
        json.member("daysWithEntries"); json.number(Double(report.daysWithEntries))
        json.member("daysWithinGoal"); json.number(Double(report.daysWithinGoal))
        json.member("energySplit"); json.raw("{")
        json.member("protein", first: true); json.reportNumber(report.energySplit.protein)
        json.member("carbohydrates"); json.reportNumber(report.energySplit.carbohydrates)
        json.member("fats"); json.reportNumber(report.energySplit.fats)
        json.raw("}}")
        return json
    }

    /// The days with their goals and differences, the average and the summary lines.
    static func table(_ report: PeriodReport) -> String {
        var text = "Report \(report.from) to \(report.to) (\(plural(report.days.count, "day")))\n\n"
        var table = Table([("DAY", .left)] + NutrientColumns.headers
            + [("GOAL KCAL", .right), ("DIFF", .right), ("ENTRIES", .right)])
        for day in report.days {
            let difference = day.difference?.calories.map(signedCalories) ?? ""
            table.add(["\(day.date.weekday.abbreviation) \(day.date)"] + NutrientColumns.cells(day.totals)
                + [day.goals?.calories.map(Format.calories) ?? "", difference, day.entries == 0 ? "" : "\(day.entries)"])
        }
        table.addRule()
        table.add(["Average"] + NutrientColumns.cells(report.average))
        text += table.render() + "\n"
        text += summary(report)
        return text
    }

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
