import Foundation
@testable import MealLedger

/// A JSON Schema (draft 2020-12) validator that knows only the keywords the journal schemas use.
///
/// Any other keyword is an error rather than silently ignored, so a schema cannot come to
/// rely on a rule that these tests would never check. Relative references name sibling files:
/// all the schemas share one base URI, so `common.schema.json#/$defs/uuid` is the `uuid`
/// definition of the document loaded as `common.schema.json`.
///
/// `pattern` runs on NSRegularExpression (ICU), which agrees with the ECMA-262 dialect JSON
/// Schema names on everything the schemas use: classes, ranges, `\S`, `\uXXXX`, anchors.
struct SchemaValidator {
    /// A fault in the schemas themselves: an unknown keyword, a malformed value, a reference to nothing.
    struct SchemaError: Error, CustomStringConvertible {
        var description: String
    }

    /// One way an instance breaks a schema.
    struct Violation: Equatable, CustomStringConvertible {
        /// JSON Pointer to the value at fault; for `required` the missing member, for
        /// `additionalProperties` the member that is not allowed.
        var instancePath: String
        /// The keyword that failed.
        var keyword: String
        var message: String

        var description: String { "\(instancePath.isEmpty ? "/" : instancePath): \(keyword): \(message)" }
    }

    static let typeNames: Set<String> = ["null", "boolean", "object", "array", "number", "integer", "string"]

    /// The schema documents, by file name.
    let documents: [String: JSONValue]

    /// Takes the documents as they are, after checking every keyword and reference in them.
    init(documents: [String: JSONValue]) throws(SchemaError) {
        self.documents = documents
        for (file, document) in documents.sorted(by: { $0.key < $1.key }) {
            try checkSchema(document, file: file, pointer: "")
        }
    }

