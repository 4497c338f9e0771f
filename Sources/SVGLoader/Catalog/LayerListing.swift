import FileAccess
import Foundation
import SymbolModel

/// The text `symbolview check --layers` prints for a symbol: a header line with the view box, the
/// layer count and whether the file's annotations were read, then one line per layer with its id,
/// shape count, draw kind and the other annotations that are set.
///
/// It is how an author sees what the loader made of a file, so the header says plainly when a file
/// was read as plain: the usual reason annotations seem to do nothing is a root without
/// `data-symbol="1"`.
public enum LayerListing {
    /// The listing of `symbol`, lines joined with newlines (no trailing newline). The symbol's
    /// name, layer ids and groups come from the file, so they are shown escaped
    /// (``Swift/String/terminalSafe``): a newline in an id must not forge a line.
    public static func text(for symbol: Symbol) -> String {
        let box = symbol.viewBox
        let reading = symbol.isAnnotated ? "annotated" : "plain (no data-symbol=\"1\" on the root: data-* annotations are not read)"
        var lines = ["\(symbol.name.terminalSafe): viewBox \(number(box.x)) \(number(box.y)) \(number(box.width)) \(number(box.height)), "
            + "\(symbol.layers.count) layer\(symbol.layers.count == 1 ? "" : "s"), \(reading)"]
        for layer in symbol.layers {
            lines.append("  \(layer.id.terminalSafe): " + words(for: layer).joined(separator: ", ").terminalSafe)
        }
        return lines.joined(separator: "\n")
    }

    private static func words(for layer: Layer) -> [String] {
        var words = ["\(layer.shapes.count) shape\(layer.shapes.count == 1 ? "" : "s")"]
        switch layer.draw.kind {
        case .stroke: words.append("draw stroke")
        case .guide(let guide, let width): words.append("draw guide (\(guide.elements.count) elements, width \(String(format: "%.1f", width)))")
        case .appear: words.append("draw appear")
        case .attachment(let host): words.append("attached to \(host)")
        case .fallback: words.append("fallback")
        }
        let draw = layer.draw
        if draw.direction == .reverse { words.append("reverse") }
        if draw.start != 0 { words.append("start \(draw.start)") }
        if draw.isBidirectional { words.append("bidirectional") }
        if let group = draw.motionGroup { words.append("group \(group)") }
        if layer.hierarchy != .primary { words.append("\(layer.hierarchy)") }
        if let r = layer.rotation {
            words.append("rotates \(r.direction.rawValue) around (\(String(format: "%.1f", r.anchor.x)), \(String(format: "%.1f", r.anchor.y)))\(r.rate != 1 ? " ×\(r.rate)" : "")")
        }
        if layer.pulses { words.append("pulses") }
        if layer.isVariable {
            words.append("variable" + (layer.variableThreshold.map { " from \(number($0))" } ?? ""))
        }
        if layer.clearsBehind { words.append("clears behind") }
        if !layer.parts.isEmpty { words.append("holds " + partList(layer.parts)) }
        return words
    }

    /// How `check` sums up the layers it inferred for a plain file, in one line: how many, and
    /// which of them gather several parts (a plain file's layers are worked out from its
    /// drawing, docs/symbol-format.md); nil for an annotated symbol.
    public static func inferredSummary(for symbol: Symbol) -> String? {
        guard !symbol.isAnnotated else { return nil }
        let n = symbol.layers.count
        var line = "\(symbol.name.terminalSafe): \(n) layer\(n == 1 ? "" : "s") inferred from the drawing"
        let gathered = symbol.layers.filter { !$0.parts.isEmpty }
        if gathered.isEmpty {
            line += n > 1 ? ", each shape on its own (none overlap)" : ""
        } else {
            let shown = gathered.prefix(4).map { "\($0.id.terminalSafe) holds \(partList($0.parts).terminalSafe)" }
            line += "; " + shown.joined(separator: "; ") + (gathered.count > 4 ? "; … and \(gathered.count - 4) more" : "")
            let alone = n - gathered.count
            if alone > 0 { line += "; \(alone) single shape\(alone == 1 ? "" : "s")" }
        }
        return line
    }

    /// The first few parts of a layer, and how many more.
    private static func partList(_ parts: [String]) -> String {
        parts.prefix(5).joined(separator: ", ") + (parts.count > 5 ? " and \(parts.count - 5) more" : "")
    }

    /// A design-unit number as an SVG file would write it: `100`, `0.5`, `-2.25`.
    private static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", v)
    }
}
