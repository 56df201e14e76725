# SPDX-License-Identifier: MIT
# bash completion for queens-hint. Installed as
# share/bash-completion/completions/queens-hint. The lists below are checked
# against `queens-hint --help` by the ctest `docs.man-page`
# (tests/docs/check_cli_docs.py); keep one `name) opts="..."` line per command.

_queens_hint() {
  local cur prev
  cur=${COMP_WORDS[COMP_CWORD]}
  prev=${COMP_WORDS[COMP_CWORD - 1]}
  local commands="hint trace grade solve check convert import review rules generate"
  local globals="-h --help --version -v --verbose --no-color"

  # The command is the first word that is not a global option.
  local cmd="" i
  for ((i = 1; i < COMP_CWORD; i++)); do
    case ${COMP_WORDS[i]} in
      -v | --verbose | --no-color) ;;
      *) cmd=${COMP_WORDS[i]}; break ;;
    esac
  done

  case $prev in
    --rules)
      local ids
      ids=$(queens-hint rules 2>/dev/null | awk '{print $1}')
      COMPREPLY=($(compgen -W "$ids" -- "$cur"))
      return ;;
    --max-tier)
      COMPREPLY=($(compgen -W "1 2 3 4 5" -- "$cur"))
      return ;;
    --stars)
      COMPREPLY=($(compgen -W "1 2 3 4 5 6" -- "$cur"))
      return ;;
    --to)
      COMPREPLY=($(compgen -W "letters sbn" -- "$cur"))
      return ;;
    --format)
      COMPREPLY=($(compgen -W "letters sbn json" -- "$cur"))
      return ;;
    --grade)
      COMPREPLY=($(compgen -W "beginner easy medium hard expert extreme" -- "$cur"))
      return ;;
    --style)
      COMPREPLY=($(compgen -W "linkedin community starbattle auto" -- "$cur"))
      return ;;
    --out)
      COMPREPLY=($(compgen -d -- "$cur"))
      return ;;
    -j | --jobs | --shard | --limit | --size | --score | --require | --count | --seed | --max-attempts | --tighten | --date | --days)
      return ;;
  esac

  local opts=""
  case $cmd in
    hint) opts="-h --help -p --position --mark --ignore-unsure --json --level --rules --max-tier --assume-unique --stars" ;;
    review) opts="-h --help --json --rules --max-tier --assume-unique --stars" ;;
    trace) opts="-h --help -p --position -o --output --html --text --json --no-backtracking --rules --max-tier --assume-unique --stars" ;;
    grade) opts="-h --help --json --csv -j --jobs --shard --rules --max-tier --assume-unique --stars" ;;
    solve) opts="-h --help -p --position --limit --json --stars" ;;
    check) opts="-h --help --stars" ;;
    convert) opts="-h --help --to -o --output --stars" ;;
    import) opts="-h --help -o --output --position-out --json" ;;
    rules) opts="-h --help --json" ;;
    generate) opts="-h --help --size --stars --grade --score --require --count --seed -j --jobs --out --format --max-attempts --style --tighten --date --days --shard" ;;
    "")
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$globals" -- "$cur"))
      else
        COMPREPLY=($(compgen -W "$commands" -- "$cur") $(compgen -f -- "$cur"))
      fi
      return ;;
    *) opts="-h --help -p --position --json --rules --max-tier --assume-unique --stars" ;;  # BOARD: a hint
  esac
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
  else
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
}
complete -o filenames -F _queens_hint queens-hint
