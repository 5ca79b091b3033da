import Foundation
import MealLedger

extension Ledger {
    /// `ledger merge A B [-o OUT]`: the union of two journals, each event once, in one order.
    struct Merge: LedgerCommand {
        static let output = Option<String>("output", short: "o", value: .file("OUT"), help: "write the merged journal to OUT (default stdout)")
        static let prefer = Option<JournalMerge.Side>("prefer", value: .choice(["A", "B"], "A|B"), help: "on a conflict keep A's or B's copy of the event") {
            text, _ throws(OptionProblem) in
            guard let side = JournalMerge.Side(rawValue: text.uppercased()) else { throw .invalid("takes A or B") }
            return side
        }
        static let dryRun = CommonOptions.dryRun.with(help: "with -o: merge and check, say what OUT would get; write nothing")
        static let json = CommonOptions.json.with(help: "with -o: print one JSON object describing what was merged")

        static let spec = CommandSpec(
            name: "merge",
            summary: "Merge two journals: every event of both once, the earliest journal.created first, then by time and id.",
            discussion: """
            Events with the same id and the same content (compared in canonical form) are kept
            once. The merged journal opens with the earliest journal.created line of the two (by
            at, then id); the other is left out. Every other event follows in order of its at,
            then its id, so 'merge A B' and 'merge B A' write the same bytes, and merging again
            changes nothing.

            The same id with different content is a conflict: each is named (PATH:LINE and the
            fields that differ), nothing is written and the exit status is 1, unless --prefer A
            or --prefer B says whose copy to keep.

            Without -o the merged journal goes to stdout. With -o it is written to a temporary
            file beside OUT, flushed to disk and renamed over OUT (OUT may be A or B). The merged
            journal is then checked as 'ledger check' would; problems a merge can honestly make
            (a meal logged on one device after the other deleted it) are kept and named on stderr
            with their line in the merged journal. Exit status 3, nothing written, when A or B
            has a damaged or torn line.

            With -o, --dry-run does all of it (reading, conflicts, the checks of OUT, of the merged
            journal) but write, and says what it would have written; --json prints
            {"a":{"path","events"},"b":{…},"output","events","shared","leftOut",
            "findings":[{"line","severity","message"}],"dryRun"}: "shared" events are in both,
            "leftOut" counts the later journal.created lines left out.
            """,
            usage: [.argument(.file("A")), .argument(.file("B")), .shortOption(output), .option(prefer), .option(dryRun), .option(json)],
            options: [output, prefer, dryRun, json])

