/// The faces the scenes use, found through fontconfig: a rounded bold face for large titles
/// (SwiftUI's `.rounded` design), a clean sans for body text, and its bold for small labels.
public final class FontBook {
    /// The rounded bold title face (Comfortaa, Quicksand, … or a bold sans when none is installed).
    public let title: Typeface
    /// The body face (DejaVu Sans, or whatever fontconfig calls sans-serif).
    public let body: Typeface
    /// The small-label face (DejaVu Sans Bold): key names and tile titles at sizes where the
    /// rounded face's open letters blur (an `a` that reads as `o` at 14 px and 1×).
    public let label: Typeface
    /// Set when the title had to fall back to a non-rounded face; says what to install.
    public let notes: [String]

    public init(title: Typeface, body: Typeface, label: Typeface? = nil, notes: [String] = []) {
        self.title = title
        self.body = body
        self.label = label ?? body
        self.notes = notes
    }

    /// Rounded families tried in order for titles, each with the Debian package that provides it.
    public static let roundedFamilies: [(family: String, package: String)] = [
        ("Comfortaa", "fonts-comfortaa"), ("Quicksand", "fonts-quicksand"),
        ("Nunito", "fonts-nunito"), ("M PLUS Rounded 1c", "fonts-mplus"),
    ]

    /// Loads the standard faces. Throws only when not even a sans-serif face exists; a missing
    /// rounded face falls back to bold sans and is recorded in ``notes``.
    public static func standard() throws -> FontBook {
        var notes: [String] = []
        let body: Typeface
        do {
            body = try Typeface(matching: "DejaVu Sans", requireFamily: "DejaVu Sans", package: "fonts-dejavu-core")
        } catch {
            body = try Typeface(matching: "sans-serif", package: "fonts-dejavu-core")
        }
        var title: Typeface?
        for candidate in roundedFamilies {
            if let face = try? Typeface(matching: "\(candidate.family):bold", requireFamily: candidate.family,
                                        package: candidate.package) {
                title = face
                break
            }
        }
        if title == nil {
            notes.append("no rounded font found for titles; install fonts-comfortaa for the seed's look")
            title = try Typeface(matching: "sans-serif:bold", package: "fonts-dejavu-core")
        }
        let label = (try? Typeface(matching: "DejaVu Sans:bold", requireFamily: "DejaVu Sans", package: "fonts-dejavu-core"))
            ?? (try? Typeface(matching: "sans-serif:bold", package: "fonts-dejavu-core"))
        return FontBook(title: title!, body: body, label: label, notes: notes)
    }
}
