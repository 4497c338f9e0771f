import SymbolModel

extension GPALoop {
    /// The drawn pieces of a path, as fractions of its length, `cycles` cycles into its loop
    /// (the integer part counts whole cycles, as GTK's directions alternate on them), within the
    /// window `start...end` a transition leaves drawn; `origin` is the path's ``GPAPath/origin``.
    ///
    /// Each piece is (from, to); `from > to` on a segment that has wrapped past the end (the
    /// caller draws it in two parts on a closed path). The last piece is where an attached path
    /// rides, as in GTK. Easing applies within each cycle.
    public func pieces(cycles: Double, window start: Double, _ end: Double, origin: Double) -> [(Double, Double)] {
        guard isAutomatic, duration > 0, cycles.isFinite else { return [(start, end)] }
        let completed = min(max(cycles, 0), repeatCount)
        var rep = completed.rounded(.down)
        var t = completed - rep
        // A finished loop rests at the end of its last cycle.
        if completed >= repeatCount && t == 0 && rep > 0 { rep -= 1; t = 1 }
        t = GPAPlayer.ease(easing, t)
        let repIndex = rep < 1e15 ? Int64(rep) : 0
        func lerp(_ f: Double, _ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        let o = lerp(origin, start, end)
        let grow = (lerp(1 - t, start, o), lerp(t, o, end))
        let shrink = (lerp(t, start, o), lerp(1 - t, o, end))
        let outer = [(start, lerp(1 - t, start, o)), (lerp(t, o, end), end)]
        let outerShrinking = [(start, lerp(t, start, o)), (lerp(1 - t, o, end), end)]
        switch direction {
        case .normal: return [grow]
        case .alternate: return [repIndex % 2 == 0 ? grow : shrink]
        case .reverse: return [shrink]
        case .reverseAlternate: return [repIndex % 2 == 0 ? shrink : grow]
        case .inOut: return repIndex % 2 == 0 ? [grow] : outer
        case .inOutReverse: return repIndex % 2 == 0 ? outerShrinking : [shrink]
        case .inOutAlternate:
            switch repIndex % 4 {
            case 0: return [grow]
            case 1: return outer
            case 2: return outerShrinking
            default: return [shrink]
            }
        case .segment:
            if segment >= 1 { return [(start, end)] }
            let head = (t + segment).truncatingRemainder(dividingBy: 1)
            return [(lerp(t, start, end), lerp(head, start, end))]
        case .segmentAlternate:
            if segment >= 1 { return [(start, end)] }
            if repIndex % 2 == 0 {
                return [(lerp(t * (1 - segment), start, end), lerp(t * (1 - segment) + segment, start, end))]
            }
            return [(lerp(1 - segment - t * (1 - segment), start, end), lerp(1 - t * (1 - segment), start, end))]
        }
    }
}
