import SymbolEffects

/// One tile of the effects gallery: an effect on a symbol, in a colour.
public struct GalleryTile: Sendable, Equatable {
    public var spec: SymbolEffectSpec
    /// The catalog symbol that shows the effect well (the default gallery's).
    public var symbol: String
    /// What the tile shows: ``symbol`` from the catalog, or your own icon (`--svg`).
    public var source: SymbolSource
    /// For a replace: the symbol that comes in (and goes back out at the next tick).
    public var replacement: String?
    public var color: SystemColor

    public init(_ spec: String, on symbol: String, replacement: String? = nil, color: SystemColor) {
        // The gallery's own specs are constants; a typo in one is a bug caught by the tests.
        self.spec = try! SymbolEffectSpec.parse(spec)
        self.symbol = symbol
        source = .catalog(symbol)
        self.replacement = replacement
        self.color = color
    }

    /// The same tile on `icon` instead of its catalog symbol.
    public func on(_ icon: SymbolSource) -> GalleryTile {
        var tile = self
        tile.source = icon
        return tile
    }

    /// The tile for a spec given on the command line, on a symbol that shows it well.
    public init(spec: SymbolEffectSpec) {
        let kind = spec.effect.kind
        self = EffectsGallery.tiles.first { $0.spec.effect.kind == kind } ?? GalleryTile("bounce", on: "bell", color: .blue)
        self.spec = spec
    }

    /// The SwiftUI code the tile plays, with `scope` (nil: as the spec says) applied:
    /// `.symbolEffect(.wiggle.left, value: n)`.
    public func code(scope: EffectScope?) -> String {
        GalleryDemo(spec.effect.kind).code(EffectsGallery.effect(spec.effect, scope: scope).description)
    }

    /// The tile's heading, the effect's name in words: "Bounce", "Variable Color", "Draw On".
    public var title: String {
        var words = ""
        for c in spec.effect.kind.rawValue {
            if c.isUppercase { words += " " }
            words.append(words.isEmpty ? Character(c.uppercased()) : c)
        }
        return words
    }
}

/// The effects scene's gallery, as in Apple's SF Symbols app: one tile per effect, each replayed
/// on a fixed rhythm so every tile shows its effect every ``interval`` seconds.
///
/// A *tick* (every ``interval`` s from 0, and whenever Space is pressed) triggers the discrete
/// effects, swaps a replace, and starts a transition: a Draw On or Appear tile is cleared at the
/// tick and plays as it comes back; a Draw Off or Disappear tile plays at the tick and is put back
/// at once ``hold`` seconds later; a Scale tile is active for ``hold`` seconds. Breathe, Rotate
/// and Variable Color run all the time.
public enum EffectsGallery {
    /// The default gallery: every effect once.
    public static let tiles: [GalleryTile] = [
        GalleryTile("bounce.up.byLayer", on: "wifi", color: .blue),
        GalleryTile("wiggle.left", on: "bell", color: .orange),
        GalleryTile("pulse", on: "heart.fill", color: .pink),
        GalleryTile("scale.up", on: "checkmark.circle", color: .green),
        GalleryTile("breathe", on: "sparkles", color: .purple),
        GalleryTile("rotate", on: "gearshape.2.fill", color: .gray),
        GalleryTile("variableColor.iterative.reversing", on: "wifi", color: .teal),
        GalleryTile("replace.downUp", on: "play.fill", replacement: "pause.fill", color: .indigo),
        GalleryTile("appear.up", on: "sun.max", color: .orange),
        GalleryTile("disappear.down", on: "cloud.rain", color: .blue),
        GalleryTile("drawOn.byLayer", on: "signature", color: .indigo),
        GalleryTile("drawOff.byLayer", on: "wind", color: .teal),
    ]

