import Raster

/// The part of a frame to repaint, as a few rectangles.
///
/// Rectangles that overlap, or lie so close that one rectangle around both costs few more pixels
/// (``mergeSlack``) than the two apart, become one; past ``limit`` rectangles the two whose union adds the fewest
/// pixels are merged. A frame then repaints a handful of rectangles around what moved, never
/// hundreds of slivers, and the shell uploads as many.
public struct DamageRegion: Sendable, Equatable {
    public private(set) var rects: [PixelRect] = []
    /// The most rectangles kept.
    public let limit: Int
    /// How many pixels a union may add before two rectangles are rather kept apart: a repaint
    /// costs per rectangle too (every item is checked against it), so neighbours merge.
    public static let mergeSlack = 64 * 64

    public init(limit: Int = 8) {
        precondition(limit >= 1, "a damage region needs room for one rectangle")
        self.limit = limit
    }

    public var isEmpty: Bool { rects.isEmpty }

    /// The pixels the rectangles cover, counting overlaps twice: what repainting them costs.
    public var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// Whether some one rectangle holds all of `r`.
    public func covers(_ r: PixelRect) -> Bool { rects.contains { $0.contains(r) } }

    /// Adds `r` (nothing, if it is empty).
    public mutating func add(_ r: PixelRect) {
        guard !r.isEmpty, !covers(r) else { return }
        var merged = r
        var i = 0
        while i < rects.count {
            let u = rects[i].union(merged)
            if u.area <= rects[i].area + merged.area + Self.mergeSlack {
                merged = u
                rects.remove(at: i)
                i = 0
            } else {
                i += 1
            }
        }
        rects.append(merged)
        while rects.count > limit { mergeCheapestPair() }
    }

    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, growth: Int.max)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let growth = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                if growth < best.growth { best = (i, j, growth) }
            }
        }
        let u = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects[best.i] = u
    }
}
