import Geometry

/// How many dashes one drawing of a symbol may cut, across all its paths.
///
/// ``Geometry/Path/dashed(pattern:offset:resolutionScale:)`` strokes a path solid when it
/// alone would make more than ``Geometry/Path/maxDashCount`` dashes, but a file of many such
/// paths, each under that cap, would still make tens of millions. The renderer takes each dashed
/// stroke's dashes from this budget, in drawing order; a stroke that would overdraw it is drawn
/// solid, as an over-long single path is. Every band of a banded image starts from a full
/// budget and draws the same paths in the same order, so the bands agree.
final class DashBudget {
    /// The dashes one drawing may cut: a million, about a fifth of a second of dashing, and far
    /// beyond any icon (a dashed circle of a 1,024 px icon has a few hundred).
    static let perDrawing = 1_000_000

    private var left = DashBudget.perDrawing

    /// Starts a new drawing with the whole budget.
    func reset() { left = Self.perDrawing }

    /// `path` dashed by `pattern` from `offset`, if its dashes fit in what is left; else the
    /// path itself, to be stroked solid.
    func dashed(_ path: Path, pattern: [Double], offset: Double, resolutionScale: Double) -> Path {
        let count = Int(min(RenderCost.dashCount(path, pattern: pattern), Double(Int.max / 2)))
        guard count <= left else { return path }
        left -= count
        return path.dashed(pattern: pattern, offset: offset, resolutionScale: resolutionScale)
    }
}
