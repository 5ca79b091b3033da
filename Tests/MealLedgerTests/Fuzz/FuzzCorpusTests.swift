import Foundation
@testable import FuzzChecks
import TestSupport
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

    /// Whatever hostile words the command-line target is given, every path the command would
    /// open lies in its scratch folder: after a path option (`-o -ofile` included), inside
    /// `--journal=PATH` or `-fPATH`, and any word that climbs or starts at the root.
    @Test func theCommandLineTargetKeepsEveryPathInItsFolder() {
        let pieces = ["-f", "--journal", "-o", "--output", "--html", "--from-draft", "-o-", "-", "/tmp/x",
                      "../x", "a/../../b", "x.jsonl", "--journal=/etc/x", "--output=../y", "-f/etc/x", "-o-ofile",
                      "-ofile", "-f--journal=x", "--journal=", "day", "merge", "journal.jsonl", "1/2", "..", "/"]
        let inside = CommandLineCheck.folder + "/"
        func stays(_ path: String) -> Bool { path.hasPrefix(inside) && !path.contains("..") }
        forAllCases(300, seed: 0xC0F1_4ED) { testCase in
            let words = (0..<(1 + Int(testCase.random.next() % 5))).map { _ in testCase.random.pick(pieces) }
            let confined = words.indices.map { CommandLineCheck.confined(words[$0], after: $0 > 0 ? words[$0 - 1] : nil) }
            for (index, word) in confined.enumerated() {
                let previous = index > 0 ? words[index - 1] : nil
                var opened: [String] = []
                if previous.map(CommandLineCheck.takesPath.contains) == true { opened.append(word) }
                if let equals = word.firstIndex(of: "="), word.hasPrefix("--"),
                   CommandLineCheck.takesPath.contains(String(word[..<equals])) {
                    opened.append(String(word[word.index(after: equals)...]))
                } else if !word.hasPrefix("--"), word.count > 2, CommandLineCheck.takesPath.contains(String(word.prefix(2))) {
                    opened.append(String(word.dropFirst(2)))
                }
                if words[index].contains("..") || words[index].hasPrefix("/") { opened.append(word) }
                for path in opened {
                    testCase.check(stays(path), "\(words) → \(confined): '\(path)' is outside the folder")
                }
            }
        }
    }
}
