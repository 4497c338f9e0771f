import Foundation
import Testing
// The README's one import: everything below comes through it.
import SymbolKit

/// The README's "Using the engine from Swift" example, compiled and run, so the README cannot
/// drift from the API.
@Suite struct ReadmeExampleTests {
    @Test func theReadmeExampleDrawsAHalfDrawnCheckmark() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("checkmark.png").path

        // --- README example begins ---
        let symbol = try SymbolCatalog().symbol(named: "checkmark.circle")   // or SVGLoader.load(contentsOf:)
        let prepared = PreparedSymbol(symbol)                                // measures its paths once
        let animator = SymbolAnimator(symbol: symbol)                        // poses it at any time

        // The seed's `.symbolEffect(.drawOn.byLayer, isActive: !isDrawn)`: undrawn, then drawn at t = 0.
        var isDrawn = ToggleHistory(initial: false)
        isDrawn.set(true, at: 0)
        let animation = SymbolAnimation(isDrawn: isDrawn, drawOn: .drawOn.byLayer)

        let canvas = Canvas(width: 128, height: 128, color: .white)
        let placement = SymbolPlacement(center: Point(64, 64), pointSize: 60, weight: .medium, scale: .large)
        let state = animator.state(of: animation, at: 0.45)                 // a pure function of t
        SymbolRenderer().draw(prepared, state: state, in: canvas, placement: placement,
                              tint: Color(hex: "#5856D6")!, mode: .hierarchical)
        try PNGCodec.write(canvas, to: out)
        // --- README example ends ---

        let back = try PNGCodec.read(out)
        let inked = back.pixels.filter { $0 & 0xFFFFFF != 0xFFFFFF }.count
        // Half way through, some but not all of the finished symbol's ink is there.
        let full = Canvas(width: 128, height: 128, color: .white)
        SymbolRenderer().draw(prepared, state: animator.state(of: animation, at: 5), in: full, placement: placement,
                              tint: Color(hex: "#5856D6")!, mode: .hierarchical)
        let finished = full.pixels.filter { $0 & 0xFFFFFF != 0xFFFFFF }.count
        #expect(inked > finished / 10 && inked < finished)
    }
}
