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
    /// The bold sans for small labels, where the rounded face would blur.
    case label

    /// The role for a title `pixelSize` pixels tall: the rounded face from ``roundedMinimum``
    /// pixels up, the plain bold label face below, where it reads more clearly at 1×.
    public static func forTitle(pixelSize: Double) -> TextRole { pixelSize >= roundedMinimum ? .title : .label }
    /// The smallest size, in pixels, at which titles use the rounded face.
    public static let roundedMinimum = 20.0
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
