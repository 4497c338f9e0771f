/// The outcome of one conformance test: an SVG rendered and compared with its reference PNG.
public struct ConformanceResult: Sendable {
    /// Why a test failed, as far as the check can tell by itself. Which failures are unsupported
    /// features and which are bugs is decided by a person and written in docs/conformance.md.
    public enum Failure: Sendable, Hashable {
        /// The loader refused the file (the message says why).
        case notLoaded(String)
        /// The render differs and the loader warned about something it skipped or approximated,
        /// which is the likely reason.
        case differsAfterWarnings([String])
        /// The render differs although the file loaded cleanly: a loader or renderer difference.
        case differs
        /// The reference PNG is missing or unreadable.
        case noReference(String)

        /// A short category for listings.
        public var category: String {
            switch self {
            case .notLoaded: return "not loaded"
            case .differsAfterWarnings: return "differs, loader warned"
            case .differs: return "differs"
            case .noReference: return "no reference"
            }
        }
    }

    /// The test's path below the corpus folder, without `.svg` (`painting/stroke-linejoin/miter`).
    public var name: String
    /// Nil when the test passed.
    public var failure: Failure?
    /// The comparison with the reference, when there was a render to compare.
    public var difference: ImageDifference?

    public var passed: Bool { failure == nil }

    /// One line for a listing: the name, the category and the detail.
    public var summary: String {
        guard let failure else { return "\(name): pass" }
        var line = "\(name): \(failure.category)"
        if let d = difference {
            let percent = (d.differingFraction * 1000).rounded() / 10
            line += d.sizesMatch
                ? " (\(percent)% of pixels differ, \(d.grossPixels) by more than half; max delta \(d.maxChannelDelta))"
                : " (size differs)"
        }
        switch failure {
        case .notLoaded(let message), .noReference(let message): line += ": \(message)"
        case .differsAfterWarnings(let warnings): line += ": " + warnings.joined(separator: "; ")
        case .differs: break
        }
        return line
    }
}