    /// The gallery of your own icons (`--svg` files, templates): with `specs`, each icon with
    /// each of them, one tile apiece; without, every effect of the default gallery once, the
    /// icons taking the tiles in turn so each shows. A replace needs a second symbol, so it
    /// comes only when asked for (its catalog partner arriving in your icon's place).
    ///
    /// `shift` moves every icon on to the effect `shift` places further (the effect key, `E`), so
    /// pressing it again and again takes each icon through every effect; with `specs` every icon
    /// already plays each of them, and it changes nothing.
    public static func tiles(for icons: [SymbolSource], specs: [SymbolEffectSpec], shift: Int = 0) -> [GalleryTile] {
        guard !icons.isEmpty else { return specs.isEmpty ? tiles : specs.map { GalleryTile(spec: $0) } }
        if !specs.isEmpty {
            return icons.flatMap { icon in specs.map { GalleryTile(spec: $0).on(icon) } }
        }
        let effects = ownIconEffects
        let count = max(effects.count, icons.count)
        let start = ((shift % effects.count) + effects.count) % effects.count
        return (0..<count).map { k in effects[(k + start) % effects.count].on(icons[k % icons.count]) }
    }

    /// The effects your own icons take in turn when none is asked for: the default gallery's,
    /// but the replace, which needs a second symbol.
    public static var ownIconEffects: [GalleryTile] { tiles.filter { $0.spec.effect.kind != .replace } }

    /// The most tiles a page of the gallery holds: the default gallery's whole, so the catalog's
    /// gallery is one page; more of your icons page (PgUp, PgDn), as the grid scrolls.
    public static let tilesPerPage = 12

    /// How many pages `count` tiles take (at least one).
    public static func pageCount(of count: Int) -> Int { max(1, (count + tilesPerPage - 1) / tilesPerPage) }

    /// Every symbol the default gallery shows, to load up front.
    public static var symbols: [SymbolSource] {
        tiles.flatMap { [$0.symbol] + ($0.replacement.map { [$0] } ?? []) }.map { .catalog($0) }
    }

    /// Seconds between automatic ticks, as in the SF Symbols app.
    public static let interval = 2.0
    /// How long a transition tile stays in its other state after a tick (hidden, erased, scaled).
    public static let hold = 1.1
    /// How long a Draw On or Appear tile stays cleared before it plays.
    public static let clearedTime = 0.3
    /// The speed of a change meant to be instant (clearing or putting back a tile).
    static let instant = SymbolEffectOptions.speed(1e6)

    /// The ticks up to scene time `t`: every ``interval`` from 0, and the `manual` ones (Space).
    public static func ticks(through t: Double, manual: [Double]) -> [Double] {
        guard t >= 0 else { return manual.filter { $0 <= t } }
        let automatic = (0...Int((t / interval).rounded(.down))).map { Double($0) * interval }
        return (automatic + manual.filter { $0 <= t }).sorted()
    }

    /// `effect` with `scope` applied when it takes it; nil leaves the effect as it is.
    static func effect(_ effect: SymbolEffect, scope: EffectScope?) -> SymbolEffect {
        guard let scope, SymbolEffectSpec(effect).accepts(scope) else { return effect }
        var e = effect
        e.scope = scope
        return e
    }
}

/// What drives one gallery tile: its effect, the ticks so far and Reduce Motion, as data (so a
/// frame is a pure function of them). ``animation`` binds them the way SwiftUI would.
public struct GalleryMotion: Sendable, Equatable {
    /// Which of a replace's two symbols this is; `.only` for every other tile.
    public enum Role: Sendable, Equatable { case only, outgoing, incoming }

    public var effect: SymbolEffect
    public var ticks: [Double]
    public var reduceMotion: ToggleHistory
    public var role: Role

    public init(effect: SymbolEffect, ticks: [Double], reduceMotion: ToggleHistory, role: Role = .only) {
        self.effect = effect
        self.ticks = ticks
        self.reduceMotion = reduceMotion
        self.role = role
    }

    /// A history that turns `!initial` at each tick and back `after` seconds later; a tick
    /// during a blink makes it last `after` from that tick.
    private func blinking(after: Double, initial: Bool = true) -> ToggleHistory {
        var history = ToggleHistory(initial: initial)
        var end: Double?
        for t in ticks {
            if let e = end, t <= e {
                end = t + after
                continue
            }
            if let e = end { history.set(initial, at: e) }
            history.set(!initial, at: t)
            end = t + after
        }
        if let e = end { history.set(initial, at: e) }
        return history
    }

