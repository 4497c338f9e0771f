import SVGLoader
import SymbolEffects
import SymbolModel

extension SymbolDocument {
    /// What to pose a document with: the effects for a symbol, the states for a `.gpa` icon, and
    /// the settings both share.
    public struct TimelineOptions: Sendable {
        /// The effects, each started at t = 0 (a symbol only).
        public var effects: [SymbolEffectSpec] = []
        /// The effects' pace and repeats.
        public var effectOptions: SymbolEffectOptions = .default
        /// What the effects are bound onto: Reduce Motion and the variable values. A `.gpa` icon
        /// takes its Reduce Motion from here too.
        public var base = SymbolAnimation()
        /// With a replace effect: the symbol that arrives in this one's place.
        public var replacement: Symbol?
        /// For a `.gpa` icon: the state it switches from and the one it switches to at t = 0,
        /// by number or name; nil takes the icon's own state (no switch).
        public var fromState: String?
        public var state: String?
        /// The weight: a template's own design for it, a `.gpa` icon's stroke widths at it.
        public var weight: SymbolWeight = .regular
        /// A template's design for this scale.
        public var scale: SymbolScale = .large

        public init() {}
    }

    /// The document posed over time, as every command poses it: a symbol (an SVG, a template,
    /// a catalog symbol) with its effects bound by ``EffectTimeline/bound(_:to:replacedBy:base:options:)``,
    /// or a GTK path animation played from one of its states to another. The second timeline
    /// is the arriving symbol of a replace. Throws ``TimelineError`` for options the document
    /// cannot take (effects on a `.gpa` icon, states on a symbol, a state the icon lacks).
    public func timeline(_ options: TimelineOptions) throws -> (main: any SymbolTimeline, incoming: (any SymbolTimeline)?) {
        if case .pathAnimation(let gpa) = self {
            guard options.effects.isEmpty else {
                throw TimelineError("a .gpa file plays its own states, not effects; switch them with --state and --from-state")
            }
            let icon = gpa.icon
            func state(_ text: String?, option: String) throws -> Int? {
                guard let text else { return nil }
                if let n = icon.state(named: text) { return n }
                let names = icon.stateNames.isEmpty ? "" : " or one of " + icon.stateNames.joined(separator: ", ")
                throw TimelineError("\(option) \(text): expected a state from -1 to 63\(names)")
            }
            let to = try state(options.state, option: "--state") ?? icon.initialState
            let from = try state(options.fromState, option: "--from-state") ?? to
            let play = GPAPlayOptions(reduceMotion: options.base.reduceMotion.value(at: 0), weight: GPAPlayer.cssWeight(options.weight))
            return (GPATimeline(player: GPAPlayer(icon), from: from, to: to, options: play), nil)
        }
        if options.state != nil || options.fromState != nil {
            throw TimelineError("--state and --from-state are for .gpa files (GTK path animations)")
        }
        let symbol = still(weight: options.weight, scale: options.scale).symbol
        let (leaving, arriving) = EffectTimeline.bound(options.effects, to: symbol, replacedBy: options.replacement,
                                                        base: options.base, options: options.effectOptions)
        return (leaving, arriving)
    }
}

/// Why a document cannot be posed as asked: one sentence naming the option.
public struct TimelineError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
