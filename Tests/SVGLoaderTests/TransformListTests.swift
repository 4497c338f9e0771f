import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader

@Suite struct TransformListTests {
    /// Where the point (10, 0) lands under `transform`.
    func image(of transform: String, point: Point = Point(10, 0)) throws -> Point {
        let s = try SVGFixture.onlyShape(#"<path d="M\#(point.x) \#(point.y) L0 0" stroke="black" transform="\#(transform)"/>"#)
        return SVGFixture.points(s.path)[0]
    }

    @Test func everyTransformKindMapsAPointAsSVGSays() throws {
        #expect(try image(of: "matrix(1 2 3 4 5 6)").isClose(to: Point(15, 26)))
        #expect(try image(of: "translate(5)").isClose(to: Point(15, 0)))
        #expect(try image(of: "translate(5,7)").isClose(to: Point(15, 7)))
        #expect(try image(of: "scale(2)").isClose(to: Point(20, 0)))
        #expect(try image(of: "scale(2 3)", point: Point(10, 10)).isClose(to: Point(20, 30)))
        #expect(try image(of: "rotate(90)").isClose(to: Point(0, 10), 1e-12))
        #expect(try image(of: "rotate(180 20 0)").isClose(to: Point(30, 0), 1e-12))
        #expect(try image(of: "skewX(45)", point: Point(0, 10)).isClose(to: Point(10, 10), 1e-12))
        #expect(try image(of: "skewY(45)").isClose(to: Point(10, 10), 1e-12))
    }

    @Test func aListAppliesItsRightmostTransformFirst() throws {
        // translate then scale, read right to left: scale (10,0) to (20,0), then move by 5.
        #expect(try image(of: "translate(5 0) scale(2)").isClose(to: Point(25, 0)))
        #expect(try image(of: "scale(2),translate(5 0)").isClose(to: Point(30, 0)))
        #expect(try image(of: " scale( 2 ) , translate( 5,0 ) ").isClose(to: Point(30, 0)))
    }

    @Test func groupTransformsApplyAfterTheShapesOwn() throws {
        let s = try SVGFixture.onlyShape(#"<g transform="translate(100 0)"><g transform="scale(2)"><path d="M10 0 L0 0" stroke="red" stroke-width="3" transform="translate(1 0)"/></g></g>"#)
        #expect(SVGFixture.points(s.path)[0].isClose(to: Point(122, 0)))
        #expect(s.style.strokeWidth == 6)  // stroke widths scale with the transform
    }

    @Test func anUnreadableTransformIsIgnoredWithAWarning() throws {
        let loaded = try SVGFixture.load(#"<path d="M10 0 L0 0" stroke="black" transform="rotate(1 2)"/>"#)
        #expect(SVGFixture.points(SVGFixture.shapes(loaded)[0].path)[0] == Point(10, 0))
        #expect(loaded.warnings.first?.message.contains("rotate() takes 1 or 3 numbers") == true)
    }
}
