import Foundation
import Geometry
import SymbolModel

/// The composited groups of a Lottie animation. A group becomes a layer of its own: its opacity
/// the layer's, its blend mode the layer's `bm`, its clip path masks (`masksProperties`, added
/// and intersected) or, where masks cannot carry it, an alpha track matte, and its mask a
/// luminance or alpha track matte (`tt` 3 or 1 on it, `td` on the matte above it). A group of
/// several layers is a precomposition, which the players composite as one image.
///
/// Groups around layers are precompositions the size of the canvas in pixels; a layer with
/// groups inside is one layer when a single group holds it all, else a precomposition in design
/// units (shifted so that nothing falls left of or above its origin) posed as the layer.
extension LottieWriter.Builder {
    /// Lottie layers bottom first, each matte just above the layer it mattes, and the static
    /// opacity of the group they make (which a layer that takes the entry's pose multiplies in).
    struct Unit {
        var layers: [JSONValue]
        var opacity: Double
    }

    // MARK: Groups around layers

    /// The layers of entries `from..<from + count` (each entry's own list, bottom first), the
    /// groups from `depth` on made into precompositions.
    mutating func outerScopes(_ perEntry: [[JSONValue]], from: Int, depth: Int, count: Int) -> [JSONValue] {
        var out: [JSONValue] = []
        var i = from
        while i < from + count {
            let chain = plan.entries[i].scopes
            guard depth < chain.count else { out += perEntry[i]; i += 1; continue }
            let s = chain[depth]
            var j = i + 1
            while j < from + count, plan.entries[j].scopes.count > depth, plan.entries[j].scopes[depth] == s { j += 1 }
            let inside = outerScopes(perEntry, from: i, depth: depth + 1, count: j - i)
            let (scope, part) = plan.scopes[s]
            let p = plan.scene.parts[part]
            let size = Point(Double(plan.scene.width), Double(plan.scene.height))
            let body = precomp(inside, size: size, name: "\(p.symbol.name) group", transform: staticTransform(.identity))
            let unit = applying(scope, to: body, clipSpace: p.toPixels, matteTransform: p.toPixels,
                                tint: p.layerPaint(Layer(id: "", shapes: [])).color, name: p.symbol.name)
            out += withOpacity(unit)
            i = j
        }
        return out
    }

    /// The layers of every part, bottom first, each part's composited groups made; a part whose
    /// layers share a fade (``SceneTimeline/partFades``) is a precomposition the size of the
    /// canvas whose opacity is that fade, so the players composite it as one picture.
    mutating func fadingParts(_ perEntry: [[JSONValue]]) -> [JSONValue] {
        var out: [JSONValue] = []
        var i = 0
        while i < perEntry.count {
            let part = plan.entries[i].part
            var j = i + 1
            while j < perEntry.count, plan.entries[j].part == part { j += 1 }
            let layers = outerScopes(perEntry, from: i, depth: 0, count: j - i)
            if let fade = plan.timeline.partFades[part] {
                let size = Point(Double(plan.scene.width), Double(plan.scene.height))
                let name = plan.scene.parts[part].symbol.name
                let body = precomp(layers, size: size, name: "\(name) fade", transform: staticTransform(.identity))
                out.append(with(body, ["ks": with(staticTransform(.identity), ["o": property(fade.map { $0 * 100 }, ExportPlan.opacityTolerance * 100)])]))
            } else {
                out += layers
            }
            i = j
        }
        return out
    }

    // MARK: Groups inside a layer

    /// The Lottie layers of an entry whose paints sit in groups, posed as the layer.
    mutating func structuredLayer(_ e: ExportPlan.Entry) -> [JSONValue] {
        let (shift, size) = designRoom(e)
        let units = innerUnits(e.content.paints, depth: 0, e, place: .identity, split: false)
        let guided = e.content.guide != nil && e.motion.isTraced
        if units.count == 1, !(guided && units[0].layers.count > 1) {
            // One group holds the whole layer: it takes the layer's pose itself, so its blend
            // mode reaches the layers below.
            let u = units[0]
            // A precomposition holds its content shifted into its room, so its pose's anchor
            // moves by the same shift; a shape layer is in design units.
            let anchor = Self.isPrecomp(u.layers[0]) ? shift : .zero
            var layers = [with(u.layers[0], ["ks": transform(e, opacityScale: u.opacity, anchorShift: anchor)])]
            if u.layers.count > 1 { layers.append(with(u.layers[1], ["ks": transform(e, opacity: false)])) }
            return layers
        }
        let body = precomp(placed(units, .translation(shift.x, shift.y)).flatMap(withOpacity), size: size, name: e.layer.id,
                           transform: transform(e, anchorShift: shift))
        return [body]
    }

