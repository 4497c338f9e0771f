import Foundation

/// How every writer spells a number: Lottie JSON, animated SVG and its CSS, GTK path
/// animations and SF Symbols templates all go through ``text(_:)``, so one function decides
/// what a number looks like and that it is always one the format can parse.
///
/// Numbers are rounded to four decimals (a ten-thousandth of a unit, below what a player can
/// show) without trailing zeros, integers without a point: small files that diff well. The
/// spelling never overflows: magnitudes from 10¹⁵ up are written with an exponent (`1.8e+304`,
/// which JSON, SVG path data and CSS all read) instead of hundreds of digits, and a value that
/// is not finite, which no format can carry, is written as 0. Writers refuse such values before
/// they get here (``ExportRangeError``); the fallback only keeps a file parseable.
public enum ExportNumber {
    /// Decimals kept below the unit.
    public static let decimals = 4
    /// From this magnitude on a number is written with an exponent.
    static let exponentFrom = 1e15

    /// The number as the formats write it.
    public static func text(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        if abs(v) >= exponentFrom {
            // 15 significant digits are short and read back within 1e-14; near Double's end
            // they can round past it (1.79769313486232e+308 is beyond the largest Double), so
            // then 17, which read back exactly.
            let short = String(format: "%.15g", v)
            return Double(short)?.isFinite == true ? short : String(format: "%.17g", v)
        }
        // |v| < 1e15, so the product stays far below Double's range.
        let r = (v * 10_000).rounded() / 10_000
        if r == r.rounded() { return r == 0 ? "0" : String(Int64(r)) }
        var s = String(format: "%.4f", r)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    /// A colour channel (0…1) as a byte, 0…255; a value out of range is clamped and one that
    /// is not a number is 0, so no conversion to an integer can trap.
    public static func byte(_ channel: Double) -> Int {
        guard !channel.isNaN else { return 0 }
        return Int((min(max(channel, 0), 1) * 255).rounded())
    }

    /// `v` as a whole count when it is finite and within ±`limit`, else nil: the one checked
    /// conversion of a computed `Double` to `Int` in the writers.
    static func count(_ v: Double, limit: Double = 1e15) -> Int? {
        guard v.isFinite, abs(v) <= limit else { return nil }
        return Int(v)
    }
}
