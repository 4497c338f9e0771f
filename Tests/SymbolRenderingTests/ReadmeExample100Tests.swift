import Foundation
import Testing
import SymbolKit

/// The library example of 1.0.0's README, which posed the symbol through the prepared symbol
/// (`prepared.state(of:at:)`). That shorthand went when PreparedSymbol came to hold measures
/// only; it is back as a deprecated forward to SymbolAnimator (CHANGELOG, Deprecated), and
/// these tests hold it to that: the old example still builds and draws what today's does.
@Suite struct ReadmeExample100Tests {
    /// The old code, reached through a protocol so that the deprecated calls it makes on purpose
    /// are not warned about in every build; the compiler still checks each against the shims.
    let old: any Example100 = Code100()

    /// The same frame drawn the way today's README draws it: an animator kept beside the prepared symbol.
    func exampleToday() throws -> Canvas {
        let symbol = try SymbolCatalog().symbol(named: "checkmark.circle")
        let prepared = PreparedSymbol(symbol)
        let animator = SymbolAnimator(symbol: symbol)
        var isDrawn = ToggleHistory(initial: false)
        isDrawn.set(true, at: 0)
        let animation = SymbolAnimation(isDrawn: isDrawn, drawOn: .drawOn.byLayer)
        let canvas = Canvas(width: 128, height: 128, color: .white)
        let placement = SymbolPlacement(center: Point(64, 64), pointSize: 60, weight: .medium, scale: .large)
        SymbolRenderer().draw(prepared, state: animator.state(of: animation, at: 0.45), in: canvas, placement: placement,
                              tint: Color(hex: "#5856D6")!, mode: .hierarchical)
        return canvas
    }

    @Test func theOldExampleDrawsWhatTodaysDraws() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-100-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("checkmark.png").path

        let drawn = try old.readmeExample(out: out)
        let today = try exampleToday()
        #expect(drawn.pixels == today.pixels)
        #expect(try PNGCodec.read(out).pixels == today.pixels)
        // Half drawn: some ink.
        #expect(drawn.pixels.contains { $0 & 0xFFFFFF != 0xFFFFFF })
    }

    @Test func theShorthandAnswersAsTheAnimatorDoes() throws {
        let symbol = try SymbolCatalog().symbol(named: "checkmark.circle")
        let prepared = PreparedSymbol(symbol)
        let animator = SymbolAnimator(symbol: symbol)
        var isDrawn = ToggleHistory(initial: false)
        isDrawn.set(true, at: 0)
        isDrawn.set(false, at: 1.5)
        let animation = SymbolAnimation(isDrawn: isDrawn, drawOn: .drawOn.byLayer)
        for t in stride(from: -0.5, through: 3.0, by: 0.125) {
            let today = animator.state(of: animation, at: t)
            #expect(old.state(prepared, of: animation, at: t) == today, "t = \(t)")
            #expect(old.animatorState(prepared, of: animation, at: t) == today, "t = \(t)")
        }
    }
}

/// What the tests ask of 1.0.0's code.
protocol Example100 {
    func readmeExample(out: String) throws -> Canvas
    func state(_ prepared: PreparedSymbol, of animation: SymbolAnimation, at t: Double) -> SymbolState
    func animatorState(_ prepared: PreparedSymbol, of animation: SymbolAnimation, at t: Double) -> SymbolState
}

/// 1.0.0's code, as written against its API.
struct Code100: Example100 {
    /// 1.0.0's README example word for word (only `out` is a temporary file); returns its canvas.
    @available(*, deprecated, message: "1.0.0's API on purpose")
    func readmeExample(out: String) throws -> Canvas {
        // --- 1.0.0 README example begins ---
        let symbol = try SymbolCatalog().symbol(named: "checkmark.circle")   // or SVGLoader.load(contentsOf:)
        let prepared = PreparedSymbol(symbol)                                // measures its paths once

        // The seed's `.symbolEffect(.drawOn.byLayer, isActive: !isDrawn)`: undrawn, then drawn at t = 0.
        var isDrawn = ToggleHistory(initial: false)
        isDrawn.set(true, at: 0)
        let animation = SymbolAnimation(isDrawn: isDrawn, drawOn: .drawOn.byLayer)

        let canvas = Canvas(width: 128, height: 128, color: .white)
        let placement = SymbolPlacement(center: Point(64, 64), pointSize: 60, weight: .medium, scale: .large)
        let state = prepared.state(of: animation, at: 0.45)                 // any time: a pure function
        SymbolRenderer().draw(prepared, state: state, in: canvas, placement: placement,
                              tint: Color(hex: "#5856D6")!, mode: .hierarchical)
        try PNGCodec.write(canvas, to: out)
        // --- 1.0.0 README example ends ---
        return canvas
    }

    @available(*, deprecated, message: "1.0.0's API on purpose")
    func state(_ prepared: PreparedSymbol, of animation: SymbolAnimation, at t: Double) -> SymbolState {
        prepared.state(of: animation, at: t)
    }

    @available(*, deprecated, message: "1.0.0's API on purpose")
    func animatorState(_ prepared: PreparedSymbol, of animation: SymbolAnimation, at t: Double) -> SymbolState {
        prepared.animator.state(of: animation, at: t)
    }
}
