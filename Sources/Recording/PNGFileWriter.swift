import Foundation
import PNGCodec
import Raster

/// Writes one canvas as a PNG file through ``PNGCodec``, turning failures into
/// ``RecordingError``s that say whether the disk is full.
enum PNGFileWriter {
    static func write(_ canvas: Canvas, to path: String) throws {
        do {
            errno = 0
            try PNGCodec.write(canvas, to: path)
        } catch let failure as PNGCodec.Failure {
            let code = errno
            if code == ENOSPC || code == EDQUOT || failure.reason.contains("No space left") || failure.reason.contains("quota") {
                throw RecordingError.diskFull(path)
            }
            throw RecordingError.writeFailed(path, reason: failure.reason)
        }
    }
}
