import Foundation

extension AsEatenMatcher {
    /// `fit(segments:words:stems:wordStems:)` as it was written first, comparing and hashing
    /// `String`s: the careful road the byte road must agree with, taken for any word that is
    /// not plain ASCII (`PlainWords.isPlain`) and compared with it in `FitOverPlainWordsTests`.
    static func fitPlainly(segments: [[(word: String, stem: String)]], words: [String], stems: Set<String>,
                           wordStems phrase: PhraseStems) -> Double {
        let (wordStems, stemIsLong) = (phrase.stems, phrase.isLong)
        guard !segments.isEmpty, !words.isEmpty else { return 0 }
        // A category heading alone ("Fish, salmon"): the food is named in the next part.
        let headIsCategory = segments[0].count == 1 && Self.headingWords.contains(segments[0].first?.word ?? "")
        var found = 0.0
        var missing = 0
        // What "cooked" held of ways of cooking the name lacks: only a name of the plain food
        // itself holds them ("Pumpkin, cooked"; not "Egg, white, cooked" for "steamed eggs").
        var covered = 0.0
        var usedStems: Set<String> = []
        // A phrase that says "free" or "no" itself asks for what those words deny.
        let phraseNegates = stems.contains("free") || stems.contains("no") || stems.contains("without")
        // The survey's note of which variant a mixed dish is: no word of it missed, and none of
        // an "excluding" note found.
        let note = Self.variantNote(in: segments)
        for (wordIndex, word) in words.enumerated() {
            let (stem, isLong) = (wordStems[wordIndex], stemIsLong[wordIndex])
            var best = 0.0
            for (index, segment) in segments.enumerated() {
                let place = index == 0 || (index == 1 && headIsCategory) ? 1.0 : index == 1 ? 0.95 : 0.9
                for (position, (descriptionWord, descriptionStem)) in segment.enumerated() {
                    // What a description denies ("Pot pie, no meat", "sugar free", "meatless") is
                    // not what the phrase names.
                    if !phraseNegates, Self.denies(segment, position) { continue }
                    if let note, note.excludes, note.contains(index, position) { continue }
                    if descriptionStem == stem {
                        best = max(best, place)
                    } else if isLong, descriptionWord.hasPrefix(stem) && !descriptionWord.hasSuffix("less")
                                || stem.hasPrefix(descriptionStem) && descriptionStem.count >= 4 {
                        best = max(best, place * 0.8)
                    }
                }
            }
            // A way of cooking the food's name lacks ("roasted vegetables") is a variant, not
            // another food: it costs its share of the words only.
            if best > 0 { usedStems.insert(stem) } else if !preparationWords.contains(word) { missing += 1 }
            else if cookingMethods.contains(word), namesNoOtherCooking(segments) {
                best = cookedCoversFit
                covered += best
            }
            found += best
        }
        // A word of the phrase the food's name lacks is a different food more often than an
        // extra word of the name is: it costs beyond its share.
        var value = found / Double(words.count) * pow(Self.missingWordFactor, Double(missing))
        // A name joining two foods ("Whiskey and cola") is a mixture, a less likely reading of a
        // phrase that names only one of them ("diet cola"; "black beans and rice" names both).
        // (An "and" after a said name's "with" joins what it is served with: "Beef stew with potatoes and vegetables".)
        let servedWith = Self.servedWithStart(segments, phrase: Array(stems))
        if let join = segments[0][..<(servedWith ?? segments[0].count)].dropFirst().firstIndex(where: { $0.word == "and" }) {
            let namesLeft = segments[0][..<join].contains { stems.contains($0.stem) }
            let namesRight = segments[0].indices.dropFirst(join + 1).contains { position in
                !(note.map { $0.excludes && $0.contains(0, position) } ?? false) && stems.contains(segments[0][position].stem)
            }
            if !(namesLeft && namesRight) { value *= Self.mixtureFactor }
        }
        let listEnd = listNameEnd(segments)
        for (index, segment) in segments.enumerated() {
            // A part that only says the plainest form costs nothing ("skin not eaten", "no added fat").
            if index > 0, segment.count <= Self.longestNeutralSegment, neutralSegments.contains(segment.map(\.word).joined(separator: " ")) {
                continue
            }
            // A part saying what the survey did not specify ("NS as to part and cooking method")
            // says what a phrase that names only the food says: nothing more.
            if index > 0, segment.count > 3, segment[0].word == "ns", segment[1].word == "as", segment[2].word == "to" { continue }
            for (position, (descriptionWord, stem)) in segment.enumerated() {
                let afterWith = index == 0 && !headIsCategory && servedWith.map { position > $0 } == true
                if let note, note.contains(index, position) { continue }
                if stems.contains(stem) || usedStems.contains(where: { descriptionWord.hasPrefix($0) }) { continue }
                if neutralWords.contains(descriptionWord) || descriptionWord.allSatisfy(\.isNumber) { continue }
                if isAlternativeChosenAgainst(in: segment, at: position, isAsked: { word, stem in
                    stems.contains(stem) || usedStems.contains(where: { word.hasPrefix($0) })
                }) { continue }
                if index == 0 && headIsCategory { continue }
                value *= unsaidWordFactor(inName: index == 0 || (index == 1 && headIsCategory) || index <= listEnd, afterWith: afterWith)
                if covered > 0, found > 0 { value *= (found - covered) / found; covered = 0 }
            }
        }
        return value
    }
}
