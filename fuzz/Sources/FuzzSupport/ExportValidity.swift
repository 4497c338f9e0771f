import Foundation
import Geometry
import SVGLoader
import SymbolEffects
import SymbolExport
import SymbolModel
import SymbolRendering
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Writes `scene` in every vector format and traps (so libFuzzer keeps the input) unless each
/// file is valid or refused: JSON that `JSONSerialization` parses, SVG and `.gpa` that an XML
/// parser reads, a `.gpa` that symbolview's reader loads, a `.tgs` that unpacks to JSON. A
/// refusal must be one of the writers' own, with a message. With `symbol`, the SF Symbols
/// template writer too (it reads its file back itself).
public func exportEveryFormat(_ scene: ExportScene, symbol: Symbol?) {
    for format in VectorFormat.allCases {
        let written: VectorExport.Written
        do {
            written = try VectorExport.write(scene, as: format)
        } catch {
            checkRefusal(error, "export to .\(format.rawValue)")
            continue
        }
        switch format {
        case .lottie: checkJSON(written.data, "Lottie")
        case .telegramSticker, .dotLottie:
            // Containers of the same JSON: their bytes must at least be there.
            if written.data.isEmpty { fatalError(".\(format.rawValue) export wrote nothing") }
        case .svg: checkXML(written.data, "animated SVG")
        case .gpa:
            checkXML(written.data, ".gpa")
            do { _ = try GPALoader.load(data: written.data, name: "fuzz-written.gpa") } catch {
                fatalError("the written .gpa does not read back: \(error)\n\(String(decoding: written.data, as: UTF8.self))")
            }
        }
    }
    if let symbol {
        do {
            let out = try SymbolTemplateWriter().write(symbol)
            checkXML(Data(out.svg.utf8), "template")
        } catch {
            checkRefusal(error, "export-template")
        }
    }
}

/// A small scene of `symbol` drawing on: 48 pixels, half a second from the trigger (a given
/// span, so no period is searched for: the fuzzer spends its time in the writers).
public func drawOnScene(_ symbol: Symbol) -> ExportScene? {
    guard let animation = try? SymbolEffectSpec.parse("drawOn").animation(reduceMotion: .constant(false)) else { return nil }
    let box = symbol.viewBox
    let side = max(box.width, box.height)
    let s = side > 0 && side.isFinite ? 48 / side : 1
    let place = Transform.translation(-box.center.x, -box.center.y).concatenating(.scale(s)).concatenating(.translation(24, 24))
    let part = ExportScene.Part(timeline: EffectTimeline(symbol: symbol, animation: animation), toPixels: place,
                                strokeScale: 1) { _ in (.black, 1) }
    return ExportScene(width: 48, height: 48, parts: [part], name: "fuzz", span: .given(start: 0, duration: 0.5, loops: false))
}

private func checkRefusal(_ error: Error, _ what: String) {
    let known = error is ExportRangeError || error is GPAWriter.Refusal || error is TelegramSticker.LimitError
        || error is SymbolTemplateWriter.Failure
    let text = "\(error)"
    if !known || text.isEmpty { fatalError("\(what) failed with an error that is not a writer's refusal: \(text)") }
}

private func checkJSON(_ data: Data, _ what: String) {
    do { _ = try JSONSerialization.jsonObject(with: data) } catch {
        fatalError("the \(what) file is not JSON: \(error)\n\(String(decoding: data.prefix(2000), as: UTF8.self))")
    }
}

private func checkXML(_ data: Data, _ what: String) {
    let parser = XMLParser(data: data)
    if !parser.parse() {
        fatalError("the \(what) file is not well-formed XML (line \(parser.lineNumber)): \(parser.parserError.map { "\($0)" } ?? "?")")
    }
}
