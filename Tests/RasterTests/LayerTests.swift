import Foundation
import Geometry
import Testing
@testable import Raster

@Suite("Layers and blending")
struct LayerTests {
    static let allModes: [BlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge,
                                        .colorBurn, .hardLight, .softLight, .difference, .exclusion]

    /// A random valid premultiplied pixel: channels no larger than alpha.
    static func randomPixel(using rng: inout SeededGenerator, opaque: Bool = false) -> UInt32 {
        let a = opaque ? 255 : UInt32.random(in: 0...255, using: &rng)
        func channel() -> UInt32 { UInt32.random(in: 0...a, using: &rng) }
        return a << 24 | channel() << 16 | channel() << 8 | channel()
    }

    /// A backdrop of four colour bands, so blending has something to work against.
    static func backdrop() -> Canvas {
        let canvas = Canvas(width: 80, height: 80, color: .white)
        for (i, rgb) in [0x204080, 0xC0E020, 0x808080, 0x000000].enumerated() {
            canvas.fill(.rect(Rect(x: 0, y: Double(i) * 20, width: 80, height: 20)),
                        paint: .solid(Color(rgb: UInt32(rgb), alpha: i == 3 ? 0.5 : 1)))
        }
        return canvas
    }

    @Test("an opaque, unclipped, normal layer draws straight onto the canvas")
    func plainLayerDrawsDirectly() {
        let canvas = Canvas(width: 8, height: 8)
        var target: Canvas?
        canvas.drawLayer(opacity: 1) { target = $0 }
        #expect(target === canvas)
        canvas.drawLayer(opacity: 1, clip: canvas.makeMask()) { target = $0 }
        #expect(target !== canvas)
        canvas.drawLayer(opacity: 1, blendMode: .multiply) { target = $0 }
        #expect(target !== canvas)
    }

    @Test("a layer drawn through a clip equals its shapes filled through that mask",
          arguments: [21, 22, 23] as [UInt64])
    func clippedLayerEqualsMaskedFill(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let viaLayer = Self.backdrop(), direct = Self.backdrop()
        let clip = viaLayer.makeMask()
        clip.fill(.circle(center: Point(.random(in: 20...60, using: &rng), .random(in: 20...60, using: &rng)),
                          radius: .random(in: 10...40, using: &rng)))
        clip.stroke(.polyline([Point(0, 0), Point(80, 70)]), style: StrokeStyle(width: 6))
        let shape = Path.rect(Rect(x: .random(in: 0...30, using: &rng), y: .random(in: 0...30, using: &rng),
                                   width: .random(in: 20...50, using: &rng), height: .random(in: 20...50, using: &rng)))
        let paint = Paint.solid(Color(rgb: UInt32.random(in: 0...0xFFFFFF, using: &rng)))
        viaLayer.drawLayer(opacity: 1, clip: clip) { $0.fill(shape, paint: paint) }
        direct.fill(shape, paint: paint, mask: clip)
        // The layer rounds coverage and clip separately, the masked fill once.
        #expect(channelDistance(viaLayer, direct) <= 1)
        // At half opacity the layer equals a half-transparent masked fill.
        let halfLayer = Self.backdrop(), halfDirect = Self.backdrop()
        halfLayer.drawLayer(opacity: 0.5, clip: clip) { $0.fill(shape, paint: paint) }
        halfDirect.fill(shape, paint: paint.withOpacity(0.5), mask: clip)
        #expect(channelDistance(halfLayer, halfDirect) <= 2)
        #expect(channelDistance(halfLayer, viaLayer) > 20)
    }

