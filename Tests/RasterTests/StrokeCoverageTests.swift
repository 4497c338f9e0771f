import Foundation
import Geometry
import Testing
@testable import Raster

@Suite("Stroke coverage")
struct StrokeCoverageTests {
    static let segment: Path = .polyline([Point(20.3, 30.6), Point(100.8, 30.6)])
    static let length = 80.5

    @Test("a butt-capped segment covers length × width")
    func buttSegmentCoversLengthTimesWidth() {
        let canvas = Canvas(width: 128, height: 64)
        canvas.stroke(Self.segment, style: StrokeStyle(width: 9.5, cap: .butt), paint: black)
        #expect(abs(coveredArea(canvas) - Self.length * 9.5) / (Self.length * 9.5) < 0.002)
    }

    @Test("square caps add a half-width square at each end")
    func squareCapsAddSquares() {
        let canvas = Canvas(width: 128, height: 64)
        canvas.stroke(Self.segment, style: StrokeStyle(width: 9.5, cap: .square), paint: black)
        let expected = (Self.length + 9.5) * 9.5
        #expect(abs(coveredArea(canvas) - expected) / expected < 0.002)
    }

    @Test("round caps add a disc of the stroke's width")
    func roundCapsAddDisc() {
        let canvas = Canvas(width: 128, height: 64)
        canvas.stroke(Self.segment, style: StrokeStyle(width: 9.5, cap: .round), paint: black)
        let expected = Self.length * 9.5 + .pi * 4.75 * 4.75
        #expect(abs(coveredArea(canvas) - expected) / expected < 0.005)
    }

    @Test("a stroke under a uniform scale covers the scaled area")
    func scaledStrokeCoversScaledArea() {
        let canvas = Canvas(width: 256, height: 128)
        canvas.stroke(Self.segment, style: StrokeStyle(width: 9.5, cap: .butt), transform: .scale(2), paint: black)
        let expected = 4 * Self.length * 9.5
        #expect(abs(coveredArea(canvas) - expected) / expected < 0.002)
    }

    @Test("a stroke under a non-uniform scale is stretched with its outline")
    func anisotropicStrokeIsStretched() {
        let canvas = Canvas(width: 256, height: 128)
        // Stretched ×2 along x only: the length doubles and the width stays.
        canvas.stroke(Self.segment, style: StrokeStyle(width: 9.5, cap: .butt), transform: .scale(2, 1), paint: black)
        let expected = 2 * Self.length * 9.5
        #expect(abs(coveredArea(canvas) - expected) / expected < 0.002)
        // Across the stroke the coverage is 9.5 px, not 19.
        let column = (0..<128).reduce(0.0) { $0 + Double(alpha(canvas, 120, $1)) } / 255
        #expect(abs(column - 9.5) < 0.02)
    }

    @Test("a stroke that crosses itself is painted once where it overlaps")
    func selfOverlapIsPaintedOnce() {
        let canvas = Canvas(width: 100, height: 100, color: .white)
        let loop = Path.polyline([Point(10, 50), Point(90, 50), Point(50, 90), Point(50, 10)])
        canvas.stroke(loop, style: StrokeStyle(width: 12, join: .round), paint: .solid(Color.black.withOpacity(0.5)))
        // The crossing at (50, 50) is as grey as a single pass.
        #expect(canvas.pixels[50 * 100 + 50] == canvas.pixels[50 * 100 + 25])
    }

    @Test("a zero-width stroke and an empty path draw nothing")
    func degenerateStrokesDrawNothing() {
        let canvas = Canvas(width: 32, height: 32)
        canvas.stroke(Self.segment, style: StrokeStyle(width: 0), paint: black)
        canvas.stroke(Path(), style: StrokeStyle(width: 4), paint: black)
        #expect(coveredArea(canvas) == 0)
    }
}
