import Foundation
import Geometry
import SymbolModel

/// Where a `.gpa` icon's SMIL animations have its groups and paths at one time: the transforms
/// and opacities they set, found from the state history alone.
///
/// Each animation begins at the latest of its begin instances at or before the time (a state
/// entered, a state left, or a fixed time); a begin keyed to a state counts from the switch plus
/// the icon-wide delay, as GTK fires it (``GPATransitionTiming``); it then runs `dur × repeatCount` and holds its last
/// value if it freezes. Animations of one target stack in SMIL's order: the later begin on top,
/// document order between equals; a replacing animation discards what is below it, an additive
/// one applies on top of it.
struct GPASMILTimeline {
    /// Per animated group: the transform replacing its static one.
    var groupTransforms: [Int: Transform] = [:]
    /// Per path: a transform applied in the path's own space before its static transforms.
    var pathTransforms: [Int: Transform] = [:]
    var groupOpacity: [Int: Double] = [:]
    var pathOpacity: [Int: Double] = [:]

    /// `delay` is the icon's ``GPAPlayer/stateChangeDelay``.
    init(icon: GPAIcon, history: GPAStateHistory, time: Double, delay: Double, reduceMotion: Bool) {
        guard !icon.animations.isEmpty else { return }
        var active: [(begin: Double, order: Int, animation: GPAAnimationElement, value: [Double])] = []
        for (order, animation) in icon.animations.enumerated() {
            guard let begin = Self.latestBegin(of: animation, history: history, time: time, delay: delay) else { continue }
            guard let value = Self.value(of: animation, elapsed: time - begin, reduceMotion: reduceMotion) else { continue }
            active.append((begin, order, animation, value))
        }
        active.sort { ($0.begin, $0.order) < ($1.begin, $1.order) }
        for item in active {
            let a = item.animation
            switch (a.attribute, a.target) {
            case (.transform(let type), .group(let g)):
                let base = icon.groupTransform(g)
                let moved = Self.transform(type, item.value)
                let below = groupTransforms[g] ?? base
                groupTransforms[g] = a.isAdditive ? moved.concatenating(below) : moved
            case (.transform(let type), .path(let p)):
                let moved = Self.transform(type, item.value)
                let below = pathTransforms[p] ?? .identity
                pathTransforms[p] = a.isAdditive ? moved.concatenating(below) : moved
            case (.opacity, .group(let g)):
                let v = min(max(item.value.first ?? 1, 0), 1)
                groupOpacity[g] = a.isAdditive ? (groupOpacity[g] ?? 1) * v : v
            case (.opacity, .path(let p)):
                let v = min(max(item.value.first ?? 1, 0), 1)
                pathOpacity[p] = a.isAdditive ? (pathOpacity[p] ?? 1) * v : v
            }
        }
    }

    /// The latest time at or before `time` that one of the animation's begin values names.
    static func latestBegin(of a: GPAAnimationElement, history: GPAStateHistory, time: Double, delay: Double) -> Double? {
        beginInstances(of: a, history: history, delay: delay).filter { $0 <= time }.max()
    }

    /// Every time the animation's begin values name, for the whole history; a state change at
    /// `t` fires its begins at `t + delay` plus their offsets.
    static func beginInstances(of a: GPAAnimationElement, history: GPAStateHistory, delay: Double) -> [Double] {
        var times: [Double] = []
        for begin in a.begins {
            switch begin {
            case .time(let t): times.append(t)
            case .state(let s, let edge, let offset):
                if edge == .begin && history.initial == s { times.append(offset) }
                for (i, sw) in history.switches.enumerated() {
                    let before = history.state(before: i)
                    guard sw.state != before else { continue }
                    if edge == .begin && sw.state == s { times.append(sw.time + delay + offset) }
                    if edge == .end && before == s { times.append(sw.time + delay + offset) }
                }
            }
        }
        return times
    }

    /// Whether any animation is running at `time` or will begin after it.
    static func isMoving(_ icon: GPAIcon, history: GPAStateHistory, time: Double, delay: Double) -> Bool {
        for a in icon.animations {
            let begins = beginInstances(of: a, history: history, delay: delay)
            if begins.contains(where: { $0 > time }) { return true }
            guard let begin = begins.filter({ $0 <= time }).max(), let duration = a.duration else { continue }
            if time - begin < duration * a.repeatCount { return true }
        }
        return false
    }

    /// The animation's value `elapsed` seconds after it began, or nil when it has no effect
    /// (ended without freezing). Under Reduce Motion it jumps to where it ends: a frozen
    /// animation that repeats forever shows the end of its cycle.
    static func value(of a: GPAAnimationElement, elapsed: Double, reduceMotion: Bool) -> [Double]? {
        guard let duration = a.duration else { return a.values.first }   // an indefinite <set>
        let activeDuration = duration * a.repeatCount
        var elapsed = elapsed
        if reduceMotion {
            guard a.freezes || a.isSet else { return nil }
            if !a.isSet && !activeDuration.isFinite { return interpolate(a, at: 1) }
            elapsed = activeDuration.isFinite ? activeDuration : 0
        }
        if a.isSet {
            return elapsed < activeDuration || a.freezes ? a.values.first : nil
        }
        let fraction: Double
        if elapsed < activeDuration {
            // A vanishing duration makes the count infinite: such an animation shows its start.
            let cycles = elapsed / duration
            fraction = cycles.isFinite ? cycles - cycles.rounded(.down) : 0
        } else {
            guard a.freezes else { return nil }
            let cycles = a.repeatCount
            let partial = cycles - cycles.rounded(.down)
            fraction = partial == 0 ? 1 : partial
        }
        return interpolate(a, at: fraction)
    }

    /// The value at `fraction` of one cycle: by key times, discrete, linear or along key splines.
    static func interpolate(_ a: GPAAnimationElement, at fraction: Double) -> [Double] {
        let values = a.values
        let n = values.count
        guard n > 1 else { return values.first ?? [] }
        let times = a.keyTimes ?? (0..<n).map { a.calcMode == .discrete ? Double($0) / Double(n) : Double($0) / Double(n - 1) }
        if a.calcMode == .discrete {
            var index = 0
            for (i, t) in times.enumerated() where t <= fraction { index = i }
            return values[index]
        }
        var i = 0
        while i < n - 2 && fraction > times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? min(max((fraction - times[i]) / span, 0), 1) : 1
        if a.calcMode == .spline, i < a.keySplines.count, a.keySplines[i].count == 4 {
            let s = a.keySplines[i]
            local = TimingCurve.cubicBezier(x1: s[0], y1: s[1], x2: s[2], y2: s[3], at: local)
        }
        let from = values[i], to = values[i + 1]
        let count = max(from.count, to.count)
        let neutral = 0.0
        return (0..<count).map { k in
            let x = k < from.count ? from[k] : (k < to.count ? to[k] : neutral)
            let y = k < to.count ? to[k] : x
            return x + (y - x) * local
        }
    }

    /// The transform an `<animateTransform type>` value stands for (angles in degrees).
    static func transform(_ type: GPATransformType, _ v: [Double]) -> Transform {
        func at(_ i: Int, _ fallback: Double) -> Double { i < v.count ? v[i] : fallback }
        switch type {
        case .translate: return .translation(at(0, 0), at(1, 0))
        case .scale: return .scale(at(0, 1), at(1, at(0, 1)))
        case .rotate: return .rotation(at(0, 0) * .pi / 180, around: Point(at(1, 0), at(2, 0)))
        case .skewX: return .skewX(at(0, 0) * .pi / 180)
        case .skewY: return .skewY(at(0, 0) * .pi / 180)
        }
    }
}
