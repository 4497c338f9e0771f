import FileAccess
import Geometry
import SVGLoader
import SymbolModel

/// Why a scene cannot be written: a number of its geometry (a stroke width, a gradient's end,
/// the scale that places a tiny design box) is beyond what the formats carry. The message names
/// the symbol, the layer and the number.
public struct ExportRangeError: Error, CustomStringConvertible, Sendable {
    /// Shown escaped (``Swift/String/terminalSafe``): it quotes layer ids and file names.
    public var description: String

    public init(description: String) { self.description = description.terminalSafe }
}

/// The range every number a writer emits must lie in, checked before the file is written, so
/// that no file holds `inf` or a number its reader refuses.
///
/// The bound is symbolview's reader's own (``SVGLimits/maxCoordinate``, 10⁹): what is written
/// reads back, and products of two bounded numbers (a coordinate placed on the canvas, a
/// ramp repeated 64 times) stay far inside `Double`. A number beyond it is refused with the
/// layer named; where a smaller number draws the same picture it is clamped instead: a miter
/// limit (a spike a billion widths long is off any canvas) and a mask's region (nothing drawn
/// reaches beyond the bound).
enum ExportRange {
    /// The largest magnitude written.
    static let limit = SVGLimits.default.maxCoordinate
    /// The longest export, in seconds (`--duration`'s maximum).
    static let maxDuration = 600.0

    /// What the scene itself says (its timing and each part's placement), checked before any
    /// pose is sampled.
    static func check(_ scene: ExportScene) throws {
        guard scene.fps.isFinite, scene.fps > 0, scene.fps <= 1000 else {
            throw ExportRangeError(description: "a frame rate of \(ExportNumber.text(scene.fps)) fps; the writers take 1 to 1000")
        }
        if let d = scene.duration, !(d.isFinite && d >= 0 && d <= maxDuration) {
            throw ExportRangeError(description: "a duration of \(ExportNumber.text(d)) s; the writers take 0 to \(Int(maxDuration)) s")
        }
        for part in scene.parts {
            let box = part.symbol.viewBox
            let name = part.symbol.name
            if !inRange([box.x, box.y, box.width, box.height]) {
                throw ExportRangeError(description: "\(name): its design box (\(describe(box))) \(beyond)")
            }
            let m = part.toPixels
            if !inRange([m.a, m.b, m.c, m.d, m.e, m.f]) || !inRange([part.strokeScale]) {
                throw ExportRangeError(description: "\(name): its design box (\(describe(box))) is too small or too far off to be "
                                       + "placed on the canvas: the scale or shift that places it \(beyond)")
            }
        }
    }

    /// Every number of the plan's geometry and motion, with the clamps applied in place.
    static func check(_ plan: inout ExportPlan) throws {
        for k in plan.entries.indices {
            let e = plan.entries[k]
            let name = "\(plan.scene.parts[e.part].symbol.name): layer '\(e.layer.id)'"
            for p in e.content.paints.indices {
                try check(&plan.entries[k].content.paints[p], name: name)
            }
            if let guide = e.content.guide {
                try need([guide.width], "its draw guide's width", name)
                for sub in guide.subpaths { try need(sub.elements, "its draw guide", name) }
            }
            for s in e.content.scopes.indices {
                try check(&plan.entries[k].content.scopes[s], name: name)
            }
            let m = e.motion
            for (values, what) in [(m.x, "its position"), (m.y, "its position"), (m.scaleX, "its scale"), (m.scaleY, "its scale"),
                                   (m.rotation, "its rotation"), (m.shear, "its shear"), (m.opacity, "its opacity"),
                                   (m.tail, "its drawn range"), (m.head, "its drawn range"), ([m.pivot.x, m.pivot.y, m.reach], "its pivot")] {
                try need(values, what + " on the canvas", name)
            }
        }
        for s in plan.scopes.indices {
            try check(&plan.scopes[s].scope, name: plan.scene.parts[plan.scopes[s].part].symbol.name + ": a group around layers")
        }
    }

    private static func check(_ paint: inout LayerContent.Paint, name: String) throws {
        for sub in paint.subpaths { try need(sub.elements, "its outline", name) }
        if let w = paint.strokeWidth { try need([w], "its stroke width", name) }
        if let w = paint.emboldening { try need([w], "its emboldening", name) }
        if let dashes = paint.dashes { try need(dashes + [paint.dashOffset], "its dash pattern", name) }
        if let g = paint.gradient { try check(g, name: name) }
        if !paint.miterLimit.isFinite || paint.miterLimit > limit { paint.miterLimit = limit }
    }

