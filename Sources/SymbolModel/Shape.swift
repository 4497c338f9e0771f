import Geometry

/// A filled and/or stroked path with its SVG style resolved: a leaf of the render tree.
///
/// The path stays in the element's own user space and `transform` maps it to the symbol's design
/// units. Keeping the two apart lets a stroke under a non-uniform scale or a skew be stroked in
/// its own space and then mapped, as SVG draws it, and lets a gradient in object-bounding-box
/// units refer to the element's own box.
public struct Shape: Sendable {
    /// The outline in the element's user space.
    public var path: Path
    /// From the element's user space to design units: every ancestor's transform, applied.
    public var transform: Transform
    public var style: ShapeStyle

    public init(path: Path, transform: Transform = .identity, style: ShapeStyle) {
        self.path = path
        self.transform = transform
        self.style = style
    }

    /// The outline in design units: what bounds, anchors and attachment tips are measured on.
    public var designPath: Path { transform.isIdentity ? path : path.applying(transform) }
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
    /// The dash pattern in the shape's user units, even in length with a positive sum; nil draws
    /// the stroke solid.
    public var dashes: [Double]?
    /// How far into the dash pattern the stroke starts.
    public var dashOffset: Double

    public init(fill: SymbolPaint? = .color(.black), stroke: SymbolPaint? = nil, strokeWidth: Double = 1,
                lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 4,
                fillRule: FillRule = .nonZero, opacity: Double = 1, fillOpacity: Double = 1, strokeOpacity: Double = 1,
                dashes: [Double]? = nil, dashOffset: Double = 0) {
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
        self.dashes = dashes
        self.dashOffset = dashOffset
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
    /// A linear or radial gradient from the file (`url(#id)`).
    case gradient(SymbolGradient)
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
