import Testing
import Geometry
import Raster
import SymbolModel
import TestSupport
import Typography
@testable import Scenes

/// The damage-tracking renderer repaints only what changed; its canvas must still equal a whole
/// repaint of the same state and time, pixel for pixel.
@Suite(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-comfortaa fonts-dejavu-core)"))
struct DamageTrackingTests {
    let full = SceneRenderer(composer: SceneComposer(fonts: try! FontBook.standard()), symbolPainter: EngineSymbolPainter())
    let tracking = DamageTrackingRenderer(sceneRenderer: SceneRenderer(composer: SceneComposer(fonts: try! FontBook.standard()),
                                                                      symbolPainter: EngineSymbolPainter()))

    /// Where the two canvases first differ, as a message, or nil when they are equal.
    func firstDifference(_ a: Canvas, _ b: Canvas) -> String? {
        guard a.width == b.width, a.height == b.height else { return "sizes \(a.width)×\(a.height) and \(b.width)×\(b.height)" }
        guard let (x, y) = a.firstDifference(from: b) else { return nil }
        let i = y * a.width + x
        return "pixel (\(x), \(y)): \(String(a.pixels[i], radix: 16)) instead of \(String(b.pixels[i], radix: 16))"
    }

    static let keys: [ViewerKey] = [.toggleDraw, .toggleDraw, .cycleEffect, .toggleReduceMotion, .showDrawOnScene,
                                    .showLoaderScene, .showEffectsScene, .nextScene, .toggleAutoTimer, .cycleScope,
                                    .togglePause, .stepFrame, .slower, .faster, .cycleWeight, .toggleAppearance,
                                    .zoomIn, .zoomOut, .toggleHelp, .scrollUp, .scrollDown, .scrollDown, .pageUp,
                                    .pageDown, .scrollToTop, .scrollToEnd]

    /// Ten thousand keys in forty sessions of two hundred and fifty (a session's history grows with
    /// every key, and every frame reads all of it), each with resizes now and then.
    @Test func tenThousandRandomKeysGiveTheFramesOfAWholeRepaint() throws {
        var random = SeededGenerator(seed: 11)
        var partial = 0, unchanged = 0, compared = 0
        for session in 0..<40 {
            var options = ViewerOptions()
            options.width = 150; options.height = 110
            options.symbols = (0..<30).map { ViewerOptions.seedSymbols[$0 % 6] }
            options.reduceMotion = session % 3 == 0
            options.appearance = session % 2 == 0 ? .light : .dark
            var state = ViewerState(options: options)
            var size = (width: 150, height: 110)
            var wall = 0.0
            for step in 0..<250 {
                if Int.random(in: 0..<100, using: &random) == 0 {
                    // A resize, as the shell reports it.
                    size = (Int.random(in: 100...200, using: &random), Int.random(in: 80...160, using: &random))
                    state.resize(width: Double(size.width), height: Double(size.height))
                } else {
                    state.apply(Self.keys.randomElement(using: &random)!, at: wall)
                }
                // A frame or two until the next key, a display refresh or a longer gap apart.
                for _ in 0..<Int.random(in: 1...2, using: &random) {
                    wall += Bool.random(using: &random) ? 1.0 / 60 : Double.random(in: 0...0.4, using: &random)
                    state.advance(to: wall)
                    let update = tracking.render(state, at: wall, width: size.width, height: size.height)
                    if update.damage.isEmpty { unchanged += 1 } else if !update.isWhole { partial += 1 }
                    for rect in update.damage {
                        #expect(PixelRect(x: 0, y: 0, width: size.width, height: size.height).contains(rect))
                    }
                    guard step % 8 == 0 else { continue }
                    compared += 1
                    let whole = full.render(state, at: wall, width: size.width, height: size.height)
                    if let difference = firstDifference(update.canvas, whole) {
                        Issue.record("session \(session), step \(step), wall \(wall), \(state.scene): \(difference)")
                        return
                    }
                }
            }
        }
        // The run must have exercised partial repaints and still frames, not only whole ones.
        #expect(partial > 1000 && unchanged > 1000 && compared > 1500, "\(partial) partial, \(unchanged) unchanged, \(compared) compared")
    }

