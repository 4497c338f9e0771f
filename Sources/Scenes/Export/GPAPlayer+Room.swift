import SymbolEffects
import SymbolModel
import SymbolRendering

extension GPAPlayer {
    /// The poses whose room frames the icon in `render`, `export` and the viewer's export: every
    /// 1/60 s from time 0 until the icon settles (its transitions and SMIL animations over; at
    /// most 30 s), then for four of its longest loop's cycles (an alternating loop repeats after
    /// up to four), 2 s at least.
    public func roomPoses(history: GPAStateHistory, options: GPAPlayOptions) -> [SymbolState] {
        var settled = 0.0
        while settled < 30, !isSettled(history: history, at: settled, options: options) { settled += 1.0 / 30 }
        let loop = icon.paths.filter(\.animation.isAutomatic).map(\.animation.duration).max() ?? 0
        return MotionRoom.times(through: settled + 4 * min(loop, 10), minimum: 2).map {
            state(history: history, at: $0, options: options)
        }
    }
}
