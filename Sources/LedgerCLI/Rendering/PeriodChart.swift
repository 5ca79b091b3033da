import MealLedger

/// `ledger report --chart`: one bar per day against the calorie goal, in plain characters
/// so it reads the same without colour, in a pipe or in a file.
///
/// ```
/// Fri 2026-11-13  ##############################.....|        1601  -499
/// Sat 2026-11-14  ###################################|###     2230  +130
/// ```
/// `#` is eaten, `.` the rest of the way to the goal, `|` the goal.
enum PeriodChart {
    /// Bars are this wide when the width is unlimited (not on a terminal).
    static let unlimitedBarWidth = 60
    /// Bars are never narrower than this, however narrow the terminal.
    static let narrowestBar = 10

    /// The chart, every line at most `width` columns (when the bars can be 10 wide); nil
    /// width: unlimited.
    static func render(_ report: PeriodReport, width: Int?) -> String {
        let labels = report.days.map { "\($0.date.weekday.abbreviation) \($0.date)" }
        let figures = report.days.map { Format.calories($0.totals.calories) }
        let differences = report.days.map { $0.difference?.calories.map(PeriodRendering.signedCalories) ?? "" }
        let labelWidth = labels.map(\.count).max() ?? 0
        let figureWidth = max(4, figures.map(\.count).max() ?? 0)
        let differenceWidth = differences.map(\.count).max() ?? 0
        let fixed = labelWidth + 2 + 2 + figureWidth + (differenceWidth > 0 ? 2 + differenceWidth : 0)
        let barWidth = width.map { max(narrowestBar, $0 - fixed) } ?? unlimitedBarWidth
        let largest = report.days.map { max($0.totals.calories, $0.goals?.calories ?? 0) }.max() ?? 0
        let scale = largest > 0 && largest.isFinite ? Double(barWidth) / largest : 0

        var text = fit("kcal a day, \(report.from) to \(report.to): # eaten, . short of the goal, | goal\n", width)
        for (index, day) in report.days.enumerated() {
            let eaten = cells(day.totals.calories, scale: scale, limit: barWidth)
            var bar = Array(repeating: Character(" "), count: barWidth)
            for position in 0..<eaten { bar[position] = "#" }
            if let goal = day.goals?.calories {
                let mark = min(max(cells(goal, scale: scale, limit: barWidth) - 1, 0), barWidth - 1)
                for position in eaten..<max(eaten, mark) { bar[position] = "." }
                bar[mark] = "|"
            }
            var line = pad(labels[index], labelWidth) + "  " + String(bar) + "  "
                + String(repeating: " ", count: figureWidth - figures[index].count) + figures[index]
            if differenceWidth > 0 {
                line += "  " + String(repeating: " ", count: differenceWidth - differences[index].count) + differences[index]
            }
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        text += "\n" + PeriodRendering.summary(report).split(separator: "\n").map { fit(String($0) + "\n", width) }.joined()
        return text
    }

    /// How many cells `value` fills at `scale`, rounded, within 0…limit.
    static func cells(_ value: Double, scale: Double, limit: Int) -> Int {
        let count = (value * scale).rounded()
        guard count.isFinite, count > 0 else { return 0 }
        return min(Int(count), limit)
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// A line cut to `width` columns (keeping its newline), with `…` where it was cut.
    static func fit(_ line: String, _ width: Int?) -> String {
        let body = line.hasSuffix("\n") ? String(line.dropLast()) : line
        guard let width, body.count > width, width > 1 else { return line }
        return String(body.prefix(width - 1)) + "…\n"
    }
}
