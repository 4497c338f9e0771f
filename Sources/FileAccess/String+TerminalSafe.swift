extension String {
    /// The text as it may be shown on a terminal or in a window: a newline, tab or carriage
    /// return as `\n`, `\t`, `\r`, escape as `\e`, every other control character as `\xNN` or
    /// `\u{NNNN}`, the characters that reorder text on screen (bidirectional marks, overrides and
    /// isolates) and the line and paragraph separators as `\u{NNNN}`, a backslash as `\\`, and a
    /// byte of a file name that is not valid UTF-8 (``FileName``'s form) as `\xNN`.
    ///
    /// Anything read from a file (a layer id, an element name, a CSS selector, a file name) can
    /// hold these: echoed raw, a newline forges a line of output, `U+202E` reverses what follows
    /// and `ESC[31m` recolours the terminal. Every message that quotes such text quotes it through
    /// here, so what is shown can be told apart from what it stands for.
    public var terminalSafe: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            let v = scalar.value
            switch v {
            case FileName.escapes: out += "\\x" + Self.hex(v - FileName.escapeBase, digits: 2)
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x0D: out += "\\r"
            case 0x1B: out += "\\e"
            case 0x5C: out += "\\\\"
            case 0x00..<0x20, 0x7F: out += "\\x" + Self.hex(v, digits: 2)
            case 0x80..<0xA0, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                out += "\\u{" + Self.hex(v, digits: 4) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: Swift.max(0, digits - text.count)) + text
    }
}
