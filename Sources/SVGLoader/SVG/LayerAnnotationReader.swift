import Foundation
import Geometry
import SymbolModel

/// Reads the `data-*` annotations of docs/symbol-format.md from one layer element into a
/// ``Layer``. A value that cannot be read is a load error naming the attribute, the element and
/// its line, because a silently ignored annotation makes a symbol animate wrongly.
///
/// Coordinates in annotations (`data-draw-guide`, `data-rotate-anchor`) are in the layer
/// element's own user space, like its `d` or `cx`: the element's transforms apply to them too.
struct LayerAnnotationReader {
    /// Every annotation a layer element may carry.
    static let layerAttributes: Set<String> = [
        "data-layer", "data-hierarchy", "data-draw", "data-draw-direction", "data-draw-start",
        "data-draw-bidirectional", "data-draw-guide", "data-draw-guide-width", "data-motion-group",
        "data-attach-to", "data-rotate", "data-rotate-anchor", "data-rotate-rate", "data-pulse", "data-variable",
        "data-variable-threshold", "data-replace-id", "data-wiggle-anchor", "data-bounce-anchor", "data-multicolor",
    ]
    /// The annotations of the root `<svg>`.
    static let rootAttributes: Set<String> = ["data-symbol", "data-rotate-anchor"]

    let file: String
    let element: SVGElement
    /// The transform from the layer element's user space to design units.
    let transform: Transform

    private func fail(_ attribute: String, _ reason: String) -> SVGLoadError {
        let value = element.attributes[attribute].map { "=\"\($0.prefix(40))\"" } ?? ""
        return SVGLoadError(file: file, line: element.line, element: element.name, reason: "\(attribute)\(value): \(reason)")
    }

    private func value(_ name: String) -> String? { element.attributes[name]?.trimmingSpaces }

    /// What the annotations of a whole file may still cost.
    struct Budget {
        /// Path elements left under ``SVGLimits/maxSegments``; guides count too.
        var pathElements: Int
        /// Point–segment measurements left for default guide widths
        /// (see ``coveringWidth(of:along:budget:)``).
        var measurements = 4_000_000
    }

    /// The layer with its annotations, charging `budget` for guides.
    func layer(id: String, shapes: [Shape], budget: inout Budget) throws -> Layer {
        var layer = Layer(id: id, shapes: shapes)
        if let h = value("data-hierarchy") {
            guard let level = HierarchyLevel(name: h) else { throw fail("data-hierarchy", "expected primary, secondary or tertiary") }
            layer.hierarchy = level
        }
        if let text = value("data-multicolor") {
            guard let paint = Self.multicolor(text) else {
                throw fail("data-multicolor", "expected accent, a CSS colour (#ff3b30, rgb(…), red) or an Apple system colour (systemRed)")
            }
            layer.multicolor = paint
        }
        layer.draw = try draw(shapes: shapes, budget: &budget)
        layer.rotation = try rotation(shapes: shapes)
        layer.pulses = try flag("data-pulse")
        layer.isVariable = try flag("data-variable")
        if let text = value("data-variable-threshold") {
            guard let t = Double(text), (0...1).contains(t) else { throw fail("data-variable-threshold", "expected a number from 0 to 1") }
            layer.variableThreshold = t
            layer.isVariable = true
        }
        if let name = value("data-replace-id") {
            guard !name.isEmpty else { throw fail("data-replace-id", "expected a name shared with a layer of the other symbol") }
            layer.replaceID = name
        }
        if value("data-wiggle-anchor") != nil { layer.wiggleAnchor = transform.apply(try point("data-wiggle-anchor")) }
        if value("data-bounce-anchor") != nil { layer.bounceAnchor = transform.apply(try point("data-bounce-anchor")) }
        return layer
    }

