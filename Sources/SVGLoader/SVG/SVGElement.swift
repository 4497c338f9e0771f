/// One element of a parsed SVG document, as the XML parser delivered it: the tree the loader
/// walks to build a symbol.
final class SVGElement {
    /// The qualified element name (`path`, `sodipodi:namedview`).
    let name: String
    let attributes: [String: String]
    /// The 1-based line where the parser reported the element.
    let line: Int
    /// The element children, in document order. Added with ``append(_:)``, which keeps
    /// ``parent`` and ``index`` right for the CSS selectors that look at them.
    private(set) var children: [SVGElement] = []
    /// The element this one is a child of; nil for the root. Weak, since the parent owns its
    /// children.
    private(set) weak var parent: SVGElement?
    /// The position among the parent's element children, from 0, so `:first-child` and
    /// `:nth-child()` cost no search.
    private(set) var index = 0
    /// The character data and CDATA inside the element. Collected for `<style>` only (a style
    /// sheet is its text); empty for every other element, so a file's text costs no memory.
    var text = ""
    /// The namespace URIs this element declares (`xmlns:prefix="…"`), which the parser keeps out
    /// of ``attributes``; how a document says what vocabulary it speaks (``SymbolDocument``).
    var declaredNamespaces: Set<String> = []

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    /// Adds `child` as the last child of this element.
    func append(_ child: SVGElement) {
        child.parent = self
        child.index = children.count
        children.append(child)
    }

    /// The words of the `class` attribute, which CSS class selectors test: split once, on first
    /// use, so matching many rules costs no repeated splitting.
    private(set) lazy var classNames: Set<Substring> = {
        guard let list = attributes["class"] else { return [] }
        return Set(list.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }))
    }()

    /// The attribute names in a stable order, so warnings come out the same on every run.
    var sortedAttributeNames: [String] { attributes.keys.sorted() }
}
