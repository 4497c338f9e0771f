import Geometry
import Raster
import SymbolEffects
import SymbolExport
import SymbolModel
import SymbolRendering

extension ExportScene {
    /// A scene of the GTK path animation `icon` switching from state `from` to state `to` at
    /// t = 0, as `symbolview render FILE.gpa --from-state FROM --state TO` draws it in a
    /// `width` × `height` image: posed by ``GPAPlayer`` (its strokes at `weight`, motion reduced
    /// when `reduceMotion`), framed with the room its paths take over the switch and its loops
    /// (``GPAPlayer/roomPoses(history:options:)``), and a path painted in the foreground colour
    /// in the colour `mode` gives its level with `tint`. A path drawn in pieces is split into
    /// layers of their own (``GPAExportPart``).
    ///
    /// `symbolview export FILE.gpa` and the viewer's export key both build their scenes here, so
    /// a file the viewer writes is the one the command writes with the same options.
    public static func placedGPA(_ icon: GPAIcon, from: Int, to: Int, width: Int, height: Int, weight: SymbolWeight,
                                 mode: SymbolRenderingMode, tint: Color, reduceMotion: Bool,
                                 fps: Double = 60, duration: Double? = nil, name: String) -> ExportScene {
        var history = GPAStateHistory(initial: from)
        history.set(to, at: 0)
        let player = GPAPlayer(icon)
        let play = GPAPlayOptions(reduceMotion: reduceMotion, weight: GPAPlayer.cssWeight(weight))
        let symbol = player.symbol(options: play)
        let room = player.room(of: symbol, history: history, options: play)
        let placement = room.placement(in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
                                       weight: weight, scale: .large)
        let part = GPAExportPart.part(player: player, history: history, options: play,
                                      toPixels: placement.transform(for: symbol),
                                      layerPaint: paint(mode: mode, tint: tint, byLevel: true))
        return ExportScene(width: width, height: height, parts: [part], fps: fps, duration: duration, name: name)
    }
}
