#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text of the C library's `errno`.
func systemErrorText(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
