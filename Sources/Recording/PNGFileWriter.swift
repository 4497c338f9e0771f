import Foundation
import Raster

/// Writes one canvas as a PNG file, turning failures into ``RecordingError``s that say whether
/// the disk is full.
enum PNGFileWriter {
    static func write(_ canvas: Canvas, to path: String) throws {
        let bytes = StandInPNG.encode(canvas)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw error(for: path, errno: errno) }
        defer { close(fd) }
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n > 0 { offset += n; continue }
                if n < 0 && errno == EINTR { continue }
                throw error(for: path, errno: errno)
            }
        }
    }

    static func error(for path: String, errno code: Int32) -> RecordingError {
        if code == ENOSPC || code == EDQUOT { return .diskFull(path) }
        return .writeFailed(path, reason: String(cString: strerror(code)))
    }
}
