import Geometry
import SymbolModel

/// The drawn part of a measured outline: a trace range, or pieces of its length.
extension SymbolRenderer {
    /// The pieces of a measured outline, as fractions of its whole length; a piece that wraps
    /// past the end is its end part, then its start part.
    static func trimmed(_ measure: PathMeasure, pieces: [OutlinePiece]) -> Path {
        let length = measure.length
        var out = Path()
        for piece in pieces {
            let from = min(max(piece.start, 0), 1), to = min(max(piece.end, 0), 1)
            if from <= to {
                out.append(contentsOf: measure.trimmed(from: from * length, to: to * length))
            } else {
                out.append(contentsOf: measure.trimmed(from: from * length, to: length))
                out.append(contentsOf: measure.trimmed(from: 0, to: to * length))
            }
        }
        return out
    }

    /// The drawn part of a measured path: the trace range applied to every subpath (see
    /// ``DrawRange/pathIntervals(for:isClosed:)``). A piece that wraps past the start of a closed
    /// subpath is trimmed in one go, so no cap appears at the seam.
    static func trimmed(_ measure: PathMeasure, range: DrawRange, annotation: DrawAnnotation) -> Path {
        var out = Path()
        let lengths = measure.subpathLengths
        for i in 0..<measure.subpathCount {
            let length = lengths[i]
            guard length > 0 else { continue }
            let isClosed = measure.isClosed(subpath: i)
            let pieces = range.pathIntervals(for: annotation, isClosed: isClosed)
            var k = 0
            while k < pieces.count {
                let piece = pieces[k]
                // Only a ring has a seam to cross: on an open subpath the two pieces are separate.
                if isClosed, k + 1 < pieces.count, piece.upperBound == 1, pieces[k + 1].lowerBound == 0 {
                    out.append(contentsOf: measure.trimmed(subpath: i, from: piece.lowerBound * length,
                                                           to: pieces[k + 1].upperBound * length))
                    k += 2
                } else {
                    out.append(contentsOf: measure.trimmed(subpath: i, from: piece.lowerBound * length,
                                                           to: piece.upperBound * length))
                    k += 1
                }
            }
        }
        return out
    }
}
