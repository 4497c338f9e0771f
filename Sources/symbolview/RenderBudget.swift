import Foundation
import Geometry
import SymbolRendering

/// A drawing that would cost more than ``RenderCost/budget(width:height:)`` allows.
struct RenderBudgetError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension RenderOptions {
    /// Throws when drawing the symbol at `--size` (times the strip's frames) would cost more than
    /// ``RenderCost/budget(width:height:)`` in time or memory, naming the largest size that fits
    /// (found by bisection on the estimate, which grows with the size).
    func checkCost(of prepared: PreparedSymbol, source: String) throws {
        func cost(_ side: Int) -> (cost: RenderCost, budget: RenderCost) {
            let p = placement(side: Double(side), center: Point(Double(side) / 2, Double(side) / 2))
            let one = RenderCost.estimate(prepared, placement: p, width: side, height: side)
            // The strip's frames share one canvas, as wide as all of them.
            return (RenderCost(seconds: one.seconds * Double(strip), bytes: one.bytes * Double(strip)),
                    RenderCost.budget(width: side * strip, height: side))
        }
        let side = Int(size)
        let (needed, budget) = cost(side)
        guard needed.exceeds(budget) else { return }
        var fits = 0, over = side
        while over - fits > 1 {
            let mid = (fits + over) / 2
            let (c, b) = cost(mid)
            if c.exceeds(b) { over = mid } else { fits = mid }
        }
        let frames = strip > 1 ? " and --strip \(strip)" : ""
        let advice = fits >= 1 ? "; it fits at --size \(fits)\(frames)" : ""
        let what: String
        if needed.seconds > budget.seconds {
            what = "would take about \(Self.duration(needed.seconds)) to draw (estimated from its shapes, clips, masks and the area "
                + "they cover); the render budget is \(Self.duration(budget.seconds))"
        } else {
            what = "would hold about \(Self.megabytes(needed.bytes)) of offscreen layers and masks at once (one canvas-sized buffer per "
                + "nested group, clip and mask); the render budget is \(Self.megabytes(budget.bytes))"
        }
        throw RenderBudgetError(message: "\(source) at --size \(side)\(frames) \(what)\(advice)")
    }

    /// Bytes in words: "740 MB", "3.2 GB".
    static func megabytes(_ bytes: Double) -> String {
        let mb = bytes / 1_048_576
        if mb < 10_000 { return "\(Int(mb.rounded())) MB" }
        return String(format: "%.1f GB", mb / 1024)
    }

    /// Seconds in words: "870 s", "2.5 h".
    static func duration(_ seconds: Double) -> String {
        if seconds < 10 { return String(format: "%.1f s", seconds) }
        if seconds < 3600 { return "\(Int(seconds.rounded())) s" }
        if seconds < 1e7 { return String(format: "%.1f h", seconds / 3600) }
        return String(format: "%.0e s", seconds)
    }
}
