import Geometry
import SymbolEffects
import SymbolModel
import SymbolRendering

/// What moves a symbol: its history, which the effects engine turns into a pose at time t.
public enum SymbolMotion: Sendable, Equatable {
    /// Draw On / Draw Off following `isDrawn`. With Reduce Motion (`reduceMotion` initially, then
    /// `motionToggles`) the draws become a cross-fade.
    case draw(isDrawn: ToggleHistory, scope: EffectScope, reduceMotion: Bool, motionToggles: [MotionToggle])
    /// A loader: from each entry's time on, the effect runs, or rests when it is nil.
    case loader([LoaderActivity])
    /// A tile of the effects gallery.
    case gallery(GalleryMotion)
    /// An icon that plays states of its own, switched between them at these scene times
    /// (``ViewerState/iconsOwnState`` stands for the icon's own initial state): its timeline
    /// poses it (``SymbolTimeline/switching(to:at:)``).
    case pathAnimation(switches: [StateSwitch], reduceMotion: Bool)
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
    /// How the layers are coloured (SwiftUI's `symbolRenderingMode`).
    public var rendering: SymbolRenderingMode
    /// Flat colours or SF Symbols 7's gradients (SwiftUI's `symbolColorRenderingMode`).
    public var colorRendering: SymbolColorRenderingMode = .flat
    public var motion: SymbolMotion
    /// The scene time of the frame.
    public var time: Double

    /// Design-box pixels per point at the medium scale: SF Symbols' image is about 1.25 × the
    /// point size (SymbolRendering's placement).
    public static let boxPerPoint = SymbolPlacement.pixelsPerPoint
}
