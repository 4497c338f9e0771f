import Foundation
import Geometry
import SymbolModel

/// Plays a ``GPAIcon``: what it looks like at a time, given the history of its states. The
/// icon is a ``Symbol`` made once (``symbol(options:)``, one layer per path) and each frame is a
/// pose of it (``state(history:at:options:)``), as the effects engine poses any other symbol.
///
/// The timing follows GTK 4.22's player (``GPATransitionTiming`` has the rules and the GTK
/// functions they come from): one icon-wide delay, the longest `duration + delay` of any path's
/// transition, separates a switch from the moment paths change state. Paths leaving the state
/// set last end their transitions `delay` before it is over and hide then; paths entering show
/// then and start theirs `delay` after it. Loops begin when their path enters its states from
/// outside them and run on across changes among those states. A path attached to another rides
/// the host's drawn part: its origin point is moved onto the host at `attach-pos` along that part
/// and turned by the host's direction there.
///
/// Where symbolview differs: *morph* (GTK blurs and thresholds the alpha into blobs) shrinks the
/// path towards its centre while fading it; *blur* widens the stroke while fading it; a loop and
/// a draw transition on one path are composed (the loop plays within the part the transition
/// leaves drawn) where GTK's SMIL lets one replace the other. Reduce Motion stops loops (paths
/// are drawn whole) and turns every transition into a fade.
///
/// The player measures, once when it is made, the paths that carry another or ride one:
/// attachment hosts and attached paths. After that, posing is a pure function of the history,
/// the time and the options; the renderer measures the paths drawn in part.
public final class GPAPlayer: @unchecked Sendable {
    public let icon: GPAIcon
    /// The arc-length measure, in its own user space, of each path that carries another or rides
    /// one; nil for the others, so a file of 10,000 static paths measures none of them.
    private let measures: [PathMeasure?]
    /// GTK's icon-wide state-change delay, in seconds (see ``GPATransitionTiming``).
    public let stateChangeDelay: Double
    /// How long after that delay the slowest path may still move.
    let settleTail: Double

    public init(_ icon: GPAIcon) {
        self.icon = icon
        stateChangeDelay = GPATransitionTiming.stateChangeDelay(of: icon)
        settleTail = GPATransitionTiming.longestTail(of: icon)
        var needed = icon.paths.map { $0.attachment != nil }
        for path in icon.paths {
            if let host = path.attachment?.host, needed.indices.contains(host) { needed[host] = true }
        }
        measures = zip(icon.paths, needed).map { path, needed in needed ? PathMeasure(path.path, tolerance: 0.005) : nil }
    }

    /// How many paths the player measured when it was made.
    var measuredPathCount: Int { measures.lazy.filter { $0 != nil }.count }

    /// Path `i`'s measure; one the flags above did not foresee is made here, each time.
    private func measure(_ i: Int) -> PathMeasure {
        measures[i] ?? PathMeasure(icon.paths[i].path, tolerance: 0.005)
    }

    /// How one path is drawn at one time.
    public struct PathPose: Sendable {
        /// The drawn pieces as fractions of the path's length; empty when nothing is drawn.
        /// Whole (one piece covering 0...1) draws fill and stroke, otherwise the stroke only,
        /// as GTK does.
        public var pieces: [(Double, Double)]
        public var opacity: Double
        /// Multiplies the stroke width (blur transitions).
        public var strokeScale: Double
        /// From the path's user space to the icon's, with SMIL animations and the attachment.
        public var transform: Transform

        public var isWhole: Bool { pieces.count == 1 && pieces[0].0 <= 0 && pieces[0].1 >= 1 }
        public var isDrawn: Bool { opacity > 0 && pieces.contains { $0.0 != $0.1 } }

