/// Whether a text names food as a person ate it or as a recipe buys it (SPEC 13).
///
/// What `eat`, `food.logged --from-recipe` and a dish description name is taken as eaten:
/// cooked grains, pasta and porridge, prepared dishes, drinks as served, from the as-eaten
/// table (FNDDS) first. The lines of a recipe's ingredient list are taken as bought (dry oats,
/// raw chicken, from SR28) unless a line says otherwise ("cooked", "leftover").
public enum FoodReading: String, Sendable {
    /// Food as eaten: the plainest cooked form of what is eaten cooked, raw for what is eaten raw.
    case eaten
    /// Food as bought: the raw or dry form a recipe starts from.
    case bought

    /// The table this reading looks in first: FNDDS as eaten, SR28 as bought.
    var firstTable: FoodTableKind { self == .eaten ? .fndds : .sr28 }
}
