import Foundation
import MealLedger

extension Ledger {
    /// `ledger git-setup`: make git merge journals with `ledger merge-driver`.
    struct GitSetup: LedgerCommand {
        static let driverName = "meal-ledger"

        static let directory = Option<String>("directory", short: "C", value: .directory,
                                              help: "the folder in the repository (default the current folder)")
        static let pattern = Option<String>("pattern", value: .text("PATTERN"),
                                            help: "the files git merges with the driver (default *.jsonl)") {
            text, _ throws(OptionProblem) in
            guard !text.isEmpty, !text.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) else {
                throw .invalid("must be one gitattributes pattern without spaces")
            }
            return text
        }
        static let program = Option<String>("program", value: .path, help: "the ledger program git runs (default this one)")
        static let dryRun = CommonOptions.dryRun.with(help: "say what it would add and configure; change nothing")

        static let spec = CommandSpec(
            name: "git-setup",
            summary: "Set up the git repository holding the journal to merge journals with 'ledger merge-driver'.",
            discussion: """
            In the repository that holds DIR (default the folder of the journal given with
            --journal/-f, else the current folder) it
              - adds 'PATTERN merge=meal-ledger' to .gitattributes (PATTERN default *.jsonl),
              - adds 'PATTERN.snapshot' and 'PATTERN.ai-cache/' to .gitignore (a snapshot and the
                AI recipe replies are caches, never shared; the replies hold the recipe text typed),
              - sets git config merge.meal-ledger.driver to "'PATH' merge-driver %O %A %B %P"
                and merge.meal-ledger.name, PATH being this program (or --program).
            Running it again changes nothing. Commit .gitattributes and .gitignore; run
            'ledger git-setup' once in every clone, since git never copies a repository's config.
            --dry-run says what it would add and configure, changing nothing (git is only asked
            where the repository is). --json prints {"repository","lines":[{"path","line","added"}],
            "config":{"merge.meal-ledger.name","merge.meal-ledger.driver"},"dryRun"}: "added" is
            false for a line the file had already.
            """,
            usage: [.shortOption(directory), .option(pattern), .option(program), .option(dryRun),
                    .option(CommonOptions.json)],
            options: [CommonOptions.journal.with(help: "a journal: set up the repository that holds it"),
                      directory, pattern, program, dryRun, CommonOptions.json])

        struct Options {
            /// A folder in the repository.
            var folder: String
            /// The files git merges with the driver.
            var pattern: String
            /// The ledger program git runs.
            var program: String
            var dryRun = false
            var asJSON = false
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            try expectNoPositionals(arguments)
            var folder = FileManager.default.currentDirectoryPath
            if let path = try arguments[directory] {
                folder = path
            } else if let journal = try arguments[CommonOptions.journal], !journal.isEmpty {
                folder = URL(fileURLWithPath: journal).deletingLastPathComponent().path
            }
            return Options(folder: folder,
                           pattern: try arguments[pattern] ?? "*.jsonl",
                           program: try arguments[program] ?? currentProgram(commandPath),
                           dryRun: arguments[dryRun], asJSON: arguments[CommonOptions.json])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let command = commandPath
            let (folder, pattern, program) = (options.folder, options.pattern, options.program)
            let top = try git(["rev-parse", "--show-toplevel"], in: folder, context: context, command: command)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let attributesLine = "\(pattern) merge=\(driverName)"
            var lines: [GitSetupChanges.FileLine] = []
            let attributesPath = top + "/.gitattributes"
            let attributes = try addLine(attributesLine, to: attributesPath, command: command, dryRun: options.dryRun) { line in
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                return words.first.map(String.init) == pattern && words.contains("merge=\(driverName)")
            }
            lines.append(.init(path: attributesPath, line: attributesLine, added: attributes))
            for ignoreLine in ["\(pattern).snapshot", "\(pattern).ai-cache/"] {
                let added = try addLine(ignoreLine, to: top + "/.gitignore", command: command, dryRun: options.dryRun) {
                    $0.trimmingCharacters(in: .whitespaces) == ignoreLine
                }
                lines.append(.init(path: top + "/.gitignore", line: ignoreLine, added: added))
            }
            let config: [(key: String, value: String)] = [("merge.\(driverName).name", "MealLedger journal: union of both sides' events"),
                          ("merge.\(driverName).driver", "\(shellQuoted(program)) merge-driver %O %A %B %P")]
            if !options.dryRun {
                for (key, value) in config { _ = try git(["config", key, value], in: top, context: context, command: command) }
            }
            try context.print(GitSetupChanges(repository: top, lines: lines, config: config, isDryRun: options.dryRun),
                              asJSON: options.asJSON)
            if options.dryRun { context.stderr.line("\(command): dry run: nothing changed in \(top)") }
            return .success
        }

        /// Appends `line` to the file unless some line already `matches`; true when it appended
        /// (or, for a dry run, would have).
        static func addLine(_ line: String, to path: String, command: String, dryRun: Bool = false,
                            matches: (String) -> Bool) throws -> Bool {
            var text = ""
            if FileManager.default.fileExists(atPath: path) {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw CLIError.refused(command, "cannot read \(ShownPath.of(path))")
                }
                text = String(decoding: data, as: UTF8.self)
            }
            if text.split(separator: "\n").contains(where: { matches(String($0)) }) { return false }
            if dryRun { return true }
            if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
            text += line + "\n"
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw CLIError.refused(command, "cannot write \(ShownPath.of(path)): \(error.localizedDescription)")
            }
            return true
        }

        /// Runs git in `folder` with the context's environment; its stdout, or a refusal with its stderr.
        static func git(_ words: [String], in folder: String, context: CommandContext, command: String) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", folder] + words
            process.environment = context.environment
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                throw CLIError.refused(command, "cannot run git: \(error.localizedDescription)")
            }
            let outData = output.fileHandleForReading.readDataToEndOfFile()
            let errData = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let stderrText = String(decoding: errData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            switch process.terminationStatus {
            case 0:
                return String(decoding: outData, as: UTF8.self)
            case 127:
                throw CLIError.refused(command, "git is not installed (or not on PATH)")
            default:
                if words.first == "rev-parse" {
                    throw CLIError.refused(command, "\(ShownPath.of(folder)) is not in a git repository (git: \(stderrText))")
                }
                throw CLIError.refused(command, "git \(words.joined(separator: " ")) failed: \(stderrText)")
            }
        }

        /// The absolute path of the running program.
        static func currentProgram(_ command: String) throws -> String {
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), path.hasPrefix("/") {
                return path
            }
            let first = CommandLine.arguments.first ?? ""
            if first.hasPrefix("/") { return first }
            throw CLIError.usage(command, "cannot tell where this program is; give it with \(program.spec.longForm)")
        }

        /// `'path'`, safe inside the shell command git runs.
        static func shellQuoted(_ text: String) -> String {
            "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
    }
}
