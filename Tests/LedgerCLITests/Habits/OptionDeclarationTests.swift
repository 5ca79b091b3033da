import Foundation
@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

extension LedgerCommand {
    /// Validates the words as the command would before running, and nothing more.
    static func validateOnly(_ arguments: Arguments, _ context: CommandContext) throws {
        _ = try validate(arguments, context)
    }
}

/// Every option declares the kind of value it takes (SPEC 17), and a command reads only the
/// options its spec declares.
@Suite struct OptionDeclarationTests {
    /// A value of the kind, for a command line that gets as far as validation can.
    static func sample(_ value: ValueKind, in folder: TemporaryDirectory) -> String {
        switch value.kind {
        case .path: return folder.file("given.jsonl")
        case .directory: return folder.path
        case .date: return "2026-11-20"
        case .meal: return "Oat bowl"
        case .entry: return "0001"
        case .slot: return "lunch"
        case .eventType: return "food.logged"
        case .weekday: return "monday"
        case .number: return "2"
        case .text: return "x"
        case .choice(let words): return words[0]
        }
    }

    /// Words for a usage line's positionals, by their declared kinds.
    static func positionals(_ spec: CommandSpec, in folder: TemporaryDirectory) -> [String] {
        let (each, more) = spec.positionalKinds
        return (each + (more.map { [$0] } ?? [])).map { sample($0, in: folder) }
    }

    /// Every command validates each of its options alone, all of them together, with and
    /// without its positionals, and with `--help`'s siblings; none reads an option it did not
    /// declare (a debug build records such a read in `UndeclaredOptionReads`).
    @Test func noCommandReadsAnOptionItsSpecDoesNotDeclare() throws {
        let folder = TemporaryDirectory()
        let context = CommandContext(
            environment: ["MEAL_LEDGER_JOURNAL": folder.file("journal.jsonl"), "HOME": folder.path],
            stdout: TextOutput(), stderr: TextOutput(), readStandardInput: { [] }, clock: SteppingClock(),
            ids: CountingIdentifierSource(), timeZone: TimeZone(identifier: "UTC")!, hostName: "test",
            homeDirectory: folder.path, stderrIsTerminal: false)
        var validations = 0
        for command in Ledger.commands {
            let spec = command.spec
            let options = spec.options.filter { $0.name != CommonOptions.help.spec.name }
            func words(_ option: OptionSpec) -> [String] {
                ["--\(option.name)"] + (option.value.map { [Self.sample($0, in: folder)] } ?? [])
            }
            let lines = [[]] + options.map(words) + [options.flatMap(words)]
            for line in lines {
                for positionals in [[], Self.positionals(spec, in: folder)] {
                    guard let parsed = try? Arguments(positionals + line, spec: spec, context: context) else { continue }
                    _ = try? command.validateOnly(parsed, context)
                    validations += 1
                }
            }
        }
        #expect(validations > 300)
        // Only the commands' reads (the probe below records one of its own, maybe meanwhile).
        let reads = UndeclaredOptionReads.all.filter { read in
            Ledger.commands.contains { read.hasPrefix("\($0.spec.commandPath) read ") }
        }
        #expect(reads.isEmpty, "\(reads.joined(separator: "\n"))")
    }

    /// The check above can fail: a read of an option the spec leaves out is recorded and named.
    @Test func readingAnOptionTheSpecDoesNotDeclareIsRecordedAndNamed() throws {
        let undeclared = Flag("never-declared-\(UInt32.random(in: 0...UInt32.max))", help: "not in any spec")
        let spec = CommandSpec(name: "probe", summary: "A probe.", usage: [], options: [CommonOptions.json])
        let stderr = TextOutput()
        let context = CommandContext(
            environment: [:], stdout: TextOutput(), stderr: stderr, readStandardInput: { [] }, clock: SteppingClock(),
            ids: CountingIdentifierSource(), timeZone: TimeZone(identifier: "UTC")!, hostName: "test",
            homeDirectory: "/nonexistent", stderrIsTerminal: false)
        let arguments = try Arguments(["--json"], spec: spec, context: context)
        #expect(arguments[CommonOptions.json])
        #expect(!UndeclaredOptionReads.all.contains { $0.contains(undeclared.dashed) })
        #expect(!arguments[undeclared])
        let message = "ledger probe read \(undeclared.dashed), which its spec does not declare"
        #expect(UndeclaredOptionReads.all.contains(message))
        stderr.flush()
        #expect(stderr.text == "ledger: programming error: \(message)\n")
        // The dispatcher's own question about any command's words is not a command's read.
        #expect(!arguments.isGiven(CommonOptions.noSnapshot))
    }

