import MealLedger

/// `ledger shopping` as a table and as JSON.
enum ShoppingRendering {
    static func table(_ list: ShoppingList) -> String {
        var text = "Shopping for the week of \(list.start) to \(list.start.adding(days: 6)) "
            + "(\(plural(list.plannedMeals, "planned meal")))\n\n"
        if list.items.isEmpty {
            text += "Nothing to buy: no planned meal has ingredients.\n"
        } else {
            var table = Table([("FOOD", .left), ("AMOUNT", .right), ("GRAMS", .right), ("FOR", .left)])
            for item in list.items {
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
            text += table.render()
        }
        if !list.deletedMeals.isEmpty {
            text += "\nNot counted (deleted since planned): \(list.deletedMeals.joined(separator: ", "))\n"
        }
        return text
    }

    static func json(_ list: ShoppingList) -> JSONWriter {
        var json = JSONWriter()
        json.raw("{")
        json.member("start", first: true); json.string(list.start.description)
        json.member("end"); json.string(list.start.adding(days: 6).description)
        json.member("items"); json.raw("[")
        for (index, item) in list.items.enumerated() {
            if index > 0 { json.raw(",") }
            json.raw("{")
            json.member("name", first: true); json.string(item.name)
            json.member("foodId"); json.optionalString(item.foodId)
            json.member("grams"); optionalNumber(item.grams, &json)
            json.member("amounts"); json.raw("[")
            for (lineIndex, line) in item.lines.enumerated() {
                if lineIndex > 0 { json.raw(",") }
                json.raw("{")
                json.member("quantity", first: true); json.reportNumber(line.quantity)
                json.member("unit"); json.string(line.unit)
                json.member("grams"); optionalNumber(line.grams, &json)
                json.member("meals"); json.strings(line.meals)
                json.raw("}")
            }
            json.raw("]}")
        }
        json.raw("]")
        json.member("deletedMeals"); json.strings(list.deletedMeals)
        json.raw("}")
        return json
    }

    static func optionalNumber(_ value: Double?, _ json: inout JSONWriter) {
        if let value { json.reportNumber(value) } else { json.raw("null") }
    }
}
