import Foundation
import SymbolModel

/// A symbol effect, named as SwiftUI names it: `.drawOn.byLayer`, `.drawOff.reversed`,
/// `.breathe.pulse`, `.rotate.counterClockwise.wholeSymbol`, `.bounce.up.byLayer`, `.wiggle.left`,
/// `.pulse.wholeSymbol`, `.scale.up`, `.appear.down`, `.disappear.up`.
///
/// An effect only says *what* moves. How long and how often it plays is in
/// ``SymbolEffectOptions``; when it plays is in the ``SymbolAnimation`` it is bound into.
public struct SymbolEffect: Hashable, Sendable, CustomStringConvertible {
    /// The effects symbolview re-creates.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case drawOn, drawOff, breathe, rotate
        /// Discrete: played when a value changes (a ``TriggerHistory``).
        case bounce, wiggle
        /// Discrete (a ``TriggerHistory``) or indefinite (an `isActive` history).
        case pulse
        /// Indefinite: scaled while active.
        case scale
        /// Transitions: played when ``SymbolAnimation/isShown`` changes.
        case appear, disappear
        /// Indefinite: the variable layers light up in turn.
        case variableColor
        /// A transition from one symbol to another (``SymbolReplacement``).
        case replace
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
    /// For bounce, scale, appear and disappear: up or down; nil takes the effect's default
    /// (bounce and scale up, appear up, disappear down).
    public var verticalDirection: VerticalDirection?
    /// For wiggle: the way it swings first; nil wiggles forward (to the right).
    public var wiggleDirection: WiggleDirection?
    /// For variable color: one layer lit at a time, or each one added to those before.
    public var variableColorFill: VariableColorFill = .cumulative
    /// For variable color: whether the sequence plays back down after reaching the end.
    public var isReversing = false
    /// For variable color: how the layers not lit are drawn.
    public var inactiveLayers: InactiveLayers = .dim
    /// For replace: how the outgoing symbol leaves and the incoming one arrives.
    public var replaceStyle: ReplaceStyle = .downUp
    /// For replace: whether the layers the two symbols share stay in place (magic replace), the
    /// others replacing with ``replaceStyle`` as the fallback.
    public var isMagic = false

    public init(kind: Kind, scope: EffectScope? = nil, breatheStyle: BreatheStyle = .plain,
                rotationDirection: RotationDirection? = nil, drawOffDirection: DrawOffDirection = .nonReversed,
                verticalDirection: VerticalDirection? = nil, wiggleDirection: WiggleDirection? = nil) {
        self.kind = kind
        self.scope = scope
        self.breatheStyle = breatheStyle
        self.rotationDirection = rotationDirection
        self.drawOffDirection = drawOffDirection
        self.verticalDirection = verticalDirection
        self.wiggleDirection = wiggleDirection
    }

    /// Traces the symbol's strokes in, layer after layer.
    public static var drawOn: SymbolEffect { SymbolEffect(kind: .drawOn) }
    /// Erases the symbol's strokes in the direction they were drawn.
    public static var drawOff: SymbolEffect { SymbolEffect(kind: .drawOff) }
    /// Swells and settles the symbol like a slow breath.
    public static var breathe: SymbolEffect { SymbolEffect(kind: .breathe) }
    /// Turns the symbol, or its annotated layers, around their anchors.
    public static var rotate: SymbolEffect { SymbolEffect(kind: .rotate) }

    /// A brief scale and lift that springs back (discrete).
    public static var bounce: SymbolEffect { SymbolEffect(kind: .bounce) }
    /// A few decaying swings along a direction or around the centre (discrete).
    public static var wiggle: SymbolEffect { SymbolEffect(kind: .wiggle) }
    /// A dip in opacity of the annotated layers, or of the whole symbol where none is annotated.
    public static var pulse: SymbolEffect { SymbolEffect(kind: .pulse) }
    /// Scaled up (or down) for as long as it is active (indefinite).
    public static var scale: SymbolEffect { SymbolEffect(kind: .scale) }
    /// Layers fade and scale in: the symbol ends shown (a transition).
    public static var appear: SymbolEffect { SymbolEffect(kind: .appear) }
    /// Layers fade and scale out: the symbol ends hidden (a transition).
    public static var disappear: SymbolEffect { SymbolEffect(kind: .disappear) }

    /// The variable layers (`data-variable`, else every layer) light up in turn (indefinite).
    public static var variableColor: SymbolEffect { SymbolEffect(kind: .variableColor) }

    /// One symbol replaced by another: the outgoing one leaves as the incoming one arrives.
    public static var replace: SymbolEffect { SymbolEffect(kind: .replace) }
    /// Replace: the outgoing symbol scales down as it fades, the incoming one scales up (the default).
    public var downUp: SymbolEffect { with { $0.replaceStyle = .downUp } }
    /// Replace: the outgoing symbol is removed at once, the incoming one scales up.
    public var offUp: SymbolEffect { with { $0.replaceStyle = .offUp } }
    /// Replace: both scale up, the outgoing one as it fades.
    public var upUp: SymbolEffect { with { $0.replaceStyle = .upUp } }

    /// Magic replace, `.replace.magic(fallback: .replace.downUp)`: the layers both symbols share
    /// stay in place while the others replace in the fallback's style (or, when both symbols
    /// can draw, Draw Off and Draw On).
    public func magic(fallback: SymbolEffect = .replace.downUp) -> SymbolEffect {
        with {
            $0.isMagic = true
            $0.replaceStyle = fallback.replaceStyle
            if $0.scope == nil { $0.scope = fallback.scope }
        }
    }
    /// Magic replace with the default fallback, `.downUp`.
    public var magic: SymbolEffect { magic() }

