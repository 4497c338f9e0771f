import CommandOptions
import FileAccess
import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolKit
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
    // A seed demo as a web page is a command of its own (ExportSceneCommand.swift).
    if arguments.contains("--scene") { return runExportScene(arguments) }
    var out: String?
    do {
        let parsed = try ExportOptions.parse(arguments)
        if parsed.showsHelp { print(ExportHelp.help + "\n\n" + ExportSceneHelp.help); return 0 }
        out = parsed.out
        var options = parsed.render
        guard let source = options.source, let out = parsed.out else { throw UsageError("a symbol and --out are required") }
        // An HTML fragment is the animated SVG inline (and a toggle's checkbox around it).
        let isFragment = (out as NSString).pathExtension.lowercased() == "html"
        guard let format = isFragment ? .svg : VectorFormat(fileName: out) else {
            throw UsageError("--out \(FileName.display(out)): the name must end in .json (Lottie), .lottie (dotLottie), .tgs (Telegram sticker), .svg (animated SVG), .html (an HTML fragment with the SVG inline) or .gpa (GTK path animation)")
        }
        let trigger = parsed.trigger
        if trigger != .load {
            if format == .telegramSticker || format == .gpa {
                throw UsageError("--trigger \(trigger.rawValue): a .\(format.rawValue) file plays on loading only; triggers are written to .svg, .html, .json and .lottie")
            }
            if trigger == .toggle, format == .svg, !isFragment {
                throw UsageError("--trigger toggle: an SVG has no control to toggle it; write --out FILE.html (the SVG with a checkbox) or .json/.lottie (on and off markers)")
            }
            if parsed.duration != nil {
                throw UsageError("--duration: not taken with --trigger \(trigger.rawValue); each segment lasts as long as its motion")
            }
        }
        try refuseReplacingSource([source] + [options.to].compactMap { $0 }, out: out, force: options.force)
        for note in options.scopeNotes { printError("symbolview export: note: \(note)") }
        let document = try openDocument(source)
        // A catalog name (`sun.max`) is the name; a file gives its name without the extension.
        let name = SymbolDocument.isFileReference(source)
            ? ((source as NSString).lastPathComponent as NSString).deletingPathExtension : source
        if SymbolDocument.isFileReference(source) { printWarnings(document.warnings, command: "export") }
        var notes: [String] = []
        if case .pathAnimation(let gpa) = document {
            if format == .gpa {
                throw UsageError("--out \(FileName.display(out)): the source is a GTK path animation already; export it as .json, .lottie, .tgs or .svg")
            }
            if options.gradient {
                // The export splits a path drawn in pieces into layers of their own, whose boxes are not
                // the path's: a ramp over them would not be the one `render FILE.gpa --gradient` draws.
                throw UsageError("--gradient: not exported for a .gpa source; export it flat, or render it with --gradient")
            }
            notes = GPAExportPart.notes(for: gpa.icon)
        }
        // A symbol is exported with an effect (`none` for a still on purpose); a .gpa plays its
        // states (--state on a symbol is refused below, by what it is).
        if document.kind != .pathAnimation && !parsed.effectGiven && options.state == nil && options.fromState == nil {
            throw UsageError(ExportHelp.effectRequired)
        }
        func scene(reduceMotion: Bool) throws -> ExportScene {
            options.reduceMotion = reduceMotion
            return try exportScene(of: document, options: options, fps: parsed.fps, duration: parsed.duration, name: name)
        }
        var main = try scene(reduceMotion: parsed.render.reduceMotion)
        main.label = parsed.label
        // A loop cut at a length that is not a whole number of its periods jumps where it repeats.
        let span = main.scheduledSpan
        if span.loops, trigger == .load {
            if format == .telegramSticker && span.duration > TelegramSticker.maxSeconds {
                throw UsageError("--out \(FileName.display(out)): one period of this effect is \(String(format: "%.3f", span.duration)) s, "
                                 + "longer than a sticker may last (\(TelegramSticker.maxSeconds) s), so it cannot loop without a jump; "
                                 + "try --speed \(String(format: "%.2f", options.speed * span.duration / TelegramSticker.maxSeconds * 1.01)) or a .json export")
            }
            if let given = parsed.duration { main.duration = wholeLoopDuration(given, period: span.duration, command: "export") }
        }
        if !parsed.darkPalette.isEmpty {
            // Only a palette has colours of its own to change in the dark.
            guard case .palette = try options.renderingMode() else {
                throw UsageError("--dark-palette: only palette rendering (--palette or --mode palette) has a palette to darken; use --dark-color for the tint")
            }
            guard parsed.darkColor == nil else {
                throw UsageError("--dark-palette and --dark-color: the dark palette's first colour is the dark primary; give one of them")
            }
        }
        if let dark = parsed.darkColor ?? parsed.darkPalette.first {
            let light = options.tint
            func rgba(_ c: Color) -> RGBA { RGBA(c.r, c.g, c.b, c.a) }
            main.themes = ExportThemes(light: rgba(light), dark: rgba(dark), darkPalette: parsed.darkPalette.map(rgba))
        }
        if parsed.currentColor {
            // Only a page has a text colour to follow.
            guard format == .svg else {
                throw UsageError("--current-color: only an animated SVG (.svg) can follow the text colour of the page it is in; "
                                 + "\(FileName.display(out)) is drawn in --color")
            }
            guard parsed.darkColor == nil, parsed.darkPalette.isEmpty else {
                throw UsageError("--current-color and --dark-color: the page's text colour already follows its appearance; give one of them")
            }
            main.followsCurrentColor = true
        }
        // Ids, classes and keyframe names start with a prefix of their own, from the output's name
        // and the content unless --id-prefix gives it, so exports inlined in one page stay apart.
        main.idPrefix = parsed.idPrefix.map(ExportIDPrefix.given)
            ?? .derived(stem: ((out as NSString).lastPathComponent as NSString).deletingPathExtension)
        var reduced = format == .svg && !parsed.render.reduceMotion ? try scene(reduceMotion: true) : nil
        if span.loops, parsed.duration != nil { reduced?.duration = main.duration }
        var history: String?
        if trigger != .load {
            if span.duration == 0, !span.loops {
                throw UsageError("--trigger \(trigger.rawValue): the effect does not move, so there is nothing to play")
            }
            do {
                if trigger == .toggle {
                    let times = try main.toggleTimes(), states = try main.toggleStates()
                    let t = { (v: Double) in ExportNumber.text(v) }
                    // The keys `record` takes: Space between a symbol's two states, a .gpa state's number.
                    let key = { (state: String) in document.kind == .pathAnimation ? (state == "-1" ? "minus" : state) : "space" }
                    history = "toggle: off is the effect switched at \(t(times.off)) s, on is it switched back at \(t(times.on)) s "
                        + "(`symbolview record` with --keys \"\(t(times.off)):\(key(states.off)),\(t(times.on)):\(key(states.on))\" films the same)"
                }
                main = try main.triggered(trigger, label: parsed.label)
                reduced = try reduced?.triggered(trigger, label: parsed.label)
            } catch let refusal as ExportTriggerError {
                throw UsageError(refusal.description)
            }
        }
        if format == .gpa {
            // GTK's format has draw transitions only: what it cannot say is refused, naming the effect.
            let written: GPAWriter.Output
            do { written = try GPAWriter().write(main) } catch let refusal as GPAWriter.Refusal {
                throw UsageError("--effect \(options.effectName) to \(FileName.display(out)): \(refusal.description)")
            }
            for note in written.notes { printError("symbolview export: warning: \(note)") }
            try OutputFile.write(Array(written.text.utf8), to: out)
            print("\(FileName.display(out)): \(written.text.utf8.count) bytes, \(written.transitionCount) transitions, "
                  + "\(String(format: "%.3f", written.span.duration)) s; plays with --from-state \(written.from) --state \(written.from == 0 ? -1 : 0)")
            return 0
        }
        let written = isFragment ? try VectorExport.writeFragment(main, reducedMotion: reduced)
                                 : try VectorExport.write(main, reducedMotion: reduced, as: format)
        try save(written, to: out, notes: notes, segments: main.segments)
        if let history { print(history) }
        return 0
    } catch {
        return exportFailure(error, out: out)
    }
}

