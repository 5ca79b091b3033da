import Foundation

/// Why a file a person named could not be read, in the words a message gives after its path:
/// `no such file`, `is a directory`, `permission denied`.
enum UnreadableFile {
    static func reason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        if isDirectory.boolValue { return "is a directory" }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        return "it could not be read"
    }
}
