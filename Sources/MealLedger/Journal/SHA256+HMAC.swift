/// HMAC-SHA-256 (RFC 2104): a checksum only someone holding the key can make.
extension SHA256 {
    /// The HMAC-SHA-256 of `message` under `key`.
    public static func authenticationCode(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var block = key.count > blockLength ? hash(key) : key
        block += [UInt8](repeating: 0, count: blockLength - block.count)
        var inner = SHA256()
        inner.add(block.map { $0 ^ 0x36 })
        inner.add(message)
        var outer = SHA256()
        outer.add(block.map { $0 ^ 0x5C })
        outer.add(inner.digest())
        return outer.digest()
    }
}
