import Foundation
import Raster
import Testing
@testable import Recording

@Suite struct LiveRecordingTests {
    @Test(.enabled(if: FFprobe.isInstalled, "needs ffmpeg and ffprobe (apt-get install ffmpeg)"))
    func framesAppendedAgainstAClockKeepAConstantRate() throws {
        let temp = TemporaryFolder()
        let url = URL(fileURLWithPath: temp.file("live.mp4"))
        let live = try LiveRecording(url: url, fps: 10, width: 40, height: 30)
        let canvas = Canvas(width: 40, height: 30)
        // A jittery display clock over one second: 0.0, 0.03, 0.21, 0.35, …, 0.99.
        for t in [0.0, 0.03, 0.21, 0.35, 0.36, 0.52, 0.77, 0.99] {
            TestPattern().renderFrame(at: t, into: canvas)
            try live.append(canvas, at: 100 + t)
        }
        #expect(temp.contents.count == 1 && temp.contents[0].hasPrefix(".live.mp4.partial-"))
        try live.finish()
        #expect(live.frameCount + live.droppedFrames == 10)
        #expect(FFprobe.stream(of: url.path)?.frames == live.frameCount)
        #expect(temp.contents == ["live.mp4"])
    }

    @Test func aCanvasOfAnotherSizeIsCroppedOrPadded() throws {
        let temp = TemporaryFolder()
        let url = URL(fileURLWithPath: temp.file("frames"), isDirectory: true)
        let live = try LiveRecording(url: url, fps: 10, width: 20, height: 10)
        try live.append(Canvas(width: 30, height: 5))
        try live.append(Canvas(width: 20, height: 10))
        try live.finish()
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        #expect(names == ["frame-00001.png", "frame-00002.png"])
        #expect(pngSize(url.path + "/frame-00001.png").map { $0 == (20, 10) } == true)
    }

    @Test(.enabled(if: FFprobe.isInstalled, "needs ffmpeg and ffprobe (apt-get install ffmpeg)"))
    func aCancelledRecordingLeavesNothing() throws {
        let temp = TemporaryFolder()
        let live = try LiveRecording(url: URL(fileURLWithPath: temp.file("x.gif")), fps: 10, width: 16, height: 16)
        try live.append(Canvas(width: 16, height: 16))
        live.cancel()
        #expect(temp.contents.isEmpty)
    }

    @Test func theDefaultNameIsDatedInTheGivenFolder() {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let url = LiveRecording.defaultURL(in: URL(fileURLWithPath: "/tmp"), extension: "gif", date: date)
        #expect(url.deletingLastPathComponent().path == "/tmp")
        #expect(url.lastPathComponent.hasPrefix("symbolview-20") && url.pathExtension == "gif")
    }

    @Test func theDefaultNameNeverReplacesAnEarlierFileFromTheSameSecond() {
        let temp = TemporaryFolder()
        let folder = URL(fileURLWithPath: temp.path)
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        var names: [String] = []
        for _ in 0..<3 {
            let url = LiveRecording.defaultURL(in: folder, prefix: "symbolview-loader", extension: "png", date: date)
            names.append(url.lastPathComponent)
            #expect(FileManager.default.createFile(atPath: url.path, contents: Data([1])))
        }
        #expect(Set(names).count == 3)
        #expect(names.allSatisfy { $0.hasPrefix("symbolview-loader-20") && $0.hasSuffix(".png") })
        #expect(names[1] == names[0].replacingOccurrences(of: ".png", with: "-2.png"))
    }
}

@Suite struct LiveRecordingQueueTests {
    @Test func theEncodersQueueRidesOutStallsWithinItsMemoryBudget() {
        // Deep enough at window sizes to ride out a busy machine (it dropped 4 % at 3), never
        // more than 64 MB of frames, and never shallower than the 3 the pipeline needs.
        for (w, h) in [(160, 160), (390, 844), (1280, 800), (1920, 1080), (2560, 1600), (4096, 4096)] {
            let depth = LiveRecording.queueDepth(width: w, height: h)
            #expect((3...12).contains(depth))
            #expect(depth == 3 || depth * w * h * 4 <= 64 * 1024 * 1024)
        }
        #expect(LiveRecording.queueDepth(width: 1280, height: 800) == 12)
    }
}
