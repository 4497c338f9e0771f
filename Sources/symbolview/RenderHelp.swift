import CommandOptions

/// `symbolview render`'s options and help: the table the parser, the typo hints, the man page
/// and the completions are checked against, and the text `--help` prints.
enum RenderHelp {
    static let table: [OptionSpec] = [
        OptionSpec("--out", "FILE.png"), OptionSpec("--size", "PX|WxH"), OptionSpec("--width", "W"),
        OptionSpec("--height", "H"), OptionSpec("--weight", "W"), OptionSpec("--scale", "S"),
        OptionSpec("--color", "C"), OptionSpec("--background", "C"), OptionSpec("--mode", "M"),
        OptionSpec("--palette", "C,C,C"), OptionSpec("--gradient"), OptionSpec("--effect", "E"), OptionSpec("--scope", "S"),
        OptionSpec("--reversed"), OptionSpec("--pulse"), OptionSpec("--reduce-motion"), OptionSpec("--speed", "X"),
        OptionSpec("--variable", "V"), OptionSpec("--time", "T"), OptionSpec("--strip", "N"), OptionSpec("--to", "NAME"),
        OptionSpec("--value", "V"), OptionSpec("--events"), OptionSpec("--from", "F"), OptionSpec("--state", "N"),
        OptionSpec("--from-state", "M"), OptionSpec("--force"), OptionSpec("--help"),
    ]

    static let usage = """
        usage: symbolview render NAME|FILE.svg --out FILE.png [--size PX|WxH] [--width W] [--height H] [--weight W] [--scale S]
               [--color C] [--background C] [--mode monochrome|hierarchical|palette|multicolor] [--palette C,C,C] [--gradient]
               [--effect none|drawOn|drawOff|breathe|rotate|both|SPEC] [--scope byLayer|wholeSymbol|individually]
               (SPEC in SwiftUI's spelling: bounce.up.byLayer, wiggle.left, pulse.wholeSymbol, scale.up, appear.down, …)
               [--reversed] [--pulse] [--reduce-motion] [--speed X] [--variable V] [--value V] [--time T] [--strip N]
               [--to NAME] (with --effect replace…: NAME replaces the symbol) [--force]
               [--events [--from F]] (no --out needed: print the effect's events from F (default 0) to --time
               (default 5 s), both included, as JSON lines, instead of drawing)
        usage: symbolview render FILE.gpa --out FILE.png [--state N] [--from-state M] [--time T] [--strip N]
               [--size …] [--weight W] [--color C] [--background C] [--reduce-motion]
        """

    static let help = usage + """


          NAME|FILE.svg      a catalog symbol (`symbolview list`) or an SVG file
          --out FILE.png     the image to write (required)
          --size PX|WxH      the image size in pixels: a square, or width x height (default 128)
          --width W          the width; alone, the height follows the symbol's aspect ratio
          --height H         the height; alone, the width follows the symbol's aspect ratio
          --weight W         ultralight … black (default regular)
          --scale S          the symbol scale: small, medium or large (default large); the image
                             size sets the pixels
          --color C          the symbol's colour, a CSS colour (default black; in multicolor,
                             the accent's colour, default system blue #007AFF)
          --background C     the image's background, a CSS colour or none (default none: transparent)
          --mode M           monochrome, hierarchical, palette or multicolor (default monochrome,
                             or palette with --palette); multicolor draws each layer in its
                             data-multicolor colour, --color where the design says accent
          --palette C,C,C    the palette mode's colours, one per layer level
          --gradient         SF Symbols 7's gradient colour: each flat colour becomes a light-to-
                             dark vertical ramp of its hue over its layer (default flat)
          --effect E         none (default), drawOn, drawOff, breathe, rotate, both, or a SwiftUI
                             spec such as bounce.up.byLayer, triggered at t = 0
          --scope S          byLayer, wholeSymbol or individually (default: the effect's own)
          --reversed         play the draw in reverse order of layers (default off)
          --pulse            breathe with pulse instead of scale (default off)
          --reduce-motion    the Reduce Motion version of the effect (default off)
          --speed X          the effect's speed multiplier, 0.01 to 100 (default 1)
          --variable V       the variable draw: how far layers marked data-variable are drawn at
                             full strength, 0 to 1 (default: none)
          --time T           seconds after the effect started, 0 or more (default 0; with --strip,
                             the strip's end, by default when a draw ends or 2 s)
          --strip N          N frames side by side with a gap between them, evenly spaced
                             from 0 to --time, 1 to 64 (default 1)
          --to NAME          with --effect replace…: the symbol that replaces this one
          --value V          the variable value, 0 to 1, as SwiftUI's Image(systemName:variableValue:):
                             variable layers below their threshold are dimmed (default: none)
          --events           print the effect's events as JSON lines instead of drawing
                             (no --out needed; default off)
          --from F           with --events: the window's start in seconds (default 0; its end
                             is --time, default 5)
          --state N          for a .gpa file: the state to show, -1 to 63 or a state name
                             (default: the file's gpa:state)
          --from-state M     for a .gpa file: the state it switched from at time 0 (default:
                             --state itself, so nothing transitions)
          --force            write --out even when it is the source file itself (also through a
                             link); without it that is refused (default off)

        A GTK path animation (FILE.gpa, docs/formats.md) is drawn in state --state (default: its
        gpa:state) --time seconds after switching to it from --from-state (default: the same
        state, so nothing transitions and --time runs its loops). -1 is the unset state: --from-state
        -1 --state 0 draws the icon in, --from-state 0 --state -1 draws it out. A state is a number
        from -1 to 63 or a name from gpa:state-names. Files are told apart by their content: a
        .gpa document or an SF Symbols template is drawn as one whatever its name.
        """
}
