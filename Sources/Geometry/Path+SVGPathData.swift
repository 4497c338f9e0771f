extension Path {
    /// The path as SVG path data, in absolute commands with shortest round-trip numbers, so
    /// `Path(svgPathData: p.svgPathData)` gives back exactly `p`. Useful for debugging output,
    /// test fixtures and writing SVG files.
    public var svgPathData: String {
        var out = ""
        out.reserveCapacity(elements.count * 24)
        func number(_ v: Double) -> String {
            // Whole numbers print without ".0"; everything else as Swift's shortest round-trip form.
            if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
            return "\(v)"
        }
        func add(_ command: String, _ points: Point...) {
            if !out.isEmpty { out += " " }
            out += command
            for (i, p) in points.enumerated() {
                out += (i == 0 ? "" : " ") + number(p.x) + " " + number(p.y)
            }
        }
        for e in elements {
            switch e {
            case .move(let p): add("M", p)
            case .line(let p): add("L", p)
            case .quad(let c, let p): add("Q", c, p)
            case .cubic(let c1, let c2, let p): add("C", c1, c2, p)
            case .close: add("Z")
            }
        }
        return out
    }
}
