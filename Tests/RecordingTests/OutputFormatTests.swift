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

    @Test func aPathWithATrailingSlashOrAnExistingFolderIsAFramesFolder() throws {
        #expect(try OutputFormat.forOutput("frames/") == .pngFrames)
        #expect(try OutputFormat.forOutput("frames.v2/") == .pngFrames)
        #expect(try OutputFormat.forOutput("./") == .pngFrames)
        #expect(try OutputFormat.forOutput(".") == .pngFrames)
        let temp = TemporaryFolder()
        let existing = temp.file("shots.d")
        try FileManager.default.createDirectory(atPath: existing, withIntermediateDirectories: false)
        #expect(try OutputFormat.forOutput(existing) == .pngFrames)
    }

    /// `--out a` used to become a folder of frames (and crashed); a typo for `a.gif` should not.
    @Test func aNameWithoutAnExtensionIsRefusedWithTheFormatsListed() {
        #expect {
            try OutputFormat.forOutput("a")
        } throws: { error in
            let text = "\(error)"
            return text.contains("'a'") && text.contains("no extension") && text.contains(".gif") && text.contains("ending in /")
        }
    }

    @Test func anExistingFolderNamedLikeAFileOfAFormatIsAnError() throws {
        let temp = TemporaryFolder()
        let folder = temp.file("x.gif")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect {
            try OutputFormat.forOutput(folder)
        } throws: { error in
            guard case RecordingError.refusedOutput(let path, let reason) = error else { return false }
            return path == folder && reason.contains("a folder of that name exists")
        }
        #expect(try OutputFormat.forOutput(folder + "/") == .pngFrames)
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

    @Test func mp4AndWebMRoundOddSizesUpToEven() {
        #expect(OutputFormat.mp4.frameSize(forRequested: 641, 361) == (642, 362))
        #expect(OutputFormat.mp4.frameSize(forRequested: 640, 360) == (640, 360))
        #expect(OutputFormat.gif.frameSize(forRequested: 641, 361) == (641, 361))
        // ffmpeg crops an odd WebM to even sides without a word, so it is rounded up as MP4 is.
        #expect(OutputFormat.webm.frameSize(forRequested: 15, 17) == (16, 18))
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
