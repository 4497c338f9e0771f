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
        self.reason = reason
    }

    public var description: String {
        SVGLocation.describe(file: file, line: line, element: element) + ": " + reason
    }
}

/// Formats the "file line N, <element>" prefix shared by errors and warnings.
enum SVGLocation {
    static func describe(file: String, line: Int?, element: String?) -> String {
        var s = file
        if let line { s += " line \(line)" }
        if let element { s += ", <\(element)>" }
        return s
    }
}