    private static func check(_ g: SymbolGradient, name: String) throws {
        let t = g.transform
        var values = [t.a, t.b, t.c, t.d, t.e, t.f] + g.stops.flatMap { [$0.offset, $0.color.r, $0.color.g, $0.color.b, $0.color.a] }
        switch g.geometry {
        case .linear(let s, let e):
            values += [s.x, s.y, e.x, e.y]
            for p in [t.apply(s), t.apply(e)] { values += [p.x, p.y] }
        case .radial(let c, let r, let f, let fr):
            values += [c.x, c.y, r, f.x, f.y, fr, r * t.meanScale]
            for p in [t.apply(c), t.apply(f)] { values += [p.x, p.y] }
        }
        try need(values, "its gradient", name)
    }

    private static func check(_ scope: inout CompositeScope, name: String) throws {
        if let clip = scope.clip { try check(clip, name: name) }
        if let mask = scope.mask { scope.mask = try bounded(mask, name: name) }
    }

    private static func check(_ clip: ClipPath, name: String) throws {
        for piece in clip.pieces {
            let t = piece.transform
            try need([t.a, t.b, t.c, t.d, t.e, t.f], "its clip's transform", name)
            try need(piece.path.elements, "its clip", name)
            if let inner = piece.clip { try check(inner, name: name) }
        }
        if let outer = clip.clip { try check(outer, name: name) }
    }

    /// `mask` with its region clamped to the bound, its content and its own mask checked.
    private static func bounded(_ mask: SymbolMask, name: String) throws -> SymbolMask {
        let t = mask.regionTransform
        try need([t.a, t.b, t.c, t.d, t.e, t.f], "its mask's transform", name)
        try check(mask.content, name: name + ", in its mask")
        let inner = try mask.mask.map { try bounded($0, name: name) }
        let r = mask.region
        let x0 = clamp(r.minX), y0 = clamp(r.minY), x1 = clamp(r.x + r.width), y1 = clamp(r.y + r.height)
        let region = Rect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
        if region == r, inner === mask.mask { return mask }
        return SymbolMask(content: mask.content, kind: mask.kind, region: region, regionTransform: t, mask: inner)
    }

    /// The shapes drawn inside a mask: their outlines, widths, dashes and gradients.
    private static func check(_ group: RenderGroup, name: String) throws {
        if let clip = group.clip { try check(clip, name: name) }
        if let mask = group.mask { _ = try bounded(mask, name: name) }
        for node in group.children {
            switch node {
            case .group(let g): try check(g, name: name)
            case .shape(let s):
                let t = s.transform
                try need([t.a, t.b, t.c, t.d, t.e, t.f], "a shape's transform", name)
                try need(s.path.elements, "a shape's outline", name)
                try need([s.style.strokeWidth * t.meanScale, s.style.dashOffset] + (s.style.dashes ?? []), "a stroke", name)
                for case .gradient(let g)? in [s.style.fill, s.style.stroke] { try check(g, name: name) }
            }
        }
    }

    // MARK: Checks

    private static var beyond: String {
        "is beyond ±\(ExportNumber.text(limit)), the largest number the formats here carry and symbolview reads back"
    }

    private static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -limit), limit) }

    private static func inRange(_ values: [Double]) -> Bool {
        values.allSatisfy { $0.isFinite && abs($0) <= limit }
    }

    private static func need(_ values: [Double], _ what: String, _ name: String) throws {
        guard let bad = values.first(where: { !($0.isFinite && abs($0) <= limit) }) else { return }
        throw ExportRangeError(description: "\(name): \(what) (\(bad.isFinite ? ExportNumber.text(bad) : "\(bad)")) \(beyond)")
    }

    private static func need(_ elements: [PathElement], _ what: String, _ name: String) throws {
        for e in elements {
            switch e {
            case .move(let p), .line(let p): try need([p.x, p.y], what, name)
            case .quad(let c, let p): try need([c.x, c.y, p.x, p.y], what, name)
            case .cubic(let c1, let c2, let p): try need([c1.x, c1.y, c2.x, c2.y, p.x, p.y], what, name)
            case .close: break
            }
        }
    }

    private static func describe(_ box: Rect) -> String {
        [box.x, box.y, box.width, box.height].map { $0.isFinite ? String(format: "%g", $0) : "\($0)" }.joined(separator: " ")
    }
}

extension ExportPlan {
    /// The plan of `scene` once its numbers are known to be in range (``ExportRange``): the
    /// scene is checked before its poses are sampled, the plan's geometry after. With
    /// `groupingFades` (formats with group opacity) a fade a part shares is taken out of its
    /// layers into ``SceneTimeline/partFades``.
    static func checked(_ scene: ExportScene, matching other: ExportPlan? = nil, groupingFades: Bool = true) throws -> ExportPlan {
        try ExportRange.check(scene)
        var plan = ExportPlan(scene, matching: other, groupingFades: groupingFades)
        try ExportRange.check(&plan)
        return plan
    }
}
