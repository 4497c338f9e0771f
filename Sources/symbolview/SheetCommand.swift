import CommandOptions
import FileAccess
import Foundation
import Geometry
import PNGCodec
import Raster
import SVGLoader
import Scenes
import SymbolEffects
import SymbolModel
import SymbolRendering
import Typography

/// `symbolview sheet [FILE.svg ...] --out FILE.png [--size PX] [--weights W,W,...|all] [--background C] [--color C]`:
/// a contact sheet of every catalog symbol (or of the SVG files named), for review.
///
/// An SF Symbols template among the files is drawn with its own design at each weight (at the
/// large scale), so `--weights all` previews its nine weights side by side.
///
/// Each row is one symbol; each column group one weight (ultralight, regular and black by
/// default). A group holds the symbol in a `--size` pixel design box (256 by default), its name
/// under it, and beside it the symbol at 24 px, its actual size in a toolbar. Both are drawn as
/// `symbolview render NAME --size PX` draws them: the design box filled at the large scale.
/// A last group shows the symbol at regular in the four rendering modes (monochrome,
/// hierarchical, palette, multicolor), flat above and gradient below, at half the size.
func runSheet(_ arguments: [String]) -> Int32 {
    let usage = "usage: symbolview sheet [FILE.svg ...] --out FILE.png [--size PX] [--weights W,W,...|all] [--background C] [--color C] [--force]"
    let help = usage + """


        Draws every catalog symbol (or each SVG file named) in a design box and at 24 px, at each
        weight, in a labelled grid, then at regular in monochrome, hierarchical, palette and multicolor,
        flat and gradient. An SF Symbols template is drawn with its own design at each weight.
          FILE.svg ...       SVG files or templates to draw instead of the catalog
          --out FILE.png     the image to write (required)
          --size PX          the side of each symbol's design box in pixels, 32 to 1024 (default 256)
          --weights W,W,...  the weights, ultralight … black, or all nine (default ultralight,regular,black)
          --background C     the sheet's background, a CSS colour (default white)
          --color C          the symbols' colour, a CSS colour (default black; multicolor's
                             accent defaults to system blue #007AFF)
          --force            write --out even when it is one of the files drawn (default: refused)
        """
    var out: String?
    var size = 256
    var weights: [SymbolWeight] = [.ultralight, .regular, .black]
    var background = Color.white
    var color = Color.black
    var colorGiven = false
    var files: [String] = []
    var force = false
    var words = OptionCursor(arguments)
    do {
        while let word = words.next() {
            func value() throws -> String { try words.value(for: word, orThrow: UsageError.init) }
            switch word {
            case "--out": out = try pngOutput(try value())
            case "--size":
                let v = try value()
                guard let n = Int(v), (32...1024).contains(n) else {
                    throw UsageError("--size \(v): expected a whole number from 32 to 1024")
                }
                size = n
            case "--weights":
                let v = try value()
                weights = v == "all" ? SymbolWeight.allCases : try v.split(separator: ",").map { name in
                    guard let w = SymbolWeight(rawValue: String(name)) else {
                        let known = SymbolWeight.allCases.map(\.rawValue).joined(separator: ", ")
                        throw UsageError("--weights: '\(name)' is not one of \(known)")
                    }
                    return w
                }
                if weights.isEmpty { throw UsageError("--weights needs at least one weight") }
            case "--background": background = try colorOption(try value(), for: word)
            case "--color":
                color = try colorOption(try value(), for: word)
                colorGiven = true
            case "--force": force = true
            case "-h", "--help": print(help); return 0
            default:
                if word.hasPrefix("-") { throw UsageError(SheetHelp.table.unknownOption(word)) }
                guard SymbolDocument.Kind(name: word) == .symbol else { throw UsageError("unknown argument \(FileName.display(word)) (files must end in .svg)") }
                files.append(word)
            }
        }
        guard let out else { throw UsageError("--out FILE.png is required") }
        try refuseReplacingSource(files, out: out, force: force)
        // One symbol per weight column: a template draws each weight itself.
        var rows: [[PreparedSymbol]] = []
        if files.isEmpty {
            // Without the catalog this throws an error that lists where it looked.
            let catalog = try SymbolCatalog.bundled ?? SymbolCatalog()
            for name in catalog.names {
                let prepared = PreparedSymbol(try catalog.symbol(named: name))
                rows.append(weights.map { _ in prepared })
            }
        } else {
            for file in files {
                let document = try SymbolDocument.open(contentsOf: URL(fileURLWithPath: file))
                if case .template(let template) = document {
                    printWarnings(template.warnings, command: "sheet")
                    rows.append(weights.map { PreparedSymbol(template.symbol(weight: $0, scale: .large).symbol) })
                } else {
                    let loaded = document.still()
                    printWarnings(loaded.warnings, command: "sheet")
                    let prepared = PreparedSymbol(loaded.symbol)
                    rows.append(weights.map { _ in prepared })
                }
            }
        }
        let fonts: FontBook?
        do {
            fonts = try FontBook.standard()
        } catch {
            FileHandle.standardError.write("symbolview sheet: no font for labels (\(error)); drawing without them\n".data(using: .utf8)!)
            fonts = nil
        }
        // Multicolor's accent: the colour asked for, or the system blue an app without an accent
        // colour gets (black would make the accent parts look monochrome).
        let accent = colorGiven ? color : SymbolRenderingMode.defaultAccent
        try SheetBudget.check(rows, weights: weights, size: size)
        let sheet = ContactSheet(size: size, weights: weights, background: background, color: color, accent: accent, fonts: fonts)
        try PNGCodec.write(sheet.draw(rows), to: out)
        return 0
    } catch let e as UsageError {
        FileHandle.standardError.write("symbolview sheet: \(e.message)\n\(usage)\n".data(using: .utf8)!)
        return 2
    } catch {
        FileHandle.standardError.write("symbolview sheet: \(FileError.message(for: error))\n".data(using: .utf8)!)
        return 1
    }
}

