import FuzzSupport
import Foundation
import SVGLoader

/// A style sheet matched against a small, fixed element tree: the input becomes the text of a
/// `<style>` element (the loader's CSS parser and cascade are internal, so the sheet goes in as a
/// design tool would write it), and the loaded symbol is drawn small.
///
/// The tree has ids, several classes, inline styles, a gradient, a `use` and nesting, so
/// selectors of every kind have something to match.
func fuzzCSS(_ input: Data) {
    guard let loaded = try? SVGLoader.load(data: Data(document(styleSheet: input).utf8), name: "fuzz-css.svg") else { return }
    for warning in loaded.warnings { _ = warning.description }
    renderSmall(loaded)
}

/// The SVG document holding `styleSheet` in CDATA. Characters XML forbids are dropped and `]]>`
/// is broken up, so every input reaches the CSS parser rather than stopping at the XML parser.
func document(styleSheet input: Data) -> String {
    var sheet = String(String.UnicodeScalarView(String(decoding: input, as: UTF8.self).unicodeScalars.filter { s in
        s == "\t" || s == "\n" || s == "\r" || (s.value >= 0x20 && s.value != 0xFFFE && s.value != 0xFFFF)
    }))
    sheet = sheet.replacingOccurrences(of: "]]>", with: "]] >")
    return """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">
        <style type="text/css"><![CDATA[\(sheet)]]></style>
        <defs><linearGradient id="g" class="grad"><stop offset="0" class="s1"/><stop offset="1" class="s2"/></linearGradient></defs>
        <g id="layer1" class="a b"><path class="stroke" d="M2 2L22 22"/><circle id="c" cx="12" cy="12" r="5" class="fill a"/></g>
        <g class="b"><rect x="4" y="4" width="8" height="8" rx="1" style="fill:red;stroke:blue"/><path d="M4 20h16" class="c" lang="en-GB" data-kind="solid square"/>
        <g id="deep"><polyline points="1 1 5 9 9 1" class="a c"/><ellipse cx="6" cy="6" rx="2" ry="3" fill="url(#g)"/></g></g>
        <use xlink:href="#c" x="3" class="u"/>
        </svg>
        """
}

#if FUZZING
// libFuzzer's entry point, only in `make fuzz`'s build: a normal build links all five targets
// into FuzzTests, where five functions of this C name could not live side by side.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzCSS(data(bytes, size))
    return 0
}
#else
@main enum Replay {
    static func main() { exit(replay(Array(CommandLine.arguments.dropFirst()), through: fuzzCSS)) }
}
#endif