    /// The tile's effect driven by the gallery's rhythm, bound by ``SymbolEffectSpec``: the
    /// discrete effects play at every tick; Breathe, Rotate and Variable Color run all the time;
    /// Scale is on for ``EffectsGallery/hold`` after a tick; a Draw On or Appear tile is cleared
    /// at a tick for ``EffectsGallery/clearedTime`` and plays as it comes back; a Draw Off or
    /// Disappear tile plays at a tick and is put back at once after ``EffectsGallery/hold``; a
    /// replace swaps at every tick.
    public var animation: SymbolAnimation {
        let spec = SymbolEffectSpec(effect)
        var drive = SymbolEffectSpec.Drive(returnOptions: EffectsGallery.instant)
        switch GalleryDemo(effect.kind).rhythm {
        case .everyTick: drive.triggers = TriggerHistory(ticks)
        case .always: drive.isActive = .on(at: 0)
        case .activeAfterTick: drive.isActive = blinking(after: EffectsGallery.hold, initial: false)
        case .clearedAtTick: drive.isActive = blinking(after: EffectsGallery.clearedTime)
        case .swapsAtTick: for t in ticks { drive.isActive.toggle(at: t) }
        }
        return spec.bind(to: SymbolAnimation(reduceMotion: reduceMotion), drive: drive,
                         side: role == .incoming ? .incoming : .outgoing)
    }
}

/// How the effects gallery shows one kind of effect: the SwiftUI call its tile is labelled
/// with, and the rhythm that drives it. The one table a new effect needs in the gallery (its
/// switch is exhaustive, so the compiler stops here); the tile's title comes from the effect's
/// spelling, and its symbol from ``EffectsGallery/tiles`` (a test fails until it has one).
struct GalleryDemo: Equatable {
    /// How SwiftUI attaches the effect to an image.
    enum Call: Equatable {
        /// `.symbolEffect(e, value: n)`: plays when the value changes.
        case value
        /// `.symbolEffect(e)`: runs while shown.
        case always
        /// `.symbolEffect(e, isActive: flag)`.
        case isActive(String)
        /// `.transition(.symbolEffect(e))`: plays as the view is inserted.
        case transition
        /// `.contentTransition(.symbolEffect(e))`: plays as the image changes.
        case contentTransition
    }

    /// How the tile is driven by the gallery's ticks (``EffectsGallery/interval``, and Space).
    enum Rhythm: Equatable {
        /// Triggered at every tick.
        case everyTick
        /// Active from the start.
        case always
        /// Active for ``EffectsGallery/hold`` after each tick (a Scale, a Draw Off, a Disappear).
        case activeAfterTick
        /// Cleared at each tick for ``EffectsGallery/clearedTime``, then played as it comes back.
        case clearedAtTick
        /// Switched to the other symbol at every tick.
        case swapsAtTick
    }

    var call: Call
    var rhythm: Rhythm

    init(_ kind: SymbolEffect.Kind) {
        switch kind {
        case .bounce, .wiggle, .pulse: (call, rhythm) = (.value, .everyTick)
        case .breathe, .rotate, .variableColor: (call, rhythm) = (.always, .always)
        case .scale: (call, rhythm) = (.isActive("on"), .activeAfterTick)
        case .drawOn: (call, rhythm) = (.isActive("!drawn"), .clearedAtTick)
        case .drawOff: (call, rhythm) = (.isActive("!drawn"), .activeAfterTick)
        case .appear: (call, rhythm) = (.transition, .clearedAtTick)
        case .disappear: (call, rhythm) = (.isActive("hidden"), .activeAfterTick)
        case .replace: (call, rhythm) = (.contentTransition, .swapsAtTick)
        }
    }

    /// The SwiftUI code that plays `effect` (its spelling) so.
    func code(_ effect: String) -> String {
        switch call {
        case .value: return ".symbolEffect(\(effect), value: n)"
        case .always: return ".symbolEffect(\(effect))"
        case .isActive(let flag): return ".symbolEffect(\(effect), isActive: \(flag))"
        case .transition: return ".transition(.symbolEffect(\(effect)))"
        case .contentTransition: return ".contentTransition(.symbolEffect(\(effect)))"
        }
    }
}
