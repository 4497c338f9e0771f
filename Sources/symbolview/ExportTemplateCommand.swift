import CommandOptions
import FileAccess
import Foundation
import SVGLoader
import SymbolExport
import Scenes
import SymbolModel

/// `symbolview export-template NAME|FILE.svg --out NAME.svg`: writes one of our symbols as an SF
/// Symbols custom symbol template (three masters, guides, layers as classes, annotations as
/// `-sfsymbols-*` properties) for the SF Symbols app or Xcode, or to read back with `render`.
///
/// The file is written through `OutputFile` (a new temporary file beside `--out`, renamed into
/// place), so an interrupted export never leaves half a template behind. What a template cannot carry is
/// printed as notes on standard error.
func runExportTemplate(_ arguments: [String]) -> Int32 {
    let usage = "usage: symbolview export-template NAME|FILE.svg --out NAME.svg [--force]"
    let help = usage + """


          NAME|FILE.svg   a catalog symbol (`symbolview list`) or an SVG file
          --out NAME.svg  the template to write (required, no default); replaced if it exists
          --force         write --out even when it is the source file itself (default: refused)
        Writes Ultralight-S, Regular-S and Black-S masters (strokes outlined so the three match
        point for point), guides for the S, M and L scales, and the layers and annotations.
        """
    var source: String?
    var out: String?
    var force = false
    var words = OptionCursor(arguments)
    do {
        while let word = words.next() {
            switch word {
            case "--out":
                let v = try words.value(for: word, orThrow: UsageError.init)
                guard (v as NSString).pathExtension.lowercased() == "svg" else {
                    throw UsageError("--out \(FileName.display(v)): this writes an SVG template, so the name must end in .svg")
                }
                out = v
            case "--force": force = true
            case "-h", "--help": print(help); return 0
            default:
                if word.hasPrefix("-") { throw UsageError(ExportTemplateHelp.table.unknownOption(word)) }
                guard source == nil else {
                    throw UsageError("one symbol at a time (got \(FileName.display(source!)) and \(FileName.display(word)))")
                }
                source = word
            }
        }
        guard let source, let out else { throw UsageError("a symbol and --out are required") }
        try refuseReplacingSource([source], out: out, force: force)
        let symbol = try loadSymbol(source, command: "export-template")
        let output = try SymbolTemplateWriter().write(symbol)
        try OutputFile.write(Array(output.svg.utf8), to: out)
        for note in output.notes {
            FileHandle.standardError.write("symbolview export-template: note: \(note)\n".data(using: .utf8)!)
        }
        return 0
    } catch let e as UsageError {
        FileHandle.standardError.write("symbolview export-template: \(e.message)\n\(usage)\n".data(using: .utf8)!)
        return 2
    } catch {
        FileHandle.standardError.write("symbolview export-template: \(FileError.message(for: error, path: out))\n".data(using: .utf8)!)
        return 1
    }
}
