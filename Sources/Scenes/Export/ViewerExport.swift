import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolExport
import SymbolKit
import SymbolModel
import SymbolRendering

/// What the viewer's export key (`X`) writes: the selected symbol with the effect the scene
/// shows it in, in the viewer's weight, rendering mode, colours and Reduce Motion state, as
/// `symbolview export SOURCE --effect EFFECT` writes it with those options (at `render`'s
/// default size, 128 px, and the effect's own speed).
///
/// Which symbol is selected, and its effect, in each scene:
/// - the draw-on grid (catalog symbols or `--svg` files): the symbol under the pointer, else the
///   first in view; Draw On with the grid's scope (`L`) while the grid is drawn or drawing, Draw
///   Off while it is undrawn; coloured in the label colour of the appearance (`T`: black in
///   light, white in dark), since the file has no background of its own;
/// - the loader scene: the hero (sparkles, or your first icon) with the effect `E` picks
///   (breathe, rotate or both);
/// - the effects gallery: the tile under the pointer, else the first; its effect with the
///   gallery's scope, and for a replace both symbols;
/// - an icon in the grid that plays states of its own (``SymbolDocument/playsOwnStates``): its
///   last state switch as the grid shows it, from the state it left to the state it is in
///   (``stateSwitches``, resolved by ``write(catalog:)`` with
///   ``pathAnimationSwitch(initial:switches:)``), as `symbolview export FILE --from-state M
///   --state N` writes it, in the label colour and in the tint whatever the rendering mode (the
///   grid draws such an icon's foreground so); before any switch, the draw-in from
///   ``ViewerState/drawnOutState`` to the state it shows. Gradient colour (`G`) is not exported
///   for such an icon, as the command refuses it: ``init(selecting:at:pointer:)`` throws a
///   ``ViewerExportError`` saying so.
///
/// Choosing is pure (``init(selecting:at:pointer:)``); ``write()`` loads and exports, which
/// takes about a second, so a shell runs it off its frame loop.
public struct ViewerExport: Sendable, Equatable {
    public var source: SymbolSource
    /// For a replace: the symbol that comes in.
    public var replacement: SymbolSource?
    /// What `--effect` would say: `drawOn.byLayer`, `both`, `bounce.up.byLayer`.
    public var effect: String
    public var weight: SymbolWeight
    public var scale: SymbolScale
    public var tint: RGBA
    public var rendering: SymbolRenderingMode
    public var reduceMotion: Bool
    /// Whether the viewer shows gradient colour (`G`): the files then carry each layer's ramp.
    public var gradient: Bool
    /// For an icon that plays states of its own: the states the grid switched it to up to the export, oldest first
    /// (``ViewerState/iconsOwnState`` for the icon's own), which ``write(catalog:)`` reads its last
    /// switch from; nil for every other symbol, which ``effect`` animates.
    public var stateSwitches: [Int]?

    /// The size of the files' canvas, in pixels: `render`'s default.
    public static let size = 128

    public init(source: SymbolSource, replacement: SymbolSource? = nil, effect: String, weight: SymbolWeight,
                scale: SymbolScale, tint: RGBA, rendering: SymbolRenderingMode, reduceMotion: Bool, gradient: Bool = false,
                stateSwitches: [Int]? = nil) {
        self.source = source
        self.replacement = replacement
        self.effect = effect
        self.weight = weight
        self.scale = scale
        self.tint = tint
        self.rendering = rendering
        self.reduceMotion = reduceMotion
        self.gradient = gradient
        self.stateSwitches = stateSwitches
    }

