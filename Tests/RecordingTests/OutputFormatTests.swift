import Foundation
import Testing
@testable import Recording

@Suite struct OutputFormatTests {
    @Test func theExtensionChoosesTheFormat() throws {
        #expect(try OutputFormat.forOutput("demo.gif") == .gif)
        #expect(try OutputFormat.forOutput("a/b/demo.MP4") == .mp4)
        #expect(try OutputFormat.forOutput("demo.webm") == .webm)
        #expect(try OutputFormat.forOutput("demo.apng") == .apng)
        #expect(try OutputFormat.forOutput("still.png") == .png)
    }

    @Test func aPathWithoutExtensionOrWithATrailingSlashIsAFramesFolder() throws {
        #expect(try OutputFormat.forOutput("frames") == .pngFrames)
        #expect(try OutputFormat.forOutput("frames.v2/") == .pngFrames)
        let temp = TemporaryFolder()
        let existing = temp.file("shots.d")
        try FileManager.default.createDirectory(atPath: existing, withIntermediateDirectories: false)
        #expect(try OutputFormat.forOutput(existing) == .pngFrames)
    }

    @Test func anUnknownExtensionListsTheSupportedOnes() {
        #expect {
            try OutputFormat.forOutput("demo.avi")
        } throws: { error in
            let text = "\(error)"
            return text.contains(".avi") && text.contains(".gif") && text.contains(".mp4") && text.contains(".webm")
                && text.contains(".apng") && text.contains(".png") && text.contains("folder")
        }
    }

    @Test func mp4RoundsOddSizesUpToEven() {
        #expect(OutputFormat.mp4.frameSize(forRequested: 641, 361) == (642, 362))
        #expect(OutputFormat.mp4.frameSize(forRequested: 640, 360) == (640, 360))
        #expect(OutputFormat.gif.frameSize(forRequested: 641, 361) == (641, 361))
    }

    @Test func gifIsEncodedThroughOnePaletteGenAndPaletteUsePass() {
        let args = FFmpegCommand(format: .gif, width: 64, height: 48, fps: 25).arguments(output: "x")
        let graph = args[args.firstIndex(of: "-filter_complex")! + 1]
        #expect(graph.contains("split") && graph.contains("palettegen") && graph.contains("paletteuse"))
        #expect(args.suffix(3) == ["-f", "gif", "x"])
    }

    @Test func webmKeepsAlphaOnlyWhenTransparent() {
        let clear = FFmpegCommand(format: .webm, width: 8, height: 8, fps: 30, transparent: true).arguments(output: "x")
        let opaque = FFmpegCommand(format: .webm, width: 8, height: 8, fps: 30).arguments(output: "x")
        #expect(clear.contains("yuva420p") && !opaque.contains("yuva420p"))
    }
}
