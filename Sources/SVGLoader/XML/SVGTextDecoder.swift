import Foundation

/// Turns the bytes of a file into the UTF-8 text that ``InternalEntityExpansion`` and the XML
/// parser read, or refuses them with the encoding's name or the offset of the first bad byte.
///
/// The encoding is settled here, before anything else looks at the text, for two reasons.
/// Foundation's XMLParser traps (SIGILL) on an element or attribute name holding invalid UTF-8,
/// so UTF-8 is validated in full. And libxml2 decodes other encodings itself, after the entity
/// budget has searched the bytes, so `<!ENTITY` written in UTF-16 went unseen and libxml2
/// expanded the entities without a bound; here UTF-16 and Latin-1 are transcoded to UTF-8 first
/// and the XML declaration is rewritten to say UTF-8.
///
/// Read: UTF-8 (with or without a byte-order mark), UTF-16 with a byte-order mark or without
/// one (told by the `<\0` or `\0<` pattern of its first characters), and 8-bit text whose XML
/// declaration names US-ASCII or ISO-8859-1. Refused by name: UTF-32, UTF-7, EBCDIC, and any
/// other declared encoding (windows-1252, Shift_JIS, …), which a person can convert with `iconv`.
struct SVGTextDecoder {
    let file: String

    /// The text of `data` as UTF-8, without a byte-order mark, its XML declaration (if any)
    /// naming UTF-8.
    func utf8(_ data: Data) throws -> Data {
        try data.withUnsafeBytes { raw in
            try utf8(raw.bindMemory(to: UInt8.self))
        }
    }

    private func utf8(_ bytes: UnsafeBufferPointer<UInt8>) throws -> Data {
        switch Self.detect(bytes) {
        case .refused(let name):
            throw failure(line: nil, "the file is encoded in \(name), which symbolview does not read; "
                          + "save it as UTF-8 (iconv converts it)")
        case .utf16(let bigEndian, let bomLength):
            // The bytes decided the encoding; whatever the declaration says, it now names UTF-8.
            return Self.renamingEncoding(try transcodeUTF16(bytes, from: bomLength, bigEndian: bigEndian))
        case .eightBit(let bomLength):
            let body = UnsafeBufferPointer(rebasing: bytes[bomLength...])
            guard let declared = Self.declaredEncoding(body) else {
                try validateUTF8(body, offsetBy: bomLength, declared: nil)
                return Data(body)
            }
            let name = String(decoding: body[declared], as: UTF8.self)
            let canonical = Self.canonicalName(name)
            if Self.latin1Names.contains(canonical) && bomLength == 0 {
                // The declaration is ASCII, so it is where it was, only its name changes.
                return Self.renamingEncoding(Self.transcodeLatin1(body))
            }
            // A byte-order mark says UTF-8 whatever the declaration says; a declaration of
            // UTF-16 on 8-bit text is a mislabel, which libxml2 reads as UTF-8 too.
            guard bomLength > 0 || Self.utf8Names.contains(canonical) else {
                let shown = name.count > 40 ? String(name.prefix(40)) + "…" : name
                throw failure(line: 1, "the XML declaration names the encoding \"\(shown)\", which symbolview does not read "
                              + "(it reads UTF-8, UTF-16, US-ASCII and ISO-8859-1); save the file as UTF-8 "
                              + "(e.g. iconv -f \(shown) -t UTF-8)")
            }
            try validateUTF8(body, offsetBy: bomLength, declared: bomLength > 0 ? nil : name)
            return canonical == "UTF8" ? Data(body) : Self.renamingEncoding(Array(body))
        }
    }

    /// Declared names read as UTF-8: ASCII is a subset, and UTF-16 on 8-bit text a mislabel.
    private static let utf8Names: Set<String> = ["UTF8", "USASCII", "ASCII", "UTF16", "UTF16LE", "UTF16BE"]
    /// Names of ISO-8859-1 (Latin-1), transcoded to UTF-8.
    private static let latin1Names: Set<String> = ["ISO88591", "LATIN1", "L1", "ISOLATIN1", "ISO885911987", "ISOIR100", "CP819", "IBM819"]

