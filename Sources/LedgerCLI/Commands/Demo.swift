import Foundation
import MealLedger

extension Ledger {
    /// `ledger demo`: write a sample journal and show the main reports on it.
    struct Demo: LedgerCommand {
        static let journal = CommonOptions.journal.with(help: "where to write the sample journal (must not exist)")
        static let quiet = Flag("quiet", short: "q", help: "only write the journal; print its path")

        static let spec = CommandSpec(
            name: "demo",
            summary: "Write a sample journal (two weeks of meals, goals, a planned week) and show the main reports.",
            discussion: """
            The journal goes to a new temporary folder unless --journal names a path where no
            journal exists yet. Then the demo logs a banana with 'ledger eat', prints today's day
            by slot, yesterday's audit, the meal library and the coming week, and how to explore
            further.
            """,
            usage: [.option(journal)],
            options: [journal, CommonOptions.device, quiet])

        struct Options {
            /// Where to write; nil for a new temporary folder.
            var journal: String?
            var device: String
            var stamp: EventStamp
            var quiet: Bool
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            try expectNoPositionals(arguments)
            let path = try arguments[journal]
            if let path, FileManager.default.fileExists(atPath: path) {
                throw CLIError.refused(commandPath, "\(ShownPath.of(path)) exists; the demo writes a new journal")
            }
            return Options(journal: path, device: try context.deviceName(arguments), stamp: try context.stamp(arguments),
                           quiet: arguments[quiet])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let today = context.today
            // The sample spans the last 13 days and plans next week.
            _ = try day(today, movedBy: -13, "a sample journal of the 13 days to \(today)")
            _ = try weekStart(of: today, movedBy: 1, "a sample plan for the week after \(today)")
            let path = try options.journal ?? makeTemporaryFolder() + "/journal.jsonl"
            let events = SampleJournal.events(today: today, device: options.device, ids: context.ids)
            _ = try appendEvents(WriteTarget(journal: path, createsFolder: true, stamp: options.stamp)) { _ in events }
            let out = context.stdout
            if options.quiet {
                out.line(path)
                return .success
            }
            out.line("Wrote a sample journal of \(events.count) events to \(ShownPath.of(path))")
            out.line()
            func show(_ words: [String]) {
                out.line("$ ledger \(words.joined(separator: " "))")
                _ = Ledger.run(words + [journal.dashed, path], context: context, flush: false)
                out.line()
            }
            show(["eat", "1", "banana", "--slot", "snack"])
            show(["day"])
            show(["audit", today.adding(days: -1).description])
            show(["meals"])
            show(["week", "--next", "1"])
            out.line("Explore it yourself:")
            out.line("  export MEAL_LEDGER_JOURNAL=\(path)")
            out.line("  ledger meal show \"chicken rice bowl\"     ledger meals --protein chicken")
            out.line("  ledger week --next 1                      ledger log --date \(today)")
            out.line("  ledger eat greek yogurt bowl --slot breakfast   ledger undo")
            out.line("  ledger copy yesterday --to today --slot breakfast  ledger plan eat")
            out.line("  ledger check                              less \(path)")
            return .success
        }

        /// A new, empty folder of its own under the temporary folder.
        static func makeTemporaryFolder() throws -> String {
            let base = FileManager.default.temporaryDirectory.path
            var template = Array((base + "/meal-ledger-demo-XXXXXX").utf8CString)
            guard let folder = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
                throw CLIError.refused(commandPath, "cannot create a folder under \(base)")
            }
            return String(cString: folder)
        }
    }
}
