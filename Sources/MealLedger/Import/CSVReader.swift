/// Reads CSV text as RFC 4180 describes it, in chunks of any size: fields separated by
/// commas, a field in double quotes may hold commas, line breaks and doubled quotes (`""`).
///
/// Records end at CRLF, LF or a lone CR (old Mac files), each one line end; inside a quoted
/// field the line break is kept as it is. A UTF-8 byte-order mark at the start is skipped
/// (MyFitnessPal writes one); blank lines are skipped. Each record keeps the line it starts
/// on, so errors can name `FILE:LINE`. What it cannot read as written it refuses, naming the
/// line: invalid UTF-8, text after a closing quote, a quote never closed, a record longer
/// than `maximumRecordBytes` (so one record never holds more memory than that).
public struct CSVReader {
    /// The longest record read, in bytes: the journal's own line limit.
    public static let maximumRecordBytes = 1 << 20

    private enum State {
        /// Nothing of the field read yet.
        case fieldStart
        case unquoted
        case quoted
        /// A `"` inside quotes: a doubled quote or the closing one, as the next byte tells.
        case quoteInQuoted
        /// After the closing quote: only a comma or a line end may follow.
        case afterClosingQuote
    }

    private var state = State.fieldStart
    private var field: [UInt8] = []
    private var fields: [String] = []
    /// The current line (1-based) and the lines the record, the field and an open quote start on.
    private var line = 1
    private var recordLine = 1
    private var fieldLine = 1
    private var quoteLine = 1
    private var recordBytes = 0
    private var previousWasCarriageReturn = false
    /// The first bytes of the input, until a byte-order mark is found or ruled out.
    private var leading: [UInt8]? = []

    public init() {}

    /// Reads `chunk`, calling `emit` with every record it completes.
    public mutating func read(_ chunk: [UInt8], _ emit: (CSVRecord) throws -> Void) throws {
        var rest = chunk[...]
        if var start = leading {
            let needed = 3 - start.count
            start.append(contentsOf: rest.prefix(needed))
            rest = rest.dropFirst(needed)
            if start.count < 3, [0xEF, 0xBB, 0xBF].starts(with: start) {
                leading = start  // too few bytes yet to tell
                return
            }
            leading = nil
            if start != [0xEF, 0xBB, 0xBF] { try consume(start[...], emit) }
        }
        try consume(rest, emit)
    }

    /// Ends the input: emits the last record (which needs no line end) or refuses an open quote.
    public mutating func finish(_ emit: (CSVRecord) throws -> Void) throws {
        if let start = leading {
            leading = nil
            if start != [0xEF, 0xBB, 0xBF] { try consume(start[...], emit) }
        }
        switch state {
        case .quoted:
            throw CSVError(line: quoteLine, field: fields.count, message: "a quoted field is never closed")
        case .quoteInQuoted, .afterClosingQuote, .unquoted:
            try endRecord(emit)
        case .fieldStart:
            if !fields.isEmpty { try endRecord(emit) }
        }
    }

    private mutating func consume(_ bytes: ArraySlice<UInt8>, _ emit: (CSVRecord) throws -> Void) throws {
        try bytes.withUnsafeBufferPointer { buffer in try consume(buffer, emit) }
    }

    private mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>, _ emit: (CSVRecord) throws -> Void) throws {
        for byte in bytes {
            let afterCarriageReturn = previousWasCarriageReturn
            previousWasCarriageReturn = byte == 0x0D
            recordBytes += 1
            if recordBytes > Self.maximumRecordBytes {
                throw CSVError(line: recordLine, field: nil,
                               message: "the row is longer than \(Self.maximumRecordBytes) bytes")
            }
            if state == .quoteInQuoted {
                if byte == 0x22 {
                    field.append(0x22)
                    state = .quoted
                    continue
                }
                state = .afterClosingQuote
            }
            switch state {
            case .quoted:
                if byte == 0x22 {
                    state = .quoteInQuoted
                    continue
                }
                // A line break inside quotes is data, and still a line of the file.
                if byte == 0x0D || (byte == 0x0A && !afterCarriageReturn) { line += 1 }
                field.append(byte)
            case .fieldStart, .unquoted, .afterClosingQuote:
                switch byte {
                case 0x2C:
                    try endField()
                case 0x0A where afterCarriageReturn && state == .fieldStart && fields.isEmpty:
                    // The LF of a CRLF whose CR ended the record.
                    recordBytes = 0
                case 0x0D, 0x0A:
                    try endRecord(emit)
                    line += 1
                    recordLine = line
                    fieldLine = line
                case _ where state == .afterClosingQuote:
                    throw CSVError(line: line, field: fields.count,
                                   message: "text after a closing quote (a quote inside a quoted field is written \"\")")
                case 0x22 where state == .fieldStart:
                    state = .quoted
                    quoteLine = line
                default:
                    field.append(byte)
                    state = .unquoted
                }
            case .quoteInQuoted:
                break  // handled above
            }
        }
    }

    private mutating func endField() throws {
        if let invalid = Self.firstInvalidUTF8(field) {
            throw CSVError(line: fieldLine + Self.lineEnds(in: field[..<invalid]), field: fields.count,
                           message: "invalid UTF-8 (byte 0x\(String(field[invalid], radix: 16, uppercase: true)))")
        }
        fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
        state = .fieldStart
        fieldLine = line
    }

    private mutating func endRecord(_ emit: (CSVRecord) throws -> Void) throws {
        // A blank line (no byte before its line end) is no record.
        let blank = fields.isEmpty && state == .fieldStart
        if !blank {
            try endField()
            let record = CSVRecord(line: recordLine, fields: fields)
            fields.removeAll(keepingCapacity: true)
            try emit(record)
        }
        state = .fieldStart
        recordBytes = 0
    }

    /// How many line ends (CRLF, LF or CR, each one) `bytes` holds.
    static func lineEnds(in bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x0D || (byte == 0x0A && previous != 0x0D) { count += 1 }
            previous = byte
        }
        return count
    }

    /// The offset of the first byte that is not part of well-formed UTF-8 (Unicode's table 3-7:
    /// no overlong forms, no surrogates, nothing past U+10FFFF), or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            guard index + 1 < count, (low...high).contains(bytes[index + 1]) else { return index }
            for offset in 2..<length {
                guard index + offset < count, (0x80...0xBF).contains(bytes[index + offset]) else { return index }
            }
            index += length
        }
        return nil
    }

    /// The records of `bytes`, or the first thing that cannot be read.
    public static func records(_ bytes: [UInt8]) throws(CSVError) -> [CSVRecord] {
        var reader = CSVReader()
        var records: [CSVRecord] = []
        do {
            try reader.read(bytes) { records.append($0) }
            try reader.finish { records.append($0) }
        } catch let error as CSVError {
            throw error
        } catch {
            throw CSVError(line: 0, field: nil, message: "\(error)")  // appending a record throws nothing
        }
        return records
    }
}
