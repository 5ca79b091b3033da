extension AsEatenMatcher.Marks {
    /// The marks of `food` as `init(_:brands:)` found them first, making a `String` of every
    /// word as long as a preparation word and hashing it: the careful road the byte road must
    /// agree with (`MarksByBytesTests`).
    init(plainly food: Food, brands: [String]? = nil) {
        self.brands = brands ?? Self.brands(of: food.description)
        // One pass over the description's bytes, lower-cased as ASCII (the tables' markers
        // are ASCII); the markers' bytes are made once (`variantMarkerBytes`, `plainMarkerBytes`).
        var description = Array(food.description.utf8)
        for index in description.indices where description[index] >= 65 && description[index] <= 90 {
            description[index] += 32
        }
        // Every marker in one pass (`MarkerScan`), as `find` would find each.
        let held = Self.markerScan.held(in: description)
        // "Black beans, from dried, no added fat" is beans cooked from dry ones, the plainest
        // form: not a dried variant.
        var variantHeld = held
        if held[Self.fromDriedNumber] {
            var variantText = description
            var fromDried = 0
            while let range = Self.range(of: Self.fromDriedBytes, in: variantText, from: fromDried) {
                variantText.replaceSubrange(range, with: repeatElement(UInt8(ascii: " "), count: range.count))
                fromDried = range.upperBound
            }
            variantHeld = Self.markerScan.held(in: variantText)
        }
        variants = Self.variantMarkerNumbers.indices.filter { Self.variantMarkerNumbers[$0].contains { variantHeld[$0] } }
        if AsEatenMatcher.eatenRawGroups.contains(food.group) {
            isEatenRaw = true
        } else {
            let letters = description.prefix { $0 >= 97 && $0 <= 122 }
            isEatenRaw = Self.eatenRawNameLengths.contains(letters.count)
                && AsEatenMatcher.eatenRawNames.contains(String(decoding: letters, as: UTF8.self))
        }
        isPlain = Self.plainMarkerNumbers.contains { held[$0] }
        saysCooked = held[Self.cookedNumber]
        hasNoAddedFat = held[Self.noAddedFatNumber]
        var words: Set<String> = []
        var raw = false
        var unprepared = Self.unpreparedMarkerNumbers.contains { held[$0] }
        let (askableLengths, askableWords) = (Self.askableLengths, Self.askableWords)
        description.withUnsafeBufferPointer { description in
            var segmentStart = 0
            var wordStart = 0
            /// Whether `description[low..<high]` is the three bytes of `word`.
            func isPart(_ low: Int, _ high: Int, _ word: (UInt8, UInt8, UInt8)) -> Bool {
                high - low == 3 && description[low] == word.0 && description[low + 1] == word.1 && description[low + 2] == word.2
            }
            for index in 0...description.count {
                let byte = index < description.count ? description[index] : UInt8(ascii: ",")
                let isWordByte = (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte >= 128
                if !isWordByte {
                    // Only a word as long as a preparation word can be one.
                    if askableLengths.contains(index - wordStart) {
                        let word = String(decoding: UnsafeBufferPointer(rebasing: description[wordStart..<index]), as: UTF8.self)
                        if askableWords.contains(word) { words.insert(word) }
                    }
                    wordStart = index + 1
                }
                if byte == UInt8(ascii: ",") {
                    var low = segmentStart, high = index
                    while low < high, description[low] == 32 { low += 1 }
                    while high > low, description[high - 1] == 32 { high -= 1 }
                    if isPart(low, high, (UInt8(ascii: "r"), UInt8(ascii: "a"), UInt8(ascii: "w"))) { raw = true }
                    if isPart(low, high, (UInt8(ascii: "d"), UInt8(ascii: "r"), UInt8(ascii: "y"))) { unprepared = true }
                    segmentStart = index + 1
                }
            }
        }
        isRaw = raw
        isUnprepared = unprepared
        self.words = words
    }
}
