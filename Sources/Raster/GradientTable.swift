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

    /// Fills the table for `stops` at `opacity`, unless it already holds them.
    func prepare(stops: [GradientStop], opacity: Double) {
        if self.stops == stops && self.opacity == opacity { return }
        let last = Double(Self.size - 1)
        for i in 0..<Self.size {
            colors[i] = GradientStop.color(at: Double(i) / last, in: stops, opacity: opacity).premultipliedARGB
        }
        self.stops = stops
        self.opacity = opacity
    }
}
