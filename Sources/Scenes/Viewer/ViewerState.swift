import SymbolEffects
import SymbolModel
import SymbolRendering

/// A moment when Reduce Motion was switched, in scene time.
public struct MotionToggle: Sendable, Equatable {
    public var time: Double
    public var reduceMotion: Bool
}

/// A moment when the hero loader's effect changed, in scene time.
public struct EffectChange: Sendable, Equatable {
    public var time: Double
    public var effect: LoaderEffect
}

/// Everything the viewer shows, as a value: the functional core of the viewer.
///
/// Keys change it through ``apply(_:at:)``, a pure function of the state, the key and the wall
/// time; the automatic draw timer is derived from the history, not from a running task. So the
/// same keys at the same times always give the same frames, which recordings and tests rely on.
public struct ViewerState: Sendable, Equatable {
    public var scene: SceneKind
    public private(set) var clock: SceneClock
    /// Every draw toggle so far (manual and automatic), in scene time, in the engine's own form,
    /// so a frame hands it over without copying. Before the first one the symbols are drawn, as
    /// in the seed (`isDrawn = true`).
    public private(set) var isDrawnHistory = ToggleHistory(initial: true)
    /// Whether the seed's timer (drawn 1.8 s, undrawn 1.3 s) toggles the draw state.
    public private(set) var isAutoTimerOn = true
    /// The scene time the timer last started counting from.
    public private(set) var autoTimerOrigin = 0.0
    public private(set) var reduceMotion: Bool
    public private(set) var motionToggles: [MotionToggle] = []
    /// The hero loader's effect (the four loaders below keep the seed's own effects).
    public private(set) var heroEffect: LoaderEffect
    /// The values Reduce Motion and the hero's effect had before any key changed them.
    public let initialReduceMotion: Bool
    public let initialHeroEffect: LoaderEffect
    public private(set) var effectChanges: [EffectChange] = []
    public var scope: EffectScope = .byLayer
    /// The effects gallery's scope, which `L` cycles there: nil shows each tile as designed.
    public private(set) var galleryScope: EffectScope?
    /// When Space played every gallery tile at once, in scene time.
    public private(set) var galleryTicks: [Double] = []
    /// The gallery's tiles, every page of them: its own, or the `--effect` specs, on your own
    /// icons when there are any (``EffectsGallery/tiles(for:specs:shift:)``).
    public var galleryTiles: [GalleryTile] { EffectsGallery.tiles(for: galleryIcons, specs: gallerySpecs, shift: galleryShift) }
    /// Your own icons (files that do not play states of their own), which take the gallery's
    /// tiles and the loader's hero; empty for the catalog's.
    public let galleryIcons: [SymbolSource]
    /// The `--effect` specs the gallery plays.
    public let gallerySpecs: [SymbolEffectSpec]
    /// How many effects on the effect key (`E`) has moved each of your icons in the gallery.
    public private(set) var galleryShift = 0
    /// The gallery page shown, from 0 (``EffectsGallery/tilesPerPage`` tiles a page).
    public private(set) var galleryPage = 0
    /// A weight imposed on every symbol; nil means the seed's weights.
    public var weight: SymbolWeight?
    /// A rendering mode imposed on every symbol; nil keeps each scene's own.
    public var renderingMode: RenderingModeChoice?
    /// Flat colours, or SF Symbols 7's gradients, for every symbol.
    public var colorRendering: SymbolColorRenderingMode
    public var appearance: Appearance
    public var zoom: Double
    public var isFullscreen = false
    public var isHelpVisible = false
    public private(set) var toast: Toast?
    /// The draw-on grid's symbols.
    public var symbols: [SymbolSource]
    /// Those of ``symbols`` that are GTK path animations (``ViewerOptions/pathAnimations``).
    public var pathAnimations: Set<SymbolSource>
    /// The state switches of the grid's icons that play states of their own (digit keys), in
    /// scene time.
    public private(set) var stateSwitches: [StateSwitch] = []
    /// The draw-on grid's symbols that were saved while shown (`--watch`) and loaded again, with
    /// the scene time of the last good reload: each draws on again from then.
    public internal(set) var reloads: [SymbolSource: Double] = [:]
    /// The watched files whose last save did not load, with the loader's message, in the order
    /// they broke: shown over the scene until the file loads again.
    public internal(set) var reloadErrors: [ReloadError] = []
    /// How far the draw-on grid is scrolled, in the grid's points (before zoom): within
    /// `0...maximumScrollOffset`, so always 0 while the grid fits the window.
    public private(set) var scrollOffset = 0.0
    /// The window's size in points (before zoom), which the scroll is clamped against; the shell
    /// reports a new size with ``resize(width:height:)``.
    public private(set) var viewportWidth: Double, viewportHeight: Double

