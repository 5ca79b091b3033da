import MealLedger

/// The members reports share in their `--json` documents.
extension JSONWriter {
    /// `"key":1.2346` — a sum rounded to 4 decimals, so scripts never see float noise.
    mutating func member(_ key: StaticString, rounded value: Double) {
        let rounded = (value * 10_000).rounded() / 10_000
        member(key, rounded == 0 ? 0 : rounded)
    }

    /// `"key":{"calories":…,"protein":…,"carbohydrates":…,"fats":…}`, or `null` when absent.
    mutating func member(_ key: StaticString, _ value: Nutrients?) {
        member(key) { json in
            guard let value else { return json.null() }
            json.nutrients(value)
        }
    }

    /// `{"calories":…,"protein":…,"carbohydrates":…,"fats":…}`, each rounded.
    mutating func nutrients(_ value: Nutrients) {
        object { json in
            json.member("calories", rounded: value.calories)
            json.member("protein", rounded: value.protein)
            json.member("carbohydrates", rounded: value.carbohydrates)
            json.member("fats", rounded: value.fats)
        }
    }

    /// Goals with only the values that have one; `null` when there are none.
    mutating func member(_ key: StaticString, _ value: Goals?) {
        member(key) { json in
            guard let value else { return json.null() }
            json.object { json in
                if let calories = value.calories { json.member("calories", rounded: calories) }
                if let protein = value.protein { json.member("protein", rounded: protein) }
                if let carbohydrates = value.carbohydrates { json.member("carbohydrates", rounded: carbohydrates) }
                if let fats = value.fats { json.member("fats", rounded: fats) }
                if !value.minimums.isEmpty { json.member("minimums") { value.minimums.writeObject(to: &$0) } }
                if !value.maximums.isEmpty { json.member("maximums") { value.maximums.writeObject(to: &$0) } }
            }
        }
    }

    /// `"key":{…}` — an event as it stands in the journal.
    mutating func member(_ key: StaticString, _ event: Event) {
        member(key) { event.write(to: &$0) }
    }
}
