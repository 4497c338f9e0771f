/// The CSS rules of a document's `<style>` elements, read as CSS's error recovery says: what
/// cannot be read is skipped with a warning, and the rest still applies. Parsing never fails.
///
/// A sheet holds rules (`selectors { declarations }`) in source order. At-rules (`@media`,
/// `@import`, `@font-face`…) are skipped whole, nested blocks included: an icon is drawn at
/// one size for one medium, and a loader that fetched imports could be made to read any
/// file. ``declarations(for:)`` gives the declarations that apply to an element, in the order
/// they must be applied; ``cascade(sheet:inline:)`` merges them with the `style=""` attribute.
///
/// The sheet does not know SVG properties: it hands over every declaration, and the loader
/// decides what it reads. (Per SVG 1.1, as resvg renders it, a geometry property such as
/// `height` in a sheet is not a presentation attribute and changes nothing.)
struct CSSStyleSheet: Sendable {
    /// One rule: a selector list and its declarations.
    struct Rule: Sendable {
        var selectors: [CSSSelector]
        var declarations: [CSSDeclaration]
    }

    /// The rules in source order; a rule's position is its rank among equals in the cascade.
    private(set) var rules: [Rule] = []
    /// What was skipped while parsing, in plain words.
    private(set) var warnings: [String] = []
    /// The rules by the key of each selector's last compound (see ``RuleIndex``).
    private(set) var index = RuleIndex()

    init() {}

    /// A sheet of the rules in `text`.
    init(parsing text: String) {
        append(parsing: text)
    }

    /// Adds the rules of `text` after those already in the sheet, as a second `<style>` element
    /// continues the first.
    mutating func append(parsing text: String) {
        var scanner = CSSScanner(CSSScanner.removingComments(text))
        let isBrace: (UInt8) -> Bool = { $0 == UInt8(ascii: "{") }
        while true {
            scanner.skipWhitespace()
            guard let b = scanner.current else { break }
            // The old HTML comment markers are allowed around a sheet and mean nothing.
            if skip("<!--", &scanner) || skip("-->", &scanner) { continue }
            let start = scanner.position
            if b == UInt8(ascii: "@") {
                skipAtRule(&scanner)
                continue
            }
            guard scanner.advance(untilTopLevel: isBrace) != nil else {
                warnings.append("'\(CSSDeclaration.excerpt(scanner.text(start..<scanner.position)))' skipped: a rule needs a { } block after its selectors")
                break
            }
            let prelude = Array(scanner.bytes[start..<scanner.position])
            scanner.position += 1
            let blockStart = scanner.position
            // The end of the text closes an open block, as CSS says.
            scanner.advance(untilTopLevel: { $0 == UInt8(ascii: "}") })
            let block = Array(scanner.bytes[blockStart..<scanner.position])
            scanner.position += 1
            addRule(prelude: prelude, block: block)
        }
    }

    private func skip(_ marker: String, _ scanner: inout CSSScanner) -> Bool {
        for (k, b) in marker.utf8.enumerated() where scanner.peek(k) != b { return false }
        scanner.position += marker.utf8.count
        return true
    }

    /// Skips an at-rule: to its `;`, or past its `{ }` block with whatever nests inside.
    private mutating func skipAtRule(_ scanner: inout CSSScanner) {
        let start = scanner.position
        scanner.position += 1
        let name = scanner.readIdentifier()?.lowercased() ?? ""
        let stop = scanner.advance(untilTopLevel: { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "{") })
        let head = scanner.text(start..<scanner.position)
        if stop == UInt8(ascii: "{") {
            scanner.position += 1
            scanner.advance(untilTopLevel: { $0 == UInt8(ascii: "}") })
        }
        scanner.position += 1
        // @charset only names the encoding, which the XML parser has already decoded.
        guard name != "charset" else { return }
        let what = stop == UInt8(ascii: "{") ? "'\(CSSDeclaration.excerpt(head)) { … }'" : "'\(CSSDeclaration.excerpt(head))'"
        warnings.append("\(what) skipped: at-rules such as @\(name.isEmpty ? "media" : name) are not supported")
    }

    private mutating func addRule(prelude: [UInt8], block: [UInt8]) {
        let selectors: [CSSSelector]
        do {
            selectors = try CSSSelector.parseList(prelude)
        } catch {
            warnings.append("rule '\(CSSDeclaration.excerpt(String(decoding: prelude, as: UTF8.self))) { … }' skipped: \(error.message)")
            return
        }
        for s in selectors {
            if let why = s.unsupported { warnings.append("selector '\(s.text)' never matches: \(why)") }
        }
        let declarations = CSSDeclaration.parseList(block, warnings: &warnings)
        guard !declarations.isEmpty else { return }
        let rule = Rule(selectors: selectors, declarations: declarations)
        index.add(rule, number: rules.count)
        rules.append(rule)
    }

    // MARK: The document's sheet

    /// Whether a `<style>` element holds CSS: its `type` is absent, empty or `text/css`.
    static func isCSS(_ style: SVGElement) -> Bool {
        guard let type = style.attributes["type"] else { return true }
        let t = type.trimmingSpaces.lowercased()
        return t.isEmpty || t == "text/css"
    }

    /// The most work (selector tests plus declarations handed out) that matching a document's
    /// sheet against its elements may take. Past it the sheet is dropped whole: a real icon
    /// needs thousands, a hostile file billions.
    static let maxCascadeWork = 1_000_000

    /// The sheet of every `<style>` element of the tree, in document order, wherever they sit
    /// (a sheet after the elements it styles applies to them too), and the warnings to report
    /// about each, with the `<style>` element they concern.
    ///
    /// The sheet is then matched against every element once, within ``maxCascadeWork``: a
    /// sheet that would take more is dropped, with a warning, so the loader's later calls to
    /// ``declarations(for:)`` stay within the same bound.
    static func collect(from root: SVGElement) -> (sheet: CSSStyleSheet, warnings: [(element: SVGElement, message: String)]) {
        var sheet = CSSStyleSheet()
        var warnings: [(element: SVGElement, message: String)] = []
        var elements: [SVGElement] = []
        // Document order, without recursion: the stack holds what is left to visit.
        var stack = [root]
        while let e = stack.popLast() {
            elements.append(e)
            stack.append(contentsOf: e.children.reversed())
        }
        for style in elements where style.name == "style" {
            guard isCSS(style) else {
                warnings.append((style, "<style type=\"\(style.attributes["type"] ?? "")\"> is not CSS, so its rules are ignored"))
                continue
            }
            let before = sheet.warnings.count
            sheet.append(parsing: style.text)
            for w in sheet.warnings[before...] { warnings.append((style, w)) }
        }
        guard !sheet.rules.isEmpty else { return (sheet, warnings) }
        var work = 0
        for e in elements {
            _ = sheet.declarations(for: e, work: &work, limit: maxCascadeWork)
            if work > maxCascadeWork {
                let first = elements.first { $0.name == "style" } ?? root
                warnings.append((first, "the style sheet is ignored: matching its \(sheet.rules.count) rules against \(elements.count) elements would take more than \(maxCascadeWork) steps"))
                return (CSSStyleSheet(), warnings)
            }
        }
        return (sheet, warnings)
    }
}
