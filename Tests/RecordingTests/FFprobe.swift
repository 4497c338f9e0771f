import Foundation
import Recording

/// Reads back what ffmpeg wrote: the first video stream's size and decoded frame count.
enum FFprobe {
    static var path: String? { ExecutableSearch.find("ffprobe", inPath: ExecutableSearch.environmentPath) }
    static var ffmpegPath: String? { ExecutableSearch.find("ffmpeg", inPath: ExecutableSearch.environmentPath) }
    /// Whether both programs are on PATH; tests that need them are reported as skipped otherwise.
    static var isInstalled: Bool { ffmpegPath != nil && path != nil }

    struct Stream: Equatable { var width: Int; var height: Int; var frames: Int; var pixelFormat: String; var codec: String }

    static func stream(of file: String) -> Stream? {
        guard let fields = fields(of: file, entries: "stream=codec_name,width,height,pix_fmt,nb_read_frames", countFrames: true),
              let w = fields["width"].flatMap(Int.init), let h = fields["height"].flatMap(Int.init) else { return nil }
        return Stream(width: w, height: h, frames: fields["nb_read_frames"].flatMap(Int.init) ?? -1,
                      pixelFormat: fields["pix_fmt"] ?? "", codec: fields["codec_name"] ?? "")
    }

    /// Whether a WebM's video stream carries an alpha plane (Matroska's AlphaMode).
    static func hasAlpha(_ file: String) -> Bool {
        fields(of: file, entries: "stream_tags=alpha_mode", countFrames: false)?["TAG:alpha_mode"] == "1"
    }

    static func fields(of file: String, entries: String, countFrames: Bool) -> [String: String]? {
        guard let probe = path else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: probe)
        p.arguments = ["-v", "error"] + (countFrames ? ["-count_frames"] : []) + ["-select_streams", "v:0",
                       "-show_entries", entries, "-of", "default=nw=1", file]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        var fields: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let kv = line.split(separator: "=", maxSplits: 1)
            if kv.count == 2 { fields[String(kv[0])] = String(kv[1]) }
        }
        return fields
    }
}

extension FFprobe {
    /// Every frame of `file` decoded by ffmpeg to RGBA bytes, or nil without ffmpeg.
    static func decodedFrames(of file: String, width: Int, height: Int) -> [[UInt8]]? {
        guard let ffmpeg = ffmpegPath else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ffmpeg)
        p.arguments = ["-v", "error", "-i", file, "-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return nil }
        let data = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
        p.waitUntilExit()
        let size = width * height * 4
        guard size > 0, data.count % size == 0 else { return nil }
        return stride(from: 0, to: data.count, by: size).map { Array(data[$0..<$0 + size]) }
    }
}
