import Foundation
import Geometry
import SymbolModel

/// Fills and strokes in a paint's colour or gradient: Lottie's `fl` and `st`, or its gradient
/// fill and stroke (`gf`, `gs`: type 1 linear, type 2 radial with a highlight for the focal
/// point), with opacity stops only where the stops' alpha varies.
///
/// Lottie draws a gradient in the group's own space with no gradient transform of its own, so
/// the writer maps each gradient into the layer's design units: a linear gradient under any
/// affine map is again a linear gradient (its start maps, its end is set along the direction
/// that keeps the colour bands where the map puts them), and a radial one under a map that
/// keeps circles round. Lottie has only pad spread: a repeating or reflecting ramp becomes a
/// longer ramp with its stops written out once per repeat over the painted shape.
extension LottieWriter.Builder {
    /// A fill of `paint`.
    func fill(_ paint: LayerContent.Paint, opacity: JSONValue, rule: FillRule) -> JSONValue {
        guard let g = paint.gradient.map({ LottieGradient($0).spread(over: paint) }) else {
            return themed(fill(paint.color, opacity: opacity, rule: rule), paint)
        }
        return themed(.object([("ty", .string("gf")), ("o", opacity), ("r", .number(rule == .evenOdd ? 2 : 1))] + g.fields), paint)
    }

    /// A stroke of `paint`.
    func stroke(_ paint: LayerContent.Paint, opacity: JSONValue, width: Double, cap: LineCap, join: LineJoin,
                miter: Double) -> JSONValue {
        guard let g = paint.gradient.map({ LottieGradient($0).spread(over: paint) }) else {
            return themed(stroke(paint.color, opacity: opacity, width: width, cap: cap, join: join, miter: miter), paint)
        }
        let lc: Double = cap == .butt ? 1 : cap == .round ? 2 : 3
        let lj: Double = join == .round ? 2 : join == .bevel ? 3 : 1
        return themed(.object([("ty", .string("gs")), ("o", opacity), ("w", .object([("a", .number(0)), ("k", .number(width))])),
                               ("lc", .number(lc)), ("lj", .number(lj)), ("ml", .number(miter))] + g.fields), paint)
    }

    /// A fill in a radial gradient that its transform stretches into an ellipse, which Lottie's
    /// gradients cannot be: the fill drawn in the gradient's own space inside two groups whose
    /// transforms map that space back (a turn, a scale per axis, a turn: the map's singular value
    /// decomposition), so the players stretch the circle as the renderer does. Nil for any other
    /// paint, and for a fill with an emboldening stroke (a stroke would stretch too).
    func stretchedRadialFill(_ paint: LayerContent.Paint, opacity: JSONValue) -> JSONValue? {
        guard var g = paint.gradient, paint.strokeWidth == nil, paint.emboldening == nil, case .radial = g.geometry,
              LottieGradient.circular(g.transform) == nil, let inverse = g.transform.inverted else { return nil }
        let m = g.transform
        let e = (m.a + m.d) / 2, f = (m.a - m.d) / 2, gg = (m.b + m.c) / 2, h = (m.b - m.c) / 2
        let q = (e * e + h * h).squareRoot(), r = (f * f + gg * gg).squareRoot()
        let a1 = atan2(gg, f), a2 = atan2(h, e)
        let (sx, sy, before, after) = (q + r, q - r, (a2 - a1) / 2, (a2 + a1) / 2)
        g.transform = .identity
        var inner = paint
        inner.gradient = g
        inner.subpaths = paint.subpaths.map { sub in
            var mapped = sub
            mapped.elements = Path(elements: sub.elements).applying(inverse).elements
            return mapped
        }
        func value(_ v: JSONValue) -> JSONValue { .object([("a", .number(0)), ("k", v)]) }
        func pair(_ x: Double, _ y: Double) -> JSONValue { .array([.number(x), .number(y)]) }
        func transform(position: Point, degrees: Double, scale: (Double, Double)) -> JSONValue {
            .object([("ty", .string("tr")), ("p", value(pair(position.x, position.y))), ("a", value(pair(0, 0))),
                     ("s", value(pair(scale.0 * 100, scale.1 * 100))), ("r", value(.number(degrees))),
                     ("o", value(.number(100))), ("sk", value(.number(0))), ("sa", value(.number(0)))])
        }
        let items = inner.subpaths.map(shape) + [fill(inner, opacity: opacity, rule: paint.fillRule)]
        let turned = JSONValue.object([("ty", .string("gr")), ("it", .array(items + [transform(position: .zero, degrees: before * 180 / .pi, scale: (1, 1))])),
                                       ("np", .number(Double(items.count)))])
        return .object([("ty", .string("gr")),
                        ("it", .array([turned, transform(position: Point(m.e, m.f), degrees: after * 180 / .pi, scale: (sx, sy))])),
                        ("np", .number(1))])
    }

