import MealLedger

/// What `ledger merge -o OUT` prints on stdout: what it merged into OUT (or, in a dry run, would).
struct MergeWritten: PrintableReport {
    var merge: JournalMerge
    var check: MergeCheck
    var a: JournalIndex
    var b: JournalIndex
    var output: String
    var isDryRun: Bool

    /// `{"a":{"path","events"},"b":{…},"output","events","shared","leftOut","findings":[{"line","severity",
    /// "message"}],"dryRun"}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            for (key, index) in [("a", a), ("b", b)] {
                json.member(key: key) { json in
                    json.object { json in
                        json.member("path", index.name)
                        json.member("events", index.events.count)
                    }
                }
            }
            json.member("output", output)
            json.member("events", check.eventCount)
            json.member("shared", merge.sharedCount)
            json.member("leftOut", merge.leftOutCreations.count)
            json.member("findings") { json in
                json.array(check.findings) { json, finding in
                    json.object { json in
                        json.member("line", finding.line)
                        json.member("severity", finding.severity.rawValue)
                        json.member("message", finding.message)
                    }
                }
            }
            json.member("dryRun", isDryRun)
        }
    }

    func text(width: Int?) -> String {
        let summary = Ledger.Merge.summary(merge, check, a: a, b: b, output: output)
        // `merged 11 events into OUT (…)` → `would merge 11 events into OUT (…)`.
        return (isDryRun ? "would merge" + summary.dropFirst("merged".count) : summary) + "\n"
    }
}
