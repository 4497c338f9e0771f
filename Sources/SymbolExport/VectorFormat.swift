/// The vector animation formats symbolview writes.
public enum VectorFormat: String, Sendable, CaseIterable {
    /// Lottie JSON.
    case lottie = "json"
    /// dotLottie: a zip holding a manifest and the Lottie JSON.
    case dotLottie = "lottie"
    /// A Telegram animated sticker: gzipped Lottie within Telegram's limits.
    case telegramSticker = "tgs"
    /// An SVG animated with CSS keyframes, no script.
    case svg
    /// A GTK path animation: draws only (``GPAWriter``).
    case gpa

    /// The format a file name asks for by its extension, or nil.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }
}
