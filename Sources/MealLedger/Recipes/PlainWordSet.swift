/// A set of plain words — ASCII, no space, no carriage return, and none of "K", ";" and "`",
/// the only ASCII characters another character is canonically the same as (the Kelvin sign,
/// the Greek question mark, the Greek varia) — asked whether it holds a word by comparing
/// bytes, where `Set<String>` hashes the word.
///
/// For such members the answers are `Set<String>.contains`'s for any word: a text equal to a
/// plain word under Unicode's canonical equivalence (what `String`'s `==` asks) is made of
/// ASCII characters or of characters that decompose to "K", ";" or "`", so it is the member's
/// own bytes. Only the members of the word's byte length and first byte are compared.
struct PlainWordSet: Sendable {
    /// The members sorted by byte length, then by their bytes.
    private let members: [[UInt8]]
    /// The members of length `l` and first byte `b` are `members[bucketStart[k]..<bucketStart[k + 1]]`,
    /// `k = l * 128 + b`.
    private let bucketStart: [Int]
    private let longest: Int

    /// The set of `words`, or nil when one is empty or not plain.
    init?<Words: Sequence<String>>(_ words: Words) {
        var members: [[UInt8]] = []
        members.reserveCapacity(words.underestimatedCount)
        for word in words {
            let bytes = Array(word.utf8)
            guard let first = bytes.first, first != 0 else { return nil }
            for byte in bytes where byte >= 0x80 || byte == 0x20 || byte == 0x0D || byte == UInt8(ascii: "K")
                || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "`") {
                return nil
            }
            members.append(bytes)
        }
        // Sorted, then each once (made at start-up: no search of the members for each new one).
        members.sort { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
        var unique = 0
        for index in members.indices where unique == 0 || members[unique - 1] != members[index] {
            members.swapAt(unique, index)
            unique += 1
        }
        members.removeLast(members.count - unique)
        longest = members.last?.count ?? 0
        var bucketStart = [Int](repeating: 0, count: (longest + 1) * 128 + 1)
        for member in members { bucketStart[member.count * 128 + Int(member[0]) + 1] += 1 }
        for bucket in 0..<(bucketStart.count - 1) { bucketStart[bucket + 1] += bucketStart[bucket] }
        (self.members, self.bucketStart) = (members, bucketStart)
    }

    /// Whether the set holds `word`: `Set<String>.contains` for a set of these members.
    @inline(__always)
    func contains(_ word: String) -> Bool {
        let bytes = word.utf8
        guard bytes.count <= longest, let first = bytes.first, first < 0x80 else { return false }
        let bucket = bytes.count * 128 + Int(first)
        for member in members[bucketStart[bucket]..<bucketStart[bucket + 1]] where bytes.elementsEqual(member) { return true }
        return false
    }

    /// Whether the set holds the word of these bytes.
    @inline(__always)
    func contains(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count <= longest, let first = bytes.first, first < 0x80 else { return false }
        let bucket = bytes.count * 128 + Int(first)
        for member in members[bucketStart[bucket]..<bucketStart[bucket + 1]] where bytes.elementsEqual(member) { return true }
        return false
    }
}
