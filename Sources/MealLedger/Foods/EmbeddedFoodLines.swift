/// The embedded food table read on demand: where each line starts, one food by NDB number, and
/// the foods whose descriptions hold a word starting with given letters.
///
/// Reading all 8,789 foods and indexing their words took most of the 20-odd milliseconds
/// `ledger food search` and `recipe parse` used to start; a search touches a few hundred foods
/// and a recipe a few dozen, so only those are read. The line starts are found with one pass
/// over the literal's bytes (well under a millisecond) the first time they are needed.
enum EmbeddedFoodLines {
    /// The byte offset of each food line in `FoodTable.foodLines`, in NDB order, and the end.
    static let lineStarts: [Int32] = {
        var starts: [Int32] = []
        starts.reserveCapacity(8_800)
        withBytes { bytes in
            var index = 0
            while index < bytes.count {
                starts.append(Int32(index))
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                index += 1
            }
            starts.append(Int32(bytes.count + 1))
        }
        return starts
    }()

    /// The food groups, by code.
    static let groups: [String: String] = {
        do {
            return try FoodTable.groups(from: FoodTable.groupLines)
        } catch {
            fatalError("the embedded food table is malformed: \(error)")
        }
    }()

    /// The number of foods.
    static var count: Int { lineStarts.count - 1 }

    /// Calls `body` with the UTF-8 bytes of the food lines.
    static func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = FoodTable.foodLines
        return text.withUTF8(body)
    }

    /// The food on line `position` (0-based).
    static func food(at position: Int) -> Food {
        foods(at: [position])[0]
    }

    /// The foods on the lines at `positions` (0-based), read with shared caches.
    static func foods(at positions: [Int]) -> [Food] {
        withBytes { bytes in
            let ranges = positions.map { position in
                (range: Int(lineStarts[position])..<min(bytes.count, Int(lineStarts[position + 1]) - 1), lineNumber: position + 1)
            }
            do {
                return try FoodTable.foods(lines: ranges, of: bytes, groups: groups)
            } catch {
                fatalError("the embedded food table is malformed: \(error)")
            }
        }
    }

    /// The line of the food with NDB number `id`, by binary search (the lines are sorted by it).
    static func position(ofID id: String) -> Int? {
        let wanted = Array(id.utf8)
        guard !wanted.isEmpty else { return nil }
        return withBytes { bytes -> Int? in
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                let start = Int(lineStarts[middle])
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "|") { end += 1 }
                let key = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if key.elementsEqual(wanted) { return middle }
                if key.lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// The positions of the foods whose description has a word starting with one of `prefixes`
    /// (lower-case UTF-8 bytes), words cut as `FoodSearchIndex.forEachWord` cuts them.
    static func positions(withWordPrefixes prefixes: [[UInt8]]) -> [Int] {
        guard !prefixes.isEmpty else { return [] }
        return withBytes { bytes in
            var found: [Int] = []
            for position in 0..<count {
                var index = Int(lineStarts[position])
                // Skip NDB_No and FdGrp_Cd to the description.
                var bars = 0
                while index < bytes.count, bars < 2 {
                    if bytes[index] == UInt8(ascii: "|") { bars += 1 }
                    index += 1
                }
                var atWordStart = true
                var matched = false
                while index < bytes.count, bytes[index] != UInt8(ascii: "|") {
                    let byte = bytes[index]
                    let isWordByte = isWordCharacter(byte)
                    if isWordByte, atWordStart, startsWithPrefix(bytes, at: index, prefixes) {
                        matched = true
                        break
                    }
                    if byte != UInt8(ascii: "'") { atWordStart = !isWordByte }
                    index += 1
                }
                if matched { found.append(position) }
            }
            return found
        }
    }

    private static func isWordCharacter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }

    /// Whether the word at `index` starts with a prefix, comparing lower case and skipping apostrophes.
    private static func startsWithPrefix(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ prefixes: [[UInt8]]) -> Bool {
        for prefix in prefixes {
            var offset = index
            var matched = 0
            while matched < prefix.count, offset < bytes.count {
                var byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: "'") { continue }
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
                guard byte == prefix[matched] else { break }
                matched += 1
            }
            if matched == prefix.count { return true }
        }
        return false
    }
}
