import Foundation

/// A Telegram animated sticker (`.tgs`): Lottie JSON marked `"tgs": 1` at its top level (Telegram
/// refuses a sticker without the mark), gzipped, within the limits Telegram sets for stickers.
/// An animation outside them is refused with the limit it breaks.
public enum TelegramSticker {
    /// Telegram's limits: a 512 × 512 canvas, at most 3 seconds, 60 frames per second, 64 KB.
    public static let side = 512
    public static let maxSeconds = 3.0
    public static let frameRate = 60.0
    public static let maxBytes = 64 * 1024

    /// A limit the animation breaks.
    public struct LimitError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The Lottie animation `json` with Telegram's sticker mark, `"tgs": 1`, first among its
    /// top-level keys.
    public static func marked(_ json: JSONValue) -> JSONValue {
        guard case .object(let fields) = json else { return json }
        return .object([("tgs", .number(1))] + fields.filter { $0.0 != "tgs" })
    }

    /// The gzipped sticker of the Lottie animation `animation`, marked as a sticker, or the first
    /// limit `scene` breaks.
    public static func pack(_ animation: JSONValue, scene: ExportScene, span: ExportSpan) throws -> Data {
        try checkLimits(scene, span: span)
        let json = Data(marked(animation).text.utf8)
        let packed = try Deflate.compress(json, windowBits: 31)
        guard packed.count <= maxBytes else {
            throw LimitError(description: "a Telegram sticker is at most \(maxBytes / 1024) KB gzipped; this one is \(packed.count) bytes")
        }
        return packed
    }

    /// Throws the first of Telegram's limits on size, frame rate and length that `scene`, over
    /// `span`, breaks: known before any frame is sampled, so ``ExportCost`` asks it first.
    public static func checkLimits(_ scene: ExportScene, span: ExportSpan) throws {
        guard scene.width == side, scene.height == side else {
            throw LimitError(description: "a Telegram sticker is \(side)x\(side) pixels; this one is \(scene.width)x\(scene.height) (use --size \(side))")
        }
        guard scene.fps == frameRate else {
            throw LimitError(description: "a Telegram sticker plays at \(Int(frameRate)) fps; this one at \(JSONValue.number(scene.fps)) (use --fps 60)")
        }
        guard span.duration <= maxSeconds + 1e-9 else {
            throw LimitError(description: "a Telegram sticker lasts at most \(Int(maxSeconds)) s; this one lasts \(String(format: "%.2f", span.duration)) s (use --speed or --duration)")
        }
    }
}
