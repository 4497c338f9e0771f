import SymbolModel

extension RGBA {
    /// A colour written as CSS writes it: `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`, a
    /// named colour (`pink`, `rebeccapurple`) or `transparent`. Command-line options take the
    /// same syntax as SVG files, so a colour copied from one works in the other.
    public init?(cssColor text: String) {
        guard let c = SVGColorValue.parse(text) else { return nil }
        self = c
    }
}
