import Foundation

/// An effect as a person types it: SwiftUI's spelling, dot-separated (`bounce.up.byLayer`,
/// `wiggle.left`, `wiggle.custom(angle: 30)`, `pulse.wholeSymbol`, `scale.up`, `appear.down`,
/// `drawOff.individually.reversed`, `breathe.pulse`, `rotate.clockwise`,
/// `variableColor.iterative.reversing`, `replace.downUp`, `replace.magic` (its fallback style
/// may follow: `replace.magic.upUp`)).
///
/// This is the one grammar for effects on the command line and in scenes: ``parse(_:)`` turns it
/// into the engine's ``SymbolEffect``, and ``animation(options:reduceMotion:)`` binds it the way
/// a one-shot render wants it, everything starting at t = 0: a discrete effect (bounce, wiggle,
/// pulse) is triggered at 0, an indefinite one (breathe, rotate, scale) is active from 0, and a
/// transition (draw on and off, appear, disappear) starts at 0.
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

    /// The effect started at t = 0, as a one-shot render or a recording wants it. Indefinite
    /// effects repeat continuously unless `options` say otherwise; `reduceMotion` is the system
    /// setting's history.
    public func animation(options: SymbolEffectOptions = .default,
                          reduceMotion: ToggleHistory = .constant(false)) -> SymbolAnimation {
        var animation = SymbolAnimation(reduceMotion: reduceMotion)
        switch effect.kind {
        case .drawOn:
            animation.isDrawn = ToggleHistory(initial: false, changes: [.init(time: 0, value: true)])
            animation.drawOn = effect
            animation.drawOnOptions = options
        case .drawOff:
            animation.isDrawn = ToggleHistory(initial: true, changes: [.init(time: 0, value: false)])
            animation.drawOff = effect
            animation.drawOffOptions = options
        case .appear:
            animation.isShown = ToggleHistory(initial: false, changes: [.init(time: 0, value: true)])
            animation.appear = effect
            animation.appearOptions = options
        case .disappear:
            animation.isShown = ToggleHistory(initial: true, changes: [.init(time: 0, value: false)])
            animation.disappear = effect
            animation.disappearOptions = options
        case .breathe, .rotate, .scale, .variableColor:
            let repeating = options.repeatBehavior == .once && effect.kind != .scale ? options.repeat(.continuous) : options
            animation = animation.symbolEffect(effect, options: repeating, isActive: .on(at: 0))
        case .bounce, .wiggle, .pulse:
            animation = animation.symbolEffect(effect, options: options, value: .at(0))
        case .replace:
            // Alone, a replace is this symbol arriving; ``replacement(options:)`` has both sides.
            animation = replacement(options: options).incoming(animation)
        }
        return animation
    }

    /// For a replace: the first symbol replaced by the second at t = 0. Draw the first with
    /// `outgoing()`, the second with `incoming()`, in the same place.
    public func replacement(options: SymbolEffectOptions = .default) -> SymbolReplacement {
        .at(0, effect, options: options)
    }

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
