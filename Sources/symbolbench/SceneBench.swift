import Foundation
import Scenes
import SVGLoader
import Typography
import ViewerShell

// symbolbench scene: the viewer's own frame loop (state, damage-tracking renderer, window
// surface) on SDL's dummy driver, played at exactly 60 frames a second of scene time however
// long each frame takes, so the figures are the cost of a frame, not of a clock.
//
//   symbolbench scene --scene loader|draw-on|effects [--size WxH] [--frames N] [--symbols K]
//
// --symbols K fills the draw-on grid with K catalog symbols (the catalog repeated); the grid
// scrolls, so only the rows in the window are drawn. Prints the mean ms per frame of render
// (compose and repaint what changed), upload (copy the changed rectangles to the window's
// surface), present and their total, the total's median and 95th percentile, and the thread
// CPU time of the whole frame.

func runScene(_ args: [String]) {
    var scene = "draw-on", size = "1280x800", frames = 600
    var symbols: Int?
    parseOptions(args) { option, value in
        switch option {
        case "--scene": scene = value()
        case "--size": size = value()
        case "--frames": guard let n = Int(value()), (1...100_000).contains(n) else { fail("--frames expects 1 to 100000") }; frames = n
        case "--symbols": guard let k = Int(value()), (1...100_000).contains(k) else { fail("--symbols expects 1 to 100000") }; symbols = k
        default: fail("unknown option \(option)")
        }
    }
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    var arguments = ["--scene", scene, "--size", size]
    if let symbols {
        guard scene == "draw-on" else { fail("--symbols is for the draw-on scene") }
        let names: [String]
        do { names = try SymbolCatalog().names } catch { fail("\(error)") }
        arguments += ["--symbols", (0..<symbols).map { names[$0 % names.count] }.joined(separator: ",")]
    }
    let session: ViewerSession
    do {
        let options = try ViewerOptions.parse(arguments)
        let painter = EngineSymbolPainter()
        try painter.preload(SceneComposer.sceneSymbols + options.symbols)
        let renderer = SceneRenderer(composer: SceneComposer(fonts: try FontBook.standard()), symbolPainter: painter)
        session = try ViewerSession(options: options, renderer: SceneFrameRenderer(sceneRenderer: renderer))
    } catch {
        fail("\(error)")
    }
    let start = session.now
    var render: [Double] = [], upload: [Double] = [], present: [Double] = [], total: [Double] = [], cpu: [Double] = []
    for k in 0..<frames {
        let c0 = threadCPUNanoseconds()
        let timing = session.drawFrame(at: start + Double(k) / 60)
        let c1 = threadCPUNanoseconds()
        render.append(timing.render * 1000)
        upload.append(timing.upload * 1000)
        present.append(timing.present * 1000)
        total.append((timing.render + timing.upload + timing.present) * 1000)
        cpu.append(Double(c1 - c0) / 1e6)
    }
    func mean(_ v: [Double]) -> Double { v.reduce(0, +) / Double(v.count) }
    func p95(_ v: [Double]) -> Double { v.sorted()[min(v.count - 1, Int(Double(v.count) * 0.95))] }
    // Means are the cost per frame of playing the scene (frames where nothing changed cost
    // almost nothing, and count); the median and p95 of the total show how it spreads.
    print(String(format: "scene %@ %@%@, %d frames (%.1f s at 60 fps): mean render %.3f, upload %.3f, present %.3f, "
                 + "total %.3f ms/frame; total median %.3f, p95 %.3f ms; thread CPU mean %.3f ms/frame",
                 scene, size, symbols.map { ", \($0) symbols" } ?? "", frames, Double(frames) / 60, mean(render), mean(upload),
                 mean(present), mean(total), median(total), p95(total), mean(cpu)))
}
