import Foundation
import PNGCodec
import Testing
@testable import Recording

@Suite struct OfflineRecordingTests {
    @Test(.enabled(if: FFprobe.isInstalled, "needs ffmpeg and ffprobe (apt-get install ffmpeg)"), arguments: ["gif", "mp4", "webm", "apng"])
    func eachEncodedFormatHasTheFrameCountAndSizeAskedFor(_ ext: String) throws {
        let temp = TemporaryFolder()
        let out = temp.file("pattern.\(ext)")
        let recording = try OfflineRecording(output: out, duration: 1.2, fps: 10, width: 96, height: 54)
        let summary = try recording.run(TestPattern())
        #expect(summary.frames == 12)
        let stream = try #require(FFprobe.stream(of: out))
        #expect(stream.width == 96 && stream.height == 54)
        #expect(stream.frames == 12)
        #expect(temp.contents == ["pattern.\(ext)"])
    }

    @Test(.enabled(if: FFprobe.isInstalled, "needs ffmpeg and ffprobe (apt-get install ffmpeg)"))
    func mp4IsH264InYUV420WithOddSizesRoundedUpToEven() throws {
        let temp = TemporaryFolder()
        let out = temp.file("odd.mp4")
        try OfflineRecording(output: out, duration: 0.5, fps: 12, width: 65, height: 33).run(TestPattern())
        #expect(FFprobe.stream(of: out) == FFprobe.Stream(width: 66, height: 34, frames: 6, pixelFormat: "yuv420p", codec: "h264"))
    }