/// The layout and drawing of the sheet: rows of symbols, a column group per weight.
private struct ContactSheet {
    var size: Int
    var weights: [SymbolWeight]
    var background: Color
    var color: Color
    /// The tint of the multicolor cells.
    var accent: Color
    var fonts: FontBook?

    static let small = 24
    let margin = 32
    let gap = 16
    let groupGap = 48
    let labelHeight = 30
    let headerHeight = 44

    var groupWidth: Int { size + gap + Self.small }
    var rowHeight: Int { size + labelHeight + gap }
    /// The rendering-mode group: four columns of cells half the design box, flat above gradient.
    static let modeGap = 8
    var modeCell: Int { (size - Self.modeGap) / 2 }
    var modeGroupWidth: Int { 4 * modeCell + 3 * Self.modeGap }
    /// Where the rendering-mode group starts.
    var modeGroupX: Int { margin + weights.count * (groupWidth + groupGap) }

    /// Text and frames: a mid tone that reads on the background without competing with the ink.
    var labelColor: Color {
        let light = background.a < 0.5 || (0.3 * background.r + 0.59 * background.g + 0.11 * background.b) > 0.5
        return light ? Color(r: 0.25, g: 0.25, b: 0.27) : Color(r: 0.8, g: 0.8, b: 0.82)
    }

