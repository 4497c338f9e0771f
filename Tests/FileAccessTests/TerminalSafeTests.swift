import Testing
@testable import FileAccess

/// `String.terminalSafe`, the one function every message that quotes a file's text (a layer id,
/// an element name, a selector, a file name) goes through.
@Suite struct TerminalSafeTests {
    @Test func everythingATerminalActsOnIsEscaped() {
        #expect("line\nforged".terminalSafe == "line\\nforged")
        #expect("\u{1B}[31mred".terminalSafe == "\\e[31mred")
        #expect("evil\u{202E}gvs.exe".terminalSafe == "evil\\u{202E}gvs.exe")
        #expect("iso\u{2066}late\u{2069}".terminalSafe == "iso\\u{2066}late\\u{2069}")
        #expect("mark\u{200F}".terminalSafe == "mark\\u{200F}")
        #expect("csi\u{9B}31m".terminalSafe == "csi\\u{009B}31m")
        #expect("nul\u{0}del\u{7F}".terminalSafe == "nul\\x00del\\x7F")
        #expect("sep\u{2028}".terminalSafe == "sep\\u{2028}")
        #expect("back\\slash".terminalSafe == "back\\\\slash")
    }

    @Test func ordinaryTextIsUnchanged() {
        for text in ["sun.max", "layer-1 (ring)", "café 日本 🌞", "a b_c?d", ".cls > path:first-child"] {
            #expect(text.terminalSafe == text)
        }
    }

    @Test func noScalarATerminalActsOnSurvives() {
        let every = String(String.UnicodeScalarView((0..<0x3000).compactMap(Unicode.Scalar.init)))
        let shown = every.terminalSafe
        let unsafe: (Unicode.Scalar) -> Bool = { s in
            let v = s.value
            return v < 0x20 || (0x7F..<0xA0).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
                || v == 0x200E || v == 0x200F || v == 0x061C || v == 0x2028 || v == 0x2029
        }
        #expect(!shown.unicodeScalars.contains(where: unsafe))
        // And the file-name form is the same function.
        #expect(FileName.display(every) == shown)
    }
}
