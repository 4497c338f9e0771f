import Foundation
import Raster

/// Draws a large image as horizontal bands on several threads.
///
/// A symbol at 8192 × 8192 spends most of its time sweeping rows, and rows of different bands
/// share nothing: each band is its own canvas, a full row wide and ``rowsPerBand`` tall, drawn
/// by one thread with everything shifted up by the band's top row, then copied into place. The
/// geometry (flattening, stroking) is repeated per band; the sweeps, which grow with the area,
/// are not.
///
/// The bands are fixed by the image's size alone, so the pixels are the same on one core or
/// eight. They can differ from drawing the image in one piece by a level in rare pixels: an edge
/// that crosses a band's top is cut there, and the cut point is rounded once more.
public enum BandedDrawing {
    /// The rows of one band. Fewer, taller bands repeat less geometry; more bands share out
    /// better. Measured on an 8192² drawing of 400 shapes: see docs/performance.md.
    public static let rowsPerBand = 512

    /// Images with fewer pixels than this are drawn in one piece: bands would cost more in
    /// repeated geometry than two cores save.
    public static let minimumPixels = 2048 * 2048

    /// Whether an image of this size is drawn in bands.
    public static func usesBands(width: Int, height: Int) -> Bool {
        width * height >= minimumPixels && height > rowsPerBand
    }

    /// A `width × height` canvas cleared to `background`, filled by `draw(band, top)`: `band` is
    /// a canvas as wide as the image whose row 0 is the image's row `top`, so `draw` must move
    /// everything it draws up by `top` pixels. `draw` is called on `workers` threads at once
    /// (when the image is large enough for bands) and must share nothing mutable between calls:
    /// give each call its own ``SymbolRenderer``, and render text before, not inside.
    public static func draw(width: Int, height: Int, background: Color, workers: Int,
                            _ draw: @escaping (Canvas, Int) -> Void) -> Canvas {
        guard usesBands(width: width, height: height) else {
            let canvas = Canvas(width: width, height: height, color: background)
            draw(canvas, 0)
            return canvas
        }
        let canvas = Canvas(width: width, height: height, color: background)
        let bandCount = (height + rowsPerBand - 1) / rowsPerBand
        let lanes = max(1, min(workers, bandCount))
        let next = BandCounter()
        canvas.pixels.withUnsafeMutableBufferPointer { pixels in
            let target = Target(pixels: pixels)
            DispatchQueue.concurrentPerform(iterations: lanes) { _ in
                // Bands are taken in order from a shared counter, so a lane that drew light
                // bands takes more of them.
                var band: Canvas?
                while let b = next.take(below: bandCount) {
                    let top = b * rowsPerBand, rows = min(rowsPerBand, height - top)
                    let canvas: Canvas
                    if let reused = band, reused.height == rows {
                        reused.clear(background)
                        canvas = reused
                    } else {
                        canvas = Canvas(width: width, height: rows, color: background)
                        band = canvas
                    }
                    draw(canvas, top)
                    canvas.pixels.withUnsafeBufferPointer { source in
                        (target.pixels.baseAddress! + top * width).update(from: source.baseAddress!, count: rows * width)
                    }
                }
            }
        }
        return canvas
    }

    /// The image's pixels, written by the lanes in disjoint bands of rows.
    private struct Target: @unchecked Sendable {
        var pixels: UnsafeMutableBufferPointer<UInt32>
    }

    /// Hands out band numbers in order to the lanes.
    private final class BandCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0

        func take(below count: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }
    }
}
