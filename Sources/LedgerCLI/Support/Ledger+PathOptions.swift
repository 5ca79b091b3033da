import MealLedger

extension Ledger {
    /// Every spelling (`--journal`, `-f`) of an option, of any command, that declares a path
    /// (a file or a folder) as its value: the words after which the command-line fuzz target
    /// keeps what it is given inside its scratch folder.
    public static let pathOptionSpellings: Set<String> = {
        var spellings = Set<String>()
        var options = CommonOptions.globalSpecs
        for command in commands { options += command.spec.options }
        for option in options {
            guard let value = option.value, value.kind == .path || value.kind == .directory else { continue }
            spellings.insert("--\(option.name)")
            if let short = option.short { spellings.insert("-\(short)") }
        }
        return spellings
    }()
}
