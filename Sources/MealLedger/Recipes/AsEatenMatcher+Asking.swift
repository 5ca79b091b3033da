extension AsEatenMatcher {
    /// What a phrase's words ask of every candidate's marks, worked out once a phrase: which of
    /// the `Askers` lists the phrase names a word of, and which of its words are ways of cooking
    /// (`preparationWords`). `preference(of:marks:asking:reading:)` reads it where
    /// `preference(of:marks:asked:stems:reading:)` hashed each list's words again for every
    /// candidate (half a million instructions of a dish's `recipe parse`, issue 26's start-up).
    struct Asking {
        /// The words the phrase asked for.
        let asked: Set<String>
        /// By index of `variantCosts`: whether the phrase names one of its `askedBy` words.
        let variants: [Bool]
        let unprepared: Bool
        let raw: Bool
        let cooking: Bool
        let fat: Bool
        /// Whether the phrase cooks in fat without naming it ("roasted", "sauteed").
        let fatCooking: Bool
        /// The phrase's words that are `preparationWords`, each once.
        let preparation: [String]

        init(asked: Set<String>, stems: Set<String>) {
            func asks(_ words: [(word: String, stem: String)]) -> Bool {
                words.contains { asked.contains($0.word) || stems.contains($0.stem) }
            }
            self.asked = asked
            variants = Askers.variants.map(asks)
            unprepared = asks(Askers.unprepared)
            raw = asks(Askers.raw)
            cooking = asks(Askers.cooking)
            fat = asks(Askers.fat)
            fatCooking = asks(Askers.fatCooking)
            preparation = asked.filter { preparationWords.contains($0) }
        }
    }

    /// The most `preference(of:marks:asking:reading:)` gives any food: every factor above 1
    /// that a food's marks could earn (each preparation word the phrase asks, a plain form, no
    /// added fat or raw), all together.
    static func mostPreference(asking: Asking) -> Double {
        var most = 1.06 * 1.04
        for _ in asking.preparation { most *= 1.12 }
        if asking.fatCooking { most *= fatAskedGain }
        return most
    }

    /// What a food's table gives its preference: `otherTableFactor` for the table other than the
    /// reading's first, as `preference` multiplies first.
    static func tableFactor(of food: Food, reading: FoodReading) -> Double {
        switch (reading, food.table) {
        case (.eaten, .sr28), (.bought, .fndds): otherTableFactor
        default: 1
        }
    }

    /// `preference(of:marks:asked:stems:reading:)` with what the phrase asks worked out
    /// (`Asking`): the same factors, multiplied in the same order (`AskingOncePerPhraseTests`).
    static func preference(of food: Food, marks: Marks, asking: Asking, reading: FoodReading) -> Double {
        var factor = tableFactor(of: food, reading: reading)
        for index in marks.variants where !asking.variants[index] {
            factor *= variantCosts[index].factor
        }
        // A way of cooking or serving the phrase says, found in the description, is what was asked.
        for word in asking.preparation where marks.words.contains(word) {
            factor *= 1.12
        }
        if !marks.brands.isEmpty, !marks.brands.contains(where: asking.asked.contains) { factor *= brandFactor }
        if reading == .eaten {
            if marks.isUnprepared, !marks.saysCooked, !asking.unprepared { factor *= unpreparedFactor }
            // Raw is not what a phrase that says it was cooked in fat names, even of what is eaten raw.
            if marks.isRaw, !asking.raw, !marks.isEatenRaw || asking.fat {
                factor *= 0.72
            }
            if !marks.isRaw, marks.isEatenRaw, !asking.cooking && marks.saysCooked {
                factor *= 0.85
            }
            if marks.isPlain { factor *= 1.06 }
            if marks.hasNoAddedFat { factor *= asking.fat ? 0.8 : 1.04 }
            if asking.fatCooking, let fatAdded = fatAddedVariant, marks.variants.contains(fatAdded) { factor *= fatAskedGain }
        } else if marks.isRaw {
            factor *= 1.06
        }
        return factor
    }
}
