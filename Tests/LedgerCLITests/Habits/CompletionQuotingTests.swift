import Foundation
@testable import LedgerCLI
import Testing
import TestSupport

/// Meal names that are shell code, completed in real interactive bash, zsh and fish (SPEC 18,
/// issue 25): in every quoting context — bare, after `"`, after `'`, and after a quote opened
/// inside the word — what completion puts on the line is read back by that shell as the name,
/// and none of it runs.
///
/// Each shell runs on a pseudo-terminal that zsh's `zpty` drives, as a person would: it types
/// `ledger -f meals.jsonl meal show` and the start of a name, presses Tab, then Ctrl-A and
/// `args ` so that pressing Enter hands the completed words to a function that writes them to
/// a file. Each step waits for the shell's output, never for time.
@Suite struct CompletionQuotingTests {
    static let names = [
        "Soup $(touch PWNED)", "Stew `touch PWNED`", "Tart it's", "Quiche \"q\"", "Bagel back\\slash", "Chili a;b",
        "Dal  two  spaces", "Eclair $HOME", "Fudge !!", "Gumbo *?[ab] ~x", "Hash #1 {a,b} & | > < ends with '",
        "Kheer crème \"$(touch PWNED)\"\\", "Lassi ends with \"",
    ]
    /// How the start of a name is typed before Tab: `Sou`, `"Sou`, `'Sou`, `S"ou`, `S'ou`.
    static let contexts = ["bare", "double", "single", "double-inside", "single-inside"]

    static let zsh = "/usr/bin/zsh"

