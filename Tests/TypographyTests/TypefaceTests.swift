import Testing
@testable import Typography

@Suite struct TypefaceTests {
    @Test func fontconfigFindsTheRoundedBoldTitleFace() throws {
        let file = try FontLocator.match("Comfortaa:bold", requireFamily: "Comfortaa", package: "fonts-comfortaa")
        #expect(file.path.hasSuffix(".ttf") || file.path.hasSuffix(".otf"))
        #expect(file.style.lowercased().contains("bold"))
    }

    @Test func aMissingFamilyIsRefusedWithThePackageToInstall() {
        #expect {
            try FontLocator.match("No Such Family Zzq", requireFamily: "No Such Family Zzq", package: "fonts-zzq")
        } throws: { error in
            "\(error)".contains("apt-get install fonts-zzq")
        }
    }

    @Test func widthGrowsWithSizeAndText() throws {
        let face = try Typeface(matching: "DejaVu Sans", package: "fonts-dejavu-core")
        let small = face.width(of: "Breathe", pixelSize: 17)
        let large = face.width(of: "Breathe", pixelSize: 34)
        #expect(small > 30 && small < 100)
        #expect(abs(large - 2 * small) < 3)
        #expect(face.width(of: "Breathe, rotate", pixelSize: 17) > small)
    }

    @Test func renderedTextHasInkOnlyWhereThereAreGlyphs() throws {
        let face = try Typeface(matching: "Comfortaa:bold", package: "fonts-comfortaa")
        let bitmap = face.render("Working on it", pixelSize: 28)
        #expect(bitmap.width >= Int(bitmap.advance) - 1)
        #expect(bitmap.baseline > 10 && bitmap.baseline < bitmap.height)
        #expect(bitmap.inkArea > 100)
        #expect(face.render("   ", pixelSize: 28).inkArea == 0)
        // Anti-aliased: some coverage values lie strictly between empty and full.
        #expect(bitmap.coverage.contains { $0 > 0 && $0 < 255 })
    }

    @Test func utf8TextRendersEveryScalar() throws {
        let face = try Typeface(matching: "DejaVu Sans", package: "fonts-dejavu-core")
        #expect(face.width(of: "Ré", pixelSize: 20) > face.width(of: "R", pixelSize: 20))
    }

    @Test func theStandardFontBookUsesARoundedTitleFace() throws {
        let book = try FontBook.standard()
        #expect(book.title.file.family == "Comfortaa")
        #expect(book.notes.isEmpty)
    }
}
