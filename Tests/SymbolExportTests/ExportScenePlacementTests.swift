import Geometry
import Raster
import SVGLoader
import SymbolEffects
@testable import SymbolExport
import SymbolModel
import SymbolRendering
import Testing

/// Where an export draws its symbol: where `symbolview render` draws it at the times the
/// exported file stands for, which is where the room of the timeline's whole motion puts it.
@Suite struct ExportScenePlacementTests {
    /// A still at `time` framed with the room of every pose from 0 through that time (at least
    /// 2 s), as `render` framed one frame before timelines gave their spans: late enough, that
    /// is every pose the motion ever takes.
    static func renderPlacement(_ symbol: Symbol, _ animation: SymbolAnimation, at time: Double, size: Int) -> Transform {
        let animator = SymbolAnimator(symbol: symbol)
        let room = MotionRoom(symbol, poses: MotionRoom.times(through: time, minimum: 2).map { animator.state(of: animation, at: $0) })
        return room.placement(in: Rect(x: 0, y: 0, width: Double(size), height: Double(size)), weight: .regular, scale: .medium)
            .transform(for: symbol)
    }

    static func scene(_ name: String, _ effects: String) throws -> (Symbol, SymbolAnimation, ExportScene) {
        let symbol = try SymbolCatalog().symbol(named: name)
        let animation = try SymbolEffectSpec.parseList(effects).reduce(SymbolAnimation()) { $1.bind(to: $0, drive: .at(0)) }
        let scene = ExportScene.placed(EffectTimeline(symbol: symbol, animation: animation), width: 128, height: 128,
                                       weight: .regular, scale: .medium, mode: .monochrome, tint: .black, name: name)
        return (symbol, animation, scene)
    }

    static func distance(_ a: Transform, _ b: Transform) -> Double {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, (a.e - b.e) / 100, (a.f - b.f) / 100].map(abs).max() ?? 0
    }

    /// The loader's breathe and rotate together repeat every 3.6 s and reach their widest poses
    /// only about 3 s in: the loop, which `render` matches in its steady state, is framed with
    /// the room of the whole cycle, not of the first 2 s.
    @Test func aLoopIsFramedAsRenderFramesItsSteadyState() throws {
        let (symbol, animation, scene) = try Self.scene("sparkles", "both")
        let span = scene.scheduledSpan
        #expect(span.loops)
        #expect(abs(span.duration - 3.6) < 1e-3, "breathe's 1.8 s and rotate's 1.2 s repeat together every 3.6 s: \(span.duration)")
        for time in [span.duration * 2 + 0.3, span.duration * 4 + 1.7, span.start + 0.9] {
            // The room of one cycle after settling holds the same poses as 20 s of them, sampled at
            // other phases of the cycle: the same placement to a hundredth of a pixel.
            let render = Self.renderPlacement(symbol, animation, at: time, size: 128)
            #expect(Self.distance(render, scene.parts[0].toPixels) < 1e-4, "render at \(time) s: \(render) vs \(scene.parts[0].toPixels)")
        }
    }

    /// An effect that comes to rest keeps the framing of its first seconds, as `render` frames
    /// every time of it.
    @Test func anEffectThatComesToRestIsFramedAsRenderFramesItsStart() throws {
        let (symbol, animation, scene) = try Self.scene("bell", "bounce")
        #expect(scene.scheduledSpan.loops == false)
        let render = Self.renderPlacement(symbol, animation, at: 0.5, size: 128)
        #expect(Self.distance(render, scene.parts[0].toPixels) < 1e-9)
    }
}
