import Geometry
import SymbolEffects
import SymbolModel

/// What an exporter writes: one or more symbols, each with its animation, placed on a canvas of
/// `width` × `height` pixels and coloured per hierarchy level, as `symbolview render` would draw
/// them frame by frame.
///
/// The exporters do not draw: they read the effects engine's pose of every layer over time and
/// turn it into the format's own keyframes, so the scene only says where and in what colours.
public struct ExportScene: Sendable {
    /// One posed symbol. A replace has two: the leaving symbol, then the arriving one.
    public struct Part: Sendable {
        /// The symbol and its poses over time, from whatever timeline poses it.
        public var timeline: any SymbolTimeline
        /// From the symbol's design units to canvas pixels.
        public var toPixels: Transform
        /// The factor on stroke widths for the weight (1 for a symbol drawn at a fixed weight),
        /// as the renderer scales them.
        public var strokeScale: Double
        /// The colour a layer's `currentColor` paints take and the layer's extra opacity: the
        /// rendering mode applied to the layer (its hierarchy level, or in multicolor its own
        /// colour), as the renderer resolves it.
        public var layerPaint: @Sendable (Layer) -> (color: RGBA, opacity: Double)
        /// The replaceable colour (``ExportColorRole``) each layer's `currentColor` paints are
        /// drawn in, so a page or a player can recolour the file; nil for a layer whose colour
        /// stays as written. ``ExportScene/placed(_:incoming:width:height:weight:scale:mode:tint:gradient:fps:duration:name:)``
        /// sets it from the rendering mode. Without it a layer drawn in exactly the light tint
        /// of the scene's ``ExportScene/themes`` is primary and every other colour stays.
        public var colorRole: (@Sendable (Layer) -> ExportColorRole?)?

        public init(timeline: any SymbolTimeline, toPixels: Transform, strokeScale: Double,
                    layerPaint: @escaping @Sendable (Layer) -> (color: RGBA, opacity: Double)) {
            self.timeline = timeline
            self.toPixels = toPixels
            self.strokeScale = strokeScale
            self.layerPaint = layerPaint
        }

        /// The symbol the part poses.
        public var symbol: Symbol { timeline.symbol }

        /// The colour role of `layer`'s `currentColor` paints: ``colorRole``'s answer, or without
        /// one, primary for a layer drawn in `themes`' light tint.
        func role(of layer: Layer, themes: ExportThemes?) -> ExportColorRole? {
            if let colorRole { return colorRole(layer) }
            guard let themes else { return nil }
            return layerPaint(layer).color == themes.light ? .primary : nil
        }

        /// The part's pose at `t` seconds.
        public func state(at t: Double) -> SymbolState { timeline.state(at: t) }

        @available(*, deprecated, message: "make the part from a SymbolTimeline: Part(timeline: EffectTimeline(symbol:animation:), …)")
        public init(symbol: Symbol, animation: SymbolAnimation, toPixels: Transform, strokeScale: Double,
                    layerPaint: @escaping @Sendable (Layer) -> (color: RGBA, opacity: Double),
                    poses: (@Sendable (Double) -> SymbolState)? = nil) {
            let timeline: any SymbolTimeline = poses.map { SampledTimeline(symbol: symbol, poses: $0) }
                ?? EffectTimeline(symbol: symbol, animation: animation)
            self.init(timeline: timeline, toPixels: toPixels, strokeScale: strokeScale, layerPaint: layerPaint)
        }

        @available(*, deprecated, message: "a part's poses come from its timeline; use timeline")
        public var animation: SymbolAnimation { (timeline as? EffectTimeline)?.animation ?? SymbolAnimation() }
    }

    public var width: Int
    public var height: Int
    /// Drawn bottom to top.
    public var parts: [Part]
    /// Frames per second of the exported timeline (Lottie's `fr`).
    public var fps: Double
    /// The length to export in seconds; nil takes the effect's own (one cycle for an effect that
    /// never ends).
    public var duration: Double?
    /// The file's name inside the format (Lottie's `nm`, the SVG's title).
    public var name: String
    /// SF Symbols 7's gradient colour rendering (`render --gradient`): every flat colour a layer
    /// paints becomes ``GradientRamp``'s vertical ramp over the layer's bounds, written as the
    /// format's own linear gradient.
    public var gradientRendering: Bool
    /// A light and a dark tint, written as themes where the format has them (dotLottie); nil
    /// writes the one appearance.
    public var themes: ExportThemes?
    /// The stretch of time to export when the caller has chosen it; nil takes the parts'
    /// timelines' spans together (``ExportSpan/init(_:)``).
    public var span: ExportSpan?
    /// What every id, class and keyframe name of the written file starts with (an animated
    /// SVG's), so that exports inlined in one page stay apart; nil derives it from ``name`` and
    /// the content (``ExportIDPrefix/derived(stem:)``).
    public var idPrefix: ExportIDPrefix?
    /// What starts the animation (``ExportTrigger``); `.load` for a film that plays on loading.
    /// Set with ``triggered(_:label:)``, which also lays out ``segments``.
    public var trigger: ExportTrigger = .load
    /// The named stretches a triggered export plays, back to back on its timeline; empty for
    /// `.load`.
    public var segments: [ExportSegment] = []
    /// The accessible name of the symbol (the SVG's `<title>` and `aria-label`, a toggle's
    /// checkbox); nil takes ``name``.
    public var label: String?
    /// Whether the primary colour follows the text colour of the page an animated SVG is put in
    /// (CSS `currentColor`), as an icon font's glyphs do, instead of falling back to the tint.
    /// Formats without a page to follow (Lottie) draw the tint.
    public var followsCurrentColor = false

    public init(width: Int, height: Int, parts: [Part], fps: Double = 60, duration: Double? = nil, name: String,
                gradientRendering: Bool = false, themes: ExportThemes? = nil, span: ExportSpan? = nil) {
        self.width = width
        self.height = height
        self.parts = parts
        self.fps = fps
        self.duration = duration
        self.name = name
        self.gradientRendering = gradientRendering
        self.themes = themes
        self.span = span
    }
}

extension ExportScene {
    /// The stretch of time the scene exports, before ``duration`` overrides its length: the
    /// given ``span``, or the one the parts' timelines read off their schedules.
    public var scheduledSpan: ExportSpan {
        span ?? ExportSpan(SymbolSpan.together(parts.map(\.timeline.span)))
    }
}
