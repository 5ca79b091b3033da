import Foundation

extension IngredientPhrase {
    /// Phrases read already, by their text: ASCII texts only, whose equality as `String`s
    /// (canonical equivalence) is equality of their bytes, so a phrase given back was read from
    /// the very bytes asked for, and its `text` is them.
    final class Remembered: @unchecked Sendable {
        static let shared = Remembered()

        /// How many phrases are kept; past it they are forgotten together.
        static let limit = 2_000

        private let lock = NSLock()
        private var phrases: [String: IngredientPhrase] = [:]

        /// The phrase read from `text` before, or nil.
        func phrase(_ text: String) -> IngredientPhrase? {
            guard Self.isASCII(text) else { return nil }
            lock.lock()
            defer { lock.unlock() }
            return phrases[text]
        }

        /// Keeps `phrase` for its text, when that is ASCII.
        func keep(_ phrase: IngredientPhrase) {
            guard Self.isASCII(phrase.text) else { return }
            lock.lock()
            defer { lock.unlock() }
            if phrases.count >= Self.limit { phrases = [:] }
            phrases[phrase.text] = phrase
        }

        static func isASCII(_ text: String) -> Bool {
            text.utf8.allSatisfy { $0 < 0x80 }
        }
    }
}
