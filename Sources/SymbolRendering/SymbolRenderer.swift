import Geometry
import Raster
import SymbolModel

/// Draws a symbol in a pose (a ``SymbolState``) into a canvas: the frame function between
/// whatever poses the symbol (any ``SymbolTimeline``) and the screen or the
/// recorder. It reads the symbol, its measures (``PreparedSymbol``) and the pose, nothing else.
///
/// The renderer walks the symbol's render tree (this file). A group that needs compositing
/// (opacity, a clip, a mask, a blend mode) is drawn into an offscreen layer and composited once,
/// so where its shapes overlap they do not double-blend; any other group is drawn straight
/// through. Each group that is a layer's root takes that layer's pose (`+Layers`): its transform
/// (clips and masks inside the layer move with it; those around it stay), its opacity, and its
/// draw range or pieces.
///
/// A fully drawn layer is drawn exactly as the file describes it (`+Shapes`). A partly drawn
/// stroke is trimmed along its trace with round caps at both ends, as SF Symbols draws; a partly
/// drawn filled layer is revealed through a mask stroked along its guide (`+Trimming`, and
/// ``TraceFade`` so a short trace never shows as a dot); a layer drawn in pieces shows those
/// pieces of its strokes. Weights scale stroke widths, unless the symbol's outlines were drawn
/// at their weight (``Symbol/fixedWeight``). A filled shape has no stroke, so above regular it
/// is emboldened instead: its outline is stroked in the fill's paint with a round join, growing
/// it outward as much as the weight grows a stroke. Clips and masks become coverage
/// (`+Coverage`), paints the rasterizer's (`+Paint`), and offscreen buffers are reused
/// (``RenderScratch``); templates' clear-behind layers have their own walk (`+ClearBehind`).
public final class SymbolRenderer {
    /// The width, in symbol units, of the emboldening stroke per unit of stroke scale above
    /// regular; a filled edge moves out by half of it (1.4 units at black). It is about half the
    /// growth of a 7-unit regular stroke, so that the gaps between filled parts (a gear's teeth
    /// and its neighbour, a fan blade and its hub) stay open at black.
    @available(*, deprecated, message: "use FillEmboldening.widthPerStrokeScale, the rule the writers share")
    public static let fillEmboldening = FillEmboldening.widthPerStrokeScale

    /// The opacity under which a layer is not drawn: it would round to nothing in 8 bits.
    static let imperceptibleOpacity = 0.5 / 255

    /// The offscreen masks and canvases drawing goes through, kept between frames.
    let scratch = RenderScratch()
    /// The dashes this drawing may still cut (``DashBudget``).
    let dashBudget = DashBudget()

    public init() {}

    /// What a walk of the tree carries down.
    struct Frame {
        var prepared: PreparedSymbol
        var state: SymbolState
        /// From design units to pixels, with the pose of the layer being drawn, if any.
        var toPixels: Transform
        var tint: Color
        var mode: SymbolRenderingMode
        var colorRendering: SymbolColorRenderingMode
        var weight: Double
        /// Under gradient colour rendering, the box (design units) the ramps of flat colours
        /// run over: the layer's, or the symbol's outside any layer; nil draws flat colours flat.
        var gradientSpan: Rect?
        /// The layer being drawn, if the walk is inside one.
        var layer: Int?
        /// How much of the layer is drawn, and through what guide mask.
        var range: DrawRange = .full
        var guide: CoverageMask?
        /// The pieces of each stroked outline drawn, when the layer is drawn in pieces.
        var pieces: [OutlinePiece]?
        /// Multiplies stroke widths: the layer's ``LayerState/strokeScale``.
        var strokeScale = 1.0
        /// Multiplies every paint: opacities folded in where no group is needed.
        var opacity = 1.0
    }

    /// Draws `prepared` as it is in `state`, placed by `placement`, in `tint` and `mode`, its
    /// colours flat or as gradients (`colorRendering`).
    public func draw(_ prepared: PreparedSymbol, state: SymbolState, in canvas: Canvas, placement: SymbolPlacement,
                     tint: Color, mode: SymbolRenderingMode = .monochrome, colorRendering: SymbolColorRenderingMode = .flat) {
        let symbol = prepared.symbol
        // A fade the whole symbol shares (a whole-symbol pulse or breathe, Reduce Motion's
        // draw, an appear of every layer at once) is one picture faded, as Apple composites it:
        // drawn at full strength offscreen, then laid down at the fade, so where two layers
        // overlap the ink is as light as where one lies. Only a symbol that paints more than
        // once pays for the offscreen pass.
        let (fade, unfaded) = SharedFade.of(state, layers: symbol.layers.count)
        if fade < 1, fade >= SymbolRenderer.imperceptibleOpacity, SharedFade.needsPicture(symbol, in: state) {
            canvas.drawLayer(opacity: fade) { target in
                self.draw(prepared, state: unfaded, in: target, placement: placement, tint: tint, mode: mode,
                          colorRendering: colorRendering)
            }
            return
        }
        dashBudget.reset()
        let toPixels = state.transform.concatenating(placement.transform(for: symbol))
        let frame = Frame(prepared: prepared, state: state, toPixels: toPixels, tint: tint, mode: mode,
                          colorRendering: colorRendering,
                          weight: prepared.strokeScale(for: placement.weight),
                          gradientSpan: colorRendering == .gradient ? symbol.viewBox : nil)
        if symbol.layers.contains(where: \.clearsBehind), !symbol.root.needsCompositing {
            drawClearingBehind(symbol.root, frame, in: canvas)
        } else {
            draw(symbol.root, frame, in: canvas)
        }
    }

    // MARK: - Groups

    func draw(_ nodes: [RenderNode], _ frame: Frame, in canvas: Canvas, counter: inout Int) {
        for node in nodes {
            switch node {
            case .shape(let shape):
                drawShape(shape, index: counter, frame, in: canvas)
                counter += 1
            case .group(let g):
                if g.layer != nil {
                    draw(g, frame, in: canvas)
                } else {
                    drawGroup(g, frame, in: canvas, counter: &counter)
                }
            }
        }
    }

    func draw(_ g: RenderGroup, _ frame: Frame, in canvas: Canvas) {
        if let i = g.layer, i < frame.state.layers.count, i < frame.prepared.symbol.layers.count {
            drawLayer(g, index: i, frame, in: canvas)
        } else {
            var counter = 0
            drawGroup(g, frame, in: canvas, counter: &counter)
        }
    }

    /// A group that is no layer's root: composited if it needs it, else drawn straight through.
    func drawGroup(_ g: RenderGroup, _ frame: Frame, in canvas: Canvas, counter: inout Int) {
        guard g.needsCompositing else {
            draw(g.children, frame, in: canvas, counter: &counter)
            return
        }
        if g.opacity <= 0 { counter += g.shapes.count; return }
        var inner = frame
        // A group that paints once cannot overlap itself: its opacity goes into the paint.
        if g.clip == nil, g.mask == nil, g.blendMode == .normal, RenderNode.paintCount(g.children) <= 1 {
            inner.opacity *= g.opacity
            draw(g.children, inner, in: canvas, counter: &counter)
            return
        }
        let clip = coverage(of: g, frame, canvas: canvas)
        var start = counter
        canvas.drawLayer(opacity: g.opacity * frame.opacity, clip: clip, blendMode: Self.blendMode(g.blendMode)) { target in
            inner.opacity = 1
            self.draw(g.children, inner, in: target, counter: &start)
        }
        counter = start
        if let clip { scratch.giveBack(clip) }
    }
}