    private func draw(shapes: [Shape], budget: inout Budget) throws -> DrawAnnotation {
        var draw = DrawAnnotation()
        let isStroked = shapes.contains { $0.style.stroke != nil }
        let kindName = value("data-draw") ?? (isStroked ? "stroke" : "none")
        switch kindName {
        case "stroke": draw.kind = .stroke
        case "appear": draw.kind = .appear
        case "none": draw.kind = .fallback
        case "guide":
            guard let data = element.attributes["data-draw-guide"] else {
                throw fail("data-draw", "a guide draw needs data-draw-guide, the path data of its centre line")
            }
            let guide: Path
            do {
                guide = try Path(svgPathData: data, elementLimit: max(0, budget.pathElements)).applying(transform)
            } catch let error as PathDataError {
                if case .atMostElements = error.expected {
                    throw fail("data-draw-guide", "the file holds more path elements than the limit")
                }
                throw fail("data-draw-guide", error.description)
            }
            budget.pathElements -= guide.elements.count
            guard !guide.isEmpty else { throw fail("data-draw-guide", "the guide path is empty") }
            let width: Double
            if let text = value("data-draw-guide-width") {
                guard let w = Double(text), w.isFinite, w > 0 else { throw fail("data-draw-guide-width", "expected a positive number") }
                width = w * transform.meanScale
            } else {
                width = Self.coveringWidth(of: shapes, along: guide, budget: &budget.measurements)
            }
            draw.kind = .guide(guide, width: width)
        case "attach":
            guard let host = value("data-attach-to"), !host.isEmpty else {
                throw fail("data-draw", "an attached layer needs data-attach-to, the id of the layer whose tip it rides")
            }
            draw.kind = .attachment(host: host)
        default:
            throw fail("data-draw", "expected stroke, guide, appear, attach or none")
        }
        if let d = value("data-draw-direction") {
            guard let direction = DrawDirection(rawValue: d) else { throw fail("data-draw-direction", "expected forward or reverse") }
            draw.direction = direction
        }
        if let s = value("data-draw-start") {
            guard let start = Double(s), start >= 0, start <= 1 else { throw fail("data-draw-start", "expected a number from 0 to 1") }
            draw.start = start
        }
        draw.isBidirectional = try flag("data-draw-bidirectional")
        if let group = value("data-motion-group"), !group.isEmpty { draw.motionGroup = group }
        if value("data-attach-to") != nil, kindName != "attach" {
            throw fail("data-attach-to", "only a layer with data-draw=\"attach\" rides another layer")
        }
        return draw
    }

