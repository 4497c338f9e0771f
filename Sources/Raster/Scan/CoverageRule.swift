import CRasterSupport

/// How an accumulated winding-weighted area becomes coverage.
protocol CoverageRule {
    static func alpha(_ sum: Float) -> UInt8
    /// ``alpha(_:)`` of four areas at once.
    static func alpha4(_ sums: SIMD4<Float>) -> SIMD4<UInt32>
}

extension CoverageRule {
    /// |x| of four lanes by clearing their sign bits: one AND, where a compare-and-select takes
    /// four instructions. It differs from the select only in giving +0 for −0, which every rule
    /// maps to the same coverage.
    @inline(__always)
    static func magnitude(_ sums: SIMD4<Float>) -> SIMD4<Float> {
        unsafeBitCast(unsafeBitCast(sums, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
    }

    @inline(__always)
    static func alpha4(_ sums: SIMD4<Float>) -> SIMD4<UInt32> {
        SIMD4(UInt32(alpha(sums[0])), UInt32(alpha(sums[1])), UInt32(alpha(sums[2])), UInt32(alpha(sums[3])))
    }
}

/// Non-zero: any winding covers, so coverage is the area's magnitude, capped at one.
enum NonZeroRule: CoverageRule {
    @inline(__always)
    static func alpha(_ sum: Float) -> UInt8 {
        // raster_truncate: the value is within 0.5...255.5, so Swift's range check is not needed
        // (it cost 3% of the sweep); NaN, which no edge reaching the cells carries, gives 0.
        UInt8(truncatingIfNeeded: raster_truncate(min(abs(sum), 1) * 255 + 0.5))
    }

    /// The same arithmetic as ``alpha(_:)`` in four lanes. Written with lane selects and
    /// `raster_truncate4` (one SSE2 conversion), which compile to a handful of instructions; the
    /// generic `abs`, `pointwiseMin` and rounding conversions of SIMD types become calls per lane,
    /// and `Int32(a[i])` checks each lane's range (a third of the sweep's instructions).
    @inline(__always)
    static func alpha4(_ sums: SIMD4<Float>) -> SIMD4<UInt32> {
        let magnitude = Self.magnitude(sums)
        // Clamped after scaling, so the select is the last step before the conversion and
        // compiles to one `minps`: an area above 1 scales to above 255.5, which truncates to 255
        // like 255.5 itself; NaN stays NaN, as the comparison is false.
        let a = magnitude * 255 + 0.5
        return SIMD4(truncatingIfNeeded: raster_truncate4(a.replacing(with: 255.5, where: a .> 255.5)))
    }
}

/// Even-odd: the area folds back every two windings (0 → 1 → 0), a triangle wave.
enum EvenOddRule: CoverageRule {
    @inline(__always)
    static func alpha(_ sum: Float) -> UInt8 {
        var a = abs(sum)
        a -= 2 * (a * 0.5).rounded(.down)
        if a > 1 { a = 2 - a }
        // As in the non-zero rule: 0.5...255.5, or NaN, which gives 0.
        return UInt8(truncatingIfNeeded: raster_truncate(a * 255 + 0.5))
    }

    /// The same arithmetic as ``alpha(_:)`` in four lanes, with lane selects and
    /// `raster_truncate4` as in the non-zero rule. Halving a non-negative area and truncating it
    /// rounds it down, as `rounded(.down)` does, while the half is below 2²³; from there on every
    /// float is a whole number already, so the half stands for its own floor.
    @inline(__always)
    static func alpha4(_ sums: SIMD4<Float>) -> SIMD4<UInt32> {
        var a = Self.magnitude(sums)
        let half = a * 0.5
        let whole = SIMD4<Float>(raster_truncate4(half))
        a -= 2 * whole.replacing(with: half, where: .!(half .< 8_388_608))
        a = a.replacing(with: 2 - a, where: a .> 1)
        return SIMD4(truncatingIfNeeded: raster_truncate4(a * 255 + 0.5))
    }
}
