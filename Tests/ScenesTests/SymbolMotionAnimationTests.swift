import Foundation
import Testing
import SVGLoader
import SymbolEffects
import SymbolModel
@testable import Scenes

@Suite struct SymbolMotionAnimationTests {
    let catalog = SymbolCatalog.bundled

    func drawOnMotion(_ state: ViewerState, at t: Double) -> SymbolMotion {
        .draw(isDrawn: state.drawHistory(throughScene: t), scope: state.scope, reduceMotion: state.initialReduceMotion,
              motionToggles: state.motionToggles)
    }

    @Test(arguments: ["signature", "scribble", "wind", "sun.max", "cloud.rain", "checkmark.circle"])
    func atTheStartOfDrawOnNothingIsVisible(name: String) throws {
        let catalog = try #require(catalog)
        let animator = SymbolAnimator(symbol: try catalog.symbol(named: name))
        // The seed's timer: Draw Off at 1.8 s, Draw On at 3.1 s.
        let motion = drawOnMotion(ViewerState(), at: 3.1)
        let start = animator.state(of: motion.animation, at: 3.1)
        #expect(start.layers.allSatisfy { !$0.isVisible })
        let before = animator.state(of: motion.animation, at: 1.0)
        #expect(before.isAtRest)
        let later = animator.state(of: motion.animation, at: 4.85)
        #expect(later.isAtRest)
    }

    @Test func withReduceMotionADrawChangesOnlyOpacity() throws {
        let catalog = try #require(catalog)
        let animator = SymbolAnimator(symbol: try catalog.symbol(named: "signature"))
        var o = ViewerOptions(); o.reduceMotion = true
        var state = ViewerState(options: o)
        state.apply(.toggleDraw, at: 1)
        state.apply(.toggleDraw, at: 3)
        let motion = drawOnMotion(state, at: 10)
        var opacities: Set<Double> = []
        for i in 0...120 {
            let s = animator.state(of: motion.animation, at: Double(i) / 24)
            #expect(s.scale == 1 && s.rotation == 0)
            for layer in s.layers {
                // Fully faded layers may report an empty range; visible ones are whole.
                #expect(layer.range == .full || layer.opacity == 0)
                #expect(layer.scale == 1 && layer.rotation == 0)
                opacities.insert(layer.opacity)
            }
        }
        #expect(opacities.contains(0) && opacities.contains(1) && opacities.count > 3)
    }

    @Test func theLoadersRestOnceReduceMotionIsOn() throws {
        let catalog = try #require(catalog)
        let animator = SymbolAnimator(symbol: try catalog.symbol(named: "fan.fill"))
        let motion = SymbolMotion.loader([LoaderActivity(time: 0, effect: .both), LoaderActivity(time: 2, effect: nil)])
        #expect(!animator.state(of: motion.animation, at: 1).isAtRest)
        // At rest to the eye: whole turns are allowed (the engine counts the turns it made).
        let rest = animator.state(of: motion.animation, at: 2 + ViewerState.settleTime)
        func wholeTurns(_ r: Double) -> Bool { abs(remainder(r, 2 * .pi)) < 1e-9 }
        #expect(wholeTurns(rest.rotation) && rest.scale == 1 && rest.opacity == 1)
        #expect(rest.layers.allSatisfy { wholeTurns($0.rotation) && $0.scale == 1 && $0.opacity == 1 && $0.range == .full })
    }
}
