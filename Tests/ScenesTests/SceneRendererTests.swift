import Testing
import Raster
import Typography
@testable import Scenes

@Suite(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-comfortaa fonts-dejavu-core)")) struct SceneRendererTests {
    let renderer = SceneRenderer(composer: SceneComposer(fonts: try! FontBook.standard()), symbolPainter: EngineSymbolPainter())

    func frame(_ state: ViewerState, at wall: Double, width: Int = 390, height: Int = 844) -> [UInt32] {
        renderer.render(state, at: wall, width: width, height: height).pixels
    }

    static func channels(_ p: UInt32) -> (r: Int, g: Int, b: Int) {
        (Int(p >> 16 & 255), Int(p >> 8 & 255), Int(p & 255))
    }

    /// Near-white: the symbols' colour; the indigo-to-black gradient never gets there.
    static func isWhite(_ p: UInt32) -> Bool {
        let c = channels(p)
        return c.r > 200 && c.g > 200 && c.b > 200
    }

    @Test func theDrawOnFrameAtTheStartOfDrawOnHasNoWhitePixels() {
        let state = ViewerState()                  // timer: Draw Off at 1.8 s, Draw On at 3.1 s
        #expect(frame(state, at: 1.0).contains(where: Self.isWhite))
        #expect(!frame(state, at: 3.1).contains(where: Self.isWhite))
        let drawing = frame(state, at: 3.4).filter(Self.isWhite).count
        let drawn = frame(state, at: 1.0).filter(Self.isWhite).count
        #expect(drawing > 0 && drawing < drawn)
    }

    @Test func aReduceMotionSequenceChangesOnlyOpacity() {
        var options = ViewerOptions(); options.reduceMotion = true
        var state = ViewerState(options: options)
        state.apply(.toggleDraw, at: 1)            // fades out
        let shown = frame(state, at: 0.5)
        let hidden = frame(state, at: 4)
        // Every frame of the fade is shown·α + hidden·(1−α) with one α for the whole frame.
        var alphas: [Double] = []
        for wall in stride(from: 1.0, through: 2.0, by: 0.05) {
            let f = frame(state, at: wall)
            var sum = 0.0, n = 0.0, worst = 0.0
            var samples: [(Double, Double)] = []
            // Above the toast that names the toggle.
            for i in stride(from: 0, to: 390 * 700, by: 3) {
                let a = Self.channels(shown[i]), b = Self.channels(hidden[i]), c = Self.channels(f[i])
                let d = Double(a.r - b.r + a.g - b.g + a.b - b.b)
                guard abs(d) > 120 else { continue }
                samples.append((Double(c.r - b.r + c.g - b.g + c.b - b.b) / d, d))
            }
            for (alpha, _) in samples { sum += alpha; n += 1 }
            let mean = sum / max(n, 1)
            for (alpha, _) in samples { worst = max(worst, abs(alpha - mean)) }
            #expect(n > 100)
            #expect(worst < 0.05, "at \(wall) s a pixel strays \(worst) from the frame's opacity \(mean)")
            alphas.append(mean)
        }
        #expect(alphas.first! > 0.9 && alphas.last! < 0.1)
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $1 <= $0 + 0.02 })
    }

    @Test func aHeavierWeightAndAZoomDrawMoreWhite() {
        var state = ViewerState()
        let medium = frame(state, at: 1).filter(Self.isWhite).count
        for _ in 0..<8 { state.apply(.cycleWeight, at: 1) }   // ultralight … heavy
        #expect(state.weight == .heavy)
        let heavy = frame(state, at: 1.5).filter(Self.isWhite).count
        #expect(Double(heavy) > Double(medium) * 1.2)
        var zoomed = ViewerState()
        zoomed.apply(.zoomIn, at: 1)
        let big = frame(zoomed, at: 1.5).filter(Self.isWhite).count
        #expect(Double(big) > Double(medium) * 1.3)
    }

    @Test func theScopeChangesTheMiddleOfADrawButNotItsEnds() {
        let byLayer = ViewerState()
        var whole = ViewerState()
        whole.apply(.cycleScope, at: 0)
        #expect(whole.scope == .wholeSymbol)
        // Draw On starts at 3.1 s (the seed's timer); compare above the toast.
        func top(_ f: [UInt32]) -> ArraySlice<UInt32> { f[0..<(390 * 700)] }
        #expect(top(frame(byLayer, at: 3.35)) != top(frame(whole, at: 3.35)))
        #expect(top(frame(byLayer, at: 1.0)) == top(frame(whole, at: 1.0)))
    }

    @Test func eChangesTheHeroButNotTheRow() {
        var breathe = ViewerState(); breathe.apply(.showLoaderScene, at: 0)
        var rotate = breathe; rotate.apply(.cycleEffect, at: 0)
        let a = frame(breathe, at: 0.6), b = frame(rotate, at: 0.6)
        let heroRows = 0..<(844 / 2), rowRows = 540..<640   // the row of loaders, above the toast
        func rows(_ f: [UInt32], _ r: Range<Int>) -> ArraySlice<UInt32> { f[(r.lowerBound * 390)..<(r.upperBound * 390)] }
        #expect(rows(a, heroRows) != rows(b, heroRows))
        #expect(rows(a, rowRows) == rows(b, rowRows))
    }

    @Test func darkAndLightLoaderFramesDifferInBackgroundAndText() {
        var state = ViewerState(); state.apply(.showLoaderScene, at: 0)
        let light = frame(state, at: 0.01)
        state.apply(.toggleAppearance, at: 0.01)
        let dark = frame(state, at: 0.01)
        #expect(light[0] == 0xFFFF_FFFF && dark[0] == 0xFF00_0000)
        // Black title text on white, white on black.
        #expect(light.contains(0xFF00_0000) && dark.contains(0xFFFF_FFFF))
    }

    @Test func theSameStateAndTimeGiveTheSameFrame() {
        var state = ViewerState(); state.apply(.showLoaderScene, at: 0)
        let a = frame(state, at: 1.234)
        _ = frame(state, at: 2.5)
        #expect(frame(state, at: 1.234) == a)
    }
}
