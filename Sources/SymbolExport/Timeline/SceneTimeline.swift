import Foundation
import Geometry
import SymbolStage
import SymbolEffects
import SymbolModel

/// Every layer's pose, sampled over the exported span and split into the numbers formats
/// animate: a position, a turn, a scale per axis, a shear, an opacity and a drawn range.
///
/// A layer's geometry stays in design units. Its pose at time t is the affine map
/// `p ↦ R(rotation) · Shear · S(scaleX, scaleY) · (p − pivot) + (x, y)` to canvas pixels, the
/// engine's layer transform, then the symbol's, then the placement: the layer's own transform
/// decomposed about a pivot that its effects keep still where they can (the anchor a rotate or
/// breathe turns or swells around), so the fewest numbers change.
struct SceneTimeline {
    /// One layer's sampled pose.
    struct LayerMotion {
        var part: Int
        var layer: Int
        /// In design units.
        var pivot: Point
        /// How far, in pixels, the layer's geometry reaches from its pivot at rest: turns and
        /// scales are fitted to move it by at most a quarter pixel.
        var reach: Double
        var x: [Double] = [], y: [Double] = []
        /// Degrees, clockwise on screen, unwrapped (a full turn keeps counting).
        var rotation: [Double] = []
        var scaleX: [Double] = [], scaleY: [Double] = []
        /// Degrees of shear along x after the scale (zero but for combined stretches and turns).
        var shear: [Double] = []
        /// The layer's whole opacity: its own, the symbol's and its hierarchy level's.
        var opacity: [Double] = []
        var tail: [Double] = [], head: [Double] = []
        /// The static variable draw value at each sample (nil where it does not apply): how far
        /// the layer is drawn at full strength, the rest dimmed.
        var variableValue: [Double?] = []
        /// Whether the engine ever dims part of the layer for a variable value.
        var usesVariableValue: Bool { variableValue.contains { $0 != nil } }
        /// Whether the layer ever draws less than its whole trace.
        var isTraced: Bool { zip(tail, head).contains { !(DrawRange(tail: $0, head: $1).isFull) } }
    }

    let span: ExportSpan
    /// Player seconds of every sample, from 0 to the span's duration.
    let times: [Double]
    /// Per part, per layer.
    let layers: [[LayerMotion]]
    /// Per part: whether the whole symbol moves (the pose's own transform, beyond the layers').
    var symbolMoves: [Bool] = []
    /// Per part: the fade its layers share at each sample (``SharedFade``), written as one
    /// group's opacity so overlaps fade as one picture, as `render` composites them; nil when
    /// the part never fades as a whole, or paints once (its layers' own opacities then say it).
    /// Where it is given, the layers' ``LayerMotion/opacity`` leaves it out.
    var partFades: [[Double]?] = []

    /// Samples per second: fine enough that a key every sample is a quarter of a 60 fps frame.
    static let sampleRate = 240.0
    /// The most samples of one timeline: the longest export (`--duration 600`) at ``sampleRate``.
    static let maxSamples = 600 * sampleRate

    /// Samples `scene`. `pivots` (per part, per layer) fixes each layer's pivot, so a second
    /// form of the same symbols (its Reduce Motion form) decomposes about the same points.
    init(_ scene: ExportScene, pivots: [[Point]]? = nil, groupingFades: Bool = true) {
        let found = scene.scheduledSpan
        let span: ExportSpan
        if let d = scene.duration { span = ExportSpan(start: found.loops ? found.start : 0, duration: d, loops: found.loops) } else { span = found }
        self.span = span
        // The writers refuse a duration that is not finite or too long (``ExportRangeError``)
        // before they sample; the count is checked all the same, so no input can trap here.
        let count = max(ExportNumber.count(min((span.duration * Self.sampleRate).rounded(.up), Self.maxSamples)) ?? 1, 1)
        let times = (0...count).map { min(Double($0) / Self.sampleRate, span.duration) }
        self.times = times
        var all: [[LayerMotion]] = []
        for k in scene.parts.indices {
            let part = scene.parts[k]
            let count = part.symbol.layers.count
            // Each pose is read once and dropped: per layer only its design transform (for the
            // pivot, found once every sample is in) and the numbers that need no pivot are kept,
            // so memory grows with layers × samples by about 90 bytes, not by a whole pose
            // (about 230 bytes a layer) per sample.
            var designs = [[Transform]](repeating: [], count: count)
            var motions = (0..<count).map { LayerMotion(part: k, layer: $0, pivot: .zero, reach: 0) }
            let levels = part.symbol.layers.map { part.layerPaint($0).opacity }
            var moves = false
            // nil where the pose shows nothing: the fade is then whatever its neighbours hold,
            // rather than a jump to 1 and back that no one sees but the keyframes must fit.
            var fades: [Double?] = []
            for t in times {
                var s = part.state(at: span.start + t)
                if groupingFades {
                    let shared = SharedFade.of(s, layers: count)
                    if shared.fade < 1, SharedFade.needsPicture(part.symbol, in: s) {
                        fades.append(shared.fade)
                        s = shared.unfaded
                    } else {
                        let shows = s.layers.prefix(count).contains { $0.isVisible && $0.opacity > 0 && !$0.range.isEmpty }
                        fades.append(shows && s.opacity > 0 ? 1 : nil)
                    }
                }
                let whole = s.transform
                moves = moves || abs(whole.a - 1) + abs(whole.b) + abs(whole.c) + abs(whole.d - 1) > 1e-9
                    || abs(whole.e) + abs(whole.f) > 1e-9
                for i in 0..<count {
                    let ls = s.layers[i]
                    designs[i].append(ls.transform.concatenating(whole))
                    motions[i].opacity.append(ls.isVisible ? min(max(ls.opacity * s.opacity * levels[i], 0), 1) : 0)
                    motions[i].tail.append(ls.range.tail)
                    motions[i].head.append(ls.range.head)
                    motions[i].variableValue.append(ls.variableValue)
                }
            }
            symbolMoves.append(moves)
            partFades.append(fades.contains { ($0 ?? 1) < 1 } ? Self.heldThroughGaps(fades) : nil)
            var finished: [LayerMotion] = []
            finished.reserveCapacity(count)
            for i in 0..<count {
                finished.append(Self.motion(motions[i], designs: designs[i], part, pivot: pivots?[k][i]))
                designs[i] = []
                motions[i] = LayerMotion(part: k, layer: i, pivot: .zero, reach: 0)
            }
            all.append(finished)
        }
        layers = all
    }

