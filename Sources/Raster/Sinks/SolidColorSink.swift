/// Paints a premultiplied solid colour source-over.
struct SolidColorSink: SpanSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let rowStride: Int
    /// The colour scaled by every coverage value 0...255.
    let scaled: UnsafePointer<UInt32>
    let color: UInt32
    let isOpaque: Bool
    /// The colour's channel pairs for ``PremultipliedPixel/mix4(redBlue:alphaGreen:_:weight:)``.
    let colorRedBlue: SIMD8<UInt16>, colorAlphaGreen: SIMD8<UInt16>
    var rowStart: UnsafeMutablePointer<UInt32>

    init(pixels: UnsafeMutablePointer<UInt32>, rowStride: Int, scaled: UnsafePointer<UInt32>, color: UInt32) {
        self.pixels = pixels
        self.rowStride = rowStride
        self.scaled = scaled
        self.color = color
        isOpaque = color >> 24 == 255
        (colorRedBlue, colorAlphaGreen) = PremultipliedPixel.channelPairs(color)
        rowStart = pixels
    }

    @inline(__always)
    mutating func setRow(_ y: Int) { rowStart = pixels + y &* rowStride }

    @inline(__always)
    mutating func fill(x: Int, count: Int, coverage: UInt8) {
        let row = rowStart + x
        if coverage == 255 && isOpaque {
            Self.store(color, at: row, count: count)
            return
        }
        let s = scaled[Int(coverage)]
        let keep = 255 &- (s >> 24)
        // A while loop with a wrapping counter: `0..<count` checks its bounds before the loop.
        var i = 0
        while i < count {
            row[i] = s &+ PremultipliedPixel.scale(row[i], by: keep)
            i &+= 1
        }
    }

    /// Four rows fully covered by an opaque colour share one choice of stores (a strip's inside
    /// stretch); any other mix goes row by row.
    @inline(__always)
    mutating func fillRows(y: Int, x: Int, count: Int, coverage: SIMD4<UInt32>) {
        if isOpaque && coverage == SIMD4(repeating: 255) {
            let four = SIMD4<UInt32>(repeating: color)
            let value = color
            // Wrapping arithmetic: the four rows and the span are within the canvas.
            let r0 = UnsafeMutableRawPointer(pixels + (y &* rowStride &+ x)), step = rowStride &<< 2
            let r1 = r0 + step, r2 = r1 + step, r3 = r2 + step
            Self.store(count: count, one: { i in
                let o = i &<< 2
                r0.storeBytes(of: value, toByteOffset: o, as: UInt32.self)
                r1.storeBytes(of: value, toByteOffset: o, as: UInt32.self)
                r2.storeBytes(of: value, toByteOffset: o, as: UInt32.self)
                r3.storeBytes(of: value, toByteOffset: o, as: UInt32.self)
            }, four: { i in
                let o = i &<< 2
                r0.storeBytes(of: four, toByteOffset: o, as: SIMD4<UInt32>.self)
                r1.storeBytes(of: four, toByteOffset: o, as: SIMD4<UInt32>.self)
                r2.storeBytes(of: four, toByteOffset: o, as: SIMD4<UInt32>.self)
                r3.storeBytes(of: four, toByteOffset: o, as: SIMD4<UInt32>.self)
            })
            return
        }
        fillEachRow(y: y, x: x, count: count, coverage: coverage)
    }

    /// Sets `count` pixels to `value`.
    @inline(__always)
    static func store(_ value: UInt32, at row: UnsafeMutablePointer<UInt32>, count: Int) {
        let four = SIMD4<UInt32>(repeating: value)
        let raw = UnsafeMutableRawPointer(row)
        store(count: count, one: { i in row[i] = value },
              four: { i in raw.storeBytes(of: four, toByteOffset: i &<< 2, as: SIMD4<UInt32>.self) })
    }

    /// The stores that set `count` pixels, as calls of `one` (a pixel) and `four` (four pixels
    /// from there). Spans inside shapes are short and of every length, so each test of the length
    /// is a branch the processor mispredicts for a good share of spans: up to 16 pixels take one
    /// test and a fixed set of stores whose places depend on the length (the last ones
    /// overlapping those before), longer spans 16 pixels a loop step.
    @inline(__always)
    static func store(count: Int, one: (Int) -> Void, four put: (Int) -> Void) {
        // Wrapping arithmetic below: every offset is within 0..<count, a span of the canvas.
        if count < 4 {
            guard count > 0 else { return }
            // Pixels 0, 1 and 2, or the last one where the span is shorter.
            let last = count &- 1
            one(0)
            one(last < 1 ? last : 1)
            one(last < 2 ? last : 2)
        } else if count <= 16 {
            // Four stores of four pixels: at 0; at 4, or at the last four where that is sooner;
            // at 8, or at 0 again where 8 would run past the end; at the last four. For every
            // count from 4 to 16 they cover the span and stay in it.
            let end = count &- 4
            put(0)
            put(end < 4 ? end : 4)
            put(end < 8 ? 0 : 8)
            put(end)
        } else {
            var i = 0
            while i < count &- 16 {
                put(i); put(i &+ 4); put(i &+ 8); put(i &+ 12)
                i &+= 16
            }
            put(count &- 16); put(count &- 12); put(count &- 8); put(count &- 4)
        }
    }

    @inline(__always)
    mutating func blend(x: Int, coverage c: UInt8) {
        if c == 0 { return }
        if c == 255 && isOpaque { rowStart[x] = color; return }
        let s = scaled[Int(c)]
        rowStart[x] = s &+ PremultipliedPixel.scale(rowStart[x], by: 255 &- (s >> 24))
    }

    /// Four pixels source-over with SSE2-width arithmetic (coverage 0 leaves a pixel as it was,
    /// 255 of an opaque colour gives the colour). An opaque colour mixes in one rounding,
    /// (colour·a + pixel·(255 − a)) / 255, which never exceeds 16 bits; a translucent one
    /// matches ``blend(x:coverage:)`` exactly. Four fully covered pixels are mixed like the rest
    /// (a weight of 255 gives the colour itself): testing for them, to store the colour without
    /// reading the pixels, cost more in mispredicted branches than it saved, since whether a
    /// group lies inside a stroke that overlaps itself follows no pattern (docs/performance.md,
    /// seventh round).
    @inline(__always)
    mutating func blend4(x: Int, coverage: SIMD4<UInt32>) {
        let p = UnsafeMutableRawPointer(rowStart + x)
        let destination = p.loadUnaligned(as: SIMD4<UInt32>.self)
        if isOpaque {
            p.storeBytes(of: PremultipliedPixel.mix4(redBlue: colorRedBlue, alphaGreen: colorAlphaGreen, destination,
                                                     weight: coverage), as: SIMD4<UInt32>.self)
            return
        }
        let source = PremultipliedPixel.scale4(SIMD4(repeating: color), by: coverage)
        let keep = 255 &- (source &>> 24)
        p.storeBytes(of: source &+ PremultipliedPixel.scale4(destination, by: keep), as: SIMD4<UInt32>.self)
    }
}
