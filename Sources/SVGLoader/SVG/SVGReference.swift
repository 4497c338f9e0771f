/// Reads the references SVG makes from one element to another: `href="#id"` and
/// `url(#id)` (quoted or not).
enum SVGReference {
    /// The id in `url(#id)`, `url('#id')` or `url("#id")`; nil when the text is no local
    /// reference (an external file is never fetched).
    static func id(inURL text: String) -> String? {
        var t = text.trimmingSpaces
        guard t.lowercased().hasPrefix("url("), t.hasSuffix(")") else { return nil }
        t = String(t.dropFirst(4).dropLast()).trimmingSpaces
        if t.count >= 2, let q = t.first, q == "'" || q == "\"", t.last == q { t = String(t.dropFirst().dropLast()) }
        return id(inHref: t)
    }

    /// The id in `#id`; nil for anything else.
    static func id(inHref text: String) -> String? {
        let t = text.trimmingSpaces
        guard t.hasPrefix("#"), t.count > 1 else { return nil }
        return String(t.dropFirst())
    }

    /// The `href` of an element: SVG 2's plain `href` wins over `xlink:href`.
    static func href(of e: SVGElement) -> String? {
        e.attributes["href"] ?? e.attributes["xlink:href"] ?? e.attributes["{http://www.w3.org/1999/xlink}href"]
    }
}
