import MealLedger

extension Ledger {
    /// `ledger merge-driver %O %A %B [%P]`: git's merge driver for journals.
    struct MergeDriver: LedgerCommand {
        static let spec = CommandSpec(
            name: "merge-driver",
            summary: "Merge two versions of a journal for git (set up by 'ledger git-setup').",
            discussion: """
            git runs it as 'ledger merge-driver %O %A %B %P' when both sides changed a journal.
            It writes the union of OURS and THEIRS over OURS, exactly as 'ledger merge OURS THEIRS'
            would (temporary file, fsync, rename), and exits 0. The ancestor is not read: a
            journal is append-only, so no event is ever taken away and the union is the merge.
            PATH, the journal's path in the repository, names the inputs in messages.

            On a conflict (the same event id with different content) or a damaged or torn line,
            it names the lines, leaves OURS untouched and exits non-zero (1, or 3 for damage), so
            git reports the file as conflicted. Problems of the merged journal (a meal logged on
            one device after the other deleted it) are named on stderr; the merge still succeeds.

            To resolve a conflict, merge git's two copies choosing whose events win, then mark it:
              git show :2:PATH > ours.jsonl; git show :3:PATH > theirs.jsonl
              ledger merge ours.jsonl theirs.jsonl --prefer A -o PATH && git add PATH
            """,
            usage: [.argument(.file("ANCESTOR")), .argument(.file("OURS")), .argument(.file("THEIRS")), .optionalArgument(.path)],
            options: [])

        struct Options {
            var ours: String
            var theirs: String
            /// The journal's path in the repository, for messages.
            var name: String?
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            let words = arguments.positionals
            guard words.count == 3 || words.count == 4 else {
                throw usageError(words.count < 3 ? "needs ANCESTOR OURS THEIRS (git's %O %A %B)" : "unexpected argument '\(words[4])'")
            }
            return Options(ours: words[1], theirs: words[2], name: words.count == 4 ? words[3] : nil)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let (ours, theirs, name) = (options.ours, options.theirs, options.name)
            let a = try JournalIndex.read(path: ours, name: name.map { "\($0) (ours)" } ?? ours)
            let b = try JournalIndex.read(path: theirs, name: name.map { "\($0) (theirs)" } ?? theirs)
            let merge = JournalMerge(a.events, b.events)
            guard merge.conflicts.isEmpty else {
                try Merge.reportConflicts(merge, a: a, b: b, context: context)
                context.stderr.line("\(commandPath): \(plural(merge.conflicts.count, "conflict")); "
                    + "\(name ?? ours) left as it was (ours); see 'ledger merge-driver --help' to resolve")
                return .refused
            }
            let replacement = try FileReplacement(path: ours, links: .followedWhenOwned, protecting: [
                JournalFiles(journal: ours, includesJournal: false), JournalFiles(journal: theirs, includesJournal: false),
            ], mayReplaceJournals: [ours])
            let check = try merge.write(a: a, b: b) { try replacement.write($0) }
            try replacement.commit()
            let mergedName = name.map { "\($0) (merged)" } ?? ours
            Merge.reportFindings(check, name: mergedName, context: context)
            context.stderr.line("\(commandPath): " + Merge.summary(merge, check, a: a, b: b, output: name ?? ours,
                                                                           labels: ("ours", "theirs")))
            return .success
        }
    }
}
