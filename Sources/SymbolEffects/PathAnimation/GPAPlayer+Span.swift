import SymbolModel

extension GPAPlayer {
    /// When the icon played through `history` settles, and how its loops repeat after that,
    /// from GTK's timing rules rather than from sampled poses: the last state change's
    /// icon-wide delay and slowest transition, the end of every SMIL animation (or its cycle,
    /// when it repeats forever), and the cycle of every loop still running in the final state.
    /// Under Reduce Motion loops and SMIL animations hold still, so only the transitions count.
    public func span(history: GPAStateHistory, options: GPAPlayOptions = .init()) -> SymbolSpan {
        let end = Double.greatestFiniteMagnitude
        let timing = GPATransitionTiming(delay: stateChangeDelay, history: history, time: end)
        // Each change of state settles after GTK's icon-wide delay and the slowest transition of
        // the paths it moves.
        var settle = 0.0, before = history.initial
        for change in history.switches where change.state != before {
            settle = max(settle, change.time + GPAPlayer.transitionLength(icon, from: before, to: change.state))
            before = change.state
        }
        var periods: [Double] = []
        for a in icon.animations {
            let begins = GPASMILTimeline.beginInstances(of: a, history: history, delay: stateChangeDelay)
            guard let begin = begins.max(), begin.isFinite else { continue }
            settle = max(settle, begin)
            guard !options.reduceMotion, let duration = a.duration, duration > 0 else { continue }
            let active = duration * a.repeatCount
            if active.isFinite { settle = max(settle, begin + active) } else { periods.append(duration) }
        }
        if !options.reduceMotion {
            for path in icon.paths where path.animation.isAutomatic && path.animation.duration > 0 {
                guard let start = timing.moment(of: path, at: end).loopStart else { continue }
                let loop = path.animation
                let length = loop.duration * loop.repeatCount
                if length.isFinite { settle = max(settle, start + length) } else { periods.append(loop.duration * Double(loop.direction.cyclesPerRepeat)) }
            }
        }
        guard !periods.isEmpty else { return SymbolSpan(settle: settle) }
        return SymbolSpan(settle: settle, period: SymbolSpan.commonPeriod(periods) ?? .infinity)
    }
}

extension GPALoop.Direction {
    /// How many cycles the drawn part takes to come back to where it started: alternating
    /// directions run forth then back, in-out-alternate through four phases.
    var cyclesPerRepeat: Int {
        switch self {
        case .normal, .reverse, .segment: return 1
        case .alternate, .reverseAlternate, .inOut, .inOutReverse, .segmentAlternate: return 2
        case .inOutAlternate: return 4
        }
    }
}
