import MealLedger

/// "Did you mean …?": the nearest of the known names to a mistyped one.
enum Suggestion {
    /// The known name nearest to `word` by edit distance, when near enough to be a typo
    /// (at most a third of the word's letters, at least one); else the only name it starts;
    /// else the only name with the same first part (`food.eaten` → `food.logged`).
    static func nearest(to word: String, among candidates: [String]) -> String? {
        let typed = word.lowercased()
        guard !typed.isEmpty else { return nil }
        let limit = max(1, typed.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        if let best { return best.name }
        let started = candidates.filter { $0.lowercased().hasPrefix(typed) }
        if started.count == 1 { return started[0] }
        let part = firstPart(typed)
        guard part.count < typed.count else { return nil }
        let sharing = candidates.filter { firstPart($0.lowercased()) == part }
        return sharing.count == 1 ? sharing[0] : nil
    }

    /// `food` of `food.logged`, `meal` of `meal show`, `--no` of `--no-snapshot`.
    private static func firstPart(_ name: String) -> Substring {
        let start = name.firstIndex { $0 != "-" } ?? name.endIndex
        let end = name[start...].firstIndex { $0 == "." || $0 == " " || $0 == "-" } ?? name.endIndex
        return name[..<end]
    }

    /// ` (did you mean 'append'?)`, or nothing when no name is near.
    static func clause(for word: String, among candidates: [String]) -> String {
        nearest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The optimal string alignment distance between `a` and `b` (`EditDistance`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        EditDistance.between(a, b)
    }
}
