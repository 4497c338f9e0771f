import Raster

/// Draws one posed symbol into a canvas. The scene renderer hands every ``SymbolCue`` to a
/// painter; the standard one poses the symbol with the effects engine and draws it with
/// SymbolRendering.
public protocol SymbolPainter: AnyObject {
    /// Draws `cue` and returns a fingerprint of the pose drawn (equal poses, equal
    /// fingerprints), so a shell can tell that consecutive frames are the same.
    @discardableResult
    func draw(_ cue: SymbolCue, into canvas: Canvas) -> Int
    /// The fingerprint ``draw(_:into:)`` would return for `cue`, found by posing the symbol
    /// without drawing it: how a viewer tells which symbols moved and must be repainted.
    func fingerprint(of cue: SymbolCue) -> Int
}
