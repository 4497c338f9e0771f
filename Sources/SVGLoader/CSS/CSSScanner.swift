/// A cursor over the UTF-8 bytes of CSS text, with the few token-level skills the style sheet,
/// selector and declaration parsers share: skipping whitespace, reading identifiers and
/// strings, and jumping to the next delimiter outside strings and brackets.
///
/// Everything here loops; nothing recurses. Brackets nest through an explicit stack, so a
/// sheet of a million `(` costs memory in proportion to itself and never the call stack.
struct CSSScanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }
    init<S: StringProtocol>(_ text: S) { self.bytes = Array(text.utf8) }

    var isAtEnd: Bool { position >= bytes.count }
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    func peek(_ offset: Int) -> UInt8? {
        let i = position + offset
        return i < bytes.count ? bytes[i] : nil
    }

    /// CSS whitespace: space, tab, line feed, carriage return, form feed.
    static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    mutating func skipWhitespace() {
        while let b = current, Self.isWhitespace(b) { position += 1 }
    }

    /// The text of `range` as a string, trimmed of whitespace.
    func text(_ range: Range<Int>) -> String {
        var lo = range.lowerBound, hi = range.upperBound
        while lo < hi, Self.isWhitespace(bytes[lo]) { lo += 1 }
        while hi > lo, Self.isWhitespace(bytes[hi - 1]) { hi -= 1 }
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }

    // MARK: Skipping to a delimiter

    /// Moves to the first byte at nesting depth zero for which `stop` is true, stepping over
    /// quoted strings, escapes and bracketed blocks (`()`, `[]`, `{}`), and returns that byte;
    /// nil when the text ends first (the position is then at the end).
    ///
    /// A closing bracket that closes nothing is not a stop unless `stop` says so, as CSS
    /// treats it as an ordinary token.
    @discardableResult
    mutating func advance(untilTopLevel stop: (UInt8) -> Bool) -> UInt8? {
        var closers: [UInt8] = []
        while let b = current {
            if closers.isEmpty && stop(b) { return b }
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                skipString()
                continue
            case UInt8(ascii: "\\"):
                position += 2
                continue
            case UInt8(ascii: "("): closers.append(UInt8(ascii: ")"))
            case UInt8(ascii: "["): closers.append(UInt8(ascii: "]"))
            case UInt8(ascii: "{"): closers.append(UInt8(ascii: "}"))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if closers.last == b { closers.removeLast() }
            default: break
            }
            position += 1
        }
        position = bytes.count
        return nil
    }

    /// Steps over a quoted string starting at the current quote. As CSS says, an unescaped line
    /// break ends a string that was never closed.
    mutating func skipString() {
        let quote = bytes[position]
        position += 1
        while let b = current {
            position += 1
            if b == quote || b == 0x0A { return }
            if b == UInt8(ascii: "\\") { position += 1 }
        }
        position = min(position, bytes.count)
    }

    // MARK: Tokens

    static func isNameStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == UInt8(ascii: "_") || b >= 0x80
    }

    static func isNameCharacter(_ b: UInt8) -> Bool {
        isNameStart(b) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-")
    }

    /// Whether the bytes at the cursor are a valid escape: a backslash not followed by a line
    /// break.
    private func startsEscape(at offset: Int = 0) -> Bool {
        guard peek(offset) == UInt8(ascii: "\\") else { return false }
        return peek(offset + 1).map { $0 != 0x0A && $0 != 0x0D && $0 != 0x0C } ?? false
    }

    /// Whether an identifier starts at the cursor (CSS "would start an identifier").
    var startsIdentifier: Bool {
        guard let b = current else { return false }
        if b == UInt8(ascii: "-") {
            guard let n = peek(1) else { return false }
            return Self.isNameStart(n) || n == UInt8(ascii: "-") || startsEscape(at: 1)
        }
        return Self.isNameStart(b) || startsEscape()
    }

    /// Reads a CSS identifier (`rect`, `st0`, `-sfsymbols-x`, `--custom`, `a\:b`), decoding
    /// escapes; nil, without moving, when none starts here.
    mutating func readIdentifier() -> String? {
        guard startsIdentifier else { return nil }
        var out: [UInt8] = []
        while let b = current {
            if Self.isNameCharacter(b) {
                out.append(b)
                position += 1
            } else if startsEscape() {
                position += 1
                out.append(contentsOf: Array(String(readEscape()).utf8))
            } else {
                break
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Reads the escape after a backslash: up to six hex digits and one optional space, or one
    /// character taken literally.
    private mutating func readEscape() -> Character {
        var value: UInt32 = 0, digits = 0
        while digits < 6, let b = current, let d = Self.hexValue(b) {
            value = value * 16 + d
            digits += 1
            position += 1
        }
        if digits > 0 {
            if let b = current, Self.isWhitespace(b) { position += 1 }
            guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
            return Character(scalar)
        }
        // One literal character, which may take several UTF-8 bytes.
        let start = position
        position += 1
        while let b = current, b & 0xC0 == 0x80 { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self).first ?? "\u{FFFD}"
    }

    private static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: return UInt32(b - 0x30)
        case 0x61...0x66: return UInt32(b - 0x61 + 10)
        case 0x41...0x46: return UInt32(b - 0x41 + 10)
        default: return nil
        }
    }

    /// Reads a quoted string starting at the current quote and returns its contents with
    /// escapes decoded; nil for a string a line break cuts short, which CSS treats as an error.
    mutating func readString() -> String? {
        guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        position += 1
        var out = ""
        var run = position
        func flush() { out += String(decoding: bytes[run..<position], as: UTF8.self) }
        while let b = current {
            if b == quote {
                flush()
                position += 1
                return out
            }
            if b == 0x0A { return nil }
            if b == UInt8(ascii: "\\") {
                flush()
                position += 1
                if let n = current, n == 0x0A { position += 1 } else if current != nil { out.append(readEscape()) }
                run = position
                continue
            }
            position += 1
        }
        flush()
        return out  // The end of the text closes a string, as CSS says.
    }

    // MARK: Comments

    /// CSS text without its `/* comments */`, leaving comment-like text inside strings alone.
    /// A comment still open at the end runs to the end.
    static func removingComments<S: StringProtocol>(_ text: S) -> [UInt8] {
        let bytes = Array(text.utf8)
        guard bytes.count > 1 else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i < bytes.count, !(bytes[i] == UInt8(ascii: "*") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                var s = CSSScanner(bytes)
                s.position = i
                s.skipString()
                out.append(contentsOf: bytes[i..<s.position])
                i = s.position
            } else if b == UInt8(ascii: "\\") {
                out.append(contentsOf: bytes[i..<min(i + 2, bytes.count)])
                i += 2
            } else {
                out.append(b)
                i += 1
            }
        }
        return out
    }
}
