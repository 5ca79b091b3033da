/// A whole number an option takes (`--next N`, `--limit N`, `--days N`), within `range`.
///
/// The one rule for figures on the command line (README, "Exit status"): text that is no
/// whole number (`x`, `1.5`, `1e3`) is a usage error, exit 2; a whole number outside the
/// range — negative, too large, past what an `Int` holds — is refused as a figure past a
/// limit, exit 1, as every other figure past a limit is.
func wholeNumber(_ text: String, in range: ClosedRange<Int>, rule: String) throws(OptionProblem) -> Int {
    guard let number = Int(text) else { throw isWholeNumeral(text) ? .pastLimit(rule) : .invalid(rule) }
    guard range.contains(number) else { throw .pastLimit(rule) }
    return number
}

/// True when `text` is a whole number written out, with an optional sign, whatever its size.
func isWholeNumeral(_ text: String) -> Bool {
    var digits = Substring(text).utf8[...]
    if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { digits = digits.dropFirst() }
    return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
}
