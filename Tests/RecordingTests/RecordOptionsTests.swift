import Testing
@testable import Recording

@Suite struct RecordOptionsTests {
    @Test func theRecordersOptionsAreReadAndTheRestGoToTheViewer() throws {
        let o = try RecordOptions.parse(["--scene", "loader", "--duration", "2.5", "--fps", "24", "--size", "1280x720",
                                         "--zoom", "1.5", "--dark", "--keys", "0.5:e,2:m", "--transparent", "--hud",
                                         "--scale", "2", "--out", "demo.webm"])
        #expect(o.duration == 2.5 && o.fps == 24 && o.width == 1280 && o.height == 720 && o.scale == 2)
        #expect(o.transparent && o.hud && o.output == "demo.webm")
        #expect(o.keys.presses.map(\.key) == ["e", "m"])
        #expect(o.sceneArguments == ["--scene", "loader", "--zoom", "1.5", "--dark"])
        let r = try o.recording(watchSignals: false)
        #expect(r.format == .webm && r.frameCount == 60)
    }

    @Test func theEffectsSceneIsFilmedAtTheSizeTheViewerOpensItAt() throws {
        for scene in [["--scene", "effects"], ["--effect", "bounce.up"]] {
            let o = try RecordOptions.parse(scene + ["--out", "x.gif"])
            #expect((o.width, o.height) == (1040, 600), "\(scene)")
        }
        // A size given wins, and the other scenes keep theirs.
        let sized = try RecordOptions.parse(["--scene", "effects", "--size", "640x400", "--out", "x.gif"])
        #expect((sized.width, sized.height) == (640, 400))
        let loader = try RecordOptions.parse(["--scene", "loader", "--out", "x.gif"])
        #expect((loader.width, loader.height) == (400, 440))
    }

    @Test func theSizeIsInPointsAndTheScaleMultipliesThePixels() throws {
        // By default: 400x440 points at 2x, sharp enough for a README.
        let plain = try RecordOptions.parse(["--out", "x.gif"])
        #expect((plain.pixelWidth, plain.pixelHeight) == (800, 880))
        for (scale, expected) in [(1.0, (640, 360)), (1.5, (960, 540)), (2, (1280, 720)), (3, (1920, 1080))] {
            let o = try RecordOptions.parse(["--size", "640x360", "--scale", "\(scale)", "--out", "x.gif"])
            let r = try o.recording(watchSignals: false)
            #expect((o.width, o.height) == (640, 360) && (r.width, r.height) == expected)
        }
        // The pixel budget counts pixels, after the scale.
        #expect { try RecordOptions.parse(["--size", "4096x4096", "--scale", "2", "--out", "x.gif"]) } throws: {
            "\($0)".contains("8192x8192 pixels")
        }
    }

    @Test func backgroundTakesAColourAndCannotBeTransparentToo() throws {
        #expect(try RecordOptions.parse(["--background", "#102030", "--out", "x.gif"]).background == "#102030")
        #expect { try RecordOptions.parse(["--background", "red", "--transparent", "--out", "x.gif"]) } throws: {
            "\($0)".contains("--background and --transparent")
        }
    }

    @Test func theTestPatternIsTheRecordersOwnScene() throws {
        let o = try RecordOptions.parse(["--scene", "test-pattern", "--out", "x/"])
        #expect(o.testPattern && o.sceneArguments.isEmpty)
    }

    @Test func aRecordingWithoutOutIsRefused() {
        #expect { try RecordOptions.parse(["--duration", "2"]) } throws: { "\($0)".contains("needs --out") }
    }

    @Test(arguments: [["--size", "1280"], ["--size", "0x10"], ["--fps", "fast"], ["--duration", "-1"], ["--keys", "e"], ["--fps"]])
    func malformedValuesNameTheOption(_ args: [String]) {
        #expect {
            try RecordOptions.parse(args + ["--out", "x.gif"])
        } throws: { error in
            guard case RecordingError.badOption(let m) = error else { return false }
            return m.hasPrefix(args[0])
        }
    }

    /// NaN, infinities and numbers beyond any sensible recording are usage errors naming the
    /// option, never a trap or an allocation of gigabytes.
    @Test(arguments: [["--duration", "nan"], ["--duration", "inf"], ["--duration", "1e300"], ["--fps", "1e308"],
                      ["--fps", "-inf"], ["--size", "99999999999999999999x1"], ["--size", "nanxnan"], ["--size", "1e5x1"],
                      ["--size", "16384x16384"], ["--size", "-1x-1"], ["--time", "1e300"], ["--time", "inf"], ["--scale", "inf"],
                      ["--scale", "nan"], ["--keys", "1e300:e"]])
    func absurdNumbersAreUsageErrors(_ args: [String]) {
        #expect {
            try RecordOptions.parse(args + ["--out", "x.gif"])
        } throws: { error in
            guard case RecordingError.badOption(let m) = error else { return false }
            return m.hasPrefix(args[0])
        }
    }

    /// A library caller may build a recording without the command line's checks: counting its
    /// frames or naming its rate must not trap before ``OfflineRecording/validate()`` refuses it.
    @Test func absurdSettingsAreRefusedByValidateNotByATrap() throws {
        for (duration, fps) in [(1e300, 1000.0), (.infinity, 30), (.nan, 30), (4, 1e300)] {
            let r = try OfflineRecording(output: "x.gif", duration: duration, fps: fps, width: 8, height: 8)
            #expect(r.frameCount >= 1)
            #expect(throws: RecordingError.self) { try r.validate() }
            _ = FFmpegCommand(format: .gif, width: 8, height: 8, fps: fps).arguments(output: "x.gif")
        }
        #expect(ProgressBar.formatDuration(.infinity) == "a long time")
    }

    @Test func aFrameOfMoreThanItsPixelBudgetIsRefusedBeforeAnythingIsAllocated() throws {
        #expect(OfflineRecording.sizeRefusal(width: 4096, height: 4096) == nil)
        let refusal = try #require(OfflineRecording.sizeRefusal(width: 8192, height: 4096))
        #expect(refusal.contains("8192x4096") && refusal.contains("\(OfflineRecording.maxFramePixels)"))
    }

    @Test func anOptionFollowedByAnotherOptionSaysItNeedsAValue() {
        #expect {
            try RecordOptions.parse(["--fps", "--hud", "--out", "x.gif"])
        } throws: { error in
            guard case RecordingError.badOption(let m) = error else { return false }
            return m.hasPrefix("--fps needs a value") && m.contains("'--hud'")
        }
    }
}
