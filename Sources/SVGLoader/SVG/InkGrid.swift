import Geometry
import SymbolModel

/// Where parts of a plain drawing put ink, on a coarse grid of square cells over the drawing:
/// enough to tell whether two parts overlap or touch (one visual object) or stand apart, which is
/// how ``LayerInference`` decides what may move on its own.
///
/// A cell belongs to a shape when its centre lies inside the shape's fill (by the fill rule),
/// within half the stroke of its outline, or within ``touchReach`` cells of either: so two parts
/// that touch, or leave a gap thinner than about a cell, share a cell. The grid is coarse on
/// purpose (``cellsAcross`` over the drawing's longer side): the question is one of shape, not
/// of pixels, and the test stays cheap for files with thousands of shapes. Dashes count as
/// solid strokes, and clips and masks are not applied, so a part can only look bigger than it
/// is: the test may join parts that stand apart, never split one object.
struct InkGrid {
    /// The cells across the longer side of the drawing.
    static let cellsAcross = 96
    /// How far, in cells, the ink reaches beyond the shape: parts closer than about this touch.
    static let touchReach = 0.75

    let origin: Point
    let cell: Double
    let columns: Int
    let rows: Int
    let wordsPerRow: Int

    /// The cells one part covers: a bit per cell, row by row, and the box of rows and columns
    /// that holds them.
    struct Cells {
        var bits: [UInt64]
        var minRow = Int.max, maxRow = Int.min, minColumn = Int.max, maxColumn = Int.min

        let wordsPerRow: Int
        let columns: Int

        var isEmpty: Bool { minRow > maxRow }

        /// Calls `body` with the index (`row * columns + column`) of every covered cell.
        func forEachCell(_ body: (Int) -> Void) {
            guard !isEmpty else { return }
            for r in minRow...maxRow {
                for w in (minColumn / 64)...(maxColumn / 64) {
                    var word = bits[r * wordsPerRow + w]
                    while word != 0 {
                        let bit = word.trailingZeroBitCount
                        body(r * columns + w * 64 + bit)
                        word &= word - 1
                    }
                }
            }
        }
    }

    /// A grid over `box` (design units), grown by a margin so reaches stay inside; nil for an
    /// empty box.
    init?(covering box: Rect) {
        let side = max(box.width, box.height)
        guard side > 0, side.isFinite else { return nil }
        cell = side / Double(Self.cellsAcross)
        let margin = 4 * cell
        origin = Point(x: box.x - margin, y: box.y - margin)
        columns = Int(((box.width + 2 * margin) / cell).rounded(.up)) + 1
        rows = Int(((box.height + 2 * margin) / cell).rounded(.up)) + 1
        wordsPerRow = (columns + 63) / 64
    }

    func emptyCells() -> Cells {
        Cells(bits: Array(repeating: 0, count: wordsPerRow * rows), wordsPerRow: wordsPerRow, columns: columns)
    }

    /// The cells the shapes cover together.
    func cells(of shapes: [Shape]) -> Cells {
        var out = emptyCells()
        for shape in shapes { mark(shape, into: &out) }
        return out
    }

    /// The most cell visits one shape's outline may cost; a shape past it (a very wide stroke
    /// along a long path) is taken as its whole box, which may only join more.
    static let visitBudget = 400_000

    private func mark(_ shape: Shape, into out: inout Cells) {
        let lines = shape.designPath.flattened(tolerance: cell / 4)
        guard !lines.isEmpty else { return }
        let touch = Self.touchReach * cell
        let style = shape.style
        let half = style.stroke != nil ? style.strokeWidth * shape.transform.meanScale / 2 : 0
        let side = 2 * (half + touch) / cell + 2
        if Double(lines.reduce(0) { $0 + $1.points.count }) * side * side > Double(Self.visitBudget) {
            markBox(of: lines, grownBy: half + touch, into: &out)
            return
        }
        if style.stroke != nil {
            for line in lines { markNear(line, closed: line.isClosed, within: half + touch, into: &out) }
        }
        if style.fill != nil {
            for line in lines { markNear(line, closed: true, within: touch, into: &out) }
            markInside(lines, evenOdd: style.fillRule == .evenOdd, into: &out)
        }
    }

