import Foundation

/// A file name or path as the system stores it (bytes) and as Swift holds it (a `String`),
/// converted both ways without loss.
///
/// Linux file names are bytes, not text: a name need not be valid UTF-8. Swift's own conversions
/// (`CommandLine.arguments`, `String(cString:)`, `FileManager`) replace each invalid byte with
/// U+FFFD, after which the file can no longer be opened by that name. Here every byte that is not
/// part of valid UTF-8 becomes one private-use character (U+10FD80 to U+10FDFF, the byte's value
/// past U+10FD00), and ``withSystemPath(_:_:)`` turns those characters back into their bytes.
/// A name that really contains one of those 128 characters has their UTF-8 bytes escaped the same
/// way, so every byte string maps to exactly one `String` and back.
///
/// Every path that reaches a system call (`open`, `stat`, `rename`…) passes through
/// ``withSystemPath(_:_:)``; every path shown to a person passes through ``display(_:)``.
public enum FileName {
    /// The first of the 128 private-use characters that stand for bytes 0x80 to 0xFF.
    static let escapeBase: UInt32 = 0x10FD00
    static let escapes: ClosedRange<UInt32> = 0x10FD80...0x10FDFF

    /// The command line's arguments (without the program's name), each read as bytes from
    /// `argv` so a file name that is not valid UTF-8 still names its file.
    public static var arguments: [String] {
        (1..<Int(CommandLine.argc)).map { i in
            guard let argument = CommandLine.unsafeArgv[i] else { return "" }
            return string(fromSystemPath: argument)
        }
    }

    /// The name or path held in the NUL-terminated `bytes`, as a `String` (see the type's comment).
    public static func string(fromSystemPath bytes: UnsafePointer<CChar>) -> String {
        let count = strlen(bytes)
        return bytes.withMemoryRebound(to: UInt8.self, capacity: count) {
            string(fromBytes: UnsafeBufferPointer(start: $0, count: count))
        }
    }

    /// The name or path made of `bytes`, as a `String` (see the type's comment).
    public static func string<Bytes: Collection>(fromBytes bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let b = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < b.count {
            if let (scalar, length) = scalar(in: b, at: i), !escapes.contains(scalar.value) {
                scalars.append(scalar)
                i += length
            } else if let (_, length) = scalar(in: b, at: i) {
                // One of the escape characters spelled out in the name: its bytes are escaped.
                for k in i..<i + length { scalars.append(escape(b[k])) }
                i += length
            } else {
                scalars.append(escape(b[i]))
                i += 1
            }
        }
        return String(scalars)
    }

    /// The scalar whose well-formed UTF-8 starts at `b[i]` and its length in bytes, or nil when
    /// the bytes there are not well-formed UTF-8 (a stray continuation byte, an overlong form, a
    /// surrogate, a value past U+10FFFF or a sequence cut short).
    private static func scalar(in b: [UInt8], at i: Int) -> (Unicode.Scalar, Int)? {
        let lead = b[i]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int, minimum: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
        default: return nil
        }
        guard i + length <= b.count else { return nil }
        for k in i + 1..<i + length {
            guard b[k] & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(b[k] & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// The bytes the system knows `path` by: the inverse of ``string(fromBytes:)``.
    public static func systemBytes(of path: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if escapes.contains(scalar.value) {
                out.append(UInt8(scalar.value - escapeBase))
            } else {
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        return out
    }

    /// Calls `body` with `path` as the NUL-terminated bytes a system call takes.
    public static func withSystemPath<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        var bytes = systemBytes(of: path).map { CChar(bitPattern: $0) }
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// Whether `path` holds bytes that are not valid UTF-8.
    public static func hasInvalidBytes(_ path: String) -> Bool {
        path.unicodeScalars.contains { escapes.contains($0.value) }
    }

    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(escapeBase + UInt32(byte))!
    }
}
