/// The map of ids the projections keep by the million: event ids, entries, assignments.
public typealias IdentifierMap<Value: BitwiseCopyable & Sendable> = FlatHashMap<Identifier, Value>
