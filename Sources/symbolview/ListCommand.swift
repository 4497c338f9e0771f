import CommandOptions
import FileAccess
import Foundation
import SVGLoader
import Scenes

/// `symbolview list [--json]`: the catalog's symbol names, one a line; with `--json`, every
/// symbol with its layers and their annotations (``LayerListing/SymbolEntry``).
func runList(_ arguments: [String]) -> Int32 {
    let usage = """
        usage: symbolview list [--json]

        Lists the bundled catalog's symbols, one name a line.
          --json   an array of the symbols with their view box and layers: draw kind, direction,
                   start, motion group, hierarchy, rotation, pulse (default: names only)
        """
    var asJSON = false
    var words = OptionCursor(arguments)
    while let word = words.next() {
        switch word {
        case "--json": asJSON = true
        case "-h", "--help": print(usage); return 0
        default:
            let message = word.hasPrefix("-") ? ListHelp.table.unknownOption(word) : "unexpected argument \(word)"
            printError("symbolview list: \(message)\n\(usage)")
            return 2
        }
    }
    do {
        let catalog = try SymbolCatalog()
        guard asJSON else {
            print(catalog.names.joined(separator: "\n"))
            return 0
        }
        let entries = try catalog.names.map { LayerListing.entry(for: try catalog.symbol(named: $0)) }
        print(try LayerListing.json(entries))
        return 0
    } catch {
        printError("symbolview list: \(FileError.message(for: error, action: .read))")
        return 1
    }
}
