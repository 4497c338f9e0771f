import SymbolModel

extension MotionRoom {
    /// The room `timeline` needs over its whole motion: every pose, every 1/60 s, from 0 until
    /// it settles and then through one period of what keeps repeating (all the poses a cycle
    /// ever takes), so every frame of it, at any time, is framed alike. A motion that repeats
    /// without a period short enough to hold (``SymbolSpan/longestPeriod``) is framed over its
    /// first 10 seconds after settling.
    ///
    /// `render`, `record`, `export` and the viewer's export key all frame with it: a frame at
    /// `--time t` is the same picture as a strip's frame at t and an export's.
    public init(timeline: any SymbolTimeline) {
        let through = timeline.span.coveredBy
        // Each pose is measured as it is made and dropped (``Accumulator``): memory stays that of
        // one pose however many layers and samples there are.
        self.init(timeline.symbol, times: MotionRoom.times(through: through), clipsToBox: timeline.clipsToViewBox) {
            timeline.state(at: $0)
        }
    }
}
