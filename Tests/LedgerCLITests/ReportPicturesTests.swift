import Foundation
import MealLedger
import Testing
import TestSupport

/// The pictures of a period seen by real programs: the HTML page in headless Chromium, the
/// chart in an 80-column tmux terminal.
@Suite struct ReportPicturesTests {
    /// The full path of a program on $PATH, or nil.
    static func program(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a program to its end, its output in files (a tmux server it starts may keep pipes
    /// open forever); killed after `limit` seconds. Its exit status, stdout and stderr.
    ///
    /// posix_spawn and waitpid on the one child, not Foundation's Process, whose reaping of a
    /// child that leaves a daemon behind was seen to hang.
    static func run(_ program: String, _ arguments: [String], limit: Double = 120) throws -> (Int32, String, String) {
        let folder = TemporaryDirectory()
        let outPath = folder.file("out")
        let errPath = folder.file("err")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // The test process blocks signals on its threads; the child (a tmux server and the
        // programs in its panes) must start with none blocked and the default handlers.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, &attributes, argv, environ)
        guard spawned == 0 else { return (127, "", "cannot start \(program): \(spawned)") }
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        watchdog.cancel()
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return (exit, read(outPath), read(errPath))
    }

    /// Runs a program whose children outlive it (a tmux server); its exit status.
    static func start(_ program: String, _ arguments: [String]) throws -> Int32 {
        try run(program, arguments, limit: 30).0
    }

    /// The demo journal's fortnight as an HTML page.
    func htmlReport(_ ledger: InProcessLedger) throws -> String {
        let demo = ledger.folder.file("demo.jsonl")
        #expect(ledger.run(["demo", "--journal", demo]).status == 0)
        let page = ledger.folder.file("report.html")
        let result = ledger.run(["report", "--from", "2026-11-07", "--to", "2026-11-20", "--journal", demo, "--html", page])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "ledger: wrote \(page) (2026-11-07 to 2026-11-20)\n")
        return try String(contentsOfFile: page, encoding: .utf8)
    }

    @Test func theHTMLPageIsSelfContained() throws {
        let html = try htmlReport(InProcessLedger())
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("http://") || !html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("src=") && !html.contains("<link") && !html.contains("url("))
        #expect(html.components(separatedBy: "<svg ").count == 3)  // calories, macro split
        #expect(html.contains("<table>") && html.contains("<td>Fri 2026-11-20</td>"))
        #expect(html.contains("class=\"goal\""))
    }

