import Foundation
import Geometry
import Testing
@testable import Raster

@Suite("Masks")
struct MaskTests {
    @Test("a luminance mask is full where the content is white and empty where it is black or transparent")
    func luminanceOfWhiteAndBlack() {
        let content = Canvas(width: 30, height: 10)
        content.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), paint: .solid(.white))
        content.fill(.rect(Rect(x: 10, y: 0, width: 10, height: 10)), paint: .solid(.black))
        let mask = content.makeMask()
        mask.fill(7)
        mask.setFromLuminance(of: content)
        #expect(mask.bytes[5 * 30 + 5] == 255)
        #expect(mask.bytes[5 * 30 + 15] == 0)
        #expect(mask.bytes[5 * 30 + 25] == 0)
    }

    @Test("luminance weighs green most, then red, then blue (Rec. 709, as resvg), times alpha")
    func luminanceWeights() {
        let content = Canvas(width: 4, height: 1)
        for (x, rgb) in [0xFF0000, 0x00FF00, 0x0000FF].enumerated() {
            content.pixels[x] = Color(rgb: UInt32(rgb)).premultipliedARGB
        }
        content.pixels[3] = Color(r: 1, g: 1, b: 1, a: 0.5).premultipliedARGB
        let mask = CoverageMask(width: 4, height: 1)
        mask.setFromLuminance(of: content)
        // 0.2126·255 = 54.2, 0.7152·255 = 182.4, 0.0722·255 = 18.4, rounded up; half-transparent white is half.
        #expect(mask.bytes == [55, 183, 19, 128])
    }

    @Test("an alpha mask takes the content's alpha whatever its colour")
    func alphaMask() {
        let content = Canvas(width: 3, height: 1)
        content.pixels = [Color.black.premultipliedARGB, Color(rgb: 0xFFFFFF, alpha: 0.25).premultipliedARGB, 0]
        let mask = CoverageMask(width: 3, height: 1)
        mask.setFromAlpha(of: content)
        #expect(mask.bytes == [255, 64, 0])
    }

    @Test("pixels outside the region are zero, inside it they follow the content", arguments: [51, 52, 53] as [UInt64])
    func regionZeroesOutside(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let content = Canvas(width: 40, height: 30, color: .white)
        let mask = content.makeMask()
        for _ in 0..<20 {
            let x0 = Int.random(in: -10...45, using: &rng), y0 = Int.random(in: -10...35, using: &rng)
            let region = (x0: x0, y0: y0, x1: x0 + Int.random(in: -5...30, using: &rng),
                          y1: y0 + Int.random(in: -5...30, using: &rng))
            mask.fill(99)
            if Bool.random(using: &rng) {
                mask.setFromLuminance(of: content, region: region)
            } else {
                mask.setFromAlpha(of: content, region: region)
            }
            for y in 0..<30 {
                for x in 0..<40 {
                    let inside = x >= region.x0 && x < region.x1 && y >= region.y0 && y < region.y1
                    #expect(mask.bytes[y * 40 + x] == (inside ? 255 : 0), "\(region) at (\(x), \(y))")
                }
            }
        }
    }

    @Test("a luminance mask over a group matches resvg's mask-type=luminance reference")
    func luminanceMaskMatchesResvg() {
        // resvg's masking/mask/mask-type=luminance at 300×300: a gradient from transparent white to
        // black masks a green square.
        let canvas = Canvas(width: 300, height: 300)
        let content = canvas.makeCanvas()
        content.fill(.rect(Rect(x: 20, y: 20, width: 160, height: 160)), transform: .scale(1.5), paint: .linearGradient(
            LinearGradient(start: .zero, end: Point(1, 0), stops: [
                GradientStop(offset: 0, color: Color(r: 1, g: 1, b: 1, a: 0)), GradientStop(offset: 1, color: .black),
            ], transform: ResvgGradientScene.box)))
        let mask = canvas.makeMask()
        mask.setFromLuminance(of: content)
        canvas.drawLayer(opacity: 1, clip: mask) {
            $0.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 200)), transform: .scale(1.5),
                    paint: .solid(Color(rgb: 0x008000)))
        }
        let reference = [ReferencePixel(40, 150, 0x0B00_0600), ReferencePixel(75, 150, 0x2700_1400),
                         ReferencePixel(110, 150, 0x3900_1D00), ReferencePixel(150, 150, 0x4000_2000),
                         ReferencePixel(190, 150, 0x3900_1D00), ReferencePixel(260, 150, 0x0A00_0500),
                         ReferencePixel(280, 40, 0)]
        for p in reference {
            #expect(channelDistance(canvas.pixel(p.x, p.y), p.argb) <= 2, "(\(p.x), \(p.y))")
        }
    }

    @Test("intersecting masks multiplies their coverage", arguments: [61, 62] as [UInt64])
    func intersectMultiplies(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let a = CoverageMask(width: 16, height: 16), b = CoverageMask(width: 16, height: 16)
        a.bytes = (0..<256).map { _ in UInt8.random(in: 0...255, using: &rng) }
        b.bytes = (0..<256).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let before = a.bytes
        a.intersect(b)
        for i in 0..<256 {
            let exact = Double(before[i]) * Double(b.bytes[i]) / 255
            #expect(abs(Double(a.bytes[i]) - exact) <= 0.5 + 1e-9)
        }
        // A full mask is the identity; an empty one hides everything.
        let full = CoverageMask(width: 16, height: 16)
        full.fill(255)
        full.intersect(b)
        #expect(full.bytes == b.bytes)
        b.clear()
        a.intersect(b)
        #expect(a.bytes.allSatisfy { $0 == 0 })
    }

    @Test("a shape added through a clip equals the shape's mask intersected with the clip")
    func fillThroughClip() {
        let clip = CoverageMask(width: 50, height: 50)
        clip.fill(.circle(center: Point(25, 25), radius: 18))
        let shape = Path.rect(Rect(x: 10.3, y: 5.6, width: 30, height: 20.2))
        let clipped = CoverageMask(width: 50, height: 50)
        clipped.fill(shape, transform: .rotation(0.1), rule: .nonZero, clip: clip)
        let separate = CoverageMask(width: 50, height: 50)
        separate.fill(shape, transform: .rotation(0.1))
        separate.intersect(clip)
        #expect(zip(clipped.bytes, separate.bytes).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        #expect(clipped.bytes.contains { $0 == 255 } && clipped.bytes[2 * 50 + 2] == 0)
        let stroked = CoverageMask(width: 50, height: 50)
        stroked.stroke(.polyline([Point(0, 25), Point(50, 25)]), style: StrokeStyle(width: 4), clip: clip)
        #expect(stroked.bytes[25 * 50 + 25] == 255 && stroked.bytes[25 * 50 + 2] == 0)
    }
}
