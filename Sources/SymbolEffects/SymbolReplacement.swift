import SymbolModel

/// `.contentTransition(.symbolEffect(.replace))`: one symbol replaced by another in the same
/// place, as two animations drawn one over the other.
///
/// `isReplaced` says which symbol shows: off, the first; on, the second. Each change makes the
/// one leaving disappear and the one arriving appear (``SymbolAnimation/isShown``), so a swap
/// back half way through starts from what is visible and nothing jumps. `.downUp` shrinks the
/// leaving symbol as it fades (`.disappear.down`), `.upUp` grows it (`.disappear.up`), `.offUp`
/// removes it at once; the arriving one always grows into place (`.appear.up`). The scope
/// (by layer by default) staggers the layers of both. With Reduce Motion both simply fade.
///
/// A magic replace (`.replace.magic(fallback:)`) also needs the two symbols: ``matching(_:_:)``
/// finds the layers they share (``MagicReplaceMatch``), which stay in place; the others replace
/// in the fallback's style, or Draw Off and Draw On when both symbols can draw. Unmatched, a
/// magic replace plays its fallback.
public struct SymbolReplacement: Sendable {
    public var effect: SymbolEffect
    public var options: SymbolEffectOptions
    /// Off: the first symbol shows; on: the second.
    public var isReplaced: ToggleHistory
    /// For a magic replace: the layers the two symbols share, from ``matching(_:_:)``.
    public var match: MagicReplaceMatch?

    /// How fast `.offUp` removes the leaving symbol: its fade takes well under a microsecond.
    static let offSpeed = 1e6

    public init(_ effect: SymbolEffect = .replace, options: SymbolEffectOptions = .default, isReplaced: ToggleHistory) {
        self.effect = effect
        self.options = options
        self.isReplaced = isReplaced
    }

    /// The first symbol replaced by the second at `time`.
    public static func at(_ time: Double, _ effect: SymbolEffect = .replace, options: SymbolEffectOptions = .default) -> SymbolReplacement {
        SymbolReplacement(effect, options: options, isReplaced: ToggleHistory(initial: false, changes: [.init(time: time, value: true)]))
    }

    /// For a magic replace, the same replacement knowing which layers `outgoing` and `incoming`
    /// share; any other replace is returned unchanged.
    public func matching(_ outgoing: Symbol, _ incoming: Symbol) -> SymbolReplacement {
        guard effect.isMagic else { return self }
        var copy = self
        copy.match = MagicReplaceMatch(from: outgoing, to: incoming)
        return copy
    }

    /// The first symbol's animation, on top of `base` (its other effects).
    public func outgoing(_ base: SymbolAnimation = SymbolAnimation()) -> SymbolAnimation {
        animation(base, shown: ToggleHistory(initial: !isReplaced.initial,
                                             changes: isReplaced.changes.map { .init(time: $0.time, value: !$0.value) }),
                  isIncoming: false)
    }

    /// The second symbol's animation, on top of `base`.
    public func incoming(_ base: SymbolAnimation = SymbolAnimation()) -> SymbolAnimation {
        animation(base, shown: isReplaced, isIncoming: true)
    }

    private func animation(_ base: SymbolAnimation, shown: ToggleHistory, isIncoming: Bool) -> SymbolAnimation {
        var a = base
        if effect.isMagic, let match {
            a.sharedLayers = SymbolAnimation.SharedLayers(layers: match.shared(incoming: isIncoming), isShown: shown)
            if match.bothDraw {
                // iOS 26: the layers not shared are drawn off and on rather than scaled.
                a.isDrawn = shown
                a.drawOn = SymbolEffect.drawOn.with(scope: effect.scope ?? .byLayer)
                a.drawOff = SymbolEffect.drawOff.with(scope: effect.scope ?? .byLayer)
                a.drawOnOptions = options
                a.drawOffOptions = options
                return a
            }
        }
        a.isShown = shown
        var appear = SymbolEffect.appear.up, disappear = SymbolEffect.disappear
        appear.scope = effect.scope
        disappear.scope = effect.scope
        disappear.verticalDirection = effect.replaceStyle == .upUp ? .up : .down
        a.appear = appear
        a.disappear = disappear
        a.appearOptions = options
        a.disappearOptions = effect.replaceStyle == .offUp ? options.speed(SymbolReplacement.offSpeed) : options
        return a
    }
}

private extension SymbolEffect {
    func with(scope: EffectScope) -> SymbolEffect {
        var copy = self
        copy.scope = scope
        return copy
    }
}
