import Foundation

/// An effect as a person types it: SwiftUI's spelling, dot-separated (`bounce.up.byLayer`,
/// `wiggle.left`, `wiggle.custom(angle: 30)`, `pulse.wholeSymbol`, `scale.up`, `appear.down`,
/// `drawOff.individually.reversed`, `breathe.pulse`, `rotate.clockwise`,
/// `variableColor.iterative.reversing`, `replace.downUp`, `replace.magic` (its fallback style
/// may follow: `replace.magic.upUp`)).
///
/// This is the one grammar for effects on the command line and in scenes: ``parse(_:)`` turns it
/// into the engine's ``SymbolEffect`` (``parseList(_:)`` also reads the older words, aliases of
/// specs), and ``bind(to:drive:options:side:)`` is the one place an effect becomes an animation,
/// with the histories that drive it passed in; ``animation(options:reduceMotion:)`` binds it the
/// way a one-shot render wants it, everything starting at t = 0.
public struct SymbolEffectSpec: Hashable, Sendable, CustomStringConvertible {
    public var effect: SymbolEffect

    public init(_ effect: SymbolEffect) { self.effect = effect }

    /// How an effect is started.
    public enum Timing: Sendable {
        /// Played once per value change.
        case discrete
        /// On for as long as it is active.
        case indefinite
        /// Changes what is shown: the symbol ends drawn or undrawn, shown or hidden.
        case transition
    }

    public var timing: Timing {
        switch effect.kind {
        case .bounce, .wiggle, .pulse: return .discrete
        case .breathe, .rotate, .scale, .variableColor: return .indefinite
        case .drawOn, .drawOff, .appear, .disappear, .replace: return .transition
        }
    }

    /// The modifiers each effect takes, in the order the error message lists them.
    static func modifiers(of kind: SymbolEffect.Kind) -> [String] {
        switch kind {
        case .drawOn: return ["byLayer", "wholeSymbol", "individually"]
        case .drawOff: return ["reversed", "nonReversed", "byLayer", "wholeSymbol", "individually"]
        case .breathe: return ["plain", "pulse", "byLayer", "wholeSymbol", "individually"]
        case .rotate: return ["clockwise", "counterClockwise", "byLayer", "wholeSymbol"]
        case .bounce, .scale, .appear, .disappear: return ["up", "down", "byLayer", "wholeSymbol"]
        case .wiggle:
            return ["up", "down", "left", "right", "forward", "backward", "clockwise", "counterClockwise",
                    "custom(angle: DEGREES)", "byLayer", "wholeSymbol"]
        case .pulse: return ["byLayer", "wholeSymbol"]
        case .replace: return ["downUp", "offUp", "upUp", "magic", "byLayer", "wholeSymbol"]
        case .variableColor:
            return ["iterative", "cumulative", "reversing", "nonReversing", "dimInactiveLayers", "hideInactiveLayers"]
        }
    }

    /// Reads `text`, e.g. `bounce.up.byLayer`. A leading dot is allowed (`.wiggle.left`); a
    /// misspelled part is named with the parts that would fit.
    public static func parse(_ text: String) throws -> SymbolEffectSpec {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = split(trimmed.hasPrefix(".") ? String(trimmed.dropFirst()) : trimmed)
        let kinds = SymbolEffect.Kind.allCases.map(\.rawValue)
        guard let name = parts.first, let kind = SymbolEffect.Kind(rawValue: name) else {
            throw SymbolEffectSpecError("`\(text)`: expected an effect: \(list(kinds))")
        }
        var effect = SymbolEffect(kind: kind)
        for part in parts.dropFirst() {
            guard let changed = apply(part, to: effect) else {
                throw SymbolEffectSpecError("`\(text)`: expected \(list(modifiers(of: kind)))")
            }
            effect = changed
        }
        return SymbolEffectSpec(effect)
    }

    /// `effect` with one modifier applied, or nil when the effect takes no such modifier.
    private static func apply(_ part: String, to e: SymbolEffect) -> SymbolEffect? {
        if e.kind == .wiggle, let angle = customAngle(part) { return e.custom(angle: angle) }
        guard modifiers(of: e.kind).contains(part) else { return nil }
        switch part {
        case "byLayer": return e.byLayer
        case "wholeSymbol": return e.wholeSymbol
        case "individually": return e.individually
        case "reversed": return e.reversed
        case "nonReversed": return e.nonReversed
        case "plain": return e.plain
        case "pulse": return e.pulse
        case "clockwise": return e.clockwise
        case "counterClockwise": return e.counterClockwise
        case "up": return e.up
        case "down": return e.down
        case "left": return e.left
        case "right": return e.right
        case "forward": return e.forward
        case "backward": return e.backward
        case "downUp": return e.downUp
        case "offUp": return e.offUp
        case "upUp": return e.upUp
        case "magic": return e.magic(fallback: e)
        case "iterative": return e.iterative
        case "cumulative": return e.cumulative
        case "reversing": return e.reversing
        case "nonReversing": return e.nonReversing
        case "dimInactiveLayers": return e.dimInactiveLayers
        case "hideInactiveLayers": return e.hideInactiveLayers
        default: return nil
        }
    }

    /// `custom(angle: 30)`, `custom(angle:30)` or `custom(30)`: the angle in degrees.
    private static func customAngle(_ part: String) -> Double? {
        guard part.hasPrefix("custom("), part.hasSuffix(")") else { return nil }
        var inner = part.dropFirst("custom(".count).dropLast().trimmingCharacters(in: .whitespaces)
        if inner.hasPrefix("angle:") { inner = inner.dropFirst("angle:".count).trimmingCharacters(in: .whitespaces) }
        guard let angle = Double(inner), angle.isFinite else { return nil }
        return angle
    }

