/// Scans a JSON number and converts it to the nearest `Double`.
///
/// Numbers with at most 15 significant digits and a small exponent are converted
/// exactly with one multiplication or division by a power of ten (Clinger's fast path);
/// everything else goes through the C library's correctly rounded `strtod`.
enum NumberScanner {
    enum Result: Equatable {
        case success(Double, end: Int)
        case failure(offset: Int, reason: String)
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Result {
        var position = start
        let count = bytes.count
        @inline(__always) func isDigit(_ index: Int) -> Bool {
            index < count && bytes[index] &- UInt8(ascii: "0") < 10
        }
        var negative = false
        if position < count, bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        guard isDigit(position) else {
            return .failure(offset: position, reason: "expected a digit in the number")
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var decimalExponent = 0
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if isDigit(position) {
                return .failure(offset: start, reason: "number with a leading zero")
            }
        } else {
            while isDigit(position) {
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[position] &- UInt8(ascii: "0"))
                    if mantissa != 0 { significantDigits += 1 }
                } else {
                    significantDigits += 1
                    decimalExponent += 1
                }
                position += 1
            }
        }
        if position < count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else {
                return .failure(offset: position, reason: "expected a digit after the decimal point")
            }
            while isDigit(position) {
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[position] &- UInt8(ascii: "0"))
                    if mantissa != 0 { significantDigits += 1 }
                    decimalExponent -= 1
                } else {
                    significantDigits += 1
                }
                position += 1
            }
        }
        var explicitExponent = 0
        if position < count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            var exponentNegative = false
            if position < count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                exponentNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            guard isDigit(position) else {
                return .failure(offset: position, reason: "expected a digit in the exponent")
            }
            while isDigit(position) {
                if explicitExponent < 100_000 {
                    explicitExponent = explicitExponent * 10 + Int(bytes[position] &- UInt8(ascii: "0"))
                }
                position += 1
            }
            if exponentNegative { explicitExponent = -explicitExponent }
        }
        let exponent = decimalExponent + explicitExponent
        if significantDigits <= 15, mantissa < (1 << 53) {
            var value = Double(mantissa)
            if exponent == 0 {
                return .success(negative ? -value : value, end: position)
            } else if exponent > 0, exponent <= 22 {
                value *= powersOfTen[exponent]
                return .success(negative ? -value : value, end: position)
            } else if exponent < 0, exponent >= -22 {
                value /= powersOfTen[-exponent]
                return .success(negative ? -value : value, end: position)
            }
            if mantissa == 0 { return .success(negative ? -0.0 : 0.0, end: position) }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text) else {
            return .failure(offset: start, reason: "unreadable number '\(text)'")
        }
        return .success(value, end: position)
    }
}