    @Test(.enabled(if: program("chromium") != nil, "chromium is not installed: apt-get install chromium (.ci/run does)"))
    func chromiumLoadsThePageAndDrawsTheCharts() throws {
        let ledger = InProcessLedger()
        let html = try htmlReport(ledger)
        // A copy with a probe at its end: it measures what the browser laid out and writes the
        // counts into the document, which --dump-dom prints. The page itself has no script.
        let probe = """
        <script>
        const drawn = [...document.querySelectorAll('svg rect')].filter(r => { const b = r.getBoundingClientRect(); return b.width > 1 && b.height > 1; });
        const charts = [...document.querySelectorAll('svg')].filter(s => { const b = s.getBoundingClientRect(); return b.width > 300 && b.height > 100; });
        const marks = [...document.querySelectorAll('svg line.goal')].filter(l => l.getBoundingClientRect().width > 1);
        document.body.setAttribute('data-probe', `charts=${charts.length} bars=${drawn.length} goals=${marks.length} rows=${document.querySelectorAll('table:not(.nutrients) tbody tr').length} nutrients=${document.querySelectorAll('table.nutrients tbody tr').length}`);
        </script>
        """
        let probed = ledger.folder.write("probed.html", html.replacingOccurrences(of: "</body>", with: probe + "</body>"))
        let chromium = Self.program("chromium")!
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1000,1400",
                     "--user-data-dir=\(ledger.folder.file("profile"))"]
        let (status, dom, errors) = try Self.run(chromium, flags + ["--dump-dom", "file://\(probed)"])
        #expect(status == 0, "\(errors)")
        // What must be drawn, from the same report as JSON: a calorie bar for each day that has
        // calories, a rectangle for each macro a day has, a goal mark for each day with a goal.
        let report = ledger.run(["report", "--from", "2026-11-07", "--to", "2026-11-20", "--json",
                                 "--journal", ledger.folder.file("demo.jsonl")])
        guard case .array(let days)? = try JSONParser.parse(report.stdout.trimmingCharacters(in: .newlines))["days"] else {
            Issue.record("no report")
            return
        }
        var bars = 0
        var goals = 0
        for day in days {
            for key in ["calories", "protein", "carbohydrates", "fats"] {
                if case .number(let value)? = day["totals"]?[key], value > 0 { bars += 1 }
            }
            if case .number? = day["goals"]?["calories"] { goals += 1 }
        }
        #expect(bars > 20 && goals > 5)
        // The nutrient section: a row for each nutrient some entry gave or a limit covered.
        var nutrients = 0
        if case .object(let members)? = try JSONParser.parse(report.stdout.trimmingCharacters(in: .newlines))["nutrients"] {
            for (_, summary) in members {
                if case .number(let known)? = summary["daysKnown"], case .number(let limited)? = summary["daysWithLimit"],
                   known > 0 || limited > 0 { nutrients += 1 }
            }
        }
        let measured = dom.range(of: "data-probe=\"[^\"]*\"", options: .regularExpression).map { String(dom[$0]) }
        #expect(measured == "data-probe=\"charts=2 bars=\(bars) goals=\(goals) rows=14 nutrients=\(nutrients)\"", "\(errors)")
        // And the page itself, as a user opens it, loads and paints.
        let shot = ledger.folder.file("report.png")
        let (shotStatus, _, shotErrors) = try Self.run(chromium, flags + ["--screenshot=\(shot)", "file://\(ledger.folder.file("report.html"))"])
        #expect(shotStatus == 0, "\(shotErrors)")
        let png = FileManager.default.contents(atPath: shot) ?? Data()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 10_000, "screenshot of \(png.count) bytes")
    }

    @Test(.enabled(if: program("tmux") != nil, "tmux is not installed: apt-get install tmux (.ci/run does)"))
    func theChartFitsAnEightyColumnTerminal() throws {
        let ledger = InProcessLedger()
        let demo = ledger.folder.file("demo.jsonl")
        #expect(ledger.run(["demo", "--journal", demo]).status == 0)
        let tmux = Self.program("tmux")!
        let socket = ledger.folder.file("tmux.sock")
        let binary = LedgerProcess.binaryPath
        // The pane runs the chart, signals, then waits to be killed, so its screen can be read.
        let script = "env -u COLUMNS \(binary) report --chart --from 2026-11-01 --to 2026-11-20 --journal \(demo); "
            + "\(tmux) -S \(socket) wait-for -S chart-done; exec cat"
        defer { _ = try? Self.start(tmux, ["-S", socket, "kill-server"]) }
        let started = try Self.start(tmux, ["-S", socket, "-f", "/dev/null", "new-session", "-d", "-x", "80",
                                            "-y", "50", "sh", "-c", script])
        #expect(started == 0)
        guard started == 0 else { return }
        let (waited, _, _) = try Self.run(tmux, ["-S", socket, "wait-for", "chart-done"], limit: 60)
        #expect(waited == 0)
        let (_, screen, _) = try Self.run(tmux, ["-S", socket, "capture-pane", "-p", "-J"])
        let lines = screen.split(separator: "\n").map(String.init)
        let bars = lines.filter { $0.hasPrefix("Fri 2026-11-") || $0.hasPrefix("Thu 2026-11-") }
        #expect(bars.count == 6, "\(screen)")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.map(\.count)): \(screen)")
        // The longest bar reaches the last columns: the chart uses the width it has.
        #expect(lines.contains { $0.count >= 78 }, "\(screen)")
        #expect(lines.contains { $0.contains("|") && $0.contains("#") })
    }
}
