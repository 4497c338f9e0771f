import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads SVG bytes into an ``SVGElement`` tree with Foundation's XMLParser, holding the file to
/// ``SVGLimits`` while it parses.
///
/// ``SVGTextDecoder`` first turns the bytes into valid UTF-8 (or refuses them), since XMLParser
/// traps on invalid UTF-8 in a name and the entity budget must see text, not encoded bytes.
///
/// External entities are never resolved. Internal entities are expanded by
/// ``InternalEntityExpansion`` within a budget before parsing, so libxml2 never sees a
/// declaration: a few nested ones (the "billion laughs") could otherwise grow a small file into
/// gigabytes of text.
struct SVGDocumentReader {
    let file: String
    let limits: SVGLimits

    func read(_ data: Data) throws -> SVGElement {
        if data.count > limits.maxFileBytes {
            throw SVGLoadError(file: file, reason: "the file is \(data.count) bytes; the limit is \(limits.maxFileBytes)")
        }
        // libxml2's words for these two are misleading ("the parser stopped", "invalid hex
        // character ref"), so they are told apart first: an empty file, and one that is not XML.
        if !data.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw SVGLoadError(file: file, reason: "the file is empty")
        }
        // From here on the text is valid UTF-8 with no byte-order mark, whatever the file's
        // encoding was, so the entity budget sees every declaration.
        let text = try SVGTextDecoder(file: file).utf8(data)
        guard text.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "<") else {
            throw SVGLoadError(file: file, reason: "this is not an SVG file: it does not start with '<' (an SVG file starts with <svg or <?xml)")
        }
        let expanded = try InternalEntityExpansion(file: file, limits: limits).expand(text)
        let parser = XMLParser(data: EmptyProcessingInstructions.padded(expanded))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        let collector = TreeCollector(file: file, limits: limits)
        parser.delegate = collector
        let ok = parser.parse()
        if let error = collector.error { throw error }
        // On Linux, parse() can return true and still leave an error (a premature end), so both
        // are checked, and so is the stack of elements still open. A warning (an xmlns value
        // that is not an absolute URI) leaves a well-formed document, which is kept.
        let code = (parser.parserError as NSError?)?.code
        let failed = !ok || code.map { !XMLErrorText.warnings.contains($0) } == true
        if failed || collector.root == nil || !collector.stack.isEmpty {
            let line = parser.lineNumber > 0 ? parser.lineNumber : nil
            // After most faults XMLParser reports only libxml2's last code, 5 ("extra content at
            // the end"), so an element left open is the better clue: the file ended, or an end
            // tag of another name came, before it was closed.
            if let open = collector.stack.last, code == nil || code == 5 || code == 77 {
                throw SVGLoadError(file: file, line: line, reason: "the XML is malformed: <\(open.name)> (line \(open.line)) is not "
                                   + "closed (the file ends first, or an end tag that does not match it)")
            }
            let column = parser.columnNumber > 0 ? " (column \(parser.columnNumber))" : ""
            throw SVGLoadError(file: file, line: line,
                               reason: "the XML is malformed: " + (code.map(XMLErrorText.describe) ?? "the parser stopped") + column)
        }
        guard let root = collector.root else { throw SVGLoadError(file: file, reason: "the file holds no element") }
        return root
    }
}

/// The XMLParser delegate that builds the tree and stops the parse when a limit is crossed.
private final class TreeCollector: NSObject, XMLParserDelegate {
    let file: String
    let limits: SVGLimits
    var root: SVGElement?
    var stack: [SVGElement] = []
    var count = 0
    var error: SVGLoadError?
    /// Namespace URIs declared by the element about to start (reported before it).
    private var pendingNamespaces: Set<String> = []

    static let svgNamespace = "http://www.w3.org/2000/svg"

    init(file: String, limits: SVGLimits) {
        self.file = file
        self.limits = limits
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String]) {
        guard error == nil else { return }
        count += 1
        let line = parser.lineNumber
        if count > limits.maxElements {
            return fail(parser, SVGLoadError(file: file, line: line, element: name,
                                             reason: "more than \(limits.maxElements) elements"))
        }
        if stack.count >= limits.maxDepth {
            return fail(parser, SVGLoadError(file: file, line: line, element: name,
                                             reason: "elements nest deeper than \(limits.maxDepth) levels"))
        }
        for (key, value) in attributes where value.utf8.count > limits.maxAttributeBytes {
            return fail(parser, SVGLoadError(file: file, line: line, element: name,
                                             reason: "attribute \(key) is \(value.utf8.count) bytes long; the limit is \(limits.maxAttributeBytes)"))
        }
        // Elements of the SVG namespace (or of none) go by their local name, whatever prefix the
        // file binds (`<svg:rect>`); others keep their prefix (`sodipodi:namedview`) and are skipped.
        let isSVG = namespaceURI == nil || namespaceURI == "" || namespaceURI == Self.svgNamespace
        let foreignName = qualifiedName.flatMap { $0.contains(":") ? $0 : nil } ?? "{\(namespaceURI ?? "")}:" + name
        let element = SVGElement(name: isSVG ? name : foreignName, attributes: attributes, line: line)
        element.declaredNamespaces = pendingNamespaces
        pendingNamespaces = []
        if let parent = stack.last {
            parent.append(element)
        } else if root == nil {
            root = element
        }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if !stack.isEmpty { stack.removeLast() }
    }

    func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
        guard error == nil else { return }
        pendingNamespaces.insert(namespaceURI)
    }

    // The text of a `<style>` element is its style sheet; other text is never drawn and is not
    // kept. The file's size limit bounds it.
    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil, let open = stack.last, open.name == "style" else { return }
        open.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard error == nil, let open = stack.last, open.name == "style" else { return }
        open.text += String(decoding: CDATABlock, as: UTF8.self)
    }

    private func fail(_ parser: XMLParser, _ e: SVGLoadError) {
        error = e
        parser.abortParsing()
    }
}
