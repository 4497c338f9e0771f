import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader
import TestSupport

/// Broken and hostile files: each must end in a clear error or warning, never a crash. (How
/// long they take is a benchmark's business, not a unit test's: a busy machine would fail it.)
@Suite struct HostileInputTests {
    @Test func truncatedXMLIsAnErrorWithALine() throws {
        let e = try #require(SVGFixture.error {
            try SVGFixture.loadDocument("<svg viewBox=\"0 0 10 10\">\n<g>\n<path d=\"M0 0 L5 5\"/>\n<rect wid", name: "cut.svg")
        })
        #expect(e.description == "cut.svg line 4: the XML is malformed: <rect> (line 4) is not closed (the file ends first, or an end tag that does not match it)")
    }

    @Test func anEmptyFileAndAFileThatIsNotXMLSaySo() throws {
        for text in ["", "\n \n\t"] {
            let e = try #require(SVGFixture.error { try SVGFixture.loadDocument(text, name: "empty.svg") })
            #expect(e.description == "empty.svg: the file is empty")
        }
        let e = try #require(SVGFixture.error { try SVGFixture.loadDocument("hello\n", name: "notes.svg") })
        #expect(e.description.hasPrefix("notes.svg: this is not an SVG file: it does not start with '<'"))
        // A byte-order mark before the root is fine.
        #expect(SVGFixture.error { try SVGFixture.loadDocument("\u{FEFF}<svg viewBox=\"0 0 10 10\"/>", name: "bom.svg") } == nil)
    }

    func message(_ path: String) -> String? {
        do { _ = try SVGLoader.load(contentsOf: URL(fileURLWithPath: path)); return nil } catch { return "\(error)" }
    }

    @Test func aMissingFileOrAFolderIsNamedPlainly() {
        let missing = "/nonexistent-\(getpid())/icon.svg"
        #expect(message(missing) == "\(missing): there is no such file")
        #expect(message(NSTemporaryDirectory())?.hasSuffix(": this is a folder, not an SVG file") == true)
    }

    /// A FIFO is checked before it is opened: opening it would block until something writes.
    @Test func aFIFOOrADeviceIsNotARegularFile() throws {
        let fifo = NSTemporaryDirectory() + "symbolview-fifo-\(getpid()).svg"
        try #require(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        #expect(message(fifo) == "\(fifo): this is a FIFO (named pipe), not a regular file")
        #expect(message("/dev/null") == "/dev/null: this is a device, not a regular file")
    }

    @Test func libxml2ErrorsAreInWordsWithTheirColumn() throws {
        let e = try #require(SVGFixture.error {
            try SVGFixture.loadDocument(#"<svg xmlns="http://www.w3.org/2000/svg"><rect a="1" a="2"/></svg>"#)
        })
        #expect(e.reason == "the XML is malformed: an attribute is written twice on one element (column 66)", "\(e)")
    }

    /// libxml2 only warns about an xmlns value that is not an absolute URI; browsers draw the file.
    @Test func anXMLNamespaceWarningDoesNotStopTheFile() throws {
        let loaded = try SVGFixture.loadDocument(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:a="b c" viewBox="0 0 9 9"><rect width="1" height="1"/></svg>"#)
        #expect(SVGFixture.shapes(loaded).count == 1)
    }

    @Test func anEntityBombIsRefusedOnceItsExpansionExceedsTheBudget() throws {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n<!ENTITY a0 \"lollollollollollollollollollol\">\n"
        for i in 1...9 { text += "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">\n" }
        text += "]>\n<svg viewBox=\"0 0 10 10\"><title>&a9;</title><rect width=\"&a9;\" height=\"1\"/></svg>"
        let e = try #require(SVGFixture.error { try SVGFixture.loadDocument(text, name: "bomb.svg") })
        #expect(e.description == "bomb.svg line 14: expanding entity 'a9' grows the file by more than 1048576 characters; entities that expand this far are refused")
    }

    @Test func aHugeButFiniteCoordinateIsAnErrorNotAnOverflow() throws {
        for body in [#"<path d="M1e308 0 L0 0" stroke="black"/>"#, #"<circle cx="1e308" cy="0" r="1"/>"#,
                     #"<path d="M1e300 0 L0 0" stroke="black" transform="scale(1e10)"/>"#] {
            let e = try #require(SVGFixture.error { try SVGFixture.load(body) }, "\(body)")
            #expect(e.reason.contains("the limit is ±"), "\(e)")
            #expect(e.line == 2)
        }
    }

    @Test func aNumberBeyondDoubleIsAnError() throws {
        let inPath = try #require(SVGFixture.error { try SVGFixture.load(#"<path d="M1e400 0 L0 0" stroke="black"/>"#) })
        #expect(inPath.reason.contains("finite"), "\(inPath)")
        // In a geometry attribute it is no length: the rect has no width and draws nothing.
        let loaded = try SVGFixture.load(#"<rect width="1e400" height="1"/>"#)
        #expect(SVGFixture.shapes(loaded).isEmpty)
        #expect(loaded.warnings.contains { $0.message.contains("width") })
    }

    @Test func NaNInPathDataIsDrawnUpToItWithAWarning() throws {
        let loaded = try SVGFixture.load(#"<path d="M0 0 L5 5 L NaN 3" stroke="black"/>"#)
        #expect(SVGFixture.points(SVGFixture.shapes(loaded)[0].path) == [Point(0, 0), Point(5, 5)])
        #expect(loaded.warnings.first?.message.contains("expected a number") == true)
    }

    @Test func aPathOfAMillionSegmentsFailsQuicklyAtTheSegmentLimit() throws {
        let d = "M0 0" + String(repeating: "h1", count: 1_000_000)
        let e = try #require(SVGFixture.error { try SVGFixture.load(#"<path d="\#(d)" stroke="black"/>"#) })
        // The real limit, not the budget added to the path's count (which said 1000000).
        #expect(e.reason == "the file holds more than \(SVGLimits.default.maxSegments) path elements", "\(e)")
        #expect(e.element == "path")
    }

    @Test func aWarningQuotesAtMostEightyCharactersOfAValue() throws {
        let loaded = try SVGFixture.load(#"<rect width="4" height="4" fill="\#(String(repeating: "x", count: 3_000_000))"/>"#)
        let warning = try #require(loaded.warnings.first)
        #expect(warning.description.count < 250, "\(warning.description.prefix(300))")
        #expect(warning.message.contains(String(repeating: "x", count: 79) + "…"))
    }

    @Test func theSegmentLimitCountsEveryShapeOfTheFile() throws {
        let limits = SVGLimits(maxSegments: 10)
        let body = String(repeating: #"<path d="M0 0 h1 h1 h1" stroke="black"/>"#, count: 4)
        let text = "<svg viewBox=\"0 0 9 9\">\(body)</svg>"
        #expect(throws: SVGLoadError.self) { try SVGLoader.load(data: Data(text.utf8), name: "many.svg", limits: limits) }
    }

    @Test func guidesCountTowardsTheSegmentLimit() throws {
        let limits = SVGLimits(maxSegments: 100)
        let guide = "M0 0" + String(repeating: " l1 1", count: 60)
        let body = #"<path data-layer="a" data-draw="guide" data-draw-guide="\#(guide)" d="M0 0 h1"/><path data-layer="b" data-draw="guide" data-draw-guide="\#(guide)" d="M0 0 h1"/>"#
        let text = #"<svg viewBox="0 0 9 9" data-symbol="1" fill="red">\#(body)</svg>"#
        #expect {
            try SVGLoader.load(data: Data(text.utf8), name: "g.svg", limits: limits)
        } throws: { error in
            "\(error)".contains("data-draw-guide") && "\(error)".contains("limit")
        }
    }

    @Test func deepNestingIsAnError() throws {
        let body = String(repeating: "<g>", count: 200) + String(repeating: "</g>", count: 200)
        let e = try #require(SVGFixture.error { try SVGFixture.load(body) })
        #expect(e.reason == "elements nest deeper than 64 levels")
        #expect(e.element == "g")
    }

    @Test func tooManyElementsIsAnError() throws {
        let body = String(repeating: "<g/>", count: 25_000)
        #expect(SVGFixture.error { try SVGFixture.load(body) }?.reason == "more than 20000 elements")
    }

    @Test func anOverlongAttributeIsAnError() throws {
        let limits = SVGLimits(maxAttributeBytes: 100)
        let text = "<svg viewBox=\"0 0 9 9\"><path d=\"M0 0\(String(repeating: " L1 1", count: 50))\"/></svg>"
        #expect(throws: SVGLoadError.self) { try SVGLoader.load(data: Data(text.utf8), name: "long.svg", limits: limits) }
    }

    @Test func manyAnnotatedLayersLoadInBoundedTime() throws {
        // Ten thousand layers, each attached to the one before, and fifty long guides.
        var body = #"<path data-layer="l0" d="M0 0 L1 1"/>"#
        for i in 1..<10_000 {
            body += #"<path data-layer="l\#(i)" data-draw="attach" data-attach-to="l\#(i - 1)" d="M0 0 L1 1"/>"#
        }
        for i in 0..<50 {
            body += #"<circle data-layer="g\#(i)" data-draw="guide" data-draw-guide="M0 50 \#(String(repeating: "l0.01 0 ", count: 2000))" cx="50" cy="50" r="40" fill="red" stroke="none"/>"#
        }
        let loaded = try SVGFixture.load(body, root: #"data-symbol="1" stroke="black""#)
        #expect(loaded.symbol.layers.count == 10_050)
    }

    @Test func emptyAndNonXMLInputIsAnError() throws {
        for text in ["", "   ", "not xml at all", "\u{0}\u{1}\u{2}", "<svg"] {
            #expect(SVGFixture.error { try SVGFixture.loadDocument(text) } != nil, "\(text.debugDescription)")
        }
    }

    /// A seeded fuzzer: cuts, byte flips and repeated fragments of a valid annotated document.
    /// Every variant either loads or throws an SVGLoadError; none crashes or hangs.
    @Test func mangledDocumentsNeverCrash() throws {
        let original = Array("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" data-symbol="1" fill="none" stroke="currentColor" stroke-width="8">
              <g data-layer="ring" data-rotate="clockwise" transform="rotate(30 50 50) scale(1.2)" style="stroke:#f80;opacity:.5">
                <circle cx="50" cy="50" r="40"/><rect x="5" y="5" width="20" height="10" rx="3"/>
              </g>
              <path data-layer="tick" data-draw="guide" data-draw-guide="M10 10 L90 90" d="M32 52 L45 64 L68 38 a5 5 0 1 1 -3 -3z"/>
              <polygon data-layer="arrow" data-draw="attach" data-attach-to="tick" points="1,2 3,4 5,6"/>
            </svg>
            """.utf8)
        var rng = SeededGenerator(seed: 3)
        let alphabet = Array("<>/=\"' -.e0123456789#(),;:&!MLCZaglpathsvgrecirclefillstroke".utf8)
        for _ in 0..<400 {
            var bytes = original
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &rng)))
            case 1:
                for _ in 0..<Int.random(in: 1...8, using: &rng) {
                    bytes[Int.random(in: 0..<bytes.count, using: &rng)] = alphabet.randomElement(using: &rng)!
                }
            default:
                let a = Int.random(in: 0..<bytes.count, using: &rng)
                let b = min(bytes.count, a + Int.random(in: 1...40, using: &rng))
                let piece = bytes[a..<b]
                for _ in 0..<Int.random(in: 1...20, using: &rng) { bytes.insert(contentsOf: piece, at: a) }
            }
            do {
                _ = try SVGLoader.load(data: Data(bytes), name: "fuzz.svg")
            } catch is SVGLoadError {
                // A clear refusal is fine.
            }
        }
    }
}