    /// Variable color: one layer lit at a time.
    public var iterative: SymbolEffect { with { $0.variableColorFill = .iterative } }
    /// Variable color: each layer lit on top of those before it (the default).
    public var cumulative: SymbolEffect { with { $0.variableColorFill = .cumulative } }
    /// Variable color: back down the layers after reaching the last.
    public var reversing: SymbolEffect { with { $0.isReversing = true } }
    /// Variable color: from the first layer again after the last (the default).
    public var nonReversing: SymbolEffect { with { $0.isReversing = false } }
    /// Variable color: unlit layers are drawn faint (the default).
    public var dimInactiveLayers: SymbolEffect { with { $0.inactiveLayers = .dim } }
    /// Variable color: unlit layers are not drawn.
    public var hideInactiveLayers: SymbolEffect { with { $0.inactiveLayers = .hide } }

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
    /// Rotate: turn clockwise (by layer: each layer its annotated way). Wiggle: swing round,
    /// clockwise first.
    public var clockwise: SymbolEffect {
        with { if $0.kind == .wiggle { $0.wiggleDirection = .clockwise } else { $0.rotationDirection = .clockwise } }
    }
    /// Rotate: turn counterclockwise (by layer: every annotated direction flipped). Wiggle:
    /// swing round, counterclockwise first.
    public var counterClockwise: SymbolEffect {
        with { if $0.kind == .wiggle { $0.wiggleDirection = .counterClockwise } else { $0.rotationDirection = .counterClockwise } }
    }
    /// Bounce and scale: grow upwards; appear and disappear: scale up as they go. Wiggle: move
    /// up first.
    public var up: SymbolEffect {
        with { if $0.kind == .wiggle { $0.wiggleDirection = .up } else { $0.verticalDirection = .up } }
    }
    /// Bounce and scale: squash downwards; appear and disappear: scale down as they go. Wiggle:
    /// move down first.
    public var down: SymbolEffect {
        with { if $0.kind == .wiggle { $0.wiggleDirection = .down } else { $0.verticalDirection = .down } }
    }
    /// Wiggle: move left first.
    public var left: SymbolEffect { with { $0.wiggleDirection = .left } }
    /// Wiggle: move right first.
    public var right: SymbolEffect { with { $0.wiggleDirection = .right } }
    /// Wiggle: move forward (right, in a left-to-right locale) first.
    public var forward: SymbolEffect { with { $0.wiggleDirection = .forward } }
    /// Wiggle: move backward (left, in a left-to-right locale) first.
    public var backward: SymbolEffect { with { $0.wiggleDirection = .backward } }
    /// Wiggle: move back and forth along `angle` degrees, clockwise from the positive x axis.
    public func custom(angle: Double) -> SymbolEffect { with { $0.wiggleDirection = .custom(angle: angle) } }
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
        if let v = verticalDirection, [.bounce, .scale, .appear, .disappear].contains(kind) { s += "." + v.rawValue }
        if kind == .wiggle, let w = wiggleDirection { s += "." + w.description }
        if kind == .replace, isMagic { s += ".magic" + (replaceStyle == .downUp ? "" : "." + replaceStyle.rawValue) }
        else if kind == .replace { s += "." + replaceStyle.rawValue }
        if kind == .variableColor {
            s += "." + variableColorFill.rawValue
            if isReversing { s += ".reversing" }
            if inactiveLayers == .hide { s += ".hideInactiveLayers" }
        }
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

/// Up or down: the direction of a bounce, a scale, an appear or a disappear.
public enum VerticalDirection: String, Hashable, Sendable, CaseIterable {
    case up, down
}

/// Where a wiggle swings first.
public enum WiggleDirection: Hashable, Sendable, CustomStringConvertible {
    case up, down, left, right, forward, backward, clockwise, counterClockwise
    /// Back and forth along `angle` degrees, clockwise from the positive x axis.
    case custom(angle: Double)

    /// The unit direction of the first swing in design units (y down); nil for the turning ones.
    /// Forward is to the right (a left-to-right locale).
    public var vector: (x: Double, y: Double)? {
        switch self {
        case .up: return (0, -1)
        case .down: return (0, 1)
        case .left, .backward: return (-1, 0)
        case .right, .forward: return (1, 0)
        case .clockwise, .counterClockwise: return nil
        case .custom(let angle):
            let r = angle * Double.pi / 180
            return (cos(r), sin(r))
        }
    }

    public var description: String {
        switch self {
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .forward: return "forward"
        case .backward: return "backward"
        case .clockwise: return "clockwise"
        case .counterClockwise: return "counterClockwise"
        case .custom(let angle): return "custom(angle: \(angle))"
        }
    }
}

/// How variable color lights its layers.
public enum VariableColorFill: String, Hashable, Sendable {
    /// One layer at a time.
    case iterative
    /// Each layer on top of those before it.
    case cumulative
}

/// How variable color draws the layers it has not lit.
public enum InactiveLayers: String, Hashable, Sendable {
    /// Faint (``VariableColorTrack/dimmedOpacity``).
    case dim
    /// Not at all.
    case hide
}

/// How a replace swaps its symbols.
public enum ReplaceStyle: String, Hashable, Sendable, CaseIterable {
    case downUp, offUp, upUp
}
