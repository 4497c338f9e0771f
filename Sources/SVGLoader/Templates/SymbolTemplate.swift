import Geometry
import SymbolModel

/// An SF Symbols custom symbol template (the SVG the SF Symbols app exports with File > Export
/// Template or Export Symbol), read once and able to give the symbol at any of the nine weights
/// and three scales.
///
/// A template holds designs (``TemplateVariant``s such as `Regular-S`) placed on a large
/// artboard by guides: a baseline and a capline for each scale, and left and right margins for
/// each design. The reader moves every design into its own frame, with the left margin at x = 0
/// and the baseline at y = 0, so designs drawn in different columns can be compared and blended.
///
/// With the three masters `Ultralight-S`, `Regular-S` and `Black-S` present, every weight is
/// blended from them (``TemplateVariant/masterBlend(for:)``), and the M and L scales are the S
/// design scaled by the guides. A design the template draws itself (`Bold-M`) is used as it is,
/// as the SF Symbols app does. The layers and animation annotations come from the paths'
/// classes and the template's `<style>` block (docs/formats.md).
public struct SymbolTemplate: Sendable {
    /// One shape of a design, in the design's frame (left margin at x = 0, baseline at y = 0).
    struct DesignPath: Sendable {
        var path: Path
        /// The words of its `class` attribute, in order.
        var classes: [String]
        var id: String?
        var line: Int
        /// Its `data-clipstroke-keyframes` (SF Symbols 7 draw guide points), which we cannot read.
        var clipstroke: String?
        /// symbolview's own draw annotations on the path, if any (``DrawData``).
        var draw: DrawData?
    }

    /// How a layer draws on, from symbolview's `data-draw*` attributes on the first path of the
    /// layer (written by ``SymbolTemplateWriter``; the SF Symbols app's own guide points are not
    /// published). The guide and width are in the design's frame, so they blend and scale with
    /// the design's paths.
    struct DrawData: Sendable {
        /// `data-draw="appear"` when the layer fades in rather than being revealed.
        var appears = false
        /// The centre line along which the filled layer is revealed (`data-draw-guide`).
        var guide: Path?
        /// The revealing stroke's width (`data-draw-guide-width`), per design.
        var width: Double?
        var direction = DrawDirection.forward
        var start = 0.0
        var isBidirectional = false
    }

    /// One design of the template.
    struct Design: Sendable {
        var paths: [DesignPath]
        /// The distance from the left margin to the right margin.
        var width: Double
        /// The bounds of what it draws, in its frame.
        var art: Rect
    }

    /// The file name, for messages.
    public var file: String
    /// The symbol name: the file name without `.svg`.
    public var name: String
    /// The designs the file draws, by variant.
    var designs: [TemplateVariant: Design]
    /// The cap height (baseline minus capline) of each scale whose guides the file has.
    var capHeights: [SymbolScale: Double]
    var sheet: TemplateStyleSheet
    /// What the reader skipped or approximated.
    public var warnings: [SVGWarning]

    /// The variants the file draws, by scale, then by weight within a scale.
    public var variants: [TemplateVariant] {
        designs.keys.sorted { ($0.scale.factor, $0.weight.strokeScale) < ($1.scale.factor, $1.weight.strokeScale) }
    }

    /// Whether the file has the three masters, point-compatible, so every weight is blended.
    public var interpolates: Bool { mastersScale != nil }

    /// SF Pro's cap height per unit of point size: the guides' cap height is this fraction of
    /// the text size the template was drawn for (70.459 units at 100 pt in the app's exports).
    public static let capHeightPerPoint = 0.70459

    /// The scale whose three masters are present (S when several are).
    var mastersScale: SymbolScale? {
        SymbolScale.allCases.first { s in
            [SymbolWeight.ultralight, .regular, .black].allSatisfy { designs[TemplateVariant(weight: $0, scale: s)] != nil }
        }
    }

    /// The symbol at `weight` and `scale`, with warnings that say how it was made when the file
    /// neither draws that variant nor can blend it.
    ///
    /// The symbol's design units are the template's; its viewBox is the text's em square at the
    /// scale's size, centred between the margins and on the cap height, so a renderer placing it
    /// at `scale` draws the template's sizes (see ``SymbolPlacement``). Its
    /// ``Symbol/fixedWeight`` is `weight`: the outlines are already that heavy.
    public func symbol(weight: SymbolWeight, scale: SymbolScale) -> LoadedSymbol {
        var notes: [SVGWarning] = []
        let wanted = TemplateVariant(weight: weight, scale: scale)
        let design: Design
        if let own = designs[wanted] {
            design = own
        } else if let masters = mastersScale {
            design = rescaled(blended(weight, at: masters), from: masters, to: scale)
        } else {
            // No masters: the nearest design, moved to the scale by the guides.
            func distance(_ v: TemplateVariant) -> Double {
                (v.scale == scale ? 0 : 10) + abs(v.weight.strokeScale - weight.strokeScale)
            }
            let nearest = designs.keys.min { a, b in
                distance(a) != distance(b) ? distance(a) < distance(b) : a.name < b.name
            }!
            design = rescaled(designs[nearest]!, from: nearest.scale, to: scale)
            notes.append(SVGWarning(file: file, message: "no \(wanted) design and no Ultralight-S, Regular-S and Black-S masters to blend it from: \(nearest) drawn instead"))
        }
        let cap = capHeight(scale)
        let side = boxSide(scale)
        let box = Rect(x: design.width / 2 - side / 2, y: -cap / 2 - side / 2, width: side, height: side)
        var symbol = makeSymbol(design, viewBox: box)
        symbol.fixedWeight = weight
        return LoadedSymbol(symbol: symbol, warnings: warnings + notes)
    }