    /// What Lottie cannot carry of the plan's gradients, one sentence each.
    static func paintNotes(_ plan: ExportPlan) -> [String] {
        var notes: [String] = []
        for e in plan.entries {
            for paint in e.content.paints {
                guard let gradient = paint.gradient else { continue }
                let name = "\(plan.scene.parts[e.part].symbol.name): layer \(e.layer.id)"
                let g = LottieGradient(gradient)
                if g.isStretched, paint.strokeWidth != nil || paint.emboldening != nil {
                    notes.append("\(name): a stroke in a radial gradient stretched unevenly (an ellipse) is exported with a circle of the same area")
                }
                if gradient.spread != .pad, g.spread(over: paint).spreads {
                    notes.append("\(name): a \(gradient.spread.rawValue) spread of a radial gradient with a focal point, or of more than "
                                 + "\(Int(LottieGradient.maxRepeats)) repeats over the shape, is exported as pad")
                }
                if case .radial(let c, let r, let f, let fr) = gradient.geometry, fr > 0, fr >= r || c.distance(to: f) > 1e-9 {
                    notes.append("\(name): a radial gradient's focal radius around an off-centre focal point (or as large as the radius) is exported as a focal point")
                }
            }
        }
        var seen = Set<String>()
        return notes.filter { seen.insert($0).inserted }
    }
}

/// A gradient as Lottie places it: in the layer's design units, start and end points, and for
/// a radial one the highlight (the focal point as a share of the radius and an angle).
struct LottieGradient {
    var isRadial: Bool
    var start: Point
    var end: Point
    /// Percent of the radius from the centre to the focal point, and its angle in degrees from
    /// the start→end direction.
    var highlight = 0.0, angle = 0.0
    var stops: [SymbolGradient.Stop]
    var spreadMethod: SymbolGradient.Spread
    /// The gradient before Lottie's form, kept to lengthen a repeating ramp.
    var source: SymbolGradient
    /// A radial gradient its transform stretches into an ellipse, which Lottie cannot draw: it
    /// is written as the circle of the same area about the same centre.
    var isStretched = false
    /// Whether a repeat or reflect could not be written out (a radial ramp with a focal point,
    /// or more than ``maxRepeats`` repeats over the shape): it is written as pad.
    var spreads = false
    /// The most repeats of a ramp written out over a shape.
    static let maxRepeats = 64.0

    /// `g` (gradient space mapped into design units by its transform) in Lottie's form.
    init(_ g: SymbolGradient) {
        source = g
        stops = g.stops
        spreadMethod = g.spread
        let m = g.transform
        switch g.geometry {
        case .linear(let s, let e):
            isRadial = false
            // u(p) = (M⁻¹p − s)·d / |d|² = (p − M s)·n with n = A⁻ᵀ d / |d|², A the linear part.
            let d = e - s
            let len2 = d.x * d.x + d.y * d.y
            let det = m.a * m.d - m.b * m.c
            start = m.apply(s)
            guard len2 > 1e-18, abs(det) > 1e-18 else { end = m.apply(e); return }
            // A⁻ᵀ = 1/det · [[d, −b], [−c, a]] on (x, y).
            let n = Point((m.d * d.x - m.b * d.y) / det / len2, (-m.c * d.x + m.a * d.y) / det / len2)
            let n2 = n.x * n.x + n.y * n.y
            end = n2 > 1e-18 ? start + n * (1 / n2) : m.apply(e)
        case .radial(let c, let r, let f, let fr):
            isRadial = true
            // Lottie has no focal radius: the ramp starts at the focal circle, so around the
            // centre the same colours fall at the same distances when the stops move out to it.
            if fr > 0, fr < r {
                stops = g.stops.map { SymbolGradient.Stop(offset: (fr + $0.offset * (r - fr)) / r, color: $0.color) }
            }
            let k = Self.circular(m) ?? abs(m.a * m.d - m.b * m.c).squareRoot()
            isStretched = Self.circular(m) == nil
            let center = m.apply(c), focus = m.apply(f)
            start = center
            end = center + Point(r * k, 0)
            let offset = focus - center
            let distance = (offset.x * offset.x + offset.y * offset.y).squareRoot()
            if r * k > 1e-12, distance > 1e-9 {
                highlight = min(distance / (r * k), 0.99) * 100
                angle = atan2(offset.y, offset.x) * 180 / .pi
            }
        }
    }

