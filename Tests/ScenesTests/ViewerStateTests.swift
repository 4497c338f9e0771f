import Testing
import SymbolEffects
import SymbolModel
@testable import Scenes

@Suite struct ViewerStateTests {
    @Test func spaceAndDToggleTheDrawStateAtTheKeysSceneTime() {
        var s = ViewerState()
        #expect(s.isDrawn(atScene: 0.5))
        s.apply(.toggleDraw, at: 0.5)
        #expect(!s.isDrawn(atScene: 0.5))
        #expect(s.isDrawnHistory.changes.last == ToggleHistory.Change(time: 0.5, value: false))
        s.apply(ViewerKey(character: "d")!, at: 0.7)
        #expect(s.isDrawn(atScene: 0.7))
        #expect(ViewerKey(character: " ") == .toggleDraw)
    }

    @Test func theAutoTimerFollowsTheSeedsRhythm() {
        let s = ViewerState()
        // Drawn for 1.8 s, undrawn for 1.3 s, drawn for 1.8 s …
        let times = s.drawHistory(throughScene: 10).changes.map(\.time)
        let expected = [1.8, 3.1, 4.9, 6.2, 8.0, 9.3]
        #expect(times.count == expected.count)
        for (a, b) in zip(times, expected) { #expect(abs(a - b) < 1e-9) }
        #expect(s.drawHistory(throughScene: 10).changes.map(\.value) == [false, true, false, true, false, true])
    }

    @Test func theTimerDoesNotRunWithReduceMotion() {
        var o = ViewerOptions(); o.reduceMotion = true
        #expect(ViewerState(options: o).drawHistory(throughScene: 30).changes.isEmpty)
        var s = ViewerState()
        s.apply(.toggleReduceMotion, at: 1)
        #expect(s.reduceMotion)
        #expect(s.drawHistory(throughScene: 30).changes.isEmpty)
        s.apply(.toggleReduceMotion, at: 2)
        #expect(s.drawHistory(throughScene: 3.9).changes.map(\.time) == [3.8])
    }

    @Test func aToggleOfTheTimerStopsAndRestartsIt() {
        var s = ViewerState()
        s.apply(.toggleAutoTimer, at: 1)
        #expect(!s.isAutoTimerOn)
        #expect(s.drawHistory(throughScene: 20).changes.isEmpty)
        s.apply(.toggleAutoTimer, at: 5)
        #expect(s.drawHistory(throughScene: 7).changes.map(\.time) == [6.8])
    }

    @Test func theHistoryIsTheSameHoweverOftenTheStateAdvances() {
        var often = ViewerState(), rarely = ViewerState()
        var wall = 0.0
        while wall < 12 { often.advance(to: wall); wall += 1.0 / 60 }
        often.advance(to: 12)
        rarely.advance(to: 12)
        #expect(often.isDrawnHistory == rarely.isDrawnHistory)
    }

    @Test func eCyclesTheHerosEffect() {
        var s = ViewerState()
        #expect(s.heroEffect == .breathe)
        s.apply(.cycleEffect, at: 1); #expect(s.heroEffect == .rotate)
        s.apply(.cycleEffect, at: 2); #expect(s.heroEffect == .both)
        s.apply(.cycleEffect, at: 3); #expect(s.heroEffect == .breathe)
        #expect(s.effectChanges.map(\.effect) == [.rotate, .both, .breathe])
    }

    @Test func sceneKeysSwitchScenes() {
        var s = ViewerState()
        s.apply(.showLoaderScene, at: 0); #expect(s.scene == .loader)
        s.apply(.showDrawOnScene, at: 0); #expect(s.scene == .drawOn)
        s.apply(ViewerKey(character: "\t")!, at: 0); #expect(s.scene == .loader)
        s.apply(.nextScene, at: 0); #expect(s.scene == .effects)
        s.apply(.nextScene, at: 0); #expect(s.scene == .drawOn)
        s.apply(.showEffectsScene, at: 0); #expect(s.scene == .effects)
    }

    @Test func lCyclesTheScope() {
        var s = ViewerState()
        #expect(s.scope == .byLayer)
        s.apply(.cycleScope, at: 0); #expect(s.scope == .wholeSymbol)
        s.apply(.cycleScope, at: 0); #expect(s.scope == .individually)
        s.apply(.cycleScope, at: 0); #expect(s.scope == .byLayer)
    }

    @Test func pauseFreezesSceneTimeAndStepAdvancesOneFrame() {
        var s = ViewerState()
        s.apply(.togglePause, at: 2)
        #expect(s.isPaused)
        #expect(s.sceneTime(at: 10) == 2)
        s.apply(.stepFrame, at: 10)
        #expect(abs(s.sceneTime(at: 20) - (2 + 1.0 / 60)) < 1e-12)
        s.apply(.togglePause, at: 20)
        #expect(abs(s.sceneTime(at: 21) - (3 + 1.0 / 60)) < 1e-12)
    }

    @Test func bracketsHalveAndDoubleTheSpeedWithoutAJump() {
        var s = ViewerState()
        s.apply(.faster, at: 1)
        #expect(s.speed == 2)
        #expect(s.sceneTime(at: 1) == 1)
        #expect(s.sceneTime(at: 2) == 3)
        s.apply(.slower, at: 2); s.apply(.slower, at: 2)
        #expect(s.speed == 0.5)
        #expect(s.sceneTime(at: 4) == 4)
        for _ in 0..<20 { s.apply(.slower, at: 4) }
        #expect(s.speed == ViewerState.speedRange.lowerBound)
    }

    @Test func wCyclesEveryWeightAndBackToTheSeeds() {
        var s = ViewerState()
        var seen: [SymbolWeight?] = []
        for _ in 0...SymbolWeight.allCases.count { s.apply(.cycleWeight, at: 0); seen.append(s.weight) }
        #expect(seen == SymbolWeight.allCases.map { Optional($0) } + [nil])
    }

    @Test func tTogglesLightAndDark() {
        var s = ViewerState()
        s.apply(.toggleAppearance, at: 0); #expect(s.appearance == .dark)
        s.apply(.toggleAppearance, at: 0); #expect(s.appearance == .light)
    }

    @Test func plusAndMinusZoomWithinLimits() {
        var s = ViewerState()
        s.apply(.zoomIn, at: 0); #expect(s.zoom == 1.25)
        s.apply(.zoomOut, at: 0); #expect(abs(s.zoom - 1) < 1e-12)
        for _ in 0..<40 { s.apply(.zoomIn, at: 0) }
        #expect(s.zoom == ViewerState.zoomRange.upperBound)
    }

    @Test func keysThatTouchTheOutsideWorldBecomeCommands() {
        var s = ViewerState()
        #expect(s.apply(.toggleFullscreen, at: 0) == [.setFullscreen(true)])
        #expect(s.isFullscreen)
        #expect(s.apply(.screenshot, at: 0) == [.saveScreenshot])
        #expect(s.apply(.quit, at: 0) == [.quit])
        #expect(s.apply(ViewerKey(character: "\u{1B}")!, at: 0) == [.quit])
        #expect(s.apply(.record, at: 0) == [.record])
    }

    @Test func hAndQuestionMarkToggleTheHelpOverlay() {
        var s = ViewerState()
        s.apply(ViewerKey(character: "?")!, at: 0); #expect(s.isHelpVisible)
        s.apply(ViewerKey(character: "h")!, at: 0); #expect(!s.isHelpVisible)
    }

    @Test func everyToggleShowsAToastThatExpires() {
        var s = ViewerState()
        s.apply(.toggleReduceMotion, at: 3)
        #expect(s.toast?.text == "Reduce Motion on")
        s.advance(to: 3 + ViewerState.toastDuration / 2)
        #expect(s.toast != nil)
        s.advance(to: 3 + ViewerState.toastDuration + 0.01)
        #expect(s.toast == nil)
    }

    @Test func everyBindingInTheHelpHasAKey() {
        let keys = Set(ViewerKey.bindings.map(\.key))
        for k in [ViewerKey.toggleDraw, .cycleEffect, .toggleReduceMotion, .nextScene, .toggleAutoTimer, .cycleScope,
                  .togglePause, .stepFrame, .slower, .cycleWeight, .toggleAppearance, .zoomIn, .toggleFullscreen,
                  .screenshot, .toggleHelp, .quit] {
            #expect(keys.contains(k))
        }
    }

    @Test func theViewerIdlesWhenNothingMoves() {
        var o = ViewerOptions(); o.reduceMotion = true; o.scene = .loader
        let still = ViewerState(options: o)
        #expect(still.frameDemand(at: 10) == .idle)
        var paused = ViewerState()
        paused.apply(.togglePause, at: 1)
        #expect(paused.frameDemand(at: 5) == .idle)
        // The seed starts drawn and still: sleep until the timer's first toggle, then animate.
        #expect(ViewerState().frameDemand(at: 0.5) == .at(1.8))
        var toggled = ViewerState(); toggled.advance(to: 1.9)
        #expect(toggled.frameDemand(at: 1.9) == .continuous)
        var loader = ViewerState(); loader.apply(.showLoaderScene, at: 0)
        #expect(loader.frameDemand(at: 50) == .continuous)
    }

    @Test func aSettledDrawOnSceneSleepsUntilTheTimersNextToggle() {
        var s = ViewerState()
        s.apply(.toggleDraw, at: 0)           // Draw Off at 0; the timer fires at 1.3.
        s.apply(.slower, at: 0)                // scene runs at half speed: 1.3 scene s = 2.6 wall s
        s.advance(to: 0.001)
        // Still settling right after the toggle.
        #expect(s.frameDemand(at: 0.01) == .continuous)
        var calm = ViewerState(); calm.apply(.toggleAutoTimer, at: 0)
        calm.advance(to: 10)
        #expect(calm.frameDemand(at: 10) == .idle)
    }
}

@Suite struct ViewerOptionsTests {
    @Test func optionsParseIntoTheInitialState() throws {
        let o = try ViewerOptions.parse(["--scene", "loader", "--reduce-motion", "--effect", "both", "--size", "1280x800",
                                         "--zoom", "2", "--dark", "--quit-after", "3", "--stats"])
        #expect(o.scene == .loader && o.reduceMotion && o.heroEffect == .both)
        #expect(o.width == 1280 && o.height == 800 && o.zoom == 2 && o.appearance == .dark)
        #expect(o.quitAfter == 3 && o.printsStats)
    }

