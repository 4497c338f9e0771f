import Foundation
import SymbolKit

// symbolbench animation: what a frame of a symbol's effect costs, posing plus drawing, the way
// `render` makes a frame, over exactly the frames `symbolview export` writes for that effect.
//
//   symbolbench animation NAME|FILE.svg --effect SPEC [--size N] [--fps F] [--rounds R] [--png OUT.png]
//
// The document is posed as a timeline and placed and framed as `symbolview export NAME --effect
// SPEC --size N` places it (the export's own scene, ExportScene.placed, at its default weight,
// scale, colour and mode; a document with states of its own plays its initial state),
// and the frames are the Lottie file's: frame k shows the engine at the span's start + k / F,
// for as many frames as the file's out point. So a Lottie player given that file draws the same
// pictures, frame for frame (bench/players.sh puts the two side by side).
//
// One round poses and draws every frame into an N×N canvas cleared to transparent, on this
// thread; after a warm-up round, R rounds (default 5) are timed by the thread's CPU time and by
// the wall clock, and the medians over rounds of the time per frame are printed, with what
// posing alone takes (the same frames, posed without drawing). One line, `key=value` words:
//
//   animation sun.max drawOn 128px: frames=61 span=1.000s loops=no cpu=0.210 wall=0.214 pose=0.004 ms/frame (median of 5 rounds)

func runAnimation(_ args: [String]) {
    var source: String?
    var effectText: String?
    var size = 128, fps = 60.0, rounds = 5
    var png: String?
    parseOptions(args) { option, value in
        switch option {
        case "--effect": effectText = value()
        case "--size": guard let n = Int(value()), (1...8192).contains(n) else { fail("--size expects 1 to 8192") }; size = n
        case "--fps": guard let f = Double(value()), (1...240).contains(f) else { fail("--fps expects 1 to 240") }; fps = f
        case "--rounds": guard let n = Int(value()), (1...1000).contains(n) else { fail("--rounds expects 1 to 1000") }; rounds = n
        case "--png": png = value()
        case _ where option.hasPrefix("-"): fail("unknown option \(option)")
        default:
            guard source == nil else { fail("one symbol at a time") }
            source = option
        }
    }
    guard let source, let effectText else { fail("animation needs a symbol and --effect SPEC") }
    // The document posed and placed as `symbolview export` poses and places it by default.
    let timeline: any SymbolTimeline
    do {
        var options = SymbolDocument.TimelineOptions()
        options.effects = try SymbolEffectSpec.parseList(effectText)
        options.effectOptions = .speed(1)
        options.base = SymbolAnimation(reduceMotion: .constant(false))
        timeline = try SymbolDocument.open(source).timeline(options).main
    } catch {
        fail("\(error)")
    }
    let scene = ExportScene.placed(timeline, width: size, height: size, weight: .regular, scale: .large,
                                   mode: .monochrome, tint: .black, fps: fps, name: source)
    let span = scene.scheduledSpan
    let placement = AnimationFrames.placement(of: scene.parts[0], weight: .regular, scale: .large)
    let frames = AnimationFrames(span: span, fps: fps)

    let symbol = timeline.symbol
    let prepared = PreparedSymbol(symbol)
    let renderer = SymbolRenderer()
    let canvas = Canvas(width: size, height: size)
    let clips = timeline.clipsToViewBox
    func draw(at t: Double) {
        canvas.clear(.clear)
        let state = timeline.state(at: t)
        canvas.clip = clips ? SymbolViewport.clip(of: symbol, state: state, placement: placement, within: nil) : nil
        renderer.draw(prepared, state: state, in: canvas, placement: placement, tint: .black, mode: .monochrome)
        canvas.clip = nil
    }
    // Posing alone, for the share of the frame that is the engine's.
    var poseSink = 0.0
    func pose(at t: Double) {
        poseSink += timeline.state(at: t).layers.first?.opacity ?? 0
    }

    /// Per-frame thread CPU and wall milliseconds of one pass of `body` over every frame.
    func timedPass(_ body: (Double) -> Void) -> (cpu: Double, wall: Double) {
        let c0 = threadCPUNanoseconds(), w0 = DispatchTime.now().uptimeNanoseconds
        for t in frames.times { body(t) }
        let c1 = threadCPUNanoseconds(), w1 = DispatchTime.now().uptimeNanoseconds
        let n = Double(frames.times.count)
        return (Double(c1 - c0) / 1e6 / n, Double(w1 - w0) / 1e6 / n)
    }
    _ = timedPass(draw)
    var cpu: [Double] = [], wall: [Double] = [], poseCPU: [Double] = []
    for _ in 0..<rounds {
        let drawn = timedPass(draw)
        cpu.append(drawn.cpu)
        wall.append(drawn.wall)
        poseCPU.append(timedPass(pose).cpu)
    }
    precondition(poseSink.isFinite)
    print(String(format: "animation %@ %@ %dpx: frames=%d span=%.3fs loops=%@ cpu=%.4f wall=%.4f pose=%.4f ms/frame (median of %d rounds)",
                 source, effectText, size, frames.times.count, span.duration, span.loops ? "yes" : "no",
                 median(cpu), median(wall), median(poseCPU), rounds))
    if let png {
        do { try PNGCodec.write(canvas, to: png) } catch { fail("\(error)") }
    }
}

/// The frames of an exported animation: the Lottie file's frame k shows the engine at
/// `span.start + k / fps`, held at the span's end, up to its out point (one cycle of a loop, and
/// for a motion that comes to rest, one frame more, showing its end).
struct AnimationFrames {
    let times: [Double]

    init(span: ExportSpan, fps: Double) {
        let count = span.loops ? max(Int((span.duration * fps).rounded()), 1)
            : Int((span.duration * fps - 1e-9).rounded(.up)) + 1
        times = (0..<count).map { span.start + min(Double($0) / fps, span.duration) }
    }

    /// The placement whose transform is `part.toPixels` (a placement maps design units by a
    /// uniform scale and a move), so the renderer frames the symbol exactly as the export does.
    static func placement(of part: ExportScene.Part, weight: SymbolWeight, scale: SymbolScale) -> SymbolPlacement {
        let box = part.symbol.viewBox
        let side = max(box.width, box.height)
        let boxPixels = side > 0 ? part.toPixels.a * side : part.toPixels.a
        let placement = SymbolPlacement(center: part.toPixels.apply(box.center),
                                        pointSize: SymbolPlacement.pointSize(forBoxPixels: boxPixels, scale: scale),
                                        weight: weight, scale: scale)
        let back = placement.transform(for: part.symbol), want = part.toPixels
        let error = [back.a - want.a, back.b - want.b, back.c - want.c, back.d - want.d, back.e - want.e, back.f - want.f]
            .map(abs).max() ?? 0
        guard error < 1e-6 else { fail("the export's placement is not a uniform scale and a move (\(want))") }
        return placement
    }
}
