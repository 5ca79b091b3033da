import Foundation
import Testing

/// SPEC 17: one home for system calls. EINTR handling, positional reads and writes live in
/// SystemCalls.swift; a fourth retry loop elsewhere is how the last one went wrong.
@Suite struct SystemCallHomeTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The code of `text` without comments (line comments and doc comments), so prose may name the calls.
    static func code(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let comment = line.range(of: "//") else { return String(line) }
            return String(line[..<comment.lowerBound])
        }
    }

    /// `file:line: text` for every use of a call that belongs in SystemCalls, outside it.
    static func strayCalls(in root: URL) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: #"\bEINTR\b|\bpread\s*\(|\bpwrite\s*\(|\bwaitpid\s*\("#)
        var found: [String] = []
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files where file.lastPathComponent != "SystemCalls.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in code(text).enumerated()
            where pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                found.append("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    @Test func noSourceFileButSystemCallsRetriesOnEINTROrReadsAndWritesAtAnOffset() throws {
        let stray = try Self.strayCalls(in: Self.sources)
        #expect(stray.isEmpty, "system calls outside SystemCalls.swift:\n\(stray.joined(separator: "\n"))")
    }

    @Test func theScanFindsAStrayCallAndIgnoresOneNamedInAComment() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("syscalls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "let n = pread(fd, buffer, 4, 0)\n// reads with pread(), retried on EINTR\n"
            .write(to: folder.appendingPathComponent("Stray.swift"), atomically: true, encoding: .utf8)
        try "while waitpid(p, &s, 0) < 0, errno == EINTR {}\n"
            .write(to: folder.appendingPathComponent("SystemCalls.swift"), atomically: true, encoding: .utf8)
        #expect(try Self.strayCalls(in: folder) == ["Stray.swift:1: let n = pread(fd, buffer, 4, 0)"])
    }
}
