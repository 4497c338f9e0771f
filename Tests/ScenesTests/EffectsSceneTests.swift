import Geometry
import SymbolEffects
import Testing
import Typography
@testable import Scenes

/// The effects gallery: its layout, its labels, its keys, and rendered frames in which every tile
/// moves and nothing leaves its tile.
@Suite struct EffectsSceneTests {
    @Test func tilesFitTheWindowInAlignedRowsAndColumnsWithoutOverlapping() {
        for count in [1, 2, 3, 5, 12, 13] {
            for (w, h) in [(390.0, 844.0), (1040, 600), (640, 440), (1920, 1080), (200, 200)] {
                let layout = EffectsGalleryLayout(count: count, width: w, height: h)
                #expect(layout.tiles.count == count)
                for (k, r) in layout.tiles.enumerated() {
                    #expect(r.x >= 0 && r.y >= 0 && r.maxX <= w + 1e-9 && r.maxY <= h + 1e-9, "\(count) in \(w)x\(h): tile \(k)")
                    #expect(abs(r.width - layout.tiles[0].width) < 1e-9 && abs(r.height - layout.tiles[0].height) < 1e-9)
                    // Same column, same x; same row, same y.
                    #expect(abs(r.x - layout.tiles[k % layout.columns].x) < 1e-9)
                    #expect(abs(r.y - layout.tiles[(k / layout.columns) * layout.columns].y) < 1e-9)
                    for other in layout.tiles[(k + 1)...] {
                        #expect(r.maxX <= other.x + 1e-9 || other.maxX <= r.x + 1e-9 || r.maxY <= other.y + 1e-9 || other.maxY <= r.y + 1e-9)
                    }
                }
            }
        }
        // The default window shows the twelve tiles four across at their natural size.
        let wide = EffectsGalleryLayout(count: 12, width: ViewerOptions.effectsSize.width, height: ViewerOptions.effectsSize.height)
        #expect(wide.columns == 4 && wide.factor >= 1)
    }

    @Test func aLargeWindowGetsLargeTilesInTheWindowsShape() {
        // 1920x1080: four across and three down fill the width; three across would leave a
        // wide empty band on each side.
        let full = EffectsGalleryLayout(count: 12, width: 1920, height: 1080)
        #expect(full.columns == 4 && full.rows == 3)
        #expect(full.factor > 1.85)
        let used = full.tiles.last!.maxX - full.tiles[0].x
        #expect(used > 1920 * 0.95)
        // ... with margins on every side in proportion to the tiles: 16 pt at their natural size.
        #expect(full.tiles[0].x >= 16 * full.factor - 1e-9 && full.tiles[0].y >= 16 * full.factor - 1e-9)
        #expect(full.symbolPointSize > 80)
        // Two tiles in a landscape window sit side by side, not stacked.
        let two = EffectsGalleryLayout(count: 2, width: 1040, height: 600)
        #expect(two.columns == 2 && two.rows == 1)
        // ... and stacked in a portrait one.
        #expect(EffectsGalleryLayout(count: 2, width: 390, height: 844).columns == 1)
    }

