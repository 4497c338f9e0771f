import SymbolEffects
import Testing
import Typography
@testable import Scenes

/// Live reload in the functional core: what a save does to the state and to the frame.
@Suite struct ReloadTests {
    let file = SymbolSource.file("/icons/a.svg"), other = SymbolSource.file("/icons/b.svg")

    func state() throws -> ViewerState {
        ViewerState(options: try ViewerOptions.parse(["--svg", "/icons/a.svg", "/icons/b.svg", "--watch"]), startingAt: 0)
    }

    @Test func aReloadedSymbolDrawsOnAgainFromItsReload() throws {
        var s = try state()
        s.symbolReloaded(file, at: 5)
        let grid = s.drawHistory(throughScene: 5.5)
        let mine = s.drawHistory(of: file, grid: grid)
        // Off until the reload, drawn from then: a Draw On that starts at the save.
        #expect(mine.value(at: 4.99) == false)
        #expect(mine.value(at: 5) == true)
        // The others keep the grid's history.
        #expect(s.drawHistory(of: other, grid: grid) == grid)
        // A reload is a change: the frames animate while it settles.
        #expect(s.frameDemand(at: 5.1) == .continuous)
    }

    @Test func aReloadWhileTheGridIsDrawnOffStillShowsTheNewDrawing() throws {
        var s = try state()
        s.apply(.toggleAutoTimer, at: 0.1)
        s.apply(.toggleDraw, at: 0.2)  // drawn off
        s.symbolReloaded(file, at: 3)
        let grid = s.drawHistory(throughScene: 4)
        #expect(grid.value(at: 4) == false)
        #expect(s.drawHistory(of: file, grid: grid).value(at: 4) == true)
        // The next toggle of the grid (Draw On) leaves it drawn; the one after draws it off too.
        s.apply(.toggleDraw, at: 6)
        s.apply(.toggleDraw, at: 9)
        let later = s.drawHistory(of: file, grid: s.drawHistory(throughScene: 10))
        #expect(later.value(at: 7) == true)
        #expect(later.value(at: 9.5) == false)
    }

    @Test func whilePausedAReloadDoesNotRestartTheDraw() throws {
        var s = try state()
        s.apply(.togglePause, at: 1)
        s.symbolReloaded(file, at: 2)
        #expect(s.reloads.isEmpty)
    }

    @Test func aBrokenSaveIsShownUntilAGoodOne() throws {
        var s = try state()
        s.symbolFailedToReload(file, message: "a.svg line 3, <path>: bad", at: 1)
        s.symbolFailedToReload(other, message: "b.svg line 1: malformed", at: 1.5)
        s.symbolFailedToReload(file, message: "a.svg line 4, <path>: worse", at: 2)
        #expect(s.reloadErrors.map(\.message) == ["a.svg line 4, <path>: worse", "b.svg line 1: malformed"])
        // Recordings and screenshots leave the banner out, like toasts.
        #expect(s.withoutOverlays.reloadErrors.isEmpty)
        s.symbolReloaded(file, at: 3)
        #expect(s.reloadErrors.map(\.source) == [other])
    }

    @Test(.enabled(if: fontsAreInstalled, "needs the fonts (apt-get install fonts-comfortaa fonts-dejavu-core)"))
    func theErrorBannerNamesTheFileAndFitsTheWindow() throws {
        let composer = SceneComposer(fonts: try FontBook.standard())
        var s = try state()
        let message = "a.svg line 3, <path>: path data offset 14: expected a number after 'L', found 'Q'" + String(repeating: " and more", count: 20)
        s.symbolFailedToReload(file, message: message, at: 1)
        s.symbolFailedToReload(other, message: "b.svg: malformed", at: 1)
        let frame = composer.compose(s, at: 1, width: 390, height: 844)
        let texts = frame.items.compactMap { item -> TextCue? in if case .text(let t) = item { return t } else { return nil } }
        // The message wraps onto lines of the banner's own size; one too long for four lines
        // ends in an ellipsis (the terminal has it whole).
        let start = try #require(texts.firstIndex { $0.text.hasPrefix("a.svg line 3") })
        let banner = Array(texts[start...].prefix { $0.pixelSize == texts[start].pixelSize && $0.origin.x == texts[start].origin.x })
        #expect(banner.count == 4)
        #expect(banner.last?.text.hasSuffix("…") == true)
        #expect(banner.allSatisfy { $0.pixelSize == 13 })
        #expect(banner.allSatisfy { composer.fonts.body.width(of: $0.text, pixelSize: $0.pixelSize) <= 390 - 16 })
        #expect(banner.map(\.text).joined(separator: " ").hasPrefix("a.svg line 3, <path>: path data offset 14: expected a number after 'L', found 'Q'"))
        // Without errors, no banner.
        let clean = composer.compose(try state(), at: 1, width: 390, height: 844)
        #expect(!clean.items.contains { if case .text(let t) = $0 { return t.text.hasPrefix("a.svg") } else { return false } })
    }
}
