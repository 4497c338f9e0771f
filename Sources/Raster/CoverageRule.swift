/// How an accumulated winding-weighted area becomes coverage.
protocol CoverageRule {
    static func alpha(_ sum: Float) -> UInt8
}

/// Non-zero: any winding covers, so coverage is the area's magnitude, capped at one.
enum NonZeroRule: CoverageRule {
    @inline(__always)
    static func alpha(_ sum: Float) -> UInt8 {
        UInt8(min(abs(sum), 1) * 255 + 0.5)
    }
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