    /// `paints` as units, grouped by their scopes from `depth` on; each shape layer placed by
    /// `place`. With `split`, each paint is a layer of its own (a translucent group's paints,
    /// so that the players composite them as one image).
    mutating func innerUnits(_ paints: [LayerContent.Paint], depth: Int, _ e: ExportPlan.Entry, place: Transform,
                             split: Bool) -> [Unit] {
        var out: [Unit] = []
        var i = 0
        while i < paints.count {
            let scope = paints[i].scopes.count > depth ? paints[i].scopes[depth] : nil
            var j = i + 1
            while j < paints.count, (paints[j].scopes.count > depth ? paints[j].scopes[depth] : nil) == scope, !(split && scope == nil) { j += 1 }
            let run = Array(paints[i..<j])
            guard let s = scope else {
                out.append(Unit(layers: [layer(name: e.layer.id, transform: staticTransform(place), shapes: shapeItems(run, e))], opacity: 1))
                i = j
                continue
            }
            let group = e.content.scopes[s]
            let inside = innerUnits(run, depth: depth + 1, e, place: place, split: group.opacity < 1)
            let body: JSONValue
            if inside.count == 1, inside[0].layers.count == 1, inside[0].opacity == 1 {
                body = inside[0].layers[0]
            } else {
                let (shift, size) = designRoom(e)
                body = precomp(placed(inside, .translation(shift.x, shift.y)).flatMap(withOpacity), size: size, name: e.layer.id + " group",
                               transform: staticTransform(place, anchor: shift))
            }
            let tint = plan.scene.parts[e.part].layerPaint(e.layer).color
            // A precomposition's masks are drawn in its own coordinates, where the design units
            // sit shifted into its room; a shape layer's are in design units.
            let shift = designRoom(e).shift
            let clipSpace = Self.isPrecomp(body) ? Transform.translation(shift.x, shift.y) : .identity
            out.append(applying(group, to: body, clipSpace: clipSpace, matteTransform: place, tint: tint, name: e.layer.id))
            i = j
        }
        return out
    }

    // MARK: A group's effects

    /// `body` with the blend mode, clip and mask of `scope`. `clipSpace` maps design units to
    /// the body's own coordinates (its masks are drawn there); a matte is drawn in design units
    /// and placed by `matteTransform`.
    mutating func applying(_ scope: CompositeScope, to body: JSONValue, clipSpace: Transform, matteTransform: Transform,
                           tint: RGBA, name: String) -> Unit {
        var layer = body
        if scope.blendMode != .normal { layer = with(layer, ["bm": .number(Self.blendCode(scope.blendMode))]) }
        var matte: (layer: JSONValue, kind: Double)?
        if let clip = scope.clip {
            if let masks = pathMasks(clip, space: clipSpace) {
                layer = with(layer, ["masksProperties": .array(masks), "hasMask": .bool(true)])
            } else {
                matte = (clipMatte(clip, transform: matteTransform, name: name), 1)
            }
        }
        if let mask = scope.mask {
            if matte != nil {
                // A layer has one matte, and the mask's is the one kept.
                notes.append("\(name): a clip that path masks cannot carry, on a group that is also masked, is left out of the Lottie file")
            }
            matte = (maskMatte(mask, transform: matteTransform, tint: tint, name: name), mask.kind == .luminance ? 3 : 1)
        }
        guard let matte else { return Unit(layers: [layer], opacity: scope.opacity) }
        return Unit(layers: [with(layer, ["tt": .number(matte.kind)]), with(matte.layer, ["td": .number(1)])], opacity: scope.opacity)
    }

    /// A clip as path masks in `space`: its outlines added, the clip's own clip intersected;
    /// nil when masks cannot say it (a piece with holes or a clip of its own, a clip's clip
    /// of several outlines).
    func pathMasks(_ clip: ClipPath, space: Transform) -> [JSONValue]? {
        guard let outlines = CompositeScope.outlines(of: clip) else { return nil }
        var masks = outlines.map { pathMask($0, space: space, mode: "a") }
        if let outer = clip.clip {
            guard outer.clip == nil, let cut = CompositeScope.outlines(of: outer), cut.count == 1 else { return nil }
            masks.append(pathMask(cut[0], space: space, mode: "i"))
        }
        return masks
    }

