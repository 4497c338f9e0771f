import Raster

/// Renders the viewer's frames into one canvas kept from frame to frame, repainting only what
/// changed: a frame costs what moves, not what the window holds.
///
/// Every item of the last frame is remembered with its key (``SceneRenderer``'s fingerprint of
/// what it draws; a symbol's is its pose) and the pixels it drew (``Canvas/drawnBounds``). The
/// next frame is composed and keyed without drawing. An item whose key changed, which appeared or
/// which went damages where it was; the damaged rectangles (a ``DamageRegion``) are repainted,
/// clipped: the background, then every item that drew there or is new. A changed item draws
/// during that repaint, which tells where it is now; whatever of that lies outside the repainted
/// rectangles is repainted in a second pass, when every item's place is known. A new background
/// (size, scene, appearance), or damage over most of the frame (a scroll), repaints everything.
///
/// Clipped drawing gives the pixels a whole repaint gives, bit for bit, so the canvas always
/// equals ``SceneRenderer/render(_:at:width:height:displayScale:)`` of the same state and time
/// (`symbolview --verify-damage` checks this on every frame).
public final class DamageTrackingRenderer {
    public let sceneRenderer: SceneRenderer
    private var canvas: Canvas?
    /// The key and drawn pixels of each item of the frame on the canvas.
    private var drawn: [(key: Int, bounds: PixelRect?)] = []
    /// A fingerprint of the last frame (equal fingerprints, equal frames).
    public private(set) var lastFingerprint = 0
    /// The share of the frame above which damage is repainted as one whole frame: clipping a few
    /// rectangles that cover most of it would cost more than it saves.
    public static let wholeFrameShare = 0.6

    public init(sceneRenderer: SceneRenderer) { self.sceneRenderer = sceneRenderer }

    /// Brings the canvas to `state` at wall time `wall`, `width × height` pixels, and says which
    /// pixels changed.
    public func render(_ state: ViewerState, at wall: Double, width: Int, height: Int, displayScale: Double = 1) -> FrameUpdate {
        let frame = sceneRenderer.composer.compose(state, at: wall, width: width, height: height, displayScale: displayScale)
        let keys = frame.items.map { sceneRenderer.key(of: $0) }
        var fingerprint = Hasher()
        fingerprint.combine(width)
        fingerprint.combine(height)
        for key in keys { fingerprint.combine(key) }
        lastFingerprint = fingerprint.finalize()
        defer { sceneRenderer.trimCaches() }

        let whole = PixelRect(x: 0, y: 0, width: max(1, width), height: max(1, height))
        guard let canvas, canvas.width == whole.width, canvas.height == whole.height else {
            return repaintAll(frame, keys: keys, into: Canvas(width: whole.width, height: whole.height))
        }
        // What went or changed damages where it was; what came or changed must be drawn to
        // learn where it is.
        var damage = DamageRegion()
        var bounds = [PixelRect?](repeating: nil, count: keys.count)
        var known = [Bool](repeating: true, count: keys.count)
        var changed: [Int] = []
        for i in 0..<max(keys.count, drawn.count) {
            if i < keys.count, i < drawn.count, keys[i] == drawn[i].key {
                bounds[i] = drawn[i].bounds
                continue
            }
            let isBackdrop = (i < frame.items.count && SceneRenderer.isBackdrop(frame.items[i])) || (i < drawn.count && drawn[i].bounds == whole)
            if isBackdrop { return repaintAll(frame, keys: keys, into: canvas) }
            if i < drawn.count, let old = drawn[i].bounds { damage.add(old) }
            if i < keys.count { known[i] = false; changed.append(i) }
        }
        if damage.isEmpty && changed.isEmpty { return FrameUpdate(canvas: canvas, damage: []) }

        // The rectangles repainted, exactly (a merged region may hold pixels between them that
        // were not), and as the few rectangles the shell uploads.
        var painted: [PixelRect] = []
        var repainted = DamageRegion(limit: 2 * damage.limit)
        var pass = damage.rects
        for _ in 0..<3 {
            if Double((painted + pass).reduce(0) { $0 + $1.area }) > Self.wholeFrameShare * Double(whole.area) {
                return repaintAll(frame, keys: keys, into: canvas)
            }
            for rect in pass {
                canvas.clip = rect
                for (i, item) in frame.items.enumerated() where SceneRenderer.isBackdrop(item)
                    || !known[i] || bounds[i].map(rect.intersects) == true {
                    canvas.resetDrawnBounds()
                    sceneRenderer.draw(item, into: canvas)
                    if !known[i] { bounds[i] = canvas.drawnBounds; known[i] = true }
                }
                painted.append(rect)
                repainted.add(rect)
            }
            // Changed items that no rectangle reached are drawn clipped to nothing, only to learn
            // where they are.
            canvas.clip = PixelRect(x: 0, y: 0, width: 0, height: 0)
            for i in changed where !known[i] {
                canvas.resetDrawnBounds()
                sceneRenderer.draw(frame.items[i], into: canvas)
                bounds[i] = canvas.drawnBounds
                known[i] = true
            }
            canvas.clip = nil
            var missed = DamageRegion()
            for i in changed {
                if let b = bounds[i], !painted.contains(where: { $0.contains(b) }) { missed.add(b) }
            }
            if missed.isEmpty {
                drawn = zip(keys, bounds).map { ($0, $1) }
                return FrameUpdate(canvas: canvas, damage: repainted.rects)
            }
            pass = missed.rects
        }
        return repaintAll(frame, keys: keys, into: canvas)
    }

    /// Paints the whole of `frame`, remembering where each item drew.
    private func repaintAll(_ frame: SceneFrame, keys: [Int], into target: Canvas) -> FrameUpdate {
        canvas = target
        target.clip = nil
        drawn = []
        drawn.reserveCapacity(frame.items.count)
        for (item, key) in zip(frame.items, keys) {
            target.resetDrawnBounds()
            sceneRenderer.draw(item, into: target)
            drawn.append((key, target.drawnBounds))
        }
        return FrameUpdate(canvas: target, damage: [PixelRect(x: 0, y: 0, width: target.width, height: target.height)])
    }
}
