import MealLedger

/// Writing report values as JSON; sums are rounded to 4 decimals so scripts never see float noise.
extension JSONWriter {
    mutating func reportNumber(_ value: Double) {
        let rounded = (value * 10_000).rounded() / 10_000
        number(rounded == 0 ? 0 : rounded)
    }

    mutating func member(_ name: String, first: Bool = false) {
        if !first { raw(",") }
        string(name)
        raw(":")
    }

    /// `{"calories":…,"protein":…,"carbohydrates":…,"fats":…}`
    mutating func nutrients(_ value: Nutrients) {
        raw("{")
        member("calories", first: true); reportNumber(value.calories)
        member("protein"); reportNumber(value.protein)
        member("carbohydrates"); reportNumber(value.carbohydrates)
        member("fats"); reportNumber(value.fats)
        raw("}")
    }

    /// Goals with only the values that have one; `null` when there are none.
    mutating func goals(_ value: Goals?) {
        guard let value else { raw("null"); return }
        raw("{")
        var first = true
        for (name, number) in [("calories", value.calories), ("protein", value.protein),
                               ("carbohydrates", value.carbohydrates), ("fats", value.fats)] {
            guard let number else { continue }
            member(name, first: first)
            reportNumber(number)
            first = false
        }
        raw("}")
    }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    mutating func strings(_ values: [String]) {
        raw("[")
        for (index, value) in values.enumerated() {
            if index > 0 { raw(",") }
            string(value)
        }
        raw("]")
    }

    /// An event as it stands in the journal.
    mutating func event(_ event: Event) {
        write(event.jsonValue)
    }
}

extension Event {
    /// The event as a JSON value in canonical key order.
    var jsonValue: JSONValue {
        (try? JSONParser.parse(canonicalBytes)) ?? .null
    }
}

/// Finishes a JSON document on stdout.
func printJSON(_ writer: JSONWriter, to context: CommandContext) {
    context.stdout.write(bytes: writer.bytes)
    context.stdout.line()
}
