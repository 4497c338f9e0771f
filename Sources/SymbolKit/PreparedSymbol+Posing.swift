// PreparedSymbol's posing shorthands from 1.0.0, deprecated (CHANGELOG.md) but kept for at least
// one minor release, so code written against 1.0.0's README (`prepared.state(of: animation,
// at: t)`) still builds. They live here, in the umbrella, because it is the one module that sees
// both the renderer's PreparedSymbol and the effects engine: SymbolRendering itself does not
// depend on SymbolEffects.

extension PreparedSymbol {
    /// The effects engine for this symbol, as 1.0.0's `PreparedSymbol` held it.
    ///
    /// Each access makes a new animator; keep the one you need beside the prepared symbol.
    @available(*, deprecated, message: "keep a SymbolAnimator(symbol:) beside the PreparedSymbol, which holds measures only")
    public var animator: SymbolAnimator { SymbolAnimator(symbol: symbol) }

    /// The symbol's state at time `t` of `animation`: what ``SymbolAnimator/state(of:at:)``
    /// answers, as 1.0.0's shorthand did.
    ///
    /// It makes an animator on every call (1.0.0 kept one in the prepared symbol); a loop over
    /// frames should keep a `SymbolAnimator(symbol:)` and ask it.
    @available(*, deprecated, message: "ask a SymbolAnimator: SymbolAnimator(symbol: prepared.symbol).state(of:at:)")
    public func state(of animation: SymbolAnimation, at t: Double) -> SymbolState {
        SymbolAnimator(symbol: symbol).state(of: animation, at: t)
    }
}
