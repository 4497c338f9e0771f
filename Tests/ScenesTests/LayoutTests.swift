import Testing
import Geometry
import Typography
@testable import Scenes

@Suite struct LayoutTests {
    @Test func anIPhoneWidthFitsThreeColumnsAndTwoRows() {
        #expect(DrawOnGridLayout.columnCount(width: 390) == 3)
        let cells = DrawOnGridLayout.cells(count: 6, width: 390, height: 844)
        #expect(Set(cells.map(\.y)).count == 2)
        // Vertically centred: equal space above and below the grid.
        let top = cells.map(\.minY).min()!, bottom = cells.map(\.maxY).max()!
        #expect(abs(top - (844 - bottom)) < 1e-9)
        #expect(abs(bottom - top - (2 * 104 + 28)) < 1e-9)
    }

    @Test func cellsAreNeverNarrowerThanTheMinimumAndNeverOverlap() {
        for width in stride(from: 160.0, through: 2000, by: 37) {
            let cells = DrawOnGridLayout.cells(count: 6, width: width, height: 800)
            let columns = DrawOnGridLayout.columnCount(width: width)
            if columns > 1 { #expect(cells[0].width >= DrawOnGridLayout.minimumCellWidth - 1e-9) }
            for (a, b) in zip(cells, cells.dropFirst()) where a.y == b.y {
                #expect(b.minX >= a.maxX + DrawOnGridLayout.columnSpacing - 1e-9)
            }
            #expect(cells.allSatisfy { $0.minX >= DrawOnGridLayout.padding - 1e-9 && $0.maxX <= width - DrawOnGridLayout.padding + 1e-9 })
        }
    }

    @Test func aShortRowIsCentredInAWideWindow() {
        // Swept over desktop widths and symbol counts: a single row shorter than the columns sits
        // in the middle, its cells keep the grid's width and spacing.
        for width in stride(from: DrawOnGridLayout.phoneWidth + 1, through: 2560, by: 53) {
            let columns = DrawOnGridLayout.columnCount(width: width)
            for count in 1..<max(2, columns) where count < columns {
                let cells = DrawOnGridLayout.cells(count: count, width: width, height: 800)
                let left = cells.first!.minX, right = width - cells.last!.maxX
                #expect(abs(left - right) < 1e-9, "width \(width), \(count) symbols")
                #expect(Set(cells.map(\.y)).count == 1)
            }
        }
        // The seed's six in a 1280-point window: both halves of the window hold three.
        let six = DrawOnGridLayout.cells(count: 6, width: 1280, height: 800)
        #expect(six.filter { $0.center.x < 640 }.count == 3)
    }

    @Test func atPhoneWidthsTheGridIsSwiftUIs() {
        // Two symbols in an iPhone-wide window start at the left padding, as a LazyVGrid puts them.
        for width in [320.0, 375, 390, 430] {
            let cells = DrawOnGridLayout.cells(count: 2, width: width, height: 844)
            #expect(cells[0].minX == DrawOnGridLayout.padding)
        }
    }

    @Test func theLoaderStackIsCentredWithTheSeedsSpacing() {
        let l = LoaderLayout(width: 390, height: 844)
        #expect(l.heroCenter.x == 195)
        #expect(l.loaderCenters.count == 4)
        let side = 34 * SymbolCue.boxPerPoint
        #expect(abs(l.loaderCenters[1].x - l.loaderCenters[0].x - (side + 40)) < 1e-9)
        #expect(abs((l.loaderCenters[0].x + l.loaderCenters[3].x) / 2 - 195) < 1e-9)
        let top = l.heroCenter.y - 130 * SymbolCue.boxPerPoint / 2, bottom = l.loaderCenters[0].y + side / 2
        #expect(abs(top - (844 - bottom)) < 1e-9)
    }
}

@Suite(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-comfortaa fonts-dejavu-core)")) struct SceneComposerTests {
    let composer = SceneComposer(fonts: try! FontBook.standard())

    func symbols(_ frame: SceneFrame) -> [SymbolCue] {
        frame.items.compactMap { if case .symbol(let c) = $0 { return c } else { return nil } }
    }
    func texts(_ frame: SceneFrame) -> [TextCue] {
        frame.items.compactMap { if case .text(let c) = $0 { return c } else { return nil } }
    }

    @Test func theDrawOnSceneShowsSixWhiteMediumLargeSymbolsOverTheGradient() {
        let f = composer.compose(ViewerState(), at: 0, width: 780, height: 1688, displayScale: 2)
        guard case .verticalGradient(let top, let bottom) = f.items.first else { Issue.record("no gradient"); return }
        #expect(top.b > top.r && bottom.r == 0 && bottom.b == 0)
        let s = symbols(f)
        #expect(s.map(\.source.name) == ["signature", "scribble", "wind", "sun.max", "cloud.rain", "checkmark.circle"])
        #expect(s.allSatisfy { $0.tint == .white && $0.weight == .medium && $0.scale == .large && $0.pointSize == 68 })
    }

