import Geometry
import SymbolModel

/// The composited groups of the animated SVG: a clip becomes a `<clipPath>`, a mask a `<mask>`
/// (luminance, or `mask-type: alpha`), a blend mode `mix-blend-mode`, and a group's opacity a
/// `<g opacity>`, so overlaps inside it blend once. A dashed stroke keeps its dash array.
extension AnimatedSVGWriter.Builder {
    /// Opens and closes the groups around layers so that exactly `chain` is open.
    mutating func enterOuterScopes(_ chain: [Int], open: inout [Int]) {
        let kept = zip(chain, open).prefix { $0 == $1 }.count
        body += String(repeating: "</g>\n", count: open.count - kept)
        for i in chain.dropFirst(kept) {
            let (scope, part) = plan.scopes[i]
            let p = plan.scene.parts[part]
            body += openScope(scope, space: p.toPixels, tint: p.layerPaint(Layer(id: "", shapes: [])).color, name: p.symbol.name)
        }
        open = chain
    }

    /// Opens and closes the groups inside layer `e` (drawn in design units) so that exactly
    /// `chain` is open.
    mutating func enterInnerScopes(_ chain: [Int], of e: ExportPlan.Entry, open: inout [Int]) {
        let kept = zip(chain, open).prefix { $0 == $1 }.count
        body += String(repeating: "</g>\n", count: open.count - kept)
        let tint = plan.scene.parts[e.part].layerPaint(e.layer).color
        for i in chain.dropFirst(kept) {
            body += openScope(e.content.scopes[i], space: .identity, tint: tint, name: e.layer.id)
        }
        open = chain
    }

    /// Whether any group blends: the symbol then blends only with itself, as the renderer draws
    /// it onto a clear canvas, not with the page behind it.
    mutating func isolateBlends() {
        let blends = plan.scopes.contains { $0.scope.blendMode != .normal }
            || plan.entries.contains { $0.content.scopes.contains { $0.blendMode != .normal } }
        if blends { body = "<g style=\"isolation:isolate\">\n" + body + "</g>\n" }
    }

    /// The `<g>` start tag of `scope`, after the clip and mask it refers to; `space` maps design
    /// units to the user space the group sits in.
    mutating func openScope(_ scope: CompositeScope, space: Transform, tint: RGBA, name: String) -> String {
        var tag = "<g"
        if scope.opacity < 1 { tag += " opacity=\"\(Self.number(scope.opacity))\"" }
        if let clip = scope.clip { tag += " clip-path=\"url(#\(clipPath(clip, space: space)))\"" }
        if let mask = scope.mask { tag += " mask=\"url(#\(self.mask(mask, space: space, tint: tint, name: name)))\"" }
        if scope.blendMode != .normal { tag += " style=\"mix-blend-mode:\(scope.blendMode.rawValue)\"" }
        return tag + ">\n"
    }

    /// Writes `clip` as a `<clipPath>` in user space and returns its id. Its pieces are mapped
    /// into that space; a piece's own clip and the clip's clip are `clip-path`s of their own.
    mutating func clipPath(_ clip: ClipPath, space: Transform) -> String {
        let outer = clip.clip.map { clipPath($0, space: space) }
        var pieces = ""
        for piece in clip.pieces {
            let own = piece.clip.map { clipPath($0, space: space) }
            let path = piece.path.applying(piece.transform.concatenating(space))
            pieces += "<path d=\"\(Self.pathData(LayerContent.subpaths(of: path)))\" clip-rule=\"\(piece.rule == .evenOdd ? "evenodd" : "nonzero")\""
                + (own.map { " clip-path=\"url(#\($0))\"" } ?? "") + "/>\n"
        }
        counter += 1
        let id = Self.scoped("c\(counter)")
        body += "<clipPath id=\"\(id)\" clipPathUnits=\"userSpaceOnUse\"" + (outer.map { " clip-path=\"url(#\($0))\"" } ?? "") + ">\n"
            + pieces + "</clipPath>\n"
        return id
    }

