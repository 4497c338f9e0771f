/// How fast and how often an effect plays, as SwiftUI's `SymbolEffectOptions`:
/// `.speed(2)`, `.repeat(.continuous)`, `.repeat(.periodic(3, delay: 0.5))`, `.nonRepeating`.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Multiplies the effect's pace: 2 plays it in half the time.
    public var speed: Double
    public var repeatBehavior: RepeatBehavior

    public init(speed: Double = 1, repeatBehavior: RepeatBehavior = .once) {
        self.speed = speed > 0 && speed.isFinite ? speed : 1
        self.repeatBehavior = repeatBehavior
    }

    /// Plays once at normal speed.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions() }
    /// Plays once at `x` times the normal pace.
    public static func speed(_ x: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: x) }
    /// Plays at normal speed, repeating as `behavior` says.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions(repeatBehavior: behavior)
    }

    /// These options at `x` times the normal pace.
    public func speed(_ x: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: x, repeatBehavior: repeatBehavior) }
    /// These options repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions(speed: speed, repeatBehavior: behavior)
    }
    /// These options playing once.
    public var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(speed: speed, repeatBehavior: .once) }
}

/// How many times an indefinite effect (breathe, rotate) cycles while it is active.
public enum RepeatBehavior: Hashable, Sendable {
    /// One cycle, then rest.
    case once
    /// Cycles for as long as the effect is active, easing back to rest when it stops.
    case continuous
    /// `count` cycles (nil: forever), each followed by `delay` seconds of rest.
    case periodic(Int?, delay: Double)

    public static func periodic(_ count: Int? = nil) -> RepeatBehavior { .periodic(count, delay: 0) }
}
