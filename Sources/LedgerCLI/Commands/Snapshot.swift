import Foundation
import MealLedger

extension Ledger {
    /// `ledger snapshot`: write the snapshot now.
    struct Snapshot: JournalOnlyCommand {
        static let dryRun = CommonOptions.dryRun.with(help: "replay the journal and say what the snapshot would hold; write nothing")

        static let spec = CommandSpec(
            name: "snapshot",
            summary: "Write the journal's snapshot now (reports also refresh it on their own).",
            discussion: """
            The snapshot (PATH.snapshot) holds the replayed state of the journal so far, so reports
            read only what was appended since. It is a cache: deleting it changes no result. One
            that no longer matches the journal (an edit anywhere before its end, even one that
            keeps the length) or this program's version is ignored. Checking is cheap: the
            journal's size, inode and modification time as recorded after this program's last
            write decide; only when they changed is the covered part hashed.
            --dry-run replays the whole journal (not reading the snapshot) and says how many events
            the snapshot would hold, writing nothing.
            --json prints {"journal","snapshot","events","bytes"|null,"dryRun"} ("bytes" is null in
            a dry run).
            """,
            usage: [.shortOption(CommonOptions.journal), .option(dryRun), .option(CommonOptions.json)],
            options: [CommonOptions.journal, dryRun, CommonOptions.json])

        static func run(_ options: JournalOnlyOptions, _ context: CommandContext) throws -> ExitCode {
            let path = options.journal
            let start = Date()
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            let progress = WorkProgress(context, "\(options.dryRun ? "replaying" : "writing the snapshot of") \(path)",
                                        bytesToRead: Int64(size))
            defer { progress.finish() }
            do {
                let file = try JournalFile.openForReading(path)
                try file.lockShared()
                // A dry run neither reads nor removes the snapshot (a damaged one is removed when read).
                let outcome = try SnapshotReplay.run(file, useSnapshot: !options.dryRun, refresh: false)
                if let damage = outcome.result.damageError(path: path) { throw CLIError.journal(damage) }
                var bytes: Int?
                if !options.dryRun {
                    try SnapshotReplay.write(outcome.result, previous: outcome.loaded, file: file)
                    bytes = (try? FileManager.default.attributesOfItem(atPath: SnapshotFile.path(for: path))[.size] as? Int) ?? 0
                }
                progress.finish()
                try context.print(SnapshotWritten(journal: path, snapshot: SnapshotFile.path(for: path),
                                                  events: outcome.result.state.eventCount, bytes: bytes,
                                                  milliseconds: Int(Date().timeIntervalSince(start) * 1000),
                                                  isDryRun: options.dryRun), asJSON: options.asJSON)
                noteDryRun(options, context, path: SnapshotFile.path(for: path))
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
            return .success
        }
    }
}
