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
}