    /// Splits on the dots outside parentheses, so `custom(angle: 22.5)` stays one part.
    private static func split(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for ch in text {
            if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
            if ch == ".", depth == 0 { parts.append(current); current = "" } else { current.append(ch) }
        }
        parts.append(current)
        return parts
    }

    /// "a, b or c".
    private static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    /// The words the command line knew before specs, each an alias of the specs it plays:
    /// `none` plays nothing and `both` is the loader's breathe and rotate together; the rest
    /// are specs of their own spelling.
    public static let aliases: [String: [String]] = [
        "none": [], "drawOn": ["drawOn"], "drawOff": ["drawOff"], "breathe": ["breathe"], "rotate": ["rotate"],
        "both": ["breathe", "rotate"],
    ]

    /// Reads what an `--effect` option holds: an alias (``aliases``) or one spec.
    public static func parseList(_ text: String) throws -> [SymbolEffectSpec] {
        if let words = aliases[text] { return try words.map(parse) }
        return [try parse(text)]
    }

    /// What drives an effect over time, as SwiftUI's modifiers take it.
    public struct Drive: Sendable {
        /// When a discrete effect plays (`value:`).
        public var triggers: TriggerHistory
        /// When an indefinite effect is active (`isActive:`), or when a transition is in the
        /// state it leads to: drawn for Draw On, undrawn for Draw Off, shown for Appear, hidden for
        /// Disappear, replaced for Replace.
        public var isActive: ToggleHistory
        /// The options of a transition's way back (Draw Off for a Draw On, and so on).
        public var returnOptions: SymbolEffectOptions

        public init(triggers: TriggerHistory = TriggerHistory([]), isActive: ToggleHistory = .constant(false),
                    returnOptions: SymbolEffectOptions = .default) {
            self.triggers = triggers
            self.isActive = isActive
            self.returnOptions = returnOptions
        }

        /// Everything starting at `time`: triggered, switched on, transition begun.
        public static func at(_ time: Double) -> Drive {
            Drive(triggers: TriggerHistory([time]), isActive: .on(at: time))
        }
    }

    /// For a replace: which of the two symbols is bound.
    public enum Side: Sendable { case incoming, outgoing }

    /// The effect bound onto `base` (its other effects and settings) as SwiftUI binds it, driven
    /// by `drive`. This is the one place an effect kind becomes an animation: the commands, the
    /// scenes and the gallery all bind through it. Indefinite effects other than Scale repeat
    /// continuously unless `options` say otherwise.
    public func bind(to base: SymbolAnimation = SymbolAnimation(), drive: Drive, options: SymbolEffectOptions = .default,
                     side: Side = .incoming) -> SymbolAnimation {
        var animation = base
        switch effect.kind {
        case .drawOn:
            animation.isDrawn = drive.isActive
            animation.drawOn = effect
            animation.drawOnOptions = options
            animation.drawOffOptions = drive.returnOptions
        case .drawOff:
            animation.isDrawn = drive.isActive.inverted
            animation.drawOff = effect
            animation.drawOffOptions = options
            animation.drawOnOptions = drive.returnOptions
        case .appear:
            animation.isShown = drive.isActive
            animation.appear = effect
            animation.appearOptions = options
            animation.disappearOptions = drive.returnOptions
        case .disappear:
            animation.isShown = drive.isActive.inverted
            animation.disappear = effect
            animation.disappearOptions = options
            animation.appearOptions = drive.returnOptions
        case .breathe, .rotate, .scale, .variableColor:
            let repeating = options.repeatBehavior == .once && effect.kind != .scale ? options.repeat(.continuous) : options
            animation = animation.symbolEffect(effect, options: repeating, isActive: drive.isActive)
        case .bounce, .wiggle, .pulse:
            animation = animation.symbolEffect(effect, options: options, value: drive.triggers)
        case .replace:
            let replacement = replacement(isReplaced: drive.isActive, options: options)
            animation = side == .incoming ? replacement.incoming(animation) : replacement.outgoing(animation)
        }
        return animation
    }

    /// The effect started at t = 0, as a one-shot render or a recording wants it: a discrete
    /// effect triggered at 0, an indefinite one active from 0, a transition begun at 0 (alone, a
    /// replace is this symbol arriving; ``replacement(options:)`` has both sides).
    public func animation(options: SymbolEffectOptions = .default,
                          reduceMotion: ToggleHistory = .constant(false)) -> SymbolAnimation {
        bind(to: SymbolAnimation(reduceMotion: reduceMotion), drive: .at(0), options: options)
    }

    /// For a replace: the first symbol replaced by the second when `isReplaced` turns on (at
    /// t = 0 by default). Draw the first with `outgoing()`, the second with `incoming()`, in the
    /// same place.
    public func replacement(isReplaced: ToggleHistory = .on(at: 0), options: SymbolEffectOptions = .default) -> SymbolReplacement {
        SymbolReplacement(effect, options: options, isReplaced: isReplaced)
    }

    /// Whether the effect is a draw (on or off), whose run ends when its last layer does.
    public var isDraw: Bool { effect.kind == .drawOn || effect.kind == .drawOff }

    /// Whether the effect takes `scope` (`.byLayer`, `.wholeSymbol`, `.individually`).
    public func accepts(_ scope: EffectScope) -> Bool {
        SymbolEffectSpec.modifiers(of: effect.kind).contains(scope.rawValue)
    }

    /// The spec as ``parse(_:)`` reads it: `bounce.up.byLayer`.
    public var description: String { String(effect.description.dropFirst()) }
}

/// A spec that could not be read, with a message naming the part and what would fit.
public struct SymbolEffectSpecError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
