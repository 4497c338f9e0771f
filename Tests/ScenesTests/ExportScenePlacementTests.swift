import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolExport
import SymbolModel
import SymbolRendering
import Testing
@testable import Scenes

/// Where an export draws its symbol: where `symbolview render` draws it at the times the
/// exported file stands for.
@Suite struct ExportScenePlacementTests {
    /// `render`'s still at `time`: framed with the room of every pose from 0 through that time
    /// (at least 2 s), as RenderCommand frames one frame.
    static func renderPlacement(_ symbol: Symbol, _ animation: SymbolAnimation, at time: Double, size: Int) -> Transform {
        let animator = SymbolAnimator(symbol: symbol)
        let room = MotionRoom(symbol, poses: MotionRoom.times(through: time, minimum: 2).map { animator.state(of: animation, at: $0) })
        return room.placement(in: Rect(x: 0, y: 0, width: Double(size), height: Double(size)), weight: .regular, scale: .medium)
            .transform(for: symbol)
    }

    static func scene(_ name: String, _ effects: String) throws -> (Symbol, SymbolAnimation, ExportScene) {
        let symbol = try SymbolCatalog().symbol(named: name)
        let animation = try SymbolEffectSpec.parseList(effects).reduce(SymbolAnimation()) { $1.bind(to: $0, drive: .at(0)) }
        let scene = ExportScene.placed(symbol, animation: animation, width: 128, height: 128, weight: .regular, scale: .medium,
                                       mode: .monochrome, tint: .black, name: name)
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
        let span = try #require(scene.span)
        #expect(span.loops)
        #expect(abs(span.duration - 3.6) < 1e-3, "breathe's 1.8 s and rotate's 1.2 s repeat together every 3.6 s: \(span.duration)")
        for time in [span.duration * 2 + 0.3, span.duration * 4 + 1.7, span.start + 0.9] {
            let render = Self.renderPlacement(symbol, animation, at: time, size: 128)
            #expect(Self.distance(render, scene.parts[0].toPixels) < 1e-9, "render at \(time) s: \(render) vs \(scene.parts[0].toPixels)")
        }
    }

    /// An effect that comes to rest keeps the framing of its first seconds, as `render` frames
    /// every time of it.
    @Test func anEffectThatComesToRestIsFramedAsRenderFramesItsStart() throws {
        let (symbol, animation, scene) = try Self.scene("bell", "bounce")
        #expect(scene.span?.loops == false)
        let render = Self.renderPlacement(symbol, animation, at: 0.5, size: 128)
        #expect(Self.distance(render, scene.parts[0].toPixels) < 1e-9)
    }
}
