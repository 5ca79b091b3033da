import MealLedger

/// The weight section of `ledger report` (SPEC 15): the trend over the period and the
/// expenditure estimate beside the average intake, as text and as the `"weight"` member of
/// the JSON document.
extension WeightPeriod {
    /// `Weight: trend 80.12 → 79.40 kg (-0.7), -0.3 kg a week; 12 weigh-ins` and the estimate.
    func text(averageIntake: Double) -> String {
        var text = "\nWeight: "
        if let end = trendAtEnd {
            let start = trendBefore.map { "\(WeightFormat.trend($0)) → " } ?? ""
            let change = trendBefore.map { " (\(WeightFormat.change(end - $0)) kg)" } ?? ""
            text += "trend \(start)\(WeightFormat.trend(end)) kg\(change)"
            if let weeklyRate { text += ", \(WeightFormat.change(weeklyRate)) kg a week" }
        } else {
            text += "no trend yet"
        }
        text += "; \(plural(history.rows.count, "weigh-in")) in the period\n"
        switch expenditure {
        case .success(let estimate):
            let balance = averageIntake - estimate.expenditure
            text += "Expenditure (28 days to \(to)): \(Format.calories(estimate.expenditure)) kcal a day "
                + "(range \(Format.calories(estimate.low)) to \(Format.calories(estimate.high))); "
                + "intake averaged \(Format.calories(averageIntake)), \(balance < 0 ? "" : "+")\(Format.calories(balance)) kcal a day against it\n"
        case .failure(let refusal):
            text += "Expenditure: no estimate: \(refusal)\n"
        }
        return text
    }

    /// `"weight":{"trendBefore","trendAtEnd","weeklyRate","weighIns":[…],"expenditure":{…}|null,"expenditureRefusal"}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("trendBefore", orNull: trendBefore)
            json.member("trendAtEnd", orNull: trendAtEnd)
            json.member("weeklyRate", orNull: weeklyRate)
            json.member("weighIns") { json in
                json.array(history.rows) { json, row in
                    json.object { json in
                        json.member("entryId", row.entryId)
                        json.member("date", row.date)
                        json.member("kg", row.kg)
                        json.member("trend", row.trend)
                    }
                }
            }
            switch expenditure {
            case .success(let estimate):
                json.member("expenditure") { estimate.writeJSON(to: &$0) }
                json.member("expenditureRefusal", orNull: nil as String?)
            case .failure(let refusal):
                json.member("expenditure") { $0.null() }
                json.member("expenditureRefusal", refusal.description)
            }
        }
    }

    /// The report's JSON document with `"weight"` added as its last member.
    static func adding(_ weight: WeightPeriod?, to document: JSONWriter) -> JSONWriter {
        guard let weight, document.bytes.last == UInt8(ascii: "}") else { return document }
        var member = JSONWriter()
        weight.writeJSON(to: &member)
        var bytes = Array(document.bytes.dropLast())
        bytes += Array(",\"weight\":".utf8) + member.bytes + [UInt8(ascii: "}")]
        var result = JSONWriter()
        result.encoded(bytes)
        return result
    }
}
