import Testing
import Geometry
import Raster
import Typography
@testable import Scenes

/// The draw-on grid scrolls when a whole icon set does not fit the window.
@Suite struct ScrollTests {
    /// A phone-sized window (390 × 844 pt: three columns) holding `count` symbols.
    static func state(count: Int, width: Double = 390, height: Double = 844) -> ViewerState {
        var o = ViewerOptions()
        o.width = width; o.height = height
        o.symbols = (0..<count).map { ViewerOptions.seedSymbols[$0 % 6] }
        return ViewerState(options: o)
    }

    @Test func sixtySymbolsInThreeColumnsScrollByTheGridLessTheWindow() {
        // 20 rows of 104 pt, 19 gaps of 28 pt, 24 pt of padding at both ends, less 844 pt shown.
        let content: Double = 20 * 104 + 19 * 28 + 48
        #expect(Self.state(count: 60).maximumScrollOffset == content - 844)
    }

    @Test func scrollingChangesTheOffsetAndClampsAtBothEnds() {
        var s = Self.state(count: 60)
        s.scroll(by: 100, at: 1)
        #expect(s.scrollOffset == 100)
        s.apply(.scrollDown, at: 2)
        #expect(s.scrollOffset == 100 + ViewerState.lineScroll)
        s.scroll(by: -10_000, at: 3)
        #expect(s.scrollOffset == 0)
        s.apply(.scrollUp, at: 4)
        #expect(s.scrollOffset == 0)
        s.apply(.scrollToEnd, at: 5)
        #expect(s.scrollOffset == s.maximumScrollOffset)
        s.apply(.pageDown, at: 6)
        s.scroll(by: 7, at: 7)
        #expect(s.scrollOffset == s.maximumScrollOffset)
        s.apply(.pageUp, at: 8)
        #expect(s.scrollOffset == s.maximumScrollOffset - (844 - ViewerState.lineScroll))
        s.apply(.scrollToTop, at: 9)
        #expect(s.scrollOffset == 0)
    }

    @Test func everyScrollStaysWithinTheContent() {
        // A sweep of wheel steps, keys, resizes and zooms: the offset never leaves 0...maximum.
        var s = Self.state(count: 90)
        let keys: [ViewerKey] = [.scrollDown, .pageDown, .zoomIn, .scrollUp, .scrollToEnd, .zoomOut, .pageUp, .zoomOut]
        for i in 0..<400 {
            let wall = Double(i) / 10
            switch i % 5 {
            case 0: s.scroll(by: Double((i * 7919) % 600) - 250, at: wall)
            case 1: s.apply(keys[i % keys.count], at: wall)
            case 2: s.resize(width: 160 + Double((i * 104_729) % 1800), height: 160 + Double((i * 1_299_709) % 1400))
            default: s.scroll(by: Double(i % 3) * 1.5, at: wall)
            }
            #expect(s.scrollOffset >= 0 && s.scrollOffset <= s.maximumScrollOffset, "step \(i)")
        }
    }

    @Test func withContentThatFitsScrollingDoesNothing() {
        var s = Self.state(count: 6)
        #expect(s.maximumScrollOffset == 0)
        for key in [ViewerKey.scrollDown, .pageDown, .scrollToEnd, .scrollUp, .pageUp] {
            s.apply(key, at: 1)
            #expect(s.scrollOffset == 0)
        }
        s.scroll(by: 500, at: 2)
        #expect(s.scrollOffset == 0)
        // And the seed's grid stays centred.
        let cells = DrawOnGridLayout.cells(count: 6, width: 390, height: 844, scrollOffset: 500)
        #expect(cells == DrawOnGridLayout.cells(count: 6, width: 390, height: 844))
    }

