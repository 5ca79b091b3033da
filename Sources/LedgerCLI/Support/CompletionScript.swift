/// The shell completion scripts `ledger completions bash|zsh|fish` prints, written from the
/// command specs (`CompletionModel`); meal names come from the journal as the user types,
/// through `ledger __complete meals`.
enum CompletionScript {
    /// The shells there is a script for.
    static let shells = ["bash", "zsh", "fish"]

    /// The script for `shell`, or nil for a shell there is none for.
    static func script(for shell: String, model: CompletionModel = .ledger) -> String? {
        switch shell {
        case "bash": return bash(model)
        case "zsh": return zsh(model)
        case "fish": return fish(model)
        default: return nil
        }
    }

    /// `'it'\''s'`: text as one single-quoted shell word (bash, zsh).
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The kind of a value as the shell functions pass it on: `files`, `dirs`, `meals`,
    /// `words:a b c`, `any`.
    static func kind(_ values: CompletionModel.Values) -> String {
        switch values {
        case .none: return "any"
        case .files: return "files"
        case .directories: return "dirs"
        case .meals: return "meals"
        case .words(let words): return "words:" + words.joined(separator: " ")
        }
    }

    /// The shell functions bash and zsh share, in the syntax both read: which words are
    /// commands, each command's options, and what each option and argument completes with.
    static func sharedFunctions(_ model: CompletionModel) -> String {
        var text = "# True when the words name a command (`meal show`).\n_ledger_is_command() {\n  case \"$1\" in\n"
        text += "    " + model.commands.map { quoted($0.name) }.joined(separator: "|") + ") return 0 ;;\n"
        text += "  esac\n  return 1\n}\n\n"

        text += "# The options of command $1 (none: before the command), one line.\n_ledger_options() {\n  case \"$1\" in\n"
        text += "    '') echo " + quoted(spellings(model.globalOptions + [helpOption])) + " ;;\n"
        for command in model.commands {
            text += "    \(quoted(command.name))) echo \(quoted(spellings(command.options))) ;;\n"
        }
        text += "  esac\n}\n\n"

        text += "# What the value of option $2 of command $1 completes with; nothing when it takes none.\n"
        text += "_ledger_option_values() {\n  case \"$1|$2\" in\n"
        var cases: [(String, String)] = []
        for option in model.globalOptions where option.takesValue {
            for spelled in [option.long] + (option.short.map { [$0] } ?? []) { cases.append(("|" + spelled, kind(option.values))) }
        }
        for command in model.commands {
            for option in command.options where option.takesValue {
                for spelled in [option.long] + (option.short.map { [$0] } ?? []) {
                    cases.append((command.name + "|" + spelled, kind(option.values)))
                }
            }
        }
        for (key, value) in cases { text += "    \(quoted(key))) echo \(quoted(value)) ;;\n" }
        text += "  esac\n}\n\n"

        text += "# What argument $2 (from 1) of command $1 completes with.\n_ledger_argument_values() {\n  case \"$1|$2\" in\n"
        for command in model.commands {
            for (index, values) in command.arguments.enumerated() where values != .none {
                text += "    \(quoted("\(command.name)|\(index + 1)"))) echo \(quoted(kind(values))) ;;\n"
            }
            if command.moreArguments != .none {
                text += "    \(quoted(command.name + "|"))*) echo \(quoted(kind(command.moreArguments))) ;;\n"
            }
        }
        text += "  esac\n}\n\n"

        text += "# The second words of the commands whose first word is $1 (`show` of `meal show`).\n"
        text += "_ledger_subcommands() {\n  case \"$1\" in\n"
        for first in model.firstWords {
            let seconds = model.commands.compactMap { command -> String? in
                let words = command.name.split(separator: " ")
                return words.count == 2 && words[0] == first ? String(words[1]) : nil
            }
            if !seconds.isEmpty { text += "    \(quoted(first))) echo \(quoted(seconds.joined(separator: " "))) ;;\n" }
        }
        text += "  esac\n}\n\n"
        text += scanner(model)
        return text
    }

