import Geometry
import Testing
@testable import SymbolRendering

/// One drawing cuts at most ``DashBudget/perDrawing`` dashes: a thousand dashed paths, each
/// under the per-path cap, made 48 million dashes in 8 s.
@Suite struct DashBudgetTests {
    /// A 100-unit line cut into `count` dashes.
    static let line = Path.polyline([Point(0, 0), Point(100, 0)])
    static func pattern(dashes count: Int) -> [Double] { [50.0 / Double(count), 50.0 / Double(count)] }

    @Test func dashesAreCutUntilTheBudgetIsSpentThenStrokesAreSolid() {
        let budget = DashBudget()
        let pattern = Self.pattern(dashes: DashBudget.perDrawing * 2 / 5)
        let first = budget.dashed(Self.line, pattern: pattern, offset: 0, resolutionScale: 1)
        let second = budget.dashed(Self.line, pattern: pattern, offset: 0, resolutionScale: 1)
        let third = budget.dashed(Self.line, pattern: pattern, offset: 0, resolutionScale: 1)
        #expect(first.elements.count > DashBudget.perDrawing / 3)
        #expect(second.elements.count == first.elements.count)
        #expect(third.elements.count == Self.line.elements.count)
        budget.reset()
        #expect(budget.dashed(Self.line, pattern: pattern, offset: 0, resolutionScale: 1).elements.count == first.elements.count)
    }
}
