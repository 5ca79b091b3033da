#if canImport(Glibc)
import Glibc
#endif
import LedgerCLI

// A full disk or a file-size limit must fail the write with an error, not kill the process.
signal(SIGXFSZ, SIG_IGN)
signal(SIGPIPE, SIG_IGN)
exit(Ledger.run(Array(CommandLine.arguments.dropFirst()), context: .process()))
