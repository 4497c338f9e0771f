import FileAccess
import Foundation
import Geometry
import SVGLoader
import SymbolModel

// symbolbench export-fills: the filled-icon workload, written once from our own loader so that
// every renderer compared draws the same geometry.
//
//   symbolbench export-fills --out FILE [--icons DIR]...
//
// Loads the catalog's symbols and every symbol file under each --icons folder (sorted by path),
// keeps the filled shapes of each, and lays icons out in rows over a 1024×1024 canvas at sizes
// cycling through 24, 32, 48, 64 and 96 px (8 px apart) until the canvas is full, each icon's
// view box fitted to its square. One line per filled shape, in device pixels:
//
//   nonZero|evenOdd SVG-PATH-DATA        (absolute M, L, Q, C and Z; coordinates to 1/1000 px)
//
// `symbolbench raster --fills FILE` fills every line in file order with the workload's colour;
// bench/peers.py --fills does the same with Skia, cairo and Blend2D.

/// One filled shape of the workload, already placed on the canvas.
struct FilledShape {
    var path: Path
    var rule: FillRule
}

enum FillWorkload {
    static let canvasSize = 1024.0
    static let sizes: [Double] = [24, 32, 48, 64, 96]
    static let gap = 8.0

    /// The filled shapes of `symbol` in design units (shape transforms applied); stroke-only
    /// shapes are left out.
    static func filledShapes(of symbol: Symbol) -> [FilledShape] {
        symbol.layers.flatMap(\.shapes).compactMap { shape in
            shape.style.fill == nil ? nil : FilledShape(path: shape.designPath, rule: shape.style.fillRule)
        }
    }

    /// Icons placed in rows until the canvas is full, each a list of filled shapes in pixels.
    static func layout(_ icons: [(viewBox: Rect, shapes: [FilledShape])]) -> [FilledShape] {
        var out: [FilledShape] = []
        var x = gap, y = gap, rowHeight = 0.0, k = 0
        while !icons.isEmpty {
            let size = sizes[k % sizes.count]
            if x + size > canvasSize {
                x = gap; y += rowHeight + gap; rowHeight = 0
            }
            if y + size > canvasSize { break }
            let icon = icons[k % icons.count]
            let box = icon.viewBox
            let s = size / max(box.width, box.height)
            let fit = Transform.translation(-box.x - box.width / 2, -box.y - box.height / 2)
                .concatenating(.scale(s))
                .concatenating(.translation(x + size / 2, y + size / 2))
            for shape in icon.shapes {
                out.append(FilledShape(path: rounded(shape.path.applying(fit)), rule: shape.rule))
            }
            x += size + gap
            rowHeight = max(rowHeight, size)
            k += 1
        }
        return out
    }

    /// `path` with every coordinate rounded to 1/1000, so the file is short and exact.
    static func rounded(_ path: Path) -> Path {
        func r(_ p: Point) -> Point { Point((p.x * 1000).rounded() / 1000, (p.y * 1000).rounded() / 1000) }
        return Path(elements: path.elements.map { e in
            switch e {
            case .move(let p): .move(r(p))
            case .line(let p): .line(r(p))
            case .quad(let c, let p): .quad(r(c), r(p))
            case .cubic(let c1, let c2, let p): .cubic(r(c1), r(c2), r(p))
            case .close: .close
            }
        })
    }

    /// Reads a file written by ``export(_:)``.
    static func read(_ file: String) -> [FilledShape] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { fail("cannot read \(file)") }
        var shapes: [FilledShape] = []
        for (lineNumber, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy(\.isWhitespace) {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let rule = FillRule(rawValue: String(parts[0])) else {
                fail("\(file):\(lineNumber + 1): expected `nonZero|evenOdd PATH-DATA`")
            }
            do {
                shapes.append(FilledShape(path: try Path(svgPathData: String(parts[1])), rule: rule))
            } catch {
                fail("\(file):\(lineNumber + 1): \(error)")
            }
        }
        return shapes
    }

    static func export(_ args: [String]) {
        var out: String?
        var folders: [String] = []
        parseOptions(args) { option, value in
            switch option {
            case "--out": out = value()
            case "--icons": folders.append(value())
            default: fail("unknown option \(option)")
            }
        }
        guard let out else { fail("export-fills needs --out FILE") }
        var icons: [(viewBox: Rect, shapes: [FilledShape])] = []
        do {
            let catalog = try SymbolCatalog()
            for name in catalog.names {
                let symbol = try catalog.symbol(named: name)
                icons.append((symbol.viewBox, filledShapes(of: symbol)))
            }
        } catch {
            fail("\(error)")
        }
        for folder in folders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
                  let walker = FileManager.default.enumerator(atPath: folder) else {
                fail("--icons \(folder): no such folder")
            }
            // The files the door opens; a path animation plays itself and has no still to fill.
            let files = walker.compactMap { $0 as? String }.filter { SymbolDocument.Kind(name: $0) != nil }.sorted()
            for file in files {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(file)
                do {
                    guard let symbol = try SymbolDocument.open(contentsOf: url).symbol()?.symbol else { continue }
                    icons.append((symbol.viewBox, filledShapes(of: symbol)))
                } catch {
                    fail("\(error)")
                }
            }
        }
        icons.removeAll { $0.shapes.isEmpty || $0.viewBox.width <= 0 || $0.viewBox.height <= 0 }
        let placed = layout(icons)
        let text = placed.map { "\($0.rule.rawValue) \($0.path.svgPathData)" }.joined(separator: "\n") + "\n"
        do { try OutputFile.write(Array(text.utf8), to: out) } catch { fail("\(error)") }
        print("\(placed.count) filled shapes from \(icons.count) icons with fills")
    }
}
