import FileAccess
import Foundation
import PNGCodec
import Raster

/// Writes one canvas as a PNG file through ``PNGCodec``, turning failures into
/// ``RecordingError``s that say whether the disk is full.
enum PNGFileWriter {
    static func write(_ canvas: Canvas, to path: String, compression: PNGCodec.Compression = .small,
                      workers: Int = PNGCodec.defaultWorkers) throws {
        do {
            try PNGCodec.write(canvas, to: path, compression: compression, workers: workers)
        } catch let failure as FileError {
            let folder = StagedOutput.parentFolder(of: path)
            // A short write may not say why, so ask the file system too: less room than an uncompressed frame means the disk is (as good as) full.
            if failure.code == ENOSPC || failure.code == EDQUOT
                || freeBytes(in: folder).map({ $0 < canvas.width * canvas.height * 4 + 65_536 }) == true {
                throw RecordingError.diskFull(path)
            }
            throw RecordingError.writeFailed(path, reason: failure.reason)
        }
    }

    /// The bytes an unprivileged process may still write in `folder`'s file system.
    static func freeBytes(in folder: String) -> Int? {
        var info = statvfs()
        guard statvfs(folder.isEmpty ? "." : folder, &info) == 0 else { return nil }
        return Int(info.f_bavail) * Int(info.f_frsize)
    }
}
