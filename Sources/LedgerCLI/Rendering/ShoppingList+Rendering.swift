import MealLedger

/// `ledger shopping`: what the week's planned meals need, as a table and as JSON.
extension ShoppingList: PrintableReport {
    func text(width: Int?) -> String {
        var text = "Shopping for the week of \(start) to \(start.adding(days: 6)) "
            + "(\(plural(plannedMeals, "planned meal")))\n\n"
        if items.isEmpty {
            text += "Nothing to buy: no planned meal has ingredients.\n"
        } else {
            var table = Table([("FOOD", .left), ("AMOUNT", .right), ("GRAMS", .right), ("FOR", .left)])
            for item in items {
                for (index, line) in item.lines.enumerated() {
                    let first = index == 0
                    let grams = item.lines.count > 1 ? (line.grams.map(Format.calories) ?? "") : (item.grams.map(Format.calories) ?? "")
                    table.add([first ? item.name : "", "\(Format.quantity(line.quantity)) \(line.unit)", grams,
                               line.meals.joined(separator: ", ")])
                }
                if item.lines.count > 1, let grams = item.grams {
                    table.add(["", "in all", Format.calories(grams), ""])
                }
            }
            text += table.render(width: width)
        }
        if !deletedMeals.isEmpty {
            text += "\nNot counted (deleted since planned): \(deletedMeals.joined(separator: ", "))\n"
        }
        return text
    }

    /// `{"start","end","items":[{"name","foodId","grams"|null,"amounts":[{"quantity","unit","grams"|null,"meals"}]}],"deletedMeals"}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("start", start)
            json.member("end", start.adding(days: 6))
            json.member("items") { json in
                json.array(items) { json, item in
                    json.object { json in
                        json.member("name", item.name)
                        json.member("foodId", orNull: item.foodId)
                        json.member("grams", roundedOrNull: item.grams)
                        json.member("amounts") { json in
                            json.array(item.lines) { json, line in
                                json.object { json in
                                    json.member("quantity", rounded: line.quantity)
                                    json.member("unit", line.unit)
                                    json.member("grams", roundedOrNull: line.grams)
                                    json.member("meals", line.meals)
                                }
                            }
                        }
                    }
                }
            }
            json.member("deletedMeals", deletedMeals)
        }
    }
}

extension JSONWriter {
    /// `"key":1.2346` rounded as `member(_:rounded:)`, or `"key":null` when there is none.
    mutating func member(_ key: StaticString, roundedOrNull value: Double?) {
        if let value { member(key, rounded: value) } else { member(key) { $0.null() } }
    }
}
