/// Arithmetic on packed premultiplied `0xAARRGGBB` pixels, two channels at a time.
///
/// Red and blue sit in the even bytes and alpha and green in the odd ones, so masking with
/// `0x00FF00FF` leaves two 8-bit channels with 8 bits of headroom each: one 32-bit multiply scales
/// two channels at once, with exact rounding of x·f/255.
enum PremultipliedPixel {
    /// Every channel of `p` times `f`/255 (`f` in 0...255), rounded to nearest.
    @inline(__always)
    static func scale(_ p: UInt32, by f: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* f &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// `source` over `destination`, both premultiplied.
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        source &+ scale(destination, by: 255 &- (source >> 24))
    }

    /// `x`·`y`/255 for bytes, rounded to nearest.
    @inline(__always)
    static func multiply(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x &* y &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// ``scale(_:by:)`` of four pixels, each by its own factor 0...255: the same two-channels-per-
    /// lane arithmetic in 16-bit lanes, so results are identical.
    @inline(__always)
    static func scale4(_ p: SIMD4<UInt32>, by f: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let f16 = unsafeBitCast(f | (f &<< 16), to: SIMD8<UInt16>.self)
        let rb = divide255(unsafeBitCast(p & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* f16 &+ 128)
        let ag = divide255(unsafeBitCast((p &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* f16 &+ 128)
        return unsafeBitCast(rb, to: SIMD4<UInt32>.self) | (unsafeBitCast(ag, to: SIMD4<UInt32>.self) &<< 8)
    }

    /// The red–blue and alpha–green channel pairs of four copies of `p`, in 16-bit lanes: the
    /// form ``mix4(redBlue:alphaGreen:_:weight:)`` takes a colour in, worked out once per colour.
    @inline(__always)
    static func channelPairs(_ p: UInt32) -> (redBlue: SIMD8<UInt16>, alphaGreen: SIMD8<UInt16>) {
        let four = SIMD4<UInt32>(repeating: p)
        return (unsafeBitCast(four & 0x00FF_00FF, to: SIMD8<UInt16>.self),
                unsafeBitCast((four &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self))
    }

    /// (a·w + b·(255 − w)) / 255 per channel, rounded to nearest, for four pixels each with its
    /// own weight `w` in 0...255: the weighted sum stays within 255·255, so it fits the 16-bit
    /// lanes of ``scale4(_:by:)`` with one rounding.
    @inline(__always)
    static func mix4(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, weight w: SIMD4<UInt32>) -> SIMD4<UInt32> {
        return mix4(redBlue: unsafeBitCast(a & 0x00FF_00FF, to: SIMD8<UInt16>.self),
                    alphaGreen: unsafeBitCast((a &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self), b, weight: w)
    }

    /// ``mix4(_:_:weight:)`` with `a` given as its channel pairs (``channelPairs(_:)``), so a
    /// sink blending one colour splits it once rather than at every four pixels.
    @inline(__always)
    static func mix4(redBlue: SIMD8<UInt16>, alphaGreen: SIMD8<UInt16>, _ b: SIMD4<UInt32>,
                     weight w: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let w32 = w | (w &<< 16)
        let w16 = unsafeBitCast(w32, to: SIMD8<UInt16>.self)
        // 255 − w as w XOR 255, which it equals for w in 0...255: one instruction, where the
        // subtraction needs the constant copied first.
        let v16 = unsafeBitCast(w32 ^ 0x00FF_00FF, to: SIMD8<UInt16>.self)
        let rb = divide255(redBlue &* w16 &+ unsafeBitCast(b & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* v16 &+ 128)
        let ag = divide255(alphaGreen &* w16
            &+ unsafeBitCast((b &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* v16 &+ 128)
        return unsafeBitCast(rb, to: SIMD4<UInt32>.self) | (unsafeBitCast(ag, to: SIMD4<UInt32>.self) &<< 8)
    }

    /// The last step of x/255 rounded to nearest, for `t` = x + 128 with x in 0...255·255:
    /// (t + ⌊t/256⌋) / 256, which equals ⌊t·257 / 65536⌋ for every such t (write t = 256q + r;
    /// both are q plus ⌊(q + r)/256⌋, the extra r/65536 of the second never reaching the next
    /// whole). That is the high half of one 16-bit multiply (SSE2's `pmulhuw`), where the first
    /// form takes two shifts and an add.
    @inline(__always)
    static func divide255(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
        SIMD8<UInt16>(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: t) &* 257) &>> 16)
    }
}
