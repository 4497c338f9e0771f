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

    /// The format's name in a sentence ("… as a Telegram sticker"): messages take it from here.
    public var title: String {
        switch self {
        case .lottie: return "Lottie JSON"
        case .dotLottie: return "dotLottie"
        case .telegramSticker: return "a Telegram sticker"
        case .svg: return "an animated SVG"
        case .gpa: return "a GTK path animation"
        }
    }

    /// The format a file name asks for by its extension, or nil.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }
}
