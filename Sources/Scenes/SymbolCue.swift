import Geometry
import SymbolModel
import SymbolRendering

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