    /// The shell code bash and zsh share that reads the words before the cursor (given as
    /// arguments, the program first) into `_ledger_cmd`, `_ledger_nargs` (positionals after
    /// it), `_ledger_journal` (a `-f` given on the line) and `_ledger_pending` (an option
    /// whose value is being typed), then `_ledger_kind CUR` says what the word completes with.
    private static func scanner(_ model: CompletionModel) -> String {
        """
        # Reads the words before the cursor, the program's name first.
        _ledger_scan() {
          _ledger_program=$1 _ledger_cmd= _ledger_nargs=0 _ledger_journal= _ledger_pending=
          local word only=
          shift
          for word in "$@"; do
            if [ -n "$_ledger_pending" ]; then
              [ "$word" = "=" ] && continue
              case "$_ledger_pending" in --journal|-f) _ledger_journal=$word ;; esac
              _ledger_pending=
              continue
            fi
            if [ -z "$only" ]; then
              case "$word" in
                --) only=1; continue ;;
                --journal=*) _ledger_journal=${word#--journal=}; continue ;;
                -f?*) _ledger_journal=${word#-f}; continue ;;
                -?*)
                  if [ -n "$(_ledger_option_values "$_ledger_cmd" "$word")" ]; then _ledger_pending=$word; fi
                  continue ;;
              esac
            fi
            if [ -z "$_ledger_cmd" ]; then
              _ledger_cmd=$word
            elif [ "$_ledger_nargs" = 0 ] && _ledger_is_command "$_ledger_cmd $word"; then
              _ledger_cmd="$_ledger_cmd $word"
            elif [ "$_ledger_nargs" = 0 ] && ! _ledger_is_command "$_ledger_cmd"; then
              _ledger_cmd="$_ledger_cmd $word"
            else
              _ledger_nargs=$((_ledger_nargs + 1))
            fi
          done
          case "$_ledger_journal" in "~/"*) _ledger_journal=$HOME/${_ledger_journal#"~/"} ;; esac
        }

        # What the current word $1 completes with: files, dirs, meals, words:…, or any.
        _ledger_kind() {
          if [ -n "$_ledger_pending" ]; then
            _ledger_option_values "$_ledger_cmd" "$_ledger_pending"
            return
          fi
          case "$1" in
            -*)
              if [ -z "$_ledger_cmd" ] || _ledger_is_command "$_ledger_cmd"; then
                echo "words:$(_ledger_options "$_ledger_cmd")"
              fi
              return ;;
          esac
          if [ -z "$_ledger_cmd" ]; then
            echo \(quoted("words:" + (model.firstWords + ["help"]).joined(separator: " ")))
          elif [ "$_ledger_cmd" = help ]; then
            echo \(quoted("words:--man " + model.firstWords.joined(separator: " ")))
          elif _ledger_is_command "$_ledger_cmd"; then
            _ledger_argument_values "$_ledger_cmd" $((_ledger_nargs + 1))
          else
            echo "words:$(_ledger_subcommands "$_ledger_cmd")"
          fi
        }

        # The meal names in the journal (the one -f named on the line, else the default), one a line.
        _ledger_meal_names() {
          if [ -n "$_ledger_journal" ]; then
            "$_ledger_program" --journal "$_ledger_journal" __complete meals 2>/dev/null
          else
            "$_ledger_program" __complete meals 2>/dev/null
          fi
        }

        """
    }

    /// `--help -h`, which every command takes, for the place before the command.
    private static let helpOption = CompletionModel.Option(long: "--help --version", short: "-h", takesValue: false,
                                                           values: .none, help: "show help")

    /// `--journal -f --json …`.
    private static func spellings(_ options: [CompletionModel.Option]) -> String {
        options.flatMap { [$0.long] + ($0.short.map { [$0] } ?? []) }.joined(separator: " ")
    }
}