    /// The export the viewer in `state` offers at wall time `wall`, with the pointer at
    /// `pointer` (window points, nil when it is outside the window).
    public init(selecting state: ViewerState, at wall: Double, pointer: Point?) throws {
        let t = state.sceneTime(at: wall)
        let a = state.appearance
        let reduce = state.motionToggles.last(where: { $0.time <= t })?.reduceMotion ?? state.initialReduceMotion
        func mode(_ own: SymbolRenderingMode, tint: RGBA) -> SymbolRenderingMode {
            state.renderingMode?.mode(tint: tint, appearance: a) ?? own
        }
        let gradient = state.colorRendering == .gradient
        switch state.scene {
        case .drawOn:
            guard let index = Self.gridSelection(state, pointer: pointer) else { throw ViewerExportError("No symbol in view to export") }
            let source = state.symbols[index]
            let tint = SystemColor.label.resolved(a)
            if state.pathAnimations.contains(source) {
                if gradient {
                    throw ViewerExportError("Gradient colour is not exported for icons that play states of their own: "
                                            + "turn it off (G) to export \(source.name)")
                }
                let switches = state.stateSwitches.filter { $0.time <= t }.map(\.state)
                self.init(source: source, effect: "states", weight: state.weight ?? .medium, scale: .large, tint: tint,
                          rendering: .monochrome, reduceMotion: reduce, stateSwitches: switches)
                return
            }
            let drawn = state.drawHistory(throughScene: t).value(at: t)
            var effect = drawn ? SymbolEffect.drawOn : SymbolEffect.drawOff
            effect.scope = state.scope
            self.init(source: source, effect: SymbolEffectSpec(effect).description, weight: state.weight ?? .medium,
                      scale: .large, tint: tint, rendering: mode(.monochrome, tint: tint), reduceMotion: reduce, gradient: gradient)
        case .loader:
            let effect = state.effectChanges.last(where: { $0.time <= t })?.effect ?? state.initialHeroEffect
            let tint = SystemColor.purple.resolved(a)
            self.init(source: state.heroSource, effect: effect.rawValue, weight: state.weight ?? .regular, scale: .medium,
                      tint: tint, rendering: mode(.hierarchical, tint: tint), reduceMotion: reduce, gradient: gradient)
        case .effects:
            let tiles = state.visibleGalleryTiles
            guard !tiles.isEmpty else { throw ViewerExportError("No tile to export") }
            let layout = EffectsGalleryLayout(count: state.galleryPageSlots, width: state.viewportWidth / state.zoom,
                                              height: state.viewportHeight / state.zoom)
            let hit = pointer.flatMap { p in layout.tiles.prefix(tiles.count).firstIndex { $0.contains(p * (1 / state.zoom)) } }
            let tile = tiles[hit ?? 0]
            let effect = EffectsGallery.effect(tile.spec.effect, scope: state.galleryScope)
            let tint = tile.color.resolved(a)
            self.init(source: tile.source, replacement: tile.replacement.map { .catalog($0) },
                      effect: SymbolEffectSpec(effect).description, weight: state.weight ?? .regular, scale: .medium,
                      tint: tint, rendering: mode(.hierarchical, tint: tint), reduceMotion: reduce, gradient: gradient)
        }
    }

    /// The grid symbol under `pointer`, else the first whose cell is in view (as the composer
    /// lays the grid out: the window's points over the zoom, and the grid's own zoom for few
    /// symbols).
    static func gridSelection(_ state: ViewerState, pointer: Point?) -> Int? {
        let count = state.symbols.count
        guard count > 0 else { return nil }
        let w = state.viewportWidth / state.zoom, h = state.viewportHeight / state.zoom
        let gridZoom = DrawOnGridLayout.zoom(count: count, width: w, height: h)
        let cells = DrawOnGridLayout.cells(count: count, width: w / gridZoom, height: h / gridZoom,
                                           scrollOffset: state.scrollOffset)
        if let p = pointer, let hit = cells.firstIndex(where: { $0.contains(p * (1 / (state.zoom * gridZoom))) }) {
            return hit
        }
        return cells.firstIndex { $0.minY >= 0 } ?? cells.firstIndex { $0.maxY > 0 } ?? 0
    }

    /// The files' stem: `sun.max-drawOn.byLayer`, `play.fill-replace.downUp-pause.fill`, and
    /// a file's name without its extension (`icon-bounce`).
    public var title: String {
        func name(_ s: SymbolSource) -> String {
            if case .file = s { return (s.name as NSString).deletingPathExtension }
            return s.name
        }
        return ([name(source), effect] + (replacement.map { [name($0)] } ?? []))
            .joined(separator: "-").replacingOccurrences(of: "/", with: "_")
    }

    /// The Lottie JSON and the animated SVG, with what the formats could not carry, and the
    /// HTML fragment to paste into a page: the symbol as a toggle (a click, Tab and Space switch
    /// it off and on, as the seed's `isDrawn`), or, for an effect with no states to switch (a
    /// bounce), playing on hover.
    public struct Files: Sendable {
        public var lottie: Data
        public var svg: Data
        public var notes: [String]
        /// The `.html` fragment; nil when the effect cannot be triggered (a still).
        public var html: Data? = nil
        /// What starts the fragment's animation: `.toggle`, or `.hover` without states.
        public var htmlTrigger: ExportTrigger = .toggle
    }

    /// Loads the symbols and writes both files. Throws the loader's or the exporter's error.
    public func write(catalog: SymbolCatalog? = SymbolCatalog.bundled) throws -> Files {
        let (timeline, incoming, name, warnings) = try timelines(catalog: catalog)
        func scene(reduceMotion: Bool) throws -> ExportScene {
            let main = try timeline(reduceMotion)
            return ExportScene.placed(main, incoming: try incoming?(reduceMotion), width: Self.size, height: Self.size,
                                      weight: weight, scale: scale, mode: rendering, tint: Color(tint), gradient: gradient,
                                      name: name)
        }
        let main = try scene(reduceMotion: reduceMotion)
        let lottie = try VectorExport.write(main, as: .lottie)
        let svg = try VectorExport.write(main, reducedMotion: reduceMotion ? nil : try scene(reduceMotion: true), as: .svg)
        var notes = warnings + lottie.notes.map { "Lottie: \($0)" } + svg.notes.map { "SVG: \($0)" }
        var files = Files(lottie: lottie.data, svg: svg.data, notes: notes)
        // The fragment: a toggle where the symbol has two states to switch between, else a
        // hover; neither for what cannot be triggered (a still, a loop with no period).
        let moves = main.scheduledSpan.duration > 0 || main.scheduledSpan.loops
        for trigger in [ExportTrigger.toggle, .hover] where moves {
            guard let toggled = try? main.triggered(trigger) else { continue }
            let reduced = reduceMotion ? nil : try? scene(reduceMotion: true).triggered(trigger)
            guard let html = try? VectorExport.writeFragment(toggled, reducedMotion: reduced) else { continue }
            files.html = html.data
            files.htmlTrigger = trigger
            notes += html.notes.filter { !svg.notes.contains($0) }.map { "HTML: \($0)" }
            files.notes = notes
            break
        }
        return files
    }

