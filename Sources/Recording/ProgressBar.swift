import Foundation

/// A one-line progress bar on stderr: frames done of total, frames per second, time left.
///
/// It draws only when stderr is a terminal, so logs and pipes stay clean, and redraws at most
/// ten times a second so it costs nothing next to rendering.
public final class ProgressBar {
    private let total: Int
    private let enabled: Bool
    private let start = DispatchTime.now().uptimeNanoseconds
    private var lastDraw: UInt64 = 0
    private var drawn = false

    /// `enabled` defaults to whether stderr is a terminal.
    public init(total: Int, enabled: Bool = isatty(STDERR_FILENO) != 0) {
        self.total = max(total, 1)
        self.enabled = enabled
    }

    /// Reports that `done` frames are finished.
    public func update(done: Int) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard done >= total || now - lastDraw > 100_000_000 else { return }
        lastDraw = now
        let text = ProgressBar.line(done: done, total: total, seconds: Double(now - start) / 1e9,
                                    columns: ProgressBar.terminalColumns())
        FileHandle.standardError.write(Data(("\r" + text + "\u{1B}[K").utf8))
        drawn = true
    }

    /// Ends the bar's line so later messages start on a fresh one.
    public func finish() {
        guard enabled, drawn else { return }
        FileHandle.standardError.write(Data("\n".utf8))
        drawn = false
    }

    /// The bar's text for `done` of `total` frames after `seconds`, e.g.
    /// `[########------------]  120/300 frames  45.2 fps  4s left`.
    public static func line(done: Int, total: Int, seconds: Double, width: Int = 24) -> String {
        let fraction = total > 0 ? min(max(Double(done) / Double(total), 0), 1) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let left: String
        if done >= total { left = "done" }
        else if rate > 0 { left = formatDuration(Double(total - done) / rate) + " left" }
        else { left = "…" }
        let count = String(repeating: " ", count: max(0, String(total).count - String(done).count)) + String(done)
        return "[\(bar)] \(count)/\(total) frames  \(String(format: "%.1f", rate)) fps  \(left)"
    }

    /// The bar's text fitted to a terminal `columns` wide: the bar narrows, then goes, then the
    /// text is cut, so the line never wraps (a wrapped line would leave a copy behind at every
    /// redraw, since `\r` only returns to the start of its last row).
    public static func line(done: Int, total: Int, seconds: Double, columns: Int?) -> String {
        let full = line(done: done, total: total, seconds: seconds)
        guard let columns, columns > 1, full.count > columns - 1 else { return full }
        let room = columns - 1
        let text = line(done: done, total: total, seconds: seconds, width: 0).dropFirst(3)  // without "[] "
        let width = min(24, room - text.count - 3)
        if width >= 4 { return line(done: done, total: total, seconds: seconds, width: width) }
        return String(text.prefix(room))
    }

    /// How many columns the terminal on stderr has, if it says.
    static func terminalColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    static func formatDuration(_ seconds: Double) -> String {
        guard seconds < 1e9 else { return "a long time" }
        let s = Int(max(0, seconds).rounded(.up))
        return s >= 60 ? "\(s / 60)m\(String(format: "%02d", s % 60))s" : "\(s)s"
    }
}
