/// The part of the day an entry or a planned meal belongs to (SPEC section 9).
public enum Slot: String, CaseIterable, Comparable, Sendable {
    case breakfast, lunch, dinner, snack

    /// The order `ledger day` lists its groups in.
    public static func < (lhs: Slot, rhs: Slot) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// `breakfast, lunch, dinner, snack`, for messages.
    public static let list = allCases.map(\.rawValue).joined(separator: ", ")
}
