import Geometry
import SymbolModel

/// How much room a symbol needs while it moves: the part of the design plane its drawing covers
/// in any of a set of poses, together with its viewBox.
///
/// An image of a symbol frames its viewBox; a bounce or a wiggle carries the drawing beyond
/// that box and a frame that framed only the box would cut it off. `render` frames ``extent``
/// instead: the viewBox when the drawing stays inside it (so a still image is unchanged), the
/// box grown by the motion's reach when it does not. What the drawing keeps outside its viewBox
/// at rest does not count: the root viewport hides it (``SymbolViewport``).
public struct MotionRoom: Sendable {
    /// The symbol's viewBox.
    public let box: Rect
    /// The viewBox and every pose's drawing, in design units.
    public let extent: Rect

    /// The room `symbol` needs in each of `poses` (none: at rest). With `clipsToBox` (an SVG's root viewport)
    /// what lies outside the viewBox at rest does not count; without it (a timeline that is not
    /// clipped, ``SymbolTimeline/clipsToViewBox``) everything does.
    public init(_ symbol: Symbol, poses: [SymbolState], clipsToBox: Bool = true) {
        var room = Accumulator(symbol, clipsToBox: clipsToBox)
        for pose in poses { room.add(pose) }
        self = room.room(atRestIfEmpty: true)
    }

    /// The room `symbol` needs in its pose at each of `times`, each pose asked for, measured and
    /// dropped in turn: the room of a motion sampled every 1/60 s for seconds takes the memory
    /// of one pose, not of thousands (6,000 poses of a 20,000-layer file would hold gigabytes).
    /// No times: the symbol at rest, as ``init(_:poses:clipsToBox:)`` with none.
    public init(_ symbol: Symbol, times: [Double], clipsToBox: Bool = true, pose: (Double) -> SymbolState) {
        var room = Accumulator(symbol, clipsToBox: clipsToBox)
        for t in times { room.add(pose(t)) }
        self = room.room(atRestIfEmpty: true)
    }

    private init(box: Rect, extent: Rect) {
        self.box = box
        self.extent = extent
    }

    /// The room of a motion being sampled: every layer's drawing at rest, measured once, and the
    /// union of the poses added so far.
    public struct Accumulator {
        let box: Rect
        /// Each layer's drawing at rest, as far as the viewBox shows it.
        let drawings: [Rect?]
        var extent: Rect
        var poses = 0

        public init(_ symbol: Symbol, clipsToBox: Bool = true) {
            box = symbol.viewBox
            drawings = symbol.layers.map { layer in
                var bounds: Rect?
                for shape in layer.shapes where !shape.path.elements.isEmpty {
                    var b = SymbolViewport.posedBox(shape.path.bounds, shape.transform)
                    if shape.style.stroke != nil {
                        // Half the stroke, at the heaviest weight's scale, in design units.
                        let t = shape.transform
                        let reach = shape.style.strokeWidth * (abs(t.a * t.d - t.b * t.c)).squareRoot() * 1.5
                        b = b.insetBy(-reach)
                    }
                    bounds = bounds.map { $0.union(b) } ?? b
                }
                return clipsToBox ? bounds.flatMap { $0.intersection(symbol.viewBox) } : bounds
            }
            extent = symbol.viewBox
        }

        /// Grows the room by the drawing in `pose`.
        public mutating func add(_ pose: SymbolState) {
            poses += 1
            let whole = pose.transform
            for (i, drawing) in drawings.enumerated() {
                guard let drawing, i < pose.layers.count, pose.layers[i].isVisible else { continue }
                let posed = SymbolViewport.posedBox(drawing, pose.layers[i].transform.concatenating(whole))
                if posed.minX.isFinite && posed.minY.isFinite && posed.maxX.isFinite && posed.maxY.isFinite {
                    extent = extent.union(posed)
                }
            }
        }

        /// The room of the poses added; with none and `atRestIfEmpty`, of the drawing at rest.
        public func room(atRestIfEmpty: Bool = true) -> MotionRoom {
            var extent = self.extent
            if poses == 0, atRestIfEmpty {
                for drawing in drawings { if let drawing { extent = extent.union(drawing) } }
            }
            return MotionRoom(box: box, extent: extent)
        }
    }

    /// Times every 1/60 s from 0 through `end` (at least through `minimum`): the poses to find
    /// the room of a motion that lasts about that long.
    public static func times(through end: Double, minimum: Double = 0) -> [Double] {
        let last = max(end, minimum, 0)
        let count = min(Int((last * 60).rounded(.up)), 6000)
        return (0...count).map { Double($0) / 60 }
    }

    /// Where to draw the symbol so that ``extent`` fits `cell` (pixels), centred: the viewBox
    /// is drawn as large as it would be in a cell of the extent's proportions, and shifted so
    /// the extent's centre falls on the cell's. `scale` is the symbol scale the placement
    /// draws at; the design box is sized as at the large scale, so a smaller scale draws smaller.
    public func placement(in cell: Rect, weight: SymbolWeight, scale: SymbolScale) -> SymbolPlacement {
        let side = max(box.width, box.height)
        guard extent.width > 0, extent.height > 0, side > 0 else {
            return SymbolPlacement(center: cell.center,
                                   pointSize: SymbolPlacement.pointSize(forBoxPixels: min(cell.width, cell.height), scale: .large),
                                   weight: weight, scale: scale)
        }
        let s = min(cell.width / extent.width, cell.height / extent.height)
        let boxPixels = s * side
        // Drawn at `scale` rather than large, the box is smaller by the ratio of the factors.
        let drawn = s * scale.factor / SymbolScale.large.factor
        let center = Point(cell.center.x + (box.center.x - extent.center.x) * drawn,
                           cell.center.y + (box.center.y - extent.center.y) * drawn)
        return SymbolPlacement(center: center, pointSize: SymbolPlacement.pointSize(forBoxPixels: boxPixels, scale: .large),
                               weight: weight, scale: scale)
    }
}
