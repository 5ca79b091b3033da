import MealLedger

/// What `ledger goals suggest` prints: the goals.set, and every figure it came from.
struct GoalsSuggestion: PrintableReport {
    var estimate: ExpenditureEstimate
    /// Kilograms a week, negative to lose.
    var rate: Double
    var goals: GoalsSet
    var trendWeight: Double
    var proteinPerKilogram: Double
    /// The lines appended (or, in a dry run, that would be); empty without --apply.
    var appended: [Event]
    var applied: Bool

    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("expenditure", estimate.expenditure)
            json.member("low", estimate.low)
            json.member("high", estimate.high)
            json.member("ratePerWeek", rate)
            json.member("dailyBalance", rate * ExpenditureEstimate.kcalPerKilogram / 7)
            json.member("trendWeight", trendWeight)
            json.member("proteinPerKilogram", proteinPerKilogram)
            json.member("goals") { json in
                json.object { json in
                    json.member("from", goals.from)
                    json.member("calories", orNull: goals.calories)
                    json.member("protein", orNull: goals.protein)
                }
            }
            json.member("appended") { $0.array(appended) { $1.write(to: &$0) } }
            json.member("applied", applied)
        }
    }

    func text(width: Int?) -> String {
        let balance = rate * ExpenditureEstimate.kcalPerKilogram / 7
        let verb = rate < 0 ? "lose" : "gain"
        var text = "Expenditure \(Format.calories(estimate.expenditure)) kcal a day "
            + "(range \(Format.calories(estimate.low)) to \(Format.calories(estimate.high)); 'ledger expenditure' shows how)\n"
        text += "To \(verb) \(CanonicalNumber.text((abs(rate) * 1000).rounded() / 1000)) kg a week: "
            + "\(Format.calories(estimate.expenditure)) \(rate < 0 ? "−" : "+") \(Format.calories(abs(balance))) "
            + "(\(CanonicalNumber.text((abs(rate) * 1000).rounded() / 1000)) × 7700 ÷ 7) = \(Format.calories(goals.calories ?? 0)) kcal a day\n"
        text += "Protein \(Format.calories(goals.protein ?? 0)) g a day: \(CanonicalNumber.text(proteinPerKilogram)) g per kg "
            + "of the trend weight \(WeightFormat.trend(trendWeight)) kg\n\n"
        if appended.isEmpty {
            var data = JSONWriter()
            data.write(EventPayload.goalsSet(goals).jsonValue)
            text += "Would append: goals.set \(data.text)\n(add --apply to append it)\n"
        } else {
            text += (applied ? "Appended:\n" : "Would append:\n") + DryRunLines.text(appended)
        }
        return text
    }
}