    /// The exported timelines, with or without Reduce Motion: the selected symbol with the
    /// viewer's effect (a replace's arriving symbol too), or a stateful icon's last switch among
    /// ``stateSwitches``; the file's name, and what the export cannot carry.
    private func timelines(catalog: SymbolCatalog?) throws
        -> (main: (Bool) throws -> any SymbolTimeline, incoming: ((Bool) throws -> any SymbolTimeline)?, name: String, notes: [String]) {
        if let stateSwitches {
            guard case .file(let path) = source else { throw ViewerExportError("\(source.name) does not play states of its own") }
            let document = try SymbolDocument.open(contentsOf: URL(fileURLWithPath: path))
            guard document.playsOwnStates else { throw ViewerExportError("\(source.name) does not play states of its own") }
            var request = SymbolDocument.TimelineOptions()
            request.weight = weight
            let own = try document.timeline(request).main
            let initial = own.stateName(at: 0).flatMap { Int($0) } ?? 0
            let (from, to) = Self.pathAnimationSwitch(initial: initial, switches: stateSwitches)
            (request.fromState, request.state) = (String(from), String(to))
            let main = { [request] (reduceMotion: Bool) throws -> any SymbolTimeline in
                var switched = request
                switched.base = SymbolAnimation(reduceMotion: .constant(reduceMotion))
                return try document.timeline(switched).main
            }
            let notes = document.warnings.map { "\(source.name): \($0)" } + ((own as? any ExportPartMaking)?.exportNotes ?? [])
            return (main, nil, (source.name as NSString).deletingPathExtension, notes)
        }
        let symbol = try Self.load(source, weight: weight, scale: scale, catalog: catalog)
        let specs = try SymbolEffectSpec.parseList(effect)
        let arriving = try replacement.map { try Self.load($0, weight: weight, scale: scale, catalog: catalog) }
        func bound(_ reduceMotion: Bool) -> (leaving: EffectTimeline, arriving: EffectTimeline?) {
            EffectTimeline.bound(specs, to: symbol, replacedBy: arriving,
                                 base: SymbolAnimation(reduceMotion: .constant(reduceMotion)))
        }
        let incoming: ((Bool) throws -> any SymbolTimeline)? = bound(false).arriving == nil ? nil : { bound($0).arriving! }
        return ({ bound($0).leaving }, incoming, symbol.name, [])
    }

    /// The switch a stateful icon that starts in state `initial` last made among `switches` (the
    /// grid's, oldest first, ``ViewerState/iconsOwnState`` read as the painter reads it): the
    /// state it left and the one it went to. Before any switch that changed its state, the
    /// draw-in from unset to the state it shows (to state 0 when that is unset, as Space draws
    /// such an icon in), so the file shows the icon rather than a still.
    public static func pathAnimationSwitch(initial: Int, switches: [Int]) -> (from: Int, to: Int) {
        let shown = [initial] + switches.map { ViewerState.iconState($0, initial: initial) }
        if let k = shown.indices.dropFirst().last(where: { shown[$0] != shown[$0 - 1] }) {
            return (shown[k - 1], shown[k])
        }
        let now = shown[shown.count - 1]
        let out = ViewerState.drawnOutState
        return (out, now == out ? ViewerState.iconState(ViewerState.iconsOwnState, initial: initial) : now)
    }

    /// The symbol of `source` as the viewer draws it: a template's design at `weight` and `scale`.
    static func load(_ source: SymbolSource, weight: SymbolWeight, scale: SymbolScale, catalog: SymbolCatalog?) throws -> Symbol {
        switch source {
        case .catalog(let name):
            return try (catalog ?? SymbolCatalog()).loaded(named: name).symbol
        case .file(let path):
            let document = try SymbolDocument.open(contentsOf: URL(fileURLWithPath: path))
            if document.playsOwnStates {
                throw ViewerExportError("\(source.name) plays states of its own: it exports its own state switches, not an effect")
            }
            var symbol = document.still(weight: weight, scale: scale).symbol
            symbol.name = ((source.name as NSString).deletingPathExtension)
            return symbol
        }
    }
}

/// Why the viewer cannot export: a sentence for a toast.
public struct ViewerExportError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
