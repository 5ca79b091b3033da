import MealLedger

/// What `ledger git-setup` prints: each line it added to .gitattributes and .gitignore (or found
/// there), and the merge driver it configured; in a dry run, what it would do.
struct GitSetupChanges: PrintableReport {
    /// A line of .gitattributes or .gitignore.
    struct FileLine {
        var path: String
        var line: String
        /// True when it was added (or would be); false when the file had it already.
        var added: Bool
    }

    var repository: String
    var lines: [FileLine]
    /// `git config` keys and the values set (or that would be), in order.
    var config: [(key: String, value: String)]
    var isDryRun: Bool

    /// `{"repository","lines":[{"path","line","added"}],"config":{"merge.meal-ledger.name","merge.meal-ledger.driver"},"dryRun"}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("repository", repository)
            json.member("lines") { json in
                json.array(lines) { json, line in
                    json.object { json in
                        json.member("path", line.path)
                        json.member("line", line.line)
                        json.member("added", line.added)
                    }
                }
            }
            json.member("config") { json in
                json.object { json in
                    for (key, value) in config { json.member(key: key) { $0.string(value) } }
                }
            }
            json.member("dryRun", isDryRun)
        }
    }

    func text(width: Int?) -> String {
        var text = ""
        for line in lines {
            let verb = line.added ? (isDryRun ? "would add" : "added") : "already has"
            text += "\(line.path): \(verb) '\(line.line)'\n"
        }
        if let driver = config.last {
            text += "git config \(driver.key): \(isDryRun ? "would set to " : "")\(driver.value)\n"
        }
        if !isDryRun, lines.contains(where: \.added) {
            text += "Commit .gitattributes and .gitignore; run 'ledger git-setup' once in every clone.\n"
        }
        return text
    }
}