    func pathMask(_ sub: LayerContent.Subpath, space: Transform, mode: String) -> JSONValue {
        let moved = LayerContent.subpaths(of: Path(elements: sub.elements).applying(space)).first ?? sub
        guard case .object(let fields) = shape(moved), let path = fields.first(where: { $0.0 == "ks" })?.1 else { return .object([]) }
        return .object([("inv", .bool(false)), ("mode", .string(mode)), ("pt", path),
                        ("o", .object([("a", .number(0)), ("k", .number(100))])),
                        ("x", .object([("a", .number(0)), ("k", .number(0))])), ("nm", .string("clip"))])
    }

    /// An alpha matte that shows `clip`: its pieces filled white under their own rules.
    mutating func clipMatte(_ clip: ClipPath, transform: Transform, name: String) -> JSONValue {
        var items: [JSONValue] = []
        if clip.pieces.contains(where: { $0.clip != nil }) {
            notes.append("\(name): a clip path's shape clipped on its own is exported unclipped in the Lottie file")
        }
        for piece in clip.pieces {
            let subs = LayerContent.subpaths(of: piece.path.applying(piece.transform))
            items.append(group(subs.map(shape) + [fill(.white, opacity: .object([("a", .number(0)), ("k", .number(100))]), rule: piece.rule)]))
        }
        var matte = layer(name: name + " clip", transform: staticTransform(transform), shapes: items.reversed())
        if let outer = clip.clip, let masks = pathMasks(outer, space: .identity) {
            matte = with(matte, ["masksProperties": .array(masks), "hasMask": .bool(true)])
        }
        return matte
    }

    /// The matte that draws `mask`'s content in its own colours, inside the mask's region.
    mutating func maskMatte(_ mask: SymbolMask, transform: Transform, tint: RGBA, name: String) -> JSONValue {
        let content = LayerContent(mask: mask, color: tint, id: name)
        notes += content.notes
        // The mask's paints are drawn as a layer's are; any entry lends the frame (they neither
        // trace nor move).
        guard var entry = plan.entries.first else {
            return layer(name: name + " mask", transform: staticTransform(transform), shapes: [])
        }
        entry.content = content
        entry.layer.id = name + " mask"
        let units = innerUnits(content.paints, depth: 0, entry, place: transform, split: false)
        var matte: JSONValue
        // The matte's own coordinates: design units, or shifted ones in a precomposition.
        var space = Transform.identity
        if units.count == 1, units[0].layers.count == 1, units[0].opacity == 1 {
            matte = units[0].layers[0]
        } else {
            let (shift, size) = designRoom(entry)
            space = .translation(shift.x, shift.y)
            matte = precomp(placed(units, space).flatMap(withOpacity), size: size, name: name + " mask",
                            transform: staticTransform(transform, anchor: shift))
        }
        if mask.mask != nil { notes.append("\(name): a mask's own mask is left out of the Lottie file") }
        let region = Path.rect(mask.region).applying(mask.regionTransform)
        if let sub = LayerContent.subpaths(of: region).first {
            matte = with(matte, ["masksProperties": .array([pathMask(sub, space: space, mode: "a")]), "hasMask": .bool(true)])
        }
        return matte
    }

    // MARK: Pieces

    /// Where a precomposition in design units puts them: shifted by the first value, so that
    /// nothing of the symbol falls left of or above its origin, in a box of the second.
    func designRoom(_ e: ExportPlan.Entry) -> (shift: Point, size: Point) {
        let box = plan.scene.parts[e.part].symbol.viewBox
        return (Point(-box.x + 2 * box.width, -box.y + 2 * box.height), Point(box.width * 5, box.height * 5))
    }

    /// `units` with every layer (and matte) placed by `t` instead, each keeping its anchor (a
    /// precomposition's shift).
    func placed(_ units: [Unit], _ t: Transform) -> [Unit] {
        func anchor(_ layer: JSONValue) -> Point {
            guard case .object(let fields) = layer, case .object(let ks)? = fields.first(where: { $0.0 == "ks" })?.1,
                  case .object(let a)? = ks.first(where: { $0.0 == "a" })?.1,
                  case .array(let k)? = a.first(where: { $0.0 == "k" })?.1, k.count == 2,
                  case .number(let x) = k[0], case .number(let y) = k[1] else { return .zero }
            return Point(x, y)
        }
        return units.map { u in Unit(layers: u.layers.map { with($0, ["ks": staticTransform(t, anchor: anchor($0))]) }, opacity: u.opacity) }
    }

