import Geometry
import SymbolModel

/// One frame of a scene as a list of things to draw, back to front, in device pixels.
///
/// Composing a frame (``SceneComposer``) is pure layout and timing; painting it
/// (``SceneRenderer``) is the only step that touches pixels. Tests can check either.
public struct SceneFrame: Sendable {
    public var width: Int
    public var height: Int
    public var items: [SceneItem]
}

/// Something a frame draws.
public enum SceneItem: Sendable {
    /// Fills the whole frame with a vertical gradient from `top` to `bottom`.
    case verticalGradient(top: RGBA, bottom: RGBA)
    /// Fills the whole frame with one colour.
    case background(RGBA)
    /// A rounded rectangle (toast and help backgrounds).
    case panel(Rect, radius: Double, color: RGBA)
    case text(TextCue)
    case symbol(SymbolCue)
}

/// Which face a line of text uses.
public enum TextRole: Sendable, Hashable {
    /// The rounded bold title face.
    case title
    /// The body face.
    case body
    /// The bold sans for labels and headings (the gallery's tile titles, the help's keys and
    /// heading) at every size, where the rounded face's open letters would blur at small sizes.
    case label
}

/// A line of text placed by its pen origin on the baseline.
public struct TextCue: Sendable {
    public var text: String
    public var role: TextRole
    public var pixelSize: Double
    public var color: RGBA
    /// The pen's start on the baseline, in pixels.
    public var origin: Point
}
