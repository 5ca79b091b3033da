extension AsEatenMatcher {
    /// What `preference` reads from a description, found once per food.
    struct Marks {
        /// The indices of `variantCosts` whose markers the description holds.
        var variants: [Int]
        var isRaw: Bool
        var saysCooked: Bool
        var isPlain: Bool
        var hasNoAddedFat: Bool
        /// A food mostly eaten raw: its group (`eatenRawGroups`) or its name (`eatenRawNames`).
        var isEatenRaw: Bool
        /// The description's words that say how the food was cooked or served (`preparationWords`).
        var words: Set<String>
        /// A product sold dry or as a mix, before water or cooking ("Soup, ramen noodle, dry").
        var isUnprepared: Bool
        /// The words in capitals a product is named by, lower case ("KASHI Pizza, …" is "kashi";
        /// "…, GENERAL MILLS, CHEERIOS" is "general", "mills" and "cheerios").
        var brands: [String]

        /// The marks of `food`, with its `brands` when they are known already. `byBytes` asks the
        /// word lists by bytes (`PlainWordSet`); false makes a `String` of each word and hashes
        /// it, the careful road the byte road must agree with (`MarksByBytesTests`).
        init(_ food: Food, brands: [String]? = nil, byBytes: Bool = true) {
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
            // (The list read once: every read of a static is a call.)
            let variantNumbers = Self.variantMarkerNumbers
            variants = variantNumbers.indices.filter { variantNumbers[$0].contains { variantHeld[$0] } }
            // "Prune, dried" of the category "Dried fruits": what its category is, is no variant of it.
            if food.group.hasPrefix("Dried"), let dried = Self.driedVariant { variants.removeAll { $0 == dried } }
            if eatenRawGroups.contains(food.group) {
                isEatenRaw = true
            } else {
                let letters = description.prefix { $0 >= 97 && $0 <= 122 }
                // Asked by its bytes, unless a name is not a plain word (`PlainWordSet`).
                if byBytes, let rawNames = Self.plainEatenRawNames {
                    isEatenRaw = letters.withUnsafeBufferPointer { rawNames.contains(bytes: $0) }
                } else {
                    isEatenRaw = Self.eatenRawNameLengths.contains(letters.count)
                        && eatenRawNames.contains(String(decoding: letters, as: UTF8.self))
                }
            }
            isPlain = Self.plainMarkerNumbers.contains { held[$0] }
            saysCooked = held[Self.cookedNumber]
            hasNoAddedFat = held[Self.noAddedFatNumber]
            var words: Set<String> = []
            var raw = false
            var unprepared = Self.unpreparedMarkerNumbers.contains { held[$0] }
            let (askableLengths, askableWords) = (Self.askableLengths, Self.askableWords)
            let plainAskable = byBytes ? Self.plainAskableWords : nil
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
                            let bytes = UnsafeBufferPointer(rebasing: description[wordStart..<index])
                            // Asked by its bytes, and made a `String` only when it is one.
                            if let plainAskable {
                                if plainAskable.contains(bytes: bytes) { words.insert(String(decoding: bytes, as: UTF8.self)) }
                            } else {
                                let word = String(decoding: bytes, as: UTF8.self)
                                if askableWords.contains(word) { words.insert(word) }
                            }
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
            // "Raw vegetable, NFS" says raw before its name.
            isRaw = raw || description.starts(with: Self.rawFirstBytes)
            isUnprepared = unprepared
            self.words = words
        }

        /// Capitals the tables use for their own bookkeeping, not a brand.
        static let tableCapitals: Set<String> = ["nfs", "ns", "nos", "usda", "dha", "ara", "uht", "rte", "rtf"]

        /// The words of three or more capital letters (one lower-case letter allowed:
        /// "McDONALD'S") that are not the tables' bookkeeping, lower case, as `FoodSearchIndex`
        /// cuts them.
        static func brands(of description: String) -> [String] {
            var found: [String] = []
            FoodSearchIndex.forEachWord(in: description) { word, _, _, letters in
                // A string is made only for a word of three capitals.
                guard letters.capitals >= 3, letters.lowerCase <= 1 else { return }
                let text = String(decoding: word, as: UTF8.self)
                if !tableCapitals.contains(text) { found.append(text) }
            }
            return found
        }

        static let variantMarkerBytes = variantCosts.map { $0.markers.map { Array($0.utf8) } }
        static let plainMarkerBytes = plainMarkers.map { Array($0.utf8) }
        static let unpreparedMarkerBytes = ["unprepared", "not reconstituted", "dry mix", "dry powder", "condensed"].map { Array($0.utf8) }
        static let cookedBytes = Array("cooked".utf8)
        static let noAddedFatBytes = Array("no added fat".utf8)
        /// The index of the variant a dried food is (`variantCosts`).
        static let driedVariant = variantCosts.firstIndex { $0.markers.contains("dried") }
        static let rawFirstBytes = Array("raw ".utf8)
        static let fromDriedBytes = Array("from dried".utf8)
        static let eatenRawNameLengths = Set(eatenRawNames.map(\.utf8.count))

        /// Every marker above, once each, scanned for together.
        static let markerScan: MarkerScan = {
            var markers: [[UInt8]] = []
            for marker in variantMarkerBytes.joined() + plainMarkerBytes + unpreparedMarkerBytes
                + [cookedBytes, noAddedFatBytes, fromDriedBytes] where !markers.contains(marker) {
                markers.append(marker)
            }
            return MarkerScan(markers)
        }()
        /// The numbers in `markerScan` of each list of markers.
        static let variantMarkerNumbers = variantMarkerBytes.map { $0.map(markerNumber) }
        static let plainMarkerNumbers = plainMarkerBytes.map(markerNumber)
        static let unpreparedMarkerNumbers = unpreparedMarkerBytes.map(markerNumber)
        static let cookedNumber = markerNumber(cookedBytes)
        static let noAddedFatNumber = markerNumber(noAddedFatBytes)
        static let fromDriedNumber = markerNumber(fromDriedBytes)
        private static func markerNumber(_ marker: [UInt8]) -> Int {
            markerScan.markers.firstIndex(of: marker)!
        }

        /// The first place at or after `start` where `needle` is in `haystack`.
        static func range(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Range<Int>? {
            guard needle.count <= haystack.count, start <= haystack.count - needle.count else { return nil }
            for index in start...(haystack.count - needle.count) where haystack[index..<(index + needle.count)].elementsEqual(needle) {
                return index..<(index + needle.count)
            }
            return nil
        }
        /// The only words `preference` asks a description for (`words`).
        static let askableWords = preparationWords
        /// `askableWords` and `eatenRawNames` asked by bytes; nil when one holds a word that is not plain.
        static let plainAskableWords = PlainWordSet(askableWords)
        static let plainEatenRawNames = PlainWordSet(eatenRawNames)
        /// From the shortest to the longest of them, in bytes.
        static let askableLengths = (askableWords.map(\.utf8.count).min() ?? 0)...(askableWords.map(\.utf8.count).max() ?? 0)
    }
}
