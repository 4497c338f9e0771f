/// One complex selector of a style sheet rule (`g#g1 > rect.a[fill]:first-child`): compound
/// selectors joined by combinators, matched against ``SVGElement``s.
///
/// Supported: type (`rect`), universal (`*`), `.class`, `#id`, attribute selectors (`[fill]`,
/// `[x=y]`, `~=`, `^=`, `$=`, `*=`, `|=`, with the `i` flag), the descendant (space), child
/// (`>`) and next-sibling (`+`) combinators, and the pseudo-classes `:first-child`,
/// `:last-child`, `:only-child`, `:root`, `:nth-child()` and `:nth-last-child()`. A selector
/// using anything else that CSS defines (`:hover`, `::before`, `~`) parses but never matches,
/// and says why in ``unsupported``: an SVG icon has no hover and no generated content.
struct CSSSelector: Hashable, Sendable, CustomStringConvertible {
    /// How two compound selectors relate.
    enum Combinator: Hashable, Sendable {
        /// `a b`: b anywhere inside a.
        case descendant
        /// `a > b`: b a child of a.
        case child
        /// `a + b`: b the element right after a, under the same parent.
        case nextSibling
    }

    /// The test of an attribute selector.
    enum AttributeOperator: String, Hashable, Sendable {
        case exists = ""
        case equals = "="
        /// One of the whitespace-separated words.
        case includes = "~="
        case prefix = "^="
        case suffix = "$="
        case substring = "*="
        /// Equal, or followed by `-` (`en` matches `en-GB`).
        case dashMatch = "|="
    }

    struct AttributeTest: Hashable, Sendable {
        var name: String
        var op: AttributeOperator
        var value: String
        /// The `i` flag: values compare ignoring ASCII case.
        var ignoresCase: Bool
    }

    /// A position among siblings, `a·n + b` for some n ≥ 0 (1-based, as CSS counts).
    struct NthPattern: Hashable, Sendable {
        var a: Int
        var b: Int

        func matches(_ position: Int) -> Bool {
            if a == 0 { return position == b }
            let d = position - b
            return d % a == 0 && d / a >= 0
        }
    }

    enum PseudoClass: Hashable, Sendable {
        case firstChild, lastChild, onlyChild, root
        case nthChild(NthPattern)
        case nthLastChild(NthPattern)
    }

    /// Simple selectors that all apply to one element (`rect.a#b[fill]`).
    struct Compound: Hashable, Sendable {
        /// The element name; nil for `*` or none written.
        var type: String?
        var ids: [String] = []
        var classes: [String] = []
        var attributes: [AttributeTest] = []
        var pseudoClasses: [PseudoClass] = []
    }

    /// Specificity as CSS Selectors Level 3 counts it: ids, then classes, attributes and
    /// pseudo-classes, then types and pseudo-elements. A higher one wins the cascade.
    struct Specificity: Hashable, Sendable, Comparable, CustomStringConvertible {
        var ids = 0
        var classes = 0
        var types = 0

        static func < (l: Self, r: Self) -> Bool { (l.ids, l.classes, l.types) < (r.ids, r.classes, r.types) }
        var description: String { "(\(ids), \(classes), \(types))" }
    }

    /// The compounds from left to right; the last is the element the selector styles.
    private(set) var compounds: [Compound]
    /// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    private(set) var combinators: [Combinator]
    private(set) var specificity: Specificity
    /// Why the selector never matches, for a feature CSS has and this loader does not; nil
    /// when it is supported.
    private(set) var unsupported: String?
    /// The selector as written, whitespace collapsed.
    let text: String

    var description: String { text }

    // MARK: Limits

    /// The most compound selectors a complex selector may chain: real sheets use a handful, and
    /// the matcher recurses once per compound.
    static let maxCompounds = 32
    /// The most simple selectors (types, classes, ids…) one complex selector may hold.
    static let maxSimpleSelectors = 64
    /// The longest value an attribute selector may compare with, in bytes.
    static let maxAttributeValueBytes = 1024

    /// Why a selector list cannot be read. CSS drops the whole rule then.
    struct SyntaxError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    // MARK: Parsing

    /// The selectors of a comma-separated list (`a, b > c`), or the syntax error that makes
    /// CSS drop the whole rule. Comments must be removed already.
    static func parseList(_ text: String) throws(SyntaxError) -> [CSSSelector] {
        try parseList(Array(text.utf8))
    }

    static func parseList(_ bytes: [UInt8]) throws(SyntaxError) -> [CSSSelector] {
        var scanner = CSSScanner(bytes)
        var out: [CSSSelector] = []
        while true {
            let start = scanner.position
            scanner.advance(untilTopLevel: { $0 == UInt8(ascii: ",") })
            let end = scanner.position
            out.append(try CSSSelector(Array(bytes[start..<end])))
            if scanner.isAtEnd { break }
            scanner.position += 1
        }
        return out
    }

