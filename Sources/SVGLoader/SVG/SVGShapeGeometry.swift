import Geometry

/// Turns one basic-shape element (`path`, `line`, `polyline`, `polygon`, `circle`, `ellipse`,
/// `rect`) into a path in the element's own user units.
enum SVGShapeGeometry {
    /// The elements this type draws.
    static let elementNames: Set<String> = ["path", "line", "polyline", "polygon", "circle", "ellipse", "rect"]

    /// The geometry attributes of each shape element.
    static let attributeNames: [String: Set<String>] = [
        "path": ["d", "pathLength"],
        "line": ["x1", "y1", "x2", "y2", "pathLength"],
        "polyline": ["points", "pathLength"],
        "polygon": ["points", "pathLength"],
        "circle": ["cx", "cy", "r", "pathLength"],
        "ellipse": ["cx", "cy", "rx", "ry", "pathLength"],
        "rect": ["x", "y", "width", "height", "rx", "ry", "pathLength"],
    ]

    /// What the geometry of one element came to.
    struct Outcome {
        /// Nil when the element draws nothing (a zero radius, a zero-width rect).
        var path: Path?
        /// A fault the element was drawn in spite of (path data drawn up to its first error).
        var warning: String?
    }

    /// A fault that stops the file from loading.
    struct Failure: Error { var message: String }

    /// The path of `e`. Percentages resolve against `viewport` (the viewBox): horizontal
    /// lengths against its width, vertical ones against its height, a radius against its
    /// normalised diagonal.
    /// A length attribute that cannot be read (`44mmx`, `inherit`, an unknown unit) counts as
    /// not given, as in resvg and browsers: a rect without a width draws nothing.
    static func path(for e: SVGElement, viewport: Rect, elementBudget: Int, fontSize: Double = SVGLength.defaultFontSize) throws -> Outcome {
        var invalid: String?
        let horizontal: Set<String> = ["x", "x1", "x2", "cx", "rx", "width"]
        let vertical: Set<String> = ["y", "y1", "y2", "cy", "ry", "height"]
        func length(_ name: String) throws -> Double? {
            let reference = horizontal.contains(name) ? viewport.width
                : vertical.contains(name) ? viewport.height
                : ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
            guard let text = e.attributes[name] else { return nil }
            if text.trimmingSpaces == "auto", name == "rx" || name == "ry" { return nil }
            guard let l = try? SVGLength.parse(text), l.unit != .rem else {
                invalid = invalid ?? "\(name)=\"\(text.prefix(40))\" is not a length; ignored"
                return nil
            }
            return l.resolved(percentOf: reference, fontSize: fontSize)
        }
        var outcome = try shapePath(e, elementBudget: elementBudget, length: length)
        if outcome.warning == nil { outcome.warning = invalid }
        return outcome
    }

    private static func shapePath(_ e: SVGElement, elementBudget: Int, length: (String) throws -> Double?) throws -> Outcome {
        switch e.name {
        case "path":
            guard let d = e.attributes["d"] else { return Outcome(path: nil) }
            // Parsed to one element past what the file has left: a path that goes past it comes
            // back with more elements than that, and the builder refuses the file naming its real
            // limit, not the budget added to the path's count.
            let (path, error) = Path.parse(svgPathData: d, mode: .lenient, elementLimit: max(0, elementBudget) + 1)
            guard let error else { return Outcome(path: path) }
            if case .atMostElements = error.expected { return Outcome(path: path) }
            if case .finiteNumber = error.expected { throw Failure(message: error.description) }
            return Outcome(path: path, warning: "\(error.description); drawn up to the error, as browsers do")
        case "line":
            let p = Point(try length("x1") ?? 0, try length("y1") ?? 0)
            let q = Point(try length("x2") ?? 0, try length("y2") ?? 0)
            return Outcome(path: .polyline([p, q]))
        case "polyline", "polygon":
            guard let text = e.attributes["points"] else { return Outcome(path: nil) }
            var s = SVGNumberScanner(text)
            var numbers: [Double] = []
            var warning: String?
            s.skipSpaces()
            while !s.isAtEnd {
                do {
                    numbers.append(try s.requiredNumber())
                } catch let f as SVGNumberScanner.Failure {
                    if case .outOfRange = f { throw Failure(message: "points \(f)") }
                    warning = "points \(f); drawn up to the error, as browsers do"
                    break
                }
                s.skipSeparator()
            }
            if numbers.count % 2 == 1 {
                numbers.removeLast()
                warning = warning ?? "points holds an odd count of numbers; the last is ignored"
            }
            let points = stride(from: 0, to: numbers.count, by: 2).map { Point(numbers[$0], numbers[$0 + 1]) }
            guard points.count >= 1 else { return Outcome(path: nil, warning: warning) }
            return Outcome(path: .polyline(points, closed: e.name == "polygon"), warning: warning)
        case "circle":
            let r = try length("r") ?? 0
            guard r > 0 else { return Outcome(path: nil) }
            return Outcome(path: .circle(center: Point(try length("cx") ?? 0, try length("cy") ?? 0), radius: r))
        case "ellipse":
            // SVG 2: a missing, negative or `auto` radius takes the other's value.
            var rx = try length("rx").flatMap { $0 >= 0 ? $0 : nil }
            var ry = try length("ry").flatMap { $0 >= 0 ? $0 : nil }
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            guard let rx, let ry, rx > 0, ry > 0 else { return Outcome(path: nil) }
            return Outcome(path: .ellipse(center: Point(try length("cx") ?? 0, try length("cy") ?? 0), rx: rx, ry: ry))
        case "rect":
            let w = try length("width") ?? 0, h = try length("height") ?? 0
            guard w > 0, h > 0 else { return Outcome(path: nil) }
            // One radius given: the other mirrors it. Negative radii count as not given; both are
            // clamped to half the sides by Path.rect.
            var rx = try length("rx").flatMap { $0 >= 0 ? $0 : nil }
            var ry = try length("ry").flatMap { $0 >= 0 ? $0 : nil }
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let box = Rect(x: try length("x") ?? 0, y: try length("y") ?? 0, width: w, height: h)
            return Outcome(path: .rect(box, rx: rx ?? 0, ry: ry ?? 0))
        default:
            return Outcome(path: nil)
        }
    }
}
