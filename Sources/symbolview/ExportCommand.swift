import CommandOptions
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
/// effect, the size, the colours and the placement are worked out by the same code
/// (``ExportOptions``).
func runExport(_ arguments: [String]) -> Int32 {
    var out: String?
    do {
        let parsed = try ExportOptions.parse(arguments)
        if parsed.showsHelp { print(ExportHelp.help); return 0 }
        out = parsed.out
        var options = parsed.render
        guard let source = options.source, let out = parsed.out else { throw UsageError("a symbol and --out are required") }
        guard let format = VectorFormat(fileName: out) else {
            throw UsageError("--out \(FileName.display(out)): the name must end in .json (Lottie), .lottie (dotLottie), .tgs (Telegram sticker) or .svg (animated SVG)")
        }
        let document = try openDocument(source)
        if case .pathAnimation = document {
            throw UsageError("\(FileName.display(source)): GTK path animations are not exported yet; export an SVG or a catalog symbol")
        }
        let loaded = document.still(weight: options.weight, scale: options.scale)
        if SymbolDocument.isFileReference(source) { printWarnings(loaded.warnings, command: "export") }
        let symbol = loaded.symbol
        // A catalog name (`sun.max`) is the name; a file gives its name without the extension.
        let name = SymbolDocument.isFileReference(source)
            ? ((source as NSString).lastPathComponent as NSString).deletingPathExtension : source
        func scene(reduceMotion: Bool) throws -> ExportScene {
            options.reduceMotion = reduceMotion
            return try exportScene(symbol, options: options, fps: parsed.fps, duration: parsed.duration, name: name)
        }
        var main = try scene(reduceMotion: parsed.render.reduceMotion)
        if let dark = parsed.darkColor {
            let light = options.tint
            main.themes = ExportThemes(light: RGBA(light.r, light.g, light.b, light.a), dark: RGBA(dark.r, dark.g, dark.b, dark.a))
        }
        let reduced = format == .svg && !parsed.render.reduceMotion ? try scene(reduceMotion: true) : nil
        let written = try VectorExport.write(main, reducedMotion: reduced, as: format)
        for note in written.notes { printError("symbolview export: warning: \(note)") }
        // A new temporary file beside `--out`, renamed into place: never half a file.
        try OutputFile.write(Array(written.data), to: out)
        let span = written.span
        print("\(FileName.display(out)): \(written.data.count) bytes, \(String(format: "%.3f", span.duration)) s\(span.loops ? " (loops)" : ""), "
              + "\(written.keyframeCount) keyframes from \(written.sampleCount) samples")
        return 0
    } catch let e as UsageError {
        printError("symbolview export: \(e.message)\nsee `symbolview export --help`")
        return 2
    } catch {
        printError("symbolview export: \(FileError.message(for: error, path: out))")
        return 1
    }
}

/// `export`'s command line: its own options, and `render`'s that shape the picture and the
/// effect, read by ``RenderOptions`` so both commands understand them alike.
struct ExportOptions {
    var render = RenderOptions()
    var out: String?
    var fps = 60.0
    var duration: Double?
    /// `--dark-color C`: the tint of the dark theme (dotLottie themes, Lottie slots).
    var darkColor: Color?
    var showsHelp = false

    static func parse(_ arguments: [String]) throws -> ExportOptions {
        var options = ExportOptions()
        var passed: [String] = []
        var words = OptionCursor(arguments)
        let takesValue = Set(ExportHelp.table.filter { $0.value != nil }.map(\.name))
        while let word = words.next() {
            func value() throws -> String { try words.value(for: word, orThrow: UsageError.init) }
            switch word {
            case "--out": options.out = try value()
            case "--fps": options.fps = try RenderOptions.number(try value(), for: word, in: 1...240)
            case "--duration": options.duration = try RenderOptions.number(try value(), for: word, in: 0.001...600)
            case "--dark-color": options.darkColor = try colorOption(try value(), for: word)
            case "-h", "--help": options.showsHelp = true
            case _ where ExportHelp.renderOnly.contains(word):
                throw UsageError("\(word) is render's: export writes the whole animation (see --duration)")
            case _ where word.hasPrefix("-"):
                guard ExportHelp.table.contains(word) else { throw UsageError(ExportHelp.table.unknownOption(word)) }
                passed.append(word)
                if takesValue.contains(word) { passed.append(try value()) }
            default:
                passed.append(word)
            }
        }
        options.render = try RenderOptions.parse(passed)
        return options
    }
}

/// `export`'s options and help.
enum ExportHelp {
    /// `render`'s options that pick one frame or a strip: export writes every frame.
    static let renderOnly: Set<String> = ["--time", "--strip", "--events", "--from", "--state", "--from-state", "--background"]

    static let table: [OptionSpec] = [OptionSpec("--out", "FILE"), OptionSpec("--fps", "N"), OptionSpec("--duration", "S"),
                                      OptionSpec("--dark-color", "C")]
        + RenderHelp.table.filter { !renderOnly.contains($0.name) && $0.name != "--out" }

    static let help = """
        usage: symbolview export NAME|FILE.svg --out FILE.json|FILE.lottie|FILE.tgs|FILE.svg [--effect SPEC]
               [--size PX|WxH] [--width W] [--height H] [--weight W] [--scale S] [--color C] [--mode M]
               [--palette C,C,C] [--scope S] [--reversed] [--pulse] [--reduce-motion] [--speed X]
               [--gradient] [--variable V] [--value V] [--to NAME] [--fps N] [--duration S] [--dark-color C]

          NAME|FILE.svg    a catalog symbol (`symbolview list`) or an SVG file or SF Symbols template
          --out FILE       the animation to write; its extension picks the format:
                           .json Lottie, .lottie dotLottie, .tgs Telegram sticker, .svg animated SVG
          --effect E       as `render --effect` (default none), triggered at t = 0
          --fps N          the Lottie frame rate, 1 to 240 (default 60)
          --duration S     seconds to export (default: the effect's own length; one cycle of an
                           effect that never ends, marked to loop)
          --dark-color C   the tint in dark appearance: a .lottie gets a light theme (--color)
                           and a dark one, a Lottie binds its tinted colours to slots, an SVG
                           switches under prefers-color-scheme: dark (default: no themes)
          --size PX|WxH, --width W, --height H, --weight W, --scale S, --color C, --mode M,
          --palette C,C,C, --gradient, --scope S, --reversed, --pulse, --reduce-motion, --speed X,
          --variable V, --value V, --to NAME: as `render`

        At every time t a player shows what `symbolview render NAME --effect E` draws at that time with
        the same options (for an effect that never ends, once its start-up blend and its first cycle are
        over). An animated SVG also carries the effect's Reduce Motion form, played under
        prefers-reduced-motion.
        What a format cannot express is printed as a warning.
        """
}

/// The scene `render` would draw with `options`: the symbol (and with `--to` the one replacing
/// it) placed and coloured as `render` places and colours it.
private func exportScene(_ symbol: Symbol, options: RenderOptions, fps: Double, duration: Double?, name: String) throws -> ExportScene {
    let (width, height) = options.imageSize(for: symbol.viewBox)
    let (animation, incoming) = try options.replacing(leaving: symbol)
    return ExportScene.placed(symbol, animation: animation, incoming: incoming, width: width, height: height,
                              weight: options.weight, scale: options.scale, mode: try options.renderingMode(),
                              tint: options.tint, gradient: options.gradient, speed: options.speed, fps: fps, duration: duration, name: name)
}
