/// Appear and Disappear: how shown each slot is, as a closed-form function of the `isShown` and
/// Reduce Motion histories.
///
/// As in ``DrawTimeline``, every change starts a transition from the state at that instant
/// towards the target (shown or hidden), so a Disappear that interrupts an Appear starts from
/// what is visible and no frame jumps. A slot's state is its visibility (an opacity, 0…1) and a
/// scale around its centre: Appear grows (`.up`) or shrinks (`.down`) the slot into place as it
/// fades in; Disappear grows or shrinks it away as it fades out. With Reduce Motion on at the
/// change, the transition is a fade of the whole symbol at once (no stagger, so the ink's box
/// never changes): the scale only returns to 1.
struct VisibilityTimeline: Sendable {
    /// One slot's look.
    struct Value: Hashable, Sendable {
        var visibility: Double
        var scale: Double
        static let shown = Value(visibility: 1, scale: 1)
        static let hidden = Value(visibility: 0, scale: 1)
    }

    /// Per layer, at speed 1: Appear, and the quicker Disappear.
    static let appearDuration = 0.45, disappearDuration = 0.35
    /// The most a slot waits after the one before, and the most all the waiting may add up to.
    static let maxStagger = 0.08, staggerBudget = 0.3
    /// The scale a slot appears from, or disappears to, by direction.
    static let smallScale = 0.6, largeScale = 1.3

    let slotCount: Int
    let scope: (appear: EffectScope, disappear: EffectScope)
    let animation: SymbolAnimation

    init(slotCount: Int, animation: SymbolAnimation) {
        self.slotCount = max(slotCount, 1)
        self.animation = animation
        scope = (animation.appear.scope ?? .byLayer, animation.disappear.scope ?? .byLayer)
    }

    /// When slot `k` moves in a transition towards `shown`, in seconds at speed 1.
    func window(slot k: Int, shown: Bool, fading: Bool = false) -> (delay: Double, duration: Double) {
        let duration = shown ? VisibilityTimeline.appearDuration : VisibilityTimeline.disappearDuration
        switch fading ? .wholeSymbol : (shown ? scope.appear : scope.disappear) {
        case .wholeSymbol:
            return (0, duration)
        case .byLayer:
            let step = slotCount > 1 ? min(VisibilityTimeline.maxStagger, VisibilityTimeline.staggerBudget / Double(slotCount - 1)) : 0
            return (Double(k) * step, duration)
        case .individually:
            let each = min(duration, 1.0 / Double(slotCount))
            return (Double(k) * each, each)
        }
    }

    func speed(shown: Bool) -> Double {
        shown ? animation.appearOptions.speed : animation.disappearOptions.speed
    }

    /// How long a transition towards `shown` takes, in seconds.
    private func totalDuration(shown: Bool) -> Double {
        let last = window(slot: slotCount - 1, shown: shown)
        return (last.delay + last.duration) / speed(shown: shown)
    }

    /// Every slot's value at time `t`.
    func values(at t: Double) -> [Value] {
        let a = animation.isShown.changes(through: t).map(\.time)
        let b = animation.reduceMotion.changes(through: t).map(\.time)
        var instants = Array(Set(a + b)).sorted()
        // A transition that finished before the next change left a settled state.
        var settled = animation.isShown.initial
        if instants.count > 1 {
            for k in stride(from: instants.count - 2, through: 0, by: -1) {
                let shown = animation.isShown.value(at: instants[k])
                if instants[k + 1] - instants[k] >= totalDuration(shown: shown) {
                    settled = shown
                    instants.removeFirst(k + 1)
                    break
                }
            }
        }
        var current = Array(repeating: settled ? Value.shown : Value.hidden, count: slotCount)
        for (k, instant) in instants.enumerated() {
            let end = k + 1 < instants.count ? instants[k + 1] : t
            current = transition(from: current, at: instant, evaluatedAt: end)
        }
        return current
    }

    private func transition(from start: [Value], at instant: Double, evaluatedAt t: Double) -> [Value] {
        let shown = animation.isShown.value(at: instant)
        let fading = animation.reduceMotion.value(at: instant)
        let direction = shown ? (animation.appear.verticalDirection ?? .up) : (animation.disappear.verticalDirection ?? .down)
        let moved = direction == .up ? (shown ? VisibilityTimeline.smallScale : VisibilityTimeline.largeScale)
                                     : (shown ? VisibilityTimeline.largeScale : VisibilityTimeline.smallScale)
        let curve: TimingCurve = shown ? .smoothSpring : .easeInOut
        let elapsed = (t - instant) * speed(shown: shown)
        return start.indices.map { k in
            let v0 = start[k]
            let w = window(slot: k, shown: shown, fading: fading)
            let p = curve(min(max((elapsed - w.delay) / w.duration, 0), 1))
            let target = shown ? Value.shown : Value(visibility: 0, scale: fading ? 1 : moved)
            // A hidden slot starts its appearance from the direction's scale.
            let from = shown && v0.visibility == 0 ? Value(visibility: 0, scale: fading ? 1 : moved) : v0
            if p >= 1 { return target }
            if p <= 0 { return from }
            return Value(visibility: from.visibility + (target.visibility - from.visibility) * p,
                         scale: from.scale + (target.scale - from.scale) * p)
        }
    }
}
