/// How an accumulated winding-weighted area becomes coverage.
protocol CoverageRule {
    static func alpha(_ sum: Float) -> UInt8
    /// ``alpha(_:)`` of four areas at once.
    static func alpha4(_ sums: SIMD4<Float>) -> SIMD4<UInt32>
}

extension CoverageRule {
    @inline(__always)
    static func alpha4(_ sums: SIMD4<Float>) -> SIMD4<UInt32> {
        SIMD4(UInt32(alpha(sums[0])), UInt32(alpha(sums[1])), UInt32(alpha(sums[2])), UInt32(alpha(sums[3])))
    }
}

/// Non-zero: any winding covers, so coverage is the area's magnitude, capped at one.
enum NonZeroRule: CoverageRule {
    @inline(__always)
    static func alpha(_ sum: Float) -> UInt8 {
        UInt8(min(abs(sum), 1) * 255 + 0.5)
    }

    /// The same arithmetic as ``alpha(_:)`` in four lanes. Written with lane selects and
    /// ``truncate4(_:)``, which compile to a handful of SSE2 instructions; the generic `abs`,
    /// `pointwiseMin` and rounding conversions of SIMD types become calls per lane.
    @inline(__always)
    static func alpha4(_ sums: SIMD4<Float>) -> SIMD4<UInt32> {
        let magnitude = sums.replacing(with: -sums, where: sums .< 0)
        let a = magnitude.replacing(with: 1, where: magnitude .> 1) * 255 + 0.5
        return truncate4(a)
    }
}

/// `UInt32(y)` (rounding toward zero) in four lanes, for lanes in 0..<2^22, without a branch.
///
/// Swift checks every conversion from floating point to integer for range and NaN, lane by lane,
/// which here cost a third of the coverage sweep (measured with callgrind: 175M of 1,294M
/// instructions on the long-stroke workload at ×4) and kept the lanes out of SIMD registers.
/// Adding 1.5·2²³ moves a value's integer part into the low mantissa bits (rounded to nearest),
/// one compare steps it down to the truncated value, and the bits are read as an integer: exact
/// for every lane in range. A lane out of range (NaN included) gives some value below 2^22, never
/// a trap; coverage lanes are within 0.5...255.5 once clamped.
@inline(__always)
func truncate4(_ y: SIMD4<Float>) -> SIMD4<UInt32> {
    let magic = SIMD4<Float>(repeating: 12_582_912)
    var rounded = (y + magic) - magic
    rounded = rounded.replacing(with: rounded - 1, where: rounded .> y)
    return unsafeBitCast(rounded + magic, to: SIMD4<UInt32>.self) & 0x3F_FFFF
}

/// Even-odd: the area folds back every two windings (0 → 1 → 0), a triangle wave.
enum EvenOddRule: CoverageRule {
    @inline(__always)
    static func alpha(_ sum: Float) -> UInt8 {
        var a = abs(sum)
        a -= 2 * (a * 0.5).rounded(.down)
        if a > 1 { a = 2 - a }
        return UInt8(a * 255 + 0.5)
    }
}
