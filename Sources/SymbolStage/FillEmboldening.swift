/// How a filled shape (a fill without a stroke) grows above the regular weight, where a stroke
/// would widen: an outline stroke drawn with the fill, ``widthPerStrokeScale`` design units wide
/// per unit of the weight's stroke scale above 1. The renderer, the cost estimate, the vector
/// writers and the SF Symbols template writer all grow fills by this one rule, so a bold fill
/// exported or written into a template is the fill `render` draws.
public enum FillEmboldening {
    /// Design units of outline stroke per unit of stroke scale above regular.
    public static let widthPerStrokeScale = 4.0

    /// The outline stroke's width, in design units, at a weight of `strokeScale` (none at or
    /// below regular).
    public static func width(strokeScale: Double) -> Double {
        max(strokeScale - 1, 0) * widthPerStrokeScale
    }
}
