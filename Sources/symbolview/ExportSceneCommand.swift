import CommandOptions
import FileAccess
import Foundation
import Scenes

/// `symbolview export --scene draw-on|loader --out FILE.html [--dark|--light]`: a seed demo as a
/// self-contained web page (``SeedPage``), each symbol an inline animated SVG, as the viewer
/// plays the scene. `export` hands its arguments here when they hold `--scene`.
func runExportScene(_ arguments: [String]) -> Int32 {
    var out: String?
    do {
        var scene: String?
        var appearance: Appearance?
        var words = OptionCursor(arguments)
        while let word = words.next() {
            func value() throws -> String { try words.value(for: word, orThrow: UsageError.init) }
            switch word {
            case "--scene": scene = try value()
            case "--out": out = try value()
            case "--dark", "--light":
                let chosen: Appearance = word == "--dark" ? .dark : .light
                if let other = appearance, other != chosen { throw UsageError("--dark and --light: give one, or neither to follow the reader's appearance") }
                appearance = chosen
            case "-h", "--help":
                print(ExportHelp.help + "\n\n" + ExportSceneHelp.help)
                return 0
            case _ where ExportHelp.table.contains(word):
                throw UsageError("\(word) does not go with --scene: a page plays the seed's own symbols, effects and colours")
            case _ where word.hasPrefix("-"):
                throw UsageError(ExportSceneHelp.table.unknownOption(word))
            default:
                throw UsageError("\(FileName.display(word)): --scene writes the seed's own symbols; leave the symbol out")
            }
        }
        guard let scene else { throw UsageError("--scene needs a name: " + SeedPage.scenes.map(\.rawValue).joined(separator: " or ")) }
        guard let out else { throw UsageError("--scene \(scene.terminalSafe): --out FILE.html is required") }
        guard (out as NSString).pathExtension.lowercased() == "html" else {
            throw UsageError("--out \(FileName.display(out)): --scene writes a web page, so the name must end in .html")
        }
        let page: SeedPage
        do { page = try SeedPage(named: scene, appearance: appearance) } catch let e as SeedPageError {
            throw UsageError("--scene \(scene.terminalSafe): \(e.description)")
        }
        let html = try page.html()
        try OutputFile.write(Array(html.utf8), to: out)
        let symbols = html.components(separatedBy: "<svg ").count - 1
        print("\(FileName.display(out)): \(html.utf8.count) bytes, \(symbols) symbols, each an inline SVG; "
              + (appearance.map { "\($0.rawValue) appearance" } ?? "follows prefers-color-scheme"))
        return 0
    } catch {
        return exportFailure(error, out: out)
    }
}

/// `export --scene`'s options and help, beside `export`'s own.
enum ExportSceneHelp {
    static let table = [OptionSpec("--scene", "S"), OptionSpec("--dark"), OptionSpec("--light"), OptionSpec("--out", "FILE")]

    static let help = """
        usage: symbolview export --scene draw-on|loader --out FILE.html [--dark|--light]

          --scene S        a seed demo as a self-contained web page (inline SVG and CSS, no
                           script, no network), as the viewer plays it. draw-on: the six
                           symbols on the seed's timer (drawn 1.8 s, undrawn 1.3 s) over the
                           indigo gradient; loader: the breathing hero, the title and the row
                           of four loaders. Under prefers-reduced-motion the timer stops (drawn)
                           and the loaders hold still
          --dark, --light  the appearance (default: the page follows prefers-color-scheme)
        """
}