    /// How long the draw state lasts before the timer toggles it, as in the seed.
    public static let drawnInterval = 1.8, undrawnInterval = 1.3
    /// How long a toast stays, in wall seconds.
    public static let toastDuration = 1.2
    /// Scene seconds after the last change by which every effect has come to rest.
    public static let settleTime = 2.5
    public static let speedRange = (1.0 / 16)...16.0
    public static let zoomRange = 0.25...8.0
    /// How far an arrow key or one notch of a mouse wheel scrolls, in points.
    public static let lineScroll = 40.0

    public init(options: ViewerOptions = ViewerOptions(), startingAt wall: Double = 0) {
        scene = options.scene
        clock = SceneClock(startingAt: wall)
        reduceMotion = options.reduceMotion
        heroEffect = options.heroEffect
        initialReduceMotion = options.reduceMotion
        initialHeroEffect = options.heroEffect
        appearance = options.appearance
        renderingMode = options.renderingMode
        colorRendering = options.gradient ? .gradient : .flat
        zoom = options.zoom
        symbols = options.symbols
        pathAnimations = options.pathAnimations
        // Your own icons (files that do not play states of their own) take the
        // gallery's tiles; without any, the catalog's.
        galleryIcons = options.symbols.filter { source in
            if case .file = source { return !options.pathAnimations.contains(source) }
            return false
        }
        gallerySpecs = options.gallerySpecs
        viewportWidth = options.width
        viewportHeight = options.height
    }

    // MARK: - Derived values

    public func sceneTime(at wall: Double) -> Double { clock.sceneTime(at: wall) }
    public var isPaused: Bool { clock.isPaused }
    public var speed: Double { clock.speed }

    /// Whether the symbols are (being) drawn at scene time `t`.
    public func isDrawn(atScene t: Double) -> Bool { isDrawnHistory.value(at: t) }

    /// Whether the automatic timer is counting: on, and Reduce Motion off (the seed's
    /// `guard !reduceMotion`).
    public var isAutoTimerRunning: Bool { isAutoTimerOn && !reduceMotion }

    /// The draw toggles, including the timer's up to scene time `t`, without changing the state.
    /// Toggles after `t` may be included; the engine ignores what lies in the future.
    public func drawHistory(throughScene t: Double) -> ToggleHistory {
        guard let next = nextTimerToggle(), next <= t else { return isDrawnHistory }
        var copy = self
        copy.materializeTimer(throughScene: t)
        return copy.isDrawnHistory
    }

    /// The scene time of the timer's next toggle after the history so far.
    private func nextTimerToggle() -> Double? {
        guard isAutoTimerRunning else { return nil }
        let last = max(isDrawnHistory.changes.last?.time ?? -.infinity, autoTimerOrigin)
        let drawn = isDrawnHistory.changes.last?.value ?? isDrawnHistory.initial
        return last + (drawn ? Self.drawnInterval : Self.undrawnInterval)
    }

    /// Appends the timer's toggles up to scene time `t`, at their exact times (not frame times),
    /// so the result does not depend on how often it is called.
    private mutating func materializeTimer(throughScene t: Double) {
        while let next = nextTimerToggle(), next <= t {
            isDrawnHistory.toggle(at: next)
        }
    }

    /// Brings the timer's toggles up to wall time `wall` and drops an expired toast.
    public mutating func advance(to wall: Double) {
        materializeTimer(throughScene: clock.sceneTime(at: wall))
        if let t = toast, t.expires <= wall { toast = nil }
    }

    /// The wall time at which the scene clock reaches scene time `t` (nil while paused).
    private func wallTime(ofScene t: Double, now wall: Double) -> Double? {
        guard !clock.isPaused, clock.speed > 0 else { return nil }
        return max(wall, clock.anchorWall + (t - clock.anchorScene) / clock.speed)
    }

