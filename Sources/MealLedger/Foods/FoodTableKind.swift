/// Which embedded table a food comes from.
public enum FoodTableKind: String, Sendable {
    /// USDA SR28: foods as bought (raw chicken, dry oats), 5-digit NDB numbers.
    case sr28
    /// USDA FNDDS 2019-2020: foods as eaten (cooked rice, lasagna, coffee as served), 8-digit codes.
    case fndds

    /// How `food search` names it.
    public var label: String {
        switch self {
        case .sr28: "SR28"
        case .fndds: "FNDDS"
        }
    }

    /// The table a food id is from: an 8-digit FNDDS food code or else an SR28 NDB number.
    init(ofID id: String) {
        self = id.utf8.count == 8 ? .fndds : .sr28
    }
}
