import Raster

/// Draws one posed symbol into a canvas. The scene renderer hands every ``SymbolCue`` to a
/// painter; the standard one poses the symbol with the effects engine and draws it with
/// SymbolRendering.
public protocol SymbolPainter: AnyObject {
    func draw(_ cue: SymbolCue, into canvas: Canvas)
}
