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

    /// The least number of one-character insertions, deletions, substitutions and swaps of
    /// neighbours that turn `a` into `b` (optimal string alignment distance).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
