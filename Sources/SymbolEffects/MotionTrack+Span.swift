import SymbolModel

/// When a breathe, rotate, indefinite pulse or scale comes to rest, or how it repeats: read off
/// the track's switches and the constants of its curves, never off sampled values.
extension MotionTrack {
    /// The track's span. `turnRates` are the rates of the layers a rotate turns (1 for the whole
    /// symbol): a layer turning at half the rate repeats its pose every second turn.
    func span(turnRates: [Double] = [1]) -> SymbolSpan {
        guard let last = switches.last else { return .still }
        let blend = MotionTrack.blendDuration / speed
        let (count, delay) = cycleCountAndDelay
        guard last.active else {
            switch kind {
            case .breathe, .pulse: return SymbolSpan(settle: last.time + blend * 1.3)
            case .hold: return SymbolSpan(settle: last.time + blend)
            case .rotate:
                // The stop finishes the turn under way: how long it takes depends on the angle
                // and speed at the switch (the start of the stopping segment).
                return SymbolSpan(settle: last.time + max(rotateStopPlan(from: sample(at: last.time)).duration, 0))
            }
        }
        switch kind {
        case .hold:
            return SymbolSpan(settle: last.time + blend)
        case .breathe(let offset), .pulse(let offset):
            let base: Double
            if case .pulse = kind { base = MotionTrack.pulsePeriod } else { base = MotionTrack.breathePeriod }
            let swell = base / speed, cycle = swell + delay / speed, lead = offset / speed
            if let count {
                return SymbolSpan(settle: last.time + max(blend, lead + Double(count - 1) * cycle + swell))
            }
            return SymbolSpan(settle: last.time + max(blend, lead), period: cycle)
        case .rotate:
            if options.repeatBehavior == .continuous {
                let turn = MotionTrack.continuousTurn / speed
                // The angle grows evenly: a layer at rate r comes round every turn / r.
                let periods = turnRates.map { turn / abs($0) }
                return SymbolSpan(settle: last.time + blend, period: SymbolSpan.commonPeriod(periods) ?? .infinity)
            }
            let turn = MotionTrack.singleTurn / speed, cycle = turn + delay / speed
            if let count {
                return SymbolSpan(settle: last.time + max(blend, Double(count - 1) * cycle + turn))
            }
            // Each cycle turns a layer at rate r by r turns: it comes round after the fewest
            // cycles that make that a whole number.
            var periods: [Double] = []
            for r in turnRates {
                guard let k = (1...64).first(where: { k in
                    let turns = Double(k) * abs(r)
                    return abs(turns - turns.rounded()) <= 1e-9 * max(1, turns)
                }) else { return SymbolSpan(settle: last.time + blend, period: .infinity) }
                periods.append(Double(k) * cycle)
            }
            return SymbolSpan(settle: last.time + blend, period: SymbolSpan.commonPeriod(periods) ?? .infinity)
        }
    }
}
