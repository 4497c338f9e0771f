import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader

private let green = RGBA(0, 128.0 / 255, 0)

/// Gradients as paints: when they paint, what they paint, and when their fallback does.
@Suite struct PaintServerTests {
    @Test func aGradientWithoutStopsGivesWayToTheFallback() throws {
        let loaded = try SVGFixture.load("""
            <linearGradient id="empty"/>
            <rect width="9" height="9" fill="url(#empty) green"/>
            <rect width="9" height="9" color="green" fill="url(#empty) currentColor"/>
            <rect width="9" height="9" fill="url(#empty)" stroke="red"/>
            """)
        let shapes = SVGFixture.shapes(loaded)
        #expect(shapes.map(\.style.fill) == [.color(green), .color(green), nil])
    }

    @Test func anObjectBoundingBoxGradientOnAShapeWithNoAreaGivesWayToTheFallback() throws {
        let loaded = try SVGFixture.load("""
            <linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
            <line x1="10" y1="50" x2="90" y2="50" stroke="url(#g) green" stroke-width="10"/>
            <line x1="10" y1="60" x2="90" y2="60" stroke="url(#g)" stroke-width="10"/>
            <line x1="10" y1="10" x2="90" y2="90" stroke="url(#g) green" stroke-width="10"/>
            """)
        let strokes = SVGFixture.shapes(loaded).map(\.style.stroke)
        #expect(strokes.count == 2)
        #expect(strokes[0] == .color(green))
        guard case .gradient? = strokes[1] else { Issue.record("a diagonal line has a box with area: \(String(describing: strokes[1]))"); return }
    }

    @Test func aGradientTransformThatCollapsesAnAxisIsIgnored() throws {
        for kind in ["linearGradient", "radialGradient"] {
            let shape = try SVGFixture.onlyShape("""
                <\(kind) id="g" gradientTransform="matrix(0 0 0 0 0 0)"><stop offset="0" stop-color="white"/><stop offset="1" stop-color="green"/></\(kind)>
                <rect x="10" y="10" width="80" height="80" fill="url(#g)"/>
                """)
            guard case .gradient(let g)? = shape.style.fill else { Issue.record("\(kind): \(String(describing: shape.style.fill))"); continue }
            // Only the object-bounding-box mapping is left.
            #expect(g.transform == Transform(a: 80, b: 0, c: 0, d: 80, e: 10, f: 10), "\(kind)")
        }
    }

    @Test func aRadialGradientWithANegativeRadiusPaintsItsLastStop() throws {
        let shape = try SVGFixture.onlyShape("""
            <radialGradient id="g" r="-1"><stop offset="0" stop-color="black"/><stop offset="1" stop-color="green"/></radialGradient>
            <rect width="80" height="80" fill="url(#g)"/>
            """)
        #expect(shape.style.fill == .color(green))
    }

    @Test func stopColorInheritTakesTheGradientsStopColor() throws {
        let shape = try SVGFixture.onlyShape("""
            <linearGradient id="g" stop-color="green">
              <stop offset="0" stop-color="yellow"/><stop offset="1" stop-color="inherit"/>
            </linearGradient>
            <rect width="80" height="80" fill="url(#g)"/>
            """)
        guard case .gradient(let g)? = shape.style.fill else { Issue.record("no gradient"); return }
        #expect(g.stops.map(\.color) == [RGBA(1, 1, 0), green])
    }
}
