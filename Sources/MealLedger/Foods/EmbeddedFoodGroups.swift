import Foundation

/// The embedded tables' food groups by code, each found in the group lines (`FoodTable.groupLines`,
/// sorted by code) by a binary search when first asked for, and kept.
///
/// A recipe's foods come from a few dozen of the 194 groups; reading every line into a
/// dictionary first was a third of a million instructions of a dish parse's start-up.
/// `EmbeddedFoodGroupsTests` checks every code against the dictionary `FoodTable.groups(from:)` reads.
enum EmbeddedFoodGroups {
    private static let known = KnownGroups()

    /// The description of the group with code `code`, or nil when there is none.
    static func description(ofCode code: UnsafeBufferPointer<UInt8>) -> String? {
        guard let key = key(ofCode: code) else { return lookedUp(code) }
        return known.description(key) { lookedUp(code) }
    }

    /// A code of up to seven bytes as one number, its bytes and its length (two codes share a
    /// key only when they are the same bytes); nil for a longer code.
    static func key(ofCode code: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard code.count <= 7 else { return nil }
        var key = UInt64(code.count)
        for byte in code { key = key << 8 | UInt64(byte) }
        return key
    }

    /// The description of the group with code `code`, found in the group lines.
    static func lookedUp(_ code: UnsafeBufferPointer<UInt8>) -> String? {
        guard !code.isEmpty else { return nil }
        var lines = FoodTable.groupLines
        return lines.withUTF8 { bytes in
            let start = SortedKeyLines.lowerBound(of: Array(code), in: bytes)
            let keyEnd = SortedKeyLines.keyEnd(bytes, from: start)
            guard keyEnd < bytes.count, bytes[keyEnd] == UInt8(ascii: "|"),
                  UnsafeBufferPointer(rebasing: bytes[start..<keyEnd]).elementsEqual(code) else { return nil }
            var end = keyEnd + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(keyEnd + 1)..<end]), as: UTF8.self)
        }
    }

    /// The groups found so far, shared by every thread.
    private final class KnownGroups: @unchecked Sendable {
        private let lock = NSLock()
        private var descriptions: [UInt64: String?] = [:]

        func description(_ key: UInt64, _ find: () -> String?) -> String? {
            lock.lock()
            if let found = descriptions[key] {
                lock.unlock()
                return found
            }
            lock.unlock()
            let found = find()
            lock.lock()
            descriptions[key] = .some(found)
            lock.unlock()
            return found
        }
    }
}
