import MealLedger

extension ExpenditureEstimate: PrintableReport {
    /// The day the start trend stands for (the day before the window, or the first weigh-in in it).
    var trendStartFrom: CalendarDate {
        switch startSource {
        case .carriedForward(let date): return date
        case .firstInWindow(let date): return date
        }
    }

    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("asOf", asOf)
            json.member("days", days)
            json.member("windowStart", windowStart)
            json.member("daysWithEntries", daysWithEntries)
            json.member("meanIntake", meanIntake)
            json.member("weighIns", weighIns)
            json.member("weighInDays", weighInDays)
            json.member("trendStart", trendStart)
            json.member("trendStartFrom", trendStartFrom)
            if case .carriedForward = startSource {
                json.member("trendStartSource", "carriedForward")
            } else {
                json.member("trendStartSource", "firstInWindow")
            }
            json.member("trendEnd", trendEnd)
            json.member("trendEndFrom", trendEndFrom)
            json.member("trendChange", trendChange)
            json.member("expenditure", expenditure)
            json.member("low", low)
            json.member("high", high)
        }
    }

    func text(width: Int?) -> String {
        let before = windowStart.adding(days: -1)
        let startNote: String
        switch startSource {
        case .carriedForward(let date):
            startNote = date == before ? "on \(before)" : "on \(before), carried forward from \(date)"
        case .firstInWindow(let date):
            startNote = "no weigh-in before the window: the first in it, \(date)"
        }
        let endNote = trendEndFrom == asOf ? "on \(asOf)" : "on \(asOf), carried forward from \(trendEndFrom)"
        let stored = trendChange * Self.kcalPerKilogram / Double(days)
        var table = Table([("", .left), ("", .right), ("", .left)])
        table.add(["days in the window", String(days), "\(windowStart) to \(asOf)"])
        table.add(["days with entries", String(daysWithEntries), ""])
        table.add(["mean intake", Format.calories(meanIntake), "kcal a day, over the days with entries"])
        table.add(["weigh-ins", String(weighIns), "on \(weighInDays) days of the window"])
        table.add(["trend at the start", WeightFormat.trend(trendStart), "kg \(startNote)"])
        table.add(["trend at the end", WeightFormat.trend(trendEnd), "kg \(endNote)"])
        table.add(["trend change", WeightFormat.trend(trendChange),
                   "kg × 7700 kcal/kg ÷ \(days) days = \(Format.calories(stored)) kcal a day stored"])
        let rows = table.render(width: nil).split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        var text = "Energy expenditure as of \(asOf), over \(days) days\n\n"
        text += rows.filter { !$0.allSatisfy(\.isWhitespace) }.map { "  " + $0 }.joined(separator: "\n") + "\n\n"
        text += "  expenditure  \(Format.calories(expenditure)) kcal a day "
            + "(range \(Format.calories(low)) to \(Format.calories(high)))\n"
        text += "               = \(Format.calories(meanIntake)) − (\(WeightFormat.trend(trendChange)) × 7700) ÷ \(days)\n"
        return text
    }
}
