import MealLedger

/// The weight section of `ledger report --html` (SPEC 15): an inline SVG chart of the
/// weigh-ins with the trend line, and the expenditure estimate beside the average intake.
extension PeriodHTML {
    static let weightStyle = """
    .weighin{fill:#fff;stroke:#4a7fb5;stroke-width:1.5}.trend{fill:none;stroke:#c8553d;stroke-width:2.5}
    .key .weighin{background:#fff;border:1.5px solid #4a7fb5;border-radius:50%}.key .trend{background:#c8553d;height:.2em;vertical-align:.25em}

    """

    /// The page with the weight section placed before the day-by-day table (at the end when
    /// the page has none).
    static func render(_ report: PeriodReport, weight: WeightPeriod?) -> String {
        let page = render(report)
        guard let weight else { return page }
        let section = weightSection(weight, averageIntake: report.average.calories)
        var html = page.replacingOccurrences(of: "</style>", with: weightStyle + "</style>")
        if let anchor = html.range(of: "<h2>Day by day</h2>") {
            html.insert(contentsOf: section, at: anchor.lowerBound)
        } else if let end = html.range(of: "</body>") {
            html.insert(contentsOf: section, at: end.lowerBound)
        }
        return html
    }

    static func weightSection(_ weight: WeightPeriod, averageIntake: Double) -> String {
        var html = "<h2>Body weight and expenditure</h2>\n<ul>\n"
        if let end = weight.trendAtEnd {
            let change = weight.trendBefore.map { " (\(WeightFormat.change(end - $0)) kg over the period)" } ?? ""
            html += "<li>Trend weight on \(weight.to): <strong>\(WeightFormat.trend(end)) kg</strong>\(escape(change))"
            if let rate = weight.weeklyRate { html += ", \(escape(WeightFormat.change(rate))) kg a week" }
            html += "</li>\n"
        }
        switch weight.expenditure {
        case .success(let estimate):
            let balance = averageIntake - estimate.expenditure
            html += "<li>Expenditure (28 days to \(weight.to)): <strong>\(Format.calories(estimate.expenditure)) kcal a day</strong> "
                + "(range \(Format.calories(estimate.low)) to \(Format.calories(estimate.high))), against an average intake of "
                + "\(Format.calories(averageIntake)) kcal: \(balance < 0 ? "" : "+")\(Format.calories(balance)) kcal a day</li>\n"
            html += "<li>From \(estimate.daysWithEntries) days with entries (mean \(Format.calories(estimate.meanIntake)) kcal) and the trend "
                + "\(WeightFormat.trend(estimate.trendStart)) → \(WeightFormat.trend(estimate.trendEnd)) kg: "
                + "\(Format.calories(estimate.meanIntake)) − (\(escape(WeightFormat.trend(estimate.trendChange))) × 7700) ÷ \(estimate.days)</li>\n"
        case .failure(let refusal):
            html += "<li>No expenditure estimate: \(escape(refusal.description))</li>\n"
        }
        html += "</ul>\n"
        return html + weightChart(weight)
    }

    /// Weigh-ins as open circles and the trend as a line, one column a day of the period.
    static func weightChart(_ weight: WeightPeriod) -> String {
        let (left, right, top, bottom) = (48.0, 8.0, 10.0, 34.0)
        let height = 240.0
        let plotWidth = chartWidth - left - right
        let plotHeight = height - top - bottom
        let dayCount = weight.to.dayNumber - weight.from.dayNumber + 1
        let values = weight.history.rows.map(\.kg) + weight.dailyTrend.map(\.trend)
        guard let lowest = values.min(), let highest = values.max() else {
            return "<p>No weigh-ins in this period.</p>\n"
        }
        let step = tickStep(max(highest - lowest, 1) * 1.2) / 1
        let bottomValue = (lowest / step).rounded(.down) * step
        let topValue = max(bottomValue + step, (highest / step).rounded(.up) * step)
        let slot = plotWidth / Double(max(dayCount, 1))
        func x(_ date: CalendarDate) -> Double { left + (Double(date.dayNumber - weight.from.dayNumber) + 0.5) * slot }
        func y(_ kg: Double) -> Double { top + plotHeight - (kg - bottomValue) / (topValue - bottomValue) * plotHeight }
        var svg = "<p class=\"key\"><span class=\"weighin\"></span>weigh-in<span class=\"trend\"></span>trend weight</p>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(chartWidth)) \(n(height))\" role=\"img\" aria-label=\"Weigh-ins and the trend weight\">\n"
        var tick = bottomValue
        while tick <= topValue + step / 1000 {
            svg += "<line class=\"grid\" x1=\"\(n(left))\" y1=\"\(n(y(tick)))\" x2=\"\(n(chartWidth - right))\" y2=\"\(n(y(tick)))\"/>"
            svg += "<text x=\"\(n(left - 6))\" y=\"\(n(y(tick) + 4))\" text-anchor=\"end\">\(CanonicalNumber.text((tick * 100).rounded() / 100)) kg</text>\n"
            tick += step
        }
        let labelEvery = max(1, Int((Double(dayCount) / 16).rounded(.up)))
        var date = weight.from
        var index = 0
        while date <= weight.to {
            if index % labelEvery == 0 {
                svg += "<text x=\"\(n(x(date)))\" y=\"\(n(height - bottom + 16))\" text-anchor=\"middle\">\(date.description.dropFirst(5))</text>"
            }
            date = date.adding(days: 1)
            index += 1
        }
        svg += "\n"
        if weight.dailyTrend.count > 1 {
            let points = weight.dailyTrend.map { "\(n(x($0.date))),\(n(y($0.trend)))" }.joined(separator: " ")
            svg += "<polyline class=\"trend\" points=\"\(points)\"><title>trend weight</title></polyline>\n"
        }
        for row in weight.history.rows {
            svg += "<circle class=\"weighin\" cx=\"\(n(x(row.date)))\" cy=\"\(n(y(row.kg)))\" r=\"3.5\">"
                + "<title>\(row.date): \(WeightFormat.kg(row.kg)) kg, trend \(WeightFormat.trend(row.trend)) kg</title></circle>\n"
        }
        svg += "<line class=\"axis\" x1=\"\(n(left))\" y1=\"\(n(top + plotHeight))\" x2=\"\(n(chartWidth - right))\" y2=\"\(n(top + plotHeight))\"/>\n"
        return svg + "</svg>\n"
    }
}
