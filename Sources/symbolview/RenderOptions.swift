import CommandOptions
import FileAccess
import Foundation
import Geometry
import Raster
import SymbolEffects
import SymbolModel
import SymbolRendering

/// The parsed command line of `render`: every word read once, the effect included.
struct RenderOptions {
    var source: String?
    var out: String?
    /// `--force`: write `--out` even when it names the source (``refuseReplacingSource``).
    var force = false
    var size = 128.0
    /// `--width` and `--height` (or `--size WxH`); nil when not given.
    var width: Double?
    var height: Double?
    var weight = SymbolWeight.regular
    var scale = SymbolScale.large
    var color = Color.black
    /// Whether `--color` was given; without it multicolor's accent is
    /// ``SymbolRenderingMode/defaultAccent`` rather than black.
    var colorGiven = false
    var background = Color.clear
    /// nil: monochrome, or palette when `--palette` is given.
    var mode: String?
    var palette: [Color] = []
    /// `--gradient`: SF Symbols 7's gradient colour rendering.
    var gradient = false
    /// `--effect` as typed (`none` by default), and the specs it names (``SymbolEffectSpec/parseList(_:)``).
    var effectName = "none"
    var effects: [SymbolEffectSpec] = []
    var scope: EffectScope?
    var reversed = false
    var pulse = false
    var reduceMotion = false
    var speed = 1.0
    /// `--variable V`: the variable draw of layers marked `data-variable`.
    var variableDraw: Double?
    /// `--value V`: the variable value (SwiftUI's `variableValue`; variable layers below their threshold dim).
    var variableValue: Double?
    /// Seconds after the effect started; a strip spans 0…time.
    var time: Double?
    var strip = 1
    /// `--state` and `--from-state` for a `.gpa` icon, as given (a number or a state name).
    var state: String?
    var fromState: String?
    /// `--to NAME`: the symbol a replace brings in.
    var to: String?
    /// `--events`: print the events from `from` to `time` instead of drawing.
    var events = false
    var from = 0.0
    /// `--help`.
    var showsHelp = false

    /// Reads `arguments` (after the word `render`); a mistake is a ``UsageError``.
    static func parse(_ arguments: [String]) throws -> RenderOptions {
        var options = RenderOptions()
        var words = OptionCursor(arguments)
        while let word = words.next() {
            func value() throws -> String { try words.value(for: word, orThrow: UsageError.init) }
            switch word {
            case "--out": options.out = try pngOutput(try value())
            case "--force": options.force = true
            case "--size":
                let v = try value()
                if let x = v.firstIndex(where: { $0 == "x" || $0 == "X" }) {
                    options.width = try number(String(v[..<x]), for: word, in: 1...8192).rounded()
                    options.height = try number(String(v[v.index(after: x)...]), for: word, in: 1...8192).rounded()
                } else {
                    options.size = try number(v, for: word, in: 1...8192).rounded()
                    options.width = nil
                    options.height = nil
                }
            case "--width": options.width = try number(try value(), for: word, in: 1...8192).rounded()
            case "--height": options.height = try number(try value(), for: word, in: 1...8192).rounded()
            case "--weight":
                let v = try value()
                guard let w = SymbolWeight(rawValue: v) else {
                    throw UsageError("--weight \(v): expected one of \(SymbolWeight.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.weight = w
            case "--scale":
                let v = try value()
                guard let s = SymbolScale(rawValue: v) else { throw UsageError("--scale \(v): expected small, medium or large") }
                options.scale = s
            case "--color":
                options.color = try colorOption(try value(), for: word)
                options.colorGiven = true
            case "--background": options.background = try colorOption(try value(), for: word)
            case "--mode": options.mode = try value()
            case "--gradient": options.gradient = true
            case "--palette": options.palette = try value().split(separator: ",").map { try colorOption(String($0), for: word) }
            case "--effect":
                let v = try value()
                do {
                    options.effects = try SymbolEffectSpec.parseList(v)
                } catch let e as SymbolEffectSpecError {
                    throw UsageError("--effect \(e.message)")
                }
                options.effectName = v
            case "--scope":
                let v = try value()
                guard let s = EffectScope(rawValue: v) else { throw UsageError("--scope \(v): expected byLayer, wholeSymbol or individually") }
                options.scope = s
            case "--reversed": options.reversed = true
            case "--pulse": options.pulse = true
            case "--reduce-motion": options.reduceMotion = true
            case "--speed": options.speed = try number(try value(), for: word, in: 0.01...100)
            case "--variable": options.variableDraw = try number(try value(), for: word, in: 0...1)
            case "--value": options.variableValue = try number(try value(), for: word, in: 0...1)
            case "--time": options.time = try number(try value(), for: word, in: 0...100_000)
            case "--strip": options.strip = Int(try number(try value(), for: word, in: 1...64))
            case "--to": options.to = try value()
            case "--events": options.events = true
            case "--from": options.from = try number(try value(), for: word, in: -1000...100_000)
            case "--state": options.state = try value()
            case "--from-state": options.fromState = try value()
            case "-h", "--help":
                options.showsHelp = true
                return options
            default:
                if word.hasPrefix("-") { throw UsageError(RenderHelp.table.unknownOption(word)) }
                guard options.source == nil else {
                    throw UsageError("one symbol at a time (got \(FileName.display(options.source!)) and \(FileName.display(word)))")
                }
                options.source = word
            }
        }
        return options
    }

    /// The image size: `--size WxH` or `--width` and `--height` as given; one of them alone
    /// keeps the viewBox's aspect ratio (rsvg-convert's rule); neither, `--size` square.
    func imageSize(for box: Rect) -> (Int, Int) {
        let aspect = box.width > 0 && box.height > 0 ? box.width / box.height : 1
        // A design box of extreme proportions can make the ratio infinite or not a number.
        func clamp(_ v: Double) -> Int { v.isNaN ? 1 : Int(min(max(v.rounded(), 1), 8192)) }
        switch (width, height) {
        case let (w?, h?): return (clamp(w), clamp(h))
        case let (w?, nil): return (clamp(w), clamp(w / aspect))
        case let (nil, h?): return (clamp(h * aspect), clamp(h))
        case (nil, nil): return (clamp(size), clamp(size))
        }
    }

    /// The placement of a symbol filling a `side`-pixel cell at its centre.
    func placement(side: Double, center: Point) -> SymbolPlacement {
        SymbolPlacement(center: center, pointSize: SymbolPlacement.pointSize(forBoxPixels: side, scale: .large),
                        weight: weight, scale: scale)
    }

    static func number(_ text: String, for option: String, in range: ClosedRange<Double>) throws -> Double {
        guard let v = Double(text), v.isFinite, range.contains(v) else {
            throw UsageError("\(option) \(text): expected a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return v
    }

    /// The tint the symbol is drawn with: `--color`, or black, except that multicolor without
    /// `--color` takes the system-blue accent, as an app that sets no accent colour does.
    var tint: Color {
        colorGiven || mode != "multicolor" ? color : SymbolRenderingMode.defaultAccent
    }

    func renderingMode() throws -> SymbolRenderingMode {
        switch mode ?? (palette.isEmpty ? "monochrome" : "palette") {
        case "monochrome": return .monochrome
        case "hierarchical": return .hierarchical
        case "multicolor": return .multicolor
        case "palette":
            return .palette(palette.isEmpty ? [color, color.withOpacity(0.6), color.withOpacity(0.3)] : palette)
        case let other: throw UsageError("--mode \(other): expected monochrome, hierarchical, palette or multicolor")
        }
    }
}
