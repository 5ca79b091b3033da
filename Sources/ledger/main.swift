#if canImport(Glibc)
import Glibc
#endif
import LedgerCLI

// A full disk or a file-size limit must fail the write with an error, not kill the process.
signal(SIGXFSZ, SIG_IGN)
signal(SIGPIPE, SIG_IGN)
let context = CommandContext.process()
let status = Ledger.run(Array(CommandLine.arguments.dropFirst()), context: context)
context.stdout.finish()  // output held for a possible pager goes out; a started pager is waited for
exit(status)
