import Foundation
import MealLedger

extension Ledger {
    /// `ledger snapshot`: write the snapshot now.
    struct Snapshot: JournalOnlyCommand {
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
            """,
            usage: [.shortOption(CommonOptions.journal)],
            options: [CommonOptions.journal])

        static func run(_ path: String, _ context: CommandContext) throws -> ExitCode {
            let start = Date()
            let progress = WorkProgress(context, "writing the snapshot of \(path)")
            defer { progress.finish() }
            do {
                let file = try JournalFile.openForReading(path)
                try file.lockShared()
                let outcome = try SnapshotReplay.run(file, refresh: false)
                if let damage = outcome.result.damageError(path: path) { throw CLIError.journal(damage) }
                try SnapshotReplay.write(outcome.result, previous: outcome.loaded, file: file)
                let size = (try? FileManager.default.attributesOfItem(atPath: SnapshotFile.path(for: path))[.size] as? Int) ?? 0
                let milliseconds = Int(Date().timeIntervalSince(start) * 1000)
                progress.finish()
                context.stdout.line("wrote \(SnapshotFile.path(for: path)): \(plural(outcome.result.state.eventCount, "event")), "
                    + "\(size / 1024) KiB, in \(milliseconds) ms")
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
            return .success
        }
    }
}