    /// Whether `layer` is a precomposition (`ty` 0), whose content sits shifted into its room.
    static func isPrecomp(_ layer: JSONValue) -> Bool {
        guard case .object(let fields) = layer, case .number(let ty)? = fields.first(where: { $0.0 == "ty" })?.1 else { return false }
        return ty == 0
    }

    /// A unit's layers with its opacity set on the layer (not the matte).
    func withOpacity(_ u: Unit) -> [JSONValue] {
        guard u.opacity < 1, case .object(let fields) = u.layers[0],
              case .object(var ks)? = fields.first(where: { $0.0 == "ks" })?.1 else { return u.layers }
        if let k = ks.firstIndex(where: { $0.0 == "o" }) { ks[k].1 = .object([("a", .number(0)), ("k", .number(u.opacity * 100))]) }
        return [with(u.layers[0], ["ks": .object(ks)])] + u.layers.dropFirst()
    }

    /// A precomposition of `layers` (bottom first) as a layer, `size` its width and height.
    mutating func precomp(_ layers: [JSONValue], size: Point, name: String, transform: JSONValue) -> JSONValue {
        let id = "comp\(assets.count + 1)"
        assets.append(.object([("id", .string(id)), ("nm", .string(name)), ("layers", .array(numbered(layers)))]))
        return .object([("ddd", .number(0)), ("ind", .number(0)), ("ty", .number(0)), ("nm", .string(name)), ("refId", .string(id)),
                        ("sr", .number(1)), ("ks", transform), ("ao", .number(0)),
                        ("w", .number(size.x.rounded(.up))), ("h", .number(size.y.rounded(.up))),
                        ("ip", .number(0)), ("op", .number(outPoint)), ("st", .number(0)), ("bm", .number(0))])
    }

    /// Bottom-first layers listed top first, as Lottie lists them, and numbered.
    func numbered(_ bottomFirst: [JSONValue]) -> [JSONValue] {
        let top = Array(bottomFirst.reversed())
        return top.indices.map { with(top[$0], ["ind": .number(Double($0 + 1))]) }
    }

    /// A still layer transform equal to `t` (a scale, turn and move, as placements are).
    func staticTransform(_ t: Transform, anchor: Point = .zero) -> JSONValue {
        func still(_ v: JSONValue) -> JSONValue { .object([("a", .number(0)), ("k", v)]) }
        let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
        return .object([("a", still(point(anchor))), ("p", still(point(Point(t.e, t.f)))),
                        ("s", still(.array([.number(sx * 100), .number(sy * 100)]))),
                        ("r", still(.number(atan2(t.b, t.a) * 180 / .pi))), ("o", still(.number(100)))])
    }

    /// A stroke item with `paint`'s dash pattern (`d`: dashes and gaps in turn, then the offset).
    func dashed(_ stroke: JSONValue, _ paint: LayerContent.Paint) -> JSONValue {
        guard let dashes = paint.dashes, !dashes.isEmpty else { return stroke }
        var d: [JSONValue] = dashes.enumerated().map { k, v in
            .object([("n", .string(k % 2 == 0 ? "d" : "g")), ("nm", .string(k % 2 == 0 ? "dash" : "gap")),
                     ("v", .object([("a", .number(0)), ("k", .number(v))]))])
        }
        d.append(.object([("n", .string("o")), ("nm", .string("offset")), ("v", .object([("a", .number(0)), ("k", .number(paint.dashOffset))]))]))
        return with(stroke, ["d": .array(d)])
    }

    /// Lottie's number for a blend mode.
    static func blendCode(_ mode: MixBlendMode) -> Double {
        switch mode {
        case .normal: return 0
        case .multiply: return 1
        case .screen: return 2
        case .overlay: return 3
        case .darken: return 4
        case .lighten: return 5
        case .colorDodge: return 6
        case .colorBurn: return 7
        case .hardLight: return 8
        case .softLight: return 9
        case .difference: return 10
        case .exclusion: return 11
        }
    }
}
