import Foundation
import SVGLoader
import Scenes
import SymbolModel

/// Opens NAME|FILE as a command line gives it, through the one door (``SymbolDocument``): a
/// catalog symbol, or a file of any format, told apart by its content. A name the catalog lacks
/// that is a path on disk (a folder, a file without an extension) is opened as a file, so the
/// error says what it is.
func openDocument(_ reference: String) throws -> SymbolDocument {
    do {
        return try SymbolDocument.open(reference)
    } catch SymbolCatalogError.unknownName where FileManager.default.fileExists(atPath: reference) {
        return try SymbolDocument.open(contentsOf: URL(fileURLWithPath: reference))
    }
}

/// The still symbol of NAME|FILE (a template's design at `weight` and `scale`; a `.gpa` icon in
/// its initial state), with a file's warnings printed as `symbolview COMMAND: warning: …`.
func loadSymbol(_ source: String, weight: SymbolWeight = .regular, scale: SymbolScale = .medium,
                command: String = "render") throws -> Symbol {
    let loaded = try openDocument(source).still(weight: weight, scale: scale)
    // The command goes ahead, but what was skipped or cut short is worth knowing.
    if SymbolDocument.isFileReference(source) { printWarnings(loaded.warnings, command: command) }
    return loaded.symbol
}

/// Prints each warning as `symbolview COMMAND: warning: …` on standard error.
func printWarnings<W: CustomStringConvertible>(_ warnings: [W], command: String) {
    for warning in warnings { printError("symbolview \(command): warning: \(warning)") }
}
