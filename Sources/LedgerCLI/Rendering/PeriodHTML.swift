import MealLedger

/// `ledger report --html`: one self-contained HTML5 page — inline CSS and SVG, no script,
/// nothing fetched — with calories per day against the goal, the macro split per day, and
/// the table.
enum PeriodHTML {
    static let chartWidth = 760.0

    static func render(_ report: PeriodReport) -> String {
        let title = "MealLedger report \(report.from) to \(report.to)"
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>\(style)</style>
        </head>
        <body>
        <h1>\(escape(title))</h1>

        """
        html += summary(report)
        html += "<h2>Calories per day against the goal</h2>\n" + caloriesChart(report)
        html += "<h2>Where the energy came from, per day</h2>\n" + splitChart(report)
        html += "<h2>Day by day</h2>\n" + table(report)
        html += PeriodNutrients.html(report)
        html += "</body>\n</html>\n"
        return html
    }

    static let style = """

    body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#222;background:#fff}
    h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
    svg{display:block;width:100%;height:auto}
    svg text{font-size:11px;fill:#444}
    .eaten{fill:#4a7fb5}.over{fill:#c8553d}.goal{stroke:#111;stroke-width:2}
    .axis{stroke:#888;stroke-width:1}.grid{stroke:#e4e4e4;stroke-width:1}
    .protein{fill:#5b8c5a}.carbohydrates{fill:#e0a458}.fats{fill:#9c4f96}
    .key span{display:inline-block;width:.8em;height:.8em;margin:0 .3em 0 1em;vertical-align:-.05em}
    .key .protein{background:#5b8c5a}.key .carbohydrates{background:#e0a458}.key .fats{background:#9c4f96}
    .key .eaten{background:#4a7fb5}.key .over{background:#c8553d}.key .goal{background:#111;height:.2em;vertical-align:.25em}
    table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
    th,td{padding:.25rem .5rem;border-bottom:1px solid #ddd;text-align:right}
    th:first-child,td:first-child{text-align:left}tfoot td{font-weight:bold}

    """

    /// The figures under the title.
    static func summary(_ report: PeriodReport) -> String {
        let split = report.energySplit
        return """
        <ul>
        <li>Average over \(plural(report.daysWithEntries, "day")) with entries: <strong>\(Format.calories(report.average.calories)) kcal</strong>, protein \(Format.grams(report.average.protein)) g, carbohydrates \(Format.grams(report.average.carbohydrates)) g, fats \(Format.grams(report.average.fats)) g</li>
        <li>Within ±10 % of the calorie goal: <strong>\(report.daysWithinGoal)</strong> of \(plural(report.daysWithEntries, "day"))</li>
        <li>Energy from protein \(PeriodRendering.percent(split.protein)), carbohydrates \(PeriodRendering.percent(split.carbohydrates)), fats \(PeriodRendering.percent(split.fats))</li>
        </ul>

        """
    }

    /// Vertical bars of kcal eaten, a dark mark at each day's goal; red past 10 % over it.
    static func caloriesChart(_ report: PeriodReport) -> String {
        let (left, right, top, bottom) = (48.0, 8.0, 10.0, 34.0)
        let height = 260.0
        let plotWidth = chartWidth - left - right
        let plotHeight = height - top - bottom
        let largest = report.days.map { max($0.totals.calories, $0.goals?.calories ?? 0) }.max() ?? 0
        let step = tickStep(largest)
        let top_ = max(step, (largest / step).rounded(.up) * step)
        func y(_ value: Double) -> Double { top + plotHeight - min(value, top_) / top_ * plotHeight }
        let slot = plotWidth / Double(max(report.days.count, 1))
        var svg = "<p class=\"key\"><span class=\"eaten\"></span>eaten<span class=\"over\"></span>more than 10 % over the goal<span class=\"goal\"></span>goal</p>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(chartWidth)) \(n(height))\" role=\"img\" aria-label=\"Calories per day against the goal\">\n"
        var tick = 0.0
        while tick <= top_ {
            svg += "<line class=\"grid\" x1=\"\(n(left))\" y1=\"\(n(y(tick)))\" x2=\"\(n(chartWidth - right))\" y2=\"\(n(y(tick)))\"/>"
            svg += "<text x=\"\(n(left - 6))\" y=\"\(n(y(tick) + 4))\" text-anchor=\"end\">\(Format.calories(tick))</text>\n"
            tick += step
        }
        let labelEvery = max(1, Int((Double(report.days.count) / 16).rounded(.up)))
        for (index, day) in report.days.enumerated() {
            let x = left + Double(index) * slot
            let eaten = day.totals.calories
            let over = (day.goals?.calories).map { eaten > $0 * (1 + PeriodReport.calorieTolerance) } ?? false
            let tip = "\(day.date): \(Format.calories(eaten)) kcal" + (day.goals?.calories.map { " of \(Format.calories($0))" } ?? "")
            svg += "<rect class=\"\(over ? "over" : "eaten")\" x=\"\(n(x + slot * 0.15))\" y=\"\(n(y(eaten)))\" "
                + "width=\"\(n(slot * 0.7))\" height=\"\(n(top + plotHeight - y(eaten)))\"><title>\(escape(tip))</title></rect>"
            if let goal = day.goals?.calories {
                svg += "<line class=\"goal\" x1=\"\(n(x + slot * 0.05))\" y1=\"\(n(y(goal)))\" x2=\"\(n(x + slot * 0.95))\" y2=\"\(n(y(goal)))\"/>"
            }
            if index % labelEvery == 0 {
                svg += "<text x=\"\(n(x + slot / 2))\" y=\"\(n(height - bottom + 16))\" text-anchor=\"middle\">\(day.date.description.dropFirst(5))</text>"
            }
            svg += "\n"
        }
        svg += "<line class=\"axis\" x1=\"\(n(left))\" y1=\"\(n(top + plotHeight))\" x2=\"\(n(chartWidth - right))\" y2=\"\(n(top + plotHeight))\"/>\n"
        return svg + "</svg>\n"
    }

    /// A 100 % bar a day: the share of energy from protein, carbohydrates and fats.
    static func splitChart(_ report: PeriodReport) -> String {
        let (left, right, top, bottom) = (48.0, 8.0, 10.0, 34.0)
        let height = 220.0
        let plotWidth = chartWidth - left - right
        let plotHeight = height - top - bottom
        let slot = plotWidth / Double(max(report.days.count, 1))
        var svg = "<p class=\"key\"><span class=\"protein\"></span>protein<span class=\"carbohydrates\"></span>carbohydrates<span class=\"fats\"></span>fats</p>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(chartWidth)) \(n(height))\" role=\"img\" aria-label=\"Energy split per day\">\n"
        for percent in stride(from: 0, through: 100, by: 25) {
            let y = top + plotHeight - Double(percent) / 100 * plotHeight
            svg += "<line class=\"grid\" x1=\"\(n(left))\" y1=\"\(n(y))\" x2=\"\(n(chartWidth - right))\" y2=\"\(n(y))\"/>"
            svg += "<text x=\"\(n(left - 6))\" y=\"\(n(y + 4))\" text-anchor=\"end\">\(percent) %</text>\n"
        }
        let labelEvery = max(1, Int((Double(report.days.count) / 16).rounded(.up)))
        for (index, day) in report.days.enumerated() {
            let x = left + Double(index) * slot
            let split = EnergySplit(day.totals)
            var base = top + plotHeight
            for (name, share) in [("protein", split.protein), ("carbohydrates", split.carbohydrates), ("fats", split.fats)] where share > 0 {
                let size = share / 100 * plotHeight
                base -= size
                svg += "<rect class=\"\(name)\" x=\"\(n(x + slot * 0.15))\" y=\"\(n(base))\" width=\"\(n(slot * 0.7))\" height=\"\(n(size))\">"
                    + "<title>\(day.date) \(name) \(PeriodRendering.percent(share))</title></rect>"
            }
            if index % labelEvery == 0 {
                svg += "<text x=\"\(n(x + slot / 2))\" y=\"\(n(height - bottom + 16))\" text-anchor=\"middle\">\(day.date.description.dropFirst(5))</text>"
            }
            svg += "\n"
        }
        return svg + "</svg>\n"
    }

    /// The table `ledger report` prints, as HTML.
    static func table(_ report: PeriodReport) -> String {
        var html = "<table>\n<thead><tr><th>Day</th><th>kcal</th><th>Protein g</th><th>Carbs g</th><th>Fats g</th>"
            + "<th>Goal kcal</th><th>Difference</th><th>Entries</th></tr></thead>\n<tbody>\n"
        for day in report.days {
            html += "<tr><td>\(day.date.weekday.abbreviation) \(day.date)</td>" + cells(day.totals)
                + "<td>\(day.goals?.calories.map(Format.calories) ?? "")</td>"
                + "<td>\(day.difference?.calories.map(PeriodRendering.signedCalories) ?? "")</td>"
                + "<td>\(day.entries)</td></tr>\n"
        }
        html += "</tbody>\n<tfoot><tr><td>Average</td>" + cells(report.average) + "<td></td><td></td><td></td></tr></tfoot>\n</table>\n"
        return html
    }

    static func cells(_ value: Nutrients) -> String {
        NutrientColumns.cells(value).map { "<td>\($0)</td>" }.joined()
    }

    /// A round step for the axis: 1, 2 or 5 × a power of ten, about 5 ticks up to `largest`.
    static func tickStep(_ largest: Double) -> Double {
        guard largest > 0, largest.isFinite else { return 500 }
        var step = 1.0
        while largest / step > 6 {
            for factor in [2.0, 2.5, 2.0] where largest / step > 6 { step *= factor }
        }
        return step
    }

    /// A coordinate with one decimal.
    static func n(_ value: Double) -> String {
        Format.oneDecimal(value)
    }

    /// Text made safe for HTML.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
