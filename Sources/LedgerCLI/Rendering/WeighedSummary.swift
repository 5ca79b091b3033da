import MealLedger

/// What `ledger weigh` and a weigh-in's `fix` print: the weigh-in (the lines first, in a dry
/// run) and the trend weight and weekly rate it gives on its day.
struct WeighedSummary: PrintableReport {
    /// Every event of the batch, a new journal's `journal.created` included.
    var batch: [Event]
    var weighIn: WeightLogged
    var trend: Double?
    var weeklyRate: Double?
    var isDryRun: Bool
    /// `Weighed`, `Corrected`: what was done, for the text.
    var verb = "Weighed"

    init(outcome: JournalAppender.Outcome, weighIn: WeightLogged, isDryRun: Bool) {
        batch = outcome.events
        self.weighIn = weighIn
        let trend = WeightTrend(outcome.state.weights)
        self.trend = trend.trend(on: weighIn.date)
        weeklyRate = trend.weeklyRate(on: weighIn.date)
        self.isDryRun = isDryRun
    }

    /// `{"appended":[…],"weighIn":{"entryId","date","kg"},"trend":kg|null,"weeklyRate":kg|null,"dryRun":bool}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("appended") { $0.array(batch.filter { $0.type != .journalCreated }) { $1.write(to: &$0) } }
            json.member("weighIn") { json in
                json.object { json in
                    json.member("entryId", weighIn.entryId.description)
                    json.member("date", weighIn.date.description)
                    json.member("kg", weighIn.kg)
                }
            }
            json.member("trend", orNull: trend)
            json.member("weeklyRate", orNull: weeklyRate)
            json.member("dryRun", isDryRun)
        }
    }

    func text(width: Int?) -> String {
        var text = isDryRun ? DryRunLines.text(batch) + "\n" : ""
        let verb = isDryRun ? "Would log" : verb
        text += "\(verb) \(WeightFormat.kg(weighIn.kg)) kg on \(weighIn.date) [\(weighIn.entryId.short)]\n"
        if let trend {
            let rate = weeklyRate.map { ", \(WeightFormat.change($0)) kg over 7 days" } ?? ""
            text += "Trend \(WeightFormat.trend(trend)) kg\(rate)\n"
        }
        return text
    }
}
