import Foundation
import Testing
import TestSupport

/// `--device` names the writing device (SPEC 2): one that names nothing is refused as a usage
/// error naming the option, never quietly written as `unknown` (the built binary).
@Suite struct DeviceNameTests {
    @Test func anEmptyOrBlankDeviceIsRefusedNamingTheOptionAndNothingIsWritten() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("journal.jsonl")
        let environment = ["MEAL_LEDGER_DEVICE": "phone", "HOME": folder.path, "TZ": "UTC"]
        for device in ["", "   "] {
            let result = try LedgerProcess.run(["-f", journal, "--device", device, "append", "food.logged",
                                                "--name", "Apple", "--calories", "95"], environment: environment)
            #expect(result.status == 2, "'\(device)': \(result.stderr)")
            #expect(result.stderr.contains("--device must name this device"), "\(result.stderr)")
            #expect(result.stderr.contains("got '\(device)'"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: journal))
        }
        let bad = try LedgerProcess.run(["-f", journal, "eat", "apple", "--device", "a\u{7}b"], environment: environment)
        #expect(bad.status == 2 && bad.stderr.contains("device name (--device): must not contain control characters"),
                "\(bad.stderr)")
        // An empty $MEAL_LEDGER_DEVICE counts as unset: the host name stands in, never "unknown" by surprise.
        let unset = try LedgerProcess.run(["-f", journal, "append", "food.logged", "--name", "Apple", "--calories", "95"],
                                          environment: environment.merging(["MEAL_LEDGER_DEVICE": ""]) { $1 })
        #expect(unset.status == 0, "\(unset.stderr)")
        #expect(!unset.stdout.contains(#""device":"unknown""#) && !unset.stdout.contains(#""device":"""#), "\(unset.stdout)")
        let named = try LedgerProcess.run(["-f", journal, "--device", "laptop", "append", "food.logged", "--name", "Pear",
                                           "--calories", "57"], environment: environment)
        #expect(named.status == 0 && named.stdout.contains(#""device":"laptop""#), "\(named.stdout)")
    }

    /// A bidirectional control or zero-width character in `--device` (SPEC 18: append refuses them
    /// in names) is a usage error naming the option and the character; nothing is written.
    @Test func aDeviceWithABidirectionalOrZeroWidthCharacterIsRefusedNamingTheOption() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("journal.jsonl")
        let environment = ["HOME": folder.path, "TZ": "UTC"]
        for (device, code) in [("lap\u{202E}pot", "U+202E"), ("\u{2066}phone", "U+2066"), ("tab\u{200F}let", "U+200F"),
                               ("a\u{200E}b", "U+200E"), ("x\u{202A}", "U+202A"), ("y\u{2069}", "U+2069"),
                               // From the attack: the Arabic letter mark, a soft hyphen, a tag character.
                               ("phone\u{061C}x", "U+061C"), ("pho\u{00AD}ne", "U+00AD"), ("pad\u{E0041}", "U+E0041")] {
            let result = try LedgerProcess.run(["-f", journal, "--device", device, "append", "food.logged",
                                                "--name", "Apple", "--calories", "95"], environment: environment)
            #expect(result.status == 2, "\(code): \(result.stderr)")
            #expect(result.stderr.contains("device name (--device): must not contain bidirectional or zero-width "
                + "characters (found \(code))"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: journal))
        }
        let fromEnvironment = try LedgerProcess.run(["-f", journal, "eat", "apple"],
                                                    environment: environment.merging(["MEAL_LEDGER_DEVICE": "ph\u{202E}one"]) { $1 })
        #expect(fromEnvironment.status == 2 && fromEnvironment.stderr.contains("device name ($MEAL_LEDGER_DEVICE)"),
                "\(fromEnvironment.stderr)")
        #expect(!FileManager.default.fileExists(atPath: journal))
    }
}
