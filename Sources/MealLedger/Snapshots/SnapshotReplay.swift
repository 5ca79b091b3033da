import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Replay that starts from the snapshot when one matches, and keeps the snapshot fresh.
public enum SnapshotReplay {
    /// A report writes a new snapshot once this many events lie past the old one.
    public static let refreshAfterEvents = 2_000

    /// What a replay used and did about the snapshot.
    public struct Outcome {
        public var result: ReplayResult
        /// The snapshot the replay started from, if any. Its state was moved into `result`
        /// (so the replay writes the mapped tables in place instead of copying them): empty here.
        public var loaded: SnapshotFile.Loaded?
        /// True when this replay wrote a new snapshot.
        public var refreshed: Bool
        /// Why the snapshot path was refused (not a regular file), for a warning.
        public var snapshotRefusal: JournalError?
    }

    /// Replays `file`, from its snapshot when `useSnapshot` and one matches.
    ///
    /// Replays that cut history (`untilLine`, `untilInstant`) or watch every event (`observe`)
    /// start from the beginning. A damaged journal is never snapshotted, so its damage is
    /// named on every read until it is fixed.
    public static func run(
        _ file: JournalFile, options: ReplayOptions = ReplayOptions(), useSnapshot: Bool = true,
        refresh: Bool = true, observe: ((Event, LinePosition, LedgerState) -> Void)? = nil
    ) throws(JournalError) -> Outcome {
        let canUse = useSnapshot && options.untilLine == nil && options.untilInstant == nil && observe == nil
            && options.stopWhen == nil
        let started = DispatchTime.now()
        var refusal: JournalError?
        var loaded = canUse ? SnapshotFile.load(for: file, refusal: &refusal) : nil
        // A snapshot never covers a batch cut short (no replay that met one wrote it); one that
        // does (written by a release without batch records) is not used.
        if let covered = loaded?.coveredLength, let cut = BatchIntent.cutBatch(in: file), cut.offset < covered {
            loaded = nil
        }
        if let profile = options.profile {
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
            let verdict = loaded.map { "loaded (\($0.verification)), \($0.coveredLines) lines" } ?? (canUse ? "none usable" : "not used")
            profile("snapshot: \(verdict) in \(milliseconds) ms")
        }
        var start = LedgerState()
        if loaded != nil { swap(&start, &loaded!.state) }
        let snapshotEvents = start.eventCount
        let result = try Replay.run(file, options: options, from: consume start,
                                    offset: loaded?.coveredLength ?? 0, firstLine: (loaded?.coveredLines ?? 0) + 1,
                                    observe: observe)
        var refreshed = false
        let tail = result.state.eventCount - snapshotEvents
        if canUse, refresh, !result.isDamaged, tail >= refreshAfterEvents {
            refreshed = (try? write(result, previous: loaded, file: file)) != nil
        } else if refresh, loaded?.verification == .contentHash, !result.state.isSnapshotDamaged {
            // The prefix was hashed and matched: record the stat so the next read need not hash.
            SnapshotFile.recordJournalStatus(journal: file)
        }
        if result.state.isSnapshotDamaged {
            return try replayDiscardingSnapshot(file, options: options, refresh: refresh, refusal: refusal)
        }
        return Outcome(result: result, loaded: loaded, refreshed: refreshed, snapshotRefusal: refusal)
    }

    /// The replay again from the journal alone, after a block of the snapshot proved damaged;
    /// a new snapshot replaces the damaged one.
    public static func replayDiscardingSnapshot(
        _ file: JournalFile, options: ReplayOptions = ReplayOptions(), refresh: Bool = true,
        refusal: JournalError? = nil
    ) throws(JournalError) -> Outcome {
        let result = try Replay.run(file, options: options)
        var refreshed = false
        if refresh, !result.isDamaged, options.untilLine == nil, options.untilInstant == nil {
            refreshed = (try? write(result, previous: nil, file: file)) != nil
        }
        if !refreshed { unlink(SnapshotFile.path(for: file.path)) }
        return Outcome(result: result, loaded: nil, refreshed: refreshed, snapshotRefusal: refusal)
    }

    /// Writes a snapshot of everything `result` read.
    public static func write(_ result: ReplayResult, previous: SnapshotFile.Loaded?, file: JournalFile) throws {
        let lines = (previous?.coveredLines ?? 0) + result.end.lineCount
        try SnapshotFile.write(result.state, coveredLength: result.end.completeLength, coveredLines: lines, journal: file)
    }
}
