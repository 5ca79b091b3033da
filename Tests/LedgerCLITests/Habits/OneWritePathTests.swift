import Foundation
import Testing

/// SPEC 17: every command that writes to the journal goes through the one write target
/// (`WriteTarget` with `appendEvents` or `initializeJournal`, in Support/JournalWriting.swift),
/// which holds the journal, the lock, the dry run and the JSON choice.
@Suite struct OneWritePathTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/LedgerCLI")

    /// Only JournalWriting.swift calls the appender's writing functions; a command that called
    /// them itself (as `demo` and `init` once did) would bypass the target.
    @Test func onlyTheWriteTargetCallsTheAppender() throws {
        let calls = ["JournalAppender.append(", "JournalAppender.initialize(", "JournalAppender.preview(",
                     "JournalAppender.previewInitialize("]
        var offenders: [String] = []
        var files = 0
        let walker = FileManager.default.enumerator(atPath: Self.sources.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            files += 1
            let text = try String(contentsOfFile: Self.sources.appendingPathComponent(relative).path, encoding: .utf8)
            let found = calls.filter { text.contains($0) }
            if relative != "Support/JournalWriting.swift", !found.isEmpty { offenders.append("\(relative): \(found)") }
            if relative == "Support/JournalWriting.swift" { #expect(found.count == calls.count) }
        }
        #expect(files > 50)
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }
}
