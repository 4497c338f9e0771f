import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads SVG bytes into an ``SVGElement`` tree with Foundation's XMLParser, holding the file to
/// ``SVGLimits`` while it parses.
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
        let start = data.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        guard let first = start.first else { throw SVGLoadError(file: file, reason: "the file is empty") }
        if first != UInt8(ascii: "<") && !start.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw SVGLoadError(file: file, reason: "this is not an SVG file: it does not start with '<' (an SVG file starts with <svg or <?xml)")
        }
        let data = try InternalEntityExpansion(file: file, limits: limits).expand(data)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = true
        let collector = TreeCollector(file: file, limits: limits)
        parser.delegate = collector
        let ok = parser.parse()
        if let error = collector.error { throw error }
        // On Linux, parse() can return true and still leave an error (a premature end), so both
        // are checked, and so is the stack of elements still open.
        if !ok || parser.parserError != nil || collector.root == nil || !collector.stack.isEmpty {
            let line = parser.lineNumber > 0 ? parser.lineNumber : nil
            if let open = collector.stack.last {
                throw SVGLoadError(file: file, line: line, reason: "the XML is malformed: the file ends before <\(open.name)> (line \(open.line)) is closed")
            }
            throw SVGLoadError(file: file, line: line, reason: "the XML is malformed: " + Self.describe(parser.parserError))
        }
        guard let root = collector.root else { throw SVGLoadError(file: file, reason: "the file holds no element") }
        return root
    }

    /// Turns XMLParser's error into words: its code name (`prematureDocumentEndError` becomes
    /// "premature document end") and column.
    static func describe(_ error: Error?) -> String {
        guard let error = error as NSError? else { return "the parser stopped" }
        var words = "error \(error.code)"
        if let code = XMLParser.ErrorCode(rawValue: error.code) {
            var name = String(describing: code)
            if name.hasSuffix("Error") { name.removeLast(5) }
            words = name.reduce(into: "") { s, c in
                if c.isUppercase { s += " " + c.lowercased() } else { s.append(c) }
            }
        }
        if words.contains("premature document end") || words.contains("tag not finished") {
            words += " (the file ends before its elements are closed)"
        }
        return words
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
