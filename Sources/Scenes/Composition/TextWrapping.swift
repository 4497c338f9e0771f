/// Breaks a line of text that is too wide into lines that fit, for the viewer's messages (a
/// toast naming a long path, a loader error in the `--watch` banner).
///
/// Lines break after a space or a `/` (a path breaks between its folders); a word wider than
/// the whole width breaks between characters. Past `maximumLines`, the last line ends in "…".
public enum TextWrapping {
    public static func lines(_ text: String, width: Double, maximumLines: Int = .max,
                             measure: (String) -> Double) -> [String] {
        guard width > 0, measure(text) > width else { return [text] }
        // Pieces that end where a line may break.
        var pieces: [String] = []
        var current = ""
        for ch in text {
            current.append(ch)
            if ch == " " || ch == "/" { pieces.append(current); current = "" }
        }
        if !current.isEmpty { pieces.append(current) }
        var lines: [String] = []
        var line = ""
        func fits(_ s: String) -> Bool { measure(s.trimmingTrailingSpaces) <= width }
        for piece in pieces {
            if fits(line + piece) { line += piece; continue }
            if !line.isEmpty { lines.append(line.trimmingTrailingSpaces); line = "" }
            // A piece wider than a line on its own is cut between characters.
            var rest = Substring(piece)
            while !fits(String(rest)) {
                var n = rest.count - 1
                while n > 1 && !fits(String(rest.prefix(n))) { n -= 1 }
                lines.append(String(rest.prefix(max(n, 1))))
                rest = rest.dropFirst(max(n, 1))
            }
            line = String(rest)
        }
        if !line.trimmingTrailingSpaces.isEmpty { lines.append(line.trimmingTrailingSpaces) }
        guard lines.count > maximumLines else { return lines }
        var kept = Array(lines.prefix(maximumLines))
        var last = kept[maximumLines - 1]
        while !last.isEmpty && measure(last + "…") > width { last.removeLast() }
        kept[maximumLines - 1] = last + "…"
        return kept
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
