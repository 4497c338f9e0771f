import Foundation
import Geometry
import SymbolModel
import SymbolRendering

/// A contact sheet that would cost more to draw than ``RenderCost/budget(width:height:)``
/// allows for its whole image.
struct SheetBudgetError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// What drawing a contact sheet costs, counted before it is drawn: each row's symbol at every
/// weight in its design box and at 24 px, and in the four rendering modes twice (flat and
/// gradient) at half the box, each estimated as `render` estimates one image
/// (``RenderCost/estimate(_:placement:width:height:)``).
enum SheetBudget {
    /// Throws when the sheet of `rows` (one symbol per column of `weights`), `size` pixels a
    /// design box, would cost more than the budget of an image the sheet's size, naming the
    /// symbol that costs most and its share.
    static func check(_ rows: [[PreparedSymbol]], weights: [SymbolWeight], size: Int) throws {
        // The sheet's size, as its layout makes it (margins, labels, the 24 px copies and the
        // rendering-mode group), near enough to pick the budget.
        let width = 64 + weights.count * (size + 88) + 2 * size
        let height = 108 + rows.count * (size + 46)
        let budget = RenderCost.budget(width: width, height: height)
        var total = RenderCost(seconds: 0)
        var worst: (name: String, seconds: Double) = ("", 0)
        for columns in rows {
            var row = 0.0
            func add(_ prepared: PreparedSymbol, box: Int, weight: SymbolWeight) {
                let placement = SymbolPlacement(center: Point(Double(box) / 2, Double(box) / 2),
                                                pointSize: SymbolPlacement.pointSize(forBoxPixels: Double(box), scale: .large),
                                                weight: weight, scale: .large)
                // Drawn in place on the sheet: the time of a box-sized image, no canvas of its own.
                let cost = RenderCost.estimate(prepared, placement: placement, width: box, height: box)
                row += cost.seconds
                total.bytes = max(total.bytes, cost.bytes)
            }
            for (column, prepared) in columns.enumerated() {
                let weight = weights[min(column, weights.count - 1)]
                add(prepared, box: size, weight: weight)
                add(prepared, box: 24, weight: weight)
            }
            if let first = columns.first {
                for _ in 0..<8 { add(first, box: max(size / 2, 1), weight: .regular) }
            }
            total.seconds += row
            if row > worst.seconds, let name = columns.first?.symbol.name { worst = (name, row) }
        }
        guard total.exceeds(budget) else { return }
        throw SheetBudgetError(message: "the sheet would take about \(RenderOptions.duration(total.seconds)) to draw "
                               + "(\(rows.count) symbol\(rows.count == 1 ? "" : "s") at --size \(size)); '\(worst.name)' alone takes about "
                               + "\(RenderOptions.duration(worst.seconds)); the render budget is \(RenderOptions.duration(budget.seconds))")
    }
}