    /// How the first bytes say the file is encoded.
    private enum Detected {
        /// UTF-8 or another encoding whose first 128 code points are ASCII's; the XML
        /// declaration, if any, tells which.
        case eightBit(bomLength: Int)
        case utf16(bigEndian: Bool, bomLength: Int)
        case refused(String)
    }

    private static func detect(_ b: UnsafeBufferPointer<UInt8>) -> Detected {
        func starts(_ prefix: [UInt8]) -> Bool { b.count >= prefix.count && zip(b, prefix).allSatisfy { $0 == $1 } }
        // Byte-order marks, UTF-32's before UTF-16's, whose little-endian mark begins UTF-32LE's.
        if starts([0x00, 0x00, 0xFE, 0xFF]) || starts([0xFF, 0xFE, 0x00, 0x00]) { return .refused("UTF-32") }
        if starts([0xEF, 0xBB, 0xBF]) { return .eightBit(bomLength: 3) }
        if starts([0xFE, 0xFF]) { return .utf16(bigEndian: true, bomLength: 2) }
        if starts([0xFF, 0xFE]) { return .utf16(bigEndian: false, bomLength: 2) }
        if starts([0x2B, 0x2F, 0x76]) { return .refused("UTF-7") }
        if starts([0xDD, 0x73, 0x66, 0x73]) { return .refused("UTF-EBCDIC") }
        guard b.count >= 4 else { return .eightBit(bomLength: 0) }
        // Without a mark, the first character ('<' or a space) of UTF-16 and UTF-32 shows as
        // ASCII beside zero bytes.
        if b[0] == 0 && b[1] == 0 && b[2] == 0 && b[3] != 0 { return .refused("UTF-32") }
        if b[0] != 0 && b[1] == 0 && b[2] == 0 && b[3] == 0 { return .refused("UTF-32") }
        if b[0] == 0 && b[1] != 0 && b[2] == 0 && b[3] != 0 { return .utf16(bigEndian: true, bomLength: 0) }
        if b[0] != 0 && b[1] == 0 && b[2] != 0 && b[3] == 0 { return .utf16(bigEndian: false, bomLength: 0) }
        // "<?xm" in EBCDIC.
        if starts([0x4C, 0x6F, 0xA7, 0x94]) { return .refused("EBCDIC") }
        return .eightBit(bomLength: 0)
    }

    /// The range of the encoding name in an XML declaration at the very start of `text`
    /// (`<?xml version="1.0" encoding="NAME"?>`), or nil when there is none.
    private static func declaredEncoding<C: RandomAccessCollection>(_ text: C) -> Range<Int>?
    where C.Element == UInt8, C.Index == Int {
        let start = text.startIndex
        guard text.count >= 6, text[start..<(start + 5)].elementsEqual("<?xml".utf8) else { return nil }
        // The declaration ends at the first "?>"; a hostile file gets 256 bytes to reach it.
        let end = min(text.endIndex, start + 256)
        var i = start + 5
        while i + 8 <= end {
            if text[i] == UInt8(ascii: "?") { return nil }
            if text[i..<(i + 8)].elementsEqual("encoding".utf8) {
                var j = i + 8
                while j < end, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(text[j]) { j += 1 }
                guard j < end, text[j] == UInt8(ascii: "\"") || text[j] == UInt8(ascii: "'") else { return nil }
                let quote = text[j]
                let valueStart = j + 1
                var k = valueStart
                while k < end, text[k] != quote { k += 1 }
                guard k < end else { return nil }
                return valueStart..<k
            }
            i += 1
        }
        return nil
    }

    /// An encoding name without case, dashes, underscores or spaces: `iso_8859-1` is `ISO88591`.
    private static func canonicalName(_ name: String) -> String {
        String(name.uppercased().unicodeScalars.filter { !"-_ :".unicodeScalars.contains($0) })
    }

    /// `text` with the encoding its XML declaration names, if any, replaced by UTF-8.
    private static func renamingEncoding(_ text: [UInt8]) -> Data {
        var text = text
        if let range = declaredEncoding(text) { text.replaceSubrange(range, with: Array("UTF-8".utf8)) }
        return Data(text)
    }

