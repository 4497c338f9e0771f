import Foundation

/// One drawing command of a ``Path``, in absolute coordinates.
///
/// Arcs are not stored: ``Path/arc(to:radii:rotation:largeArc:sweep:)`` turns them into cubics
/// when they are added, so every consumer (flattener, measurer, stroker, rasterizer) handles
/// four curve kinds only.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quad(Point, Point)            // control, end
    case cubic(Point, Point, Point)    // control 1, control 2, end
    case close
}

/// A vector path: subpaths of lines and Bézier curves, open or closed.
///
/// Paths are values. Building one is cheap, and a transformed or trimmed path is a new value, so
/// effects can derive per-frame geometry without touching the symbol they came from.
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement] = []
    /// The start of the current subpath, where `close` returns to.
    private var subpathStart: Point = .zero
    /// The end of the last element, where the next one starts.
    public private(set) var currentPoint: Point = .zero
    private var hasCurrentPoint = false

    public init() {}

    public init(elements: [PathElement]) {
        for e in elements { append(e) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Appends one element, tracking the current point as the SVG rules say.
    public mutating func append(_ e: PathElement) {
        switch e {
        case .move(let p): move(to: p)
        case .line(let p): line(to: p)
        case .quad(let c, let p): quad(to: p, control: c)
        case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
        case .close: close()
        }
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) {
        elements.append(.move(p))
        subpathStart = p
        currentPoint = p
        hasCurrentPoint = true
    }

    /// A line segment from the current point; starts a subpath at the origin if there is none.
    public mutating func line(to p: Point) {
        ensureSubpath()
        elements.append(.line(p))
        currentPoint = p
    }

    public mutating func quad(to p: Point, control c: Point) {
        ensureSubpath()
        elements.append(.quad(c, p))
        currentPoint = p
    }

    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        ensureSubpath()
        elements.append(.cubic(c1, c2, p))
        currentPoint = p
    }

    /// Closes the current subpath with a straight line back to its start. A later drawing command
    /// without a move starts from that start point, as SVG specifies.
    public mutating func close() {
        guard hasCurrentPoint, let last = elements.last, last != .close else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Appends every subpath of `other`.
    public mutating func append(contentsOf other: Path) {
        for e in other.elements { append(e) }
    }

    private mutating func ensureSubpath() {
        if !hasCurrentPoint {
            move(to: .zero)
        } else if elements.last == .close {
            // A command straight after `z` starts a new subpath at the closed subpath's start.
            elements.append(.move(subpathStart))
        }
    }

    /// An elliptical arc from the current point to `end`, with SVG's endpoint parameterisation.
    ///
    /// Follows SVG 1.1 appendix F.6: identical endpoints draw nothing, a zero radius draws a
    /// straight line, radii too small to span the endpoints are scaled up, and `largeArc`/`sweep`
    /// pick one of the four candidate arcs. The arc is stored as at most four cubics (one per
    /// quarter turn), within about 3e-4 of the radius.
    public mutating func arc(to end: Point, radii: Point, rotation degrees: Double, largeArc: Bool, sweep: Bool) {
        ensureSubpath()
        let start = currentPoint
        if start == end { return }
        var rx = abs(radii.x), ry = abs(radii.y)
        if rx == 0 || ry == 0 { line(to: end); return }

        let phi = degrees * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // Step 1: the midpoint in the ellipse's frame.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1p = cosPhi * dx + sinPhi * dy
        let y1p = -sinPhi * dx + cosPhi * dy
        // Radii correction.
        let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s; ry *= s
        }
        // Step 2: the centre in the ellipse's frame.
        let num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
        let den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
        var coef = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if largeArc == sweep { coef = -coef }
        let cxp = coef * rx * y1p / ry
        let cyp = -coef * ry * x1p / rx
        // Step 3: the centre in user space.
        let cx = cosPhi * cxp - sinPhi * cyp + (start.x + end.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (start.y + end.y) / 2
        // Step 4: the start angle and sweep.
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
        var dTheta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
        if !sweep && dTheta > 0 { dTheta -= 2 * .pi }
        if sweep && dTheta < 0 { dTheta += 2 * .pi }
        guard dTheta.isFinite, cx.isFinite, cy.isFinite else { line(to: end); return }

        // One cubic per quarter turn at most.
        let segments = max(1, Int((abs(dTheta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = dTheta / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ t: Double) -> Point {
            Point(cx + rx * cos(t) * cosPhi - ry * sin(t) * sinPhi,
                  cy + rx * cos(t) * sinPhi + ry * sin(t) * cosPhi)
        }
        func derivative(_ t: Double) -> Point {
            Point(-rx * sin(t) * cosPhi - ry * cos(t) * sinPhi,
                  -rx * sin(t) * sinPhi + ry * cos(t) * cosPhi)
        }
        var t = theta1
        for i in 0..<segments {
            let t2 = t + step
            let p0 = point(t), p3 = i == segments - 1 ? end : point(t2)
            let c1 = p0 + derivative(t) * k
            let c2 = p3 - derivative(t2) * k
            cubic(to: p3, control1: c1, control2: c2)
            t = t2
        }
    }

    /// The path with every point mapped through `t`.
    public func applying(_ t: Transform) -> Path {
        if t.isIdentity { return self }
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.line(to: t.apply(p))
            case .quad(let c, let p): out.quad(to: t.apply(p), control: t.apply(c))
            case .cubic(let c1, let c2, let p): out.cubic(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .close: out.close()
            }
        }
        return out
    }
}

// MARK: - Shapes

extension Path {
    /// A rectangle, optionally with rounded corners (radii clamped to half the sides, as SVG does).
    public static func rect(_ r: Rect, rx: Double = 0, ry: Double = 0) -> Path {
        var p = Path()
        let rx = min(max(0, rx), r.width / 2), ry = min(max(0, ry), r.height / 2)
        if rx == 0 || ry == 0 {
            p.move(to: Point(r.minX, r.minY))
            p.line(to: Point(r.maxX, r.minY))
            p.line(to: Point(r.maxX, r.maxY))
            p.line(to: Point(r.minX, r.maxY))
            p.close()
            return p
        }
        let radii = Point(rx, ry)
        p.move(to: Point(r.minX + rx, r.minY))
        p.line(to: Point(r.maxX - rx, r.minY))
        p.arc(to: Point(r.maxX, r.minY + ry), radii: radii, rotation: 0, largeArc: false, sweep: true)
        p.line(to: Point(r.maxX, r.maxY - ry))
        p.arc(to: Point(r.maxX - rx, r.maxY), radii: radii, rotation: 0, largeArc: false, sweep: true)
        p.line(to: Point(r.minX + rx, r.maxY))
        p.arc(to: Point(r.minX, r.maxY - ry), radii: radii, rotation: 0, largeArc: false, sweep: true)
        p.line(to: Point(r.minX, r.minY + ry))
        p.arc(to: Point(r.minX + rx, r.minY), radii: radii, rotation: 0, largeArc: false, sweep: true)
        p.close()
        return p
    }

    /// An ellipse, drawn clockwise (on a y-down screen) from its rightmost point, as SVG does.
    public static func ellipse(center c: Point, rx: Double, ry: Double) -> Path {
        var p = Path()
        guard rx > 0, ry > 0 else { return p }
        let k = 0.5522847498307936
        p.move(to: Point(c.x + rx, c.y))
        p.cubic(to: Point(c.x, c.y + ry), control1: Point(c.x + rx, c.y + ry * k), control2: Point(c.x + rx * k, c.y + ry))
        p.cubic(to: Point(c.x - rx, c.y), control1: Point(c.x - rx * k, c.y + ry), control2: Point(c.x - rx, c.y + ry * k))
        p.cubic(to: Point(c.x, c.y - ry), control1: Point(c.x - rx, c.y - ry * k), control2: Point(c.x - rx * k, c.y - ry))
        p.cubic(to: Point(c.x + rx, c.y), control1: Point(c.x + rx * k, c.y - ry), control2: Point(c.x + rx, c.y - ry * k))
        p.close()
        return p
    }

    public static func circle(center c: Point, radius r: Double) -> Path { ellipse(center: c, rx: r, ry: r) }

    /// Straight segments through `points`, closed when `closed` is true (SVG polyline/polygon).
    public static func polyline(_ points: [Point], closed: Bool = false) -> Path {
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: first)
        for q in points.dropFirst() { p.line(to: q) }
        if closed { p.close() }
        return p
    }
}
