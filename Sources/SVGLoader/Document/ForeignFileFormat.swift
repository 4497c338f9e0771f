import Foundation

/// A kind of file people give symbolview by mistake for an icon (a bitmap, a PDF), known by the
/// signature its first bytes carry, so it is named as what it is rather than failing as broken
/// SVG text ("not valid UTF-8", "not XML").
///
/// ``SymbolDocument`` asks before it reads a file as XML; no document it reads (text, XML)
/// starts with one of these signatures.
public enum ForeignFileFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    case png, jpeg, gif, webp, pdf, bmp, tiff, ico

    /// The format whose signature `data` starts with; nil for anything else (an SVG among them).
    public init?(signatureOf data: Data) {
        let head = [UInt8](data.prefix(12))
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<(offset + bytes.count)]) == bytes
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
        else if starts([0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { self = .gif }
        else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { self = .webp }
        else if starts(Array("%PDF-".utf8)) { self = .pdf }
        else if starts(Array("BM".utf8)) && starts([0, 0, 0, 0], at: 6) { self = .bmp }
        else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { self = .tiff }
        else if starts([0x00, 0x00, 0x01, 0x00]) && head.count >= 6 && head[4] > 0 { self = .ico }
        else { return nil }
    }

    /// Throws an ``SVGLoadError`` naming `file` and what it is when `data` is a foreign format;
    /// every reader of symbol files calls this before it reads the bytes as XML.
    static func refuse(_ data: Data, file: String) throws {
        if let foreign = ForeignFileFormat(signatureOf: data) { throw SVGLoadError(file: file, reason: foreign.refusal) }
    }

    /// What the file is, with its article: "a PNG image", "a PDF document".
    public var description: String {
        switch self {
        case .png: return "a PNG image"
        case .jpeg: return "a JPEG image"
        case .gif: return "a GIF image"
        case .webp: return "a WebP image"
        case .pdf: return "a PDF document"
        case .bmp: return "a BMP image"
        case .tiff: return "a TIFF image"
        case .ico: return "an ICO icon (bitmaps)"
        }
    }

    /// The whole reason a file of this format is refused: what it is, why, and what to do.
    public var refusal: String {
        let remedy = self == .pdf
            ? "export the page as SVG (e.g. `pdftocairo -svg`, or Inkscape) and give symbolview that file"
            : "trace it into paths (e.g. Inkscape's Trace Bitmap) or use the SVG it was made from"
        return "\(description), not an SVG: symbolview draws vector icons; \(remedy)"
    }
}
