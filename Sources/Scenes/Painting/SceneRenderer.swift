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
    /// The last vertical gradient's row colours, filled in instead of being rasterized again
    /// every frame.
    private var background: (key: BackgroundKey, pixels: [UInt32])?

    private struct BackgroundKey: Equatable {
        var top: RGBA, bottom: RGBA, height: Int
    }

    private struct TextKey: Hashable {
        var text: String
        var role: TextRole
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
        var fingerprint = Hasher()
        fingerprint.combine(canvas.width)
        fingerprint.combine(canvas.height)
        for item in frame.items { fingerprint.combine(draw(item, into: canvas)) }
        lastFingerprint = fingerprint.finalize()
        trimCaches()
    }

    /// Whether `item` covers the whole frame (a background): when it changes, everything does.
    static func isBackdrop(_ item: SceneItem) -> Bool {
        switch item {
        case .background, .verticalGradient: return true
        case .panel, .text, .symbol: return false
        }
    }

    /// A fingerprint of what `item` draws, without drawing it (a symbol is posed, not drawn):
    /// equal keys, equal pixels. The same value ``draw(_:into:)`` returns.
    func key(of item: SceneItem) -> Int {
        if case .symbol(let cue) = item { return symbolPainter?.fingerprint(of: cue) ?? 0 }
        return Self.contentKey(of: item)
    }

    private static func contentKey(of item: SceneItem) -> Int {
        var h = Hasher()
        switch item {
        case .background(let c): h.combine(0); h.combine(c)
        case .verticalGradient(let a, let b): h.combine(1); h.combine(a); h.combine(b)
        case .panel(let r, let radius, let c): h.combine(2); h.combine(r); h.combine(radius); h.combine(c)
        case .text(let t):
            h.combine(3); h.combine(t.text); h.combine(t.role); h.combine(t.pixelSize); h.combine(t.origin)
            h.combine(t.color)
        case .symbol: break
        }
        return h.finalize()
    }

    /// Draws one item into `canvas` (within its ``Canvas/clip``, if it has one) and returns its
    /// key (``key(of:)``).
    @discardableResult
    func draw(_ item: SceneItem, into canvas: Canvas) -> Int {
        switch item {
        case .background(let color):
            canvas.clear(Color(color))
        case .verticalGradient(let top, let bottom):
            let column = gradientColumn(top: top, bottom: bottom, height: canvas.height)
            let r = canvas.clip.flatMap { $0.intersection(PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)) }
                ?? (canvas.clip == nil ? PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height) : nil)
            guard let r else { break }
            let w = canvas.width
            canvas.pixels.withUnsafeMutableBufferPointer { p in
                for y in r.y..<r.maxY { (p.baseAddress! + (y * w + r.x)).update(repeating: column[y], count: r.width) }
            }
        case .panel(let rect, let radius, let color):
            canvas.fill(.rect(rect, rx: radius, ry: radius), paint: .solid(Color(color)))
        case .text(let cue):
            drawText(cue, into: canvas)
        case .symbol(let cue):
            return symbolPainter?.draw(cue, into: canvas) ?? 0
        }
        return Self.contentKey(of: item)
    }

    /// The colours of the rows of a vertical gradient from `top` to `bottom` over a frame
    /// `height` pixels tall, rasterized once and kept while the height and colours stay.
    private func gradientColumn(top: RGBA, bottom: RGBA, height: Int) -> [UInt32] {
        let key = BackgroundKey(top: top, bottom: bottom, height: height)
        if let cached = background, cached.key == key { return cached.pixels }
        let column = Self.verticalGradientColumn(top: top, bottom: bottom, height: height)
        background = (key, column)
        return column
    }

    /// The pixel of each row of a frame `height` pixels tall filled with a gradient from `top`
    /// to `bottom` over `bottom`. A vertical gradient's colour depends on the row alone, so a
    /// frame is one column, each row repeating its pixel: the pixels of filling the whole frame
    /// (tested), at the cost of a memset (at 3840×2160, no 8 M shaded pixels and no 33 MB cache).
    static func verticalGradientColumn(top: RGBA, bottom: RGBA, height: Int) -> [UInt32] {
        let column = Canvas(width: 1, height: height, color: Color(bottom))
        let g = LinearGradient(start: Point(0, 0), end: Point(0, Double(height)),
                               stops: [GradientStop(offset: 0, color: Color(top)),
                                       GradientStop(offset: 1, color: Color(bottom))])
        column.fill(.rect(Rect(x: 0, y: 0, width: 1, height: Double(height))), paint: .linearGradient(g))
        return column.pixels
    }

    func trimCaches() {
        if textCache.count > 256 { textCache.removeAll() }
    }

    private func drawText(_ cue: TextCue, into canvas: Canvas) {
        let key = TextKey(text: cue.text, role: cue.role, size: Int((cue.pixelSize * 64).rounded()))
        let bitmap: TextBitmap
        if let cached = textCache[key] {
            bitmap = cached
        } else {
            let face = composer.fonts.face(for: cue.role)
            bitmap = face.render(cue.text, pixelSize: cue.pixelSize)
            textCache[key] = bitmap
        }
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        canvas.draw(alpha: bitmap.coverage, width: bitmap.width, height: bitmap.height,
                    x: Int(cue.origin.x.rounded()) - bitmap.originX, y: Int(cue.origin.y.rounded()) - bitmap.baseline,
                    paint: .solid(Color(cue.color)))
    }
}