    @Test func aStillFrameDamagesNothingAndAToastOnlyItsOwnPlace() {
        var options = ViewerOptions()
        options.scene = .loader
        options.reduceMotion = true
        options.width = 300; options.height = 400
        var state = ViewerState(options: options)
        _ = tracking.render(state, at: 0, width: 300, height: 400)
        #expect(tracking.render(state, at: 0.5, width: 300, height: 400).damage.isEmpty)
        state.showToast("Hello", at: 1)
        let update = tracking.render(state, at: 1, width: 300, height: 400)
        #expect(update.damage.count == 1 && update.damage[0].area < 300 * 400 / 4)
        #expect(update.damage[0].maxY > 300, "the toast sits at the bottom: \(update.damage)")
    }

    @Test func symbolsOutOfSightAreNotComposed() {
        var options = ViewerOptions()
        options.width = 390; options.height = 400
        options.symbols = (0..<600).map { ViewerOptions.seedSymbols[$0 % 6] }
        let state = ViewerState(options: options)
        let frame = full.composer.compose(state, at: 0, width: 390, height: 400)
        let symbols = frame.items.filter { if case .symbol = $0 { return true } else { return false } }.count
        #expect(symbols > 0 && symbols < 40, "\(symbols) symbols composed for a window of four rows")
    }
}

@Suite struct DamageRegionTests {
    @Test func overlappingRectanglesBecomeOneAndDistantOnesStayApart() {
        var region = DamageRegion()
        region.add(PixelRect(x: 0, y: 0, width: 10, height: 10))
        region.add(PixelRect(x: 5, y: 5, width: 10, height: 10))
        region.add(PixelRect(x: 100, y: 100, width: 10, height: 10))
        #expect(region.rects.count == 2)
        #expect(region.covers(PixelRect(x: 0, y: 0, width: 15, height: 15)))
    }

    @Test func aRegionNeverHoldsMoreThanItsLimitAndCoversEverythingAdded() {
        var random = SeededGenerator(seed: 3)
        for limit in [1, 2, 3, 8] {
            var region = DamageRegion(limit: limit)
            var added: [PixelRect] = []
            for _ in 0..<200 {
                let r = PixelRect(x: Int.random(in: 0..<1000, using: &random), y: Int.random(in: 0..<1000, using: &random),
                                  width: Int.random(in: 0..<50, using: &random), height: Int.random(in: 0..<50, using: &random))
                region.add(r)
                added.append(r)
                #expect(region.rects.count <= limit)
            }
            for r in added { #expect(region.covers(r)) }
        }
    }
}

@Suite struct VerticalGradientTests {
    @Test func oneColumnRepeatedGivesThePixelsOfFillingTheWholeFrame() {
        let colours: [(RGBA, RGBA)] = [(RGBA(0.35, 0.34, 0.84), RGBA(0, 0, 0)), (RGBA(1, 0.5, 0), RGBA(0.1, 0.9, 0.3, 0.5))]
        for (top, bottom) in colours {
            for (width, height) in [(1, 1), (7, 300), (390, 844), (1280, 37)] {
                let canvas = Canvas(width: width, height: height, color: Color(bottom))
                let g = LinearGradient(start: Point(0, 0), end: Point(0, Double(height)),
                                       stops: [GradientStop(offset: 0, color: Color(top)), GradientStop(offset: 1, color: Color(bottom))])
                canvas.fill(.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height))), paint: .linearGradient(g))
                let column = SceneRenderer.verticalGradientColumn(top: top, bottom: bottom, height: height)
                let fast = (0..<height).flatMap { y in [UInt32](repeating: column[y], count: width) }
                let equal = fast == canvas.pixels    // (not #expect(==): it would print both frames)
                #expect(equal, "\(width)×\(height)")
            }
        }
    }
}
