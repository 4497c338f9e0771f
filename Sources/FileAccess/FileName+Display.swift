extension FileName {
    /// `path` as it may be shown on a terminal or in a window: a byte that is not valid UTF-8 as
    /// `\xNN`, a newline, tab or carriage return as `\n`, `\t`, `\r`, escape as `\e`, every other
    /// control character as `\xNN` or `\u{NNNN}`, the characters that reorder text on screen
    /// (bidirectional overrides and isolates) as `\u{NNNN}`, and a backslash as `\\`, so what is
    /// shown can be told apart from what it stands for.
    ///
    /// A name can hold any byte but `/` and NUL: a newline or an escape sequence echoed raw would
    /// forge lines or recolour the terminal.
    public static func display(_ path: String) -> String {
        var out = ""
        out.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            let v = scalar.value
            switch v {
            case escapes: out += "\\x" + hex(v - escapeBase, digits: 2)
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x0D: out += "\\r"
            case 0x1B: out += "\\e"
            case 0x5C: out += "\\\\"
            case 0x00..<0x20, 0x7F: out += "\\x" + hex(v, digits: 2)
            case 0x80..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                out += "\\u{" + hex(v, digits: 4) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
