import Foundation
@testable import LedgerCLI
import Testing
import TestSupport

/// `ledger help --man`: a section-1 man page from the command specs that groff renders
/// without a warning.
@Suite struct ManPageTests {
    static let groff = "/usr/bin/groff"

    @Test func thePageHasTheSectionsAndEveryCommandWithItsOptions() throws {
        let page = try LedgerProcess.run(["help", "--man"])
        #expect(page.status == 0)
        #expect(page.stdout == ManPage.text)
        #expect(page.stdout.hasPrefix(".TH LEDGER 1 "))
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "ENVIRONMENT", "FILES", "EXIT STATUS"] {
            #expect(page.stdout.contains("\n.SH \(section)\n"), "\(section)")
        }
        for command in Ledger.visibleCommands {
            #expect(page.stdout.contains(".SS \"ledger \(ManPage.escape(command.spec.name))\""), "\(command.spec.name)")
            for option in command.spec.options {
                #expect(page.stdout.contains("\\fB\\-\\-\(ManPage.escape(option.name))\\fR"), "\(command.spec.name) --\(option.name)")
            }
        }
        #expect(!page.stdout.contains("__complete"))
    }

    @Test func escapingKeepsRoffRequestsAndBackslashesAsText() {
        #expect(ManPage.escape(".hidden") == "\\&.hidden")
        #expect(ManPage.escape("'quoted") == "\\&'quoted")
        #expect(ManPage.escape("a\\b -x … é") == "a\\eb \\-x ... \\[u00E9]")
        #expect(ManPage.paragraphs("one\n\n  kept  as is\nback") == "one\n.PP\n.nf\n  kept  as is\n.fi\nback\n")
    }

    /// As `man -l` formats it for terminals 60 to 120 columns wide, and for groff's default device.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: groff), "groff is not installed"),
          arguments: [[], ["-Tutf8", "-rLL=58n"], ["-Tutf8", "-rLL=78n"], ["-Tutf8", "-rLL=118n"]])
    func groffRendersThePageWithoutWarnings(device: [String]) throws {
        let folder = TemporaryDirectory()
        let path = folder.file("ledger.1")
        try ManPage.text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try ProgramRun.run(Self.groff, ["-man", "-ww", "-z"] + device + [path], environment: ["PATH": "/usr/bin:/bin"])
        let warnings = result.stderr
        #expect(result.status == 0)
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