    /// Loads every `*.schema.json` file of `folder`.
    init(folder: URL) throws {
        var documents: [String: JSONValue] = [:]
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        for name in names where name.hasSuffix(".schema.json") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            documents[name] = try JSONParser.parse(text)
        }
        try self.init(documents: documents)
    }

    /// Every way `instance` breaks the schema in `file`; empty when it is valid.
    func validate(_ instance: JSONValue, against file: String) throws(SchemaError) -> [Violation] {
        guard let document = documents[file] else { throw SchemaError(description: "no schema named '\(file)'") }
        var violations: [Violation] = []
        try check(instance, against: document, file: file, path: "", into: &violations)
        return violations
    }

    /// The schema a `$ref` written in `file` points to, and the file it is in.
    ///
    /// The fragment is a JSON Pointer through object members (`#/$defs/uuid`), or empty for the whole file.
    func resolve(_ reference: String, from file: String) throws(SchemaError) -> (schema: JSONValue, file: String) {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target = parts[0].isEmpty ? file : String(parts[0])
        guard !target.contains(":"), !target.contains("/") else {
            throw SchemaError(description: "\(file): only references to sibling files are supported, got '\(reference)'")
        }
        guard var schema = documents[target] else {
            throw SchemaError(description: "\(file): '\(reference)' names a file that was not loaded")
        }
        let pointer = parts.count > 1 ? String(parts[1]) : ""
        guard pointer.isEmpty || pointer.hasPrefix("/") else {
            throw SchemaError(description: "\(file): only JSON Pointer fragments are supported, got '\(reference)'")
        }
        for token in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let next = schema[key] else {
                throw SchemaError(description: "\(file): '\(reference)' points to nothing")
            }
            schema = next
        }
        return (schema, target)
    }

    // MARK: Checking the schemas

    /// Checks that `schema` uses only known keywords with well-formed values, recursively.
    private func checkSchema(_ schema: JSONValue, file: String, pointer: String) throws(SchemaError) {
        let here = "\(file)#\(pointer)"
        if case .bool = schema { return }
        guard case let .object(members) = schema else {
            throw SchemaError(description: "\(here): a schema must be an object or a boolean")
        }
        for (keyword, value) in members {
            let at = pointer + "/" + Self.escape(keyword)
            func fail(_ problem: String) -> SchemaError { SchemaError(description: "\(file)#\(at): \(problem)") }
            switch keyword {
            case "$schema", "$id", "title", "description":
                guard case .string = value else { throw fail("must be a string") }
            case "examples":
                guard case .array = value else { throw fail("must be an array") }
            case "$defs", "properties":
                guard case let .object(subschemas) = value else { throw fail("must be an object of schemas") }
                for (name, subschema) in subschemas {
                    try checkSchema(subschema, file: file, pointer: at + "/" + Self.escape(name))
                }
            case "additionalProperties", "items", "if", "then":
                try checkSchema(value, file: file, pointer: at)
            case "allOf":
                guard case let .array(subschemas) = value, !subschemas.isEmpty else {
                    throw fail("must be a non-empty array of schemas")
                }
                for (index, subschema) in subschemas.enumerated() {
                    try checkSchema(subschema, file: file, pointer: at + "/\(index)")
                }
            case "type":
                guard case let .string(name) = value, Self.typeNames.contains(name) else {
                    throw fail("must be one of \(Self.typeNames.sorted())")
                }
            case "const":
                break
            case "enum":
                guard case let .array(options) = value, !options.isEmpty else { throw fail("must be a non-empty array") }
            case "required":
                guard case let .array(names) = value,
                      names.allSatisfy({ if case .string = $0 { true } else { false } }) else {
                    throw fail("must be an array of strings")
                }
            case "minItems", "maxItems", "minLength", "maxLength":
                guard case let .number(count) = value, count >= 0, count == count.rounded() else {
                    throw fail("must be a non-negative integer")
                }
            case "minimum", "exclusiveMinimum", "maximum":
                guard case .number = value else { throw fail("must be a number") }
            case "pattern":
                guard case let .string(pattern) = value else { throw fail("must be a string") }
                _ = try Self.regularExpression(pattern, at: "\(file)#\(at)")
            case "$ref":
                guard case let .string(reference) = value else { throw fail("must be a string") }
                _ = try resolve(reference, from: file)
            default:
                throw fail("keyword '\(keyword)' is not supported by this validator")
            }
        }
    }

    // MARK: Validating instances

    private func check(_ instance: JSONValue, against schema: JSONValue, file: String, path: String,
                       into violations: inout [Violation]) throws(SchemaError) {
        if case let .bool(allowed) = schema {
            if !allowed { violations.append(Violation(instancePath: path, keyword: "false", message: "is not allowed")) }
            return
        }
        guard case let .object(members) = schema else {
            throw SchemaError(description: "\(file): a schema must be an object or a boolean")
        }
        func fail(_ keyword: String, _ message: String, at failingPath: String = path) {
            violations.append(Violation(instancePath: failingPath, keyword: keyword, message: message))
        }
        for (keyword, value) in members {
            switch keyword {
            case "$schema", "$id", "$defs", "title", "description", "examples", "then":
                // Annotations and definitions constrain nothing; `then` is applied with its `if`.
                continue
            case "type":
                guard case let .string(name) = value else { throw SchemaError(description: "\(file): bad 'type'") }
                if !Self.instance(instance, hasType: name) {
                    fail(keyword, "must be \(name), got \(instance.kindName)")
                }
            case "const":
                if !Self.equal(instance, value) { fail(keyword, "must be \(value.quotedForMessage)") }
            case "enum":
                guard case let .array(options) = value else { throw SchemaError(description: "\(file): bad 'enum'") }
                if !options.contains(where: { Self.equal(instance, $0) }) {
                    fail(keyword, "must be one of \(value.quotedForMessage), got \(instance.quotedForMessage)")
                }
            case "required":
                guard case let .object(instanceMembers) = instance, case let .array(names) = value else { continue }
                for case let .string(name) in names where !instanceMembers.contains(where: { $0.key == name }) {
                    fail(keyword, "is required", at: path + "/" + Self.escape(name))
                }
            case "properties":
                guard case let .object(instanceMembers) = instance, case let .object(properties) = value else { continue }
                for (key, memberValue) in instanceMembers {
                    guard let propertySchema = properties.first(where: { $0.key == key })?.value else { continue }
                    try check(memberValue, against: propertySchema, file: file, path: path + "/" + Self.escape(key),
                              into: &violations)
                }
            case "additionalProperties":
                guard case let .object(instanceMembers) = instance else { continue }
                let known = schema["properties"].flatMap { properties -> [String]? in
                    guard case let .object(list) = properties else { return nil }
                    return list.map(\.key)
                } ?? []
                for (key, memberValue) in instanceMembers where !known.contains(key) {
                    let memberPath = path + "/" + Self.escape(key)
                    if case .bool(false) = value {
                        fail(keyword, "is not a known field", at: memberPath)
                    } else {
                        try check(memberValue, against: value, file: file, path: memberPath, into: &violations)
                    }
                }
            case "items":
                guard case let .array(elements) = instance else { continue }
                for (index, element) in elements.enumerated() {
                    try check(element, against: value, file: file, path: path + "/\(index)", into: &violations)
                }
            case "minItems", "maxItems":
                guard case let .array(elements) = instance, case let .number(limit) = value else { continue }
                let tooFew = keyword == "minItems" && Double(elements.count) < limit
                let tooMany = keyword == "maxItems" && Double(elements.count) > limit
                if tooFew || tooMany { fail(keyword, "has \(elements.count) items, limit \(Int(limit))") }
            case "minLength", "maxLength":
                guard case let .string(text) = instance, case let .number(limit) = value else { continue }
                // JSON Schema counts code points, not grapheme clusters or UTF-16 units.
                let length = Double(text.unicodeScalars.count)
                if (keyword == "minLength" && length < limit) || (keyword == "maxLength" && length > limit) {
                    fail(keyword, "has \(Int(length)) characters, limit \(Int(limit))")
                }
            case "minimum", "exclusiveMinimum", "maximum":
                guard case let .number(number) = instance, case let .number(limit) = value else { continue }
                let valid = switch keyword {
                case "minimum": number >= limit
                case "maximum": number <= limit
                default: number > limit
                }
                let relation = switch keyword {
                case "minimum": ">="
                case "maximum": "<="
                default: ">"
                }
                if !valid { fail(keyword, "must be \(relation) \(CanonicalNumber.text(limit))") }
            case "pattern":
                guard case let .string(text) = instance, case let .string(pattern) = value else { continue }
                let expression = try Self.regularExpression(pattern, at: file)
                let range = NSRange(text.startIndex..., in: text)
                if expression.firstMatch(in: text, range: range) == nil {
                    fail(keyword, "must match \(pattern), got \(instance.quotedForMessage)")
                }
            case "$ref":
                guard case let .string(reference) = value else { throw SchemaError(description: "\(file): bad '$ref'") }
                let target = try resolve(reference, from: file)
                try check(instance, against: target.schema, file: target.file, path: path, into: &violations)
            case "allOf":
                guard case let .array(subschemas) = value else { throw SchemaError(description: "\(file): bad 'allOf'") }
                for subschema in subschemas {
                    try check(instance, against: subschema, file: file, path: path, into: &violations)
                }
            case "if":
                var conditionViolations: [Violation] = []
                try check(instance, against: value, file: file, path: path, into: &conditionViolations)
                if conditionViolations.isEmpty, let consequence = schema["then"] {
                    try check(instance, against: consequence, file: file, path: path, into: &violations)
                }
            default:
                throw SchemaError(description: "\(file): keyword '\(keyword)' is not supported by this validator")
            }
        }
    }

    private static func instance(_ instance: JSONValue, hasType name: String) -> Bool {
        switch (name, instance) {
        case ("null", .null), ("boolean", .bool), ("object", .object), ("array", .array), ("number", .number),
             ("string", .string):
            return true
        case ("integer", .number(let number)):
            return number == number.rounded()
        default:
            return false
        }
    }

    /// JSON Schema equality: numbers by value, objects regardless of member order.
    private static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.array(left), .array(right)):
            return left.count == right.count && zip(left, right).allSatisfy { equal($0, $1) }
        case let (.object(left), .object(right)):
            return left.count == right.count && left.allSatisfy { member in
                right.contains { $0.key == member.key && equal($0.value, member.value) }
            }
        default:
            return lhs == rhs
        }
    }

    private static func regularExpression(_ pattern: String, at location: String) throws(SchemaError)
        -> NSRegularExpression
    {
        do {
            return try NSRegularExpression(pattern: pattern)
        } catch {
            throw SchemaError(description: "\(location): pattern '\(pattern)' does not compile: \(error)")
        }
    }

    /// Escapes a key for a JSON Pointer.
    static func escape(_ key: String) -> String {
        key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