        struct Options {
            var a: String
            var b: String
            /// Where to write; nil for stdout.
            var output: String?
            /// Whose copy a conflict keeps; nil to refuse.
            var prefer: JournalMerge.Side?
            var dryRun = false
            var asJSON = false
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            let (a, b) = try twoJournals(arguments)
            let options = Options(a: a, b: b, output: try arguments[output], prefer: try arguments[prefer],
                                  dryRun: arguments[dryRun], asJSON: arguments[json])
            if options.output == nil, let given = [dryRun, json].first(where: { arguments[$0] }) {
                throw usageError("\(given.dashed) needs -o OUT (without it the merged journal is what is printed)")
            }
            return options
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let sizes = [options.a, options.b].map { (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0 }
            let progress = WorkProgress(context, "merging \(options.a) and \(options.b)", bytesToRead: Int64(sizes.reduce(0, +)))
            defer { progress.finish() }
            let a = try JournalIndex.read(path: options.a)
            let b = try JournalIndex.read(path: options.b)
            let merge = JournalMerge(a.events, b.events, prefer: options.prefer)
            if options.output == nil || !merge.conflicts.isEmpty { progress.finish() }  // before any output
            guard merge.conflicts.isEmpty else {
                try reportConflicts(merge, a: a, b: b, context: context)
                context.stderr.line("\(commandPath): \(plural(merge.conflicts.count, "conflict")), nothing written; "
                    + "\(prefer.dashed) A or \(prefer.dashed) B keeps that journal's copy")
                return .refused
            }
            let check: MergeCheck
            let outputName: String
            if let output = options.output {
                outputName = output
                // A journal replaced by the merge loses what neither side has ("merge A B -o C" over
                // a third journal erased C's events): it may be replaced only when A and B hold all of it.
                if FileReplacement.isJournal(output), let held = try? JournalIndex.read(path: output) {
                    let kept = Set(a.events.map(\.id)).union(b.events.map(\.id))
                    let lost = held.events.filter { !kept.contains($0.id) }.count
                    if lost > 0 {
                        context.stderr.line("\(commandPath): \(output) is a journal with \(plural(lost, "event")) neither "
                            + "\(options.a) nor \(options.b) has; merging into it would lose them, so nothing was written "
                            + "(merge it in as A or B, or write to a new file)")
                        return .refused
                    }
                }
                // OUT may be A or B, never a snapshot or side file of either (SPEC 12, 18).
                let protecting = [JournalFiles(journal: options.a, includesJournal: false),
                                  JournalFiles(journal: options.b, includesJournal: false)]
                if options.dryRun {
                    _ = try FileReplacement.check(path: output, links: .followedWhenOwned, protecting: protecting,
                                                  mayReplaceJournals: [output])
                    check = try merge.write(a: a, b: b) { _ in }
                } else {
                    let replacement = try FileReplacement(path: output, links: .followedWhenOwned, protecting: protecting,
                                                          mayReplaceJournals: [output])
                    check = try merge.write(a: a, b: b) { try replacement.write($0) }
                    try replacement.commit()
                    BatchIntent.discard(forReplaced: replacement.target)
                }
            } else {
                outputName = "<stdout>"
                check = try merge.write(a: a, b: b) { context.stdout.write(bytes: $0) }
            }
            progress.finish()
            reportFindings(check, name: outputName, context: context)
            if options.output != nil {
                try context.print(MergeWritten(merge: merge, check: check, a: a, b: b, output: outputName,
                                               isDryRun: options.dryRun), asJSON: options.asJSON)
            }
            if options.dryRun { context.stderr.line("\(commandPath): dry run: nothing written to \(ShownPath.of(outputName))") }
            return .success
        }

        /// Names each conflict on stderr: `A:LINE: conflict: event ID differs from B:LINE in FIELDS`.
        static func reportConflicts(_ merge: JournalMerge, a: JournalIndex, b: JournalIndex,
                                    context: CommandContext) throws {
            func index(_ side: JournalMerge.Side) -> JournalIndex { side == .a ? a : b }
            for conflict in merge.conflicts {
                let first = try index(conflict.first.side).event(at: conflict.first.index)
                let second = try index(conflict.second.side).event(at: conflict.second.index)
                let fields = JournalDiff.differingFields(first, second).joined(separator: ", ")
                context.stderr.line("\(index(conflict.first.side).name):\(conflict.first.line): conflict: event \(conflict.id) "
                    + "differs from \(index(conflict.second.side).name):\(conflict.second.line) in \(fields)")
            }
        }

        /// Names the merged journal's problems on stderr with their merged line numbers.
        static func reportFindings(_ check: MergeCheck, name: String, context: CommandContext) {
            for finding in check.findings {
                let label = finding.severity == .warning ? "warning: " : ""
                context.stderr.line("\(name):\(finding.line): \(label)\(finding.message)")
            }
            if check.omittedFindingCount > 0 {
                context.stderr.line("\(name): … and \(check.omittedFindingCount) more problems not shown")
            }
            if !check.findings.isEmpty {
                context.stderr.line("\(name): the merged journal has \(plural(check.errorCount, "error")) and "
                    + "\(plural(check.findings.count - check.findings.filter { $0.severity == .error }.count, "warning")); "
                    + "every event was kept; 'ledger check' lists them again")
            }
        }

        /// `merged 11 events into OUT (A has 10, B has 5, 3 in both; 1 later journal.created line left out)`.
        static func summary(_ merge: JournalMerge, _ check: MergeCheck, a: JournalIndex, b: JournalIndex,
                            output: String, labels: (String, String)? = nil) -> String {
            let (aLabel, bLabel) = labels ?? (a.name, b.name)
            var text = "merged \(plural(check.eventCount, "event")) into \(ShownPath.of(output)) (\(ShownPath.of(aLabel)) has \(a.events.count), "
                + "\(ShownPath.of(bLabel)) has \(b.events.count), \(merge.sharedCount) in both"
            if !merge.leftOutCreations.isEmpty {
                text += "; \(plural(merge.leftOutCreations.count, "later journal.created line")) left out"
            }
            return text + ")"
        }
    }
}
