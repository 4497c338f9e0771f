import Geometry

/// A filled and/or stroked path with its SVG style resolved.
public struct Shape: Sendable {
    /// The outline in symbol design units.
    public var path: Path
    public var style: ShapeStyle
    /// The translucent group the shape is composited with, if any; its opacity is not in
    /// `style.opacity`.
    public var group: OpacityGroup?

    public init(path: Path, style: ShapeStyle, group: OpacityGroup? = nil) {
        self.path = path
        self.style = style
        self.group = group
    }
}

/// The style properties symbolview understands, resolved through inheritance and `style=""`.
public struct ShapeStyle: Sendable, Hashable {
    /// Nil means `fill="none"`.
    public var fill: SymbolPaint?
    /// Nil means no stroke (SVG's default).
    public var stroke: SymbolPaint?
    /// In design units at the regular weight; weights scale it (see ``SymbolWeight``).
    public var strokeWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var fillRule: FillRule
    /// The element's own `opacity`, multiplied down through its groups (those inside its
    /// ``Shape/group``; the group's own opacity is applied when the group is composited).
    public var opacity: Double
    public var fillOpacity: Double
    public var strokeOpacity: Double

    public init(fill: SymbolPaint? = .color(.black), stroke: SymbolPaint? = nil, strokeWidth: Double = 1,
                lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 4,
                fillRule: FillRule = .nonZero, opacity: Double = 1, fillOpacity: Double = 1, strokeOpacity: Double = 1) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.fillRule = fillRule
        self.opacity = opacity
        self.fillOpacity = fillOpacity
        self.strokeOpacity = strokeOpacity
    }

    /// SVG's initial style: a black fill and no stroke.
    public static let initial = ShapeStyle()
}

/// What a fill or stroke is painted with.
public enum SymbolPaint: Sendable, Hashable {
    /// `currentColor`: the tint the symbol is drawn in (`--color`, `.foregroundStyle`).
    case tint
    /// A fixed colour written in the file.
    case color(RGBA)
}

/// A non-premultiplied colour with components in 0...1.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
    public var r, g, b, a: Double
    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    public static let black = RGBA(0, 0, 0)
    public static let white = RGBA(1, 1, 1)
    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}