    private func set(_ r: Int, _ c: Int, in out: inout Cells) {
        out.bits[r * wordsPerRow + c / 64] |= 1 << UInt64(c % 64)
        out.minRow = min(out.minRow, r); out.maxRow = max(out.maxRow, r)
        out.minColumn = min(out.minColumn, c); out.maxColumn = max(out.maxColumn, c)
    }

    private func centre(_ r: Int, _ c: Int) -> Point {
        Point(x: origin.x + (Double(c) + 0.5) * cell, y: origin.y + (Double(r) + 0.5) * cell)
    }

    private func column(_ x: Double) -> Int { min(max(Int(((x - origin.x) / cell).rounded(.down)), 0), columns - 1) }
    private func row(_ y: Double) -> Int { min(max(Int(((y - origin.y) / cell).rounded(.down)), 0), rows - 1) }

    /// Every cell of the polylines' box grown by `reach`.
    private func markBox(of lines: [Polyline], grownBy reach: Double, into out: inout Cells) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for line in lines {
            for p in line.points { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        }
        for r in row(minY - reach)...row(maxY + reach) {
            for c in column(minX - reach)...column(maxX + reach) { set(r, c, in: &out) }
        }
    }

    /// Cells whose centre lies within `reach` of the polyline.
    private func markNear(_ line: Polyline, closed: Bool, within reach: Double, into out: inout Cells) {
        let points = line.points
        var segments: [(Point, Point)] = zip(points, points.dropFirst()).map { ($0, $1) }
        if closed, points.count > 2, let first = points.first, let last = points.last { segments.append((last, first)) }
        if segments.isEmpty, let p = points.first { segments.append((p, p)) }
        for (p, q) in segments {
            let r0 = row(min(p.y, q.y) - reach), r1 = row(max(p.y, q.y) + reach)
            let c0 = column(min(p.x, q.x) - reach), c1 = column(max(p.x, q.x) + reach)
            let dx = q.x - p.x, dy = q.y - p.y
            let lengthSquared = dx * dx + dy * dy
            for r in r0...r1 {
                for c in c0...c1 {
                    let m = centre(r, c)
                    var t = lengthSquared > 0 ? ((m.x - p.x) * dx + (m.y - p.y) * dy) / lengthSquared : 0
                    t = min(max(t, 0), 1)
                    let ex = p.x + t * dx - m.x, ey = p.y + t * dy - m.y
                    if ex * ex + ey * ey <= reach * reach { set(r, c, in: &out) }
                }
            }
        }
    }

    /// Cells whose centre lies inside the polylines' fill, each closed by a straight edge.
    private func markInside(_ lines: [Polyline], evenOdd: Bool, into out: inout Cells) {
        var minY = Double.infinity, maxY = -Double.infinity
        for line in lines { for p in line.points { minY = min(minY, p.y); maxY = max(maxY, p.y) } }
        guard minY < maxY else { return }
        var crossings: [(x: Double, winding: Int)] = []
        for r in row(minY)...row(maxY) {
            let y = centre(r, 0).y
            crossings.removeAll(keepingCapacity: true)
            for line in lines where line.points.count > 2 {
                let pts = line.points
                for i in pts.indices {
                    let p = pts[i], q = pts[(i + 1) % pts.count]
                    guard (p.y <= y) != (q.y <= y) else { continue }
                    let x = p.x + (y - p.y) / (q.y - p.y) * (q.x - p.x)
                    crossings.append((x, q.y > p.y ? 1 : -1))
                }
            }
            guard crossings.count > 1 else { continue }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for k in 0..<(crossings.count - 1) {
                winding += crossings[k].winding
                let inside = evenOdd ? winding % 2 != 0 : winding != 0
                guard inside else { continue }
                // Cells whose centre falls in [x0, x1).
                let x0 = crossings[k].x, x1 = crossings[k + 1].x
                let c0 = Int(((x0 - origin.x) / cell - 0.5).rounded(.up))
                let c1 = Int(((x1 - origin.x) / cell - 0.5).rounded(.up)) - 1
                let lo = max(c0, 0), hi = min(c1, columns - 1)
                guard lo <= hi else { continue }
                for c in lo...hi { set(r, c, in: &out) }
            }
        }
    }
}