    /// `fades` with each gap (nil: a pose that shows nothing) holding the fade before it, or at
    /// the start the first one after it.
    static func heldThroughGaps(_ fades: [Double?]) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(fades.count)
        var last = fades.lazy.compactMap { $0 }.first ?? 1
        for f in fades {
            if let f { last = f }
            out.append(last)
        }
        return out
    }

    /// `sampled` (its opacities, ranges and variable values filled in) completed with the
    /// pose of its layer's geometry: the pivot, found from the design transforms at every
    /// sample (`designs`), and the position, turn, scale and shear about it.
    private static func motion(_ sampled: LayerMotion, designs: [Transform], _ part: ExportScene.Part, pivot fixed: Point?) -> LayerMotion {
        let layer = part.symbol.layers[sampled.layer]
        let bounds = layer.combinedPath.isEmpty ? part.symbol.viewBox : layer.combinedPath.bounds
        // The pivot: the point the most-moved pose keeps still, if it keeps one.
        var pivot = bounds.center
        var most = 1e-9
        for d in designs {
            let change = abs(d.a - 1) + abs(d.b) + abs(d.c) + abs(d.d - 1)
            if change > most {
                most = change
                let det = (1 - d.a) * (1 - d.d) - d.b * d.c
                if abs(det) > 1e-3 {
                    let x = ((1 - d.d) * d.e + d.c * d.f) / det
                    let y = (d.b * d.e + (1 - d.a) * d.f) / det
                    pivot = abs(x) < 1e5 && abs(y) < 1e5 ? Point(x, y) : bounds.center
                } else {
                    pivot = bounds.center
                }
            }
        }
        if let fixed { pivot = fixed }
        let pixelScale = part.toPixels.meanScale
        let corners = [Point(bounds.x, bounds.y), Point(bounds.x + bounds.width, bounds.y),
                       Point(bounds.x, bounds.y + bounds.height), Point(bounds.x + bounds.width, bounds.y + bounds.height)]
        let reach = max(corners.map { $0.distance(to: pivot) }.max() ?? 1, 1e-3) * pixelScale
        var m = sampled
        m.pivot = pivot
        m.reach = reach
        for list in [\LayerMotion.x, \.y, \.rotation, \.scaleX, \.scaleY, \.shear] { m[keyPath: list].reserveCapacity(designs.count) }
        var lastAngle = 0.0
        for d in designs {
            let t = d.concatenating(part.toPixels)
            let q = t.apply(pivot)
            let sx = (t.a * t.a + t.b * t.b).squareRoot()
            var angle = sx > 1e-9 ? atan2(t.b, t.a) : lastAngle
            // Unwrap: the turn closest to the previous one.
            while angle - lastAngle > .pi { angle -= 2 * .pi }
            while angle - lastAngle < -.pi { angle += 2 * .pi }
            lastAngle = angle
            let (cs, sn) = (cos(angle), sin(angle))
            let shearTerm = cs * t.c + sn * t.d
            let sy = -sn * t.c + cs * t.d
            m.x.append(q.x)
            m.y.append(q.y)
            m.rotation.append(angle * 180 / .pi)
            m.scaleX.append(sx)
            m.scaleY.append(sy)
            m.shear.append(abs(sy) > 1e-9 ? atan(shearTerm / sy) * 180 / .pi : 0)
        }
        return m
    }
}
