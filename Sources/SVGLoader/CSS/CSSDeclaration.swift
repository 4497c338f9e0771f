/// One `property: value` pair, from a style sheet rule or a `style=""` attribute.
///
/// Declarations are kept whatever their property: the loader decides what it reads, so custom
/// properties (`-sfsymbols-motion-group`, `--accent`) and properties it does not know pass
/// through to it unchanged.
struct CSSDeclaration: Hashable, Sendable, CustomStringConvertible {
    /// The property name, lowercased as CSS property names are case-insensitive; a custom
    /// property (`--name`) keeps its case, as CSS says.
    var property: String
    /// The value, trimmed, without `!important` and without comments.
    var value: String
    /// Whether the declaration ended with `!important`, which lifts it above every normal
    /// declaration of the cascade (``CSSStyleSheet/cascade(sheet:inline:)``).
    var isImportant: Bool

    init(property: String, value: String, isImportant: Bool = false) {
        self.property = property
        self.value = value
        self.isImportant = isImportant
    }

    var description: String { "\(property): \(value)\(isImportant ? " !important" : "")" }

    /// The declarations of a `style=""` attribute (or of any declaration list), in order,
    /// comments removed; what cannot be read is skipped, as CSS's error recovery says.
    static func parseList(_ text: String) -> [CSSDeclaration] {
        var ignored: [String] = []
        return parseList(text, warnings: &ignored)
    }

    /// The declarations of a list, with a warning for each part skipped (a declaration without
    /// a colon or a value, a nested rule).
    static func parseList(_ text: String, warnings: inout [String]) -> [CSSDeclaration] {
        parseList(CSSScanner.removingComments(text), warnings: &warnings)
    }

    /// The declarations of comment-free bytes: the inside of a rule's `{ }` block.
    static func parseList(_ bytes: [UInt8], warnings: inout [String]) -> [CSSDeclaration] {
        var scanner = CSSScanner(bytes)
        var out: [CSSDeclaration] = []
        while true {
            while let b = scanner.current, CSSScanner.isWhitespace(b) || b == UInt8(ascii: ";") { scanner.position += 1 }
            if scanner.isAtEnd { break }
            let start = scanner.position
            let stop = scanner.advance(untilTopLevel: { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "{") })
            if stop == UInt8(ascii: "{") {
                // A nested rule (CSS nesting, or a stray selector): skip its block whole.
                let head = scanner.text(start..<scanner.position)
                scanner.position += 1
                scanner.advance(untilTopLevel: { $0 == UInt8(ascii: "}") })
                scanner.position += 1
                warnings.append("nested rule '\(Self.excerpt(head)) { … }' skipped: rules inside rules are not supported")
                continue
            }
            let end = scanner.position
            switch parse(bytes, start..<end) {
            case .success(let d): out.append(d)
            case .failure(let why): warnings.append(why.message)
            }
        }
        return out
    }

    struct Failure: Error { var message: String }

    /// One declaration from `range` of `bytes`, which holds no top-level `;`.
    private static func parse(_ bytes: [UInt8], _ range: Range<Int>) -> Result<CSSDeclaration, Failure> {
        var scanner = CSSScanner(Array(bytes[range]))
        let end = scanner.bytes.count
        let whole = scanner.text(0..<end)
        func failure(_ why: String) -> Result<CSSDeclaration, Failure> {
            .failure(Failure(message: "declaration '\(excerpt(whole))' skipped: \(why)"))
        }
        scanner.skipWhitespace()
        guard let name = scanner.readIdentifier() else { return failure("it does not start with a property name") }
        scanner.skipWhitespace()
        guard scanner.current == UInt8(ascii: ":") else { return failure("a ':' should follow the property name") }
        let valueStart = scanner.position + 1
        // `!important` ends the value: the last '!' outside strings and brackets, followed only
        // by the keyword.
        scanner.position = valueStart
        var bang: Int?
        while scanner.advance(untilTopLevel: { $0 == UInt8(ascii: "!") }) != nil {
            bang = scanner.position
            scanner.position += 1
        }
        var valueEnd = end
        var important = false
        if let bang {
            let tail = scanner.text(bang + 1..<end)
            guard tail.lowercased() == "important" else { return failure("'!\(tail)' is not !important") }
            important = true
            valueEnd = bang
        }
        let value = scanner.text(valueStart..<valueEnd)
        let isCustom = name.hasPrefix("--")
        if value.isEmpty && !isCustom { return failure("it has no value") }
        return .success(CSSDeclaration(property: isCustom ? name : name.lowercased(), value: value, isImportant: important))
    }

    /// The start of a piece of CSS, short enough to quote in a warning.
    static func excerpt(_ text: String, limit: Int = 60) -> String {
        let flat = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return flat.count <= limit ? flat : String(flat.prefix(limit)) + "…"
    }
}