    /// The factor by which `m` scales every length when it keeps circles round (a turn, a
    /// uniform scale, a mirror and a move), else nil.
    static func circular(_ m: Transform) -> Double? {
        let c1 = (m.a * m.a + m.b * m.b).squareRoot(), c2 = (m.c * m.c + m.d * m.d).squareRoot()
        let dot = m.a * m.c + m.b * m.d
        guard abs(c1 - c2) <= 1e-6 * max(c1, c2, 1e-12), abs(dot) <= 1e-6 * max(c1 * c2, 1e-12) else { return nil }
        return c1
    }

    /// The gradient with a repeating or reflecting spread written out as a pad ramp long enough
    /// to cover `paint` (its outline, grown by half a stroke), at most 64 repeats.
    func spread(over paint: LayerContent.Paint) -> LottieGradient {
        guard spreadMethod != .pad else { return self }
        var box: Rect?
        for sub in paint.subpaths {
            let b = Path(elements: sub.elements).bounds
            box = box.map { $0.union(b) } ?? b
        }
        guard var bounds = box else { return self }
        if let w = paint.strokeWidth ?? paint.emboldening { bounds = bounds.insetBy(-w / 2) }
        let corners = [Point(bounds.minX, bounds.minY), Point(bounds.maxX, bounds.minY),
                       Point(bounds.minX, bounds.maxY), Point(bounds.maxX, bounds.maxY)]
        var out = self
        // The repeats that cover the shape, counted in Double: extreme coordinates or a tiny
        // radius make the count overflow `Int` (or be infinite), and more than 64 repeats are
        // not written out anyway.
        let low: Double, high: Double
        if isRadial {
            guard case .radial(let c, _, let f, let fr) = source.geometry, c.distance(to: f) < 1e-9, fr == 0 else {
                out.spreads = true
                return out
            }
            let radius = start.distance(to: end)
            let reach = corners.map { $0.distance(to: start) }.max() ?? 0
            low = 0
            high = max(1, (reach / max(radius, 1e-12)).rounded(.up))
        } else {
            let d = end - start
            let len2 = max(d.x * d.x + d.y * d.y, 1e-18)
            let us = corners.map { (($0 - start).x * d.x + ($0 - start).y * d.y) / len2 }
            low = (us.min() ?? 0).rounded(.down)
            high = max(low + 1, (us.max() ?? 1).rounded(.up))
        }
        guard high - low <= Self.maxRepeats, let first = ExportNumber.count(low), let last = ExportNumber.count(high) else {
            out.spreads = true
            return out
        }
        var stops: [SymbolGradient.Stop] = []
        for k in first..<last {
            let mirrored = spreadMethod == .reflect && abs(k) % 2 == 1
            let run = mirrored ? self.stops.reversed().map { SymbolGradient.Stop(offset: 1 - $0.offset, color: $0.color) } : self.stops
            for s in run {
                let stop = SymbolGradient.Stop(offset: (Double(k - first) + s.offset) / Double(last - first), color: s.color)
                // A reflection meets the run before it in the same colour: one stop, not two.
                if let previous = stops.last, abs(previous.offset - stop.offset) < 1e-12, previous.color == stop.color { continue }
                stops.append(stop)
            }
        }
        out.stops = stops
        let d = end - start
        if isRadial {
            out.end = start + d * Double(last)
        } else {
            out.start = start + d * Double(first)
            out.end = start + d * Double(last)
        }
        return out
    }

    /// The gradient's fields of a `gf` or `gs` item.
    var fields: [(String, JSONValue)] {
        func point(_ p: Point) -> JSONValue { .object([("a", .number(0)), ("k", .array([.number(p.x), .number(p.y)]))]) }
        var colors: [Double] = []
        for s in stops { colors += [s.offset, s.color.r, s.color.g, s.color.b] }
        if stops.contains(where: { $0.color.a < 1 }) {
            for s in stops { colors += [s.offset, s.color.a] }
        }
        var out: [(String, JSONValue)] = [
            ("s", point(start)), ("e", point(end)), ("t", .number(isRadial ? 2 : 1)),
            ("g", .object([("p", .number(Double(stops.count))),
                           ("k", .object([("a", .number(0)), ("k", .array(colors.map { .number($0) }))]))])),
        ]
        if isRadial {
            out.append(("h", .object([("a", .number(0)), ("k", .number(highlight))])))
            out.append(("a", .object([("a", .number(0)), ("k", .number(angle))])))
        }
        return out
    }
}
