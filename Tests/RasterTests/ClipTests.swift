import Geometry
import Testing
@testable import Raster

/// `Canvas.clip` limits a draw to a rectangle without changing a single pixel inside it: a
/// viewer repaints the part of a frame that changed and must get the whole frame's pixels.
@Suite("Clipped drawing")
struct ClipTests {
    /// Draws a random scene (fills, strokes, gradients, translucent layers, a coverage bitmap)
    /// chosen by `seed`, the same every time for the same seed.
    static func drawScene(seed: UInt64, into canvas: Canvas) {
        var rng = SeededGenerator(seed: seed)
        func coordinate() -> Double { Double.random(in: -20...100, using: &rng) }
        func colour() -> Color {
            Color(r: .random(in: 0...1, using: &rng), g: .random(in: 0...1, using: &rng), b: .random(in: 0...1, using: &rng),
                  a: Bool.random(using: &rng) ? 1 : .random(in: 0.1...1, using: &rng))
        }
        func path() -> Path {
            Int.random(in: 0..<3, using: &rng) == 0
                ? .circle(center: Point(coordinate(), coordinate()), radius: .random(in: 1...40, using: &rng))
                : .polyline((0..<Int.random(in: 3...7, using: &rng)).map { _ in Point(coordinate(), coordinate()) }, closed: true)
        }
        func paint() -> Paint {
            guard Bool.random(using: &rng) else { return .solid(colour()) }
            return .linearGradient(LinearGradient(start: Point(coordinate(), coordinate()), end: Point(coordinate(), coordinate()),
                                                  stops: [GradientStop(offset: 0, color: colour()), GradientStop(offset: 1, color: colour())]))
        }
        for _ in 0..<6 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: canvas.fill(path(), paint: paint(), rule: Bool.random(using: &rng) ? .evenOdd : .nonZero)
            case 1: canvas.stroke(path(), style: StrokeStyle(width: .random(in: 0.5...9, using: &rng), cap: .round, join: .round), paint: paint())
            case 2:
                let (a, b, p1, p2) = (path(), path(), paint(), paint())
                canvas.drawLayer(opacity: .random(in: 0.2...0.9, using: &rng)) { layer in
                    layer.fill(a, paint: p1)
                    layer.fill(b, paint: p2)
                }
            default:
                let (w, h) = (Int.random(in: 1...30, using: &rng), Int.random(in: 1...30, using: &rng))
                let bitmap = (0..<(w * h)).map { _ in UInt8.random(in: 0...255, using: &rng) }
                canvas.draw(alpha: bitmap, width: w, height: h, x: Int(coordinate()), y: Int(coordinate()), paint: paint())
            }
        }
    }

    static func backdrop() -> Canvas {
        let canvas = Canvas(width: 80, height: 80)
        for (i, p) in canvas.pixels.indices.enumerated() { canvas.pixels[p] = 0xFF00_0000 | UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0xFF_FFFF }
        return canvas
    }

    @Test("inside the clip a clipped draw leaves the pixels an unclipped one does; outside, nothing changes")
    func clippedDrawsMatchUnclippedOnesInsideAndTouchNothingOutside() {
        var rng = SeededGenerator(seed: 99)
        for seed in 0..<150 as Range<UInt64> {
            let whole = Self.backdrop()
            whole.resetDrawnBounds()
            Self.drawScene(seed: seed, into: whole)
            let clip = PixelRect(x: .random(in: -10..<80, using: &rng), y: .random(in: -10..<80, using: &rng),
                                 width: .random(in: 0...60, using: &rng), height: .random(in: 0...60, using: &rng))
            let clipped = Self.backdrop()
            clipped.resetDrawnBounds()
            clipped.clip = clip
            Self.drawScene(seed: seed, into: clipped)
            let original = Self.backdrop()
            var wrong: (Int, Int)?
            for y in 0..<80 {
                for x in 0..<80 where wrong == nil {
                    let inside = clip.contains(PixelRect(x: x, y: y, width: 1, height: 1))
                    let expected = inside ? whole.pixels[y * 80 + x] : original.pixels[y * 80 + x]
                    if clipped.pixels[y * 80 + x] != expected { wrong = (x, y) }
                }
            }
            #expect(wrong == nil, "scene \(seed), clip \(clip): first wrong pixel \(String(describing: wrong))")
            // Where it drew is known whatever the clip, so a viewer can learn it from any repaint.
            #expect(clipped.drawnBounds == whole.drawnBounds, "scene \(seed)")
        }
    }

    @Test("clearing with a clip clears only the clip")
    func clearingWithAClipClearsOnlyTheClip() {
        let canvas = Canvas(width: 10, height: 10, color: .white)
        canvas.clip = PixelRect(x: 2, y: 3, width: 4, height: 5)
        canvas.clear(Color(rgb: 0x000000))
        let black = canvas.pixels.indices.filter { canvas.pixels[$0] == 0xFF00_0000 }
        #expect(black.count == 20 && black.allSatisfy { (2..<6).contains($0 % 10) && (3..<8).contains($0 / 10) })
    }

    @Test("clearing with a clip to a byte-fill colour clears only the clip")
    func clearingWithAClipByByteFill() {
        let canvas = Canvas(width: 10, height: 10, color: .white)
        canvas.clip = PixelRect(x: 2, y: 3, width: 4, height: 5)
        canvas.clear(.clear)
        let cleared = canvas.pixels.indices.filter { canvas.pixels[$0] == 0 }
        #expect(cleared.count == 20 && cleared.allSatisfy { (2..<6).contains($0 % 10) && (3..<8).contains($0 / 10) })
        #expect(canvas.pixels.filter { $0 == Color.white.premultipliedARGB }.count == 80)
    }

    /// Colours whose four bytes are equal take a byte fill, the others the word loop: every
    /// pixel ends up the colour either way, including an odd count of pixels.
    @Test("clearing without a clip sets every pixel, by byte fill or word loop",
          arguments: [Color.clear, .white, Color(r: 1, g: 1, b: 1, a: 0.5), Color(hex: "#1f5fd0")!, Color(rgb: 0x000000)])
    func clearingSetsEveryPixel(_ color: Color) {
        let canvas = Canvas(width: 7, height: 5, color: Color(hex: "#123456")!)
        canvas.clear(color)
        #expect(canvas.pixels.allSatisfy { $0 == color.premultipliedARGB })
    }
}
