import MealLedger

/// `ledger append -`: events from stdin, one JSON line each.
extension Ledger.Append {
    /// Reads stdin: one full journal line or one `{"type","data"}` object per line.
    static func readStandardInput(_ context: CommandContext) throws -> [AppendInput] {
        let command = spec.commandPath
        let bytes = context.readStandardInput()
        var inputs: [AppendInput] = []
        var lineNumber = 0
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            func refuse(_ message: String) -> CLIError {
                CLIError.refused(command, "<stdin>:\(lineNumber): \(message)")
            }
            let value: JSONValue
            do {
                value = try JSONParser.parse(Array(line))
            } catch {
                throw refuse(error.description)
            }
            guard case let .object(members) = value else { throw refuse("each line must be a JSON object") }
            if members.contains(where: { $0.key == "id" }) {
                // Read as a journal line: fields a newer release wrote are kept, byte for byte.
                do {
                    var bytes = Array(line)
                    while let last = bytes.last, last == 0x20 || last == 0x09 || last == 0x0D { bytes.removeLast() }
                    while let first = bytes.first, first == 0x20 || first == 0x09 { bytes.removeFirst() }
                    let event = try bytes.withUnsafeBufferPointer { buffer throws(EventDecodingError) in try Event(line: buffer) }
                    inputs.append(.event(event, source: lineNumber))
                } catch {
                    throw refuse(error.description)
                }
                continue
            }
            if let stray = members.first(where: { $0.key != "type" && $0.key != "data" }) {
                throw refuse("'\(stray.key)' is not a known field; give {\"type\":…,\"data\":{…}} or a full journal line")
            }
            guard case let .string(typeText)? = value["type"], let type = EventType(rawValue: typeText) else {
                throw refuse("'type' must be one of \(EventType.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let data: [(key: String, value: JSONValue)]
            switch value["data"] {
            case .object(let members)?: data = members
            case nil: data = []
            default: throw refuse("'data' must be an object")
            }
            inputs.append(.draft(EventDraft(type: type, data: data), source: lineNumber))
        }
        guard !inputs.isEmpty else { throw CLIError.usage(command, "no events on stdin") }
        return inputs
    }
}