    /// When the next frame is needed, so the shell can wait on events when nothing moves.
    public func frameDemand(at wall: Double) -> FrameDemand {
        let s = clock.sceneTime(at: wall)
        var wake: Double? = toast.map(\.expires).flatMap { $0 > wall ? $0 : nil }
        func wakeAt(_ t: Double?) { if let t { wake = min(wake ?? t, t) } }
        if !clock.isPaused {
            let lastChange = max(isDrawnHistory.changes.last?.time ?? -.infinity, motionToggles.last?.time ?? -.infinity,
                                 effectChanges.last?.time ?? -.infinity, reloads.values.max() ?? -.infinity)
            let settling = s - lastChange < Self.settleTime
            switch scene {
            case .drawOn:
                // An icon with states of its own may loop for ever: its frames are not known to settle.
                if settling || showsPathAnimations { return .continuous }
                if let next = nextTimerToggle() { wakeAt(wallTime(ofScene: next, now: wall)) }
            case .loader:
                if settling || !reduceMotion { return .continuous }
            case .effects:
                // Some tile always moves (breathe, rotate, variable colour, the 2 s ticks).
                return .continuous
            }
        }
        return wake.map { .at($0) } ?? .idle
    }

    /// The next wall time after `wall` at which the state itself changes what is shown: a toast
    /// expiring or the timer's next toggle. A shell that sees its frames stop changing (an effect
    /// that has finished early) can sleep until then.
    public func nextScheduledChange(after wall: Double) -> Double? {
        var wake: Double? = toast.map(\.expires).flatMap { $0 > wall ? $0 : nil }
        if !clock.isPaused, scene == .drawOn, let next = nextTimerToggle(),
           let t = wallTime(ofScene: next, now: wall), t > wall {
            wake = min(wake ?? t, t)
        }
        return wake
    }

    // MARK: - Scrolling

    /// How far the draw-on grid can scroll in the current window at the current zoom (0 when it
    /// fits).
    public var maximumScrollOffset: Double {
        DrawOnGridLayout.maximumScrollOffset(count: symbols.count, width: viewportWidth / zoom,
                                             height: viewportHeight / zoom)
    }

    /// Scrolls the draw-on grid by `points` (positive: further down the grid) at wall time
    /// `wall`. The wheel and the scroll keys both come here, so a scroll is part of the history
    /// like a key and frames stay a pure function of it. Nothing happens on the loader scene.
    public mutating func scroll(by points: Double, at wall: Double) {
        advance(to: wall)
        guard scene == .drawOn else { return }
        scrollOffset = min(max(0, scrollOffset + points), maximumScrollOffset)
    }

    /// Takes a new window size in points and keeps the scroll within the content.
    public mutating func resize(width: Double, height: Double) {
        viewportWidth = width
        viewportHeight = height
        scrollOffset = min(scrollOffset, maximumScrollOffset)
    }

    // MARK: - Keys

    /// The same state without the help overlay or a toast: what a recording shows, so videos stay
    /// clean even while the person recording presses keys.
    public var withoutOverlays: ViewerState {
        var copy = self
        copy.isHelpVisible = false
        copy.toast = nil
        copy.reloadErrors = []
        return copy
    }

    /// Shows `text` as a toast from wall time `wall` for `duration` wall seconds.
    public mutating func showToast(_ text: String, at wall: Double, duration: Double = Self.toastDuration) {
        toast = Toast(text: text, start: wall, expires: wall + duration)
    }

