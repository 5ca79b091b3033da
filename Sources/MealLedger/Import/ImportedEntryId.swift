/// The entry id of an imported row: a UUID computed from the file's kind and the row's
/// content, so importing the same file again finds every entry already there.
///
/// Written as a version 8 UUID (RFC 9562's form for ids of one's own making): 122 bits of
/// the row's 128-bit FNV-1a hash, with the version and variant bits set.
public enum ImportedEntryId {
    /// The id of `row`, read from a file of `format`.
    ///
    /// `generation` 0 is the id every release computed; an entry of that id removed since (an
    /// import taken back by `undo`) is imported again under generation 1, then 2: ids are never
    /// used twice, and the same row always finds the same ids in the same order.
    public static func identifier(for row: ImportRow, format: ImportFormat, generation: Int = 0) -> Identifier {
        var hash = RowHash()
        hash.add(field: "meal-ledger import")
        hash.add(field: format.rawValue)
        hash.add(row.identity.utf8)
        if generation > 0 { hash.add(field: "again \(generation)") }
        return identifier(hash: hash.value)
    }

    /// A version 8, variant 10 UUID holding the hash's bits.
    static func identifier(hash: UInt128) -> Identifier {
        let high = UInt64(truncatingIfNeeded: hash >> 64)
        let low = UInt64(truncatingIfNeeded: hash)
        return Identifier(high: high & 0xFFFF_FFFF_FFFF_0FFF | 0x8000,
                          low: low & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000)
    }
}
