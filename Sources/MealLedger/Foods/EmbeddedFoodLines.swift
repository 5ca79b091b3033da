#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The embedded food table read on demand: one food by NDB number, and the foods whose
/// descriptions hold a word starting with given letters.
///
/// Reading all 14,413 foods and indexing their words took most of the 20-odd milliseconds
/// `ledger food search` and `recipe parse` used to start; a search touches a few hundred foods
/// and a recipe a few dozen, so only those are read. A food is named by the byte offset where
/// its line starts: a look-up by NDB number is a binary search over the bytes themselves (the
/// lines are sorted by it), so nothing is built before the first food is read, and a recipe
/// touches only the pages of the lines it reads.
enum EmbeddedFoodLines {
    private static let newline = UInt8(ascii: "\n")
    private static let bar = UInt8(ascii: "|")

    /// The food groups, by code.
    static let groups: [String: String] = {
        do {
            return try FoodTable.groups(from: FoodTable.groupLines)
        } catch {
            fatalError("the embedded food table is malformed: \(error)")
        }
    }()

    /// Calls `body` with the UTF-8 bytes of the food lines.
    static func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = FoodTable.foodLines
        return text.withUTF8(body)
    }

    /// The food whose line starts at byte `offset`.
    static func food(at offset: Int) -> Food {
        foods(at: [offset])[0]
    }

    /// The foods whose lines start at the byte offsets `offsets`, read with shared caches;
    /// without `measures`, their household measures are left empty; without `keepingGroups`,
    /// each line's group is asked of the shared groups afresh (the careful road).
    static func foods(at offsets: [Int], measures: Bool = true, keepingGroups: Bool = true) -> [Food] {
        withBytes { bytes in
            let ranges = offsets.map { offset in
                // Line numbers only name a line in the error of a malformed table: the offset serves.
                (range: offset..<lineEnd(bytes, from: offset), lineNumber: offset)
            }
            do {
                // The groups as they are met, not the dictionary of all of them (`EmbeddedFoodGroups`).
                return try FoodTable.foods(lines: ranges, of: bytes, groups: nil, measures: measures, keepingGroups: keepingGroups)
            } catch {
                fatalError("the embedded food table is malformed (lines named by byte offset): \(error)")
            }
        }
    }

    /// The id and the UTF-8 length of the description of the foods whose lines start at
    /// `offsets`, read from the lines' first three fields.
    static func idsAndDescriptionLengths(at offsets: [Int]) -> (ids: [String], descriptionLengths: [Int]) {
        withBytes { bytes in
            var (ids, lengths) = ([String](), [Int]())
            ids.reserveCapacity(offsets.count)
            lengths.reserveCapacity(offsets.count)
            // The separators found by `memchr`, where walking each description byte by byte was
            // half a million instructions of a dish parse's searches.
            for offset in offsets {
                let idEnd = firstIndex(of: bar, in: bytes, from: offset, to: bytes.count)
                let groupEnd = firstIndex(of: bar, in: bytes, from: min(idEnd + 1, bytes.count), to: bytes.count)
                let descriptionStart = min(groupEnd + 1, bytes.count)
                let barAfter = firstIndex(of: bar, in: bytes, from: descriptionStart, to: bytes.count)
                let descriptionEnd = firstIndex(of: newline, in: bytes, from: descriptionStart, to: barAfter)
                ids.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<idEnd]), as: UTF8.self))
                lengths.append(descriptionEnd - descriptionStart)
            }
            return (ids, lengths)
        }
    }

    /// The first index of `byte` in `bytes[start..<end]`, else `end`.
    private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, let base = bytes.baseAddress, let found = memchr(base + start, Int32(byte), end - start) else { return end }
        return UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
    }

    /// The index of the newline ending the line that holds `offset`, or the end of the bytes.
    private static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        guard offset < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + offset, Int32(newline), bytes.count - offset) else { return bytes.count }
        return UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
    }

    /// The byte offset of the line of the food with NDB number `id`, by binary search over the
    /// bytes: the lines are sorted by it.
    static func position(ofID id: String) -> Int? {
        let wanted = Array(id.utf8)
        guard !wanted.isEmpty else { return nil }
        return withBytes { bytes -> Int? in
            let start = SortedKeyLines.lowerBound(of: wanted, in: bytes)
            let key = UnsafeBufferPointer(rebasing: bytes[start..<SortedKeyLines.keyEnd(bytes, from: start)])
            return key.elementsEqual(wanted) ? start : nil
        }
    }

    /// The byte offsets of the lines of the foods whose description has a word starting with
    /// one of `prefixes` (lower-case UTF-8 bytes), words cut as `FoodSearchIndex.forEachWord`
    /// cuts them, in table order.
    ///
    /// Rather than walk every byte, `memchr` finds each place a prefix's first letter (either
    /// case) occurs; only those at a word start in a description are compared. Prefixes this
    /// cannot serve (an empty one) take `positionsByScanning`, which gives the same lines.
    static func positions(withWordPrefixes prefixes: [[UInt8]]) -> [Int] {
        guard !prefixes.isEmpty else { return [] }
        // The generated word index answers without reading the food lines at all, for prefixes
        // made only of the bytes words are made of (lower case).
        if prefixes.allSatisfy({ prefix in
            !prefix.isEmpty && prefix.allSatisfy { isWordCharacter($0) && !($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) }
        }) {
            var found = Set<Int>()
            for prefix in prefixes { found.formUnion(EmbeddedWordIndex.positions(withWordPrefix: prefix) ?? []) }
            return found.sorted()
        }
        return positionsByMemchr(withWordPrefixes: prefixes)
    }

    /// The numbers of the food lines whose description has a word starting with `prefix`, as
    /// `positions(withWordPrefixes: [prefix])` finds them, sorted.
    static func lines(withWordPrefix prefix: [UInt8]) -> [Int] {
        if !prefix.isEmpty, prefix.allSatisfy({ isWordCharacter($0) && !($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) }) {
            return EmbeddedWordIndex.lines(withWordPrefix: prefix) ?? []
        }
        let offsets = positions(withWordPrefixes: [prefix])
        return EmbeddedSearchIndex.withRecords { records in
            offsets.map { offset in
                guard let line = records.foodLine(startingAt: offset) else {
                    fatalError("the embedded search index has no food line at byte \(offset)")
                }
                return line
            }
        }
    }

    /// `positions(withWordPrefixes:)` by `memchr` over the food lines, without the word index.
    static func positionsByMemchr(withWordPrefixes prefixes: [[UInt8]]) -> [Int] {
        guard !prefixes.isEmpty else { return [] }
        var firstBytes = Set<UInt8>()
        for prefix in prefixes {
            guard let first = prefix.first else { return positionsByScanning(withWordPrefixes: prefixes) }
            // A word starts with a word character, compared in lower case: other first bytes never match.
            guard isWordCharacter(first), !(first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) else { continue }
            firstBytes.insert(first)
            if first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") { firstBytes.insert(first - 32) }
        }
        return withBytes { bytes -> [Int] in
            guard let base = bytes.baseAddress else { return [] }
            var found = Set<Int>()
            for first in firstBytes {
                var offset = 0
                while offset < bytes.count, let hit = memchr(base + offset, Int32(first), bytes.count - offset) {
                    let index = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
                    offset = index + 1
                    if let lineStart = lineStartIfDescriptionWord(bytes, at: index, prefixes) { found.insert(lineStart) }
                }
            }
            return found.sorted()
        }
    }

    /// The start of the line holding `index` when a word of its description starts there with
    /// one of `prefixes`; nil otherwise.
    private static func lineStartIfDescriptionWord(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int,
                                                   _ prefixes: [[UInt8]]) -> Int? {
        // A word start: the last byte before it other than an apostrophe is no word character.
        var before = index - 1
        while before >= 0, bytes[before] == UInt8(ascii: "'") { before -= 1 }
        if before >= 0, isWordCharacter(bytes[before]) { return nil }
        guard startsWithPrefix(bytes, at: index, prefixes) else { return nil }
        // In the description: exactly two field separators between the line start and here.
        var lineStart = index
        var bars = 0
        while lineStart > 0, bytes[lineStart - 1] != newline {
            lineStart -= 1
            if bytes[lineStart] == bar { bars += 1 }
        }
        return bars == 2 ? lineStart : nil
    }

    /// `positions(withWordPrefixes:)` by walking every description byte by byte.
    static func positionsByScanning(withWordPrefixes prefixes: [[UInt8]]) -> [Int] {
        guard !prefixes.isEmpty else { return [] }
        return withBytes { bytes in
            var found: [Int] = []
            var lineStart = 0
            while lineStart < bytes.count {
                var index = lineStart
                // Skip NDB_No and FdGrp_Cd to the description.
                var bars = 0
                while index < bytes.count, bars < 2, bytes[index] != newline {
                    if bytes[index] == bar { bars += 1 }
                    index += 1
                }
                var atWordStart = true
                while index < bytes.count, bytes[index] != bar, bytes[index] != newline {
                    let byte = bytes[index]
                    let isWordByte = isWordCharacter(byte)
                    if isWordByte, atWordStart, startsWithPrefix(bytes, at: index, prefixes) {
                        found.append(lineStart)
                        break
                    }
                    if byte != UInt8(ascii: "'") { atWordStart = !isWordByte }
                    index += 1
                }
                lineStart = lineEnd(bytes, from: index) + 1
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
