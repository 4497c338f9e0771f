import Geometry
import SymbolModel
import SymbolRendering

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
public enum TextRole: Sendable {
    /// The rounded bold title face.
    case title
    /// The body face.
    case body
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

/// How a symbol's layers are coloured (SwiftUI's `symbolRenderingMode`).
public enum SymbolRenderingChoice: Sendable {
    case monochrome, hierarchical
}

/// What moves a symbol: its history, which the effects engine turns into a pose at time t.
public enum SymbolMotion: Sendable, Equatable {
    /// Draw On / Draw Off following `toggles` (before the first, drawn). With Reduce Motion
    /// (`reduceMotion` initially, then `motionToggles`) the draws become a cross-fade.
    case draw(toggles: [DrawToggle], scope: DrawScope, reduceMotion: Bool, motionToggles: [MotionToggle])
    /// A loader: from each entry's time on, the effect runs, or rests when it is nil.
    case loader([LoaderActivity])
}

/// From `time` on (scene seconds), a loader runs `effect`, or rests when `effect` is nil
/// (Reduce Motion on).
public struct LoaderActivity: Sendable, Equatable {
    public var time: Double
    public var effect: LoaderEffect?
}

/// A symbol to draw and everything needed to pose it at the frame's time.
public struct SymbolCue: Sendable {
    public var source: SymbolSource
    /// Where the symbol's centre goes, in pixels.
    public var center: Point
    /// The font size in pixels (points × display scale), before the symbol scale.
    public var pointSize: Double
    public var weight: SymbolWeight
    public var scale: SymbolScale
    public var tint: RGBA
    public var rendering: SymbolRenderingChoice
    public var motion: SymbolMotion
    /// The scene time of the frame.
    public var time: Double

    /// The side of the square the symbol's design box fills, in pixels: SF Symbols' image is
    /// about 1.25 × the point size at medium scale (SymbolRendering's placement).
    public var boxSide: Double { pointSize * scale.factor * SymbolCue.boxPerPoint }

    public static let boxPerPoint = SymbolPlacement.pixelsPerPoint
}