    /// Applies a key pressed at wall time `wall` and returns what the shell must do.
    @discardableResult
    public mutating func apply(_ key: ViewerKey, at wall: Double) -> [ViewerCommand] {
        advance(to: wall)
        let s = clock.sceneTime(at: wall)
        var commands: [ViewerCommand] = []
        if let state = pathAnimationState(for: key, atScene: s) {
            stateSwitches.append(StateSwitch(time: s, state: state))
            showToast(state == Self.drawnOutState ? "State: unset" : "State \(state)", at: wall)
            return commands
        }
        if scene == .effects, [.scrollUp, .scrollDown, .pageUp, .pageDown, .scrollToTop, .scrollToEnd].contains(key) {
            turnGalleryPage(key, at: wall)
            return commands
        }
        switch key {
        case .state0, .state4, .state5, .state6, .state7, .state8, .state9:
            break
        case .toggleDraw where scene == .effects:
            galleryTicks.append(s)
            showToast("Play all", at: wall)
        case .toggleDraw:
            let drawn = !isDrawn(atScene: s)
            isDrawnHistory.set(drawn, at: s)
            showToast(drawn ? "Draw On" : "Draw Off", at: wall)
        case .cycleEffect where scene == .effects && !galleryIcons.isEmpty && gallerySpecs.isEmpty:
            // Your icons move on to their next effect: pressed again and again, each plays every one.
            galleryShift += 1
            let effects = EffectsGallery.ownIconEffects
            showToast("Effects: each icon's next (\(galleryShift % effects.count + 1) of \(effects.count))", at: wall)
        case .cycleEffect:
            heroEffect = LoaderEffect.allCases.after(heroEffect)
            effectChanges.append(EffectChange(time: s, effect: heroEffect))
            // The hero is the loader's: elsewhere the toast says where the change shows.
            showToast(scene == .loader ? "Effect: \(heroEffect.rawValue)"
                      : "Loader effect: \(heroEffect.rawValue) (shown in the loader scene, 2)", at: wall)
        case .toggleReduceMotion:
            reduceMotion.toggle()
            motionToggles.append(MotionToggle(time: s, reduceMotion: reduceMotion))
            autoTimerOrigin = s
            showToast("Reduce Motion \(reduceMotion ? "on" : "off")", at: wall)
        case .showDrawOnScene, .showLoaderScene, .showEffectsScene, .nextScene:
            switch key {
            case .showDrawOnScene: scene = .drawOn
            case .showLoaderScene: scene = .loader
            case .showEffectsScene: scene = .effects
            default: scene = SceneKind.allCases.after(scene)
            }
            showToast("Scene: \(scene.title)", at: wall)
        case .toggleAutoTimer:
            isAutoTimerOn.toggle()
            autoTimerOrigin = s
            showToast("Auto timer \(isAutoTimerOn ? "on" : "off")\(isAutoTimerOn && reduceMotion ? " (waits for Reduce Motion off)" : "")", at: wall)
        case .cycleScope where scene == .effects:
            // As designed → by layer → whole symbol → as designed.
            galleryScope = galleryScope == nil ? .byLayer : (galleryScope == .byLayer ? .wholeSymbol : nil)
            showToast("Scope: \(galleryScope.map(Self.title(of:)) ?? "as designed")", at: wall)
        case .cycleScope:
            scope = EffectScope.allCases.after(scope)
            showToast("Scope: \(Self.title(of: scope))", at: wall)
        case .togglePause:
            clock.setPaused(!clock.isPaused, at: wall)
            showToast(clock.isPaused ? "Paused" : "Playing", at: wall)
        case .stepFrame:
            clock.step(at: wall)
            materializeTimer(throughScene: clock.sceneTime(at: wall))
            showToast("Step: \(Self.format(clock.sceneTime(at: wall))) s", at: wall)
        case .slower, .faster:
            let factor = key == .faster ? 2.0 : 0.5
            let speed = min(max(clock.speed * factor, Self.speedRange.lowerBound), Self.speedRange.upperBound)
            clock.setSpeed(speed, at: wall)
            showToast("Speed ×\(Self.format(speed))", at: wall)
        case .cycleWeight:
            // nil (the seed's weights) → ultralight → … → black → nil.
            if let w = weight, let i = SymbolWeight.allCases.firstIndex(of: w), i + 1 < SymbolWeight.allCases.count {
                weight = SymbolWeight.allCases[i + 1]
            } else {
                weight = weight == nil ? SymbolWeight.allCases.first : nil
            }
            showToast("Weight: \(weight?.rawValue ?? "as designed")", at: wall)
        case .cycleRenderingMode:
            // nil (each scene's own) → monochrome → … → multicolor → nil.
            renderingMode = renderingMode.map { $0 == RenderingModeChoice.allCases.last ? nil : $0.next } ?? .monochrome
            showToast("Rendering: \(renderingMode?.rawValue ?? "as the scene designs")", at: wall)
        case .toggleGradient:
            colorRendering = colorRendering == .flat ? .gradient : .flat
            showToast(colorRendering == .gradient ? "Gradient colour" : "Flat colour", at: wall)
        case .toggleAppearance:
            appearance = appearance == .light ? .dark : .light
            showToast(appearance == .light ? "Light" : "Dark", at: wall)
        case .zoomIn, .zoomOut:
            let z = zoom * (key == .zoomIn ? 1.25 : 0.8)
            zoom = min(max(z, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
            scrollOffset = min(scrollOffset, maximumScrollOffset)
            showToast("Zoom \(Int((zoom * 100).rounded()))%", at: wall)
        case .toggleFullscreen:
            isFullscreen.toggle()
            commands.append(.setFullscreen(isFullscreen))
            showToast(isFullscreen ? "Fullscreen" : "Window", at: wall)
        case .screenshot:
            commands.append(.saveScreenshot)
        case .toggleHelp:
            isHelpVisible.toggle()
        case .quit:
            commands.append(.quit)
        case .record:
            commands.append(.record)
        case .exportVectors:
            commands.append(.exportVectors)
        case .scrollUp, .scrollDown:
            scroll(by: key == .scrollDown ? Self.lineScroll : -Self.lineScroll, at: wall)
        case .pageUp, .pageDown:
            // A page is what the window shows, less a line so the row at the edge stays in view.
            let page = max(Self.lineScroll, viewportHeight / zoom - Self.lineScroll)
            scroll(by: key == .pageDown ? page : -page, at: wall)
        case .scrollToTop, .scrollToEnd:
            scroll(by: key == .scrollToEnd ? .infinity : -.infinity, at: wall)
        }
        return commands
    }

    /// A scope as a person reads it in a toast: "by layer", not `byLayer`.
    static func title(of scope: EffectScope) -> String {
        switch scope {
        case .byLayer: return "by layer"
        case .wholeSymbol: return "whole symbol"
        case .individually: return "individually"
        }
    }

    /// A number for a toast: "0.5", "2", "1.25".
    static func format(_ x: Double) -> String {
        let r = (x * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}

extension Array where Element: Equatable {
    /// The element after `e`, wrapping around: how every "cycle" key walks its options.
    func after(_ e: Element) -> Element {
        guard let i = firstIndex(of: e) else { return self[0] }
        return self[(i + 1) % count]
    }
}

extension ViewerState {
    /// How many pages the gallery's tiles take.
    public var galleryPageCount: Int { EffectsGallery.pageCount(of: galleryTiles.count) }

    /// The tiles of the page shown: what the effects scene draws and the export key chooses from.
    public var visibleGalleryTiles: [GalleryTile] {
        let tiles = galleryTiles
        let start = min(galleryPage, galleryPageCount - 1) * EffectsGallery.tilesPerPage
        return Array(tiles[start..<min(start + EffectsGallery.tilesPerPage, tiles.count)])
    }

    /// How many tiles the gallery lays a page out for: a full page's whenever there is more than
    /// one, so every page has tiles of one size and a last page's few take the first places.
    public var galleryPageSlots: Int { min(galleryTiles.count, EffectsGallery.tilesPerPage) }

    /// The loader scene's hero: your first icon, else the catalog's sparkles.
    public var heroSource: SymbolSource { galleryIcons.first ?? .catalog("sparkles") }

    /// The loader scene's loader `k` (0–3, under the hero): your icons after the first, in turn
    /// (the first again when it is the only one), else the seed's catalog symbol `seed`.
    public func loaderSource(_ k: Int, seed: String) -> SymbolSource {
        guard !galleryIcons.isEmpty else { return .catalog(seed) }
        return galleryIcons[galleryIcons.count == 1 ? 0 : 1 + k % (galleryIcons.count - 1)]
    }

    /// The scroll keys in the gallery turn its pages: a line or a page key one page, Home and
    /// End to the first and the last.
    mutating func turnGalleryPage(_ key: ViewerKey, at wall: Double) {
        let last = galleryPageCount - 1
        let page: Int
        switch key {
        case .scrollUp, .pageUp: page = max(galleryPage - 1, 0)
        case .scrollDown, .pageDown: page = min(galleryPage + 1, last)
        case .scrollToTop: page = 0
        default: page = last
        }
        guard last > 0 else { return }
        galleryPage = page
        showToast("Page \(page + 1) of \(last + 1)", at: wall)
    }
}
