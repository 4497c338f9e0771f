import SymbolEffects
import SymbolModel
import SymbolRendering

extension GPAPlayer {
    /// The times whose poses frame the icon in `render`, `export` and the viewer's export: every
    /// 1/60 s from time 0 until the icon settles (its transitions and SMIL animations over; at
    /// most 30 s), then for four of its longest loop's cycles (an alternating loop repeats after
    /// up to four), 2 s at least.
    public func roomTimes(history: GPAStateHistory, options: GPAPlayOptions) -> [Double] {
        var settled = 0.0
        while settled < 30, !isSettled(history: history, at: settled, options: options) { settled += 1.0 / 30 }
        let loop = icon.paths.filter(\.animation.isAutomatic).map(\.animation.duration).max() ?? 0
        return MotionRoom.times(through: settled + 4 * min(loop, 10), minimum: 2)
    }

    /// The poses at ``roomTimes(history:options:)``, all at once: for a few paths. A caller that
    /// only needs the room asks ``room(of:history:options:with:)``, which holds one pose at a time.
    public func roomPoses(history: GPAStateHistory, options: GPAPlayOptions) -> [SymbolState] {
        roomTimes(history: history, options: options).map { state(history: history, at: $0, options: options) }
    }

    /// The room `symbol` (this icon's, ``symbol(options:)``) takes over ``roomTimes(history:options:)``
    /// and in `extra` poses, posed and measured one time at a time: up to 6,000 poses of an icon
    /// of thousands of paths would otherwise be held at once (hundreds of megabytes). GTK does
    /// not clip an icon to its viewBox, so everything drawn counts.
    public func room(of symbol: Symbol, history: GPAStateHistory, options: GPAPlayOptions, with extra: [SymbolState] = []) -> MotionRoom {
        var room = MotionRoom.Accumulator(symbol, clipsToBox: false)
        for t in roomTimes(history: history, options: options) { room.add(state(history: history, at: t, options: options)) }
        for pose in extra { room.add(pose) }
        return room.room()
    }
}
