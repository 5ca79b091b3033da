import Foundation

/// A JSON shape as `--help` writes it: `{"date","entries":[{"line","event":{…}}],"goals":{…}|null,
/// "share"?,"repair":"none"|"batch"}`, read so a command's output can be checked against it.
///
/// A key alone says only that it is there; `"key"?` that it may be left out; `|null` that its
/// value may be null; `{…}`, `[…]` and anything that starts with `…` inside brackets say nothing
/// of what they hold; an object that ends with `,…` is a map whose every value has the shape of
/// the entries shown; `"text"` alternatives name the strings allowed; `N`, `false` and other
/// words are a number, a bool, anything.
indirect enum DocumentedJSONShape: Equatable {
    /// Any value (a bare key, `N`, a word).
    case any
    case bool
    /// One of these strings.
    case string([String])
    /// An object with exactly these keys (`optional` ones may be missing).
    case object([Key])
    /// An object whose keys are not listed; every value has this shape (`{"fiber":{…},…}`).
    case map(DocumentedJSONShape)
    case array(DocumentedJSONShape)
    /// `{…}`, `[…]`: an object or array whose content is not documented.
    case opaqueObject
    case opaqueArray
    /// The value may also be null.
    case nullable(DocumentedJSONShape)

    struct Key: Equatable {
        var name: String
        var optional: Bool
        var shape: DocumentedJSONShape
    }

    /// Every shape documented in `discussion`: each `{…}` from a `--json prints` up to the end of
    /// its sentence (so `{…} when showing, and {…} when setting` gives two), in order.
    static func shapes(in discussion: String) throws -> [DocumentedJSONShape] {
        let text = Array(discussion.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        let marker = Array("--json prints")
        var shapes: [DocumentedJSONShape] = []
        var index = 0
        while index + marker.count <= text.count {
            guard Array(text[index..<index + marker.count]) == marker else {
                index += 1
                continue
            }
            index += marker.count
            // Every top-level object until a full stop outside brackets ends the sentence.
            while index < text.count {
                if text[index] == "{" {
                    var parser = Parser(text: text, index: index)
                    shapes.append(try parser.value())
                    index = parser.index
                    continue
                }
                if text[index] == ".", index + 1 == text.count || text[index + 1] == " " { break }
                index += 1
            }
        }
        return shapes
    }

    /// What is wrong with `value` against this shape, each problem led by its path (`entries[0].line`).
    func problems(_ value: Any?, at path: String = "$", seen: inout Set<String>) -> [String] {
        switch self {
        case .nullable(let shape):
            if value is NSNull { return [] }
            return shape.problems(value, at: path, seen: &seen)
        case .any:
            return value is NSNull ? ["\(path) is null, which the help does not say it may be"] : []
        case .bool:
            return isBool(value) ? [] : ["\(path) is \(describe(value)), the help says a bool"]
        case .string(let allowed):
            guard let text = value as? String else { return ["\(path) is \(describe(value)), the help says a string"] }
            return allowed.contains(text) ? [] : ["\(path) is '\(text)', the help allows \(allowed)"]
        case .opaqueObject:
            return value is [String: Any] ? [] : ["\(path) is \(describe(value)), the help says an object"]
        case .opaqueArray:
            return value is [Any] ? [] : ["\(path) is \(describe(value)), the help says an array"]
        case .array(let element):
            guard let items = value as? [Any] else { return ["\(path) is \(describe(value)), the help says an array"] }
            if !items.isEmpty { seen.insert(path) }
            return items.enumerated().flatMap { element.problems($1, at: "\(path)[]", seen: &seen) }
        case .map(let shape):
            guard let object = value as? [String: Any] else {
                return ["\(path) is \(describe(value)), the help says an object"]
            }
            return object.keys.sorted().flatMap { shape.problems(object[$0], at: "\(path).\($0)", seen: &seen) }
        case .object(let keys):
            guard let object = value as? [String: Any] else {
                return ["\(path) is \(describe(value)), the help says an object"]
            }
            var problems: [String] = []
            let documented = Set(keys.map(\.name))
            for key in object.keys.sorted() where !documented.contains(key) {
                problems.append("\(path).\(key) is printed but the help does not document it")
            }
            for key in keys {
                guard let member = object[key.name] else {
                    if !key.optional { problems.append("\(path).\(key.name) is documented but not printed") }
                    continue
                }
                problems += key.shape.problems(member, at: "\(path).\(key.name)", seen: &seen)
            }
            return problems
        }
    }

    /// The paths of every array with a documented element shape, for checking that some run saw
    /// an element of each.
    func documentedArrays(at path: String = "$") -> [String] {
        switch self {
        case .nullable(let shape): return shape.documentedArrays(at: path)
        case .array(let element): return [path] + element.documentedArrays(at: "\(path)[]")
        case .map(let shape): return shape.documentedArrays(at: "\(path).*")
        case .object(let keys): return keys.flatMap { $0.shape.documentedArrays(at: "\(path).\($0.name)") }
        default: return []
        }
    }

    private func isBool(_ value: Any?) -> Bool {
        // JSONSerialization reads true and false as NSNumbers of objCType "c" (a C char).
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    private func describe(_ value: Any?) -> String {
        switch value {
        case is NSNull: return "null"
        case is [String: Any]: return "an object"
        case is [Any]: return "an array"
        case is String: return "a string"
        case let value?: return "\(value)"
        case nil: return "missing"
        }
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads the notation one value at a time.
    struct Parser {
        var text: [Character]
        var index: Int

        mutating func value() throws -> DocumentedJSONShape {
            var alternatives = [try single()]
            while peek() == "|" {
                index += 1
                alternatives.append(try single())
            }
            var shapes: [DocumentedJSONShape] = []
            var isNullable = false
            var strings: [String] = []
            for alternative in alternatives {
                switch alternative {
                case .nullable(.any): isNullable = true
                case .string(let texts): strings += texts
                default: shapes.append(alternative)
                }
            }
            if !strings.isEmpty { shapes.append(.string(strings)) }
            guard shapes.count <= 1 else { throw ParseError(description: "two kinds of value at \(index)") }
            let shape = shapes.first ?? .any
            return isNullable ? .nullable(shape) : shape
        }

        /// One alternative: an object, an array, a string, `null`, or a word.
        private mutating func single() throws -> DocumentedJSONShape {
            skipSpaces()
            guard index < text.count else { throw ParseError(description: "the shape ends early") }
            switch text[index] {
            case "{": return try object()
            case "[": return try array()
            case "\"": return .string([try string()])
            default:
                let word = self.word()
                if word == "null" { return .nullable(.any) }
                if word == "false" || word == "true" { return .bool }
                return .any
            }
        }

        private mutating func object() throws -> DocumentedJSONShape {
            index += 1
            if peek() == "…" {
                try skipTo("}")
                return .opaqueObject
            }
            var keys: [Key] = []
            while true {
                skipSpaces()
                if peek() == "}" {
                    index += 1
                    return .object(keys)
                }
                if peek() == "…" {
                    try skipTo("}")
                    guard let first = keys.first else { return .opaqueObject }
                    return .map(first.shape)
                }
                guard peek() == "\"" else { throw ParseError(description: "a key expected at \(index): \(String(text[index...].prefix(20)))") }
                var key = Key(name: try string(), optional: false, shape: .any)
                if peek() == "?" {
                    key.optional = true
                    index += 1
                }
                if peek() == ":" {
                    index += 1
                    key.shape = try value()
                } else if peek() == "|" {
                    // `"from"|null`: the key's value may be null.
                    index += 1
                    let alternative = try single()
                    key.shape = alternative == .nullable(.any) ? .nullable(.any) : alternative
                }
                keys.append(key)
                skipSpaces()
                if peek() == "," { index += 1 }
            }
        }

        private mutating func array() throws -> DocumentedJSONShape {
            index += 1
            skipSpaces()
            if peek() == "…" || peek() == "]" {
                try skipTo("]")
                return .opaqueArray
            }
            let element = try value()
            skipSpaces()
            if peek() == "," { try skipTo("]") } else {
                guard peek() == "]" else { throw ParseError(description: "']' expected at \(index)") }
                index += 1
            }
            return .array(element)
        }

        private mutating func string() throws -> String {
            index += 1
            var text = ""
            while index < self.text.count, self.text[index] != "\"" {
                text.append(self.text[index])
                index += 1
            }
            guard index < self.text.count else { throw ParseError(description: "a string never ends") }
            index += 1
            return text
        }

        private mutating func word() -> String {
            var word = ""
            while index < text.count, text[index].isLetter || text[index].isNumber {
                word.append(text[index])
                index += 1
            }
            return word
        }

        /// Past the bracket `close` that closes the one just opened, skipping what is inside.
        private mutating func skipTo(_ close: Character) throws {
            var depth = 0
            while index < text.count {
                let character = text[index]
                index += 1
                if character == "{" || character == "[" { depth += 1 }
                if character == "}" || character == "]" {
                    if depth == 0 {
                        guard character == close else { throw ParseError(description: "'\(close)' expected") }
                        return
                    }
                    depth -= 1
                }
            }
            throw ParseError(description: "'\(close)' never comes")
        }

        private func peek() -> Character? { index < text.count ? text[index] : nil }

        private mutating func skipSpaces() {
            while index < text.count, text[index] == " " { index += 1 }
        }
    }
}
