import Foundation
import SVGLoader
import SymbolExport
import SymbolModel
import Typography

/// A seed demo as a self-contained web page: inline SVG and CSS, no script, no network, no
/// framework, as the viewer plays it (`symbolview export --scene draw-on|loader --out FILE.html`).
///
/// Each symbol is an inline `<svg role="img">` of its own with its accessible name, as each
/// symbol of a seed is a component; each carries its own animation, and its Reduce Motion form
/// under `prefers-reduced-motion: reduce`. The page takes the viewer's layout (points become
/// CSS pixels), colours and fonts:
/// - **draw-on**: the indigo-to-black gradient and the grid of six symbols drawing on and off on
///   the seed's timer (drawn 1.8 s, undrawn 1.3 s), which stops, drawn, under Reduce Motion;
/// - **loader**: the breathing hero, the title and subtitle, and the row of four loaders, each
///   labelled "Loading" as the seed labels them, held still under Reduce Motion.
///
/// With an ``appearance`` the page is drawn in it; without, it carries both palettes and follows
/// `prefers-color-scheme`.
public struct SeedPage: Sendable {
    public var scene: SceneKind
    /// Light or dark, as the viewer's `--light` and `--dark`; nil follows the reader's appearance.
    public var appearance: Appearance?

    /// The scenes a page can be made of: the two seeds (the effects gallery is the viewer's own).
    public static let scenes: [SceneKind] = [.drawOn, .loader]

    /// A page of `scene`; a scene that is not a seed is refused, naming the ones there are.
    public init(scene: SceneKind, appearance: Appearance? = nil) throws {
        guard Self.scenes.contains(scene) else {
            throw SeedPageError("the \(scene.rawValue) scene has no page (it is the viewer's own); the pages are "
                                + Self.scenes.map(\.rawValue).joined(separator: " and "))
        }
        self.scene = scene
        self.appearance = appearance
    }

    /// The page of the scene named `name` (`draw-on`, `loader`), or an error listing the names
    /// (which does not repeat `name`: the caller shows it as it shows its input).
    public init(named name: String, appearance: Appearance? = nil) throws {
        guard let scene = SceneKind(rawValue: name) else {
            throw SeedPageError("no such scene; the pages are "
                                + Self.scenes.map(\.rawValue).joined(separator: " and "))
        }
        try self.init(scene: scene, appearance: appearance)
    }

    /// The whole page, as UTF-8 text. Loads the catalog's symbols and exports each; throws the
    /// loader's or the exporter's error.
    public func html(catalog: SymbolCatalog? = SymbolCatalog.bundled) throws -> String {
        switch scene {
        case .drawOn: return try drawOnPage(catalog: catalog)
        default: return try loaderPage(catalog: catalog)
        }
    }

    /// The document around `body`: the head with the page's title and style sheet.
    func document(title: String, style: String, bodyClass: String, body: String) -> String {
        let scheme = appearance?.rawValue ?? "light dark"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="\(scheme)">
            <meta name="generator" content="symbolview export --scene \(scene.rawValue)\(appearance.map { " --\($0.rawValue)" } ?? "")">
            <title>\(title)</title>
            <style>
            \(style)
            </style>
            </head>
            <body class="\(bodyClass)">
            \(body)
            </body>
            </html>

            """
    }

    /// The page's colours as custom properties on `:root`: `light` and `dark` give each
    /// property's value in that appearance. Both palettes when the page follows the reader's
    /// appearance, the chosen one otherwise.
    func palette(_ properties: [(name: String, light: String, dark: String)]) -> String {
        func block(_ pick: (String, String) -> String) -> String {
            properties.map { "\($0.name):\(pick($0.light, $0.dark))" }.joined(separator: ";")
        }
        switch appearance {
        case .light?: return ":root{color-scheme:light;\(block { l, _ in l })}"
        case .dark?: return ":root{color-scheme:dark;\(block { _, d in d })}"
        case nil:
            return ":root{color-scheme:light dark;\(block { l, _ in l })}\n"
                + "@media (prefers-color-scheme: dark){:root{\(block { _, d in d })}}"
        }
    }

    /// CSS for a colour: `#rrggbb`, or `rgb(r g b / a)` when translucent.
    static func css(_ c: RGBA) -> String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        if c.a >= 1 { return String(format: "#%02x%02x%02x", byte(c.r), byte(c.g), byte(c.b)) }
        return "rgb(\(byte(c.r)) \(byte(c.g)) \(byte(c.b)) / \(ExportNumber.text(c.a)))"
    }

    /// `text` for an HTML attribute value in double quotes (or element text).
    static func attribute(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// The title face the viewer sets its titles in (``FontBook/roundedFamilies``, its rounded
    /// families in its order), after the system's own rounded design where a browser has one
    /// (`ui-rounded`, SF Rounded, the seed's `.rounded`), then the system's face.
    static var titleFamilies: String {
        (["ui-rounded"] + FontBook.roundedFamilies.map { "\"\($0.family)\"" } + ["system-ui", "sans-serif"])
            .joined(separator: ",")
    }

    /// The body face: the viewer's DejaVu Sans where it is installed, else the system's.
    static let bodyFamilies = "\"DejaVu Sans\",system-ui,sans-serif"
}

/// Why a seed page cannot be made: a sentence naming the scene.
public struct SeedPageError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
