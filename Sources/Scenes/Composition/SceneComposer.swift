import Geometry
import SymbolModel
import Typography

/// Turns a ``ViewerState`` at a wall time into a ``SceneFrame``: pure layout and timing, no pixels.
///
/// The composer owns the fonts only to measure text (centring a title needs its width).
public final class SceneComposer {
    public let fonts: FontBook

    public init(fonts: FontBook) { self.fonts = fonts }

    /// The frame for `state` at wall time `wall`, `width × height` pixels with `displayScale`
    /// pixels per point before zoom (2 on a HiDPI screen).
    public func compose(_ state: ViewerState, at wall: Double, width: Int, height: Int,
                        displayScale: Double = 1) -> SceneFrame {
        let scale = max(0.1, displayScale * state.zoom)
        let size = (w: Double(width) / scale, h: Double(height) / scale)
        let t = state.sceneTime(at: wall)
        var items: [SceneItem]
        switch state.scene {
        case .drawOn: items = drawOnScene(state, sceneTime: t, size: size, scale: scale)
        case .loader: items = loaderScene(state, sceneTime: t, size: size, scale: scale)
        case .effects: items = effectsScene(state, sceneTime: t, size: size, scale: scale)
        }
        items = recoloured(items, state)
        let sceneItems = items
        // Overlays are the viewer's own chrome: they follow the display's scale, not the zoom
        // (a toast at 300 % would cover the scene), and the help panel fits the window.
        let overlayScale = max(0.1, displayScale)
        if state.isHelpVisible { items += helpOverlay(state, width: Double(width), height: Double(height), scale: overlayScale) }
        if !state.reloadErrors.isEmpty {
            items += reloadErrorOverlay(state.reloadErrors, width: Double(width), scale: overlayScale)
        }
        if let toast = state.toast, toast.isVisible(at: wall) {
            // The scene's own lines of text (a caption, a tile's code): the toast keeps clear of them.
            let sceneText = sceneItems.compactMap { item -> Rect? in if case .text(let cue) = item { return bounds(of: cue) } else { return nil } }
            items += toastOverlay(toast.text, width: Double(width), height: Double(height), scale: overlayScale,
                                  avoiding: sceneText)
        }
        return SceneFrame(width: width, height: height, items: items)
    }

    /// The scene's symbols in the rendering mode and colour rendering the person chose (`C`,
    /// `G`, `--mode`, `--gradient`); without a chosen mode each scene keeps its own.
    private func recoloured(_ items: [SceneItem], _ state: ViewerState) -> [SceneItem] {
        guard state.renderingMode != nil || state.colorRendering != .flat else { return items }
        return items.map { item in
            guard case .symbol(var cue) = item else { return item }
            if let choice = state.renderingMode { cue.rendering = choice.mode(tint: cue.tint, appearance: state.appearance) }
            cue.colorRendering = state.colorRendering
            return .symbol(cue)
        }
    }

    // MARK: - Draw On

    private func drawOnScene(_ state: ViewerState, sceneTime t: Double, size: (w: Double, h: Double),
                             scale: Double) -> [SceneItem] {
        var items: [SceneItem] = [.verticalGradient(top: SystemColor.indigo.resolved(state.appearance),
                                                    bottom: RGBA(0, 0, 0))]
        let grid = state.drawHistory(throughScene: t)
        let toggles = state.motionToggles.filter { $0.time <= t }
        func motion(_ source: SymbolSource) -> SymbolMotion {
            .draw(isDrawn: state.reloads.isEmpty ? grid : state.drawHistory(of: source, grid: grid), scope: state.scope,
                  reduceMotion: state.initialReduceMotion, motionToggles: toggles)
        }
        // A few symbols in a large window are drawn larger, as a whole grid zoomed in.
        let zoom = DrawOnGridLayout.zoom(count: state.symbols.count, width: size.w, height: size.h)
        let (size, scale) = ((w: size.w / zoom, h: size.h / zoom), scale * zoom)
        let cells = DrawOnGridLayout.cells(count: state.symbols.count, width: size.w, height: size.h,
                                           scrollOffset: state.scrollOffset)
        // Symbols out of sight cost nothing: a grid of thousands of icons poses and draws only
        // the rows in the window, and a cell's worth beyond it for symbols that overflow.
        let margin = DrawOnGridLayout.cellHeight
        for (source, cell) in zip(state.symbols, cells) where cell.maxY > -margin && cell.minY < size.h + margin {
            let motion = motion(source)
            items.append(.symbol(SymbolCue(source: source, center: cell.center * scale, pointSize: 34 * scale,
                                           weight: state.weight ?? .medium, scale: .large, tint: .white,
                                           rendering: .monochrome,
                                           motion: state.pathAnimations.contains(source) ? state.pathAnimationMotion(atScene: t) : motion,
                                           time: t)))
        }
        return items
    }

    // MARK: - Loader

    /// The catalog symbols the scenes themselves draw (the hero, the loaders, the gallery), which
    /// a viewer loads before its window opens.
    public static var sceneSymbols: [SymbolSource] {
        [.catalog("sparkles")] + loaders.map { .catalog($0.name) } + EffectsGallery.symbols
    }