/// What `export` (and `export --scene`) says of an error and the status it exits with: a
/// usage mistake with the pointer to the help (2), anything else named by its file (1).
func exportFailure(_ error: Error, out: String?) -> Int32 {
    if let e = error as? UsageError {
        printError("symbolview export: \(e.message)\nsee `symbolview export --help`")
        return 2
    }
    printError("symbolview export: \(FileError.message(for: error, path: out))")
    return 1
}

/// Writes `written` to `out` (a new temporary file beside it, renamed into place: never half a
/// file), its notes as warnings, and a line saying what it holds.
private func save(_ written: VectorExport.Written, to out: String, notes: [String] = [], segments: [ExportSegment] = []) throws {
    for note in notes + written.notes { printError("symbolview export: warning: \(note)") }
    try OutputFile.write(Array(written.data), to: out)
    let span = written.span
    let length = segments.isEmpty
        ? "\(String(format: "%.3f", span.duration)) s\(span.loops ? " (loops)" : "")"
        : segments.map { "\($0.name) \(String(format: "%.3f", $0.duration)) s\($0.loops ? " (loops)" : "")" }.joined(separator: ", ")
    print("\(FileName.display(out)): \(written.data.count) bytes, \(length), "
          + "\(written.keyframeCount) keyframes from \(written.sampleCount) samples")
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
    /// `--dark-palette C,C,C`: a palette's colours in the dark appearance.
    var darkPalette: [Color] = []
    /// `--id-prefix P`: what every id, class and keyframe name of an SVG starts with.
    var idPrefix: String?
    /// `--trigger T`: what starts the animation (default `load`, a film).
    var trigger = ExportTrigger.load
    /// `--label TEXT`: the symbol's accessible name (default: its name).
    var label: String?
    /// `--current-color`: the SVG's tint follows the page's text colour (CSS `currentColor`).
    var currentColor = false
    var showsHelp = false
    /// Whether `--effect` was given: a symbol is exported only with an effect, `none` for a still.
    var effectGiven = false

    static func parse(_ arguments: [String]) throws -> ExportOptions {
        var options = ExportOptions()
        var passed: [String] = []
        var sizeGiven = false
        var words = OptionCursor(arguments)
        let takesValue = Set(ExportHelp.table.filter { $0.value != nil }.map(\.name))
        while let word = words.next() {
            func value() throws -> String { try words.value(for: word, orThrow: UsageError.init) }
            switch word {
            case "--out": options.out = try value()
            case "--fps": options.fps = try RenderOptions.number(try value(), for: word, in: 1...240)
            case "--duration": options.duration = try RenderOptions.number(try value(), for: word, in: 0.001...600)
            case "--dark-color": options.darkColor = try colorOption(try value(), for: word)
            case "--dark-palette": options.darkPalette = try value().split(separator: ",").map { try colorOption(String($0), for: word) }
            case "--id-prefix":
                let prefix = try value()
                if let problem = ExportIDPrefix.problem(with: prefix) { throw UsageError("--id-prefix: \(problem)") }
                options.idPrefix = prefix
            case "--trigger":
                let name = try value()
                guard let trigger = ExportTrigger(rawValue: name) else {
                    throw UsageError("--trigger \(name.terminalSafe): one of \(ExportTrigger.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.trigger = trigger
            case "--label": options.label = try value()
            case "--current-color": options.currentColor = true
            case "-h", "--help": options.showsHelp = true
            case _ where ExportHelp.renderOnly.contains(word):
                throw UsageError("\(word) is render's: export writes the whole animation (see --duration)")
            case _ where word.hasPrefix("-"):
                guard ExportHelp.table.contains(word) else { throw UsageError(ExportHelp.table.unknownOption(word)) }
                if word == "--effect" { options.effectGiven = true }
                if ["--size", "--width", "--height"].contains(word) { sizeGiven = true }
                passed.append(word)
                if takesValue.contains(word) { passed.append(try value()) }
            default:
                passed.append(word)
            }
        }
        options.render = try RenderOptions.parse(passed)
        // A Telegram sticker has one size, so it is the default; another is refused with the reason.
        if let out = options.out, VectorFormat(fileName: out) == .telegramSticker {
            let side = TelegramSticker.side
            let (w, h) = options.render.imageSize(for: Rect(x: 0, y: 0, width: Double(side), height: Double(side)))
            if sizeGiven && (w != side || h != side) {
                throw UsageError("--size \(w)x\(h): a Telegram sticker (.tgs) is always \(side)x\(side) pixels; leave --size out")
            }
            options.render.size = Double(side)
        }
        return options
    }
}

/// `export`'s options and help.
enum ExportHelp {
    /// `render`'s options that pick one frame or a strip: export writes every frame.
    static let renderOnly: Set<String> = ["--time", "--strip", "--events", "--from", "--background"]

    /// The refusal of `export` without `--effect`, with the effects there are.
    static var effectRequired: String {
        "--effect is required: export writes an effect as an animation; one of "
            + SymbolEffect.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            + " (with options, e.g. bounce.up.byLayer; replace takes --to NAME), or --effect none for a still"
    }

    static let table: [OptionSpec] = [OptionSpec("--out", "FILE"), OptionSpec("--fps", "N"), OptionSpec("--duration", "S"),
                                      OptionSpec("--dark-color", "C"), OptionSpec("--dark-palette", "C,C,C"), OptionSpec("--current-color"), OptionSpec("--id-prefix", "P"),
                                      OptionSpec("--trigger", "T"), OptionSpec("--label", "TEXT")]
        + RenderHelp.table.filter { !renderOnly.contains($0.name) && $0.name != "--out" }

    static let help = """
        usage: symbolview export NAME|FILE.svg --effect SPEC --out FILE.json|FILE.lottie|FILE.tgs|FILE.svg|FILE.html|FILE.gpa
               [--size PX|WxH] [--width W] [--height H] [--weight W] [--scale S] [--color C] [--mode M]
               [--palette C,C,C] [--scope S] [--reversed] [--pulse] [--reduce-motion] [--speed X]
               [--gradient] [--variable V] [--value V] [--to NAME] [--fps N] [--duration S]
               [--dark-color C | --dark-palette C,C,C | --current-color] [--id-prefix P]
               [--trigger load|hover|focus|toggle] [--label TEXT] [--force]
               symbolview export FILE.gpa --out FILE.json|FILE.lottie|FILE.tgs|FILE.svg|FILE.html [--state N] [--from-state M]
               [--size PX|WxH] [--weight W] [--color C] [--mode M] [--reduce-motion] [--fps N] [--duration S] [--trigger T]

          NAME|FILE.svg    a catalog symbol (`symbolview list`) or an SVG file or SF Symbols template
          FILE.gpa         a GTK path animation, played from --from-state to --state as `render` plays it
          --out FILE       the animation to write; its extension picks the format:
                           .json Lottie, .lottie dotLottie, .tgs Telegram sticker, .svg animated SVG,
                           .html an HTML fragment to paste into a page (the SVG inline; with
                           --trigger toggle, a checkbox that toggles it),
                           .gpa GTK path animation (draws only: Draw On/Off in every scope and their
                           Reduce Motion fades; other effects are refused, naming what GTK cannot say)
          --effect E       as `render --effect`, triggered at t = 0; required for a symbol
                           (`--effect none` exports it still), not taken by a .gpa file
          --state N        for a .gpa file: the state it switches to at t = 0 (default: its gpa:state)
          --from-state M   for a .gpa file: the state it switches from (default: --state, no switch)
          --fps N          the Lottie frame rate, 1 to 240 (default 60)
          --duration S     seconds to export (default: the effect's own length; one cycle of an
                           effect that never ends, marked to loop)
          --dark-color C   the tint in dark appearance: a .lottie gets a light theme (--color)
                           and a dark one, an SVG switches under prefers-color-scheme: dark
                           (default: no dark theme). Without it too, an SVG's colours are CSS
                           custom properties a page can set, and a Lottie's are slots (tint,
                           tint-2, tint-3); see docs/export.md, Themes
          --dark-palette C,C,C
                           with --palette: the palette in dark appearance, as --dark-color
                           gives the tint (its first colour is the dark primary)
          --current-color  an .svg's tint follows the page's text colour (CSS currentColor), as
                           an icon font's glyphs do
          --id-prefix P    what every id, class and keyframe name in an .svg (and every layer
                           name and asset id in a Lottie) starts with, so exports inlined in
                           one page never collide (default: the --out name and a hash of the
                           content, e.g. bell-1f3a9c2e-)
          --trigger T      what starts the animation: load (default: plays on loading), hover
                           (plays on pointer entry), focus (plays on keyboard focus), toggle
                           (an .html checkbox switches the effect off and on); an .svg rests in
                           the end pose until triggered; a .json/.lottie gets markers instead
                           (play; on, off; intro, loop); not for .tgs or .gpa
          --label TEXT     the accessible name: the SVG's title and aria-label, the toggle's
                           checkbox (default: the symbol's name)
          --size PX|WxH    as `render`; a .tgs sticker is always 512x512 (its default)
          --width W, --height H, --weight W, --scale S, --color C, --mode M,
          --palette C,C,C, --gradient, --scope S, --reversed, --pulse, --reduce-motion, --speed X,
          --variable V, --value V, --to NAME, --force: as `render` (--force: write --out even
          when it is the source file itself)

        At every time t a player shows what `symbolview render NAME --effect E` (or `render FILE.gpa
        --from-state M --state N`) draws at that time with the same options (for an effect or a loop that
        never ends, once its start-up blend and its first cycle are over). An animated SVG also carries
        the Reduce Motion form, played under prefers-reduced-motion. What a format cannot express is
        printed as a warning. A written .gpa plays from state -1 to 0 (a draw-on) or from 0 to -1
        (a draw-off), as it prints.
        """
}

/// The scene `render` would draw with `options`: the document posed as `render` poses it (with
/// `--to`, the symbol replacing it too), placed and coloured as `render` places and colours it.
private func exportScene(of document: SymbolDocument, options: RenderOptions, fps: Double, duration: Double?,
                         name: String) throws -> ExportScene {
    let (timeline, incoming) = try options.timelines(of: document)
    let (width, height) = options.imageSize(for: timeline.symbol.viewBox)
    return ExportScene.placed(timeline, incoming: incoming, width: width, height: height, weight: options.weight,
                              scale: options.scale, mode: try options.renderingMode(), tint: options.tint(for: timeline),
                              gradient: options.gradient, fps: fps, duration: duration, name: name)
}
