import Raster
import SVGLoader
import SymbolModel
import SymbolRendering

/// What a colour option accepts, for error messages.
let colorArgumentSyntax = "a CSS colour (#RGB, #RRGGBB, #RRGGBBAA, rgb(), a name such as pink) or none"

/// A colour given on the command line (`--color`, `--background`), in CSS syntax; `none` and
/// `clear` mean transparent. Nil when the text is no colour.
func colorArgument(_ text: String) -> Color? {
    switch text.lowercased() {
    case "none", "clear": return .clear
    default:
        return RGBA(cssColor: text).map(Color.init)
    }
}

/// The colour given to `option`, or a usage error that says what a colour may be.
func colorOption(_ text: String, for option: String) throws -> Color {
    guard let c = colorArgument(text) else { throw UsageError("\(option) \(text): expected \(colorArgumentSyntax)") }
    return c
}
