import CPNG
import FileAccess
import Foundation
import Raster

/// Reads and writes canvases as PNG files through libpng's simplified `png_image` API, which
/// reports errors in a message buffer instead of longjmp.
public enum PNGCodec {
    /// A PNG file that could not be read, with the file and libpng's reason. (A file that
    /// cannot be written is a ``FileError``.)
    public struct Failure: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(FileName.display(path)): \(reason)" }
    }

    /// How hard libpng works to make the file small.
    public enum Compression: Sendable {
        /// The smallest file: for images that are kept (screenshots, docs, single frames).
        case small
        /// About three times faster to write and about twice as large: for numbered frames that
        /// are usually fed to an encoder next.
        case fast
    }

    /// How many threads a write uses by default: every core, at most 8.
    public static var defaultWorkers: Int { max(1, min(8, ProcessInfo.processInfo.activeProcessorCount)) }

    /// Writes `canvas` to `path` as 8-bit RGBA (un-premultiplied), tagged sRGB. The image is
    /// encoded first, then written through ``OutputFile`` (a new temporary file beside the
    /// destination, renamed into place), so a reader never sees a half-written image and no
    /// link beside the output is written through. Bands of rows are compressed on every core, or on
    /// this thread with `workers` 1 (``PNGEncoder``); the bytes are the same either way. A file
    /// that cannot be written throws a ``FileError`` saying why and what to do.
    public static func write(_ canvas: Canvas, to path: String, compression: Compression = .small,
                             workers: Int = PNGCodec.defaultWorkers) throws {
        let bytes: [UInt8]
        switch compression {
        case .small: bytes = PNGEncoder.encode(canvas, level: 6, filtering: .adaptive, workers: workers)
        case .fast: bytes = PNGEncoder.encode(canvas, level: 3, filtering: .none, workers: workers)
        }
        try OutputFile.write(bytes, to: path)
    }

    /// The most pixels ``read(_:)`` accepts: 8192×8192, 256 MB decoded.
    public static let maxReadPixels = 8192 * 8192

    /// Reads the PNG at `path` (any colour type libpng understands) into a premultiplied canvas.
    public static func read(_ path: String) throws -> Canvas {
        var image = png_image()
        image.version = png_uint_32(SV_PNG_IMAGE_VERSION)
        guard FileName.withSystemPath(path, { png_image_begin_read_from_file(&image, $0) }) != 0 else {
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
