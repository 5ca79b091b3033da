/// A UTC instant with millisecond precision, written `YYYY-MM-DDTHH:MM:SS.sssZ`.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public var millisecondsSinceEpoch: Int64

    public init(millisecondsSinceEpoch: Int64) {
        self.millisecondsSinceEpoch = millisecondsSinceEpoch
    }

    /// Reads exactly `YYYY-MM-DDTHH:MM:SS.sssZ` with a real calendar date and time.
    public init?(_ text: String) {
        var copy = text
        guard let parsed = copy.withUTF8({ Instant(utf8: $0) }) else { return nil }
        self = parsed
    }

    /// Reads exactly 24 bytes of `YYYY-MM-DDTHH:MM:SS.sssZ`.
    public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 24, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
              bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "."), bytes[23] == UInt8(ascii: "Z"),
              let date = CalendarDate(utf8: UnsafeBufferPointer(rebasing: bytes[0..<10])),
              let hour = Self.digits(bytes, 11, 2), hour < 24,
              let minute = Self.digits(bytes, 14, 2), minute < 60,
              let second = Self.digits(bytes, 17, 2), second < 60,
              let millis = Self.digits(bytes, 20, 3)
        else { return nil }
        let seconds = Int64(date.dayNumber) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        self.init(millisecondsSinceEpoch: seconds * 1000 + Int64(millis))
    }

    /// Inlined, so each call with a constant count unrolls: replay reads ten numbers a line.
    @inline(__always)
    static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<(start + count) {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    /// The calendar day of this instant in UTC.
    public var utcDate: CalendarDate {
        CalendarDate(dayNumber: Int(floorDivide(millisecondsSinceEpoch, 86_400_000)))
    }

    public var description: String {
        let day = utcDate
        let millisOfDay = Int(millisecondsSinceEpoch - Int64(day.dayNumber) * 86_400_000)
        let hour = millisOfDay / 3_600_000
        let minute = millisOfDay / 60_000 % 60
        let second = millisOfDay / 1000 % 60
        let millis = millisOfDay % 1000
        return day.description + "T" + pad(hour, 2) + ":" + pad(minute, 2) + ":" + pad(second, 2)
            + "." + pad(millis, 3) + "Z"
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.millisecondsSinceEpoch < rhs.millisecondsSinceEpoch
    }
}

func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
    let quotient = value / divisor
    return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
}

func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
}
