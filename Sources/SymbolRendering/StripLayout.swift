import Geometry

/// Where the frames of a strip image go: side by side, each in a cell of the image's size, with
/// a gap between cells so that two frames of a drawing that fills its cell never read as one.
public struct StripLayout: Sendable, Equatable {
    public let cellWidth: Int, cellHeight: Int, frames: Int
    /// Pixels between two cells: an eighth of a cell, at least 2; none for a single frame.
    public let gap: Int

    public init(cellWidth: Int, cellHeight: Int, frames: Int) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.frames = max(frames, 1)
        gap = frames > 1 ? max(2, (cellWidth + 4) / 8) : 0
    }

    /// The whole image's width.
    public var width: Int { frames * cellWidth + (frames - 1) * gap }

    /// Frame `k`'s cell in pixels, `top` pixels higher (a band drawn on its own starts there).
    public func cell(_ k: Int, top: Int = 0) -> Rect {
        Rect(x: Double(k * (cellWidth + gap)), y: Double(-top), width: Double(cellWidth), height: Double(cellHeight))
    }
}
