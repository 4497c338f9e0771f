import FileAccess

/// Why an SVG file could not be loaded, and where.
///
/// The message names the file, the line and element when known, and what was wrong, e.g.
/// `heart.svg line 4, <path>: path data offset 14: expected a number`.
public struct SVGLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name (not the full path), or the name given to ``SVGLoader/load(data:name:limits:)``.
    public var file: String
    /// The 1-based line of the element, when the parser reported one.
    public var line: Int?
    /// The element's name, without brackets, when the fault belongs to one element.
    public var element: String?
    /// What was wrong, in words a person can act on.
    public var reason: String

    public init(file: String, line: Int? = nil, element: String? = nil, reason: String) {
        self.file = file
        self.line = line
        self.element = element
        self.reason = SVGLocation.shortening(reason)
    }

    /// The location and the reason, the text it quotes from the file shown escaped
    /// (``Swift/String/terminalSafe``).
    public var description: String {
        SVGLocation.describe(file: file, line: line, element: element) + ": " + reason.terminalSafe
    }
}

/// Formats the "file line N, <element>" prefix shared by errors and warnings, and keeps the
/// values they quote short.
enum SVGLocation {
    /// The file is shown escaped (``FileName/display(_:)``): its name may hold control characters.
    static func describe(file: String, line: Int?, element: String?) -> String {
        var s = FileName.display(file)
        if let line { s += " line \(line)" }
        if let element { s += ", <\(element.terminalSafe)>" }
        return s
    }

    /// The longest quoted value a message shows, in characters.
    static let quoteLimit = 80
    /// The longest message, in characters.
    static let messageLimit = 400

    /// `message` with every quoted value ('…' or "…") longer than ``quoteLimit`` cut short, and
    /// the whole cut in the middle beyond ``messageLimit``, so a 3 MB `fill` does not become a
    /// 3 MB line.
    static func shortening(_ message: String) -> String {
        guard message.count > quoteLimit else { return message }
        var out = ""
        var rest = Substring(message)
        while let open = rest.firstIndex(where: { $0 == "'" || $0 == "\"" }) {
            let quote = rest[open]
            let inside = rest[rest.index(after: open)...]
            guard let close = inside.firstIndex(of: quote) else { break }
            let value = inside[..<close]
            out += rest[...open]
            out += value.count > quoteLimit ? value.prefix(quoteLimit - 1) + "…" : value
            out.append(quote)
            rest = inside[inside.index(after: close)...]
        }
        out += rest
        guard out.count > messageLimit else { return out }
        return out.prefix(messageLimit / 2) + " … " + out.suffix(messageLimit / 2 - 3)
    }
}
