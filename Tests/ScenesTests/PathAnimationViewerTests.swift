import Testing
import SymbolEffects
import SymbolModel
@testable import Scenes

/// `.gpa` icons in the viewer's grid: the digit keys switch their state instead of the scene,
/// Space draws them out and back in, and the grid's cues carry the switches.
@Suite struct PathAnimationViewerTests {
    static func state(files: [String]) throws -> ViewerState {
        ViewerState(options: try ViewerOptions.parse(files))
    }

    @Test func aGPAFileOnTheCommandLineJoinsTheGrid() throws {
        let options = try ViewerOptions.parse(["icons/refresh.gpa", "--svg", "b.svg", "c.GPA"])
        #expect(options.symbols == [.file("icons/refresh.gpa"), .file("b.svg"), .file("c.GPA")])
        #expect(options.symbols.map { options.pathAnimations.contains($0) } == [true, false, true])
        #expect(throws: ViewerOptionError.self) { try ViewerOptions.parse(["notes.txt"]) }
    }

    @Test func digitKeysSwitchStatesInsteadOfScenes() throws {
        var s = try Self.state(files: ["a.gpa"])
        s.apply(ViewerKey(character: "2")!, at: 1)
        s.apply(ViewerKey(character: "7")!, at: 2)
        s.apply(ViewerKey(character: "0")!, at: 3)
        #expect(s.scene == .drawOn)
        #expect(s.stateSwitches.map(\.state) == [2, 7, 0])
        #expect(s.stateSwitches.map(\.time) == [1, 2, 3])
        #expect(s.toast?.text == "State 0")
    }

    @Test func withoutGPAIconsDigitsKeepSwitchingScenes() {
        var s = ViewerState()
        s.apply(ViewerKey(character: "2")!, at: 1)
        s.apply(ViewerKey(character: "7")!, at: 2)
        #expect(s.scene == .loader)
        #expect(s.stateSwitches.isEmpty)
    }

    @Test func spaceDrawsTheIconsOutAndBackInToTheirLastState() throws {
        var s = try Self.state(files: ["a.gpa"])
        s.apply(.toggleDraw, at: 1)
        s.apply(.toggleDraw, at: 2)
        s.apply(ViewerKey(character: "3")!, at: 3)
        s.apply(.toggleDraw, at: 4)
        s.apply(.toggleDraw, at: 5)
        #expect(s.stateSwitches.map(\.state) == [GPAState.unset, ViewerState.iconsOwnState, 3, GPAState.unset, 3])
    }

    /// Before any switch the icons show their own state: one press of Space draws them out, and
    /// the next brings that state back.
    @Test func theFirstSpaceDrawsTheIconsOutOfTheirOwnState() throws {
        var s = try Self.state(files: ["a.gpa"])
        s.apply(.toggleDraw, at: 1)
        #expect(s.stateSwitches.map(\.state) == [GPAState.unset])
        s.apply(.toggleDraw, at: 2)
        #expect(s.stateSwitches.map(\.state) == [GPAState.unset, ViewerState.iconsOwnState])
    }

    @Test func gridCuesOfGPAFilesCarryTheSwitchesUpToTheFrame() throws {
        var s = try Self.state(files: ["a.gpa", "--svg", "b.svg"])
        s.apply(ViewerKey(character: "1")!, at: 1)
        s.apply(ViewerKey(character: "2")!, at: 3)
        let motion = s.pathAnimationMotion(atScene: 2)
        #expect(motion == .pathAnimation(switches: [StateSwitch(time: 1, state: 1)], reduceMotion: false))
        #expect(s.frameDemand(at: 100) == .continuous)
    }
}
