import SymbolModel

/// A symbol effect, named as SwiftUI names it: `.drawOn.byLayer`, `.drawOff.reversed`,
/// `.breathe.pulse`, `.rotate.counterClockwise.wholeSymbol`.
///
/// An effect only says *what* moves. How long and how often it plays is in
/// ``SymbolEffectOptions``; when it plays is in the ``SymbolAnimation`` it is bound into.
public struct SymbolEffect: Hashable, Sendable, CustomStringConvertible {
    /// The four effects symbolview re-creates.
    public enum Kind: String, Hashable, Sendable {
        case drawOn, drawOff, breathe, rotate
    }

    public var kind: Kind
    /// Which parts move together; nil lets the effect choose (by layer for draws and breathe;
    /// for rotate, by layer when the symbol has rotation annotations, else the whole symbol).
    public var scope: EffectScope?
    /// For breathe: whether annotated layers also pulse their opacity.
    public var breatheStyle: BreatheStyle
    /// For rotate: an explicit direction; nil turns clockwise (by layer: each layer its own way).
    public var rotationDirection: RotationDirection?
    /// For Draw Off: whether the stroke retracts to its start instead of being erased from it.
    public var drawOffDirection: DrawOffDirection

    public init(kind: Kind, scope: EffectScope? = nil, breatheStyle: BreatheStyle = .plain,
                rotationDirection: RotationDirection? = nil, drawOffDirection: DrawOffDirection = .nonReversed) {
        self.kind = kind
        self.scope = scope
        self.breatheStyle = breatheStyle
        self.rotationDirection = rotationDirection
        self.drawOffDirection = drawOffDirection
    }

    /// Traces the symbol's strokes in, layer after layer.
    public static var drawOn: SymbolEffect { SymbolEffect(kind: .drawOn) }
    /// Erases the symbol's strokes in the direction they were drawn.
    public static var drawOff: SymbolEffect { SymbolEffect(kind: .drawOff) }
    /// Swells and settles the symbol like a slow breath.
    public static var breathe: SymbolEffect { SymbolEffect(kind: .breathe) }
    /// Turns the symbol, or its annotated layers, around their anchors.
    public static var rotate: SymbolEffect { SymbolEffect(kind: .rotate) }

    /// Layers (motion groups) one after another, overlapping.
    public var byLayer: SymbolEffect { with { $0.scope = .byLayer } }
    /// Every layer at once.
    public var wholeSymbol: SymbolEffect { with { $0.scope = .wholeSymbol } }
    /// One layer at a time, never two at once.
    public var individually: SymbolEffect { with { $0.scope = .individually } }
    /// Breathe: scale only (plus a faint dim of the whole symbol).
    public var plain: SymbolEffect { with { $0.breatheStyle = .plain } }
    /// Breathe: the annotated (`data-pulse`) layers also pulse their opacity.
    public var pulse: SymbolEffect { with { $0.breatheStyle = .pulse } }
    /// Rotate: turn clockwise (by layer: each layer its annotated way).
    public var clockwise: SymbolEffect { with { $0.rotationDirection = .clockwise } }
    /// Rotate: turn counterclockwise (by layer: every annotated direction flipped).
    public var counterClockwise: SymbolEffect { with { $0.rotationDirection = .counterClockwise } }
    /// Draw Off: the stroke retracts back to where it started.
    public var reversed: SymbolEffect { with { $0.drawOffDirection = .reversed } }
    /// Draw Off: the stroke is erased from its start, the tail following the head (the default).
    public var nonReversed: SymbolEffect { with { $0.drawOffDirection = .nonReversed } }

    private func with(_ change: (inout SymbolEffect) -> Void) -> SymbolEffect {
        var copy = self
        change(&copy)
        return copy
    }

    public var description: String {
        var s = "." + kind.rawValue
        if kind == .breathe, breatheStyle == .pulse { s += ".pulse" }
        if kind == .rotate, let d = rotationDirection { s += "." + d.rawValue }
        if kind == .drawOff, drawOffDirection == .reversed { s += ".reversed" }
        if let scope { s += "." + scope.rawValue }
        return s
    }
}

/// Which parts of a symbol an effect moves together.
public enum EffectScope: String, Hashable, Sendable, CaseIterable {
    /// Each layer (or motion group) starts a little after the one before, overlapping it.
    case byLayer
    /// Every layer moves together.
    case wholeSymbol
    /// One layer after another, never two at once.
    case individually
}

/// The two breathe variants.
public enum BreatheStyle: String, Hashable, Sendable {
    case plain, pulse
}

/// How Draw Off takes a stroke away.
public enum DrawOffDirection: String, Hashable, Sendable {
    /// Erased from its start towards its end: the tail follows the head.
    case nonReversed
    /// Retracted from its end back to its start, the reverse of Draw On.
    case reversed
}
