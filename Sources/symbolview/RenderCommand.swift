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

/// `symbolview render NAME|FILE --out FILE.png [options]`: renders one frame of a symbol,
/// `--time` seconds after its effect started, for scripts, checks and the docs' filmstrips.
///
/// The image is `--size` pixels square, or `--size WxH`; `--width` or `--height` alone keep the
/// viewBox's aspect ratio, as rsvg-convert does. The symbol's viewBox fits the image (scaled
/// uniformly, centred: `preserveAspectRatio="xMidYMid meet"`) at the large scale, so a plain SVG
/// renders like rsvg-convert or resvg at that size; the medium and small scales draw it smaller
/// around the centre. An effect that carries the drawing beyond its viewBox (a bounce) gets the
/// room it needs instead (``MotionRoom``). With `--strip N` the image holds N frames side by
/// side, an eighth of a frame apart (``StripLayout``), at evenly spaced times from 0 to `--time`. The options are read by ``RenderOptions``, listed by
/// ``RenderHelp``; a GTK path animation is drawn by ``renderGPA(_:options:out:)``.
func runRender(_ arguments: [String]) -> Int32 {
    // The image being written, for a message about a failed write.
    var output: String?
    do {
        let options = try RenderOptions.parse(arguments)
        output = options.out
        if options.showsHelp { print(RenderHelp.help); return 0 }
        if options.events, let source = options.source {
            try options.printEvents(of: try loadSymbol(source, weight: options.weight, scale: options.scale))
            return 0
        }
        guard let source = options.source, let out = options.out else { throw UsageError("a symbol and --out are required") }
        let document = try openDocument(source)
        if case .pathAnimation(let gpa) = document {
            printWarnings(gpa.warnings, command: "render")
            return try renderGPA(gpa.icon, options: options, out: out)
        }
        if options.state != nil || options.fromState != nil {
            throw UsageError("--state and --from-state are for .gpa files (GTK path animations)")
        }
        let loaded = document.still(weight: options.weight, scale: options.scale)
        if SymbolDocument.isFileReference(source) { printWarnings(loaded.warnings, command: "render") }
        try renderSymbol(loaded.symbol, source: source, options: options, out: out)
        return 0
    } catch let e as UsageError {
        // One line that says what is wrong, and where the options are listed.
        printError("symbolview render: \(e.message)\nsee `symbolview render --help`")
        return 2
    } catch {
        printError("symbolview render: \(FileError.message(for: error, path: output))")
        return 1
    }
}

/// Draws `symbol` (a frame, or a strip of frames) with `options` into the PNG `out`.
private func renderSymbol(_ symbol: Symbol, source: String, options given: RenderOptions, out: String) throws {
    var options = given
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
    // `--effect replace… --to NAME`: NAME arrives as the symbol leaves, drawn in the same place.
    let (animation, incoming) = try options.replacing(leaving: symbol)
    let mode = try options.renderingMode()

    let prepared = PreparedSymbol(symbol)
    let animator = SymbolAnimator(symbol: symbol)
    let arriving = incoming.map { (prepared: PreparedSymbol($0.0), animator: SymbolAnimator(symbol: $0.0), animation: $0.1) }
    let frames = options.strip
    try options.checkCost(of: prepared, source: source)
    let span = options.stripSpan(of: animator, animation: animation)
    // Every frame's pose, worked out once; the bands below only draw.
    let poses = (0..<frames).map { k -> (SymbolState, SymbolState?) in
        let t = frames == 1 ? options.time ?? 0 : span * Double(k) / Double(frames - 1)
        return (animator.state(of: animation, at: t), arriving.map { $0.animator.state(of: $0.animation, at: t) })
    }
    // Each frame frames the motion's room, not just the viewBox: a still gets the whole
    // effect's room (as every frame of a strip does), so its time does not change its size.
    let room = frames > 1 ? MotionRoom(symbol, poses: poses.map(\.0))
        : MotionRoom(symbol, times: MotionRoom.times(through: options.time ?? 0, minimum: 2 / options.speed)) {
            animator.state(of: animation, at: $0)
        }
    let (weight, scale, tint) = (options.weight, options.scale, options.tint)
    // A large image is drawn in bands on every core (BandedDrawing); `top` is the band's
    // first row, so each band draws everything `top` pixels higher.
    let canvas = BandedDrawing.draw(width: strip.width, height: cellHeight, background: options.background,
                                    workers: PNGCodec.defaultWorkers) { band, top in
        let renderer = SymbolRenderer()
        for k in 0..<frames {
            let placement = room.placement(in: strip.cell(k, top: top), weight: weight, scale: scale)
            band.clip = SymbolViewport.clip(of: symbol, state: poses[k].0, placement: placement, within: nil)
            defer { band.clip = nil }
            renderer.draw(prepared, state: poses[k].0, in: band, placement: placement, tint: tint, mode: mode,
                              colorRendering: options.gradient ? .gradient : .flat)
            if let arriving, let state = poses[k].1 {
                renderer.draw(arriving.prepared, state: state, in: band, placement: placement, tint: tint, mode: mode,
                              colorRendering: options.gradient ? .gradient : .flat)
            }
        }
    }
    try PNGCodec.write(canvas, to: out)
}
