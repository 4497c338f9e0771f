import Geometry
import Raster
import SymbolEffects
import SymbolModel

extension SymbolRenderer {
    /// Draws a `.gpa` icon as it is at `time` after the start of `history`: the player poses it
    /// as a plain symbol, drawn at rest. `placement.weight` sets the strokes through the icon's
    /// `gpa:stroke-width` ranges (GTK's weights), not the symbol weights' scale.
    public func draw(_ player: GPAPlayer, history: GPAStateHistory, at time: Double, in canvas: Canvas,
                     placement: SymbolPlacement, tint: Color, reduceMotion: Bool = false,
                     palette: GPAPalette = .standard) {
        let options = GPAPlayOptions(reduceMotion: reduceMotion, weight: GPAPlayer.cssWeight(placement.weight),
                                     palette: palette)
        let symbol = player.symbol(history: history, at: time, options: options)
        let prepared = PreparedSymbol(symbol)
        var regular = placement
        regular.weight = .regular
        draw(prepared, state: prepared.state(of: SymbolAnimation(), at: 0), in: canvas, placement: regular, tint: tint)
    }
}
