import Scenes

/// `--verify-damage`: every partial repaint compared with a whole one.
extension ViewerSession {
    /// `--verify-damage`: renders the frame whole as well and stops the viewer at the first
    /// pixel the partial repaint got wrong.
    func verify(_ update: FrameUpdate, at wall: Double, displayScale: Double) {
        let expected = renderer.renderFrame(state, at: wall, width: update.canvas.width, height: update.canvas.height,
                                            displayScale: displayScale)
        guard let (x, y) = update.canvas.firstDifference(from: expected) else { return }
        let i = y * expected.width + x
        func hex(_ p: UInt32) -> String { "0x" + String(p, radix: 16, uppercase: true) }
        verificationFailure = "symbolview: --verify-damage: frame \(framesDrawn) (scene \(state.scene.rawValue), "
            + "damage \(update.damage.map(\.description).joined(separator: ", "))) differs from a whole repaint first at pixel "
            + "(\(x), \(y)): \(hex(update.canvas.pixels[i])) where the whole frame has \(hex(expected.pixels[i]))"
        isQuitting = true
    }
}
