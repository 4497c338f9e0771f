import Foundation
import Geometry
import SymbolEffects
import SymbolModel
import Testing

/// `data-wiggle-anchor` and `data-bounce-anchor`: the point a wiggle turns around and a bounce
/// stretches from, where the box's centre or bottom is not right.
@Suite struct EffectAnchorTests {
    static let times = stride(from: 0.0, through: 1.5, by: 0.01)

    /// Where a design-unit point of layer `i` is drawn in `state`.
    static func drawn(_ p: Point, layer i: Int, in state: SymbolState) -> Point {
        state.layers[i].transform.concatenating(state.transform).apply(p)
    }

    @Test func theBellTurnsAroundItsHookWhenItWiggles() throws {
        let bell = try #require(TestSymbols.catalog.first { $0.name == "bell" })
        let hook = Point(50, 8)
        #expect(bell.layers.allSatisfy { $0.wiggleAnchor == hook })
        let animator = SymbolAnimator(symbol: bell)
        for effect in [SymbolEffect.wiggle.clockwise, .wiggle.counterClockwise, .wiggle.clockwise.byLayer] {
            let animation = TriggeredEffectTests.triggered(effect, at: [0, 0.4])
            var farthest = 0.0
            for t in Self.times {
                let state = animator.state(of: animation, at: t)
                for i in bell.layers.indices {
                    #expect(Self.drawn(hook, layer: i, in: state).distance(to: hook) < 1e-9, "\(effect) at \(t)")
                    farthest = max(farthest, Self.drawn(Point(50, 89), layer: i, in: state).distance(to: Point(50, 89)))
                }
            }
            // 12° around a hook 81 units above the clapper swings it about 17 units.
            #expect(farthest > 12, "\(effect)")
        }
    }

    @Test func withoutAnAnchorAWiggleTurnsAroundTheCentreOfTheInk() {
        let symbol = TestSymbols.sun
        let animator = SymbolAnimator(symbol: symbol)
        let centre = Point(50, 50)  // the sun's rays reach 38 units all round
        for t in Self.times {
            let state = animator.state(of: TriggeredEffectTests.triggered(.wiggle.clockwise, at: [0]), at: t)
            #expect(Self.drawn(centre, layer: 0, in: state).distance(to: centre) < 0.5)
        }
    }

    @Test func aBounceStretchesFromItsAnchor() {
        // A bar hanging from its top: the bounce stretches it from there, not from its bottom.
        var bar = TestSymbols.stroked("bar", .polyline([Point(50, 20), Point(50, 80)]))
        bar.bounceAnchor = Point(50, 20)
        let hanging = Symbol(name: "test.bar", viewBox: Rect(x: 0, y: 0, width: 100, height: 100), layers: [bar], isAnnotated: true)
        var standing = hanging
        standing.layers[0].bounceAnchor = nil
        let (top, bottom) = (Point(50, 20), Point(50, 80))
        var stretched = false
        for t in Self.times {
            let animation = TriggeredEffectTests.triggered(.bounce.up, at: [0])
            let a = SymbolAnimator(symbol: hanging).state(of: animation, at: t)
            let b = SymbolAnimator(symbol: standing).state(of: animation, at: t)
            // The anchor only lifts, as the bottom of the unannotated bar does.
            let anchorMove = Self.drawn(top, layer: 0, in: a) - top
            #expect((anchorMove - (Self.drawn(bottom, layer: 0, in: b) - bottom)).length < 1e-9, "at \(t)")
            if ((Self.drawn(bottom, layer: 0, in: a) - bottom) - anchorMove).length > 1 { stretched = true }
        }
        #expect(stretched)
    }
}