    private func rotation(shapes: [Shape]) throws -> RotationAnnotation? {
        guard let d = value("data-rotate") else {
            if value("data-rotate-rate") != nil { throw fail("data-rotate-rate", "a rate needs data-rotate on the same layer") }
            return nil
        }
        let direction: RotationDirection
        switch d.lowercased() {
        case "clockwise", "cw": direction = .clockwise
        case "counterclockwise", "ccw", "anticlockwise": direction = .counterClockwise
        default: throw fail("data-rotate", "expected clockwise or counterClockwise")
        }
        var anchor = Self.bounds(of: shapes)?.center ?? transform.apply(.zero)
        if value("data-rotate-anchor") != nil {
            anchor = transform.apply(try point("data-rotate-anchor"))
        }
        var rate = 1.0
        if let r = value("data-rotate-rate") {
            // A number, or a ratio such as "8/6" (two meshed gears' teeth), which stays exact
            // where a decimal would round: gears whose rates are a ratio share a period.
            let terms = r.split(separator: "/", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard terms.count <= 2, let top = terms.first ?? nil, let bottom = terms.count == 2 ? terms[1] : 1,
                  top.isFinite, bottom.isFinite, top > 0, bottom > 0, (top / bottom).isFinite, top / bottom > 0 else {
                throw fail("data-rotate-rate", "expected a positive number or a ratio such as 8/6")
            }
            rate = top / bottom
        }
        return RotationAnnotation(direction: direction, anchor: anchor, rate: rate)
    }

    /// A `data-multicolor` value: `accent` (the tint), an Apple system colour name or a CSS
    /// colour; nil when it is none of these.
    static func multicolor(_ text: String) -> MulticolorPaint? {
        if ["accent", "currentcolor"].contains(text.lowercased()) { return .accent }
        if let c = AppleSystemColor.color(named: text), text.lowercased().hasPrefix("system") { return .color(c) }
        return SVGColorValue.parse(text).map { .color($0) }
    }

    /// `true` or `false` (absent means false).
    private func flag(_ name: String) throws -> Bool {
        guard let v = value(name) else { return false }
        switch v {
        case "true", "1": return true
        case "false", "0": return false
        default: throw fail(name, "expected true or false")
        }
    }

    /// Two numbers, `x y`.
    func point(_ name: String) throws -> Point {
        guard let text = element.attributes[name], let n = try? SVGNumberScanner.numberList(text), n.count == 2 else {
            throw fail(name, "expected two numbers, x and y")
        }
        return Point(n[0], n[1])
    }

    /// The bounds of the shapes' control points, which hold the curves; nil for no points.
    static func bounds(of shapes: [Shape]) -> Rect? {
        var outline = Path()
        for shape in shapes { outline.append(contentsOf: shape.designPath) }
        return outline.isEmpty ? nil : outline.controlPointBounds
    }

    /// A guide stroke width that covers every shape once the guide is fully drawn: twice the
    /// largest distance from a point of the shapes' outlines (grown by half their stroke) to the
    /// guide, plus a margin of one unit for anti-aliasing.
    ///
    /// The work is bounded: at most 1000 outline points are measured against at most 1000 guide
    /// segments (both sampled evenly when there are more), and `budget` (point–segment
    /// measurements left for the whole file) is charged. Once it runs out, the width falls back
    /// to twice the distance from the guide's start to the farthest corner of the shapes'
    /// bounds: wider than needed, but still covering.
    static func coveringWidth(of shapes: [Shape], along guide: Path, budget: inout Int) -> Double {
        var segments: [(Point, Point)] = []
        for line in guide.flattened(tolerance: 0.05) {
            if line.points.count == 1 { segments.append((line.points[0], line.points[0])) }
            for i in line.points.indices.dropFirst() { segments.append((line.points[i - 1], line.points[i])) }
            if line.isClosed, let first = line.points.first, let last = line.points.last { segments.append((last, first)) }
        }
        guard let start = segments.first?.0 else { return 0 }
        if segments.count > 1000 {
            // Keep every k-th segment, stretched to reach the next kept one, so the chain stays
            // connected.
            let k = (segments.count + 999) / 1000
            segments = stride(from: 0, to: segments.count, by: k).map { i in
                (segments[i].0, segments[min(segments.count - 1, i + k - 1)].1)
            }
        }
        // The outline points, each with the half stroke width it is grown by.
        var points: [(Point, Double)] = []
        for shape in shapes {
            let grow = shape.style.stroke != nil ? shape.style.strokeWidth * shape.transform.meanScale / 2 : 0
            for line in shape.designPath.flattened(tolerance: 0.1) { points += line.points.map { ($0, grow) } }
        }
        if points.count > 1000 {
            let k = (points.count + 999) / 1000
            points = stride(from: 0, to: points.count, by: k).map { points[$0] }
        }
        let cost = points.count * segments.count
        guard cost <= budget else {
            var farthest = 0.0
            for shape in shapes {
                guard let box = bounds(of: [shape]) else { continue }
                let grow = shape.style.stroke != nil ? shape.style.strokeWidth * shape.transform.meanScale / 2 : 0
                for corner in [Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.minX, box.maxY), Point(box.maxX, box.maxY)] {
                    farthest = max(farthest, corner.distance(to: start) + grow)
                }
            }
            return 2 * farthest + 1
        }
        budget -= cost
        var farthest = 0.0
        for (p, grow) in points {
            var nearest = Double.infinity
            for (a, b) in segments { nearest = min(nearest, distance(from: p, toSegment: a, b)) }
            farthest = max(farthest, nearest + grow)
        }
        return 2 * farthest + 1
    }

    private static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a
        let l2 = ab.lengthSquared
        let t = l2 > 0 ? min(1, max(0, (p - a).dot(ab) / l2)) : 0
        return p.distance(to: a + ab * t)
    }
}
