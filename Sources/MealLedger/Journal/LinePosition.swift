/// Where an event was read: its line number and the offset of the line's first byte.
public struct LinePosition: Equatable, Sendable {
    public var number: Int
    public var offset: Int64

    public init(number: Int, offset: Int64) {
        self.number = number
        self.offset = offset
    }
}