    private static func transcodeLatin1<C: Collection>(_ bytes: C) -> [UInt8] where C.Element == UInt8 {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for b in bytes {
            if b < 0x80 {
                out.append(b)
            } else {
                out.append(0xC0 | (b >> 6))
                out.append(0x80 | (b & 0x3F))
            }
        }
        return out
    }

    /// `bytes` from `start` as UTF-16 in the given byte order, in UTF-8. Offsets in errors count
    /// from the start of the file.
    private func transcodeUTF16(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool) throws -> [UInt8] {
        guard (bytes.count - start) % 2 == 0 else {
            throw failure(line: nil, "the file looks like UTF-16 but has an odd number of bytes (\(bytes.count)); it is cut short or not UTF-16")
        }
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count - start) / 2 + (bytes.count - start) / 8)
        var line = 1
        var i = start
        @inline(__always) func unit(at i: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[i]) << 8 | UInt32(bytes[i + 1]) : UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i])
        }
        while i < bytes.count {
            var scalar = unit(at: i)
            var width = 2
            if scalar >= 0xD800 && scalar <= 0xDFFF {
                let low = i + 2 < bytes.count ? unit(at: i + 2) : 0
                guard scalar <= 0xDBFF, low >= 0xDC00, low <= 0xDFFF else {
                    throw failure(line: line, "the file is not valid UTF-16: an unpaired surrogate (0x\(String(scalar, radix: 16, uppercase: true))) "
                                  + "at byte offset \(i); it is damaged or not UTF-16")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                width = 4
            }
            switch scalar {
            case 0..<0x80:
                out.append(UInt8(scalar))
                if scalar == 0x0A { line += 1 }
            case 0x80..<0x800:
                out.append(UInt8(0xC0 | scalar >> 6))
                out.append(UInt8(0x80 | scalar & 0x3F))
            case 0x800..<0x10000:
                out.append(UInt8(0xE0 | scalar >> 12))
                out.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
                out.append(UInt8(0x80 | scalar & 0x3F))
            default:
                out.append(UInt8(0xF0 | scalar >> 18))
                out.append(UInt8(0x80 | (scalar >> 12) & 0x3F))
                out.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
                out.append(UInt8(0x80 | scalar & 0x3F))
            }
            i += width
        }
        return out
    }

    /// Throws, naming the offset and line of the first byte that starts no valid UTF-8
    /// character. `offset` is where `bytes` starts in the file.
    private func validateUTF8(_ bytes: UnsafeBufferPointer<UInt8>, offsetBy offset: Int, declared: String?) throws {
        guard let bad = Self.firstInvalidUTF8(bytes) else { return }
        let line = 1 + bytes[..<bad].lazy.filter { $0 == 0x0A }.count
        let what = declared.map { "the file declares \($0) but is not valid UTF-8" } ?? "the file is not valid UTF-8"
        throw failure(line: line, "\(what): byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at offset \(offset + bad) "
                      + "does not begin a UTF-8 character; save the file as UTF-8, or declare its real encoding "
                      + "(<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>)")
    }

    /// The index of the first byte of `b` that starts an ill-formed UTF-8 sequence (overlong
    /// forms, surrogates and values past U+10FFFF included), or nil when all of it is well formed.
    static func firstInvalidUTF8(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        let n = b.count
        var i = 0
        while i < n {
            // Eight ASCII bytes at a time: most of an SVG file.
            if i + 8 <= n,
               UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
                continue
            }
            let lead = b[i]
            if lead < 0x80 { i += 1; continue }
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            let length: Int
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return i
            }
            guard i + length <= n, (low...high).contains(b[i + 1]) else { return i }
            for k in 2..<length where !(0x80...0xBF).contains(b[i + k]) { return i }
            i += length
        }
        return nil
    }

    private func failure(line: Int?, _ reason: String) -> SVGLoadError {
        SVGLoadError(file: file, line: line, reason: reason)
    }
}
