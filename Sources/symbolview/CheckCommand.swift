import Foundation
import SVGLoader
import SymbolModel

/// `symbolview check DIR...`: loads every SVG file under the directories (or the files named)
/// and reports how many loaded cleanly, with warnings, or not at all, with the most common
/// warnings and every failure. `--verbose` lists every file on a line of its own with its
/// warnings; `--layers` also lists each symbol's layers and annotations. Exits 1 when any file
/// failed, 2 on a usage error.
func runCheck(_ allArguments: [String]) -> Int32 {
    if allArguments.contains("--help") || allArguments.contains("-h") {
        print("usage: symbolview check [--verbose] [--layers] DIR|FILE.svg|FILE.gpa ...\n\n"
            + "Loads every SVG and .gpa file under the folders (and the files named) and reports how many loaded\n"
            + "cleanly, with warnings, or failed, with the warnings counted by kind and every failure.\n"
            + "An SF Symbols template is checked whole: its guides, its designs, whether its masters\n"
            + "match point for point, its classes and -sfsymbols-* properties.\n"
            + "A .gpa file's warnings name what it uses that symbolview ignores or approximates.\n"
            + "  DIR|FILE.svg  folders (searched recursively) and files to load\n"
            + "  --verbose     list every file on a line of its own (ok, its warnings, or why it failed)\n"
            + "                (default: a summary and the failures)\n"
            + "  --layers      also list each symbol's layers and annotations (default off)\n"
            + "Exits 1 when a file failed.")
        return 0
    }
    let listLayers = allArguments.contains("--layers")
    let verbose = allArguments.contains("--verbose") || allArguments.contains("-v")
    let arguments = allArguments.filter { !["--layers", "--verbose", "-v"].contains($0) }
    guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
        printError("usage: symbolview check [--verbose] [--layers] DIR|FILE.svg ...")
        return 2
    }
    var files: [URL] = []
    for argument in arguments {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            printError("symbolview check: \(argument) does not exist")
            return 2
        }
        let url = URL(fileURLWithPath: argument)
        if isDirectory.boolValue {
            files += svgFiles(under: url)
        } else {
            files.append(url)
        }
    }

    var clean = 0, warned = 0
    var failures: [String] = []
    var warningCounts: [String: (count: Int, example: String)] = [:]
    for url in files {
        do {
            // A GTK path animation's warnings are what its file uses that symbolview ignores.
            let loaded = GPALoader.isGPA(url) ? try checkedGPA(url) : try SVGLoader.load(contentsOf: url)
            if loaded.warnings.isEmpty { clean += 1 } else { warned += 1 }
            if verbose {
                print("\(url.path): " + (loaded.warnings.isEmpty ? "ok" : "\(loaded.warnings.count) warning\(loaded.warnings.count == 1 ? "" : "s")"))
                for w in loaded.warnings {
                    print("    " + (w.line.map { "line \($0): " } ?? "") + (w.element.map { "<\($0)> " } ?? "") + w.message)
                }
            }
            if listLayers { print(LayerListing.text(for: loaded.symbol)) }
            if verbose || listLayers, let template = try? SVGLoader.template(contentsOf: url) {
                print("    " + templateSummary(template))
            }
            for w in loaded.warnings {
                let key = (w.element.map { "<\($0)>: " } ?? "") + w.message
                warningCounts[key, default: (0, url.path)].count += 1
            }
        } catch {
            if var e = error as? SVGLoadError {
                e.file = url.path
                failures.append(e.description)
                if verbose { print("failed: \(e.description)") }
            } else {
                failures.append("\(url.path): \(error)")
            }
        }
    }

    if verbose { print("") }
    print("\(files.count) \(files.count == 1 ? "file" : "files"): \(clean) clean, \(warned) with warnings, \(failures.count) failed")
    if !warningCounts.isEmpty {
        print("\nwarnings by kind (files that have each):")
        let sorted = warningCounts.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
        for (message, entry) in sorted.prefix(10) {
            print("  \(String(entry.count).padding(toLength: 5, withPad: " ", startingAt: 0)) \(message)  (e.g. \(entry.example))")
        }
        if sorted.count > 10 { print("  … and \(sorted.count - 10) other kinds") }
    }
    if !failures.isEmpty {
        print("\nfailures:")
        for f in failures.prefix(50) { print("  \(f)") }
        if failures.count > 50 { print("  … and \(failures.count - 50) more") }
    }
    return failures.isEmpty ? 0 : 1
}

/// One line on an SF Symbols template: the designs it draws and how the other weights are made.
private func templateSummary(_ template: SymbolTemplate) -> String {
    let designs = template.variants.map(\.name).joined(separator: ", ")
    let how = template.interpolates
        ? "the nine weights are blended from the Ultralight, Regular and Black masters"
        : "no three masters: weights it does not draw are taken from the nearest design"
    return "SF Symbols template (\(designs)); \(how) (the listing shows Regular-M)"
}

/// A `.gpa` file loaded for `check`: its warnings, and a summary of its paths as its layers.
private func checkedGPA(_ url: URL) throws -> LoadedSymbol {
    let loaded = try GPALoader.load(contentsOf: url)
    let icon = loaded.icon
    let layers = icon.paths.enumerated().map { i, path in
        Layer(id: path.id ?? "path\(i)", shapes: [Shape(path: path.path, transform: path.transform, style: ShapeStyle())])
    }
    let symbol = Symbol(name: icon.name, viewBox: icon.viewBox, layers: layers, isAnnotated: false)
    return LoadedSymbol(symbol: symbol, warnings: loaded.warnings)
}

/// Every `.svg` and `.gpa` file under `directory`, recursively, in path order.
private func svgFiles(under directory: URL) -> [URL] {
    guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
    var out: [URL] = []
    for case let url as URL in walker where ["svg", "gpa"].contains(url.pathExtension.lowercased()) { out.append(url) }
    return out.sorted { $0.path < $1.path }
}

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write((text + "\n").data(using: .utf8)!)
}
