import Geometry
import Raster
import SymbolModel

/// How heavy a symbol drawn from one design may get before it stops being itself.
///
/// A symbol drawn at a heavier weight than its design widens every stroke and emboldens every
/// fill by ``SymbolWeight/strokeScale``. Apple draws each weight of SF Symbols by hand, so a
/// black curl stays a curl; one design widened blindly does not: the catalog's `wind` closes
/// its hooks into blobs at black, `speaker.wave.3`'s waves run together, and a stroke icon
/// drawn close to its box spills out of it. So the heaviest scale a symbol takes is the largest
/// (up to black's) at which
/// - every counter stays open: the background keeps as many enclosed holes as at regular, each
///   with at least ``keptHoleArea`` of its area; and with every edge pushed out by
///   ``marginPerStroke`` of a typical stroke, the ink keeps as many separate parts and holes as
///   regular does pushed out alike, so a gap (between two strokes, at the mouth of a hook)
///   keeps at least twice that margin rather than closing to a hairline; and
/// - the ink does not reach further outside the design box than it does at regular.
///
/// It is measured on pixels rather than reasoned about on curves: the symbol's shapes are drawn
/// into a small coverage raster (``rasterSide``) at trial scales, stepping up from regular. The
/// weights between regular and black are then spread over regular…limit in their order
/// (``SymbolWeight/strokeScale(heaviest:)``), so every weight stays distinct.
public enum StrokeWeightLimit {
    /// Pixels across the design box in the trial raster: fine enough for gaps of about one
    /// hundredth of the box, and well under a millisecond a trial in a release build.
    public static let rasterSide = 96
    /// How far every edge is pushed out in the trials, as a fraction of the symbol's median
    /// stroke width at regular: a counter keeps at least twice this at its narrowest.
    public static let marginPerStroke = 0.15
    /// The share of its area at regular that every enclosed counter keeps.
    public static let keptHoleArea = 0.4
    /// The most path segments a symbol may have to be measured: several times any icon's.
    public static let maxSegments = 20_000
    /// Trial scales between regular and black, upwards.
    static let coarseSteps = 14
    /// Halvings between the last trial that held and the first that failed: 0.05 over 2³.
    static let fineSteps = 3

    /// The largest stroke scale, between 1 and black's, at which `symbol` keeps its counters
    /// open and its ink inside its box (1.0 for a symbol drawn at a fixed weight, which weights
    /// do not change).
    public static func heaviestScale(of symbol: Symbol) -> Double {
        let heaviest = SymbolWeight.black.strokeScale
        guard symbol.fixedWeight == nil else { return heaviest }
        let shapes = symbol.root.shapes.filter { $0.style.opacity > 0 && ($0.style.fill != nil || ($0.style.stroke != nil && $0.style.strokeWidth > 0)) }
        guard !shapes.isEmpty, symbol.viewBox.width > 0, symbol.viewBox.height > 0, symbol.viewBox.width.isFinite,
              symbol.viewBox.height.isFinite else { return heaviest }
        // Some twenty trials draw every shape: art past an icon's size is taken as designed for
        // the weights (no limit) rather than measured at twenty times its drawing cost.
        guard shapes.reduce(0, { $0 + $1.path.elements.count }) <= maxSegments else { return heaviest }
        let widths = shapes.filter { $0.style.stroke != nil }.map { $0.style.strokeWidth * $0.transform.meanScale }.sorted()
        let side = max(symbol.viewBox.width, symbol.viewBox.height)
        // Fill-only symbols: the margin is what one regular stroke of a 100-unit symbol would be.
        let typical = widths.isEmpty ? side * 0.08 : widths[widths.count / 2]
        let trial = Trial(symbol: symbol, shapes: shapes)
        let margin = typical * marginPerStroke
        let regular = trial.shape(scale: 1, widenedBy: 0)
        // A little spill from anti-aliasing at the raster's edge is not the symbol leaving its box.
        let spillAllowance = regular.outside + max(2, rasterSide / 24)
        let regularHoles = regular.holes.sorted()
        let widenedRegular = trial.shape(scale: 1, widenedBy: margin)
        func holds(_ k: Double) -> Bool {
            let plain = trial.shape(scale: k, widenedBy: 0)
            guard plain.outside <= spillAllowance, plain.holes.count == regularHoles.count else { return false }
            // Each counter, smallest to largest, keeps a good part of its area...
            for (now, before) in zip(plain.holes.sorted(), regularHoles) where Double(now) < Double(before) * keptHoleArea { return false }
            // ...and no gap narrows below twice the margin: not between two parts (they would
            // merge), nor at the mouth of a curl or a hook (its inside would close into a hole).
            let widened = trial.shape(scale: k, widenedBy: margin)
            return widened.parts == widenedRegular.parts && widened.holes.count == widenedRegular.holes.count
        }
        // Upwards in steps, since a gap can close and its inside then fill, which looks the same
        // to a count as the gap open: the first trial that fails bounds the limit, and a few
        // halvings between it and the last that held find it.
        var lo = 1.0
        var hi: Double?
        for step in 1...coarseSteps {
            let k = 1 + (heaviest - 1) * Double(step) / Double(coarseSteps)
            if holds(k) { lo = k } else { hi = k; break }
        }
        guard var high = hi else { return heaviest }
        for _ in 0..<fineSteps {
            let mid = (lo + high) / 2
            if holds(mid) { lo = mid } else { high = mid }
        }
        return lo
    }

