/// One element of a parsed SVG document, as the XML parser delivered it: the tree the loader
/// walks to build a symbol.
final class SVGElement {
    /// The qualified element name (`path`, `sodipodi:namedview`).
    let name: String
    let attributes: [String: String]
    /// The 1-based line where the parser reported the element.
    let line: Int
    var children: [SVGElement] = []

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    /// The attribute names in a stable order, so warnings come out the same on every run.
    var sortedAttributeNames: [String] { attributes.keys.sorted() }
}
