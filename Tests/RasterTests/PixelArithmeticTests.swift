import Testing
@testable import Raster

/// The four-pixel blends of the solid-colour sink take shortcuts (a division by 255 as one high
/// multiply, a colour split into channel pairs once, 255 − w as an XOR): each must give exactly
/// the rounding to nearest that the one-pixel arithmetic gives, or a pixel's value would depend on
/// whether the sweep reached it in a group of four.
@Suite("Pixel arithmetic")
struct PixelArithmeticTests {
    /// x/255 rounded to nearest (halves cannot occur: 255 is odd).
    static func divideRounded(_ x: UInt32) -> UInt32 { (2 * x + 255) / 510 }

    /// Every channel of `a` weighted by `w`/255 and of `b` by (255 − w)/255, summed and rounded
    /// once, channel by channel.
    static func referenceMix(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let ca = (a >> UInt32(shift)) & 0xFF, cb = (b >> UInt32(shift)) & 0xFF
            result |= divideRounded(ca * w + cb * (255 - w)) << UInt32(shift)
        }
        return result
    }

    @Test("the high-multiply division by 255 rounds to nearest for every weighted sum")
    func divide255MatchesRounding() {
        var wrong: [UInt32] = []
        var x: UInt32 = 0
        while x <= 255 * 255 {
            // Eight sums at a time, as the lanes of a blend hold them.
            var t = SIMD8<UInt16>()
            for lane in 0..<8 { t[lane] = UInt16(min(x + UInt32(lane), 255 * 255) + 128) }
            let q = PremultipliedPixel.divide255(t)
            for lane in 0..<8 {
                let sum = min(x + UInt32(lane), 255 * 255)
                if UInt32(q[lane]) != Self.divideRounded(sum) { wrong.append(sum) }
            }
            x += 8
        }
        #expect(wrong.isEmpty, "sums divided wrongly: \(wrong.prefix(10))")
    }

    @Test("mixing four pixels with a colour split once gives each pixel's exact mix")
    func mixMatchesReference() {
        var rng = SeededGenerator(seed: 2112)
        var mismatches: [String] = []
        let weights: [UInt32] = [0, 1, 2, 127, 128, 254, 255]
        for _ in 0..<2000 {
            let colour = UInt32.random(in: 0...UInt32.max, using: &rng)
            let (redBlue, alphaGreen) = PremultipliedPixel.channelPairs(colour)
            let pixels = SIMD4<UInt32>((0..<4).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) })
            let w = SIMD4<UInt32>((0..<4).map { _ in
                Bool.random(using: &rng) ? weights.randomElement(using: &rng)! : UInt32.random(in: 0...255, using: &rng)
            })
            let split = PremultipliedPixel.mix4(redBlue: redBlue, alphaGreen: alphaGreen, pixels, weight: w)
            let whole = PremultipliedPixel.mix4(SIMD4(repeating: colour), pixels, weight: w)
            for i in 0..<4 {
                let expected = Self.referenceMix(colour, pixels[i], w[i])
                if split[i] != expected || whole[i] != expected {
                    mismatches.append("colour \(colour) over \(pixels[i]) at \(w[i]): \(split[i]), \(whole[i]), want \(expected)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("scaling four pixels gives what scaling each one does")
    func scaleMatchesScalar() {
        var rng = SeededGenerator(seed: 1221)
        var mismatches: [String] = []
        for _ in 0..<2000 {
            let pixels = SIMD4<UInt32>((0..<4).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) })
            let f = SIMD4<UInt32>((0..<4).map { _ in UInt32.random(in: 0...255, using: &rng) })
            let four = PremultipliedPixel.scale4(pixels, by: f)
            for i in 0..<4 where four[i] != PremultipliedPixel.scale(pixels[i], by: f[i]) {
                mismatches.append("\(pixels[i]) by \(f[i]): \(four[i]), alone \(PremultipliedPixel.scale(pixels[i], by: f[i]))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("a span of every length from 0 to 80 sets exactly its own pixels")
    func spanStoreSetsExactlyItsPixels() {
        // The store's places depend on the length (overlapping 16-byte stores, the short cases
        // repeating their last pixel), so every length up to a few loop steps is tried, at every
        // alignment of the first pixel, between sentinels that must not change.
        var wrong: [String] = []
        for count in 0...80 {
            for offset in 0..<4 {
                var row = [UInt32](repeating: 0xDEAD_BEEF, count: count + 16)
                row.withUnsafeMutableBufferPointer { b in
                    SolidColorSink.store(0xFF12_3456, at: b.baseAddress! + 4 + offset, count: count)
                }
                for (i, p) in row.enumerated() {
                    let inside = i >= 4 + offset && i < 4 + offset + count
                    if p != (inside ? 0xFF12_3456 : 0xDEAD_BEEF) { wrong.append("count \(count), offset \(offset): pixel \(i)") }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test("four rows filled together match four one-row fills, between sentinels")
    func fourRowFillMatchesRowByRow() {
        // The opaque, fully covered case shares one choice of stores among the rows; every other
        // mix goes row by row. Both must set exactly the pixels one-row fills set.
        let rasterizer = Rasterizer()
        var wrong: [String] = []
        let coverages: [SIMD4<UInt32>] = [SIMD4(repeating: 255), SIMD4(255, 0, 255, 0), SIMD4(0, 0, 0, 255),
                                          SIMD4(255, 128, 1, 255)]
        for color: UInt32 in [0xFF12_3456, 0x8008_1020] {
            rasterizer.prepareColor(color)
            for coverage in coverages {
                for count in 1...40 {
                    for offset in 0..<4 {
                        let width = count + 12
                        var together = [UInt32](repeating: 0xDEAD_BEEF, count: width * 4)
                        var apart = together
                        together.withUnsafeMutableBufferPointer { b in
                            var sink = SolidColorSink(pixels: b.baseAddress!, rowStride: width,
                                                      scaled: rasterizer.scaledColor, color: color)
                            sink.fillRows(y: 0, x: 4 + offset, count: count, coverage: coverage)
                        }
                        apart.withUnsafeMutableBufferPointer { b in
                            var sink = SolidColorSink(pixels: b.baseAddress!, rowStride: width,
                                                      scaled: rasterizer.scaledColor, color: color)
                            for r in 0..<4 where coverage[r] != 0 {
                                sink.setRow(r)
                                sink.fill(x: 4 + offset, count: count, coverage: UInt8(coverage[r]))
                            }
                        }
                        if together != apart { wrong.append("colour \(color), coverage \(coverage), count \(count), offset \(offset)") }
                        // The one-row fills themselves leave the sentinels alone.
                        for r in 0..<4 {
                            for i in 0..<width where (i < 4 + offset || i >= 4 + offset + count || coverage[r] == 0)
                                && apart[r * width + i] != 0xDEAD_BEEF {
                                wrong.append("row \(r) pixel \(i) changed outside the span")
                            }
                        }
                    }
                }
            }
        }
        #expect(wrong.count == 0, "\(wrong.prefix(5))")
    }
}