    /// MP4 frames are converted to BT.709 4:2:0 by symbolview and tagged so: decoded by ffmpeg
    /// (which reads the tags), they come back close to the rendered frames.
    @Test(.enabled(if: FFprobe.isInstalled, "needs ffmpeg and ffprobe (apt-get install ffmpeg)"))
    func mp4ColoursAreTaggedBT709AndComeBackClose() throws {
        let temp = TemporaryFolder()
        let recording = { (out: String) in try OfflineRecording(output: out, duration: 0.5, fps: 10, width: 160, height: 90).run(TestPattern()) }
        _ = try recording(temp.file("pattern.mp4"))
        _ = try recording(temp.file("frames/"))
        let tags = FFprobe.fields(of: temp.file("pattern.mp4"), entries: "stream=color_space,color_primaries,color_transfer,color_range",
                                  countFrames: false)
        #expect(tags?["color_space"] == "bt709" && tags?["color_primaries"] == "bt709")
        #expect(tags?["color_transfer"] == "bt709" && tags?["color_range"] == "tv")
        let errors = try meanErrors(of: temp.file("pattern.mp4"), against: temp.file("frames/"), width: 160, height: 90)
        #expect(errors.count == 5)
        // A full-spectrum sweep through 4:2:0 and H.264 at CRF 18: a few levels on average.
        for (i, error) in errors.enumerated() { #expect(error < 3, "frame \(i): mean error \(error) levels") }
    }

    @Test(.enabled(if: FFprobe.isInstalled, "needs ffmpeg and ffprobe (apt-get install ffmpeg)"))
    func transparentWebMKeepsItsAlphaChannel() throws {
        let temp = TemporaryFolder()
        let out = temp.file("clear.webm")
        try OfflineRecording(output: out, duration: 0.3, fps: 10, width: 32, height: 32, transparent: true).run(TestPattern(transparent: true))
        // ffprobe reports the VP9 stream itself as yuv420p; the alpha plane is stored alongside
        // and flagged with Matroska's AlphaMode, which ffprobe shows as a tag.
        #expect(FFprobe.hasAlpha(out))
        let opaque = temp.file("opaque.webm")
        try OfflineRecording(output: opaque, duration: 0.3, fps: 10, width: 32, height: 32).run(TestPattern())
        #expect(!FFprobe.hasAlpha(opaque))
    }

    @Test(.enabled(if: FFprobe.isInstalled, "needs ffmpeg and ffprobe (apt-get install ffmpeg)"))
    func aGIFOfAGradientStaysCloseToTheRenderedFrames() throws {
        let temp = TemporaryFolder()
        let recording = { (out: String) in try OfflineRecording(output: out, duration: 0.5, fps: 10, width: 160, height: 90).run(TestPattern()) }
        _ = try recording(temp.file("pattern.gif"))
        _ = try recording(temp.file("frames/"))
        let errors = try meanErrors(of: temp.file("pattern.gif"), against: temp.file("frames/"), width: 160, height: 90)
        #expect(errors.count == 5)
        // A 256-colour palette over a full-spectrum sweep: within a level or two on average.
        for (i, error) in errors.enumerated() { #expect(error < 2.5, "frame \(i): mean error \(error) levels") }
    }

    /// Per frame of the video `file` (decoded by ffmpeg), the mean difference in levels per
    /// channel from the PNG frames of the same recording in `folder`.
    func meanErrors(of file: String, against folder: String, width: Int, height: Int) throws -> [Double] {
        let video = try #require(FFprobe.decodedFrames(of: file, width: width, height: height))
        return try video.enumerated().map { i, frame in
            let png = try PNGCodec.read(folder + PNGFrameNaming.name(ofFrame: i))
            var total = 0
            for (k, p) in png.pixels.enumerated() {
                total += abs(Int(frame[4 * k]) - Int(p >> 16 & 0xFF)) + abs(Int(frame[4 * k + 1]) - Int(p >> 8 & 0xFF))
                    + abs(Int(frame[4 * k + 2]) - Int(p & 0xFF))
            }
            return Double(total) / Double(png.pixels.count * 3)
        }
    }

    @Test func aFramesFolderHoldsOneNumberedPNGPerFrame() throws {
        let temp = TemporaryFolder()
        let out = temp.file("frames/")
        try OfflineRecording(output: out, duration: 0.25, fps: 20, width: 40, height: 30).run(TestPattern())
        let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(names == (0..<5).map { PNGFrameNaming.name(ofFrame: $0) })
        #expect(names.allSatisfy { pngSize("\(out)/\($0)").map { $0 == (40, 30) } ?? false })
        #expect(temp.contents == ["frames"])
    }

    @Test func theSameRecordingTwiceGivesIdenticalPNGFrames() throws {
        let temp = TemporaryFolder()
        let keys = try KeyScript(parsing: "0.2:space,0.3:t,0.4:m")
        for run in ["a", "b"] {
            try OfflineRecording(output: temp.file(run) + "/", duration: 0.6, fps: 25, width: 48, height: 32, keys: keys).run(TestPattern())
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: temp.file("a")).sorted()
        #expect(names.count == 15)
        for name in names {
            #expect(FileManager.default.contents(atPath: temp.file("a/\(name)")) == FileManager.default.contents(atPath: temp.file("b/\(name)")),
                    "\(name) differs between runs")
        }
        // …and the frames do change over time, so the comparison means something.
        #expect(FileManager.default.contents(atPath: temp.file("a/frame-00001.png")) != FileManager.default.contents(atPath: temp.file("a/frame-00002.png")))
    }

    @Test func eachKeyLandsOnTheFrameAtOrAfterItsTime() throws {
        let temp = TemporaryFolder()
        let spy = SpySource()
        let keys = try KeyScript(parsing: "0:d,0.5:e,0.51:m,1:space,1.7:t")
        try OfflineRecording(output: temp.file("f/"), duration: 2, fps: 10, width: 8, height: 8, keys: keys).run(spy)
        #expect(spy.renders.count == 20)
        #expect(spy.renders.map(\.time) == (0..<20).map { Double($0) / 10 })
        // The number of presses seen by frame i: 1 from frame 0, 2 from 5, 3 from 6, 4 from 10, 5 from 17.
        let expected = (0..<20).map { i in [0, 5, 6, 10, 17].filter { $0 <= i }.count }
        #expect(spy.renders.map(\.pressesSeen) == expected)
        #expect(spy.presses.map(\.time) == [0, 0.5, 0.51, 1, 1.7])
    }

    @Test func aStillPNGIsTheFrameAtTheGivenTimeWithEarlierKeysApplied() throws {
        let temp = TemporaryFolder()
        let spy = SpySource()
        try OfflineRecording(output: temp.file("still.png"), duration: 3, fps: 30, width: 20, height: 10,
                      keys: KeyScript(parsing: "0.5:e,1.5:m"), stillTime: 1.2).run(spy)
        #expect(spy.renders.count == 1 && spy.renders[0].time == 1.2 && spy.renders[0].pressesSeen == 1)
        #expect(pngSize(temp.file("still.png")).map { $0 == (20, 10) } == true)

        let first = SpySource()
        try OfflineRecording(output: temp.file("first.png"), duration: 3, fps: 30, width: 20, height: 10).run(first)
        #expect(first.renders.map(\.time) == [0])
    }
}
