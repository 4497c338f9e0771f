import Foundation

/// A timed list of key presses for a recording, parsed from `--keys "0.5:e,2:m"`.
///
/// Each press happens at a scene time in seconds. A press at time *t* is applied at exactly *t*,
/// so animations it starts are frame-rate independent; it first shows on the frame **at or after**
/// *t*, i.e. frame `ceil(t × fps)` counting from 0 (see ``firstFrame(showing:fps:)``).
public struct KeyScript: Equatable, Sendable {
    /// One press: the time it happens and the viewer key name, normalised (see ``keyNames``).
    public struct Press: Equatable, Sendable {
        public var time: Double
        public var key: String

        public init(time: Double, key: String) {
            self.time = time
            self.key = key
        }
    }

    /// The presses in time order; presses at the same time keep their written order.
    public var presses: [Press]

    public init(presses: [Press] = []) {
        self.presses = presses
    }

    /// The latest time a press may have: the longest `--duration`, one day. Later presses could
    /// never show, and times like 1e300 would overflow the frame index.
    public static let latestTime = 86_400.0

    /// Key names beyond single characters, and what they stand for.
    public static let keyNames: [String: String] = [
        "space": " ", "tab": "\t", "esc": "esc", "escape": "esc",
        "plus": "+", "minus": "-", "period": ".", "dot": ".", "comma": ",",
        "lbracket": "[", "rbracket": "]", "question": "?", "colon": ":",
    ]

    /// Parses `T:KEY,T:KEY…`. Times are seconds ≥ 0; keys are single characters (case-insensitive,
    /// stored lower-case) or one of ``keyNames``. Errors name the entry and what was expected.
    public init(parsing text: String) throws {
        var presses: [Press] = []
        let entries = text.split(separator: ",", omittingEmptySubsequences: false)
        for (index, raw) in entries.enumerated() {
            let entry = raw.trimmingCharacters(in: .whitespaces)
            if entry.isEmpty {
                if entries.count == 1 { break }
                throw RecordingError.badOption("--keys: entry \(index + 1) is empty; expected TIME:KEY, e.g. \"0.5:e,2:space\"")
            }
            guard let colon = entry.firstIndex(of: ":") else {
                throw RecordingError.badOption("--keys: entry \(index + 1) '\(entry)' has no ':'; expected TIME:KEY, e.g. 0.5:e")
            }
            let timeText = entry[..<colon].trimmingCharacters(in: .whitespaces)
            let keyText = String(entry[entry.index(after: colon)...])
            guard let time = Double(timeText), time.isFinite, time >= 0, time <= KeyScript.latestTime else {
                throw RecordingError.badOption("--keys: entry \(index + 1) '\(entry)': '\(timeText)' is not a time in seconds "
                    + "from 0 to \(Int(KeyScript.latestTime)) (the longest recording)")
            }
            guard let key = KeyScript.normalisedKey(keyText) else {
                throw RecordingError.badOption("--keys: entry \(index + 1) '\(entry)': '\(keyText)' is not a key; use a single character "
                    + "or one of \(KeyScript.keyNames.keys.sorted().joined(separator: ", "))")
            }
            presses.append(Press(time: time, key: key))
        }
        // A stable sort, so "1:e,1:e" presses twice in the order written.
        self.presses = presses.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// A key as the viewer names it: one lower-cased character, or "esc".
    static func normalisedKey(_ text: String) -> String? {
        if text.count == 1 { return text.lowercased() }
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        if word.count == 1 { return word }
        return keyNames[word]
    }

    /// The index of the first frame rendered after a press at `time`: the frame at or after it.
    /// A tiny tolerance keeps `0.1:e` at 10 fps on frame 1 despite `0.1 × 10` rounding up.
    public static func firstFrame(showing time: Double, fps: Double) -> Int {
        let exact = time * fps
        // Beyond any recording (and beyond Int, where the conversion would trap): never shown.
        guard exact < 1e15 else { return Int.max }
        guard exact > -1e15 else { return 0 }
        let nearest = exact.rounded()
        if abs(exact - nearest) < 1e-6 { return Int(nearest) }
        return Int(exact.rounded(.up))
    }
}
