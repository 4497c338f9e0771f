import Foundation

/// Frame timings and CPU use, printed by `--stats` when the viewer quits.
struct FrameStats {
    private(set) var renderTimes: [Double] = []
    private(set) var uploadTimes: [Double] = []
    private(set) var presentTimes: [Double] = []
    private var cpuStart = FrameStats.processCPUSeconds()
    private var wallStart: Double
    var pixelSize = (width: 0, height: 0)
    var rendererName = ""

    init(now: Double) { wallStart = now }

    mutating func record(render: Double, upload: Double, present: Double) {
        renderTimes.append(render)
        uploadTimes.append(upload)
        presentTimes.append(present)
    }

    /// User + system CPU seconds of this process.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return s(usage.ru_utime) + s(usage.ru_stime)
    }

    func summary(now: Double) -> String {
        func ms(_ xs: [Double], _ q: Double) -> String {
            guard !xs.isEmpty else { return "-" }
            let sorted = xs.sorted()
            return String(format: "%.2f", sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))] * 1000)
        }
        let wall = max(1e-9, now - wallStart)
        let cpu = FrameStats.processCPUSeconds() - cpuStart
        return String(format: "symbolview stats: %d frames in %.1f s (%.1f fps) at %dx%d px (%@ renderer); render median %@ ms, p95 %@ ms; upload median %@ ms; present median %@ ms; CPU %.1f%% of one core",
                      renderTimes.count, wall, Double(renderTimes.count) / wall, pixelSize.width, pixelSize.height, rendererName,
                      ms(renderTimes, 0.5), ms(renderTimes, 0.95), ms(uploadTimes, 0.5), ms(presentTimes, 0.5), 100 * cpu / wall)
    }
}
