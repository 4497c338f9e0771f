import Conformance
import Geometry
import Raster
import Testing

@Suite struct ImageDifferenceTests {
    func disc(at center: Point, in size: Int = 64) -> Canvas {
        let canvas = Canvas(width: size, height: size)
        canvas.fill(.circle(center: center, radius: 20), paint: .solid(Color(r: 0, g: 0.5, b: 0)))
        return canvas
    }

    @Test func anImageDoesNotDifferFromItself() {
        let image = disc(at: Point(32, 32))
        let d = ImageDifference(image, against: image, tolerance: .resvg)
        #expect(d.differingPixels == 0)
        #expect(d.maxChannelDelta == 0)
        #expect(ImageTolerance.resvg.accepts(d))
    }

    @Test func aSubpixelShiftStaysWithinTheTolerance() {
        let d = ImageDifference(disc(at: Point(32, 32)), against: disc(at: Point(32.05, 32.05)), tolerance: .resvg)
        #expect(d.maxChannelDelta > 0)
        #expect(ImageTolerance.resvg.accepts(d), "\(d)")
    }

    @Test func aShapeMovedByPixelsFails() {
        let d = ImageDifference(disc(at: Point(32, 32)), against: disc(at: Point(36, 32)), tolerance: .resvg)
        #expect(!ImageTolerance.resvg.accepts(d))
        #expect(d.differingPixels > 100)
    }

    @Test(arguments: [LineJoin.round, .bevel])
    func aJoinOtherThanTheMiterFailsThoughFewPixelsChange(_ join: LineJoin) {
        func chevron(_ join: LineJoin) -> Canvas {
            let canvas = Canvas(width: 300, height: 300)
            let path = Path.polyline([Point(60, 220), Point(150, 80), Point(240, 220)])
            canvas.stroke(path, style: StrokeStyle(width: 12, join: join), paint: .solid(.black))
            return canvas
        }
        let d = ImageDifference(chevron(join), against: chevron(.miter), tolerance: .resvg)
        #expect(d.differingFraction < ImageTolerance.resvg.maxDifferingFraction, "the first bound alone would pass it")
        #expect(!ImageTolerance.resvg.accepts(d), "\(d.grossPixels) grossly wrong pixels")
    }

    @Test func imagesOfDifferentSizesAlwaysDiffer() {
        let d = ImageDifference(Canvas(width: 10, height: 10), against: Canvas(width: 10, height: 11), tolerance: .resvg)
        #expect(!d.sizesMatch)
        #expect(!ImageTolerance.resvg.accepts(d))
    }

    @Test func aColourChangeBeyondTheChannelDeltaCountsEveryPixel() {
        let a = Canvas(width: 20, height: 20, color: Color(r: 0.5, g: 0.5, b: 0.5))
        let b = Canvas(width: 20, height: 20, color: Color(r: 0.5 + 30.0 / 255, g: 0.5, b: 0.5))
        let c = Canvas(width: 20, height: 20, color: Color(r: 0.5 + 20.0 / 255, g: 0.5, b: 0.5))
        #expect(ImageDifference(a, against: b, tolerance: .resvg).differingPixels == 400)
        #expect(ImageDifference(a, against: c, tolerance: .resvg).differingPixels == 0)
    }
}
