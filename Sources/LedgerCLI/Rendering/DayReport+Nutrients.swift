import MealLedger

/// `ledger day --nutrients`: each nutrient of the vocabulary on the day, its total, its limit
/// and the share reached, and how many entries did not say.
struct DayNutrients: PrintableReport {
    var report: DayReport

    /// `{"date","entries","goalsFrom"|null,"nutrients":{"fiber":{"total"|null,"unit","entriesUnknown",
    /// "minimum"?,"maximum"?,"share"?,"withinLimits"?},…}}`, every key of the vocabulary in its order.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("date", report.date)
            json.member("entries", report.entries.count)
            json.member("goalsFrom", orNull: report.goalsFrom?.description)
            json.member("nutrients") { json in
                json.object { json in
                    for line in report.nutrientLines {
                        json.member(key: line.nutrient.key) { json in
                            json.object { json in
                                json.member("total") { json in
                                    if let total = line.total { json.number(Self.rounded(total)) } else { json.null() }
                                }
                                json.member("unit", line.nutrient.unit)
                                json.member("entriesUnknown", line.entriesUnknown)
                                if let minimum = line.minimum { json.member("minimum", minimum) }
                                if let maximum = line.maximum { json.member("maximum", maximum) }
                                if let share = line.share { json.member("share", rounded: share) }
                                if let within = line.isWithinLimits { json.member("withinLimits", within) }
                            }
                        }
                    }
                }
            }
        }
    }

    static func rounded(_ value: Double) -> Double {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == 0 ? 0 : rounded
    }

    func text(width: Int?) -> String {
        let count = report.entries.count
        var text = "\(report.date.weekday.rawValue.capitalizedFirst) \(report.date): nutrients of \(count) "
            + "entr\(count == 1 ? "y" : "ies")\n\n"
        guard count > 0 else { return text + "Nothing logged.\n" }
        var table = Table([("NUTRIENT", .left), ("TOTAL", .right), ("UNIT", .left), ("LIMIT", .right),
                           ("REACHED", .right), ("NOT SAID", .right)])
        for line in report.nutrientLines {
            let limit = [line.minimum.map { "≥ " + NutrientFormat.amount($0) }, line.maximum.map { "≤ " + NutrientFormat.amount($0) }]
                .compactMap { $0 }.joined(separator: " ")
            let overMaximum = line.maximum.map { (line.total ?? 0) > $0 } ?? false
            table.add([line.nutrient.label, line.total.map(NutrientFormat.amount) ?? "–", line.nutrient.unit, limit,
                       line.share.map(NutrientFormat.share) ?? "",
                       line.entriesUnknown == 0 ? "" : "\(line.entriesUnknown) of \(count)"],
                      red: overMaximum ? [1, 4] : [])
        }
        text += table.render(width: width)
        if report.nutrientLines.contains(where: { $0.entriesUnknown > 0 }) {
            text += "\nNOT SAID: entries that gave no value (a meal: not for every item); their share is not in TOTAL.\n"
        }
        return text
    }
}

/// `ledger day --top NUTRIENT`: the day's entries that gave the most of one nutrient.
struct DayTopEntries: PrintableReport {
    var report: DayReport
    var nutrient: Nutrient

    /// `{"date","nutrient","unit","total"|null,"entriesUnknown","entries":[{"entryId","name","amount","share","partial"}]}`.
    func writeJSON(to json: inout JSONWriter) {
        let line = report.nutrientLines[nutrient.rawValue]
        json.object { json in
            json.member("date", report.date)
            json.member("nutrient", nutrient.key)
            json.member("unit", nutrient.unit)
            json.member("total") { json in
                if let total = line.total { json.number(DayNutrients.rounded(total)) } else { json.null() }
            }
            json.member("entriesUnknown", line.entriesUnknown)
            json.member("entries") { json in
                json.array(report.topEntries(by: nutrient)) { json, top in
                    json.object { json in
                        json.member("entryId", top.entry.entryId)
                        json.member("name", top.entry.name)
                        json.member("amount", rounded: top.value)
                        json.member("share", rounded: (line.total ?? 0) > 0 ? top.value / line.total! : 0)
                        json.member("partial", top.isPartial)
                    }
                }
            }
        }
    }

    func text(width: Int?) -> String {
        let line = report.nutrientLines[nutrient.rawValue]
        var text = "\(report.date.weekday.rawValue.capitalizedFirst) \(report.date): \(nutrient.label.lowercased()) "
            + "(\(nutrient.unit)), most first\n\n"
        let top = report.topEntries(by: nutrient)
        if top.isEmpty {
            text += report.entries.isEmpty ? "Nothing logged.\n" : "No entry says how much \(nutrient.label.lowercased()) it holds.\n"
        } else {
            var table = Table([("ENTRY", .left), ("NAME", .left), ("AMOUNT", .right), ("SHARE", .right)])
            table.keepWhole(["ENTRY"])
            for item in top {
                let share = (line.total ?? 0) > 0 ? NutrientFormat.share(item.value / line.total!) : ""
                table.add([item.entry.entryId.short, item.entry.name + (item.isPartial ? " (some items)" : ""),
                           NutrientFormat.amount(item.value), share])
            }
            table.addRule()
            table.add(["", "Total", line.total.map(NutrientFormat.amount) ?? "–", ""])
            text += table.render(width: width)
        }
        if line.entriesUnknown > 0 {
            text += "\n\(line.entriesUnknown) of \(report.entries.count) entries did not say "
                + "(a meal: not for every item); the total leaves them out.\n"
        }
        return text
    }
}
