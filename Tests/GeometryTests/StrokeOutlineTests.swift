import Geometry
import TestSupport
import Testing

/// ``StrokeOutline``: the outline's commands depend on the centre line only, so outlines of one
/// path at different widths blend point by point, and blending them blends the width.
@Suite struct StrokeOutlineTests {
    /// The kind of each command, without its points.
    static func kinds(_ path: Path) -> [Int] {
        path.elements.map { e in
            switch e {
            case .move: return 0
            case .line: return 1
            case .quad: return 2
            case .cubic: return 3
            case .close: return 4
            }
        }
    }

    /// A random path of lines and cubics, some subpaths closed.
    static func randomPath(_ g: inout SeededGenerator) -> Path {
        var path = Path()
        for _ in 0..<Int.random(in: 1...3, using: &g) {
            path.move(to: Point(Double.random(in: 0...100, using: &g), Double.random(in: 0...100, using: &g)))
            for _ in 0..<Int.random(in: 1...5, using: &g) {
                let p = Point(Double.random(in: 0...100, using: &g), Double.random(in: 0...100, using: &g))
                if Bool.random(using: &g) {
                    path.line(to: p)
                } else {
                    path.cubic(to: p, control1: Point(Double.random(in: 0...100, using: &g), Double.random(in: 0...100, using: &g)),
                               control2: Point(Double.random(in: 0...100, using: &g), Double.random(in: 0...100, using: &g)))
                }
            }
            if Bool.random(using: &g) { path.close() }
        }
        return path
    }

    @Test(arguments: [LineCap.butt, .round, .square], [LineJoin.round, .miter, .bevel])
    func theCommandsDoNotDependOnTheWidth(cap: LineCap, join: LineJoin) {
        var g = SeededGenerator(seed: 13)
        for _ in 0..<40 {
            let path = Self.randomPath(&g)
            let outlines = [0, 0.5, 3, 9, 25].map { StrokeOutline.outline(of: path, width: $0, cap: cap, join: join, tolerance: 0.1) }
            for o in outlines.dropFirst() { #expect(Self.kinds(o) == Self.kinds(outlines[0])) }
        }
    }

    @Test func blendingTwoWidthsGivesTheWidthBetween() {
        var g = SeededGenerator(seed: 7)
        for _ in 0..<20 {
            let path = Self.randomPath(&g)
            let thin = StrokeOutline.outline(of: path, width: 2, cap: .round, join: .round, tolerance: 0.1)
            let thick = StrokeOutline.outline(of: path, width: 10, cap: .round, join: .round, tolerance: 0.1)
            let middle = StrokeOutline.outline(of: path, width: 6, cap: .round, join: .round, tolerance: 0.1)
            for (a, (b, m)) in zip(thin.elements, zip(thick.elements, middle.elements)) {
                switch (a, b, m) {
                case (.move(let p), .move(let q), .move(let r)), (.line(let p), .line(let q), .line(let r)):
                    #expect(p.lerp(to: q, 0.5).distance(to: r) < 1e-9)
                case (.cubic(_, _, let p), .cubic(_, _, let q), .cubic(_, _, let r)):
                    #expect(p.lerp(to: q, 0.5).distance(to: r) < 1e-9)
                default: break
                }
            }
        }
    }

    @Test func aStraightRoundCappedStrokeCoversItsCapsuleAndNoMore() {
        var line = Path()
        line.move(to: Point(10, 50))
        line.line(to: Point(90, 50))
        let outline = StrokeOutline.outline(of: line, width: 20, cap: .round, join: .round, tolerance: 0.1)
        let bounds = outline.bounds
        #expect(abs(bounds.minX - 0) < 1e-6 && abs(bounds.maxX - 100) < 1e-6)
        #expect(abs(bounds.minY - 40) < 1e-6 && abs(bounds.maxY - 60) < 1e-6)
        // Every contour winds positively, so none cancels another under the non-zero rule.
        for contour in outline.flattened(tolerance: 0.01) {
            let p = contour.points
            let area = p.indices.reduce(0.0) { $0 + p[$1].cross(p[($1 + 1) % p.count]) } / 2
            #expect(area >= -1e-9)
        }
    }
}
