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

extension Ledger {
    /// The places in a command line (`words`, global options first) of the positionals that
    /// declare a path or a folder (`merge A B`, `import csv FILE`): for the command-line fuzz
    /// target, which keeps them inside its scratch folder. Read as the parser reads the line,
    /// but never refusing: a word it cannot place is no path.
    public static func pathPositionals(in words: [String]) -> Set<Int> {
        func takesValue(_ word: String, among options: [OptionSpec]) -> Bool {
            guard word.hasPrefix("-"), word != "-" else { return false }
            if word.hasPrefix("--") {
                guard !word.contains("=") else { return false }
                return options.first { "--\($0.name)" == word }?.valueName != nil
            }
            return word.count == 2 && options.first { $0.short == word.dropFirst().first }?.valueName != nil
        }
        var index = 0
        while index < words.count, words[index].hasPrefix("-"), words[index] != "-", words[index] != "--" {
            index += takesValue(words[index], among: CommonOptions.globalSpecs) ? 2 : 1
        }
        let rest = words.dropFirst(index)
        let matching = commands.map { $0.spec }.filter { spec in
            let name = spec.name.split(separator: " ").map(String.init)
            return rest.starts(with: name)
        }
        guard let spec = matching.max(by: { $0.name.count < $1.name.count }) else { return [] }
        index += spec.name.split(separator: " ").count
        let (each, more) = spec.positionalKinds
        var paths = Set<Int>()
        var position = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            if !onlyPositionals, word == "--" {
                onlyPositionals = true
            } else if !onlyPositionals, word.hasPrefix("-"), word != "-" {
                if takesValue(word, among: spec.options) { index += 1 }
            } else {
                if spec.handsOnRest { return paths }
                let kind = position < each.count ? each[position] : more
                if let kind, kind.kind == .path || kind.kind == .directory { paths.insert(index) }
                position += 1
            }
            index += 1
        }
        return paths
    }
}