    @Test func aResizeOrAZoomClampsTheOffsetAgain() {
        var s = Self.state(count: 60)
        s.apply(.scrollToEnd, at: 1)
        s.resize(width: 390, height: 1600)
        #expect(s.scrollOffset == s.maximumScrollOffset && s.scrollOffset == 2660 - 1600)
        s.resize(width: 1280, height: 760)          // eleven columns, six rows: 5 * 132 + 104 = 764 > 760
        #expect(s.scrollOffset == 764 + 48 - 760)
        s.apply(.zoomOut, at: 2)                    // everything fits at 80 %
        #expect(s.scrollOffset == 0 && s.maximumScrollOffset == 0)
    }

    @Test func aTallGridStartsAtTheTopPaddingAndMovesUpByTheOffset() {
        let top = DrawOnGridLayout.cells(count: 60, width: 390, height: 844)
        #expect(top[0].minY == DrawOnGridLayout.padding)
        let scrolled = DrawOnGridLayout.cells(count: 60, width: 390, height: 844, scrollOffset: 300)
        #expect(zip(top, scrolled).allSatisfy { $0.minY - $1.minY == 300 && $0.minX == $1.minX })
        let end = DrawOnGridLayout.cells(count: 60, width: 390, height: 844, scrollOffset: .infinity)
        #expect(abs(end.last!.maxY - (844 - DrawOnGridLayout.padding)) < 1e-9)
    }

    @Test func scrollingOnTheLoaderSceneChangesNothing() {
        var s = Self.state(count: 60)
        s.apply(.showLoaderScene, at: 0)
        s.apply(.pageDown, at: 1)
        s.scroll(by: 100, at: 2)
        #expect(s.scrollOffset == 0)
    }
}

@Suite(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-comfortaa fonts-dejavu-core)")) struct ScrolledFrameTests {
    let renderer = SceneRenderer(composer: SceneComposer(fonts: try! FontBook.standard()), symbolPainter: EngineSymbolPainter())

    @Test func theRenderedGridMovesByTheScrolledAmountOverAFixedGradient() {
        // At 2× a scroll of 50 pt moves the symbols up 100 px; the gradient stays where it was.
        var o = ViewerOptions()
        o.width = 195; o.height = 422; o.zoom = 1
        o.symbols = (0..<24).map { ViewerOptions.seedSymbols[$0 % 6] }
        var state = ViewerState(options: o)
        let (w, h, shift) = (390, 844, 100)
        let before = renderer.render(state, at: 1, width: w, height: h, displayScale: 2).pixels
        state.scroll(by: 50, at: 1)
        #expect(state.scrollOffset == 50)
        let after = renderer.render(state, at: 1, width: w, height: h, displayScale: 2).pixels
        let changed = before != after      // (not #expect(before != after): it would print both frames)
        #expect(changed)
        #expect(before[0] == after[0] && before[w * (h - 1)] == after[w * (h - 1)])
        var white = 0, moved = 0
        for y in 0..<(h - shift) {
            for x in 0..<w where SceneRendererTests.isWhite(before[(y + shift) * w + x]) {
                white += 1
                if SceneRendererTests.isWhite(after[y * w + x]) { moved += 1 }
            }
        }
        #expect(white > 1000)
        #expect(Double(moved) >= 0.99 * Double(white), "\(moved) of \(white) white pixels moved by \(shift) px")
    }

    /// Rows that fit once the padding gives way are centred, not scrolled; and one row in a
    /// window shorter than a cell (a small GIF of one symbol) keeps the symbol in the middle.
    @Test func rowsThatFitWithoutPaddingAndASingleRowStayCentred() {
        #expect(DrawOnGridLayout.maximumScrollOffset(count: 66, width: 1280, height: 800) == 0)
        let rows = DrawOnGridLayout.cells(count: 66, width: 1280, height: 800)
        #expect(abs((rows.first!.minY + rows.last!.maxY) / 2 - 400) < 1e-9)
        let one = DrawOnGridLayout.cells(count: 1, width: 80, height: 80, scrollOffset: 50)
        #expect(DrawOnGridLayout.maximumScrollOffset(count: 1, width: 80, height: 80) == 0)
        #expect(abs(one[0].center.y - 40) < 1e-9)
    }
}