    /// Parses one complex selector (no top-level comma).
    init(_ text: String) throws(SyntaxError) { try self.init(Array(text.utf8)) }

    init(_ bytes: [UInt8]) throws(SyntaxError) {
        var parser = Parser(scanner: CSSScanner(bytes))
        let display = CSSDeclaration.excerpt(String(decoding: bytes, as: UTF8.self), limit: 200)
        do {
            try parser.parse()
        } catch {
            throw SyntaxError(message: "selector '\(CSSDeclaration.excerpt(display))' is not valid: \(error.message)")
        }
        compounds = parser.compounds
        combinators = parser.combinators
        specificity = parser.specificity
        unsupported = parser.unsupported
        text = display
    }

    /// Reads a complex selector with two loops, one over compounds and one over the simple
    /// selectors of each: no recursion, so no input can deepen the call stack.
    private struct Parser {
        var scanner: CSSScanner
        var compounds: [Compound] = []
        var combinators: [Combinator] = []
        var specificity = Specificity()
        var unsupported: String?
        var simpleCount = 0

        mutating func parse() throws(SyntaxError) {
            scanner.skipWhitespace()
            if scanner.isAtEnd { throw SyntaxError(message: "it is empty") }
            while true {
                compounds.append(try compound())
                if compounds.count > CSSSelector.maxCompounds {
                    throw SyntaxError(message: "it chains more than \(CSSSelector.maxCompounds) compound selectors")
                }
                let hadSpace = scanner.current.map(CSSScanner.isWhitespace) ?? false
                scanner.skipWhitespace()
                guard let b = scanner.current else { return }
                switch b {
                case UInt8(ascii: ">"):
                    combinators.append(.child)
                    scanner.position += 1
                case UInt8(ascii: "+"):
                    combinators.append(.nextSibling)
                    scanner.position += 1
                case UInt8(ascii: "~"):
                    combinators.append(.descendant)  // stands in; `unsupported` keeps the selector from matching
                    unsupport("the '~' combinator is not supported")
                    scanner.position += 1
                default:
                    guard hadSpace else { throw SyntaxError(message: "unexpected '\(Self.character(b))'") }
                    combinators.append(.descendant)
                }
                scanner.skipWhitespace()
                if scanner.isAtEnd { throw SyntaxError(message: "it ends with a combinator") }
            }
        }

        mutating func unsupport(_ why: String) {
            if unsupported == nil { unsupported = why }
        }

        mutating func counted() throws(SyntaxError) {
            simpleCount += 1
            if simpleCount > CSSSelector.maxSimpleSelectors {
                throw SyntaxError(message: "it holds more than \(CSSSelector.maxSimpleSelectors) simple selectors")
            }
        }

        static func character(_ b: UInt8) -> String {
            b < 0x80 ? String(UnicodeScalar(b)) : "non-ASCII text"
        }

        mutating func compound() throws(SyntaxError) -> Compound {
            var c = Compound()
            let before = simpleCount
            if scanner.current == UInt8(ascii: "*") {
                scanner.position += 1
                try counted()
            } else if let name = scanner.readIdentifier() {
                c.type = name
                specificity.types += 1
                try counted()
            }
            if scanner.current == UInt8(ascii: "|") {
                throw SyntaxError(message: "namespace prefixes ('svg|rect') are not supported")
            }
            loop: while let b = scanner.current {
                switch b {
                case UInt8(ascii: "#"):
                    scanner.position += 1
                    guard let id = scanner.readIdentifier() else { throw SyntaxError(message: "'#' needs an id") }
                    c.ids.append(id)
                    specificity.ids += 1
                case UInt8(ascii: "."):
                    scanner.position += 1
                    guard let name = scanner.readIdentifier() else { throw SyntaxError(message: "'.' needs a class name") }
                    c.classes.append(name)
                    specificity.classes += 1
                case UInt8(ascii: "["):
                    scanner.position += 1
                    c.attributes.append(try attribute())
                    specificity.classes += 1
                case UInt8(ascii: ":"):
                    scanner.position += 1
                    try pseudo(into: &c)
                default:
                    break loop
                }
                try counted()
            }
            if simpleCount == before {
                if let b = scanner.current {
                    throw SyntaxError(message: "unexpected '\(Self.character(b))'")
                }
                throw SyntaxError(message: "a selector is missing")
            }
            return c
        }