    @Test func theGridIsCentredWithMarginsInProportionToItsTiles() {
        for count in [1, 2, 5, 12, 13, 30] {
            for (w, h) in [(390.0, 844.0), (640, 440), (1040, 600), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)] {
                let layout = EffectsGalleryLayout(count: count, width: w, height: h)
                let left = layout.tiles.map(\.minX).min()!, right = w - layout.tiles.map(\.maxX).max()!
                let top = layout.tiles.map(\.minY).min()!, bottom = h - layout.tiles.map(\.maxY).max()!
                // Centred both ways (the first row is full, so it spans the grid's width).
                #expect(abs(top - bottom) < 1e-6 && abs(left - right) < 1e-6, "\(count) in \(w)x\(h)")
                // At least the margin, scaled as the tiles are, on every side.
                for margin in [left, right, top, bottom] {
                    #expect(margin >= layout.scaledMargin - 1e-6, "\(count) in \(w)x\(h): \(margin) < \(layout.scaledMargin)")
                }
            }
        }
    }

    @Test func everyTileIsLabelledWithSwiftUICodeThatReadsBackAsItsEffect() throws {
        #expect(GalleryTile("wiggle.left", on: "bell", color: .orange).code(scope: nil) == ".symbolEffect(.wiggle.left, value: n)")
        #expect(GalleryTile("wiggle.left", on: "bell", color: .orange).code(scope: .byLayer) == ".symbolEffect(.wiggle.left.byLayer, value: n)")
        #expect(GalleryTile("breathe", on: "sparkles", color: .purple).code(scope: .individually) == ".symbolEffect(.breathe.individually)")
        // A scope the effect does not take is left out.
        #expect(GalleryTile("rotate", on: "fan.fill", color: .teal).code(scope: .individually) == ".symbolEffect(.rotate)")
        #expect(Set(EffectsGallery.tiles.map(\.spec.effect.kind)) == Set(SymbolEffect.Kind.allCases))
        for tile in EffectsGallery.tiles {
            for scope in [nil] + EffectScope.allCases {
                let code = tile.code(scope: scope)
                // The effect is the first argument: from the first `(.` to the `,` or `)` after it.
                let start = code.range(of: "(.", options: .backwards)!.upperBound
                let effect = code[code.index(before: start)...].prefix { $0 != "," && $0 != ")" }
                let spec = try SymbolEffectSpec.parse(String(effect))
                #expect(spec.effect == EffectsGallery.effect(tile.spec.effect, scope: scope), "\(code)")
            }
        }
    }

    @Test func keyThreeShowsTheGalleryWhereSpaceTicksEveryTileAndLCyclesItsScope() {
        var state = ViewerState()
        state.apply(.showEffectsScene, at: 0)
        #expect(state.scene == .effects)
        #expect(ViewerKey(character: "3") == .showEffectsScene)
        let drawn = state.isDrawnHistory
        state.apply(.toggleDraw, at: 0.5)
        #expect(state.galleryTicks == [0.5] && state.isDrawnHistory == drawn)
        #expect(EffectsGallery.ticks(through: 4.1, manual: state.galleryTicks) == [0, 0.5, 2, 4])
        let scopes = (0..<3).map { k -> EffectScope? in state.apply(.cycleScope, at: 1 + Double(k)); return state.galleryScope }
        #expect(scopes == [.byLayer, .wholeSymbol, nil])
        #expect(state.scope == .byLayer)   // the draw-on scene's scope is its own
        #expect(state.frameDemand(at: 100) == .continuous)
    }

    @Test func effectSpecsOnTheCommandLineFillTheGallery() throws {
        let o = try ViewerOptions.parse(["--effect", "bounce.down", "--effect", ".wiggle.custom(angle: 30)"])
        #expect(o.scene == .effects)
        #expect(o.gallerySpecs.map(\.description) == ["bounce.down", "wiggle.custom(angle: 30.0)"])
        #expect(ViewerState(options: o).galleryTiles.map(\.symbol) == ["wifi", "bell"])
        #expect((o.width, o.height) == ViewerOptions.effectsSize)
        // The hero's words keep their meaning, and --scene wins.
        let loader = try ViewerOptions.parse(["--scene", "loader", "--effect", "rotate", "--effect", "pulse", "--size", "400x500"])
        #expect(loader.scene == .loader && loader.heroEffect == .rotate && loader.gallerySpecs.count == 1)
        #expect((loader.width, loader.height) == (400, 500))
        #expect(throws: ViewerOptionError.self) { try ViewerOptions.parse(["--effect", "bounce.sideways"]) }
        do {
            _ = try ViewerOptions.parse(["--effect", "bounce.sideways"])
        } catch let e as ViewerOptionError {
            #expect(e.description.contains("expected up, down, byLayer or wholeSymbol"))
        }
    }

    /// Every tile's symbol area changes within each 2 s cycle, in every appearance of Reduce
    /// Motion, and nothing is drawn outside the tiles.
    @Test(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-comfortaa fonts-dejavu-core)"),
          arguments: [false, true])
    func everyTileMovesAndStaysInsideItsTile(reduceMotion: Bool) {
        let renderer = SceneRenderer(composer: SceneComposer(fonts: try! FontBook.standard()), symbolPainter: EngineSymbolPainter())
        var options = try! ViewerOptions.parse(["--scene", "effects"])
        options.reduceMotion = reduceMotion
        let state = ViewerState(options: options)
        let (w, h) = (Int(options.width), Int(options.height))
        let layout = EffectsGalleryLayout(count: state.galleryTiles.count, width: options.width, height: options.height)
        var looks = Array(repeating: Set<[UInt32]>(), count: layout.tiles.count)
        var background: [UInt32]?
        for t in stride(from: 2.0, to: 4.0, by: 0.1) {
            let pixels = renderer.render(state, at: t, width: w, height: h).pixels
            for (k, r) in layout.tiles.enumerated() {
                // The symbol's part of the tile, above its title.
                var crop: [UInt32] = []
                for y in Int(r.y)..<Int(r.y + r.height * 0.62) { crop += pixels[(y * w + Int(r.x))..<(y * w + Int(r.maxX))] }
                looks[k].insert(crop)
            }
            // The margins and the gaps between tiles stay the background.
            var outside: [UInt32] = []
            for y in stride(from: 0, to: h, by: 2) {
                for x in stride(from: 0, to: w, by: 2) where !layout.tiles.contains(where: { $0.insetBy(-1).contains(Point(Double(x), Double(y))) }) {
                    outside.append(pixels[y * w + x])
                }
            }
            #expect(Set(outside).count == 1, "at \(t) s something is drawn outside the tiles")
            background = background ?? outside
            #expect(outside == background!)
        }
        for (k, tile) in state.galleryTiles.enumerated() {
            // With Reduce Motion, breathe, rotate and scale hold still, as SwiftUI's do; the rest
            // fade or dim instead of moving.
            let holdsStill: Set<SymbolEffect.Kind> = [.breathe, .rotate, .scale]
            let expected = reduceMotion && holdsStill.contains(tile.spec.effect.kind) ? 1 : 3
            #expect(looks[k].count >= expected, "\(tile.title) (reduce motion \(reduceMotion)): \(looks[k].count) distinct frames in 2 s")
        }
    }
}

private extension Rect {
    func insetBy(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
    func contains(_ p: Point) -> Bool { p.x >= x && p.x < maxX && p.y >= y && p.y < maxY }
}
