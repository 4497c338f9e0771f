import SymbolModel

/// When variable color comes to rest, or how it repeats, from its frames and timing constants.
extension VariableColorTrack {
    var span: SymbolSpan {
        var switches: [(time: Double, on: Bool)] = isActive.initial ? [(0, true)] : []
        for c in isActive.changes where switches.last?.on != c.value { switches.append((c.time, c.value)) }
        guard let last = switches.last else { return .still }
        guard last.on else { return SymbolSpan(settle: last.time + VariableColorTrack.settle / speed) }
        let (cycles, delay) = cyclesAndDelay
        let cycleLength = Double(frames.count) * VariableColorTrack.step + delay
        if let cycles {
            // The last frame ends `delay` before the last cycle does, then crossfades to lit;
            // a last frame that lights every layer (cumulative) is the rest already, from the
            // moment its own crossfade is over.
            let frames = self.frames
            let lastIsLit = frames.last?.allSatisfy { $0 } ?? false
            let framesEnd = Double(cycles - 1) * cycleLength + Double(frames.count - (lastIsLit ? 1 : 0)) * VariableColorTrack.step
            let end = framesEnd + VariableColorTrack.fade
            return SymbolSpan(settle: last.time + end / speed)
        }
        // Only the first frame crossfades from whatever showed at the start; every later frame
        // comes from the frame before it, the same in every cycle.
        return SymbolSpan(settle: last.time + VariableColorTrack.fade / speed, period: cycleLength / speed)
    }
}