        /// Feeds what the pose draws into `hasher`: equal poses draw equal pixels, so a shell can
        /// tell a settled icon from a moving one.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(isDrawn)
            guard isDrawn else { return }
            for (a, b) in pieces { hasher.combine(a); hasher.combine(b) }
            hasher.combine(opacity)
            hasher.combine(strokeScale)
            hasher.combine(transform)
        }
    }

    /// The pose of every path at `time`.
    public func pose(history: GPAStateHistory, at time: Double, options: GPAPlayOptions = .init()) -> [PathPose] {
        let timing = GPATransitionTiming(delay: stateChangeDelay, history: history, time: time)
        let smil = GPASMILTimeline(icon: icon, history: history, time: time, delay: stateChangeDelay,
                                   reduceMotion: options.reduceMotion)
        var poses = icon.paths.indices.map { i in
            pose(path: i, timing: timing, time: time, options: options, smil: smil)
        }
        // Attachments, hosts first: each path's chain of hosts is walked without recursion (a
        // chain may be 10,000 long), and a path is placed once (the loader refused cycles; were
        // there one, the walk would still stop).
        var placed = [Bool](repeating: false, count: poses.count)
        for first in poses.indices where !placed[first] {
            var chain: [Int] = []
            var current = first
            while !placed[current] {
                placed[current] = true
                chain.append(current)
                guard let host = icon.paths[current].attachment?.host, icon.paths.indices.contains(host) else { break }
                current = host
            }
            for i in chain.reversed() {
                guard let attachment = icon.paths[i].attachment, icon.paths.indices.contains(attachment.host) else { continue }
                poses[i].transform = poses[i].transform.concatenating(
                    riding(i, on: attachment, hostPose: poses[attachment.host], ownTransform: poses[i].transform))
            }
        }
        return poses
    }

    // MARK: - One path

    private func pose(path i: Int, timing: GPATransitionTiming, time: Double, options: GPAPlayOptions,
                      smil: GPASMILTimeline) -> PathPose {
        let path = icon.paths[i]
        var opacity = smil.pathOpacity[i] ?? 1
        for scope in path.ancestry { opacity *= smil.groupOpacity[scope.group] ?? 1 }
        var pose = PathPose(pieces: [], opacity: opacity, strokeScale: 1, transform: frameTransform(i, smil))
        let moment = timing.moment(of: path, at: time)
        guard moment.isShown else { return pose }
        func animated(_ start: Double, _ end: Double) -> [(Double, Double)] {
            guard !options.reduceMotion, path.animation.isAutomatic, path.animation.duration > 0,
                  let loopStart = moment.loopStart else { return [(start, end)] }
            let cycles = (time - loopStart) / path.animation.duration
            return path.animation.pieces(cycles: cycles, window: start, end, origin: path.origin)
        }
        var kind = path.transition.kind
        if options.reduceMotion && kind != .none { kind = .fade }
        // How far the path is towards gone: rising while it leaves, falling while it comes.
        let gone = moment.gone
        guard gone > 0 else {
            pose.pieces = animated(0, 1)
            return pose
        }
        switch kind {
        case .none:
            pose.pieces = animated(0, 1)
        case .fade:
            pose.pieces = animated(0, 1)
            pose.opacity *= 1 - gone
        case .blur:
            pose.pieces = animated(0, 1)
            pose.opacity *= 1 - gone
            pose.strokeScale = 1 + gone
        case .morph:
            pose.pieces = animated(0, 1)
            pose.opacity *= 1 - gone
            let center = path.path.bounds.center
            pose.transform = Transform.scale(1 - 0.5 * gone, around: center).concatenating(pose.transform)
        case .animate:
            let o = path.origin
            pose.pieces = animated(o * gone, 1 - (1 - o) * gone)
        }
        return pose
    }

    /// From path `i`'s user space to the icon's, with the SMIL animations of its groups.
    private func frameTransform(_ i: Int, _ smil: GPASMILTimeline) -> Transform {
        let path = icon.paths[i]
        var t = smil.pathTransforms[i].map { $0.concatenating(path.innerTransform) } ?? path.innerTransform
        for scope in path.ancestry.reversed() {
            t = t.concatenating(smil.groupTransforms[scope.group] ?? scope.transform).concatenating(scope.outer)
        }
        return t
    }

    /// The move that puts path `i`'s origin point on its host, turned by the host's direction
    /// there (in the icon's space, applied after the path's own transform).
    private func riding(_ i: Int, on attachment: GPAAttachment, hostPose: PathPose, ownTransform: Transform) -> Transform {
        let host = attachment.host
        let (tail, head) = hostPose.pieces.last ?? (0, 1)
        let fraction = tail + (head - tail) * attachment.position
        let hostMeasure = measure(host)
        let at = hostMeasure.position(at: fraction * hostMeasure.length)
        let point = hostPose.transform.apply(at.point)
        let direction = hostPose.transform.applyToVector(at.tangent)
        let angle = direction == .zero ? 0 : atan2(direction.y, direction.x)
        let own = measure(i)
        let origin = icon.paths[i].origin
        let anchor = ownTransform.apply(origin != 0 ? own.position(at: own.length * origin).point
                                                    : Self.startPoint(of: icon.paths[i].path))
        return Transform.translation(-anchor.x, -anchor.y)
            .concatenating(.rotation(angle))
            .concatenating(.translation(point.x, point.y))
    }

    private static func startPoint(of path: Path) -> Point {
        if case .move(let p)? = path.elements.first { return p }
        return .zero
    }

    /// Whether nothing but loops can change the icon after `time`: no transition under way or
    /// still to come, no SMIL animation running or still to begin. A settled icon's look is its
    /// poses alone (a loop changes them every frame), which is what a shell compares to rest.
    public func isSettled(history: GPAStateHistory, at time: Double, options: GPAPlayOptions = .init()) -> Bool {
        let timing = GPATransitionTiming(delay: stateChangeDelay, history: history, time: time)
        if time <= timing.settleTime(tail: settleTail) { return false }
        if history.switches.contains(where: { $0.time > time }) { return false }
        return !GPASMILTimeline.isMoving(icon, history: history, time: time, delay: stateChangeDelay)
    }

    /// How long after a switch from `old` to `new` paths still change: GTK's icon-wide delay,
    /// then the slowest of the entering paths' transitions (0 when no path enters or leaves).
    public static func transitionLength(_ icon: GPAIcon, from old: Int, to new: Int) -> Double {
        var tail = 0.0, changes = false
        for path in icon.paths where path.states.contains(old) != path.states.contains(new) {
            changes = true
            let t = path.transition
            if path.states.contains(new) && t.kind != .none { tail = max(tail, t.delay + t.duration) }
            tail = max(tail, -t.delay)
        }
        guard changes else { return 0 }
        let length = GPATransitionTiming.stateChangeDelay(of: icon) + tail
        return length.isFinite ? length : 0
    }

    /// `u` (clamped to 0...1) through a `.gpa` easing curve.
    public static func ease(_ easing: GPAEasing, _ u: Double) -> Double {
        let u = u.isNaN ? 0 : min(max(u, 0), 1)
        if easing == .linear { return u }
        let (x1, y1, x2, y2) = easing.controlPoints
        return TimingCurve.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2, at: u)
    }

    /// The CSS font weight GTK strokes `.gpa` icons at for a symbol weight (400 is regular).
    public static func cssWeight(_ weight: SymbolWeight) -> Double {
        switch weight {
        case .ultralight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}

/// How a ``GPAPlayer`` draws: Reduce Motion, weight and colours.
public struct GPAPlayOptions: Hashable, Sendable {
    public var reduceMotion: Bool
    /// A CSS font weight, 1...1000, 400 regular: strokes take their `gpa:stroke-width` there.
    public var weight: Double
    public var palette: GPAPalette

    public init(reduceMotion: Bool = false, weight: Double = 400, palette: GPAPalette = .standard) {
        self.reduceMotion = reduceMotion
        self.weight = weight
        self.palette = palette
    }
}
