import Foundation
import Geometry
import SymbolModel

/// Where an attachment (an arrowhead) sits while its host draws: the transform that carries it
/// from the host's end, where it is designed, to the host's growing tip, turned to follow the
/// tip's direction.
struct TipLocator: Sendable {
    init(symbol: Symbol) {}

    /// The transform for an attachment on `host` when the host's drawn range is `range`.
    func placement(host: Int, range: DrawRange) -> Transform { .identity }
}
