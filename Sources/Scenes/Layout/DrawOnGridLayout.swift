import Geometry

/// The SymbolDrawOn seed's grid: a `LazyVGrid` of adaptive columns at least 104 pt wide, rows
/// 104 pt tall and 28 pt apart, 24 pt of padding, centred vertically by the surrounding `ZStack`;
/// a grid taller than the window (a whole icon set from `--svg`) scrolls, as in a `ScrollView`.
///
/// One difference from SwiftUI, on purpose: in a window wider than a phone, a single row with
/// fewer symbols than columns is centred. SwiftUI leaves the unused columns empty on the right,
/// so the seed's six symbols sat in the left half of a 1280-pixel window, which on a desktop
/// looks like a bug. At phone widths the grid is SwiftUI's.
///
/// Everything is in points; the composer multiplies by the display scale.
public enum DrawOnGridLayout {
    public static let minimumCellWidth = 104.0
    public static let cellHeight = 104.0
    /// The grid's `spacing:`, which a `LazyVGrid` puts between rows.
    public static let rowSpacing = 28.0
    /// An adaptive `GridItem` without its own spacing puts SwiftUI's default 8 pt between columns.
    public static let columnSpacing = 8.0
    public static let padding = 24.0
    /// The widest iPhone screen in points (Pro Max); up to this width the grid is SwiftUI's own.
    public static let phoneWidth = 430.0

    /// The most ``zoom(count:width:height:)`` enlarges a grid.
    public static let largestZoom = 2.0

    /// How much larger than the seed's to draw a grid of `count` items in a desktop window of
    /// `width × height` points: a few symbols in a large window are lost at phone size. The
    /// grid is enlarged as a whole (cells, gaps, padding and symbols), as far as it still fits
    /// the window without scrolling and keeps its number of rows, up to ``largestZoom``. At
    /// phone widths, and for a grid that scrolls anyway, it stays 1.
    public static func zoom(count: Int, width: Double, height: Double) -> Double {
        guard count > 0, width > phoneWidth, height > 0 else { return 1 }
        func rows(_ z: Double) -> Int { (count + columnCount(width: width / z) - 1) / columnCount(width: width / z) }
        func fits(_ z: Double) -> Bool {
            rows(z) == rows(1) && gridHeight(count: count, width: width / z) + 2 * padding <= height / z
        }
        guard fits(1) else { return 1 }
        var z = largestZoom
        while z > 1 && !fits(z) { z -= 0.05 }
        return max(1, z)
    }

    /// How many columns fit in `width` points, as an adaptive grid item computes it (at least 1).
    public static func columnCount(width: Double) -> Int {
        let available = width - 2 * padding
        return max(1, Int(((available + columnSpacing) / (minimumCellWidth + columnSpacing)).rounded(.down)))
    }

    /// The height of `count` items' rows and the gaps between them (no padding).
    public static func gridHeight(count: Int, width: Double) -> Double {
        guard count > 0 else { return 0 }
        let columns = columnCount(width: width)
        let rows = (count + columns - 1) / columns
        return Double(rows) * cellHeight + Double(rows - 1) * rowSpacing
    }

    /// How far the grid of `count` items scrolls in a `width × height` point area: 0 when its
    /// rows fit (the padding gives way first) or when it has a single row, otherwise what lies
    /// below the window with the padding at both ends.
    public static func maximumScrollOffset(count: Int, width: Double, height: Double) -> Double {
        let rows = (count + columnCount(width: width) - 1) / columnCount(width: width)
        let grid = gridHeight(count: count, width: width)
        guard rows > 1, grid > height else { return 0 }
        return max(0, grid + 2 * padding - height)
    }

    /// The cells of `count` items in a `width × height` point area, in reading order. A grid
    /// that fits is centred vertically, as in the seed (so is a single row in a window shorter
    /// than a cell: a small GIF of one symbol keeps it in the middle); a taller one starts at the
    /// top padding and moves up by `scrollOffset` points (clamped to what it can scroll).
    public static func cells(count: Int, width: Double, height: Double, scrollOffset: Double = 0) -> [Rect] {
        guard count > 0 else { return [] }
        let columns = columnCount(width: width)
        let available = max(0, width - 2 * padding)
        let cellWidth = max(0, (available - columnSpacing * Double(columns - 1)) / Double(columns))
        let gridHeight = gridHeight(count: count, width: width)
        let maximum = maximumScrollOffset(count: count, width: width, height: height)
        let top = maximum > 0 ? padding - min(max(0, scrollOffset), maximum) : (height - gridHeight) / 2
        // The columns a short single row leaves empty, shared out on both sides.
        let unused = count < columns && width > phoneWidth ? columns - count : 0
        let left = padding + Double(unused) * (cellWidth + columnSpacing) / 2
        return (0..<count).map { i in
            let column = i % columns, row = i / columns
            return Rect(x: left + Double(column) * (cellWidth + columnSpacing),
                        y: top + Double(row) * (cellHeight + rowSpacing),
                        width: cellWidth, height: cellHeight)
        }
    }
}
