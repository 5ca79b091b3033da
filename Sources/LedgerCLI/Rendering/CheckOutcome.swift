import MealLedger

/// `ledger check`: every problem found in a journal, and how many of each kind.
struct CheckOutcome: PrintableReport {
    var path: String
    var eventCount: Int
    /// The lines read, a torn last one included.
    var lineCount: Int
    var findings: [Finding]
    /// Problems past the most a check lists.
    var omittedCount: Int
    /// How many of those were errors; the rest were warnings.
    var omittedErrorCount: Int

    var errorCount: Int { findings.filter { $0.severity == .error }.count + omittedErrorCount }
    var warningCount: Int { findings.filter { $0.severity == .warning }.count + omittedCount - omittedErrorCount }

    /// `{"path","events","lines","errors","warnings","omitted","problems":[{"line","severity","damaged","message"}]}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("path", path)
            json.member("events", eventCount)
            json.member("lines", lineCount)
            json.member("errors", errorCount)
            json.member("warnings", warningCount)
            json.member("omitted", omittedCount)
            json.member("problems") { json in
                json.array(findings) { json, finding in
                    json.object { json in
                        json.member("line", finding.line)
                        json.member("severity", finding.severity.rawValue)
                        json.member("damaged", finding.isDamage)
                        json.member("message", finding.message)
                    }
                }
            }
        }
    }

    /// `PATH:LINE: message` for each problem, then the counts.
    func text(width: Int?) -> String {
        let path = ShownPath.of(path)
        var text = ""
        for finding in findings {
            let label = finding.severity == .warning ? "warning: " : ""
            text += "\(path):\(finding.line): \(label)\(finding.message)\n"
        }
        if omittedCount > 0 {
            text += "\(path): … and \(omittedCount) more problems not shown\n"
        }
        return text + "\(path): \(plural(eventCount, "event")), \(plural(errorCount, "error")), "
            + "\(plural(warningCount, "warning"))\n"
    }
}