    @Test func symbolsAndSvgFilesReplaceTheGrid() throws {
        #expect(try ViewerOptions.parse(["--symbols", "wind,sun.max"]).symbols == [.catalog("wind"), .catalog("sun.max")])
        #expect(try ViewerOptions.parse(["--svg", "a.svg", "b.svg", "--dark"]).symbols == [.file("a.svg"), .file("b.svg")])
        #expect(try ViewerOptions.parse(["--symbols", "wind", "--svg", "a.svg"]).symbols == [.catalog("wind"), .file("a.svg")])
    }

    @Test func mistakesSayWhatWasExpected() {
        #expect { try ViewerOptions.parse(["--scene", "beach"]) } throws: { "\($0)".contains("draw-on, loader or effects") }
        #expect { try ViewerOptions.parse(["--size", "big"]) } throws: { "\($0)".contains("WIDTHxHEIGHT") }
        #expect { try ViewerOptions.parse(["--svg"]) } throws: { "\($0)".contains("FILE") }
        #expect { try ViewerOptions.parse(["--frobnicate"]) } throws: { "\($0)".contains("unknown option") }
    }

    @Test(arguments: [["--size", "100xfoox200"], ["--size", "nanxnan"], ["--size", "1e300x1e300"], ["--zoom", "inf"],
                      ["--zoom", "nan"], ["--quit-after", "inf"], ["--quit-after", "1e300"], ["--quit-after", "nan"]])
    func absurdNumbersAreRefusedNamingTheOption(_ args: [String]) {
        #expect { try ViewerOptions.parse(args) } throws: { "\($0)".hasPrefix(args.joined(separator: " ") + ":") }
    }

    @Test(arguments: ["--symbols", "--scene", "--effect", "--size", "--zoom", "--quit-after"])
    func anOptionFollowedByAnotherOptionSaysItNeedsAValue(_ flag: String) {
        #expect { try ViewerOptions.parse([flag, "--dark"]) } throws: {
            "\($0)".hasPrefix("\(flag) needs a value") && "\($0)".contains("'--dark'")
        }
        #expect { try ViewerOptions.parse([flag]) } throws: { "\($0)" == "\(flag) needs a value" }
    }
}