    /// The symbol's shapes drawn into a coverage raster at a trial weight.
    struct Trial {
        let symbol: Symbol
        let shapes: [Shape]
        /// Design units to raster pixels: the design box in the middle, a margin of a sixth
        /// of it on every side to see ink that leaves it.
        let toPixels: Transform
        let size: Int
        let box: (lo: Int, hi: Int)

        init(symbol: Symbol, shapes: [Shape]) {
            self.symbol = symbol
            self.shapes = shapes
            let inner = StrokeWeightLimit.rasterSide
            let margin = inner / 6
            size = inner + 2 * margin
            box = (margin, margin + inner)
            let v = symbol.viewBox
            let s = Double(inner) / max(v.width, v.height)
            toPixels = Transform.translation(-v.center.x, -v.center.y).concatenating(.scale(s))
                .concatenating(.translation(Double(size) / 2, Double(size) / 2))
        }

        /// What the ink looks like at stroke scale `k` with every edge pushed out by `widen`
        /// more design units on each side: how many separate parts it has (8-connected), the
        /// area in pixels of each enclosed hole (a 4-connected background region that does not
        /// reach the raster's border), and how many ink pixels lie outside the design box.
        func shape(scale k: Double, widenedBy widen: Double) -> (parts: Int, holes: [Int], outside: Int) {
            let canvas = Canvas(width: size, height: size)
            let ink = Paint.solid(Color(r: 0, g: 0, b: 0))
            for shape in shapes {
                let t = shape.transform.concatenating(toPixels)
                let userScale = max(shape.transform.meanScale, 1e-9)
                let style = shape.style
                if style.fill != nil {
                    canvas.fill(shape.path, transform: t, paint: ink, rule: style.fillRule)
                    // The renderer's emboldening of a fill without a stroke, plus the margin.
                    let grow = (style.stroke == nil ? FillEmboldening.width(strokeScale: k) : 0) + 2 * widen
                    if grow > 0 {
                        canvas.stroke(shape.path, style: StrokeStyle(width: grow / userScale, cap: .round, join: .round), transform: t, paint: ink)
                    }
                }
                if style.stroke != nil, style.strokeWidth > 0 {
                    let width = style.strokeWidth * k + 2 * widen / userScale
                    canvas.stroke(shape.path, style: StrokeStyle(width: width, cap: style.lineCap, join: style.lineJoin, miterLimit: style.miterLimit),
                                  transform: t, paint: ink)
                }
            }
            var inked = [Bool](repeating: false, count: size * size)
            var outside = 0
            for y in 0..<size {
                for x in 0..<size {
                    let alpha = canvas.pixels[y * size + x] >> 24
                    if alpha >= 128 { inked[y * size + x] = true }
                    // Ink outside the box counts from an eighth of a pixel's coverage.
                    if alpha >= 32, x < box.lo || x >= box.hi || y < box.lo || y >= box.hi { outside += 1 }
                }
            }
            return (Self.regions(inked, size: size, of: true, diagonal: true).count,
                    Self.regions(inked, size: size, of: false, diagonal: false).filter { !$0.border }.map(\.area), outside)
        }

        /// The connected regions of cells equal to `value`: each one's area in cells and whether
        /// it touches the grid's border.
        static func regions(_ grid: [Bool], size: Int, of value: Bool, diagonal: Bool) -> [(area: Int, border: Bool)] {
            var seen = [Bool](repeating: false, count: grid.count)
            var out: [(area: Int, border: Bool)] = []
            var stack: [Int] = []
            for start in grid.indices where grid[start] == value && !seen[start] {
                seen[start] = true
                stack.append(start)
                var border = false
                var area = 0
                while let i = stack.popLast() {
                    area += 1
                    let x = i % size, y = i / size
                    if x == 0 || y == 0 || x == size - 1 || y == size - 1 { border = true }
                    for dy in -1...1 {
                        for dx in -1...1 where (dx != 0 || dy != 0) && (diagonal || dx == 0 || dy == 0) {
                            let nx = x + dx, ny = y + dy
                            guard nx >= 0, ny >= 0, nx < size, ny < size else { continue }
                            let j = ny * size + nx
                            if grid[j] == value && !seen[j] {
                                seen[j] = true
                                stack.append(j)
                            }
                        }
                    }
                }
                out.append((area, border))
            }
            return out
        }
    }
}

extension SymbolWeight {
    /// The stroke factor of this weight for a symbol whose heaviest scale is `heaviest`
    /// (``StrokeWeightLimit/heaviestScale(of:)``): the weights above regular spread over
    /// regular…`heaviest` in proportion to their own factors, so black takes the limit and
    /// medium to heavy stay in order below it; regular and lighter are unchanged.
    public func strokeScale(heaviest: Double) -> Double {
        let nominal = strokeScale
        let black = SymbolWeight.black.strokeScale
        guard nominal > 1, heaviest < black else { return nominal }
        return 1 + (nominal - 1) * max(heaviest - 1, 0) / (black - 1)
    }

    /// This weight's stroke factor for `symbol`, measuring the symbol's limit when the weight
    /// is above regular (``StrokeWeightLimit/heaviestScale(of:)``; keep a `PreparedSymbol` to
    /// measure it once for many frames). What every caller that places a symbol at a weight
    /// uses, so a file written at bold is the file `render` draws at bold.
    public func strokeScale(for symbol: Symbol) -> Double {
        strokeScale > 1 ? strokeScale(heaviest: StrokeWeightLimit.heaviestScale(of: symbol)) : strokeScale
    }
}