    @Test("nested layers each composite their own group, on the layer or on the canvas itself")
    func nestedLayers() {
        let canvas = Canvas(width: 40, height: 10, color: .white)
        canvas.drawLayer(opacity: 0.5) { outer in
            outer.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 10)), paint: black)
            outer.drawLayer(opacity: 0.5) { inner in
                inner.fill(.rect(Rect(x: 10, y: 0, width: 20, height: 10)), paint: black)
            }
            // A group drawn onto the outer canvas while its layer is in use takes a second layer.
            canvas.drawLayer(opacity: 0.5) { other in
                other.fill(.rect(Rect(x: 35, y: 0, width: 5, height: 10)), paint: black)
            }
        }
        // Outer black at ½ over white: 128 grey. The inner group is black at ½ inside the outer
        // layer: where it overlaps the outer black nothing changes; alone it is black at ¼.
        #expect(channelDistance(canvas.pixel(5, 5), 0xFF7F_7F7F) <= 1)
        #expect(canvas.pixel(15, 5) == canvas.pixel(5, 5))
        #expect(channelDistance(canvas.pixel(25, 5), 0xFFBF_BFBF) <= 1)
        #expect(channelDistance(canvas.pixel(37, 5), 0xFF7F_7F7F) <= 1)
        #expect(canvas.pixel(32, 5) == 0xFFFF_FFFF)
        #expect(canvas.layers.count == 2 && canvas.layersInUse == 0)
        // The layers are kept, empty, for the next frame.
        for layer in canvas.layers + canvas.layers[0].layers { #expect(layer.pixels.allSatisfy { $0 == 0 }) }
        canvas.drawLayer(opacity: 0.5) { _ in }
        #expect(canvas.layers.count == 2)
    }

    @Test("multiply and screen follow the W3C formulas on known pixels")
    func multiplyAndScreenOnKnownPixels() {
        func blended(_ mode: BlendMode, source: Color, backdrop: Color) -> UInt32 {
            let canvas = Canvas(width: 4, height: 4, color: backdrop)
            canvas.drawLayer(opacity: 1, blendMode: mode) { $0.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(source)) }
            return canvas.pixel(1, 1)
        }
        let grey = Color(rgb: 0x808080), lime = Color(rgb: 0x80FF00)
        // Multiply: 128·128/255 = 64.25, 255·128/255 = 128, 0.
        #expect(blended(.multiply, source: lime, backdrop: grey) == 0xFF40_8000)
        // Screen: 128 + 128 − 64.25 = 191.75, 255, 128.
        #expect(blended(.screen, source: lime, backdrop: grey) == 0xFFC0_FF80)
        // Half-transparent red multiplied onto white: the white shows through where red is absent,
        // cs·(1 − αb) + cb·(1 − αs) + cs·cb per channel.
        #expect(blended(.multiply, source: Color(rgb: 0xFF0000, alpha: 128.0 / 255), backdrop: .white) == 0xFFFF_7F7F)
        // Onto a transparent backdrop every mode is plain source-over.
        #expect(blended(.multiply, source: lime, backdrop: .clear) == 0xFF80_FF00)
        #expect(blended(.darken, source: Color(rgb: 0x40C0FF), backdrop: grey) == 0xFF40_8080)
        #expect(blended(.lighten, source: Color(rgb: 0x40C0FF), backdrop: grey) == 0xFF80_C0FF)
        #expect(blended(.difference, source: Color(rgb: 0x40C0FF), backdrop: grey) == 0xFF40_407F)
    }

    @Test("every blend mode gives the source-over alpha and a valid premultiplied pixel",
          arguments: [31, 32] as [UInt64])
    func blendModesKeepPixelsValid(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let s = Self.randomPixel(using: &rng), d = Self.randomPixel(using: &rng)
            let expectedAlpha = PremultipliedPixel.over(s, d) >> 24
            for mode in Self.allModes {
                let r = mode.blend(s, onto: d)
                let a = r >> 24
                #expect(a + 1 >= expectedAlpha && a <= expectedAlpha + 1, "\(mode): \(s) onto \(d)")
                #expect((r >> 16) & 0xFF <= a && (r >> 8) & 0xFF <= a && r & 0xFF <= a, "\(mode): \(s) onto \(d)")
            }
            #expect(BlendMode.normal.blend(s, onto: d) == PremultipliedPixel.over(s, d))
        }
    }

    @Test("neutral sources leave the backdrop unchanged: white multiplies, black screens, lightens and differs")
    func neutralSourcesKeepTheBackdrop() {
        var rng = SeededGenerator(seed: 41)
        for _ in 0..<500 {
            let d = Self.randomPixel(using: &rng, opaque: true)
            #expect(BlendMode.multiply.blend(0xFFFF_FFFF, onto: d) == d)
            #expect(BlendMode.darken.blend(0xFFFF_FFFF, onto: d) == d)
            for mode in [BlendMode.screen, .lighten, .difference, .exclusion, .colorDodge] {
                #expect(mode.blend(0xFF00_0000, onto: d) == d, "\(mode)")
            }
            // Swapping source and backdrop of a symmetric mode changes nothing.
            let s = Self.randomPixel(using: &rng, opaque: true)
            for mode in [BlendMode.multiply, .screen, .darken, .lighten, .difference, .exclusion] {
                #expect(channelDistance(mode.blend(s, onto: d), mode.blend(d, onto: s)) <= 1, "\(mode)")
            }
            // Overlay is hard light with the roles swapped.
            #expect(channelDistance(BlendMode.overlay.blend(s, onto: d), BlendMode.hardLight.blend(d, onto: s)) <= 1)
        }
    }

    @Test("a blended layer changes only the pixels its group covers")
    func blendedLayerTouchesOnlyItsGroup() {
        let canvas = Self.backdrop(), untouched = Self.backdrop()
        canvas.drawLayer(opacity: 0.7, blendMode: .colorBurn) {
            $0.fill(.circle(center: Point(40, 40), radius: 15), paint: .solid(Color(rgb: 0x3366CC)))
        }
        for y in 0..<80 {
            for x in 0..<80 where (Double(x) - 39.5) * (Double(x) - 39.5) + (Double(y) - 39.5) * (Double(y) - 39.5) > 17 * 17 {
                #expect(canvas.pixel(x, y) == untouched.pixel(x, y))
            }
        }
        #expect(canvas.pixel(40, 30) != untouched.pixel(40, 30))
    }
}
