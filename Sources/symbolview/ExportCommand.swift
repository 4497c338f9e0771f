import FileAccess
import Foundation
import Geometry
import Raster
import SVGLoader
import Scenes
import SymbolEffects
import SymbolExport
import SymbolModel
import SymbolRendering

/// `symbolview export NAME|FILE.svg --effect SPEC --out FILE.json|.lottie|.tgs|.svg`: writes a
/// symbol's effect as a vector animation that players show as `render` draws it.
///
/// The options are `render`'s where they apply, read into the same ``RenderOptions``, so the
/// effect, the size, the colours and the placement are worked out by the same code.
func runExport(_ arguments: [String]) -> Int32 {
    let usage = """
        usage: symbolview export NAME|FILE.svg --out FILE.json|FILE.lottie|FILE.tgs|FILE.svg [--effect SPEC]
               [--size PX|WxH] [--weight W] [--scale S] [--color C] [--mode M] [--palette C,C,C] [--scope S]
               [--reversed] [--pulse] [--reduce-motion] [--speed X] [--variable V] [--value V] [--to NAME]
               [--fps N] [--duration S]
        """
    let help = usage + """


          NAME|FILE.svg    a catalog symbol (`symbolview list`) or an SVG file or SF Symbols template
          --out FILE       the animation to write; its extension picks the format:
                           .json Lottie, .lottie dotLottie, .tgs Telegram sticker, .svg animated SVG
          --effect E       as `render --effect` (default none), triggered at t = 0
          --fps N          the Lottie frame rate, 1 to 240 (default 60)
          --duration S     seconds to export (default: the effect's own length; one cycle of an
                           effect that never ends, marked to loop)
          --size, --width, --height, --weight, --scale, --color, --mode, --palette, --scope,
          --reversed, --pulse, --reduce-motion, --speed, --variable, --value, --to: as `render`

        At every time t a player shows what `symbolview render NAME --effect E --time t` draws with the
        same options (for an effect that never ends, from the end of its start-up blend). An animated
        SVG also carries the effect's Reduce Motion form, played under prefers-reduced-motion.
        What a format cannot express is printed as a warning.
        """
    var options = RenderOptions()
    var out: String?
    var fps = 60.0
    var duration: Double?
    var words = OptionCursor(arguments)
    do {
        while let word = words.next() {
            func value() throws -> String { try words.value(for: word, orThrow: UsageError.init) }
            switch word {
            case "--out": out = try value()
            case "--fps": fps = try RenderOptions.number(try value(), for: word, in: 1...240)
            case "--duration": duration = try RenderOptions.number(try value(), for: word, in: 0.001...600)
            case "--size":
                let v = try value()
                if let x = v.firstIndex(where: { $0 == "x" || $0 == "X" }) {
                    options.width = try RenderOptions.number(String(v[..<x]), for: word, in: 1...8192).rounded()
                    options.height = try RenderOptions.number(String(v[v.index(after: x)...]), for: word, in: 1...8192).rounded()
                } else {
                    options.size = try RenderOptions.number(v, for: word, in: 1...8192).rounded()
                }
            case "--width": options.width = try RenderOptions.number(try value(), for: word, in: 1...8192).rounded()
            case "--height": options.height = try RenderOptions.number(try value(), for: word, in: 1...8192).rounded()
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
            case "--color": options.color = try colorOption(try value(), for: word)
            case "--mode": options.mode = try value()
            case "--palette": options.palette = try value().split(separator: ",").map { try colorOption(String($0), for: word) }
            case "--effect": options.effect = try value()
            case "--scope":
                let v = try value()
                guard let s = EffectScope(rawValue: v) else { throw UsageError("--scope \(v): expected byLayer, wholeSymbol or individually") }
                options.scope = s
            case "--reversed": options.reversed = true
            case "--pulse": options.pulse = true
            case "--reduce-motion": options.reduceMotion = true
            case "--speed": options.speed = try RenderOptions.number(try value(), for: word, in: 0.01...100)
            case "--variable": options.variable = try RenderOptions.number(try value(), for: word, in: 0...1)
            case "--value": options.value = try RenderOptions.number(try value(), for: word, in: 0...1)
            case "--to": options.to = try value()
            case "-h", "--help": print(help); return 0
            default:
                if word.hasPrefix("-") { throw UsageError(OptionCursor.unknownOption(word, usage: help)) }
                guard options.source == nil else { throw UsageError("one symbol at a time (got \(options.source!) and \(word))") }
                options.source = word
            }
        }
        guard let source = options.source, let out else { throw UsageError("a symbol and --out are required") }
        guard let format = VectorFormat(fileName: out) else {
            throw UsageError("--out \(FileName.display(out)): the name must end in .json (Lottie), .lottie (dotLottie), .tgs (Telegram sticker) or .svg (animated SVG)")
        }
        if source.lowercased().hasSuffix(".gpa") {
            throw UsageError("\(FileName.display(source)): GTK path animations are not exported yet; export an SVG or a catalog symbol")
        }
        let symbol = try loadSymbol(source, weight: options.weight, scale: options.scale)
        // A catalog name (`sun.max`) is the name; a file gives its name without the extension.
        let isFile = source.contains("/") || source.lowercased().hasSuffix(".svg")
        let name = isFile ? ((source as NSString).lastPathComponent as NSString).deletingPathExtension : source
        func scene(reduceMotion: Bool) throws -> ExportScene {
            var o = options
            o.reduceMotion = reduceMotion
            return try exportScene(symbol, options: o, fps: fps, duration: duration, name: name)
        }
        let main = try scene(reduceMotion: options.reduceMotion)
        let reduced = format == .svg && !options.reduceMotion ? try scene(reduceMotion: true) : nil
        let written = try VectorExport.write(main, reducedMotion: reduced, as: format)
        for note in written.notes {
            FileHandle.standardError.write("symbolview export: warning: \(note)\n".data(using: .utf8)!)
        }
        // A new temporary file beside `--out`, renamed into place: never half a file.
        try OutputFile.write(Array(written.data), to: out)
        let span = written.span
        print("\(FileName.display(out)): \(written.data.count) bytes, \(String(format: "%.3f", span.duration)) s\(span.loops ? " (loops)" : ""), "
              + "\(written.keyframeCount) keyframes from \(written.sampleCount) samples")
        return 0
    } catch let e as UsageError {
        FileHandle.standardError.write("symbolview export: \(e.message)\n\(usage)\n".data(using: .utf8)!)
        return 2
    } catch {
        FileHandle.standardError.write("symbolview export: \(FileError.message(for: error, path: out))\n".data(using: .utf8)!)
        return 1
    }
}

