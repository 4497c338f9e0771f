import Foundation
import Geometry

/// Where the effects gallery's tiles go in a window: a grid of equal tiles, its column count
/// chosen so the tiles come out as large as the window allows, centred.
///
/// A tile's natural size is ``tileWidth`` × ``tileHeight`` points; ``factor`` scales it and
/// everything around it (symbol, title, code, the gaps between tiles and the margins round the
/// grid) to fit, up to ``largestFactor``, so a large window gets large tiles and margins that
/// keep their proportion to it on every side. Between two column counts that give tiles of the
/// same size, the grid whose shape is closer to the window's wins (a landscape window puts two
/// tiles side by side).
public struct EffectsGalleryLayout: Sendable {
    public static let tileWidth = 240.0, tileHeight = 160.0, margin = 16.0, gap = 10.0
    public static let largestFactor = 2.5

    public let columns: Int
    public let rows: Int
    public let factor: Double
    public let tiles: [Rect]

    public init(count: Int, width: Double, height: Double) {
        let n = max(count, 1)
        var best = (columns: 1, factor: 0.0, misfit: Double.infinity)
        let windowAspect = width > 0 && height > 0 ? width / height : 1
        for columns in 1...n {
            let rows = (n + columns - 1) / columns
            // The grid and its margins at factor 1; the margins and gaps scale with the tiles.
            let naturalWidth = Double(columns) * Self.tileWidth + Double(columns - 1) * Self.gap + 2 * Self.margin
            let naturalHeight = Double(rows) * Self.tileHeight + Double(rows - 1) * Self.gap + 2 * Self.margin
            let f = min(width / naturalWidth, height / naturalHeight, Self.largestFactor)
            // How far the grid's shape is from the window's (a ratio, 0 when they match).
            let misfit = abs(log(Double(columns) * Self.tileWidth / (Double(rows) * Self.tileHeight) / windowAspect))
            if f > best.factor + 1e-9 || (f > best.factor - 1e-9 && misfit < best.misfit) { best = (columns, f, misfit) }
        }
        let columns = best.columns
        self.columns = columns
        rows = (n + columns - 1) / columns
        factor = max(best.factor, 0.1)
        let w = Self.tileWidth * factor, h = Self.tileHeight * factor, gap = Self.gap * factor
        let gridWidth = Double(columns) * w + Double(columns - 1) * gap
        let gridHeight = Double(rows) * h + Double(rows - 1) * gap
        let x0 = (width - gridWidth) / 2, y0 = (height - gridHeight) / 2
        tiles = (0..<count).map { k in
            Rect(x: x0 + Double(k % columns) * (w + gap), y: y0 + Double(k / columns) * (h + gap), width: w, height: h)
        }
    }

    /// Where a tile's symbol is centred: in the upper part, above the two lines of text.
    public static func symbolCenter(in tile: Rect) -> Point {
        Point(tile.x + tile.width / 2, tile.y + tile.height * 0.34)
    }

    /// The least space between the grid and the window's edges, in points: ``margin`` scaled
    /// with the tiles (the grid is centred, so the axis with room to spare gets more).
    public var scaledMargin: Double { Self.margin * factor }

    /// The symbol's point size in a tile of this layout (medium scale).
    public var symbolPointSize: Double { 48 * factor }
}
