import Geometry
import SymbolModel

/// A dashed stroke that draws on. The SVG's trace animates the stroke's own dash array, so the
/// file's dashes cannot ride on it: the dashed stroke is drawn whole, with the round caps the
/// renderer gives a traced stroke, and shows through a `<mask>` that holds the trace.
extension AnimatedSVGWriter.Builder {
    mutating func dashedTrace(_ paint: LayerContent.Paint, _ e: ExportPlan.Entry, _ r: ExportPlan.Entry?) {
        let n = Self.number
        let box = plan.scene.parts[e.part].symbol.viewBox
        let big = Rect(x: box.x - box.width * 2, y: box.y - box.height * 2, width: box.width * 5, height: box.height * 5)
        counter += 1
        let id = Self.scoped("d\(counter)")
        let width = paint.strokeWidth ?? 1
        body += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"\(n(big.x))\" y=\"\(n(big.y))\" "
            + "width=\"\(n(big.width))\" height=\"\(n(big.height))\">\n"
        for sub in paint.subpaths where sub.length > 0 {
            tracedPieces(sub, e, r, width: width, color: .white, opacity: 1, capFadeRatio: paint.capFadeRatio, join: paint.join,
                         layerOpacity: folded)
        }
        body += "</mask>\n"
        body += "<path d=\"\(Self.pathData(paint.subpaths))\" fill=\"none\" stroke-opacity=\"\(n(paint.opacity * paint.color.a))\" "
            + strokeAttributes(paint.color, width: width, cap: .round, join: paint.join, miter: paint.miterLimit)
            + Self.dashAttributes(paint) + " mask=\"url(#\(id))\"/>\n"
        // The renderer dashes the drawn piece from its own start: the mask matches it while
        // every piece starts where its subpath does.
        let pieces = paint.subpaths.flatMap { TracePiece.pieces(for: e.layer.draw, isClosed: $0.isClosed) }
        let anchored = pieces.allSatisfy { piece in
            piece.offset == 0 && [e.motion, r?.motion].compactMap { $0 }.allSatisfy { m in
                zip(m.tail, m.head).allSatisfy { piece.interval($0, $1).from <= 1e-6 || $1 <= $0 }
            }
        }
        if !anchored {
            notes.append("\(plan.scene.parts[e.part].symbol.name): layer \(e.layer.id): a dashed stroke drawn from a moving or offset start keeps its dashes in place in the SVG (the renderer's start from the drawn piece's start)")
        }
    }
}
