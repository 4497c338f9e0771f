import Geometry
import SymbolModel

/// Which layers two symbols share, for a magic replace: those stay in place while the others
/// replace.
///
/// A layer with a `data-replace-id` matches only the layer of the other symbol with the same
/// replace id. The others match, in document order, a layer of the other symbol with the same
/// layer id (when both files are annotated, so made-up ids such as `path-3` never match), else
/// one with the same geometry: as many shapes, each with the same style and the same design-unit
/// path within ``geometryTolerance``. Each layer matches at most once.
public struct MagicReplaceMatch: Sendable, Equatable {
    /// Shared layers: an index into the outgoing symbol's layers and one into the incoming's.
    public var pairs: [Pair]
    /// Whether both symbols can draw (annotated, with a layer that traces its strokes or a
    /// guide): then the layers not shared Draw Off and Draw On instead of the fallback.
    public var bothDraw: Bool

    public struct Pair: Sendable, Equatable {
        public var outgoing: Int
        public var incoming: Int
        public init(outgoing: Int, incoming: Int) {
            self.outgoing = outgoing
            self.incoming = incoming
        }
    }

    /// How far two paths' points may be apart, in design units, and still be the same geometry.
    public static let geometryTolerance = 0.05

    public init(from outgoing: Symbol, to incoming: Symbol) {
        var pairs: [Pair] = []
        var taken = Set<Int>()
        func claim(_ i: Int, _ where: (Layer) -> Bool) -> Bool {
            guard let j = incoming.layers.indices.first(where: { !taken.contains($0) && `where`(incoming.layers[$0]) }) else { return false }
            taken.insert(j)
            pairs.append(Pair(outgoing: i, incoming: j))
            return true
        }
        var unmatched: [Int] = []
        for (i, layer) in outgoing.layers.enumerated() {
            if let name = layer.replaceID {
                _ = claim(i) { $0.replaceID == name }
            } else if !(outgoing.isAnnotated && incoming.isAnnotated && claim(i, { $0.replaceID == nil && $0.id == layer.id })) {
                unmatched.append(i)
            }
        }
        for i in unmatched {
            let layer = outgoing.layers[i]
            _ = claim(i) { $0.replaceID == nil && Self.sameGeometry(layer, $0) }
        }
        self.pairs = pairs.sorted { $0.outgoing < $1.outgoing }
        bothDraw = Self.canDraw(outgoing) && Self.canDraw(incoming)
    }

    /// The shared layers of the outgoing symbol, or of the incoming one.
    public func shared(incoming: Bool) -> Set<Int> {
        Set(pairs.map { incoming ? $0.incoming : $0.outgoing })
    }

    static func canDraw(_ symbol: Symbol) -> Bool {
        symbol.isAnnotated && symbol.layers.contains { $0.draw.kind.isTracing }
    }

    static func sameGeometry(_ a: Layer, _ b: Layer) -> Bool {
        guard a.shapes.count == b.shapes.count, !a.shapes.isEmpty else { return false }
        for (s, t) in zip(a.shapes, b.shapes) {
            guard s.style == t.style, samePath(s.designPath, t.designPath) else { return false }
        }
        return true
    }

    static func samePath(_ a: Path, _ b: Path) -> Bool {
        guard a.elements.count == b.elements.count else { return false }
        func near(_ p: Point, _ q: Point) -> Bool { p.distance(to: q) <= geometryTolerance }
        for (e, f) in zip(a.elements, b.elements) {
            switch (e, f) {
            case let (.move(p), .move(q)), let (.line(p), .line(q)):
                guard near(p, q) else { return false }
            case let (.quad(c, p), .quad(d, q)):
                guard near(c, d), near(p, q) else { return false }
            case let (.cubic(c1, c2, p), .cubic(d1, d2, q)):
                guard near(c1, d1), near(c2, d2), near(p, q) else { return false }
            case (.close, .close): continue
            default: return false
            }
        }
        return true
    }
}
