/// The `<style>` block of an SF Symbols template: rules whose selectors are single classes
/// (`.monochrome-0`, `.hierarchical-1:secondary`, `.defaults`) and whose declarations carry the
/// template's annotations (`-sfsymbols-motion-group:1`, `opacity:0.5`).
///
/// The general CSS parser reads `.hierarchical-1:secondary` as a class followed by an unknown
/// pseudo-class; in a template the whole word after the dot is the class name that paths list in
/// their `class` attribute. So templates get this small reader of their own, which keeps the
/// last value of each property per class, as the cascade would.
struct TemplateStyleSheet {
    /// Property values by class name (without the dot), then by property name.
    private(set) var properties: [String: [String: String]] = [:]
    /// Why the sheet was dropped, if it was: see ``init(_:)``.
    private(set) var dropped: String?

    /// Reads `text`; comments are skipped, and a rule that is not a class selector is ignored.
    ///
    /// Filing a rule costs its selectors times its declarations, so the sheet is held to the
    /// cascade budget of every style sheet (``CSSStyleSheet/maxCascadeWork``): a sheet that
    /// would take more is dropped whole, and ``dropped`` says so. A template's sheet has a few
    /// dozen rules of a few declarations each.
    init(_ text: String) {
        var rest = Self.withoutComments(text)[...]
        var work = 0
        while let open = rest.firstIndex(of: "{") {
            let selectors = rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let body = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            var declarations: [(String, String)] = []
            for declaration in body.split(separator: ";") {
                guard let colon = declaration.firstIndex(of: ":") else { continue }
                let name = declaration[..<colon].trimmingSpaces.lowercased()
                let value = declaration[declaration.index(after: colon)...].trimmingSpaces
                if !name.isEmpty { declarations.append((name, value)) }
            }
            let list = selectors.split(separator: ",")
            work += list.count * max(declarations.count, 1) + 1
            guard work <= CSSStyleSheet.maxCascadeWork else {
                properties = [:]
                dropped = "the style sheet is ignored: filing its rules would take more than \(CSSStyleSheet.maxCascadeWork) steps"
                return
            }
            for selector in list {
                let s = selector.trimmingSpaces
                guard s.hasPrefix("."), s.count > 1, !s.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) else { continue }
                for (name, value) in declarations { properties[String(s.dropFirst()), default: [:]][name] = value }
            }
        }
    }

    /// The value of `property` in the rule for `className`, if any.
    func value(_ property: String, of className: String) -> String? { properties[className]?[property] }

    private static func withoutComments(_ text: String) -> String {
        var out = ""
        var rest = text[...]
        while let start = rest.range(of: "/*") {
            out += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return out }
            rest = rest[end.upperBound...]
        }
        return out + rest
    }
}
