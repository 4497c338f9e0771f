import CPNG
import Foundation
import Raster

/// Reads and writes canvases as PNG files through libpng's simplified `png_image` API, which
/// reports errors in a message buffer instead of longjmp.
public enum PNGCodec {
    /// A PNG file that could not be read or written, with the file and libpng's reason.
    public struct Failure: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// How hard libpng works to make the file small.
    public enum Compression: Sendable {
        /// The smallest file: for images that are kept (screenshots, docs, single frames).
        case small
        /// About three times faster to write and about twice as large: for numbered frames that
        /// are usually fed to an encoder next.
        case fast
    }

    /// Writes `canvas` to `path` as 8-bit RGBA (un-premultiplied). The file is written beside
    /// its destination under a temporary name and renamed into place, so a reader never sees a
    /// half-written image.
    public static func write(_ canvas: Canvas, to path: String, compression: Compression = .small) throws {
        var rgba = [UInt8](repeating: 0, count: canvas.width * canvas.height * 4)
        canvas.pixels.withUnsafeBufferPointer { src in
            rgba.withUnsafeMutableBufferPointer { dst in
                for i in 0..<src.count {
                    let p = src[i]
                    let a = p >> 24
                    var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                    if a != 255 && a != 0 {
                        r = min(255, (r * 255 + a / 2) / a)
                        g = min(255, (g * 255 + a / 2) / a)
                        b = min(255, (b * 255 + a / 2) / a)
                    }
                    dst[4 * i] = UInt8(r); dst[4 * i + 1] = UInt8(g)
                    dst[4 * i + 2] = UInt8(b); dst[4 * i + 3] = UInt8(a)
                }
            }
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        var image = png_image()
        image.version = png_uint_32(SV_PNG_IMAGE_VERSION)
        image.width = png_uint_32(canvas.width)
        image.height = png_uint_32(canvas.height)
        image.format = png_uint_32(SV_PNG_FORMAT_RGBA)
        if compression == .fast { image.flags |= png_uint_32(PNG_IMAGE_FLAG_FAST) }
        let ok = rgba.withUnsafeBytes { bytes in
            png_image_write_to_file(&image, temporary, 0, bytes.baseAddress, png_int_32(canvas.width * 4), nil)
        }
        if ok == 0 {
            let reason = message(of: &image)
            png_image_free(&image)
            unlink(temporary)
            throw Failure(path: path, reason: "could not write PNG: \(reason)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(path: path, reason: "could not move the written PNG into place: \(reason)")
        }
    }

    /// The most pixels ``read(_:)`` accepts: 8192×8192, 256 MB decoded.
    public static let maxReadPixels = 8192 * 8192

    /// Reads the PNG at `path` (any colour type libpng understands) into a premultiplied canvas.
    public static func read(_ path: String) throws -> Canvas {
        var image = png_image()
        image.version = png_uint_32(SV_PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            let reason = message(of: &image)
            png_image_free(&image)
            throw Failure(path: path, reason: "not a readable PNG: \(reason)")
        }
        image.format = png_uint_32(SV_PNG_FORMAT_RGBA)
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0 else {
            png_image_free(&image)
            throw Failure(path: path, reason: "the PNG has no pixels (\(width)×\(height))")
        }
        // The header alone decides the allocation: a small file can claim 1,000,000² pixels.
        guard width * height <= Self.maxReadPixels else {
            png_image_free(&image)
            throw Failure(path: path, reason: "the PNG is \(width)×\(height) pixels; the limit is \(Self.maxReadPixels) (8192×8192)")
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let ok = rgba.withUnsafeMutableBytes { bytes in
            png_image_finish_read(&image, nil, bytes.baseAddress, png_int_32(width * 4), nil)
        }
        guard ok != 0 else {
            let reason = message(of: &image)
            png_image_free(&image)
            throw Failure(path: path, reason: "could not decode PNG: \(reason)")
        }
        let canvas = Canvas(width: width, height: height)
        rgba.withUnsafeBufferPointer { src in
            canvas.pixels.withUnsafeMutableBufferPointer { dst in
                for i in 0..<dst.count {
                    let r = UInt32(src[4 * i]), g = UInt32(src[4 * i + 1]), b = UInt32(src[4 * i + 2])
                    let a = UInt32(src[4 * i + 3])
                    dst[i] = a << 24 | premultiply(r, a) << 16 | premultiply(g, a) << 8 | premultiply(b, a)
                }
            }
        }
        return canvas
    }

    private static func premultiply(_ c: UInt32, _ a: UInt32) -> UInt32 {
        let t = c * a + 128
        return (t + (t >> 8)) >> 8
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return bytes.isEmpty ? "unknown libpng error" : String(decoding: bytes, as: UTF8.self)
        }
    }
}