    @Test func theLoaderSceneHasTheSeedsTextColoursAndLoaders() {
        var state = ViewerState(); state.apply(.showLoaderScene, at: 0)
        let light = composer.compose(state, at: 0, width: 390, height: 844)
        #expect(texts(light).map(\.text).prefix(2) == ["Working on it", "Breathe, rotate or both"])
        #expect(texts(light)[0].color == SystemColor.label.resolved(.light))
        #expect(texts(light)[1].color.a == 0.6)
        let s = symbols(light)
        #expect(s.map(\.source.name) == ["sparkles", "gearshape.2.fill", "arrow.trianglehead.2.clockwise", "heart.fill", "fan.fill"])
        #expect(s.allSatisfy { $0.rendering == .hierarchical })
        #expect(s[0].tint == SystemColor.purple.resolved(.light) && s[0].pointSize == 130)
        state.apply(.toggleAppearance, at: 0)
        let dark = composer.compose(state, at: 0, width: 390, height: 844)
        guard case .background(let bg) = dark.items.first else { Issue.record("no background"); return }
        #expect(bg.r == 0 && bg.g == 0 && bg.b == 0)
        #expect(texts(dark)[0].color == SystemColor.label.resolved(.dark))
    }

    @Test func aFewSymbolsInALargeWindowAreDrawnLarger() {
        // The seed's six at phone size: as designed.
        #expect(DrawOnGridLayout.zoom(count: 6, width: 390, height: 844) == 1)
        // In a desktop window, larger, in one row as before, and still inside the window.
        for (w, h) in [(1280.0, 800.0), (1920, 1080)] {
            let zoom = DrawOnGridLayout.zoom(count: 6, width: w, height: h)
            #expect(zoom >= 1.5 && zoom <= DrawOnGridLayout.largestZoom)
            let f = composer.compose(ViewerState(options: { var o = ViewerOptions(); o.width = w; o.height = h; return o }(), startingAt: 0),
                                     at: 0, width: Int(w), height: Int(h))
            let s = symbols(f)
            #expect(s.count == 6 && s.allSatisfy { $0.pointSize == 34 * zoom && $0.center.y == s[0].center.y })
            #expect(s.allSatisfy { $0.center.x > 0 && $0.center.x < w })
        }
        // An icon set that scrolls anyway keeps the seed's size.
        #expect(DrawOnGridLayout.zoom(count: 400, width: 1920, height: 1080) == 1)
        // The loader's stack grows with a desktop window too, and stays the seed's on a phone.
        #expect(LoaderLayout.zoom(width: 390, height: 844) == 1)
        #expect(LoaderLayout.zoom(width: 1920, height: 1080) > 1.5)
        var loader = ViewerState(options: { var o = ViewerOptions(); o.width = 1920; o.height = 1080; return o }(), startingAt: 0)
        loader.apply(.showLoaderScene, at: 0)
        let hero = symbols(composer.compose(loader, at: 0, width: 1920, height: 1080))[0]
        #expect(hero.pointSize == LoaderLayout.heroPointSize * LoaderLayout.zoom(width: 1920, height: 1080))
    }

    @Test func smallTextIsSetInThePlainLabelFaceAndTheHelpPanelIsOpaque() {
        var state = ViewerState()
        state.apply(.toggleHelp, at: 0)
        let f = composer.compose(state, at: 0, width: 1280, height: 800)
        // The key names ("Space", "Tab") at 14 px: the label face, not the rounded one.
        let keys = texts(f).filter { $0.text.hasPrefix("Space") || $0.text.hasSuffix("Tab") }
        #expect(keys.count == 2 && keys.allSatisfy { $0.role == .label })
        let panels = f.items.compactMap { if case .panel(_, _, let c) = $0 { return c } else { return nil } }
        #expect(panels.contains { $0.a == 1 })
    }

    @Test func eInTheDrawOnSceneSaysWhereTheEffectShows() {
        var state = ViewerState()
        state.apply(.cycleEffect, at: 1)
        #expect(state.toast?.text.contains("loader") == true)
        state.apply(.showLoaderScene, at: 2)
        state.apply(.cycleEffect, at: 3)
        #expect(state.toast?.text == "Effect: both")
    }

    @Test func theTitleIsCentredOnTheStack() throws {
        var state = ViewerState(); state.apply(.showLoaderScene, at: 0)
        let f = composer.compose(state, at: 0, width: 390, height: 844)
        let title = texts(f)[0]
        let width = composer.fonts.title.width(of: title.text, pixelSize: title.pixelSize)
        #expect(abs(title.origin.x + width / 2 - 195) < 0.5)
    }

