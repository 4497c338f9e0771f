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

    /// How many threads a write uses by default: every core, at most 8.
    public static var defaultWorkers: Int { max(1, min(8, ProcessInfo.processInfo.activeProcessorCount)) }

    /// Writes `canvas` to `path` as 8-bit RGBA (un-premultiplied), tagged sRGB. The file is
    /// written beside its destination under a temporary name and renamed into place, so a reader
    /// never sees a half-written image. Bands of rows are compressed on every core, or on
    /// this thread with `workers` 1 (``PNGEncoder``); the bytes are the same either way.
    public static func write(_ canvas: Canvas, to path: String, compression: Compression = .small,
                             workers: Int = PNGCodec.defaultWorkers) throws {
        let bytes: [UInt8]
        switch compression {
        case .small: bytes = PNGEncoder.encode(canvas, level: 6, filtering: .adaptive, workers: workers)
        case .fast: bytes = PNGEncoder.encode(canvas, level: 3, filtering: .none, workers: workers)
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        if let reason = bytes.withUnsafeBytes({ writeAll($0, to: temporary) }) {
            unlink(temporary)
            throw Failure(path: path, reason: "could not write PNG: \(reason)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(path: path, reason: "could not move the written PNG into place: \(reason)")
        }
    }

    /// Writes `bytes` to a new file at `path`; returns the system's reason when that fails.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to path: String) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        var offset = 0
        while offset < bytes.count {
            let n = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(fd)
                return reason
            }
            offset += n
        }
        return close(fd) == 0 ? nil : String(cString: strerror(errno))
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