    /// The seed's four loaders: name, effect and colour.
    public static let loaders: [(name: String, effect: LoaderEffect, color: SystemColor)] = [
        ("gearshape.2.fill", .rotate, .gray),
        ("arrow.trianglehead.2.clockwise", .rotate, .blue),
        ("heart.fill", .breathe, .pink),
        ("fan.fill", .both, .teal),
    ]

    /// When a loader with its own `effect` (nil: the hero's, which `E` cycles) runs or rests, up
    /// to scene time `t`.
    static func activity(_ state: ViewerState, effect own: LoaderEffect?, through t: Double) -> [LoaderActivity] {
        func effect(at time: Double) -> LoaderEffect? {
            let reduce = state.motionToggles.last(where: { $0.time <= time })?.reduceMotion ?? state.initialReduceMotion
            let effect = own ?? state.effectChanges.last(where: { $0.time <= time })?.effect ?? state.initialHeroEffect
            return reduce ? nil : effect
        }
        var times = state.motionToggles.map(\.time)
        if own == nil { times += state.effectChanges.map(\.time) }
        var out = [LoaderActivity(time: 0, effect: effect(at: 0))]
        for time in times.sorted() where time > 0 && time <= t {
            let next = effect(at: time)
            if out.last?.effect != next { out.append(LoaderActivity(time: time, effect: next)) }
        }
        return out
    }

    private func loaderScene(_ state: ViewerState, sceneTime t: Double, size: (w: Double, h: Double),
                             scale: Double) -> [SceneItem] {
        let a = state.appearance
        // A large window shows the whole stack larger.
        let zoom = LoaderLayout.zoom(width: size.w, height: size.h)
        let (size, scale) = ((w: size.w / zoom, h: size.h / zoom), scale * zoom)
        let titleSize = LoaderLayout.titlePointSize * scale, bodySize = LoaderLayout.bodyPointSize * scale
        let tm = fonts.title.lineMetrics(pixelSize: titleSize), bm = fonts.body.lineMetrics(pixelSize: bodySize)
        let layout = LoaderLayout(width: size.w, height: size.h,
                                  title: (tm.ascent / scale, tm.descent / scale), body: (bm.ascent / scale, bm.descent / scale))
        var items: [SceneItem] = [.background(SystemColor.background.resolved(a))]
        let weight = state.weight ?? .regular
        items.append(.symbol(SymbolCue(source: state.heroSource, center: layout.heroCenter * scale,
                                       pointSize: LoaderLayout.heroPointSize * scale, weight: weight, scale: .medium,
                                       tint: SystemColor.purple.resolved(a), rendering: .hierarchical,
                                       motion: .loader(Self.activity(state, effect: nil, through: t)), time: t)))
        let title = "Working on it", body = "Breathe, rotate or both"
        let titleWidth = fonts.title.width(of: title, pixelSize: titleSize)
        let bodyWidth = fonts.body.width(of: body, pixelSize: bodySize)
        items.append(.text(TextCue(text: title, role: .title, pixelSize: titleSize, color: SystemColor.label.resolved(a),
                                   origin: Point(layout.centerX * scale - titleWidth / 2, layout.titleBaseline * scale))))
        items.append(.text(TextCue(text: body, role: .body, pixelSize: bodySize, color: SystemColor.secondaryLabel.resolved(a),
                                   origin: Point(layout.centerX * scale - bodyWidth / 2, layout.bodyBaseline * scale))))
        for (k, (loader, center)) in zip(Self.loaders, layout.loaderCenters).enumerated() {
            items.append(.symbol(SymbolCue(source: state.loaderSource(k, seed: loader.name), center: center * scale,
                                           pointSize: LoaderLayout.loaderPointSize * scale, weight: weight, scale: .medium,
                                           tint: loader.color.resolved(a), rendering: .hierarchical,
                                           motion: .loader(Self.activity(state, effect: loader.effect, through: t)), time: t)))
        }
        return items
    }

    // MARK: - Overlays

    /// The first broken save's message in a red banner across the top (with how many more files
    /// are broken), until each file loads again. A long message wraps onto up to four lines (the
    /// loader's messages name the file, line and element first); the viewer also prints it.
    private func reloadErrorOverlay(_ errors: [ReloadError], width: Double, scale: Double) -> [SceneItem] {
        var text = errors[0].message
        if errors.count > 1 { text += " (and \(errors.count - 1) more)" }
        let size = 13 * scale
        let margin = 8 * scale, pad = 10 * scale
        let available = width - 2 * margin - 2 * pad
        let lines = TextWrapping.lines(text, width: available, maximumLines: 4) { fonts.body.width(of: $0, pixelSize: size) }
        let m = fonts.body.lineMetrics(pixelSize: size)
        let line = (m.ascent + m.descent) * 1.25
        let box = Rect(x: margin, y: margin, width: width - 2 * margin,
                       height: m.ascent + m.descent + Double(lines.count - 1) * line + 2 * pad)
        var items: [SceneItem] = [.panel(box, radius: 8 * scale, color: RGBA(0.75, 0.12, 0.1, 1))]
        for (k, text) in lines.enumerated() {
            items.append(.text(TextCue(text: text, role: .body, pixelSize: size, color: RGBA(1, 1, 1, 1),
                                       origin: Point(box.x + pad, box.y + pad + m.ascent + Double(k) * line))))
        }
        return items
    }
}