    /// `rows[r][c]`: the symbol of row `r` drawn in the column of `weights[c]`.
    func draw(_ rows: [[PreparedSymbol]]) -> Canvas {
        let width = 2 * margin + weights.count * (groupWidth + groupGap) + modeGroupWidth
        let height = 2 * margin + headerHeight + rows.count * rowHeight
        let frame = labelColor.withOpacity(0.18)
        // Posed once, drawn in every band.
        let states = rows.map { columns in columns.map { SymbolAnimator(symbol: $0.symbol).state(of: SymbolAnimation(), at: 0) } }
        // Text is set before the bands are drawn: a FreeType face serves one thread at a time.
        var labels: [PlacedLabel] = []
        for (column, weight) in weights.enumerated() {
            let x0 = margin + column * (groupWidth + groupGap)
            labels += [label("\(weight.rawValue)", title: true, centeredAt: Double(x0 + size / 2), baseline: margin + 24),
                       label("24 px", title: false, centeredAt: Double(x0 + size + gap + Self.small / 2), baseline: margin + 24)]
                .compactMap { $0 }
            for (row, columns) in rows.enumerated() {
                let prepared = columns[column]
                let y0 = margin + headerHeight + row * rowHeight
                labels += [label(prepared.symbol.name, title: false, centeredAt: Double(x0 + size / 2), baseline: y0 + size + 20)]
                    .compactMap { $0 }
            }
        }
        let modes = RenderingModeChoice.allCases
        for (k, choice) in modes.enumerated() {
            let x = modeGroupX + k * (modeCell + Self.modeGap) + modeCell / 2
            labels += [label(choice.rawValue, title: false, centeredAt: Double(x), baseline: margin + 24,
                             maxWidth: modeCell + Self.modeGap / 2)].compactMap { $0 }
        }
        for row in rows.indices {
            let y0 = margin + headerHeight + row * rowHeight
            labels += [label("flat above, gradient below", title: false, centeredAt: Double(modeGroupX + modeGroupWidth / 2),
                             baseline: y0 + size + 20, maxWidth: modeGroupWidth)].compactMap { $0 }
        }
        let (weights, size, color, accent, labelColor) = (self.weights, self.size, self.color, self.accent, self.labelColor)
        let (modeCell, modeGroupX) = (self.modeCell, self.modeGroupX)
        // A tall sheet (many symbols, or --size 1024) is drawn in bands on every core; `top` is
        // the band's first row, so each band draws everything `top` pixels higher.
        return BandedDrawing.draw(width: width, height: height, background: background,
                                  workers: PNGCodec.defaultWorkers) { canvas, top in
            let renderer = SymbolRenderer()
            let dy = Double(top)
            for (column, weight) in weights.enumerated() {
                let x0 = margin + column * (groupWidth + groupGap)
                for (row, columns) in rows.enumerated() {
                    let prepared = columns[column], state = states[row][column]
                    let y0 = margin + headerHeight + row * rowHeight
                    // Rows outside the band: nothing of them shows.
                    guard y0 - top < canvas.height + size, y0 + rowHeight - top > -size else { continue }
                    // The large cell, its design box outlined faintly so centring can be judged.
                    let box = Rect(x: Double(x0) + 0.5, y: Double(y0) + 0.5 - dy, width: Double(size - 1), height: Double(size - 1))
                    canvas.stroke(.rect(box), style: StrokeStyle(width: 1), paint: .solid(frame))
                    renderer.draw(prepared, state: state, in: canvas,
                                  placement: placement(center: Point(Double(x0) + Double(size) / 2, Double(y0) + Double(size) / 2 - dy),
                                                       box: Double(size), weight: weight),
                                  tint: color)
                    // The actual-size cell, level with the middle of the large one.
                    let sx = x0 + size + gap, sy = y0 + (size - Self.small) / 2
                    renderer.draw(prepared, state: state, in: canvas,
                                  placement: placement(center: Point(Double(sx) + 12, Double(sy) + 12 - dy), box: Double(Self.small),
                                                       weight: weight),
                                  tint: color)
                }
            }
            // The rendering modes, at regular: the weight columns' regular symbol if there is one.
            let regular = weights.firstIndex(of: .regular) ?? 0
            for (row, columns) in rows.enumerated() {
                let prepared = columns[regular], state = states[row][regular]
                let y0 = margin + headerHeight + row * rowHeight
                guard y0 - top < canvas.height + size, y0 + rowHeight - top > -size else { continue }
                for (k, choice) in modes.enumerated() {
                    for (r, colorRendering) in SymbolColorRenderingMode.allCases.enumerated() {
                        let x = modeGroupX + k * (modeCell + Self.modeGap), y = y0 + r * (modeCell + Self.modeGap)
                        let box = Rect(x: Double(x) + 0.5, y: Double(y) + 0.5 - dy, width: Double(modeCell - 1), height: Double(modeCell - 1))
                        canvas.stroke(.rect(box), style: StrokeStyle(width: 1), paint: .solid(frame))
                        renderer.draw(prepared, state: state, in: canvas,
                                      placement: placement(center: Point(Double(x) + Double(modeCell) / 2, Double(y) + Double(modeCell) / 2 - dy),
                                                           box: Double(modeCell), weight: .regular),
                                      tint: choice == .multicolor ? accent : color,
                                      mode: choice.mode(tint: RGBA(color), appearance: .light),
                                      colorRendering: colorRendering)
                    }
                }
            }
            for l in labels {
                canvas.draw(alpha: l.bitmap.coverage, width: l.bitmap.width, height: l.bitmap.height,
                            x: l.x, y: l.y - top, paint: .solid(labelColor))
            }
        }
    }

    /// A label's pixels and where its top-left corner goes on the sheet.
    struct PlacedLabel {
        var bitmap: TextBitmap
        var x: Int, y: Int
    }

    /// The placement `symbolview render --size` uses: the design box `box` pixels wide at the large scale.
    func placement(center: Point, box: Double, weight: SymbolWeight) -> SymbolPlacement {
        SymbolPlacement(center: center, pointSize: SymbolPlacement.pointSize(forBoxPixels: box, scale: .large),
                        weight: weight, scale: .large)
    }

    /// `text` set centred on `x`, shrunk when it would be wider than `maxWidth` (a large cell's
    /// width unless given); nil without fonts or ink.
    func label(_ text: String, title: Bool, centeredAt x: Double, baseline: Int, maxWidth: Int? = nil) -> PlacedLabel? {
        guard let fonts else { return nil }
        let face = title ? fonts.title : fonts.body
        var pixelSize = title ? 18.0 : 15.0
        let width = face.width(of: text, pixelSize: pixelSize)
        let room = Double(maxWidth ?? size)
        if width > room { pixelSize = max(8, pixelSize * room / width) }
        let bitmap = face.render(text, pixelSize: pixelSize)
        guard bitmap.width > 0, bitmap.height > 0 else { return nil }
        return PlacedLabel(bitmap: bitmap, x: Int((x - bitmap.advance / 2).rounded()) - bitmap.originX,
                           y: baseline - bitmap.baseline)
    }
}