        mutating func attribute() throws(SyntaxError) -> AttributeTest {
            scanner.skipWhitespace()
            guard let name = scanner.readIdentifier() else { throw SyntaxError(message: "'[' needs an attribute name") }
            if scanner.current == UInt8(ascii: "|"), scanner.peek(1) != UInt8(ascii: "=") {
                throw SyntaxError(message: "namespace prefixes ('[xlink|href]') are not supported")
            }
            scanner.skipWhitespace()
            var test = AttributeTest(name: name, op: .exists, value: "", ignoresCase: false)
            if scanner.current == UInt8(ascii: "]") {
                scanner.position += 1
                return test
            }
            let ops: [(String, AttributeOperator)] = [("=", .equals), ("~=", .includes), ("^=", .prefix), ("$=", .suffix),
                                                      ("*=", .substring), ("|=", .dashMatch)]
            guard let (text, op) = ops.first(where: { matchesHere($0.0) }) else {
                throw SyntaxError(message: "expected ']' or an operator such as '=' after [\(name)")
            }
            scanner.position += text.utf8.count
            test.op = op
            scanner.skipWhitespace()
            if let b = scanner.current, b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                guard let s = scanner.readString() else { throw SyntaxError(message: "a string in [\(name)] is cut by a line break") }
                test.value = s
            } else if let ident = scanner.readIdentifier() {
                test.value = ident
            } else {
                throw SyntaxError(message: "[\(name)\(text)] needs a value, a name or a quoted string")
            }
            if test.value.utf8.count > CSSSelector.maxAttributeValueBytes {
                throw SyntaxError(message: "the value of [\(name)] is longer than \(CSSSelector.maxAttributeValueBytes) bytes")
            }
            scanner.skipWhitespace()
            if let b = scanner.current, b | 0x20 == UInt8(ascii: "i") || b | 0x20 == UInt8(ascii: "s") {
                test.ignoresCase = b | 0x20 == UInt8(ascii: "i")
                scanner.position += 1
                scanner.skipWhitespace()
            }
            guard scanner.current == UInt8(ascii: "]") else { throw SyntaxError(message: "expected ']' to close [\(name)") }
            scanner.position += 1
            return test
        }

        func matchesHere(_ text: String) -> Bool {
            for (k, b) in text.utf8.enumerated() where scanner.peek(k) != b { return false }
            return true
        }

        static let pseudoElements: Set<String> = ["before", "after", "first-line", "first-letter"]

        mutating func pseudo(into c: inout Compound) throws(SyntaxError) {
            let isElement = scanner.current == UInt8(ascii: ":")
            if isElement { scanner.position += 1 }
            guard let rawName = scanner.readIdentifier() else { throw SyntaxError(message: "':' needs a pseudo-class name") }
            let name = rawName.lowercased()
            var argument: String?
            if scanner.current == UInt8(ascii: "(") {
                let start = scanner.position + 1
                scanner.position += 1
                guard scanner.advance(untilTopLevel: { $0 == UInt8(ascii: ")") }) != nil else {
                    throw SyntaxError(message: ":\(name)( is not closed")
                }
                argument = scanner.text(start..<scanner.position)
                scanner.position += 1
            }
            if isElement || (argument == nil && Self.pseudoElements.contains(name)) {
                specificity.types += 1
                unsupport("'::\(name)' styles a pseudo-element, which SVG does not draw")
                return
            }
            specificity.classes += 1
            switch (name, argument) {
            case ("first-child", nil): c.pseudoClasses.append(.firstChild)
            case ("last-child", nil): c.pseudoClasses.append(.lastChild)
            case ("only-child", nil): c.pseudoClasses.append(.onlyChild)
            case ("root", nil): c.pseudoClasses.append(.root)
            case ("nth-child", let arg?), ("nth-last-child", let arg?):
                if arg.lowercased().contains(" of ") {
                    unsupport("':\(name)(\(arg))' with 'of' is not supported")
                    return
                }
                guard let pattern = Self.nthPattern(arg) else {
                    throw SyntaxError(message: "':\(name)(\(arg))' is not of the form an+b, odd or even")
                }
                c.pseudoClasses.append(name == "nth-child" ? .nthChild(pattern) : .nthLastChild(pattern))
            default:
                unsupport("':\(name)\(argument.map { "(\($0))" } ?? "")' is not supported")
            }
        }

        /// Reads `an+b`, `odd` or `even`; nil when the text is none of them.
        static func nthPattern(_ text: String) -> NthPattern? {
            let t = text.lowercased().filter { !$0.isWhitespace }
            if t == "odd" { return NthPattern(a: 2, b: 1) }
            if t == "even" { return NthPattern(a: 2, b: 0) }
            func integer(_ s: Substring) -> Int? {
                guard !s.isEmpty, s.count <= 9 else { return nil }
                var digits = s
                if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
                guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
                return Int(s)
            }
            guard let n = t.firstIndex(of: "n") else { return integer(Substring(t)).map { NthPattern(a: 0, b: $0) } }
            let aText = t[..<n], bText = t[t.index(after: n)...]
            let a: Int
            switch aText {
            case "", "+": a = 1
            case "-": a = -1
            default:
                guard let v = integer(aText) else { return nil }
                a = v
            }
            if bText.isEmpty { return NthPattern(a: a, b: 0) }
            guard bText.first == "+" || bText.first == "-", let b = integer(bText) else { return nil }
            return NthPattern(a: a, b: b)
        }
    }
}