    /// The reads of several options at once — which were given, in what order, what was given
    /// outside a list — go through the declarations too: an undeclared one among them is named.
    @Test func readingSeveralOptionsAtOnceNamesAnUndeclaredOneAmongThem() throws {
        let tag = UInt32.random(in: 0...UInt32.max)
        let undeclared = Option<String>("undeclared-\(tag)", value: .text(), help: "not in any spec")
        let grams = Option<String>("grams", value: .number("G"), repeatable: true, help: "grams")
        let food = Option<String>("food", value: .text("ID"), repeatable: true, help: "a food")
        let spec = CommandSpec(name: "probe-\(tag)", summary: "A probe.", usage: [], options: [food, grams, CommonOptions.json])
        let context = CommandContext(
            environment: [:], stdout: TextOutput(), stderr: TextOutput(), readStandardInput: { [] }, clock: SteppingClock(),
            ids: CountingIdentifierSource(), timeZone: TimeZone(identifier: "UTC")!, hostName: "test",
            homeDirectory: "/nonexistent", stderrIsTerminal: false)
        let arguments = try Arguments(["--food", "a", "--grams", "1", "--json", "--food", "b"], spec: spec, context: context)
        let reads = { UndeclaredOptionReads.all.filter { $0.hasPrefix("ledger probe-\(tag) read ") } }
        #expect(arguments.given(among: [grams, food]).map(\.spec.name) == ["grams", "food"])
        #expect(arguments.inOrder([food, grams]).map(\.value) == ["a", "1", "b"])
        #expect(arguments.firstGiven(outside: [food, grams]) == "--json")
        #expect(reads().isEmpty)
        #expect(arguments.given(among: [food, undeclared]).map(\.spec.name) == ["food"])
        #expect(reads().count == 1)
        #expect(arguments.inOrder([undeclared, grams]).map(\.value) == ["1"])
        #expect(reads().count == 2)
        #expect(arguments.firstGiven(outside: [food, grams, undeclared]) == "--json")
        #expect(reads() == Array(repeating: "ledger probe-\(tag) read \(undeclared.dashed), which its spec does not declare",
                                 count: 3))
    }

    /// Completion follows the declared kind, never the placeholder's text: a `SLOT` that is
    /// declared text completes nothing, an `X` declared a file completes files.
    @Test func completionAndHelpComeFromTheDeclaredKindNotThePlaceholder() {
        let slotAsText = Option<String>("slot", value: .text("SLOT"), help: "free text")
        let fileAsX = Option<String>("picture", value: .file("X"), help: "a file")
        let mealByOtherName = Option<String>("dish", value: .meal, help: "a meal")
        #expect(CompletionModel.option(slotAsText.spec).values == .none)
        #expect(CompletionModel.option(fileAsX.spec).values == .files)
        #expect(CompletionModel.option(mealByOtherName.spec).values == .meals)
        #expect(fileAsX.spec.longForm == "--picture X")
        #expect(mealByOtherName.spec.longForm == "--dish MEAL")
        #expect(CompletionModel.option(CommonOptions.color.spec).values == .words(["auto", "always", "never"]))
    }

    /// A positional completes as its declared kind says, never by its name in the usage line:
    /// a `MEAL` declared text completes nothing, an `X` declared a file completes files.
    @Test func aPositionalCompletesByItsDeclaredKindNotItsName() {
        let spec = CommandSpec(name: "probe", summary: "A probe.",
                               usage: [.argument(.text("MEAL")), .optionalArgument(.file("X")), .arguments(.date)],
                               options: [])
        let command = CompletionModel.command(spec)
        #expect(command.arguments == [.none, .files])
        #expect(command.moreArguments == .words(CompletionModel.dateWords))
        #expect(spec.helpText.contains("Usage: ledger probe MEAL [X] DATE…"))
        // Every command's positionals declare a kind; a file one completes files.
        #expect(CompletionModel.command(Ledger.Diff.spec).arguments == [.files, .files])
        #expect(CompletionModel.command(Ledger.Fix.spec).arguments == [.none])
    }

    /// The fuzz target keeps in its folder what every option declared a path or a folder is given.
    @Test func theFuzzTargetsPathOptionsAreThoseDeclaredPaths() {
        var declared = Set<String>()
        for command in Ledger.commands {
            for option in command.spec.options {
                let isPath = option.value.map { $0.kind == .path || $0.kind == .directory } ?? false
                let spellings = ["--\(option.name)"] + (option.short.map { ["-\($0)"] } ?? [])
                if isPath { declared.formUnion(spellings) }
            }
        }
        #expect(Ledger.pathOptionSpellings == declared)
        #expect(declared.isSuperset(of: ["-f", "--journal", "-o", "--output", "--html", "--from-draft", "-C", "--directory"]))
        #expect(!declared.contains("--notes") && !declared.contains("--device"))
    }
}
