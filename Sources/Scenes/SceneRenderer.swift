import Geometry
import Raster
import SymbolModel
import SymbolRendering
import Typography

/// Paints scene frames into a canvas: backgrounds and panels as paths, text as FreeType coverage
/// bitmaps, symbols through a ``SymbolPainter``.
///
/// `render(_:at:...)` is a pure function of the state and the time (given the same fonts and
/// painter); the renderer only keeps caches (the canvas, rendered text) between frames.
public final class SceneRenderer {
    public let composer: SceneComposer
    public var symbolPainter: SymbolPainter?
    private var canvas: Canvas?
    /// A fingerprint of the last frame painted: equal fingerprints mean equal frames, which
    /// lets the viewer stop drawing once an effect has come to rest.
    public private(set) var lastFingerprint = 0
    private var textCache: [TextKey: TextBitmap] = [:]
    /// The last full-frame background (gradient or colour) as pixels, copied in instead of
    /// being rasterized again every frame.
    private var background: (key: BackgroundKey, pixels: [UInt32])?

    private struct BackgroundKey: Equatable {
        var top: RGBA, bottom: RGBA, width: Int, height: Int
    }

    private struct TextKey: Hashable {
        var text: String
        var title: Bool
        var size: Int
    }

    public init(composer: SceneComposer, symbolPainter: SymbolPainter? = nil) {
        self.composer = composer
        self.symbolPainter = symbolPainter
    }

    /// Renders `state` at wall time `wall` into a `width × height` canvas (reused between calls
    /// of the same size) and returns it.
    @discardableResult
    public func render(_ state: ViewerState, at wall: Double, width: Int, height: Int, displayScale: Double = 1) -> Canvas {
        let frame = composer.compose(state, at: wall, width: width, height: height, displayScale: displayScale)
        let target: Canvas
        if let c = canvas, c.width == width, c.height == height {
            target = c
        } else {
            target = Canvas(width: max(1, width), height: max(1, height))
            canvas = target
        }
        paint(frame, into: target)
        return target
    }

    /// Paints `frame` into `canvas`, back to front.
    public func paint(_ frame: SceneFrame, into canvas: Canvas) {
        let full = Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height))
        var fingerprint = Hasher()
        fingerprint.combine(canvas.width)
        fingerprint.combine(canvas.height)
        for item in frame.items {
            switch item {
            case .background(let c): fingerprint.combine(c)
            case .verticalGradient(let a, let b): fingerprint.combine(a); fingerprint.combine(b)
            case .panel(let r, let radius, let c): fingerprint.combine(r); fingerprint.combine(radius); fingerprint.combine(c)
            case .text(let t): fingerprint.combine(t.text); fingerprint.combine(t.pixelSize); fingerprint.combine(t.origin); fingerprint.combine(t.color)
            case .symbol: break
            }
            switch item {
            case .background(let color):
                canvas.clear(Color(color))
            case .verticalGradient(let top, let bottom):
                let key = BackgroundKey(top: top, bottom: bottom, width: canvas.width, height: canvas.height)
                if let cached = background, cached.key == key {
                    canvas.pixels = cached.pixels
                } else {
                    canvas.clear(Color(bottom))
                    let g = LinearGradient(start: Point(0, 0), end: Point(0, full.height),
                                           stops: [GradientStop(offset: 0, color: Color(top)),
                                                   GradientStop(offset: 1, color: Color(bottom))])
                    canvas.fill(.rect(full), paint: .linearGradient(g))
                    background = (key, canvas.pixels)
                }
            case .panel(let rect, let radius, let color):
                canvas.fill(.rect(rect, rx: radius, ry: radius), paint: .solid(Color(color)))
            case .text(let cue):
                drawText(cue, into: canvas)
            case .symbol(let cue):
                fingerprint.combine(symbolPainter?.draw(cue, into: canvas) ?? 0)
            }
        }
        lastFingerprint = fingerprint.finalize()
        if textCache.count > 256 { textCache.removeAll() }
    }

    private func drawText(_ cue: TextCue, into canvas: Canvas) {
        let key = TextKey(text: cue.text, title: cue.role == .title, size: Int((cue.pixelSize * 64).rounded()))
        let bitmap: TextBitmap
        if let cached = textCache[key] {
            bitmap = cached
        } else {
            let face = cue.role == .title ? composer.fonts.title : composer.fonts.body
            bitmap = face.render(cue.text, pixelSize: cue.pixelSize)
            textCache[key] = bitmap
        }
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        canvas.draw(alpha: bitmap.coverage, width: bitmap.width, height: bitmap.height,
                    x: Int(cue.origin.x.rounded()) - bitmap.originX, y: Int(cue.origin.y.rounded()) - bitmap.baseline,
                    paint: .solid(Color(cue.color)))
    }
}
