import FileAccess
import Foundation
import Geometry
import PNGCodec
import Raster
import SVGLoader
import Scenes
import SymbolEffects
import SymbolModel
import SymbolRendering

/// `symbolview render NAME|FILE.svg --out FILE.png [options]`: renders one frame of a symbol,
/// `--time` seconds after its effect started, for scripts, checks and the docs' filmstrips.
///
/// The image is `--size` pixels square, or `--size WxH`; `--width` or `--height` alone keep the
/// viewBox's aspect ratio, as rsvg-convert does. The symbol's viewBox fits the image (scaled
/// uniformly, centred: `preserveAspectRatio="xMidYMid meet"`) at the large scale, so a plain SVG
/// renders like rsvg-convert or resvg at that size; the medium and small scales draw it smaller
/// around the centre. An effect that carries the drawing beyond its viewBox (a bounce) gets the
/// room it needs instead (``MotionRoom``). With `--strip N` the image holds N frames side by
/// side, an eighth of a frame apart (``StripLayout``), at evenly spaced times from 0 to `--time`.
func runRender(_ arguments: [String]) -> Int32 {
    let usage = """
        usage: symbolview render NAME|FILE.svg --out FILE.png [--size PX|WxH] [--width W] [--height H] [--weight W] [--scale S]
               [--color C] [--background C] [--mode monochrome|hierarchical|palette] [--palette C,C,C]
               [--effect none|drawOn|drawOff|breathe|rotate|both|SPEC] [--scope byLayer|wholeSymbol|individually]
               (SPEC in SwiftUI's spelling: bounce.up.byLayer, wiggle.left, pulse.wholeSymbol, scale.up, appear.down, …)
               [--reversed] [--pulse] [--reduce-motion] [--speed X] [--variable V] [--value V] [--time T] [--strip N]
               [--to NAME] (with --effect replace…: NAME replaces the symbol)
               [--events [--from F]] (no --out needed: print the effect's events from F (default 0) to --time
               (default 5 s), both included, as JSON lines, instead of drawing)
        usage: symbolview render FILE.gpa --out FILE.png [--state N] [--from-state M] [--time T] [--strip N]
               [--size …] [--weight W] [--color C] [--background C] [--reduce-motion]
        """
    let help = usage + """


          NAME|FILE.svg      a catalog symbol (`symbolview list`) or an SVG file
          --out FILE.png     the image to write (required)
          --size PX|WxH      the image size in pixels: a square, or width x height (default 128)
          --width W          the width; alone, the height follows the symbol's aspect ratio
          --height H         the height; alone, the width follows the symbol's aspect ratio
          --weight W         ultralight … black (default regular)
          --scale S          the symbol scale: small, medium or large (default large); the image
                             size sets the pixels
          --color C          the symbol's colour, a CSS colour (default black)
          --background C     the image's background, a CSS colour or none (default none: transparent)
          --mode M           monochrome, hierarchical or palette (default monochrome, or palette
                             with --palette)
          --palette C,C,C    the palette mode's colours, one per layer level
          --effect E         none (default), drawOn, drawOff, breathe, rotate, both, or a SwiftUI
                             spec such as bounce.up.byLayer, triggered at t = 0
          --scope S          byLayer, wholeSymbol or individually (default: the effect's own)
          --reversed         play the draw in reverse order of layers (default off)
          --pulse            breathe with pulse instead of scale (default off)
          --reduce-motion    the Reduce Motion version of the effect (default off)
          --speed X          the effect's speed multiplier, 0.01 to 100 (default 1)
          --variable V       Variable Color's value, 0 to 1 (default: none)
          --time T           seconds after the effect started (default 0; with --strip, the
                             strip's end, by default when the draw looks done or 2 s)
          --strip N          N frames side by side with a gap between them, evenly spaced
                             from 0 to --time, 1 to 64 (default 1)
          --to NAME          with --effect replace…: the symbol that replaces this one
          --value V          the static variable value, 0 to 1: variable layers below their
                             threshold are dimmed (default: none)
          --events           print the effect's events as JSON lines instead of drawing
                             (no --out needed; default off)
          --from F           with --events: the window's start in seconds (default 0; its end
                             is --time, default 5)
          --state N          for a .gpa file: the state to show, -1 to 63 or a state name
                             (default: the file's gpa:state)
          --from-state M     for a .gpa file: the state it switched from at time 0 (default:
                             --state itself, so nothing transitions)

        A GTK path animation (FILE.gpa, docs/formats.md) is drawn in state --state (default: its
        gpa:state) --time seconds after switching to it from --from-state (default: the same
        state, so nothing transitions and --time runs its loops). -1 is the unset state: --from-state
        -1 --state 0 draws the icon in, --from-state 0 --state -1 draws it out. A state is a number
        from -1 to 63 or a name from gpa:state-names.
        """
    var options = RenderOptions()
    var words = OptionCursor(arguments)
    do {
        while let word = words.next() {
            func value() throws -> String { try words.value(for: word, orThrow: UsageError.init) }
            switch word {
            case "--out": options.out = try pngOutput(try value())
            case "--size":
                let v = try value()
                if let x = v.firstIndex(where: { $0 == "x" || $0 == "X" }) {
                    options.width = try RenderOptions.number(String(v[..<x]), for: word, in: 1...8192).rounded()
                    options.height = try RenderOptions.number(String(v[v.index(after: x)...]), for: word, in: 1...8192).rounded()
                } else {
                    options.size = try RenderOptions.number(v, for: word, in: 1...8192).rounded()
                    options.width = nil
                    options.height = nil
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
            case "--background": options.background = try colorOption(try value(), for: word)
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
            case "--time": options.time = try RenderOptions.number(try value(), for: word, in: -1000...100_000)
            case "--strip": options.strip = Int(try RenderOptions.number(try value(), for: word, in: 1...64))
            case "--to": options.to = try value()
            case "--events": options.events = true
            case "--from": options.from = try RenderOptions.number(try value(), for: word, in: -1000...100_000)
            case "--state": options.state = try value()
            case "--from-state": options.fromState = try value()
            case "-h", "--help": print(help); return 0
            default:
                if word.hasPrefix("-") { throw UsageError(OptionCursor.unknownOption(word, usage: help)) }
                guard options.source == nil else {
                    throw UsageError("one symbol at a time (got \(FileName.display(options.source!)) and \(FileName.display(word)))")
                }
                options.source = word
            }
        }
        if options.events, let source = options.source {
            try printEvents(of: try loadSymbol(source, weight: options.weight, scale: options.scale), options: options)
            return 0
        }
        guard let source = options.source, let out = options.out else { throw UsageError("a symbol and --out are required") }
        if source.lowercased().hasSuffix(".gpa") { return try renderGPA(source, options: options, out: out) }
        if options.state != nil || options.fromState != nil {
            throw UsageError("--state and --from-state are for .gpa files (GTK path animations)")
        }
        let symbol = try loadSymbol(source, weight: options.weight, scale: options.scale)
        let (cellWidth, cellHeight) = options.imageSize(for: symbol.viewBox)
        // One canvas holds the whole strip (8192 px × 64 frames would ask for 17 GB), and the PNG
        // encoder copies it once more: 8192² pixels is 256 MB each.
        let strip = StripLayout(cellWidth: cellWidth, cellHeight: cellHeight, frames: options.strip)
        if strip.width * cellHeight > 8192 * 8192 {
            throw UsageError("an image \(cellWidth)x\(cellHeight) × --strip \(options.strip) makes \(strip.width)x\(cellHeight) "
                             + "(\(strip.width * cellHeight) pixels); keep it within 8192x8192 pixels in all")
        }
        // The cost estimate works on a square of the image's larger side, an upper bound.
        options.size = Double(max(cellWidth, cellHeight))
        let single = try options.animation()
        // `--effect replace… --to NAME`: NAME arrives as the symbol leaves, drawn in the same place.
        let (animation, incoming) = try options.replacing(single, leaving: symbol)
        let mode = try options.renderingMode()

        let prepared = PreparedSymbol(symbol)
        let animator = SymbolAnimator(symbol: symbol)
        let arriving = incoming.map { (animator: SymbolAnimator(symbol: $0.0.symbol), animation: $0.1) }
        let frames = options.strip
        try options.checkCost(of: prepared, source: source)
        let span = options.stripSpan(of: prepared, animator: animator, animation: animation)
        // Every frame's pose, worked out once; the bands below only draw.
        let poses = (0..<frames).map { k -> (SymbolState, SymbolState?) in
            let t = frames == 1 ? options.time ?? 0 : span * Double(k) / Double(frames - 1)
            return (animator.state(of: animation, at: t), arriving.map { $0.animator.state(of: $0.animation, at: t) })
        }
        // Each frame frames the motion's room, not just the viewBox: a still gets the whole
        // effect's room (as every frame of a strip does), so its time does not change its size.
        let room = frames > 1 ? MotionRoom(symbol, poses: poses.map(\.0))
            : MotionRoom(symbol, poses: MotionRoom.times(through: options.time ?? 0, minimum: 2 / options.speed).map {
                animator.state(of: animation, at: $0)
            })
        let (weight, scale, tint) = (options.weight, options.scale, options.color)
        // A large image is drawn in bands on every core (BandedDrawing); `top` is the band's
        // first row, so each band draws everything `top` pixels higher.
        let canvas = BandedDrawing.draw(width: strip.width, height: cellHeight, background: options.background,
                                        workers: PNGCodec.defaultWorkers) { band, top in
            let renderer = SymbolRenderer()
            for k in 0..<frames {
                let placement = room.placement(in: strip.cell(k, top: top), weight: weight, scale: scale)
                band.clip = SymbolViewport.clip(of: symbol, state: poses[k].0, placement: placement, within: nil)
                defer { band.clip = nil }
                renderer.draw(prepared, state: poses[k].0, in: band, placement: placement, tint: tint, mode: mode)
                if let (arriving, _) = incoming, let state = poses[k].1 {
                    renderer.draw(arriving, state: state, in: band, placement: placement, tint: tint, mode: mode)
                }
            }
        }
        try PNGCodec.write(canvas, to: out)
        return 0
    } catch let e as UsageError {
        FileHandle.standardError.write("symbolview render: \(e.message)\n\(usage)\n".data(using: .utf8)!)
        return 2
    } catch {
        FileHandle.standardError.write("symbolview render: \(FileError.message(for: error, path: options.out))\n".data(using: .utf8)!)
        return 1
    }
}

/// `--events`: one JSON object a line, in time order, for the window `--from`…`--time` (both
/// included): `{"time":0.61,"event":"layerFinished","effect":"drawOn.byLayer","layer":2,
/// "layerID":"ray1","text":"layer 2 (ray1) finished drawing on at 0.61 s"}`. With `--to`, the
/// arriving symbol's events carry `"symbol":"incoming"`.
private func printEvents(of symbol: Symbol, options: RenderOptions) throws {
    let (animation, incoming) = try options.replacing(try options.animation(), leaving: symbol)
    let end = options.time ?? 5 / options.speed
    guard options.from <= end else { throw UsageError("--from \(options.from) comes after --time \(end)") }
    let window = options.from..<end.nextUp
    var lines = SymbolAnimator(symbol: symbol).events(of: animation, in: window).map { ($0, "") }
    if let (arriving, its) = incoming {
        lines += SymbolAnimator(symbol: arriving.symbol).events(of: its, in: window).map { ($0, "incoming") }
        lines.sort { $0.0.time < $1.0.time }
    }
    for (event, side) in lines { print(jsonLine(event, symbol: side)) }
}

/// One event as a JSON object on one line; times in seconds to the microsecond.
private func jsonLine(_ e: SymbolEvent, symbol: String) -> String {
    func quoted(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where ch.value < 0x20: out += String(format: "\\u%04x", ch.value)
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }
    var fields = ["\"time\":\(String(format: "%.6f", e.time))", "\"event\":\(quoted(e.kind.rawValue))",
                  "\"effect\":\(quoted(String(e.effect.description.dropFirst())))"]
    if let layer = e.layer { fields.append("\"layer\":\(layer)") }
    if let id = e.layerID { fields.append("\"layerID\":\(quoted(id))") }
    if !symbol.isEmpty { fields.append("\"symbol\":\(quoted(symbol))") }
    fields.append("\"text\":\(quoted(e.description))")
    return "{" + fields.joined(separator: ",") + "}"
}

/// A drawing that would cost more than ``RenderCost/budget``.
private struct RenderBudgetError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// A symbol from a file path (anything ending in `.svg` or containing a slash; a template gives
/// its design at `weight` and `scale`) or the catalog, its loader warnings printed.
func loadSymbol(_ source: String, weight: SymbolWeight = .regular, scale: SymbolScale = .medium) throws -> Symbol {
    if source.hasSuffix(".svg") || source.contains("/") {
        // An SF Symbols template gives its own design for the weight and scale.
        let loaded = try SVGLoader.load(contentsOf: URL(fileURLWithPath: source), weight: weight, scale: scale)
        // The render goes ahead, but what was skipped or cut short is worth knowing.
        for warning in loaded.warnings {
            FileHandle.standardError.write("symbolview render: warning: \(warning)\n".data(using: .utf8)!)
        }
        return loaded.symbol
    }
    return try SymbolCatalog().symbol(named: source)
}

/// The parsed command line of `render`.
struct RenderOptions {
    var source: String?
    var out: String?
    var size = 128.0
    /// `--width` and `--height` (or `--size WxH`); nil when not given.
    var width: Double?
    var height: Double?
    var weight = SymbolWeight.regular
    var scale = SymbolScale.large
    var color = Color.black
    var background = Color.clear
    /// nil: monochrome, or palette when `--palette` is given.
    var mode: String?
    var palette: [Color] = []
    var effect = "none"
    var scope: EffectScope?
    var reversed = false
    var pulse = false
    var reduceMotion = false
    var speed = 1.0
    var variable: Double?
    /// `--value V`: the static variable value (variable layers below their threshold dim).
    var value: Double?
    /// Seconds after the effect started; a strip spans 0…time.
    var time: Double?

    /// The image size: `--size WxH` or `--width` and `--height` as given; one of them alone
    /// keeps the viewBox's aspect ratio (rsvg-convert's rule); neither, `--size` square.
    func imageSize(for box: Rect) -> (Int, Int) {
        let aspect = box.width > 0 && box.height > 0 ? box.width / box.height : 1
        func clamp(_ v: Double) -> Int { Int(min(max(v.rounded(), 1), 8192)) }
        switch (width, height) {
        case let (w?, h?): return (clamp(w), clamp(h))
        case let (w?, nil): return (clamp(w), clamp(w / aspect))
        case let (nil, h?): return (clamp(h * aspect), clamp(h))
        case (nil, nil): return (clamp(size), clamp(size))
        }
    }

    /// What a strip covers when `--time` is not given: a draw up to the moment this symbol looks
    /// done (its last frame is the end state and no frame is spent on a finished draw; found by
    /// rendering it at up to 128 px every 1/60 s); breathe and rotate, most of a cycle in two seconds.
    func stripSpan(of prepared: PreparedSymbol, animator: SymbolAnimator, animation: SymbolAnimation) -> Double {
        if let time { return time }
        switch effect {
        case "drawOn", "drawOff":
            let limit = 5.0 / speed, step = 1.0 / 60 / speed
            let renderer = SymbolRenderer()
            let side = min(size, 128)
            let placement = SymbolPlacement(center: Point(side / 2, side / 2),
                                            pointSize: SymbolPlacement.pointSize(forBoxPixels: side, scale: .large),
                                            weight: weight, scale: scale)
            func pixels(at t: Double) -> [UInt32] {
                let canvas = Canvas(width: Int(side), height: Int(side), color: .clear)
                renderer.draw(prepared, state: animator.state(of: animation, at: t), in: canvas, placement: placement, tint: .black)
                return canvas.pixels
            }
            let end = pixels(at: 60 / speed)
            func looksDone(_ p: [UInt32]) -> Bool {
                for (a, b) in zip(p, end) where a != b {
                    for shift: UInt32 in [0, 8, 16, 24] {
                        let x = Int((a >> shift) & 255), y = Int((b >> shift) & 255)
                        if abs(x - y) > 2 { return false }
                    }
                }
                return true
            }
            var t = step
            while t < limit && !looksDone(pixels(at: t)) { t += step }
            return min(t, limit)
        case "none": return 0
        default: return 2.0 / speed
        }
    }
    var strip = 1
    /// `--state` and `--from-state` for a `.gpa` icon, as given (a number or a state name).
    var state: String?
    var fromState: String?
    /// `--to NAME`: the symbol a replace brings in.
    var to: String?
    /// `--events`: print the events from `from` to `time` instead of drawing.
    var events = false
    var from = 0.0

    /// With `--to`, the leaving symbol's animation (a magic replace matches the two symbols'
    /// shared layers) and the arriving one with its own; else
    /// `animation` alone.
    func replacing(_ animation: SymbolAnimation, leaving: Symbol) throws -> (SymbolAnimation, (PreparedSymbol, SymbolAnimation)?) {
        guard let to else { return (animation, nil) }
        guard let spec = try? SymbolEffectSpec.parse(effect), spec.effect.kind == .replace else {
            throw UsageError("--to \(to): needs --effect replace, replace.downUp, replace.offUp, replace.upUp or replace.magic")
        }
        let arriving = try loadSymbol(to, weight: weight, scale: scale)
        let replacement = spec.replacement(options: .speed(speed)).matching(leaving, arriving)
        var base = SymbolAnimation(reduceMotion: .constant(reduceMotion), variableValue: variable)
        base.variableColorValue = value
        return (replacement.outgoing(base), (PreparedSymbol(arriving), replacement.incoming(base)))
    }

    /// The placement of a symbol filling a `side`-pixel cell at its centre.
    func placement(side: Double, center: Point) -> SymbolPlacement {
        SymbolPlacement(center: center, pointSize: SymbolPlacement.pointSize(forBoxPixels: side, scale: .large),
                        weight: weight, scale: scale)
    }

    /// Throws when drawing the symbol at `--size` (times the strip's frames) would cost more than
    /// ``RenderCost/budget``, naming the largest size that fits.
    func checkCost(of prepared: PreparedSymbol, source: String) throws {
        func cost(_ side: Int) -> RenderCost {
            let p = placement(side: Double(side), center: Point(Double(side) / 2, Double(side) / 2))
            let one = RenderCost.estimate(prepared, placement: p, width: side, height: side)
            return RenderCost(seconds: one.seconds * Double(strip))
        }
        let side = Int(size)
        let needed = cost(side)
        guard needed > RenderCost.budget else { return }
        var fits = 0, over = side
        while over - fits > 1 {
            let mid = (fits + over) / 2
            if cost(mid) > RenderCost.budget { over = mid } else { fits = mid }
        }
        let frames = strip > 1 ? " and --strip \(strip)" : ""
        let advice = fits >= 1 ? "; it fits at --size \(fits)\(frames)" : ""
        throw RenderBudgetError(message: "\(source) at --size \(side)\(frames) would take about \(Self.duration(needed.seconds)) "
            + "to draw (estimated from its shapes and the area they cover); the render budget is "
            + "\(Self.duration(RenderCost.budget.seconds))\(advice)")
    }

    /// Seconds in words: "870 s", "2.5 h".
    static func duration(_ seconds: Double) -> String {
        if seconds < 10 { return String(format: "%.1f s", seconds) }
        if seconds < 3600 { return "\(Int(seconds.rounded())) s" }
        if seconds < 1e7 { return String(format: "%.1f h", seconds / 3600) }
        return String(format: "%.0e s", seconds)
    }

    static func number(_ text: String, for option: String, in range: ClosedRange<Double>) throws -> Double {
        guard let v = Double(text), v.isFinite, range.contains(v) else {
            throw UsageError("\(option) \(text): expected a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return v
    }

    func renderingMode() throws -> SymbolRenderingMode {
        switch mode ?? (palette.isEmpty ? "monochrome" : "palette") {
        case "monochrome": return .monochrome
        case "hierarchical": return .hierarchical
        case "palette":
            return .palette(palette.isEmpty ? [color, color.withOpacity(0.6), color.withOpacity(0.3)] : palette)
        case let other: throw UsageError("--mode \(other): expected monochrome, hierarchical or palette")
        }
    }

    /// The effect started at time 0, as the seeds bind it.
    func animation() throws -> SymbolAnimation {
        let options = SymbolEffectOptions.speed(speed)
        var drawOn = SymbolEffect.drawOn, drawOff = SymbolEffect.drawOff
        drawOn.scope = scope
        drawOff.scope = scope
        if reversed { drawOff = drawOff.reversed }
        var animation = SymbolAnimation(drawOn: drawOn, drawOnOptions: options, drawOff: drawOff, drawOffOptions: options,
                                        reduceMotion: .constant(reduceMotion), variableValue: variable)
        var breathe = SymbolEffect.breathe, rotate = SymbolEffect.rotate
        breathe.scope = scope
        rotate.scope = scope
        if pulse { breathe = breathe.pulse }
        let continuous = options.repeat(.continuous)
        // Anything else is a spec in SwiftUI's dot-separated spelling, read by the one grammar.
        if !["none", "drawOn", "drawOff", "breathe", "rotate", "both"].contains(effect) {
            do {
                var spec = try SymbolEffectSpec.parse(effect).animation(options: options, reduceMotion: .constant(reduceMotion))
                spec.variableValue = variable
                spec.variableColorValue = value
                return spec
            } catch let e as SymbolEffectSpecError {
                throw UsageError("--effect \(e.message)")
            }
        }
        animation.variableColorValue = value
        switch effect {
        case "none": break
        case "drawOn": animation.isDrawn = ToggleHistory(initial: false, changes: [.init(time: 0, value: true)])
        case "drawOff": animation.isDrawn = ToggleHistory(initial: true, changes: [.init(time: 0, value: false)])
        case "breathe": animation = animation.symbolEffect(breathe, options: continuous, isActive: .on(at: 0))
        case "rotate": animation = animation.symbolEffect(rotate, options: continuous, isActive: .on(at: 0))
        case "both":
            animation = animation.symbolEffect(breathe, options: continuous, isActive: .on(at: 0))
                .symbolEffect(rotate, options: continuous, isActive: .on(at: 0))
        default: throw UsageError("--effect \(effect): expected none, drawOn, drawOff, breathe, rotate or both")
        }
        return animation
    }
}
