import Foundation
import Geometry
import Testing
@testable import Raster

@Suite("Paint and compositing")
struct PaintTests {
    @Test("a gradient shows its first stop at its start and its last stop at its end")
    func gradientEndpointsShowStopColours() {
        let canvas = Canvas(width: 100, height: 10)
        let g = LinearGradient(start: Point(10, 0), end: Point(90, 0), stops: [
            GradientStop(offset: 0, color: Color(rgb: 0xFF0000)),
            GradientStop(offset: 1, color: Color(rgb: 0x0000FF)),
        ])
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 10)), paint: .linearGradient(g))
        #expect(canvas.pixels[5 * 100 + 3] == 0xFFFF_0000)     // padded before the start
        #expect(canvas.pixels[5 * 100 + 97] == 0xFF00_00FF)    // padded past the end
        let middle = Color(premultipliedARGB: canvas.pixels[5 * 100 + 50])
        #expect(abs(middle.r - 0.5) < 0.02 && abs(middle.b - 0.5) < 0.02)
    }

    @Test("a gradient follows the transform of the path it paints")
    func gradientFollowsTransform() {
        let canvas = Canvas(width: 100, height: 100)
        let g = LinearGradient(start: Point(0, 0), end: Point(10, 0), stops: [
            GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white),
        ])
        // Scaled ×10 and turned a quarter: the gradient now runs down the canvas.
        let t = Transform.scale(10).concatenating(.rotation(.pi / 2)).concatenating(.translation(100, 0))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), transform: t, paint: .linearGradient(g))
        let top = Color(premultipliedARGB: canvas.pixels[2 * 100 + 50])
        let bottom = Color(premultipliedARGB: canvas.pixels[97 * 100 + 50])
        #expect(top.r < 0.05 && bottom.r > 0.95)
    }

    @Test("a half-transparent layer blends its self-overlapping stroke once")
    func layerOpacityDoesNotDoubleBlend() {
        let canvas = Canvas(width: 100, height: 100, color: .white)
        var loop = Path()
        loop.move(to: Point(10, 50)); loop.line(to: Point(90, 50))
        loop.move(to: Point(50, 10)); loop.line(to: Point(50, 90))
        canvas.drawLayer(opacity: 0.5) { layer in
            layer.stroke(loop, style: StrokeStyle(width: 10), paint: black)
            layer.fill(.circle(center: Point(50, 50), radius: 8), paint: black)
        }
        // Where the two strokes and the disc overlap, the result equals where one stroke lies.
        #expect(canvas.pixels[50 * 100 + 50] == canvas.pixels[50 * 100 + 20])
        let grey = Color(premultipliedARGB: canvas.pixels[50 * 100 + 20])
        #expect(abs(grey.r - 0.5) < 0.01)
        // Drawn without a layer, the overlap would be darker: the test can tell the difference.
        let direct = Canvas(width: 100, height: 100, color: .white)
        direct.fill(.circle(center: Point(50, 50), radius: 8), paint: .solid(Color.black.withOpacity(0.5)))
        direct.fill(.rect(Rect(x: 10, y: 45, width: 80, height: 10)), paint: .solid(Color.black.withOpacity(0.5)))
        #expect(direct.pixels[50 * 100 + 50] != canvas.pixels[50 * 100 + 50])
    }

    @Test("a mask limits a fill to the masked shape")
    func maskLimitsFill() {
        let canvas = Canvas(width: 60, height: 60)
        let mask = canvas.makeMask()
        mask.fill(.rect(Rect(x: 0, y: 0, width: 30, height: 60)))
        canvas.fill(.circle(center: Point(30, 30), radius: 20), paint: black, mask: mask)
        #expect(alpha(canvas, 20, 30) == 255)
        #expect(alpha(canvas, 40, 30) == 0)
        #expect(abs(coveredArea(canvas) - .pi * 400 / 2) / (.pi * 400 / 2) < 0.005)
    }

    @Test("an alpha bitmap is painted where it is set, clipped to the canvas")
    func alphaBitmapComposites() {
        let canvas = Canvas(width: 10, height: 10)
        let bitmap: [UInt8] = [255, 128, 0, 255, 255, 255]
        canvas.draw(alpha: bitmap, width: 3, height: 2, x: 8, y: 9, paint: .solid(Color(rgb: 0x00FF00)))
        #expect(canvas.pixels[9 * 10 + 8] == 0xFF00_FF00)
        #expect(canvas.pixels[9 * 10 + 9] >> 24 == 128)
    }

    @Test("blitting a canvas at half opacity halves its alpha")
    func canvasBlitAppliesOpacity() {
        let source = Canvas(width: 4, height: 4, color: Color(rgb: 0xFF0000))
        let target = Canvas(width: 8, height: 8)
        target.draw(source, x: 6, y: -2, opacity: 0.5)
        #expect(target.pixels[0 * 8 + 6] == 0x8080_0000)
        #expect(target.pixels[2 * 8 + 6] == 0)
        #expect(target.pixels[0 * 8 + 5] == 0)
    }

    @Test("a paint too faint to show leaves nothing behind for the next shape")
    func anInvisiblyFaintPaintDoesNotLeakCoverage() {
        let left = Path.rect(Rect(x: 2, y: 2, width: 20, height: 20))
        let right = Path.rect(Rect(x: 30.5, y: 2.5, width: 20, height: 20))
        let expected = Canvas(width: 60, height: 30)
        expected.fill(right, paint: .solid(Color(rgb: 0x2040FF)))
        let canvas = Canvas(width: 60, height: 30)
        // Alpha 0.001 passes `isInvisible` but rounds to 0 in 8 bits.
        canvas.fill(left, paint: .solid(Color(rgb: 0xFF0000).withOpacity(0.001)))
        canvas.fill(right, paint: .solid(Color(rgb: 0x2040FF)))
        #expect(canvas.pixels == expected.pixels)
    }
}
