import MealLedger

/// `ledger report`'s nutrient section: each nutrient's daily average over the days with
/// entries, the days it was known and short, and the days within its limits.
enum PeriodNutrients {
    /// `"nutrients":{"fiber":{"average"|null,"unit","daysKnown","daysIncomplete","daysWithLimit",
    /// "daysWithinLimit"},…}`, every key of the vocabulary in its order.
    static func writeMember(_ report: PeriodReport, to json: inout JSONWriter) {
        json.member("nutrients") { json in
            json.object { json in
                for summary in report.nutrientSummaries {
                    json.member(key: summary.nutrient.key) { json in
                        json.object { json in
                            json.member("average") { json in
                                if let average = summary.average { json.number(DayNutrients.rounded(average)) } else { json.null() }
                            }
                            json.member("unit", summary.nutrient.unit)
                            json.member("daysKnown", summary.daysKnown)
                            json.member("daysIncomplete", summary.daysIncomplete)
                            json.member("daysWithLimit", summary.daysWithLimit)
                            json.member("daysWithinLimit", summary.daysWithinLimit)
                        }
                    }
                }
            }
        }
    }

    /// The nutrients to show: those some entry gave or a limit covered.
    static func shown(_ report: PeriodReport) -> [PeriodReport.NutrientSummary] {
        report.nutrientSummaries.filter { $0.daysKnown > 0 || $0.daysWithLimit > 0 }
    }

    /// The section under the summary lines; empty when no entry gave any nutrient and no limit was set.
    static func text(_ report: PeriodReport, width: Int?) -> String {
        let shown = shown(report)
        guard !shown.isEmpty else { return "" }
        var table = Table([("NUTRIENT", .left), ("AVERAGE", .right), ("UNIT", .left), ("DAYS KNOWN", .right),
                           ("SHORT", .right), ("WITHIN LIMIT", .right)])
        for summary in shown {
            table.add(row(summary, daysWithEntries: report.daysWithEntries))
        }
        return "\nNutrients, a day on average over the days with entries that gave them:\n\n" + table.render(width: width)
            + "SHORT: days on which some entry did not say, so the day's total is short.\n"
    }

    static func row(_ summary: PeriodReport.NutrientSummary, daysWithEntries: Int) -> [String] {
        [summary.nutrient.label, summary.average.map(NutrientFormat.amount) ?? "–", summary.nutrient.unit,
         "\(summary.daysKnown) of \(daysWithEntries)", summary.daysIncomplete == 0 ? "" : "\(summary.daysIncomplete)",
         summary.daysWithLimit == 0 ? "" : "\(summary.daysWithinLimit) of \(summary.daysWithLimit)"]
    }

    /// The section of the HTML page: a table like the text one; empty when there is nothing to show.
    static func html(_ report: PeriodReport) -> String {
        let shown = shown(report)
        guard !shown.isEmpty else { return "" }
        var html = "<h2>Nutrients, a day on average</h2>\n<table class=\"nutrients\">\n<thead><tr><th>Nutrient</th>"
            + "<th>Average</th><th>Unit</th><th>Days known</th><th>Short</th><th>Within limit</th></tr></thead>\n<tbody>\n"
        for summary in shown {
            html += "<tr>" + row(summary, daysWithEntries: report.daysWithEntries)
                .map { "<td>\(PeriodHTML.escape($0))</td>" }.joined() + "</tr>\n"
        }
        html += "</tbody>\n</table>\n<p>Averages are over the days with entries that gave a value; "
            + "“short” days had entries that did not say, so their totals are short.</p>\n"
        return html
    }
}