    @Test func reduceMotionStopsTheLoadersAndEChangesOnlyTheHero() {
        var state = ViewerState(); state.apply(.showLoaderScene, at: 0)
        state.apply(.cycleEffect, at: 1)
        state.apply(.toggleReduceMotion, at: 2)
        let s = symbols(composer.compose(state, at: 3, width: 390, height: 844))
        guard case .loader(let hero) = s[0].motion, case .loader(let gear) = s[1].motion else { Issue.record(); return }
        #expect(hero.map(\.effect) == [.breathe, .rotate, nil])
        #expect(gear.map(\.effect) == [.rotate, nil])
    }

    @Test func aStateWithoutOverlaysShowsNeitherToastNorHelp() {
        var state = ViewerState()
        state.apply(.toggleHelp, at: 1)
        state.apply(.cycleScope, at: 1)
        #expect(!texts(composer.compose(state, at: 1.1, width: 400, height: 800)).isEmpty)
        #expect(texts(composer.compose(state.withoutOverlays, at: 1.1, width: 400, height: 800)).isEmpty)
        #expect(state.withoutOverlays.scope == state.scope)
    }

    @Test func theToastAndHelpAppearOnlyWhenAsked() {
        var state = ViewerState()
        #expect(composer.compose(state, at: 0, width: 400, height: 800).items.count == 7)
        state.apply(.cycleScope, at: 1)
        #expect(texts(composer.compose(state, at: 1.5, width: 400, height: 800)).map(\.text) == ["Scope: whole symbol"])
        #expect(texts(composer.compose(state, at: 3, width: 400, height: 800)).isEmpty)
        state.apply(.toggleHelp, at: 3)
        // The heading, and each row's keys and summary (a long summary wraps onto more lines).
        let help = texts(composer.compose(state, at: 3, width: 400, height: 800)).map(\.text)
        #expect(help.first == SceneComposer.helpHeading && help.count >= 1 + 2 * ViewerKey.bindings.count)
        #expect(ViewerKey.bindings.allSatisfy { help.contains($0.keys) })
    }
}

@Suite(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-comfortaa fonts-dejavu-core)")) struct ToastLayoutTests {
    let composer = SceneComposer(fonts: try! FontBook.standard())

    @Test func aLongToastWrapsToStayInsideANarrowWindowAtItsOwnSize() {
        var state = ViewerState()
        let message = "Saved /home/ada/Videos/symbolview-2026-11-29-140947.mp4 (59 frames, 1 dropped)"
        state.showToast(message, at: 1)
        for width in [390, 320, 240] {
            let f = composer.compose(state, at: 1.1, width: width, height: 844)
            let panels = f.items.compactMap { if case .panel(let r, _, _) = $0 { return r } else { return nil } }
            let text = f.items.compactMap { if case .text(let c) = $0 { return c } else { return nil } }
            #expect(panels.count == 1 && text.count >= 2)
            guard let box = panels.first else { continue }
            // A margin on every side: the panel does not touch the window's edges.
            #expect(box.x >= 16 - 1e-9 && box.x + box.width <= Double(width) - 16 + 1e-9 && box.maxY <= 844 - 16 + 1e-9)
            for cue in text {
                // Legible: the toast's own size, never shrunk.
                #expect(cue.pixelSize == 13)
                let textWidth = composer.fonts.body.width(of: cue.text, pixelSize: cue.pixelSize)
                #expect(cue.origin.x >= box.x && cue.origin.x + textWidth <= box.x + box.width + 1e-9)
                #expect(cue.origin.y > box.minY && cue.origin.y < box.maxY)
            }
            // Nothing is lost: the lines are the message, broken at spaces and slashes.
            #expect(text.map(\.text).joined().replacingOccurrences(of: " ", with: "") == message.replacingOccurrences(of: " ", with: ""))
        }
    }

    @Test func zoomChangesTheSceneButNotTheToast() {
        var state = ViewerState()
        for _ in 0..<5 { state.apply(.zoomIn, at: 1) }
        #expect(state.zoom > 3)
        let f = composer.compose(state, at: 1.1, width: 780, height: 1688, displayScale: 2)
        let sizes = f.items.compactMap { if case .text(let c) = $0 { return c.pixelSize } else { return nil } }
        let symbols = f.items.compactMap { if case .symbol(let c) = $0 { return c.pointSize } else { return nil } }
        #expect(sizes == [26])
        #expect(symbols.allSatisfy { $0 > 34 * 2 * 3 })
    }

    @Test func aShortToastKeepsItsSize() {
        var state = ViewerState()
        state.showToast("Dark", at: 1)
        let f = composer.compose(state, at: 1.1, width: 390, height: 844)
        let sizes = f.items.compactMap { if case .text(let c) = $0 { return c.pixelSize } else { return nil } }
        #expect(sizes == [13])
    }
}
