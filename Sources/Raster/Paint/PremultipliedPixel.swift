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
        var rb = unsafeBitCast(p & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* f16 &+ 128
        rb = (rb &+ (rb &>> 8)) &>> 8
        var ag = unsafeBitCast((p &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* f16 &+ 128
        ag = (ag &+ (ag &>> 8)) &>> 8
        return unsafeBitCast(rb, to: SIMD4<UInt32>.self) | (unsafeBitCast(ag, to: SIMD4<UInt32>.self) &<< 8)
    }

    /// (a·w + b·(255 − w)) / 255 per channel, rounded to nearest, for four pixels each with its
    /// own weight `w` in 0...255: the weighted sum stays within 255·255, so it fits the 16-bit
    /// lanes of ``scale4(_:by:)`` with one rounding.
    @inline(__always)
    static func mix4(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, weight w: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let w16 = unsafeBitCast(w | (w &<< 16), to: SIMD8<UInt16>.self)
        let v16 = 255 &- w16
        var rb = unsafeBitCast(a & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* w16
            &+ unsafeBitCast(b & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* v16 &+ 128
        rb = (rb &+ (rb &>> 8)) &>> 8
        var ag = unsafeBitCast((a &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* w16
            &+ unsafeBitCast((b &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* v16 &+ 128
        ag = (ag &+ (ag &>> 8)) &>> 8
        return unsafeBitCast(rb, to: SIMD4<UInt32>.self) | (unsafeBitCast(ag, to: SIMD4<UInt32>.self) &<< 8)
    }
}
