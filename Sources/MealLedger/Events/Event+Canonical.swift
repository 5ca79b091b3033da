/// The canonical line form of an event: the same event always gives the same bytes.
extension Event {
    /// The canonical line, without the trailing newline.
    public var canonicalLine: String { String(decoding: canonicalBytes, as: UTF8.self) }

    /// The canonical line's bytes, without the trailing newline.
    public var canonicalBytes: [UInt8] {
        if let keptLine { return keptLine.bytes }
        var writer = JSONWriter()
        write(to: &writer)
        return writer.bytes
    }

    /// Writes the event as its canonical line, as one value of a larger document (`ledger log --json`).
    public func write(to writer: inout JSONWriter) {
        if let keptLine {
            writer.encoded(keptLine.bytes)
        } else {
            write(toSink: &writer)
        }
    }

    private func write(toSink writer: inout some JSONSink) {
        writer.object { writer in
            writer.member("id", id)
            writer.member("at", at.description)
            writer.member("device", device)
            writer.member("type", type.rawValue)
            writer.member("data") { payload.write(to: &$0, undoes: undoes) }
        }
    }

    /// Reads one journal line (without its newline).
    public init(line: String) throws(EventDecodingError) {
        var copy = line
        let result: Result<Event, EventDecodingError> = copy.withUTF8 { buffer in
            do throws(EventDecodingError) { return .success(try Event(line: buffer)) } catch { return .failure(error) }
        }
        self = try result.get()
    }

    /// Reads one journal line (without its newline) from bytes: canonical lines take the fast
    /// path, anything else the strict general parser, which names what is wrong.
    public init(line bytes: UnsafeBufferPointer<UInt8>) throws(EventDecodingError) {
        if let event = CanonicalLineDecoder.decode(bytes) {
            self = event
            return
        }
        try self.init(generalLine: bytes)
    }

    /// The fast canonical-line reader alone: the event and whether the line is byte for byte
    /// canonical, or nil when it steps aside. For the differential fuzz target and tests.
    @_spi(Fuzzing)
    public static func fastPathEvent(line bytes: UnsafeBufferPointer<UInt8>) -> (event: Event, isCanonical: Bool)? {
        CanonicalLineDecoder.decodeCheckingForm(bytes)
    }

    /// Reads one line with the strict general JSON parser only (no fast path).
    @_spi(Fuzzing)
    public init(generalLine bytes: UnsafeBufferPointer<UInt8>) throws(EventDecodingError) {
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch { throw .syntax(error) }
        let unknown = UnknownFields()
        do { try self.init(json: value, tolerating: unknown) } catch { throw .field(error) }
        if !unknown.paths.isEmpty || type == .unknown {
            keptLine = KeptLine(bytes: Array(bytes), unknownFields: unknown.paths)
        }
    }

    /// Reads an event from a parsed envelope object, refusing fields this release does not know.
    public init(json value: JSONValue) throws(FieldError) {
        try self.init(json: value, tolerating: nil)
    }

    /// Reads an event from a parsed envelope object; with `tolerated`, fields unknown inside
    /// `data` (and its items and ingredients) are noted there instead of refused.
    init(json value: JSONValue, tolerating tolerated: UnknownFields?) throws(FieldError) {
        var envelope = try ObjectReader(value, path: "")
        let id = try envelope.identifier("id")
        let atText = try envelope.string("at")
        guard let at = Instant(atText) else {
            throw FieldError(field: "at", problem: "must be a UTC instant YYYY-MM-DDTHH:MM:SS.sssZ, got '\(atText)'")
        }
        let device = try envelope.string("device")
        // Control characters in a device name are a warning on reading (the text rules), not damage.
        guard device.count <= Self.maximumDeviceLength else {
            throw FieldError(field: "device", problem: "must be at most \(Self.maximumDeviceLength) characters")
        }
        let typeText = try envelope.string("type")
        guard let data = envelope.anyValue("data") else {
            throw FieldError(field: "data", problem: "is required")
        }
        let payload: EventPayload
        guard let type = EventType(rawValue: typeText), type != .unknown else {
            // A newer release's type: `undoes` stays inside its data, kept as written.
            // A journal line of a newer release's type is kept as written (SPEC 15); input
            // read strictly (`tolerated` nil) refuses it.
            guard tolerated != nil else {
                throw FieldError(field: "type", problem: "is not a known event type, got '\(typeText)'")
            }
            payload = .unknown(try UnknownEvent(typeName: typeText, data: data))
            try envelope.finish()
            self.init(id: id, at: at, device: device, payload: payload)
            return
        }
        let (typedData, undoes) = try Self.takingUndoes(out: data)
        do {
            payload = try EventPayload(type: type, data: typedData, tolerating: tolerated)
        } catch {
            throw FieldError(field: error.field.isEmpty ? "data" : error.field, problem: error.problem)
        }
        try envelope.finish()
        self.init(id: id, at: at, device: device, payload: payload, undoes: undoes)
    }

    /// `data` without its `undoes` member, which any type may carry (the marker on undo's lines),
    /// and that member's id.
    private static func takingUndoes(out data: JSONValue) throws(FieldError) -> (JSONValue, Identifier?) {
        guard case .object(let members) = data, let index = members.firstIndex(where: { $0.key == "undoes" }) else {
            return (data, nil)
        }
        guard case .string(let text) = members[index].value, let identifier = Identifier(text) else {
            throw FieldError(field: "undoes", problem: "must be a lowercase UUID, got \(members[index].value.quotedForMessage)")
        }
        var rest = members
        rest.remove(at: index)
        return (.object(rest), identifier)
    }

    /// Checks a device name: non-empty, short, no control characters.
    public static func validateDevice(_ device: String) throws(FieldError) {
        guard device.count <= maximumDeviceLength else {
            throw FieldError(field: "device", problem: "must be at most \(maximumDeviceLength) characters")
        }
        guard !TextRule.containsControlCharacter(device) else {
            throw FieldError(field: "device", problem: "must not contain control characters")
        }
    }
}
