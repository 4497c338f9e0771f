import Foundation
import Testing
@testable import SVGLoader

/// A bitmap or a PDF given as an icon is named as what it is, by every door that reads symbol
/// files, whatever the file is called; text is never mistaken for one.
@Suite struct ForeignFileFormatTests {
    /// The first bytes of a file of each format, as the formats' specifications lay them out.
    static let heads: [(ForeignFileFormat, [UInt8])] = [
        (.png, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)),
        (.jpeg, [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8)),
        (.gif, Array("GIF89a".utf8) + [1, 0, 1, 0]),
        (.gif, Array("GIF87a".utf8) + [1, 0, 1, 0]),
        (.webp, Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8)),
        (.pdf, Array("%PDF-1.7\n%\u{E2}\u{E3}".utf8)),
        (.bmp, Array("BM".utf8) + [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0]),
        (.tiff, [0x49, 0x49, 0x2A, 0, 8, 0, 0, 0]),
        (.tiff, [0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8]),
        (.ico, [0, 0, 1, 0, 1, 0, 16, 16]),
    ]

    @Test func eachFormatIsKnownByItsSignature() {
        for (format, head) in Self.heads {
            #expect(ForeignFileFormat(signatureOf: Data(head + Array(repeating: 0, count: 20))) == format, "\(format)")
        }
        #expect(Set(Self.heads.map(\.0)) == Set(ForeignFileFormat.allCases))
    }

    @Test func textIsNeverTakenForABitmap() {
        for text in ["<svg xmlns='http://www.w3.org/2000/svg'/>", "\u{FEFF}<?xml version='1.0'?><svg/>", "  \n<svg/>",
                     "BMW logo <svg/>", "GIF", "RIFF but not a picture", "%PD", ""] {
            #expect(ForeignFileFormat(signatureOf: Data(text.utf8)) == nil, "\(text)")
        }
    }

    @Test func everyDoorNamesTheFormatWhateverTheFileIsCalled() throws {
        let png = Data(Self.heads[0].1 + Array(repeating: 0, count: 40))
        func message(_ open: () throws -> Void) -> String {
            do { try open(); return "opened" } catch let e as SVGLoadError { return e.description } catch { return "\(error)" }
        }
        for name in ["photo.png", "photo.svg", "photo.gpa", "photo"] {
            let messages = [
                message { _ = try SymbolDocument.open(data: png, name: name) },
                message { _ = try SVGLoader.load(data: png, name: name) },
                message { _ = try SVGLoader.template(data: png, name: name) },
                message { _ = try GPALoader.load(data: png, name: name) },
            ]
            for m in messages {
                #expect(m == "\(name): a PNG image, not an SVG: symbolview draws vector icons; "
                        + "trace it into paths (e.g. Inkscape's Trace Bitmap) or use the SVG it was made from")
            }
        }
        let pdf = Data(Array("%PDF-1.4\n".utf8))
        #expect(message { _ = try SymbolDocument.open(data: pdf, name: "doc.pdf") }.hasPrefix("doc.pdf: a PDF document, not an SVG: "))
    }
}
