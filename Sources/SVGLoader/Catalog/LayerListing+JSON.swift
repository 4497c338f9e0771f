import Foundation
import SymbolModel

extension LayerListing {
    /// What `symbolview list --json` prints for one symbol: its name, view box, whether its
    /// annotations were read, and each layer with its draw, hierarchy and motion annotations.
    /// Keys are those of the symbol format's `data-*` attributes, so a script can read a catalog
    /// the way an author wrote it.
    public struct SymbolEntry: Codable, Equatable, Sendable {
        public var name: String
        public var viewBox: [Double]
        public var annotated: Bool
        public var layers: [LayerEntry]
    }

    /// One layer of a ``SymbolEntry``. Optional fields are left out when not set.
    public struct LayerEntry: Codable, Equatable, Sendable {
        public var id: String
        public var shapes: Int
        /// `stroke`, `guide`, `appear`, `attach` or `fallback`.
        public var draw: String
        /// The layer an `attach` layer rides on.
        public var attachedTo: String?
        public var direction: String
        public var start: Double
        public var bidirectional: Bool
        public var group: String?
        /// `primary`, `secondary` or `tertiary`.
        public var hierarchy: String
        public var rotation: RotationEntry?
        public var pulses: Bool
        public var variable: Bool
    }

    /// A layer's `data-rotate` annotation.
    public struct RotationEntry: Codable, Equatable, Sendable {
        public var direction: String
        public var anchor: [Double]
        public var rate: Double
    }

    /// The entry of `symbol`.
    public static func entry(for symbol: Symbol) -> SymbolEntry {
        let box = symbol.viewBox
        return SymbolEntry(name: symbol.name, viewBox: [box.x, box.y, box.width, box.height], annotated: symbol.isAnnotated,
                           layers: symbol.layers.map(entry(for:)))
    }

    static func entry(for layer: Layer) -> LayerEntry {
        let draw: String, host: String?
        switch layer.draw.kind {
        case .stroke: (draw, host) = ("stroke", nil)
        case .guide: (draw, host) = ("guide", nil)
        case .appear: (draw, host) = ("appear", nil)
        case .attachment(let h): (draw, host) = ("attach", h)
        case .fallback: (draw, host) = ("fallback", nil)
        }
        let rotation = layer.rotation.map {
            RotationEntry(direction: $0.direction.rawValue, anchor: [$0.anchor.x, $0.anchor.y], rate: $0.rate)
        }
        return LayerEntry(id: layer.id, shapes: layer.shapes.count, draw: draw, attachedTo: host,
                          direction: layer.draw.direction.rawValue, start: layer.draw.start,
                          bidirectional: layer.draw.isBidirectional, group: layer.draw.motionGroup,
                          hierarchy: "\(layer.hierarchy)", rotation: rotation, pulses: layer.pulses,
                          variable: layer.isVariable)
    }

    /// `entries` as pretty-printed JSON with sorted keys (an array, one object per symbol).
    public static func json(_ entries: [SymbolEntry]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self)
    }
}
