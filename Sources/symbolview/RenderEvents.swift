import Foundation
import SymbolEffects
import SymbolModel
import SymbolRendering

/// One line of `render --events`: an event as a JSON object, keys sorted as in `list --json`,
/// absent ones left out: `{"effect":"drawOn.byLayer","event":"layerFinished","layer":2,
/// "layerID":"ray1","text":"layer 2 (ray1) finished drawing on at 0.61 s","time":0.61}`. With
/// `--to`, the arriving symbol's events carry `"symbol":"incoming"`. Times are in seconds,
/// rounded to the microsecond.
struct RenderEventLine: Encodable {
    var time: Double
    var event: String
    var effect: String
    var layer: Int?
    var layerID: String?
    var symbol: String?
    var text: String

    init(_ e: SymbolEvent, symbol: String?) {
        // Times to the microsecond, as the event's own clock gives them.
        time = (e.time * 1e6).rounded() / 1e6
        event = e.kind.rawValue
        effect = String(e.effect.description.dropFirst())
        layer = e.layer
        layerID = e.layerID
        self.symbol = symbol
        text = e.description
    }
}

extension RenderOptions {
    /// `--events`: one JSON object a line (``RenderEventLine``), in time order, for the window
    /// `--from`…`--time` (both included; `--time` is 5 s at speed 1 when not given).
    func printEvents(of symbol: Symbol) throws {
        let (animation, incoming) = try replacing(leaving: symbol)
        let end = time ?? 5 / speed
        guard from <= end else { throw UsageError("--from \(from) comes after --time \(end)") }
        let window = from..<end.nextUp
        var lines = SymbolAnimator(symbol: symbol).events(of: animation, in: window).map { ($0, String?.none) }
        if let (arriving, its) = incoming {
            lines += SymbolAnimator(symbol: arriving).events(of: its, in: window).map { ($0, "incoming") }
            lines.sort { $0.0.time < $1.0.time }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for (event, side) in lines {
            print(String(decoding: try encoder.encode(RenderEventLine(event, symbol: side)), as: UTF8.self))
        }
    }
}
