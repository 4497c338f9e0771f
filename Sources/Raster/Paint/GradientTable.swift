import CRasterSupport

/// A gradient's colours sampled evenly over 0...1 and premultiplied, so a shader looks a colour
/// up per pixel instead of searching the stops.
///
/// 1024 entries: a table of 256 showed steps where a steep run between close stops spans a large
/// area; at 1024 a full black-to-white ramp moves by a quarter of a level per entry. The table is
/// kept for the last stops drawn, so a gradient drawn again (every frame, or on fill and stroke)
/// costs nothing to prepare.
final class GradientTable {
    static let size = 1024
    static let maxIndex = Float(size - 1)
    let colors = UnsafeMutablePointer<UInt32>.allocate(capacity: size)
    private var stops: [GradientStop]?
    private var opacity = 0.0

    init() { colors.initialize(repeating: 0, count: Self.size) }

    deinit { colors.deallocate() }

    /// The entry for `t` in 0...1. Entry i < 1023 stands for t in [i, i + 1) / 1023 and holds the
    /// colour at the middle of that interval, so smooth gradients are not shifted; the first and
    /// last entries hold the colours at exactly 0 and 1, so pad spread shows the end stops exactly
    /// and a hard stop at 1 (a step from inside to outside the end circle) lands on the pixel.
    ///
    /// Runs once per gradient pixel, so it converts with `raster_truncate` (no range check) and
    /// clamps the integer, two conditional moves: a `t` outside 0...1, or NaN from a degenerate
    /// gradient, reads an end entry instead of trapping or reading outside the table.
    @inline(__always)
    static func index(_ t: Float) -> Int {
        let i = Int(raster_truncate(t * maxIndex))
        return i < 0 ? 0 : i > size - 1 ? size - 1 : i
    }

    /// Fills the table for `stops` at `opacity`, unless it already holds them.
    func prepare(stops: [GradientStop], opacity: Double) {
        if self.stops == stops && self.opacity == opacity { return }
        let last = Self.size - 1
        for i in 0...last {
            let t = i == 0 ? 0 : i == last ? 1 : (Double(i) + 0.5) / Double(last)
            colors[i] = GradientStop.color(at: t, in: stops, opacity: opacity).premultipliedARGB
        }
        self.stops = stops
        self.opacity = opacity
    }
}
