import Foundation

/// The small value grammars of `.gpa` attributes: number lists and clock values.
enum GPAValues {
    /// Times longer than this (about 11.5 days) are refused, so no later sum can overflow.
    static let maximumSeconds = 1e6

    /// Numbers separated by whitespace and/or commas; nil if any is not a finite number.
    static func numbers(_ text: String) -> [Double]? {
        let words = text.split(whereSeparator: { $0 == "," || $0.isWhitespace })
        var out: [Double] = []
        out.reserveCapacity(words.count)
        for w in words {
            guard let v = Double(w), v.isFinite else { return nil }
            out.append(v)
        }
        return out
    }

    /// A clock value in seconds: `200ms`, `0.2s` or a bare number of seconds, as GTK reads its
    /// `gpa:` times and SMIL's timing attributes; `1.5min` and `1h` are also read, a symbolview
    /// extension (SMIL has them, GTK's `gpa:` attributes do not). Nil if malformed.
    static func duration(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        let units: [(String, Double)] = [("ms", 0.001), ("min", 60), ("h", 3600), ("s", 1)]
        for (suffix, scale) in units where t.hasSuffix(suffix) {
            guard let v = Double(t.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)), v.isFinite else { return nil }
            return v * scale
        }
        guard let v = Double(t), v.isFinite else { return nil }
        return v
    }
}