/// The scene `render` would draw with `options`: the symbol (and with `--to` the one replacing
/// it) placed and coloured as `render` places and colours it.
private func exportScene(_ symbol: Symbol, options: RenderOptions, fps: Double, duration: Double?, name: String) throws -> ExportScene {
    let (width, height) = options.imageSize(for: symbol.viewBox)
    let box = symbol.viewBox
    let fit = box.width > 0 && box.height > 0
        ? min(Double(width) / box.width, Double(height) / box.height) * max(box.width, box.height)
        : Double(min(width, height))
    let placement = SymbolPlacement(center: Point(Double(width) / 2, Double(height) / 2),
                                    pointSize: SymbolPlacement.pointSize(forBoxPixels: fit, scale: .large),
                                    weight: options.weight, scale: options.scale)
    let (animation, incoming) = try options.replacing(try options.animation(), leaving: symbol)
    let mode = try options.renderingMode()
    let tint = options.color
    let levelPaint: @Sendable (HierarchyLevel) -> (color: RGBA, opacity: Double) = { level in
        let (c, opacity) = mode.style(for: level, tint: tint)
        return (RGBA(c.r, c.g, c.b, c.a), opacity)
    }
    func part(_ s: Symbol, _ a: SymbolAnimation) -> ExportScene.Part {
        ExportScene.Part(symbol: s, animation: a, toPixels: placement.transform(for: s),
                         strokeScale: placement.weight.strokeScale, levelPaint: levelPaint)
    }
    var parts = [part(symbol, animation)]
    if let (arriving, its) = incoming { parts.append(part(arriving.symbol, its)) }
    return ExportScene(width: width, height: height, parts: parts, fps: fps, duration: duration, name: name)
}
