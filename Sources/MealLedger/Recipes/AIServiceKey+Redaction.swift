import Foundation

/// Finding the key in what a server sends back, however it is spelled.
///
/// A server may echo the key as it was sent, in another case (`SK-…`), or behind JSON escapes
/// (`\u0073k-…`, or `\\u0073k-…` inside the reply's `content`, which is JSON in a JSON
/// string): once read, each of them is the key again. So text is compared after case folding,
/// as it is and after each of up to `unescapingDepth` rounds of JSON unescaping.
extension AIServiceKey {
    /// How many times text is unescaped, at most: the body, the content string inside it,
    /// and one more for a server that escapes twice.
    static let unescapingDepth = 3
    /// What a key becomes in text that is shown or kept.
    static let placeholder = "<redacted>"

    /// True when `text` spells `secret` in any case, as it is or behind JSON escapes.
    static func appears(_ secret: String, in text: String) -> Bool {
        guard !secret.isEmpty else { return false }
        var current = text
        for _ in 0...unescapingDepth {
            if current.range(of: secret, options: .caseInsensitive) != nil { return true }
            let next = jsonUnescaped(current)
            if next == current { return false }
            current = next
        }
        return false
    }

    /// `text` with every spelling of `secret` replaced by `<redacted>`: first as written, in any
    /// case; when escapes still hide it, the unescaped text with it replaced; when even that
    /// fails, nothing of the text at all.
    static func redacting(_ secret: String, in text: String) -> String {
        guard !secret.isEmpty else { return text }
        var current = text
        for _ in 0...unescapingDepth {
            current = replacingEveryCase(of: secret, in: current)
            guard appears(secret, in: current) else { return current }
            current = jsonUnescaped(current)
        }
        return placeholder
    }

    /// `text` with `secret`, in any case, replaced by `<redacted>`; escapes are left as they
    /// are, so a JSON document stays one (the placeholder needs no escaping).
    static func replacingEveryCase(of secret: String, in text: String) -> String {
        guard text.range(of: secret, options: .caseInsensitive) != nil else { return text }
        var result = ""
        var rest = text[...]
        while let found = rest.range(of: secret, options: .caseInsensitive) {
            result += rest[..<found.lowerBound]
            result += placeholder
            rest = rest[found.upperBound...]
        }
        return result + rest
    }

    /// `text` read as the inside of a JSON string, leniently: `\uXXXX` (surrogate pairs
    /// joined), `\"`, `\\`, `\/`, `\n`, `\t`, `\r`, `\b` and `\f` become what they stand for; any
    /// other backslash, and a lone surrogate, stay as written.
    static func jsonUnescaped(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        func hexValue(at start: Int) -> UInt32? {
            guard start + 4 <= scalars.count else { return nil }
            var value: UInt32 = 0
            for scalar in scalars[start..<start + 4] {
                guard scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) else { return nil }
                value = value * 16 + digit
            }
            return value
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else {
                result.append(scalar)
                index += 1
                continue
            }
            let next = scalars[index + 1]
            let simple: Unicode.Scalar? = switch next {
            case "\"": "\""
            case "\\": "\\"
            case "/": "/"
            case "n": "\n"
            case "t": "\t"
            case "r": "\r"
            case "b": "\u{08}"
            case "f": "\u{0C}"
            default: nil
            }
            if let simple {
                result.append(simple)
                index += 2
                continue
            }
            if next == "u", let value = hexValue(at: index + 2) {
                if (0xD800...0xDBFF).contains(value), index + 12 <= scalars.count,
                   scalars[index + 6] == "\\", scalars[index + 7] == "u",
                   let low = hexValue(at: index + 8), (0xDC00...0xDFFF).contains(low),
                   let joined = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)) {
                    result.append(joined)
                    index += 12
                    continue
                }
                if let decoded = Unicode.Scalar(value) {
                    result.append(decoded)
                    index += 6
                    continue
                }
            }
            result.append(scalar)
            index += 1
        }
        return String(result)
    }
}
