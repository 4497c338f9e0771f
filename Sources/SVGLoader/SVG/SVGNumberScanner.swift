/// Reads SVG numbers and number lists (`viewBox`, `points`, transform arguments) from attribute
/// text, with SVG's grammar: optional sign, digits with an optional fraction, an optional
/// exponent, and whitespace and/or one comma between numbers.
struct SVGNumberScanner {
    /// Why text is not the expected number or list.
    enum Failure: Error, CustomStringConvertible {
        case expectedNumber(offset: Int, found: String)
        case outOfRange(offset: Int, text: String)

        var description: String {
            switch self {
            case .expectedNumber(let offset, let found):
                return "offset \(offset): expected a number, found \(found)"
            case .outOfRange(let offset, let text):
                return "offset \(offset): the number \(text) is out of range"
            }
        }
    }

    let bytes: [UInt8]
    private(set) var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }
    init(_ bytes: ArraySlice<UInt8>) { self.bytes = Array(bytes) }

    var isAtEnd: Bool { index >= bytes.count }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// What lies at the current position, for messages.
    var found: String {
        guard index < bytes.count else { return "the end" }
        let end = min(bytes.count, index + 8)
        return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    mutating func skipSpaces() {
        while let b = peek, Self.isSpace(b) { index += 1 }
    }

    /// Skips whitespace with at most one comma in it.
    mutating func skipSeparator() {
        skipSpaces()
        if peek == UInt8(ascii: ",") { index += 1; skipSpaces() }
    }

    mutating func advance(_ n: Int = 1) { index = min(bytes.count, index + n) }

    /// Reads one number at the current position (no leading whitespace skipped), or returns nil
    /// and leaves the position unchanged when none starts here.
    mutating func number() throws -> Double? {
        let start = index
        var i = index
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        var digits = 0
        while i < bytes.count, Self.isDigit(bytes[i]) { i += 1; digits += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            var j = i + 1, fraction = 0
            while j < bytes.count, Self.isDigit(bytes[j]) { j += 1; fraction += 1 }
            if fraction > 0 || digits > 0 { i = j; digits += fraction }
        }
        guard digits > 0 else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            var exponent = 0
            while j < bytes.count, Self.isDigit(bytes[j]) { j += 1; exponent += 1 }
            if exponent > 0 { i = j }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw Failure.outOfRange(offset: start, text: text)
        }
        index = i
        return value
    }

    /// Reads a number that must be there.
    mutating func requiredNumber() throws -> Double {
        guard let n = try number() else { throw Failure.expectedNumber(offset: index, found: found) }
        return n
    }

    /// Every number of a whitespace- or comma-separated list, to the end of the text.
    static func numberList(_ text: String) throws -> [Double] {
        var s = SVGNumberScanner(text)
        var out: [Double] = []
        s.skipSpaces()
        while !s.isAtEnd {
            out.append(try s.requiredNumber())
            s.skipSeparator()
        }
        return out
    }
}
