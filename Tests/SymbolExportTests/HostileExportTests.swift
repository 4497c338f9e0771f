import Foundation
import Geometry
import SVGLoader
import SymbolEffects
import SymbolModel
import SymbolRendering
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import SymbolExport

/// Every fixture the tests hold, the hostile ones first (`Tests/Fixtures/hostile`: extreme
/// numbers, control characters in names, colliding ids), written to every format and read back:
/// a written file parses strictly (JSON by `JSONSerialization`, SVG and `.gpa` by an XML
/// parser), a `.gpa` loads in symbolview's own reader, a template reads back as one; a file that
/// cannot be written is refused with an error naming what is wrong, never a crash or `inf`.
@Suite struct HostileExportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let fuzzRegressions = fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fuzz/regressions")

    /// The name written into each file (an SVG's title, Lottie's `nm`): a file name can hold all
    /// of this, and XML forbids some of it even escaped.
    static let hostileName = "name\u{1}\u{1B}[31m\u{202E}\u{FFFF}\u{FFFE}<&>\"'--\nend\u{7F}-"

    /// Every `.svg` and `.gpa` under the fixtures and the fuzz regressions, hostile ones first.
    static func sources() -> [URL] {
        func files(_ folder: URL) -> [URL] {
            guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
            return walk.compactMap { $0 as? URL }.filter { ["svg", "gpa"].contains($0.pathExtension) }
                .sorted { $0.path < $1.path }
        }
        let hostile = files(fixtures.appendingPathComponent("hostile"))
        return hostile + files(fixtures).filter { !hostile.contains($0) } + files(fuzzRegressions)
    }

    /// The scene of `file` drawing on (an SVG) or switching from unset to its state (a `.gpa`),
    /// or nil when the reader refuses the file (which is the readers' tests' business).
    static func scene(_ file: URL) throws -> (scene: ExportScene, symbol: Symbol?)? {
        let data = try Data(contentsOf: file)
        let size = 64
        if file.pathExtension == "gpa" {
            guard let icon = try? GPALoader.load(data: data, name: file.lastPathComponent).icon else { return nil }
            let player = GPAPlayer(icon)
            var history = GPAStateHistory(initial: GPAState.unset)
            history.set(icon.initialState, at: 0)
            let symbol = player.symbol()
            let placement = SymbolPlacement(center: Point(32, 32), pointSize: SymbolPlacement.pointSize(forBoxPixels: 64, scale: .large),
                                            weight: .regular, scale: .large)
            let part = GPAExportPart.part(player: player, history: history, options: .init(),
                                          toPixels: placement.transform(for: symbol)) { _ in (.black, 1) }
            // One second from the switch: a looping icon's period is not searched for (that search
            // is the export budget's business, not this test's).
            return (ExportScene(width: size, height: size, parts: [part], name: hostileName,
                                span: ExportSpan(start: 0, duration: 1, loops: false)), nil)
        }
        guard let symbol = try? SVGLoader.load(data: data, name: file.lastPathComponent).symbol else { return nil }
        let animation = try SymbolEffectSpec.parse("drawOn").animation(reduceMotion: .constant(false))
        let part = ExportScene.Part(symbol: symbol, animation: animation, toPixels: ExportTests.centred(symbol.viewBox, size: size),
                                    strokeScale: 1) { _ in (.black, 1) }
        return (ExportScene(width: size, height: size, parts: [part], name: hostileName), symbol)
    }

    /// Whether `error` is one of the writers' refusals, which say what cannot be written.
    static func isRefusal(_ error: Error) -> Bool {
        error is ExportRangeError || error is GPAWriter.Refusal || error is TelegramSticker.LimitError
            || error is SymbolTemplateWriter.Failure
    }

    /// Each source's path below `Tests/Fixtures` or `fuzz/regressions`, the test's arguments.
    static let sourceNames: [String] = sources().map { url in
        let path = url.path
        for base in [fixtures.path + "/", fuzzRegressions.path + "/"] where path.hasPrefix(base) {
            return (base == fixtures.path + "/" ? "" : "fuzz/regressions/") + String(path.dropFirst(base.count))
        }
        return path
    }

    @Test(arguments: sourceNames)
    func everyFixtureWritesToEveryFormatAndReadsBackOrIsRefused(_ source: String) throws {
        let file = source.hasPrefix("fuzz/regressions/")
            ? Self.fuzzRegressions.appendingPathComponent(String(source.dropFirst("fuzz/regressions/".count)))
            : Self.fixtures.appendingPathComponent(source)
        guard let (scene, symbol) = try Self.scene(file) else { return }
        let name = file.lastPathComponent
        for format in VectorFormat.allCases {
            do {
                let out = try VectorExport.write(scene, as: format)
                try Self.readBack(out.data, format: format, file: name)
            } catch {
                #expect(Self.isRefusal(error), "\(name) as .\(format.rawValue): \(error)")
                #expect(!"\(error)".isEmpty)
            }
        }
        if let symbol {
            do {
                let out = try SymbolTemplateWriter().write(symbol)
                try Self.parseXML(Data(out.svg.utf8), "\(name) as a template")
                #expect(try SVGLoader.template(data: Data(out.svg.utf8), name: name) != nil, "\(name) as a template")
            } catch {
                #expect(Self.isRefusal(error), "\(name) as a template: \(error)")
            }
        }
    }

    // MARK: The cases of issue 39

    @Test func anExtremeRepeatingGradientIsRefusedNamingItNotATrap() throws {
        let (scene, _) = try #require(try Self.scene(Self.fixtures.appendingPathComponent("hostile/repeat-gradient-extreme.svg")))
        // (A sticker of this 64-pixel scene is refused for its size before its numbers are looked at.)
        for format in VectorFormat.allCases where format != .telegramSticker {
            let error = try #require(throws: ExportRangeError.self) { try VectorExport.write(scene, as: format) }
            #expect(error.description.contains("gradient") && error.description.contains("1e+305"), "\(error)")
        }
    }

    @Test func aTinyRadiusOverAHugeRectIsWrittenAsPadWithANote() throws {
        let (scene, _) = try #require(try Self.scene(Self.fixtures.appendingPathComponent("hostile/reflect-radial-tiny-radius.svg")))
        let out = try LottieWriter().write(scene)
        _ = try JSONSerialization.jsonObject(with: Data(out.text.utf8))
        #expect(out.notes.contains { $0.contains("more than 64 repeats") }, "\(out.notes)")
    }

    @Test func aHugeStrokeWidthIsRefusedNamingTheLayerAndTheNumber() throws {
        let (scene, _) = try #require(try Self.scene(Self.fixtures.appendingPathComponent("hostile/huge-stroke-numbers.svg")))
        let error = try #require(throws: ExportRangeError.self) { try LottieWriter().write(scene) }
        #expect(error.description.contains("layer '") && error.description.contains("stroke width (1e+300)"), "\(error)")
    }

    @Test func aHugeMiterLimitAndMaskRegionAreClampedAndWritten() throws {
        for file in ["miter-limit-huge.svg", "huge-mask-region.svg"] {
            let (scene, _) = try #require(try Self.scene(Self.fixtures.appendingPathComponent("hostile/\(file)")))
            let json = try LottieWriter().write(scene).text
            _ = try JSONSerialization.jsonObject(with: Data(json.utf8))
            let svg = try AnimatedSVGWriter().write(scene).text
            try Self.parseXML(Data(svg.utf8), file)
            #expect(!svg.contains("e+305") && !svg.contains("e+300"), "\(file): the clamped number is written")
        }
    }

    @Test func aTinyViewBoxIsRefusedNotWrittenAsInfinityOrZero() throws {
        let (scene, _) = try #require(try Self.scene(Self.fixtures.appendingPathComponent("hostile/tiny-viewbox.svg")))
        // (A sticker of this 64-pixel scene is refused for its size before its numbers are looked at.)
        for format in VectorFormat.allCases where format != .telegramSticker {
            let error = try #require(throws: ExportRangeError.self) { try VectorExport.write(scene, as: format) }
            #expect(error.description.contains("design box"), "\(error)")
        }
    }

    @Test func gpaIdsAreUniqueXMLNamesWhateverTheLayerIds() throws {
        let (scene, _) = try #require(try Self.scene(Self.fixtures.appendingPathComponent("hostile/colliding-layer-ids.svg")))
        let text = try GPAWriter().write(scene).text
        let ids = text.components(separatedBy: " id='").dropFirst().map { String($0.prefix { $0 != "'" }) }
        #expect(ids.count == 4)
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(ids.allSatisfy { $0.first.map { $0.isLetter || $0 == "_" } ?? false }, "\(ids)")
        let icon = try GPALoader.load(data: Data(text.utf8), name: "ids.gpa").icon
        #expect(icon.paths.count == 4)
    }

    @Test func aGPAOverTheReadersElementLimitIsRefusedNotWritten() throws {
        // 10,000 subpaths drawn on: a path and a fade animation each, over the 20,000 elements
        // symbolview's reader takes.
        let d = (0..<10_000).map { "M\($0 % 100) \($0 / 100)h0.5" }.joined()
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><path d=\"\(d)\" fill=\"none\" stroke=\"black\" stroke-width=\"0.2\"/></svg>"
        let symbol = try SVGLoader.load(data: Data(svg.utf8), name: "many.svg").symbol
        let animation = try SymbolEffectSpec.parse("drawOn").animation(reduceMotion: .constant(false))
        let part = ExportScene.Part(symbol: symbol, animation: animation, toPixels: ExportTests.centred(symbol.viewBox, size: 64),
                                    strokeScale: 1) { _ in (.black, 1) }
        let error = try #require(throws: GPAWriter.Refusal.self) {
            try GPAWriter().write(ExportScene(width: 64, height: 64, parts: [part], name: "many"))
        }
        #expect(error.description.contains("20000"), "\(error)")
    }

    @Test func aHostileNameIsEscapedForEachFormat() throws {
        let scene = try ExportTests.scene("heart.fill", "drawOn")
        var named = scene
        named.name = Self.hostileName
        let svg = try AnimatedSVGWriter().write(named).text
        try Self.parseXML(Data(svg.utf8), "title")
        #expect(!svg.unicodeScalars.contains { $0.value == 1 || $0.value == 0x1B || $0.value == 0xFFFF })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try LottieWriter().write(named).text.utf8)) as? [String: Any])
        #expect(json["nm"] as? String == Self.hostileName)
    }

    // MARK: The number formatter

    @Test func numbersAreFiniteAndParseAtTheExtremes() throws {
        let extremes: [Double] = [0, -0.0, 1, -1, 0.5, 1e-4, 4.9e-5, 5e-5, .leastNonzeroMagnitude, .leastNormalMagnitude,
                                  1e15 - 1, 1e15, 1e15 + 0.5, 1.8e304, 1e305, -1e305, .greatestFiniteMagnitude,
                                  -.greatestFiniteMagnitude, 123456.78901, -0.00004]
        var generator = SeededGenerator(seed: 39)
        let random = (0..<2000).map { _ in
            Double.random(in: -1...1, using: &generator) * pow(10, Double.random(in: -12...308, using: &generator))
        }
        for v in extremes + random {
            let text = ExportNumber.text(v)
            let parsed = try #require(Double(text), "\(v) → \(text)")
            #expect(parsed.isFinite, "\(v) → \(text)")
            #expect(text.count <= 24, "\(v) → \(text)")
            let array = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [Any]
            #expect(array?.count == 1, "\(v) → \(text) is not a JSON number")
            // Four decimals below 1e15, fifteen significant digits above.
            let error = abs(parsed - v)
            #expect(error <= 0.5e-4 + 1e-9 || error <= abs(v) * 1e-14, "\(v) → \(text)")
        }
        #expect(ExportNumber.text(.infinity) == "0" && ExportNumber.text(-.infinity) == "0" && ExportNumber.text(.nan) == "0")
        #expect(ExportNumber.text(-0.0) == "0" && ExportNumber.text(-0.00004) == "0")
        #expect(ExportNumber.text(1.8e304) == "1.8e+304")
        #expect(ExportNumber.text(2.5) == "2.5" && ExportNumber.text(100) == "100" && ExportNumber.text(0.12345) == "0.1235")
        #expect(ExportNumber.byte(.nan) == 0 && ExportNumber.byte(2) == 255 && ExportNumber.byte(-1) == 0)
    }

    // MARK: Reading back

    static func readBack(_ data: Data, format: VectorFormat, file: String) throws {
        let what = "\(file) as .\(format.rawValue)"
        switch format {
        case .lottie:
            try parseJSON(data, what)
        case .telegramSticker:
            try parseJSON(try Deflate.decompress(data), what)
        case .dotLottie:
            let entries = try unzip(data)
            #expect(entries.keys.contains("manifest.json"), "\(what): \(entries.keys.sorted())")
            for (path, contents) in entries where path.hasSuffix(".json") { try parseJSON(contents, "\(what): \(path)") }
        case .svg:
            try parseXML(data, what)
        case .gpa:
            try parseXML(data, what)
            _ = try GPALoader.load(data: data, name: file)
        }
    }

    static func parseJSON(_ data: Data, _ what: String) throws {
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("inf") || !text.contains(":inf"), "\(what)")
        do { _ = try JSONSerialization.jsonObject(with: data) } catch {
            Issue.record("\(what) is not JSON: \(error)")
        }
    }

    static func parseXML(_ data: Data, _ what: String) throws {
        let parser = XMLParser(data: data)
        if !parser.parse() {
            Issue.record("\(what) is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)")
        }
    }

    /// The files of a zip archive as ``ZipArchive`` writes it (stored or deflated entries, no
    /// data descriptors), read from their local headers. A deflated entry is inflated by giving
    /// it a gzip frame with the entry's own checksum and size.
    static func unzip(_ data: Data) throws -> [String: Data] {
        let bytes = [UInt8](data)
        func le16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        func le32(_ i: Int) -> Int { le16(i) | le16(i + 2) << 16 }
        var out: [String: Data] = [:]
        var i = 0
        while i + 30 <= bytes.count, le32(i) == 0x0403_4b50 {
            let method = le16(i + 8), size = le32(i + 18), nameLength = le16(i + 26), extra = le16(i + 28)
            let name = String(decoding: bytes[(i + 30)..<(i + 30 + nameLength)], as: UTF8.self)
            let start = i + 30 + nameLength + extra
            try #require(start + size <= bytes.count, "entry \(name) runs past the archive")
            let body = Data(bytes[start..<(start + size)])
            if method == 8 {
                let gzip = Data([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]) + body + Data(bytes[(i + 14)..<(i + 18)]) + Data(bytes[(i + 22)..<(i + 26)])
                out[name] = try Deflate.decompress(gzip)
            } else {
                out[name] = body
            }
            i = start + size
        }
        return out
    }
}

/// A small seeded generator (SplitMix64), so a sweep is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
