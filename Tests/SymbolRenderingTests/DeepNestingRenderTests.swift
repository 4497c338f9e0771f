import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import SymbolRendering
import Testing
import TestSupport

/// The deepest drawings the loader lets through (``SVGLimits/maxNesting``) load, are estimated
/// and draw on a thread with the stack of a Dispatch worker, 512 KiB: `check` may load files in
/// parallel and large images are drawn in bands on worker threads, and the loader, the estimate
/// and the renderer all recurse as deep as the drawing nests.
@Suite struct DeepNestingRenderTests {
    /// Runs `body` on a new thread with a stack of `bytes`, and waits for it.
    static func onStack(_ bytes: Int, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = bytes
        thread.start()
        done.wait()
    }

    /// A Dispatch worker's stack. A debug build, which the tests run in, takes several times
    /// more stack per level than a release build (measured: about 20 KB against 3.5 KB), so
    /// it gets eight times as much.
    #if DEBUG
    static let workerStack = 8 * 512 << 10
    #else
    static let workerStack = 512 << 10
    #endif

    /// Loads `data`, estimates it and draws it at rest into a 48×48 canvas; the number of
    /// pixels drawn.
    static func loadAndDraw(_ data: Data) throws -> Int {
        let prepared = PreparedSymbol(try SVGLoader.load(data: data, name: "deep.svg").symbol)
        let placement = SymbolPlacement(center: Point(24, 24), pointSize: SymbolPlacement.pointSize(forBoxPixels: 48, scale: .large),
                                        weight: .regular, scale: .large)
        _ = RenderCost.estimate(prepared, placement: placement, width: 48, height: 48)
        let canvas = Canvas(width: 48, height: 48)
        SymbolRenderer().draw(prepared, state: SymbolAnimator(symbol: prepared.symbol).state(of: .init(), at: 0), in: canvas,
                              placement: placement, tint: .black)
        return canvas.pixels.filter { $0 != 0 }.count
    }

    @Test(arguments: ReferenceChain.allCases)
    func theDeepestChainTheLoaderTakesDrawsOnAWorkerThreadStack(_ chain: ReferenceChain) {
        let data = chain.document(links: chain.linksWithin(nesting: SVGLimits.default.maxNesting))
        let drawn = Mutex(-1)
        Self.onStack(Self.workerStack) { drawn.set((try? Self.loadAndDraw(data)) ?? -2) }
        #expect(drawn.value >= 0, "\(chain)")
    }

    /// Nested `svg` viewports and translucent groups as deep as a file may nest elements, with
    /// a chain of `use`s at the bottom that takes the drawing to the nesting limit.
    @Test(arguments: ["<svg x=\"0.1\" width=\"23\" height=\"23\" viewBox=\"0 0 24 24\">", "<g opacity=\"0.9\"><rect width=\"1\" height=\"1\"/>"])
    func fileNestingAndReferencesTogetherDrawOnAWorkerThreadStack(_ open: String) {
        let depth = SVGLimits.default.maxNesting / 2
        let close = open.hasPrefix("<svg") ? "</svg>" : "</g>"
        let links = (SVGLimits.default.maxNesting - depth) / 2 - 2
        var defs = "<defs>"
        for i in 0..<links { defs += "<g id=\"g\(i)\" opacity=\"0.5\"><use href=\"#g\(i + 1)\"/><rect width=\"2\" height=\"2\"/></g>" }
        defs += "<g id=\"g\(links)\"><rect width=\"10\" height=\"10\"/></g></defs>"
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">" + defs
            + String(repeating: open, count: depth) + "<use href=\"#g0\"/>" + String(repeating: close, count: depth) + "</svg>"
        let drawn = Mutex(-1)
        Self.onStack(Self.workerStack) { drawn.set((try? Self.loadAndDraw(Data(text.utf8))) ?? -2) }
        #expect(drawn.value > 0)
    }

    /// A value set on one thread and read on another.
    final class Mutex: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Int
        init(_ value: Int) { stored = value }
        func set(_ v: Int) { lock.lock(); stored = v; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return stored }
    }
}
