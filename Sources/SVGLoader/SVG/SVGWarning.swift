import FileAccess

/// Something the loader skipped or approximated while still producing a symbol: an unknown
/// element or attribute, a paint it cannot draw, path data drawn only up to its first error.
///
/// Warnings are collected in ``LoadedSymbol/warnings``, never printed by the loader.
public struct SVGWarning: Sendable, Hashable, CustomStringConvertible {
    /// The file name, as in ``SVGLoadError/file``.
    public var file: String
    /// The 1-based line of the element the warning is about, when known.
    public var line: Int?
    /// The element's name, without brackets.
    public var element: String?
    /// What happened, without the location, so equal warnings from many files can be counted
    /// together (`unknown element <title> skipped`). A value it quotes is cut to 80 characters.
    public var message: String

    public init(file: String, line: Int? = nil, element: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.element = element
        self.message = SVGLocation.shortening(message)
    }

    /// The location and the message, the text it quotes from the file (values, ids,
    /// selectors) shown escaped (``Swift/String/terminalSafe``).
    public var description: String {
        SVGLocation.describe(file: file, line: line, element: element) + ": " + message.terminalSafe
    }
}
