import Foundation
import FuzzChecks
import Testing

/// The fuzz targets' checks over their committed seed corpus and over every input the fuzzer
/// ever found a problem with (tools/fuzz/regressions), so a fixed crash stays fixed.
@Suite struct FuzzCorpusTests {
    static let tools = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("tools/fuzz")

    static func inputs(_ target: String) throws -> [URL] {
        var found: [URL] = []
        for folder in ["corpus", "regressions"] {
            let directory = tools.appendingPathComponent(folder).appendingPathComponent(target)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            found += names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
        }
        return found
    }

    @Test func everyJournalLineInputKeepsTheReadersPromises() throws {
        let files = try Self.inputs("journal-line")
        #expect(files.count >= 30)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try JournalLineCheck.run(bytes) }
        }
    }

    @Test func everyAIReplyInputKeepsTheValidatorsPromises() throws {
        let files = try Self.inputs("ai-reply")
        #expect(files.count >= 10)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try AIReplyCheck.run(bytes) }
        }
    }

    @Test func everySnapshotInputKeepsTheLoadersPromises() throws {
        let files = try Self.inputs("snapshot")
        #expect(files.count >= 5)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try SnapshotCheck.run(bytes) }
        }
    }

    @Test func everyCommandLineInputKeepsTheCommandsPromises() throws {
        let files = try Self.inputs("command-line")
        #expect(files.count >= 20)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try CommandLineCheck.run(bytes) }
        }
    }
}
