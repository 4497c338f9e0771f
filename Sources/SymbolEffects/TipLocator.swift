import Foundation
import Geometry
import SymbolModel

/// Where an attachment (an arrowhead) sits while its host draws: the transform that carries it
/// from the host's end, where it is designed, to the host's growing tip, turned to follow the
/// tip's direction.
///
/// The tip is the head of the host's trace on the host's last subpath (the traces of all
/// subpaths grow together, so the last one ends where the drawing ends).
struct TipLocator: Sendable {
    /// Per layer: the measured trace of a tracing layer that hosts an attachment.
    private let hosts: [Int: (measure: PathMeasure, annotation: DrawAnnotation)]

    init(symbol: Symbol) {
        var hosts: [Int: (PathMeasure, DrawAnnotation)] = [:]
        for layer in symbol.layers {
            guard case .attachment(let id) = layer.draw.kind, let h = symbol.layerIndex(id: id), hosts[h] == nil else { continue }
            let host = symbol.layers[h]
            let path: Path
            if case .guide(let guide, _) = host.draw.kind { path = guide } else { path = host.combinedPath }
            hosts[h] = (PathMeasure(path), host.draw)
        }
        self.hosts = hosts
    }

    /// The transform for an attachment on `host` when the host's drawn range is `range`.
    func placement(host: Int, range: DrawRange) -> Transform {
        guard let (measure, annotation) = hosts[host], measure.subpathCount > 0 else { return .identity }
        let sub = measure.subpathCount - 1
        let length = measure.subpathLengths[sub]
        guard length > 0 else { return .identity }
        let closed = measure.isClosed(subpath: sub)
        let end = measure.position(subpath: sub, at: DrawRange.full.headPathFraction(for: annotation, isClosed: closed) * length)
        let tip = measure.position(subpath: sub, at: range.headPathFraction(for: annotation, isClosed: closed) * length)
        // A reverse trace travels against the path, so its direction of travel is the opposite
        // tangent at both points; the turn between them is the same either way.
        let turn = atan2(tip.tangent.y, tip.tangent.x) - atan2(end.tangent.y, end.tangent.x)
        return Transform.translation(-end.point.x, -end.point.y)
            .concatenating(.rotation(turn))
            .concatenating(.translation(tip.point.x, tip.point.y))
    }
}
