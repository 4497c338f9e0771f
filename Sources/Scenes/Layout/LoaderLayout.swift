import Geometry

/// The SymbolBreatheLoader seed's stack, in points: a 130 pt hero, 48 pt, a title block (title
/// and body 6 pt apart), 48 pt, and a row of four large-title loaders 40 pt apart, all centred.
public struct LoaderLayout: Sendable {
    public static let heroPointSize = 130.0
    /// `.largeTitle`, the loaders' default font.
    public static let loaderPointSize = 34.0
    /// `.title` and `.body` sizes at the default Dynamic Type size.
    public static let titlePointSize = 28.0, bodyPointSize = 17.0
    public static let titleLineHeight = 34.0, bodyLineHeight = 22.0
    public static let stackSpacing = 48.0, titleSpacing = 6.0, rowSpacing = 40.0
    public static let loaderCount = 4

    /// How much larger than the seed's to draw the stack in a desktop window of `width × height`
    /// points: 1 up to a phone's width (the seed's own layout), then growing with the window so
    /// the stack keeps about the share of it that it has on a phone, up to 2.
    public static func zoom(width: Double, height: Double) -> Double {
        guard width > DrawOnGridLayout.phoneWidth else { return 1 }
        return min(2, max(1, min(width / 640, height / 660)))
    }

    public var heroCenter: Point
    /// The baselines' vertical positions (their x is the stack's centre).
    public var titleBaseline: Double, bodyBaseline: Double
    public var centerX: Double
    public var loaderCenters: [Point]

    /// Lays the stack out in a `width × height` point area. Symbol frames are
    /// ``SymbolCue/boxPerPoint`` × their point size, as SF Symbols' images are.
    public init(width: Double, height: Double, title: (ascent: Double, descent: Double) = (26, 7),
                body: (ascent: Double, descent: Double) = (16, 4)) {
        let heroSide = Self.heroPointSize * SymbolCue.boxPerPoint
        let loaderSide = Self.loaderPointSize * SymbolCue.boxPerPoint
        let titleBlock = Self.titleLineHeight + Self.titleSpacing + Self.bodyLineHeight
        let total = heroSide + Self.stackSpacing + titleBlock + Self.stackSpacing + loaderSide
        let cx = width / 2
        centerX = cx
        var y = (height - total) / 2
        heroCenter = Point(centerX, y + heroSide / 2)
        y += heroSide + Self.stackSpacing
        // Text is centred in its line box: half the leading above the ascent.
        titleBaseline = y + (Self.titleLineHeight - title.ascent - title.descent) / 2 + title.ascent
        y += Self.titleLineHeight + Self.titleSpacing
        bodyBaseline = y + (Self.bodyLineHeight - body.ascent - body.descent) / 2 + body.ascent
        y += Self.bodyLineHeight + Self.stackSpacing
        let rowWidth = Double(Self.loaderCount) * loaderSide + Double(Self.loaderCount - 1) * Self.rowSpacing
        let rowY = y + loaderSide / 2
        loaderCenters = (0..<Self.loaderCount).map { i in
            Point(cx - rowWidth / 2 + loaderSide / 2 + Double(i) * (loaderSide + Self.rowSpacing), rowY)
        }
    }
}
