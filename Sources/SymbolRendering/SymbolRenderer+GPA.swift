import Geometry
import Raster
import SymbolEffects
import SymbolModel

extension SymbolRenderer {
    /// Draws a `.gpa` icon as it is at `time` after the start of `history`: the player poses it
    /// as a plain symbol, drawn at rest. `placement.weight` sets the strokes through the icon's
    /// `gpa:stroke-width` ranges (GTK's weights), not the symbol weights' scale.
    ///
    /// Returns a fingerprint of the poses drawn: once the icon has settled (see
    /// ``GPAPlayer/isSettled(history:at:options:)``), equal for equal pictures whatever the time,
    /// so a shell can tell when to rest; before, different at every time.
    @discardableResult
    public func draw(_ player: GPAPlayer, history: GPAStateHistory, at time: Double, in canvas: Canvas,
                     placement: SymbolPlacement, tint: Color, reduceMotion: Bool = false,
                     palette: GPAPalette = .standard) -> Int {
        let options = Self.playOptions(placement, reduceMotion: reduceMotion, palette: palette)
        let poses = player.pose(history: history, at: time, options: options)
        let symbol = player.symbol(posed: poses, options: options)
        let prepared = PreparedSymbol(symbol)
        var regular = placement
        regular.weight = .regular
        draw(prepared, state: SymbolAnimator(symbol: symbol).state(of: SymbolAnimation(), at: 0), in: canvas, placement: regular, tint: tint)
        return Self.fingerprint(of: poses, player: player, history: history, at: time, options: options)
    }

    /// The fingerprint ``draw(_:history:at:in:placement:tint:reduceMotion:palette:)`` returns,
    /// found by posing the icon without drawing it (a viewer's damage tracking asks for it).
    public static func fingerprint(of player: GPAPlayer, history: GPAStateHistory, at time: Double,
                                   placement: SymbolPlacement, reduceMotion: Bool = false,
                                   palette: GPAPalette = .standard) -> Int {
        let options = playOptions(placement, reduceMotion: reduceMotion, palette: palette)
        return fingerprint(of: player.pose(history: history, at: time, options: options), player: player,
                           history: history, at: time, options: options)
    }

    /// How the player poses an icon drawn at `placement`: its weight as GTK's CSS weight.
    private static func playOptions(_ placement: SymbolPlacement, reduceMotion: Bool, palette: GPAPalette) -> GPAPlayOptions {
        GPAPlayOptions(reduceMotion: reduceMotion, weight: GPAPlayer.cssWeight(placement.weight), palette: palette)
    }

    private static func fingerprint(of poses: [GPAPlayer.PathPose], player: GPAPlayer, history: GPAStateHistory, at time: Double,
                                    options: GPAPlayOptions) -> Int {
        var fingerprint = Hasher()
        for pose in poses { pose.hash(into: &fingerprint) }
        // A transition may hold still for a while (a delay) before it moves: until the icon has
        // settled, every frame counts as new.
        if !player.isSettled(history: history, at: time, options: options) { fingerprint.combine(time) }
        return fingerprint.finalize()
    }
}
