import Foundation
import Testing
@testable import Recording

@Suite struct FFmpegProcessTests {
    /// Solid frames whose colour changes each frame, as raw BGRA bytes.
    func frame(_ index: Int, width: Int, height: Int) -> [UInt32] {
        [UInt32](repeating: 0xFF00_0000 | UInt32(index * 20 % 256) << 16 | 0x40, count: width * height)
    }

    @Test(.enabled(if: FFprobe.isInstalled, "needs ffmpeg and ffprobe (apt-get install ffmpeg)"))
    func rawFramesPipedToFFmpegComeBackWithTheirCountAndSize() throws {
        let ffmpeg = try #require(FFprobe.ffmpegPath)
        let temp = TemporaryFolder()
        let out = temp.file("solid.mp4")
        let encoder = try FFmpegProcess(executable: ffmpeg, command: FFmpegCommand(format: .mp4, width: 64, height: 48, fps: 10), output: out)
        for i in 0..<7 { try frame(i, width: 64, height: 48).withUnsafeBytes { try encoder.write($0) } }
        try encoder.finish()
        #expect(FFprobe.stream(of: out) == FFprobe.Stream(width: 64, height: 48, frames: 7, pixelFormat: "yuv420p", codec: "h264"))
    }

    @Test(.enabled(if: FFprobe.isInstalled, "needs ffmpeg and ffprobe (apt-get install ffmpeg)"))
    func anFFmpegFailureQuotesItsLastLines() throws {
        let ffmpeg = try #require(FFprobe.ffmpegPath)
        let temp = TemporaryFolder()
        // A folder that does not exist makes ffmpeg itself fail when it opens the output.
        let encoder = try FFmpegProcess(executable: ffmpeg, command: FFmpegCommand(format: .gif, width: 8, height: 8, fps: 10),
                                        output: temp.file("missing/x.gif"))
        #expect {
            for i in 0..<3 { try frame(i, width: 8, height: 8).withUnsafeBytes { try encoder.write($0) } }
            try encoder.finish()
        } throws: { error in
            guard case RecordingError.ffmpegFailed(let status, let lines) = error else { return false }
            return status != 0 && lines.contains { $0.contains("No such file or directory") }
        }
    }

    @Test func aPathWithoutFFmpegFindsNoFFmpeg() {
        #expect(ExecutableSearch.find("ffmpeg", inPath: "/nonexistent:/also/not") == nil)
        #expect(ExecutableSearch.find("sh", inPath: "/nonexistent:/bin") == "/bin/sh")
    }
}
