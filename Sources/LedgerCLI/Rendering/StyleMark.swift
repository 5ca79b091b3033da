/// Bold and red in rendered text, written as marks that take no column: `TextOutput` turns
/// them into terminal colour codes when colour is on and drops them otherwise.
///
/// The marks are the noncharacters U+FDD0–U+FDD2 (set aside by Unicode for a program's
/// own use), so a renderer need not know where its text goes, widths are measured without
/// the codes, and table cells cannot carry them (`ControlCharacters` escapes them there).
enum StyleMark {
    static let bold = mark(0xFDD0)
    static let red = mark(0xFDD1)
    static let reset = mark(0xFDD2)

    /// Swift refuses noncharacters in string literals; they are built from their values.
    private static func mark(_ value: UInt32) -> String {
        String(Character(Unicode.Scalar(value)!))
    }

    /// `text` in bold.
    static func bold(_ text: String) -> String { bold + text + reset }

    /// `text` in red.
    static func red(_ text: String) -> String { red + text + reset }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xFDD0 && scalar.value <= 0xFDD2
    }

    /// The terminal's code for a mark's last UTF-8 byte (0x90 bold, 0x91 red, 0x92 reset).
    static func terminalCode(_ lastByte: UInt8) -> [UInt8] {
        switch lastByte {
        case 0x90: return Array("\u{1B}[1m".utf8)
        case 0x91: return Array("\u{1B}[31m".utf8)
        default: return Array("\u{1B}[0m".utf8)
        }
    }

    /// `bytes` with each mark replaced by its terminal code (`colour`) or removed.
    static func apply(_ bytes: [UInt8], colour: Bool, into output: inout [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xB7,
               bytes[index + 2] >= 0x90, bytes[index + 2] <= 0x92 {
                if colour { output += terminalCode(bytes[index + 2]) }
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
    }

    /// True when the UTF-8 bytes hold a mark.
    static func occurs(in bytes: String.UTF8View) -> Bool {
        bytes.withContiguousStorageIfAvailable { occurs(inBytes: $0) } ?? occurs(inBytes: bytes)
    }

    private static func occurs(inBytes bytes: some Collection<UInt8>) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in bytes {
            if beforePrevious == 0xEF, previous == 0xB7, byte >= 0x90, byte <= 0x92 { return true }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}
