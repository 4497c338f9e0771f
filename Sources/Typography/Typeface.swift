import CFreeType

/// A font face loaded with FreeType that renders UTF-8 strings into anti-aliased coverage
/// bitmaps, caching each glyph per pixel size.
///
/// One typeface serves every size; sizes are in device pixels (points × the display scale), so
/// text stays crisp on HiDPI screens. Not thread-safe: use one typeface per thread.
public final class Typeface {
    /// Where the face came from.
    public let file: FontFile
    private var library: FT_Library?
    private var face: FT_Face?
    private var currentSize: Int = -1
    private var glyphs: [GlyphKey: Glyph] = [:]
    private let hasKerning: Bool

    /// Opens the face in `file`.
    public init(file: FontFile) throws {
        self.file = file
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else {
            throw TypographyError("FreeType could not initialise; install libfreetype6")
        }
        var f: FT_Face?
        guard FT_New_Face(lib, file.path, FT_Long(file.faceIndex), &f) == 0, let f else {
            FT_Done_FreeType(lib)
            throw TypographyError("\(file.path): FreeType cannot open this font file (expected a TrueType/OpenType face)")
        }
        library = lib
        face = f
        hasKerning = (f.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING)) != 0
    }

    /// Finds a face through fontconfig and opens it; see ``FontLocator/match(_:requireFamily:package:)``.
    public convenience init(matching pattern: String, requireFamily: String? = nil, package: String) throws {
        try self.init(file: FontLocator.match(pattern, requireFamily: requireFamily, package: package))
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The vertical metrics of the face at `pixelSize`.
    public func lineMetrics(pixelSize: Double) -> LineMetrics {
        let face = sized(pixelSize)
        let m = face.pointee.size.pointee.metrics
        return LineMetrics(ascent: Double(m.ascender) / 64, descent: Double(-m.descender) / 64,
                           lineHeight: Double(m.height) / 64)
    }

    /// The advance width of `text` at `pixelSize`, with kerning: what layout needs to centre it.
    public func width(of text: String, pixelSize: Double) -> Double {
        var pen = 0
        var previous: UInt32 = 0
        let face = sized(pixelSize)
        for scalar in text.unicodeScalars {
            let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            pen += kerning(previous, index)
            pen += glyph(index, size: currentSize).advance
            previous = index
        }
        return Double(pen) / 64
    }

    /// Renders `text` at `pixelSize` into a tight coverage bitmap with its baseline position.
    public func render(_ text: String, pixelSize: Double) -> TextBitmap {
        let face = sized(pixelSize)
        // Lay the glyphs out on a 26.6 pen, then find the box they cover.
        var placed: [(Glyph, Int)] = []
        var pen = 0
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            pen += kerning(previous, index)
            let g = glyph(index, size: currentSize)
            placed.append((g, (pen + 32) >> 6))
            pen += g.advance
            previous = index
        }
        let metrics = lineMetrics(pixelSize: pixelSize)
        var minX = 0, maxX = (pen + 63) >> 6
        var top = Int(metrics.ascent.rounded(.up)), bottom = Int(metrics.descent.rounded(.up))
        for (g, x) in placed where g.width > 0 {
            minX = min(minX, x + g.left)
            maxX = max(maxX, x + g.left + g.width)
            top = max(top, g.top)
            bottom = max(bottom, g.rows - g.top)
        }
        let width = max(0, maxX - minX), height = max(0, top + bottom)
        var coverage = [UInt8](repeating: 0, count: width * height)
        for (g, x) in placed where g.width > 0 {
            let ox = x + g.left - minX, oy = top - g.top
            for row in 0..<g.rows {
                let dst = (oy + row) * width + ox
                let src = row * g.width
                for col in 0..<g.width {
                    let v = Int(coverage[dst + col]) + Int(g.coverage[src + col])
                    coverage[dst + col] = UInt8(min(255, v))
                }
            }
        }
        return TextBitmap(width: width, height: height, coverage: coverage,
                          baseline: top, originX: -minX, advance: Double(pen) / 64)
    }

    // MARK: - FreeType plumbing

    private struct GlyphKey: Hashable { var index: UInt32; var size: Int }

    private struct Glyph {
        var width = 0, rows = 0, left = 0, top = 0
        var advance = 0  // 26.6
        var coverage: [UInt8] = []
    }

    /// Sets the face's size (in 1/64 pixel) if it changed and returns it.
    private func sized(_ pixelSize: Double) -> FT_Face {
        let size = max(1, Int((pixelSize * 64).rounded()))
        if size != currentSize {
            FT_Set_Char_Size(face, 0, FT_F26Dot6(size), 72, 72)
            currentSize = size
        }
        return face!
    }

    private func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard hasKerning, left != 0, right != 0 else { return 0 }
        var delta = FT_Vector()
        FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_DEFAULT.rawValue), &delta)
        return Int(delta.x)
    }

    private func glyph(_ index: UInt32, size: Int) -> Glyph {
        let key = GlyphKey(index: index, size: size)
        if let g = glyphs[key] { return g }
        var g = Glyph()
        // FT_LOAD_RENDER | FT_LOAD_TARGET_LIGHT: anti-aliased 8-bit coverage, light hinting that
        // keeps glyph shapes and spacing close to the design.
        let loadRender: Int32 = 1 << 2, targetLight: Int32 = Int32(FT_RENDER_MODE_LIGHT.rawValue & 15) << 16
        if FT_Load_Glyph(face, index, loadRender | targetLight) == 0, let slot = face!.pointee.glyph {
            let bitmap = slot.pointee.bitmap
            g.width = Int(bitmap.width)
            g.rows = Int(bitmap.rows)
            g.left = Int(slot.pointee.bitmap_left)
            g.top = Int(slot.pointee.bitmap_top)
            g.advance = Int(slot.pointee.advance.x)
            if g.width > 0, g.rows > 0, let buffer = bitmap.buffer {
                g.coverage.reserveCapacity(g.width * g.rows)
                let pitch = Int(bitmap.pitch)
                for row in 0..<g.rows {
                    let line = buffer + (pitch >= 0 ? row * pitch : (g.rows - 1 - row) * -pitch)
                    for col in 0..<g.width { g.coverage.append(line[col]) }
                }
            } else {
                g.width = 0; g.rows = 0
            }
        }
        glyphs[key] = g
        return g
    }
}
