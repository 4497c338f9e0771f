/// Everything that decides how a symbol looks over time, apart from the symbol itself: which
/// effects it carries and the history of their toggles.
///
/// It mirrors the SwiftUI seeds. `SymbolDrawOn` is
/// `.symbolEffect(.drawOn.byLayer, isActive: !isDrawn)` plus `.drawOff.byLayer`: here that is
/// ``isDrawn`` with the two draw effects. `SymbolBreatheLoader` is
/// `.symbolEffect(.breathe, options: .repeat(.continuous), isActive: …)`: here a ``Binding``
/// in ``motions``. `.symbolEffect(.bounce, value: n)` is a ``Trigger`` in ``triggered``, and
/// `.transition(.symbolEffect(.appear))` is ``isShown`` with ``appear`` and ``disappear``. The
/// value is plain data; ``SymbolAnimator`` turns it and a time into a state.
public struct SymbolAnimation: Sendable {
    /// Whether the symbol is drawn. Turning it off plays ``drawOff``; turning it on plays ``drawOn``.
    public var isDrawn: ToggleHistory
    /// The effect played when the symbol becomes drawn.
    public var drawOn: SymbolEffect
    public var drawOnOptions: SymbolEffectOptions
    /// The effect played when the symbol stops being drawn.
    public var drawOff: SymbolEffect
    public var drawOffOptions: SymbolEffectOptions
    /// Indefinite effects (breathe, rotate, pulse, scale), each with its own activity.
    public var motions: [Binding]
    /// Discrete effects (bounce, wiggle, pulse), each with the times it was triggered.
    public var triggered: [Trigger]
    /// Whether the symbol is shown. Turning it on plays ``appear``; turning it off plays
    /// ``disappear``, after which nothing of the symbol shows.
    public var isShown: ToggleHistory
    public var appear: SymbolEffect
    public var appearOptions: SymbolEffectOptions
    public var disappear: SymbolEffect
    public var disappearOptions: SymbolEffectOptions
    /// The system setting: draws become fades, breathe and rotate hold still.
    public var reduceMotion: ToggleHistory
    /// The variable value (0…1) as SwiftUI's `Image(systemName:variableValue:)` takes it, in the
    /// default colour mode (`render --value`): a variable layer whose threshold is above it is
    /// dimmed as Variable Color dims its inactive layers; nil lights every layer.
    public var variableValue: Double?
    /// How far the layers marked `data-variable` are drawn at full strength, 0…1 (`render
    /// --variable`): symbolview's variable draw, which has no SwiftUI counterpart; nil shows them whole.
    public var variableDrawValue: Double?
    /// For one side of a magic replace: the layers it shares with the other symbol, which the
    /// draws and appear/disappear leave alone (see ``SharedLayers``); nil for every other symbol.
    public var sharedLayers: SharedLayers?

    /// Layers that stay in place through a magic replace. They are drawn at rest while
    /// `isShown` is on and not at all while it is off; the other side's copies follow the
    /// opposite history, so exactly one copy of each shows at any instant and, where the two are
    /// the same geometry, not a pixel changes.
    public struct SharedLayers: Sendable {
        public var layers: Set<Int>
        public var isShown: ToggleHistory
        public init(layers: Set<Int>, isShown: ToggleHistory) {
            self.layers = layers
            self.isShown = isShown
        }
    }

    /// An indefinite effect bound to its activity, as `.symbolEffect(effect, options:, isActive:)`.
    public struct Binding: Sendable {
        public var effect: SymbolEffect
        public var options: SymbolEffectOptions
        public var isActive: ToggleHistory
        public init(effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: ToggleHistory) {
            self.effect = effect
            self.options = options
            self.isActive = isActive
        }
    }

    /// A discrete effect bound to its triggers, as `.symbolEffect(effect, options:, value:)`.
    public struct Trigger: Sendable {
        public var effect: SymbolEffect
        public var options: SymbolEffectOptions
        public var value: TriggerHistory
        public init(effect: SymbolEffect, options: SymbolEffectOptions = .default, value: TriggerHistory) {
            self.effect = effect
            self.options = options
            self.value = value
        }
    }

    /// A still symbol: drawn, no effects, Reduce Motion off.
    public init(isDrawn: ToggleHistory = .constant(true),
                drawOn: SymbolEffect = .drawOn.byLayer, drawOnOptions: SymbolEffectOptions = .default,
                drawOff: SymbolEffect = .drawOff.byLayer, drawOffOptions: SymbolEffectOptions = .default,
                motions: [Binding] = [], reduceMotion: ToggleHistory = .constant(false), variableDrawValue: Double? = nil) {
        self.isDrawn = isDrawn
        self.drawOn = drawOn
        self.drawOnOptions = drawOnOptions
        self.drawOff = drawOff
        self.drawOffOptions = drawOffOptions
        self.motions = motions
        self.reduceMotion = reduceMotion
        self.variableDrawValue = variableDrawValue
        triggered = []
        isShown = .constant(true)
        appear = .appear
        appearOptions = .default
        disappear = .disappear
        disappearOptions = .default
    }

    /// Adds an indefinite effect (breathe or rotate), like SwiftUI's `.symbolEffect` modifier.
    public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default,
                             isActive: ToggleHistory) -> SymbolAnimation {
        var copy = self
        copy.motions.append(Binding(effect: effect, options: options, isActive: isActive))
        return copy
    }

    /// Adds a discrete effect (bounce, wiggle, pulse) played at each of `value`'s triggers, like
    /// SwiftUI's `.symbolEffect(_:options:value:)`.
    public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default,
                             value: TriggerHistory) -> SymbolAnimation {
        var copy = self
        copy.triggered.append(Trigger(effect: effect, options: options, value: value))
        return copy
    }

    /// The draw effects, with the scope and options to use for each direction.
    func drawEffect(on: Bool) -> (effect: SymbolEffect, options: SymbolEffectOptions) {
        on ? (drawOn, drawOnOptions) : (drawOff, drawOffOptions)
    }
}
