import FileAccess
import Foundation
import SVGLoader
import Scenes
import SymbolModel

/// `symbolview check DIR...`: loads every SVG file under the directories (or the files named)
/// and reports how many loaded cleanly, with warnings, or not at all, with the most common
/// warnings and every failure. `--verbose` lists every file on a line of its own with its
/// warnings; `--layers` also lists each symbol's layers and annotations. Files load in parallel
/// and report in path order. A folder that cannot be read is reported like a failed file. Exits 1
/// when any file failed or is not there or a folder could not be read, 2 on a usage error.
func runCheck(_ allArguments: [String]) -> Int32 {
    if allArguments.contains("--help") || allArguments.contains("-h") {
        print("usage: symbolview check [--verbose] [--layers] DIR|FILE.svg|FILE.gpa ...\n\n"
            + "Loads every SVG and .gpa file under the folders (and the files named) and reports how many loaded\n"
            + "cleanly, with warnings, or failed, with the warnings counted by kind and every failure.\n"
            + "An SF Symbols template is checked whole: its guides, its designs, whether its masters\n"
            + "match point for point, its classes and -sfsymbols-* properties.\n"
            + "A .gpa file's warnings name what it uses that symbolview ignores or approximates.\n"
            + "Checking one plain SVG (no data-symbol=\"1\") says which layers were inferred from its drawing\n"
            + "(parts that overlap or touch, and the author's named groups, are one layer).\n"
            + "  DIR|FILE.svg  folders (searched recursively) and files to load\n"
            + "  --verbose     list every file on a line of its own (ok, its warnings one line per kind\n"
            + "                with a count, or why it failed)\n"
            + "                (default: a summary and the failures)\n"
            + "  --layers      also list each symbol's layers and annotations (default off)\n"
            + "Exits 1 when a file failed or is not there, or a folder could not be read.")
        return 0
    }
    let listLayers = allArguments.contains("--layers")
    let verbose = allArguments.contains("--verbose") || allArguments.contains("-v")
    let arguments = allArguments.filter { !["--layers", "--verbose", "-v"].contains($0) }
    guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
        printError("usage: symbolview check [--verbose] [--layers] DIR|FILE.svg ...")
        return 2
    }
    var files: [String] = []
    var unreadable: [FolderWalk.Unreadable] = []
    for argument in arguments {
        var info = stat()
        guard FileName.withSystemPath(argument, { stat($0, &info) }) == 0 else {
            // A path that is not there is a failed load, as in `render`, not a usage mistake.
            printError("symbolview check: \(FileName.display(argument)) does not exist")
            return 1
        }
        let path = absolutePath(argument)
        if info.st_mode & S_IFMT == S_IFDIR {
            let walk = FolderWalk(root: path) { SymbolDocument.Kind(name: $0) != nil }
            files += walk.files
            unreadable += walk.unreadable
        } else {
            files.append(path)
        }
    }

    var clean = 0, warned = 0
    var failures = unreadable.map(\.description)
    // Per kind: the files that have it, the first of them, and what the summary shows for it.
    var warningCounts: [String: (count: Int, example: String, shown: String)] = [:]
    // Files load on every core; their reports print here in the files' order.
    OrderedParallelWork<FileReport>().run(count: files.count, job: { [files] i in
        FileReport(checking: files[i], verbose: verbose, listLayers: listLayers, showsInferredLayers: files.count == 1)
    }, deliver: { i, report in
        for line in report.lines { print(line) }
        switch report.outcome {
        case .clean: clean += 1
        case .warned: warned += 1
        case .failed(let line): failures.append(line)
        }
        for (kind, shown) in report.warningKinds {
            var entry = warningCounts[kind, default: (0, FileName.display(files[i]), shown)]
            entry.count += 1
            // Files that found different values show the kind, with its values left out.
            if entry.shown != shown { entry.shown = kind }
            warningCounts[kind] = entry
        }
    })

    if verbose { print("") }
    let folders = unreadable.isEmpty ? "" : "; \(unreadable.count) \(unreadable.count == 1 ? "folder" : "folders") could not be read"
    print("\(files.count) \(files.count == 1 ? "file" : "files"): \(clean) clean, \(warned) with warnings, "
        + "\(failures.count - unreadable.count) failed\(folders)")
    if !warningCounts.isEmpty {
        print("\nwarnings by kind (files that have each):")
        let sorted = warningCounts.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
        for (_, entry) in sorted.prefix(10) {
            print("  \(String(entry.count).padding(toLength: 5, withPad: " ", startingAt: 0)) \(entry.shown)  (e.g. \(entry.example))")
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
func templateSummary(_ template: SymbolTemplate) -> String {
    let designs = template.variants.map(\.name).joined(separator: ", ")
    let how = template.interpolates
        ? "the nine weights are blended from the Ultralight, Regular and Black masters"
        : "no three masters: weights it does not draw are taken from the nearest design"
    return "SF Symbols template (\(designs)); \(how) (the listing shows Regular-M)"
}

extension SymbolDocument {
    /// The document as `check` lists it: a symbol or a template (at regular, medium) as loaded;
    /// a `.gpa` icon with its warnings and its paths as its layers.
    var checked: LoadedSymbol {
        guard case .pathAnimation(let loaded) = self else { return still() }
        let icon = loaded.icon
        let layers = icon.paths.enumerated().map { i, path in
            Layer(id: path.id ?? "path\(i)", shapes: [Shape(path: path.path, transform: path.transform, style: ShapeStyle())])
        }
        let symbol = Symbol(name: icon.name, viewBox: icon.viewBox, layers: layers, isAnnotated: false)
        return LoadedSymbol(symbol: symbol, warnings: loaded.warnings)
    }
}

/// `path` made absolute against the working directory (read as bytes, like the path).
private func absolutePath(_ path: String) -> String {
    guard !path.hasPrefix("/"), let cwd = getcwd(nil, 0) else { return path }
    defer { free(cwd) }
    let folder = FileName.string(fromSystemPath: cwd)
    return folder.hasSuffix("/") ? folder + path : folder + "/" + path
}

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write((text + "\n").data(using: .utf8)!)
}
