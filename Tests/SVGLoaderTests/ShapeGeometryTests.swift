import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader

@Suite struct ShapeGeometryTests {
    @Test func aRectWithOneRadiusMirrorsItToTheOther() throws {
        let onlyRx = try SVGFixture.onlyShape(#"<rect x="10" y="10" width="60" height="40" rx="5"/>"#)
        #expect(onlyRx.path == Path.rect(Rect(x: 10, y: 10, width: 60, height: 40), rx: 5, ry: 5))
        let onlyRy = try SVGFixture.onlyShape(#"<rect x="10" y="10" width="60" height="40" ry="7"/>"#)
        #expect(onlyRy.path == Path.rect(Rect(x: 10, y: 10, width: 60, height: 40), rx: 7, ry: 7))
    }

    @Test func rectRadiiAreClampedToHalfTheSides() throws {
        let s = try SVGFixture.onlyShape(#"<rect width="60" height="40" rx="100"/>"#)
        #expect(s.path == Path.rect(Rect(x: 0, y: 0, width: 60, height: 40), rx: 30, ry: 20))
        let xs = SVGFixture.points(s.path).map(\.x)
        #expect(xs.min() == 0 && xs.max() == 60)
    }

    @Test func aZeroSizedRectOrCircleDrawsNothing() throws {
        let loaded = try SVGFixture.load(#"<rect width="0" height="10"/><circle r="0"/><ellipse rx="0" ry="3"/>"#)
        #expect(loaded.symbol.layers.isEmpty)
    }

    @Test func circlesEllipsesLinesAndPolylinesBecomePaths() throws {
        let loaded = try SVGFixture.load("""
            <circle cx="50" cy="50" r="20"/>
            <ellipse cx="50" cy="50" rx="20"/>
            <line x1="1" y1="2" x2="3" y2="4" stroke="black"/>
            <polyline points="0,0 10,0 10,10" fill="none" stroke="black"/>
            <polygon points="0 0, 10 0, 10 10"/>
            """)
        let shapes = SVGFixture.shapes(loaded)
        #expect(shapes.count == 5)
        #expect(shapes[0].path == Path.circle(center: Point(50, 50), radius: 20))
        #expect(shapes[1].path == Path.circle(center: Point(50, 50), radius: 20))
        #expect(SVGFixture.points(shapes[2].path) == [Point(1, 2), Point(3, 4)])
        #expect(shapes[2].style.fill == nil)  // a line never fills
        #expect(shapes[3].path.elements.last != .close)
        #expect(shapes[4].path.elements.last == .close)
    }

    @Test func badPathDataDrawsUpToTheErrorWithAWarningThatGivesTheOffset() throws {
        let loaded = try SVGFixture.load(#"<path d="M10 10 L20 20 L30 x" stroke="black"/>"#)
        let s = try #require(SVGFixture.shapes(loaded).first)
        #expect(SVGFixture.points(s.path) == [Point(10, 10), Point(20, 20)])
        let w = try #require(loaded.warnings.first)
        #expect(w.element == "path")
        #expect(w.line == 2)
        #expect(w.description.contains("path data offset 18: expected a number"))
    }

    @Test func aNegativeEllipseRadiusMirrorsTheOtherAndANegativeCircleRadiusDrawsNothing() throws {
        let loaded = try SVGFixture.load(#"<ellipse cx="50" cy="50" rx="-20" ry="20"/><circle cx="5" cy="5" r="-3"/>"#)
        #expect(SVGFixture.shapes(loaded).map(\.path) == [Path.circle(center: Point(50, 50), radius: 20)])
    }

    @Test func percentagesReferToTheViewBox() throws {
        let loaded = try SVGFixture.loadDocument(#"<svg viewBox="0 0 200 100"><rect x="10%" y="10%" width="50%" height="50%"/></svg>"#)
        #expect(SVGFixture.shapes(loaded)[0].path == Path.rect(Rect(x: 20, y: 10, width: 100, height: 50)))
    }

    @Test func lengthsAcceptUnits() throws {
        let s = try SVGFixture.onlyShape(#"<circle cx="10px" cy="1in" r="3pt"/>"#)
        let xs = SVGFixture.points(s.path)
        #expect(xs[0].isClose(to: Point(14, 96)))
    }

    @Test func aNonNumericGeometryAttributeCountsAsNotGivenWithAWarningNamingIt() throws {
        // As resvg and browsers do: cx="NaN" is no length, so the circle sits at cx = 0.
        let loaded = try SVGFixture.load(#"<circle cx="NaN" cy="5" r="3"/>"#)
        let warning = try #require(loaded.warnings.first)
        #expect(warning.element == "circle")
        #expect(warning.line == 2)
        #expect(warning.message.contains("cx"))
        #expect(SVGFixture.shapes(loaded)[0].path.bounds.center.isClose(to: Point(0, 5)))
    }
}