    /// The side of the viewBox at `scale`: the text's em square at the scale's size, or more
    /// when the file's designs reach beyond it (real symbols are often wider than the em), so
    /// that no weight is cut off and every weight of the template shares one box.
    func boxSide(_ scale: SymbolScale) -> Double {
        var side = capHeight(scale) / Self.capHeightPerPoint * scale.factor
        for (variant, design) in designs {
            let cap = capHeight(variant.scale)
            let k = capHeight(scale) / cap * scale.factor / variant.scale.factor
            // Twice the reach from the box's centre (between the margins, on the cap height).
            let (cx, cy) = (design.width / 2, -cap / 2)
            let reach = max(abs(design.art.minX - cx), abs(design.art.maxX - cx), abs(design.art.minY - cy), abs(design.art.maxY - cy))
            side = max(side, design.width * k, 2 * reach * 1.04 * k)
        }
        return side
    }

    /// The cap height at `scale`, or at the nearest scale whose guides the file has.
    func capHeight(_ scale: SymbolScale) -> Double {
        capHeights[scale] ?? capHeights[.medium] ?? capHeights[.small] ?? capHeights[.large] ?? 70.459
    }

    /// The masters at `scale` blended for `weight`.
    func blended(_ weight: SymbolWeight, at scale: SymbolScale) -> Design {
        let (from, to, t) = TemplateVariant.masterBlend(for: weight)
        let a = designs[TemplateVariant(weight: from, scale: scale)]!
        let b = designs[TemplateVariant(weight: to, scale: scale)]!
        if t == 0 { return a }
        if t == 1 { return b }
        var out = a
        out.width = a.width + (b.width - a.width) * t
        for i in out.paths.indices {
            out.paths[i].path = Self.blend(a.paths[i].path, b.paths[i].path, t)
            // Draw data blends too, where both masters have it and their guides match.
            guard let da = a.paths[i].draw, let db = b.paths[i].draw else { continue }
            if let ga = da.guide, let gb = db.guide, Self.sameStructure(ga, gb) {
                out.paths[i].draw?.guide = Self.blend(ga, gb, t)
            }
            if let wa = da.width, let wb = db.width { out.paths[i].draw?.width = wa + (wb - wa) * t }
        }
        return out
    }

    /// `design` drawn at `scale` moved to `target`: scaled by the ratio of the two scales'
    /// sizes (their factors and cap heights) around the left margin and the middle of the cap
    /// height, which stays on the middle of the target's cap height, as SF Symbols centres a
    /// symbol on the cap height at every scale.
    func rescaled(_ design: Design, from scale: SymbolScale, to target: SymbolScale) -> Design {
        if scale == target { return design }
        let (capFrom, capTo) = (capHeight(scale), capHeight(target))
        let k = capTo / capFrom * target.factor / scale.factor
        let t = Transform.translation(0, capFrom / 2).concatenating(.scale(k)).concatenating(.translation(0, -capTo / 2))
        var out = design
        out.width *= k
        for i in out.paths.indices {
            out.paths[i].path = out.paths[i].path.applying(t)
            if var draw = out.paths[i].draw {
                draw.guide = draw.guide?.applying(t)
                draw.width = draw.width.map { $0 * k }
                out.paths[i].draw = draw
            }
        }
        return out
    }

    /// Whether two paths have the same commands in the same order.
    static func sameStructure(_ a: Path, _ b: Path) -> Bool {
        a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { x, y in
            switch (x, y) {
            case (.move, .move), (.line, .line), (.quad, .quad), (.cubic, .cubic), (.close, .close): return true
            default: return false
            }
        }
    }

    /// Two paths of the same structure blended point by point.
    static func blend(_ a: Path, _ b: Path, _ t: Double) -> Path {
        func mix(_ p: Point, _ q: Point) -> Point { p.lerp(to: q, t) }
        var elements: [PathElement] = []
        elements.reserveCapacity(a.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case (.move(let p), .move(let q)): elements.append(.move(mix(p, q)))
            case (.line(let p), .line(let q)): elements.append(.line(mix(p, q)))
            case (.quad(let c, let p), .quad(let d, let q)): elements.append(.quad(mix(c, d), mix(p, q)))
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
                elements.append(.cubic(mix(c1, d1), mix(c2, d2), mix(p, q)))
            default: elements.append(x)   // .close, the only kind left once masters are checked
            }
        }
        return Path(elements: elements)
    }

    /// Where two designs differ in structure, in words naming the path and element; nil when
    /// they match point for point.
    static func mismatch(_ a: Design, _ an: TemplateVariant, _ b: Design, _ bn: TemplateVariant) -> String? {
        if a.paths.count != b.paths.count {
            return "\(an) has \(a.paths.count) path\(a.paths.count == 1 ? "" : "s") and \(bn) has \(b.paths.count)"
        }
        func kind(_ e: PathElement) -> String {
            switch e {
            case .move: return "a move"
            case .line: return "a line"
            case .quad: return "a quadratic curve"
            case .cubic: return "a cubic curve"
            case .close: return "a close"
            }
        }
        for (i, (p, q)) in zip(a.paths, b.paths).enumerated() {
            let name = "path \(i + 1)" + (p.id.map { " (id '\($0)')" } ?? "") + " (line \(p.line) in \(an), line \(q.line) in \(bn))"
            let (x, y) = (p.path.elements, q.path.elements)
            for k in 0..<min(x.count, y.count) where kind(x[k]) != kind(y[k]) {
                return "\(name): command \(k + 1) of its outline is \(kind(x[k])) in \(an) and \(kind(y[k])) in \(bn)"
            }
            if x.count != y.count {
                return "\(name): its outline has \(x.count) commands in \(an) and \(y.count) in \(bn); command \(min(x.count, y.count) + 1) is the first without a partner"
            }
        }
        return nil
    }
}
