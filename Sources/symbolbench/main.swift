import Foundation
import Geometry
import PNGCodec
import Raster

// symbolbench: timing workloads for the rasterizer, comparable with other renderers.
//
//   symbolbench raster --paths FILE --scale 1|4 [--png OUT.png] [--frames N]
//   symbolbench raster --fills FILE [--png OUT.png] [--frames N]
//   symbolbench export-fills --out FILE [--icons DIR]...   (FillWorkload.swift)
//   symbolbench scene --scene loader|draw-on|effects [--size WxH] [--frames N] [--symbols K]
//                     (SceneBench.swift: the viewer's frame loop)
//   symbolbench animation NAME|FILE.svg --effect SPEC [--size N] [--fps F] [--rounds R] [--png OUT.png]
//                     (AnimationBench.swift: posing plus drawing over an export's frames)
//
// Draws the workload of ../shared/bench/README.md: a 1024×1024 canvas cleared to white, then
// every path of FILE stroked on its own (8 units wide, round caps and joins, #1f5fd0) at the
// given scale. Prints the median milliseconds per frame over at least 2 s and 20 frames (or
// exactly N frames with --frames). With --fills, the frame fills every shape of the filled-icon
// workload instead (FillWorkload.swift), in the same colour, each with its own fill rule.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write("symbolbench: \(message)\n".data(using: .utf8)!)
    exit(2)
}

/// Reads one path per line of the bench files (SVG path data), with Geometry's parser.
func readWorkload(_ file: String) -> [Path] {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { fail("cannot read \(file)") }
    var paths: [Path] = []
    for (lineNumber, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.allSatisfy(\.isWhitespace) {
        do {
            paths.append(try Path(svgPathData: String(line)))
        } catch {
            fail("\(file):\(lineNumber + 1): \(error)")
        }
    }
    return paths
}

/// Walks `args`, handing each option to `handle` with a way to take the value after it.
func parseOptions(_ args: [String], _ handle: (_ option: String, _ value: () -> String) -> Void) {
    var i = 0
    while i < args.count {
        let option = args[i]
        handle(option) {
            i += 1
            guard i < args.count else { fail("\(option) needs a value") }
            return args[i]
        }
        i += 1
    }
}

func median(_ values: [Double]) -> Double {
    let v = values.sorted()
    return v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
}

/// CPU time this thread has used: unlike the wall clock, it does not count time spent waiting
/// for a core, so it stays meaningful on a busy machine.
func threadCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

func runRaster(_ args: [String]) {
    var file: String?
    var fills: String?
    var scale = 1.0
    var png: String?
    var frames: Int?
    parseOptions(args) { option, value in
        switch option {
        case "--paths": file = value()
        case "--fills": fills = value()
        case "--scale": guard let s = Double(value()), s > 0 else { fail("--scale expects a positive number") }; scale = s
        case "--png": png = value()
        case "--frames": guard let n = Int(value()), n > 0 else { fail("--frames expects a positive integer") }; frames = n
        default: fail("unknown option \(option)")
        }
    }
    guard (file == nil) != (fills == nil) else { fail("raster needs --paths FILE or --fills FILE") }
    let paths = file.map(readWorkload) ?? []
    let shapes = fills.map(FillWorkload.read) ?? []
    let canvas = Canvas(width: 1024, height: 1024)
    let style = StrokeStyle(width: 8, cap: .round, join: .round)
    let paint = Paint.solid(Color(hex: "#1f5fd0")!)
    let transform = Transform.scale(scale)
    func frame() {
        canvas.clear(.white)
        for p in paths { canvas.stroke(p, style: style, transform: transform, paint: paint) }
        for s in shapes { canvas.fill(s.path, transform: transform, paint: paint, rule: s.rule) }
    }
    for _ in 0..<3 { frame() }
    var times: [Double] = [], cpuTimes: [Double] = []
    let began = DispatchTime.now().uptimeNanoseconds
    while true {
        let c0 = threadCPUNanoseconds()
        let t0 = DispatchTime.now().uptimeNanoseconds
        frame()
        let t1 = DispatchTime.now().uptimeNanoseconds
        let c1 = threadCPUNanoseconds()
        times.append(Double(t1 - t0) / 1e6)
        cpuTimes.append(Double(c1 - c0) / 1e6)
        if let frames {
            if times.count >= frames { break }
        } else if times.count >= 20 && Double(t1 - began) >= 2e9 {
            break
        }
    }
    print(String(format: "%.3f ms/frame (median of %d frames, %d paths, scale %g; thread CPU time %.3f ms/frame)",
                 median(times), times.count, paths.count + shapes.count, scale, median(cpuTimes)))
    if let png {
        do { try PNGCodec.write(canvas, to: png) } catch { fail("\(error)") }
    }
}

let args = Array(CommandLine.arguments.dropFirst())
switch args.first {
case "raster": runRaster(Array(args.dropFirst()))
case "scene": runScene(Array(args.dropFirst()))
case "animation": runAnimation(Array(args.dropFirst()))
case "export-fills": FillWorkload.export(Array(args.dropFirst()))
default:
    print("""
        usage: symbolbench raster --paths FILE --scale 1|4 [--png OUT.png] [--frames N]
               symbolbench raster --fills FILE [--png OUT.png] [--frames N]
               symbolbench export-fills --out FILE [--icons DIR]...
               symbolbench scene --scene loader|draw-on|effects [--size WxH] [--frames N] [--symbols K]
               symbolbench animation NAME|FILE.svg --effect SPEC [--size N] [--fps F] [--rounds R] [--png OUT.png]
        """)
    exit(args.isEmpty ? 0 : 2)
}
