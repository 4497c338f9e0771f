import Foundation
import Geometry
import SymbolEffects
import SymbolModel

/// Which stretch of engine time an export holds: the player's time `t` shows the engine at
/// `start + t`, for `duration` seconds, once or looping.
///
/// An effect that comes to rest exports from its trigger (start 0) to the moment its pose stops
/// changing. An effect that never ends exports one cycle: the engine's pose repeats with period
/// `duration`, and `start` is a whole number of periods, late enough that the blend-in at the
/// trigger is over, so the player's time `t` shows what the engine shows at `t` once that
/// blend is done.
public struct ExportSpan: Hashable, Sendable {
    public var start: Double
    public var duration: Double
    public var loops: Bool

    /// The span of `parts`' animations together, each played on its own symbol from time 0:
    /// the stretch an export of them holds, read off the effects engine's schedules.
    @available(*, deprecated, message: "use ExportSpan(SymbolSpan.together(timelines.map(\\.span)))")
    public static func of(_ parts: [(symbol: Symbol, animation: SymbolAnimation)]) -> ExportSpan {
        ExportSpan(SymbolSpan.together(parts.map { EffectTimeline(symbol: $0.symbol, animation: $0.animation).span }))
    }

    /// Engine seconds at which the span ends: a motion that comes to rest has stopped by then,
    /// and a cycle has been through every pose it takes, so the poses from 0 to here are every
    /// pose the animation ever shows.
    public var end: Double { start + duration }

    /// The span of `poses`' animations together, found by sampling them: `poses` gives every
    /// part's pose at a time as one list of numbers. Only a timeline with no schedule of its own
    /// (``SampledTimeline``) needs it, and the tests, which check every schedule against it.
    static func find(_ poses: (Double) -> [Double]) -> ExportSpan {
        // After `late` seconds every blend-in is long over.
        let late = 20.0
        let far = poses(late + 60)
        let probes = [0.0, 0.137, 0.411, 0.773, 1.109, 1.6, 2.3]
        let settled = probes.allSatisfy { Self.distance(poses(late + $0), far) < 1e-7 }
        if settled {
            // The last instant, on a grid of 1/240 s, at which the pose still differs from its rest.
            let step = 1.0 / 240
            var last = 0.0
            var t = 0.0
            while t < late {
                if Self.distance(poses(t), far) >= 1e-7 { last = t }
                t += step
            }
            if last == 0, Self.distance(poses(0), far) < 1e-7 {
                return ExportSpan(start: 0, duration: 0, loops: false)
            }
            // Refine to a millisecond-exact end, just past the last change.
            var lo = last, hi = last + step
            for _ in 0..<30 {
                let mid = (lo + hi) / 2
                if Self.distance(poses(mid), far) >= 1e-7 { lo = mid } else { hi = mid }
            }
            return ExportSpan(start: 0, duration: hi, loops: false)
        }
        // A cycle: the shortest period that repeats the pose at every probe.
        let probed = probes.map { poses(late + $0) }
        // The largest difference between a probe's pose and the pose `p` seconds later. With
        // `enough`, it stops at the first probe that differs by that much and returns that
        // difference: the scan below only compares values under `enough` exactly.
        func mismatch(_ p: Double, enough: Double = .infinity) -> Double {
            var worst = 0.0
            for (probe, pose) in zip(probes, probed) {
                worst = max(worst, Self.distance(pose, poses(late + probe + p)))
                if worst >= enough { break }
            }
            return worst
        }
        let near = 2e-2
        let coarse = 1.0 / 480
        var p = coarse * 8
        var previous = mismatch(p - coarse, enough: near), here = mismatch(p, enough: near)
        while p < 30 {
            let next = mismatch(p + coarse, enough: near)
            defer { p += coarse; previous = here; here = next }
            // Only a local minimum of the mismatch can be the period.
            if here < near, here <= previous, here <= next {
                // Refine around the candidate.
                var lo = p - coarse, hi = p + coarse
                for _ in 0..<60 {
                    let a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3
                    if mismatch(a) < mismatch(b) { hi = b } else { lo = a }
                }
                let best = (lo + hi) / 2
                if mismatch(best) < 1e-5 {
                    let cycles = (late / best).rounded(.up)
                    return ExportSpan(start: cycles * best, duration: best, loops: true)
                }
            }
        }
        // No cycle within 30 s: export 10 s from the trigger, once.
        return ExportSpan(start: 0, duration: 10, loops: false)
    }

    /// The largest difference between two poses' numbers.
    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        guard a.count == b.count else { return .infinity }
        var d = 0.0
        for (x, y) in zip(a, b) { d = max(d, abs(x - y)) }
        return d
    }

    /// A symbol's pose as numbers: per layer its drawn range, opacity, variable value and
    /// transform (as a matrix, so a full turn compares equal to none), then the whole symbol's.
    static func numbers(_ s: SymbolState) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(s.layers.count * 10 + 7)
        func add(_ t: Transform) { out += [t.a, t.b, t.c, t.d, t.e / 100, t.f / 100] }
        for l in s.layers {
            out += [l.range.tail, l.range.head, l.isVisible ? l.opacity : 0, l.variableValue ?? -1, l.strokeScale]
            // A path drawn in pieces: its first and last, so every pose has as many numbers.
            let pieces = l.pieces ?? []
            out += [pieces.first?.start ?? -1, pieces.first?.end ?? -1, pieces.last?.start ?? -1, pieces.last?.end ?? -1]
            add(l.transform)
        }
        out.append(s.opacity)
        add(s.transform)
        return out
    }
}

extension ExportSpan {
    /// The stretch an export of a motion with `span` holds: from the trigger to the moment it
    /// settles, once; or, for a motion that repeats, one period, starting a whole number of
    /// periods in, late enough that every blend into the cycle is over (at least ``loopStart``
    /// seconds, where earlier exports began theirs, so their files are unchanged). A motion that
    /// never repeats within ``SymbolSpan/longestPeriod`` exports its first 10 seconds, once.
    public init(_ span: SymbolSpan) {
        guard let period = span.period else {
            self.init(start: 0, duration: span.settle, loops: false)
            return
        }
        guard period.isFinite else {
            self.init(start: 0, duration: max(span.settle, 10), loops: false)
            return
        }
        let cycles = (max(span.settle, ExportSpan.loopStart) / period).rounded(.up)
        self.init(start: cycles * period, duration: period, loops: true)
    }

    /// The earliest engine time a loop is exported from.
    static let loopStart = 20.0
}
