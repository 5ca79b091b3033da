/// Reads CSV text as RFC 4180 describes it: fields separated by commas, records by CRLF or
/// LF, a field in double quotes may hold commas, line breaks and doubled quotes (`""`).
///
/// A UTF-8 byte-order mark at the start is skipped (MyFitnessPal writes one); blank lines
/// are skipped. Each record keeps the line it starts on, so errors can name `FILE:LINE`.
public enum CSVReader {
    /// The records of `bytes`, or the line where a quoted field never closes.
    public static func records(_ bytes: [UInt8]) throws(CSVError) -> [CSVRecord] {
        var records: [CSVRecord] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var recordLine = 1
        var inQuotes = false
        var quoteLine = 0
        var wasQuoted = false

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            wasQuoted = false
        }
        func endRecord() {
            endField()
            // A blank line is one empty field: nothing to keep.
            if !(fields.count == 1 && fields[0].isEmpty) {
                records.append(CSVRecord(line: recordLine, fields: fields))
            }
            fields.removeAll(keepingCapacity: true)
        }

        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inQuotes {
                if byte == 0x22 {
                    if index < bytes.count, bytes[index] == 0x22 {
                        field.append(0x22)
                        index += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    if byte == 0x0A { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case 0x2C:
                endField()
            case 0x0D where index < bytes.count && bytes[index] == 0x0A:
                continue  // the LF that follows ends the record
            case 0x0A:
                endRecord()
                line += 1
                recordLine = line
            case 0x22 where field.isEmpty && !wasQuoted:
                inQuotes = true
                wasQuoted = true
                quoteLine = line
            default:
                field.append(byte)
            }
        }
        if inQuotes { throw CSVError(line: quoteLine, message: "a quoted field is never closed") }
        if !field.isEmpty || !fields.isEmpty || wasQuoted { endRecord() }
        return records
    }
}
