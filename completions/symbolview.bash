# bash completion for symbolview (installed by `make install`).
_symbolview() {
    local cur prev command
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    command=${COMP_WORDS[1]}
    local commands="view render record check list sheet export export-template conformance help"
    if [[ $COMP_CWORD -eq 1 && $cur != -* ]]; then
        COMPREPLY=($(compgen -W "$commands" -- "$cur")); return
    fi
    case $prev in
        --out|--svg|--strips) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --scene) COMPREPLY=($(compgen -W "draw-on loader effects test-pattern" -- "$cur")); return ;;
        --effect) COMPREPLY=($(compgen -W "none drawOn drawOff breathe rotate both bounce wiggle pulse scale appear disappear variableColor replace" -- "$cur")); return ;;
        --mode) COMPREPLY=($(compgen -W "monochrome hierarchical palette multicolor" -- "$cur")); return ;;
        --scope) COMPREPLY=($(compgen -W "byLayer wholeSymbol individually" -- "$cur")); return ;;
        --scale) [[ $command == render ]] && COMPREPLY=($(compgen -W "small medium large" -- "$cur")); return ;;
        --weight) COMPREPLY=($(compgen -W "ultralight thin light regular medium semibold bold heavy black" -- "$cur")); return ;;
        --trigger) COMPREPLY=($(compgen -W "load hover focus toggle" -- "$cur")); return ;;
    esac
    local options
    case $command in
        render) options="--out --size --width --height --weight --scale --color --background --mode --palette --gradient --effect --scope --reversed --pulse --reduce-motion --speed --variable --value --time --strip --to --events --from --state --from-state --force --help" ;;
        record) options="--out --force --scene --duration --fps --size --scale --zoom --keys --background --transparent --hud --time --reduce-motion --effect --dark --light --mode --gradient --symbols --svg --help" ;;
        check) options="--verbose --layers --help" ;;
        list) options="--json --help" ;;
        sheet) options="--out --size --weights --background --color --force --help" ;;
        export) options="--out --scene --dark --light --fps --duration --dark-color --dark-palette --current-color --id-prefix --trigger --label --size --width --height --weight --scale --color --mode --palette --gradient --effect --scope --reversed --pulse --reduce-motion --speed --variable --value --to --state --from-state --force --help" ;;
        export-template) options="--out --force --help" ;;
        conformance) options="--all --strips --help" ;;
        *) options="--scene --reduce-motion --effect --size --zoom --dark --light --mode --gradient --symbols --svg --watch --save-dir --quit-after --stats --verify-damage --help --version" ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    elif [[ $command == render || $command == export || $command == export-template ]]; then
        COMPREPLY=($(compgen -W "$(symbolview list 2>/dev/null)" -- "$cur") $(compgen -f -X '!*.svg' -- "$cur") $(compgen -f -X '!*.gpa' -- "$cur"))
    else
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}
complete -F _symbolview symbolview
