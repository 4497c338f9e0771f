import SymbolModel

extension EffectTimeline {
    /// `specs` bound onto `symbol` as `render`, `record`, `export` and the viewer's export key
    /// all bind them: each effect started at t = 0 on `base` (its Reduce Motion and variable
    /// values), at `options`' pace. With `arriving`, the one spec must be a replace: `symbol`
    /// leaves and `arriving` comes in its place (a magic replace keeps the layers the two
    /// share still), and the second timeline is the arriving symbol's.
    ///
    /// The one place an effect list and a replace's pairing become timelines.
    public static func bound(_ specs: [SymbolEffectSpec], to symbol: Symbol, replacedBy arriving: Symbol? = nil,
                             base: SymbolAnimation = SymbolAnimation(), options: SymbolEffectOptions = .default)
        -> (leaving: EffectTimeline, arriving: EffectTimeline?) {
        if let arriving, specs.count == 1, let spec = specs.first, spec.effect.kind == .replace {
            let replacement = spec.replacement(options: options).matching(symbol, arriving)
            return (EffectTimeline(symbol: symbol, animation: replacement.outgoing(base)),
                    EffectTimeline(symbol: arriving, animation: replacement.incoming(base)))
        }
        let animation = specs.reduce(base) { $1.bind(to: $0, drive: .at(0), options: options) }
        return (EffectTimeline(symbol: symbol, animation: animation), nil)
    }
}
