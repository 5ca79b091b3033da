#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parts of `stat` that tell whether a file changed since it was last seen.
public struct FileStatus: Equatable, Sendable {
    public var size: Int64
    public var inode: UInt64
    public var device: UInt64
    public var modifiedSeconds: Int64
    public var modifiedNanoseconds: Int64

    public init(size: Int64, inode: UInt64, device: UInt64, modifiedSeconds: Int64, modifiedNanoseconds: Int64) {
        self.size = size
        self.inode = inode
        self.device = device
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
    }

    init(_ info: stat) {
        self.init(size: Int64(info.st_size), inode: UInt64(info.st_ino), device: UInt64(info.st_dev),
                  modifiedSeconds: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int64(info.st_mtim.tv_nsec))
    }
}
