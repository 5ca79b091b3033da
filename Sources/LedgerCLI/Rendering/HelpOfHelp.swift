/// `ledger help help` (and `ledger help --help`): what `help` itself takes. The dispatcher
/// answers `help`, so it has no spec of its own; this is laid out as a command's help is.
enum HelpOfHelp {
    static let summary = "Show the list of commands, a command's help, or the manual page."

    static let discussion = """
        'ledger help' lists the commands, as 'ledger --help' does; 'ledger help COMMAND' shows
        a command's help, as 'ledger COMMAND --help' does (two-word commands too: 'ledger help
        meal show'); 'ledger help --man' prints the manual page (roff, for 'man -l').

        Examples:
          ledger help
          ledger help meal show
          ledger help --man > ledger.1
        """

    static func text(width: Int?) -> String {
        let rows = [("    --man", "print the manual page instead"),
                    ("    " + CommonOptions.color.spec.longForm, CommonOptions.color.spec.help),
                    ("    " + CommonOptions.noPager.spec.longForm, CommonOptions.noPager.spec.help),
                    ("-h, --help", "show this help")]
        return HelpLayout.prose(summary, width: width) + "\n\nUsage: ledger help [COMMAND] [--man]\n\n"
            + HelpLayout.prose(discussion, width: width) + "\n\nOptions:\n" + HelpLayout.columns(rows, width: width)
    }
}
