import Foundation

/// What to look for in the meal library: all given criteria must match, ignoring case and
/// accents ("creme" finds "Crème brûlée"), with white space around each value ignored; a
/// search or filter of only white space is no criterion at all.
public struct MealQuery: Equatable, Sendable {
    /// A substring of the name.
    public var search: String?
    public var protein: String?
    public var carb: String?
    /// Components that must all be among the meal's other components.
    public var components: [String]

    public init(search: String? = nil, protein: String? = nil, carb: String? = nil, components: [String] = []) {
        self.search = search
        self.protein = protein
        self.carb = carb
        self.components = components
    }

    /// True when `meal` matches every criterion given.
    public func matches(_ meal: MealDefinition) -> Bool {
        if let search = Self.criterion(search), !Self.folded(meal.name).contains(search) { return false }
        if let protein = Self.criterion(protein), meal.primaryProtein.map(Self.folded) != protein { return false }
        if let carb = Self.criterion(carb), meal.primaryCarb.map(Self.folded) != carb { return false }
        let have = Set(meal.otherComponents.map(Self.folded))
        return components.compactMap(Self.criterion).allSatisfy { have.contains($0) }
    }

    /// `text` folded for comparison: trimmed, case and accents set aside (`Crème` → `creme`).
    ///
    /// Only the first few hundred characters count: a longer name breaks the text rules (only
    /// a hand edit makes one) and must not make every search pay for its length.
    public static func folded(_ text: String) -> String {
        let bounded = text.utf8.count > foldedPrefix ? String(text.prefix(foldedPrefix)) : text
        return bounded.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// How many characters of a name searches read: well past the longest name appends accept.
    static let foldedPrefix = 4 * TextRule.maximumNameLength

    /// The folded value of a criterion, or nil when it is absent or only white space.
    static func criterion(_ value: String?) -> String? {
        guard let value else { return nil }
        let folded = folded(value)
        return folded.isEmpty ? nil : folded
    }
}
