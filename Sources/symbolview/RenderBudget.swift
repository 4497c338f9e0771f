import Foundation
import Geometry
import SymbolRendering

/// A drawing that would cost more than ``RenderCost/budget``.
struct RenderBudgetError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension RenderOptions {
    /// Throws when drawing the symbol at `--size` (times the strip's frames) would cost more than
    /// ``RenderCost/budget``, naming the largest size that fits (found by bisection on the
    /// estimate, which grows with the size).
    func checkCost(of prepared: PreparedSymbol, source: String) throws {
        func cost(_ side: Int) -> RenderCost {
            let p = placement(side: Double(side), center: Point(Double(side) / 2, Double(side) / 2))
            let one = RenderCost.estimate(prepared, placement: p, width: side, height: side)
            return RenderCost(seconds: one.seconds * Double(strip))
        }
        let side = Int(size)
        let needed = cost(side)
        guard needed > RenderCost.budget else { return }
        var fits = 0, over = side
        while over - fits > 1 {
            let mid = (fits + over) / 2
            if cost(mid) > RenderCost.budget { over = mid } else { fits = mid }
        }
        let frames = strip > 1 ? " and --strip \(strip)" : ""
        let advice = fits >= 1 ? "; it fits at --size \(fits)\(frames)" : ""
        throw RenderBudgetError(message: "\(source) at --size \(side)\(frames) would take about \(Self.duration(needed.seconds)) "
            + "to draw (estimated from its shapes and the area they cover); the render budget is "
            + "\(Self.duration(RenderCost.budget.seconds))\(advice)")
    }

    /// Seconds in words: "870 s", "2.5 h".
    static func duration(_ seconds: Double) -> String {
        if seconds < 10 { return String(format: "%.1f s", seconds) }
        if seconds < 3600 { return "\(Int(seconds.rounded())) s" }
        if seconds < 1e7 { return String(format: "%.1f h", seconds / 3600) }
        return String(format: "%.0e s", seconds)
    }
}