    /// The start and setup line of each shell: completion loaded, `args` defined, then a word
    /// the driver waits for.
    static let shells: [(name: String, path: String, start: String, setup: String)] = [
        ("bash", "/usr/bin/bash", "bash --norc --noprofile -i 2>&1",
         #"PS1="PR> "; source <(ledger completions bash); args() { printf "%s\n" "$@" > out.txt; printf "E%sD\n" "$#"; }; echo RE""ADY"#),
        ("zsh", "/usr/bin/zsh", "zsh -f -i 2>&1",
         #"PS1="PR> "; bindkey -e; autoload -U compinit; compinit -u -D; source <(ledger completions zsh); args() { printf "%s\n" "$@" > out.txt; printf "E%sD\n" "$#"; }; echo RE""ADY"#),
        ("fish", "/usr/bin/fish", "fish --no-config -i 2>&1",
         #"set fish_greeting ""; ledger completions fish | source; function args; printf "%s\n" $argv > out.txt; printf "E%sD\n" (count $argv); end; echo RE""ADY"#),
    ]

    /// The zsh script that drives `shell` through every name and context, leaving what `args`
    /// got for case N in `out-SHELL-N.txt`. It waits for the shell's output with a deadline
    /// (`zselect`): a shell left waiting — an unclosed quote — is named in `stuck.txt`, not waited for.
    static func driver(_ shell: (name: String, path: String, start: String, setup: String)) -> String {
        """
        zmodload zsh/zpty zsh/zselect zsh/system
        names=("${(@f)$(<names.txt)}")
        zpty -b S \(CompletionScript.quoted(shell.start))
        fd=$REPLY
        # Reads the shell's output until it matches $1, for at most 30 s.
        await() {
          local seen= chunk
          while [[ $seen != $~1 ]]; do
            zselect -t 3000 -r $fd || return 1
            sysread -i $fd chunk || return 1
            seen+=$chunk
          done
        }
        zpty -w S \(CompletionScript.quoted(shell.setup))
        await '*READY*' || { print -r -- "setup" > stuck.txt; exit 1 }
        n=0
        for name in $names; do
          for context in \(contexts.joined(separator: " ")); do
            n=$((n + 1))
            p=${name[1,3]}
            case $context in
              bare) typed=$p ;;
              double) typed="\\"$p" ;;
              single) typed="'$p" ;;
              double-inside) typed="${p[1]}\\"${p[2,3]}" ;;
              single-inside) typed="${p[1]}'${p[2,3]}" ;;
            esac
            rm -f out.txt
            zpty -w -n S "ledger -f meals.jsonl meal show $typed"$'\\t'
            zpty -w -n S $'\\x01args \\n'
            await '*E<->D*' || { print -r -- "$n $context $name" > stuck.txt; exit 1 }
            mv out.txt out-\(shell.name)-$n.txt
          done
        done
        zpty -d S
        """
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: zsh), "zsh drives the shells (apt-get install zsh)"),
          arguments: shells.map(\.name))
    func aCompletedMealNameIsReadBackAsItIsAndNeverRun(shellName: String) throws {
        let shell = Self.shells.first { $0.name == shellName }!
        guard FileManager.default.isExecutableFile(atPath: shell.path) else {
            Issue.record("\(shell.path) is not installed (apt-get install -y zsh fish bash-completion)")
            return
        }
        let folder = TemporaryDirectory()
        let journal = folder.file("meals.jsonl")
        for name in Self.names {
            let made = try LedgerProcess.run(["-f", journal, "append", "meal.created", "--name", name])
            #expect(made.status == 0, "\(name): \(made.stderr)")
        }
        _ = folder.write("names.txt", Self.names.joined(separator: "\n") + "\n")
        _ = folder.write("driver.zsh", Self.driver(shell))
        let run = try CompletionTests.shell("/usr/bin/timeout", ["-s", "KILL", "600", Self.zsh, "-f", "driver.zsh"], in: folder)
        #expect(run.status == 0, "\(shell.name) never finished the line (exit \(run.status)) at: \(String(decoding: folder.read("stuck.txt"), as: UTF8.self))")
        var number = 0
        for name in Self.names {
            for context in Self.contexts {
                number += 1
                let file = folder.file("out-\(shell.name)-\(number).txt")
                // After a line the shell never finished, the driver stopped: that case is named above.
                if run.status != 0, !FileManager.default.fileExists(atPath: file) { continue }
                let got = String(decoding: folder.read("out-\(shell.name)-\(number).txt"), as: UTF8.self)
                    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                #expect(got == ["ledger", "-f", "meals.jsonl", "meal", "show", name, ""],
                        "\(shell.name), \(context): \(name.debugDescription) came back as \(got.dropFirst(5).debugDescription)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("PWNED")), "\(shell.name) ran a meal name")
    }

    /// What bash's completion function offers for each quote left open, read back by bash
    /// itself as readline finishes the word: what precedes the open quote, the quote, the
    /// offer, and the closing quote unless the offer already ends with it.
    @Test func bashOffersAreReadBackAsTheNameInEachContext() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("meals.jsonl")
        for name in Self.names {
            #expect(try LedgerProcess.run(["-f", journal, "append", "meal.created", "--name", name]).status == 0)
        }
        var script = "source <(ledger completions bash)\n"
        var expected: [String] = []
        for name in Self.names {
            for (before, open) in [("", ""), ("", "\""), ("", "'"), (String(name.prefix(1)), "\""), (String(name.prefix(1)), "'")] {
                let typed = before + open + name.dropFirst(before.count).prefix(3 - before.count)
                script += "COMP_WORDS=(ledger -f meals.jsonl meal show \(CompletionScript.quoted(typed))); COMP_CWORD=5; _ledger; "
                script += #"[[ ${#COMPREPLY[@]} == 1 ]] || echo "offered ${#COMPREPLY[@]}"; reply=${COMPREPLY[0]}; "#
                script += #"word="\#(before)\#(open == "'" ? "'" : open == "\"" ? "\\\"" : "")$reply"; "#
                if !open.isEmpty { script += #"[[ $reply == *\#(CompletionScript.quoted(open)) ]] || word+=\#(CompletionScript.quoted(open)); "# }
                script += #"eval "set -- $word"; printf '%s\n' "$*""# + "\n"
                expected.append(name)
            }
        }
        let result = try CompletionTests.shell("/bin/bash", ["--norc", "--noprofile", "-c", script], in: folder)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected)
        #expect(!FileManager.default.fileExists(atPath: folder.file("PWNED")))
    }
}