    /// Writes `mask` as a `<mask>` over its region in user space and returns its id: its content
    /// in its own colours (`currentColor` in `tint`), seen through its luminance or its alpha.
    mutating func mask(_ mask: SymbolMask, space: Transform, tint: RGBA, name: String) -> String {
        // The content's group is drawn in design units: its own mask and clip are too.
        let inner = mask.mask.map { self.mask($0, space: .identity, tint: tint, name: name) }
        let region = Path.rect(mask.region).applying(mask.regionTransform.concatenating(space)).bounds
        // The region may be turned: its outline clips the content too.
        let turned = mask.regionTransform.b != 0 || mask.regionTransform.c != 0 || space.b != 0 || space.c != 0
        let regionClip = turned
            ? clipPath(ClipPath(pieces: [ClipPath.Piece(path: .rect(mask.region), transform: mask.regionTransform, rule: .nonZero)]), space: .identity)
            : nil
        let content = LayerContent(mask: mask, color: tint, id: name)
        notes += content.notes
        var saved = ""
        swap(&saved, &body)
        body += "<g transform=\"\(Self.matrix(space))\"" + (inner.map { " mask=\"url(#\($0))\"" } ?? "")
            + (regionClip.map { " clip-path=\"url(#\($0))\"" } ?? "") + ">\n"
        var open: [Int] = []
        for paint in content.paints {
            let kept = zip(paint.scopes, open).prefix { $0 == $1 }.count
            body += String(repeating: "</g>\n", count: open.count - kept)
            for i in paint.scopes.dropFirst(kept) { body += openScope(content.scopes[i], space: .identity, tint: tint, name: name) }
            open = paint.scopes
            let drawn = staticPaint(paint)
            body += drawn
        }
        body += String(repeating: "</g>\n", count: open.count) + "</g>\n"
        swap(&saved, &body)
        counter += 1
        let id = Self.scoped("m\(counter)")
        let n = Self.number
        body += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"\(n(region.x))\" y=\"\(n(region.y))\" width=\"\(n(region.width))\" "
            + "height=\"\(n(region.height))\"" + (mask.kind == .alpha ? " style=\"mask-type:alpha\"" : "") + ">\n" + saved + "</mask>\n"
        return id
    }

    /// A paint that does not move: a fill or a stroke in its colour and opacity.
    mutating func staticPaint(_ paint: LayerContent.Paint) -> String {
        let d = Self.pathData(paint.subpaths)
        let reference = paintReference(paint)
        let opacity = Self.number(paint.opacity * paint.color.a)
        guard let width = paint.strokeWidth else {
            var attributes = "fill=\"\(reference)\" fill-opacity=\"\(opacity)\" fill-rule=\"\(paint.fillRule == .evenOdd ? "evenodd" : "nonzero")\""
            if let e = paint.emboldening { attributes += " " + strokeAttributes(reference, width: e, cap: .round, join: .round, miter: 4) }
            return "<path d=\"\(d)\" \(attributes)/>\n"
        }
        return "<path d=\"\(d)\" fill=\"none\" stroke-opacity=\"\(opacity)\" "
            + strokeAttributes(reference, width: width, cap: paint.cap, join: paint.join, miter: paint.miterLimit)
            + Self.dashAttributes(paint) + "/>\n"
    }

    /// ` stroke-dasharray` and ` stroke-dashoffset` for a dashed stroke, else nothing.
    static func dashAttributes(_ paint: LayerContent.Paint) -> String {
        guard let dashes = paint.dashes, !dashes.isEmpty else { return "" }
        return " stroke-dasharray=\"\(dashes.map { number($0) }.joined(separator: " "))\""
            + (paint.dashOffset != 0 ? " stroke-dashoffset=\"\(number(paint.dashOffset))\"" : "")
    }

    static func matrix(_ t: Transform) -> String {
        "matrix(\([t.a, t.b, t.c, t.d, t.e, t.f].map { number($0) }.joined(separator: " ")))"
    }
}
