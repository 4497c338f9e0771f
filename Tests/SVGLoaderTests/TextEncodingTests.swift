import Foundation
import SymbolModel
import Testing
@testable import SVGLoader
import TestSupport

/// The encoding of a file is settled before the XML parser or the entity budget sees it: UTF-8
/// is validated in full, UTF-16 and Latin-1 are transcoded, anything else is refused by name.
@Suite struct TextEncodingTests {
    static let document = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="8" height="8" fill="red"/></svg>"#

    func load(_ bytes: [UInt8], name: String = "enc.svg") throws -> LoadedSymbol {
        try SVGLoader.load(data: Data(bytes), name: name)
    }

    func error(_ bytes: [UInt8]) -> SVGLoadError? {
        SVGFixture.error { try load(bytes) }
    }

    func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    /// The crash a fuzzer found: XMLParser trapped (SIGILL) on invalid UTF-8 in a name.
    @Test func invalidUTF8InAnAttributeNameIsRefusedWithItsOffset() throws {
        let bytes = Array(#"<svg xmlns="http://www.w3.org/2000/svg" v"#.utf8) + [0xFF, 0xFF] + Array(#"iewBox="0 0 16 16"><rect width="4" height="4"/></svg>"#.utf8)
        let e = try #require(error(bytes))
        #expect(e.description.hasPrefix("enc.svg line 1: the file is not valid UTF-8: byte 0xFF at offset 41 does not begin a UTF-8 character"), "\(e)")
    }

    @Test(arguments: [
        ("an element name", Array("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<r".utf8) + [0xE9] + Array("ct/></svg>".utf8), 43, 2),
        ("an attribute value", Array("<svg xmlns=\"http://www.w3.org/2000/svg\" fill=\"".utf8) + [0xFF] + Array("\"/>".utf8), 46, 1),
        ("text", Array("<svg><title>".utf8) + [0xC3, 0x28] + Array("</title></svg>".utf8), 12, 1),
        ("an overlong slash", Array("<svg><title>".utf8) + [0xC0, 0xAF] + Array("</title></svg>".utf8), 12, 1),
        ("a UTF-16 surrogate", Array("<svg><title>".utf8) + [0xED, 0xA0, 0x80] + Array("</title></svg>".utf8), 12, 1),
        ("a code point past U+10FFFF", Array("<svg><title>".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("</title></svg>".utf8), 12, 1),
        ("a character cut short by the end", Array("<svg/>".utf8) + [0xE2, 0x82], 6, 1),
    ])
    func invalidUTF8AnywhereIsRefusedWithItsOffsetAndLine(_ place: String, _ bytes: [UInt8], _ offset: Int, _ line: Int) throws {
        let e = try #require(error(bytes), "\(place)")
        #expect(e.reason.contains("not valid UTF-8") && e.reason.contains("at offset \(offset) "), "\(place): \(e)")
        #expect(e.line == line, "\(place)")
    }

    @Test func validMultiByteUTF8Loads() throws {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><title>café ✓ 𝄞</title><rect width="8" height="8"/></svg>"#
        #expect(SVGFixture.shapes(try load(Array(text.utf8))).count == 1)
    }

    @Test(arguments: [false, true])
    func utf16WithAByteOrderMarkLoads(bigEndian: Bool) throws {
        let mark: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        let loaded = try load(mark + utf16(Self.document, bigEndian: bigEndian))
        #expect(SVGFixture.shapes(loaded).first?.style.fill == .color(RGBA(1, 0, 0)))
    }

    @Test(arguments: [false, true])
    func utf16WithoutAByteOrderMarkLoadsWithItsDeclaration(bigEndian: Bool) throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + Self.document
        #expect(SVGFixture.shapes(try load(utf16(text, bigEndian: bigEndian))).count == 1)
        #expect(SVGFixture.shapes(try load(utf16(Self.document, bigEndian: bigEndian))).count == 1)
    }

    @Test func anUnpairedSurrogateInUTF16IsRefusedWithItsOffset() throws {
        var bytes = [0xFF, 0xFE] + utf16("<svg><title>", bigEndian: false)
        bytes += [0x00, 0xD8] + utf16("</title></svg>", bigEndian: false)
        let e = try #require(error(bytes))
        #expect(e.reason.contains("unpaired surrogate") && e.reason.contains("byte offset 26"), "\(e)")
    }

    /// `<!ENTITY` in UTF-16 without a mark was invisible to the entity budget's byte search, and
    /// libxml2 then expanded a billion laughs itself for most of a minute.
    @Test(arguments: [false, true])
    func anEntityBombInUTF16IsRefusedByTheBudget(withMark: Bool) throws {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE svg [\n<!ENTITY a0 \"lollollollollollollollollollol\">\n"
        for i in 1...9 { text += "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">\n" }
        text += "]>\n<svg viewBox=\"0 0 10 10\"><title>&a9;</title><rect width=\"1\" height=\"1\"/></svg>"
        let e = try #require(error((withMark ? [0xFF, 0xFE] : []) + utf16(text, bigEndian: false)))
        #expect(e.reason.contains("expanding entity 'a9' grows the file by more than 1048576 characters"), "\(e)")
    }

    @Test func latin1DeclaredIsTranscoded() throws {
        let head = Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" data-symbol="1"><rect data-layer="caf"#.utf8)
        let bytes = head + [0xE9] + Array(#"" width="8" height="8"/></svg>"#.utf8)
        let loaded = try load(bytes)
        #expect(SVGFixture.shapes(loaded).count == 1)
        #expect(loaded.symbol.layers.first?.id == "café")
    }

    @Test func asciiDeclaredLoads() throws {
        let text = #"<?xml version="1.0" encoding="us-ascii"?>"# + Self.document
        #expect(SVGFixture.shapes(try load(Array(text.utf8))).count == 1)
    }

    @Test(arguments: [
        ("UTF-7", Array(#"<?xml version="1.0" encoding="UTF-7"?>+ADw-svg/+AD4-"#.utf8)),
        ("windows-1252", Array(#"<?xml version="1.0" encoding="windows-1252"?><svg/>"#.utf8)),
        ("UTF-32", [0xFF, 0xFE, 0, 0] + [0x3C, 0, 0, 0]),
        ("UTF-32", [0, 0, 0, 0x3C, 0, 0, 0, 0x73]),
        ("UTF-7", Array("+/v8-<svg/>".utf8)),
        ("EBCDIC", [0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40]),
    ])
    func otherEncodingsAreRefusedByName(_ name: String, _ bytes: [UInt8]) throws {
        let e = try #require(error(bytes), "\(name)")
        #expect(e.reason.contains(name) && e.reason.contains("does not read"), "\(e)")
    }

    @Test func aUTF8ByteOrderMarkIsSkipped() throws {
        #expect(SVGFixture.shapes(try load([0xEF, 0xBB, 0xBF] + Array(Self.document.utf8))).count == 1)
    }

    /// Every byte value, anywhere: the loader refuses or loads, and never reaches XMLParser with
    /// bytes it traps on.
    @Test func arbitraryBytesNeverCrashTheParser() throws {
        let original = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><g fill="red"><rect width="8" height="8"/></g></svg>"#.utf8)
        var rng = SeededGenerator(seed: 12)
        for _ in 0..<2000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            _ = SVGFixture.error { try load(bytes) }
        }
        // The same in UTF-16, whose transcoding must not produce what XMLParser traps on.
        let wide = [0xFF, 0xFE] + utf16(String(decoding: original, as: UTF8.self), bigEndian: false)
        for _ in 0..<2000 {
            var bytes = wide
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                bytes[Int.random(in: 2..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            _ = SVGFixture.error { try load(bytes) }
        }
    }
}
