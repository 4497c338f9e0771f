import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader
import SymbolExport

/// SF Symbols custom symbol templates: the designs, guides, classes and `-sfsymbols-*`
/// properties of the hand-made fixtures in `Templates/` (laid out like the SF Symbols app's
/// exports), the nine weights blended from three masters, and what a broken template says.
@Suite struct SymbolTemplateTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Templates")
    static let gauge = folder.appendingPathComponent("gauge.needle.svg")
    static let gaugeText = try! String(contentsOf: gauge, encoding: .utf8)

    static func template(_ text: String, name: String = "edited.svg") throws -> SymbolTemplate {
        try #require(try SVGLoader.template(data: Data(text.utf8), name: name))
    }

    /// The filled area of a path under the non-zero rule, from its flattened contours' signed
    /// areas (exact for the fixture's rings and discs, whose contours do not cross).
    static func area(_ path: Path) -> Double {
        abs(path.flattened(tolerance: 0.01).reduce(0.0) { sum, line in
            let p = line.points
            return sum + p.indices.reduce(0.0) { $0 + p[$1].cross(p[($1 + 1) % p.count]) } / 2
        })
    }

    static func ink(_ symbol: Symbol) -> Double {
        symbol.layers.flatMap(\.shapes).reduce(0) { $0 + area($1.designPath) }
    }

    @Test func aTemplateIsRecognisedAndAPlainFileIsNot() throws {
        #expect(try SVGLoader.template(contentsOf: Self.gauge) != nil)
        let plain = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><g id=\"Guides\"/><rect width=\"5\" height=\"5\"/></svg>"
        #expect(try SVGLoader.template(data: Data(plain.utf8), name: "plain.svg") == nil)
    }

    @Test func aTemplateWrappedInAGroupByADrawingProgramStillReads() throws {
        // Saved again by an editor: everything inside a group of its own, moved by 10 units.
        let wrapped = Self.gaugeText
            .replacingOccurrences(of: " <g id=\"Notes\">", with: "<g id=\"custom.gauge\" transform=\"translate(10 20)\">\n <g id=\"Notes\">")
            .replacingOccurrences(of: " </g>\n</svg>", with: " </g>\n</g>\n</svg>")
        let template = try Self.template(wrapped)
        let plain = try #require(try SVGLoader.template(contentsOf: Self.gauge))
        #expect(template.interpolates)
        // Guides and designs move together, so each design's frame is the same.
        let a = template.symbol(weight: .bold, scale: .medium).symbol, b = plain.symbol(weight: .bold, scale: .medium).symbol
        #expect(a.viewBox == b.viewBox)
        for (p, q) in zip(a.layers.flatMap(\.shapes), b.layers.flatMap(\.shapes)) {
            #expect(zip(SVGFixture.points(p.path), SVGFixture.points(q.path)).allSatisfy { $0.distance(to: $1) < 1e-9 })
        }
    }

    @Test func theClassesAndStyleBecomeLayersWithTheirAnnotations() throws {
        let loaded = try SVGLoader.load(contentsOf: Self.gauge)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let layers = loaded.symbol.layers
        #expect(layers.map(\.id) == ["ring", "dot", "needle"])
        #expect(layers.map(\.hierarchy) == [.secondary, .primary, .primary])
        #expect(layers.map(\.variableThreshold) == [0.5, 0.0, nil])
        #expect(layers.map(\.isVariable) == [true, true, false])
        #expect(layers.map(\.pulses) == [false, true, false])
        #expect(layers[2].rotation?.direction == .clockwise && layers[0].rotation == nil)
        #expect(layers.map(\.clearsBehind) == [false, false, true])
        // The dot and the needle share motion group 1; the ring has group 0 to itself.
        #expect(layers[1].draw.motionGroup == layers[2].draw.motionGroup)
        #expect(layers[0].draw.motionGroup != layers[1].draw.motionGroup)
        #expect(loaded.symbol.fixedWeight == .regular)
        #expect(loaded.symbol.isAnnotated)
    }

    @Test func theDefaultsRuleTurnsRotatingLayersCounterClockwiseAndUnreadableGuidePointsWarn() throws {
        let loaded = try SVGLoader.load(contentsOf: Self.folder.appendingPathComponent("gauge.needle.draw.svg"))
        #expect(loaded.symbol.layers[2].rotation?.direction == .counterClockwise)
        let messages = loaded.warnings.map(\.message)
        #expect(messages.contains { $0.contains("data-clipstroke-keyframes") && $0.contains("automatic draw") }, "\(messages)")
        #expect(messages.contains { $0.contains("-sfsymbols-draw-reverses-motion-groups") }, "\(messages)")
    }

    @Test func theNineWeightsGrowSmoothlyFromUltralightToBlack() throws {
        let template = try #require(try SVGLoader.template(contentsOf: Self.gauge))
        #expect(template.interpolates)
        for scale in SymbolScale.allCases {
            let inks = SymbolWeight.allCases.map { Self.ink(template.symbol(weight: $0, scale: scale).symbol) }
            // Each weight's ink lies strictly between its neighbours'.
            #expect(zip(inks, inks.dropFirst()).allSatisfy { $0 < $1 }, "\(scale): \(inks)")
            // The masters are drawn as they are, and the blends land where masterBlend says.
            let (ul, reg, black) = (inks[0], inks[3], inks[8])
            let bold = inks[6]
            #expect(ul < reg && reg < black)
            #expect(bold > reg + 0.4 * (black - reg) && bold < reg + 0.8 * (black - reg), "bold \(bold) between \(reg) and \(black)")
        }
    }

    @Test func aBlendedWeightIsTheMastersMixedPointByPoint() throws {
        let template = try #require(try SVGLoader.template(contentsOf: Self.gauge))
        let regular = template.symbol(weight: .regular, scale: .small).symbol
        let black = template.symbol(weight: .black, scale: .small).symbol
        let bold = template.symbol(weight: .bold, scale: .small).symbol
        let t = TemplateVariant.masterBlend(for: .bold).fraction
        for (r, (b, m)) in zip(regular.layers.flatMap(\.shapes), zip(black.layers.flatMap(\.shapes), bold.layers.flatMap(\.shapes))) {
            for (p, (q, x)) in zip(SVGFixture.points(r.path), zip(SVGFixture.points(b.path), SVGFixture.points(m.path))) {
                #expect(x.distance(to: p.lerp(to: q, t)) < 1e-9)
            }
        }
    }

    @Test func regularMIsRegularSScaledByTheGuidesAroundTheCapHeight() throws {
        let template = try #require(try SVGLoader.template(contentsOf: Self.gauge))
        let small = template.symbol(weight: .regular, scale: .small).symbol
        let medium = template.symbol(weight: .regular, scale: .medium).symbol
        let large = template.symbol(weight: .regular, scale: .large).symbol
        // The fixture's guides have the app's cap height, 70.459, at every scale.
        let cap = 70.459
        for (target, other) in [(SymbolScale.medium, medium), (.large, large)] {
            let k = target.factor / SymbolScale.small.factor
            let expected = Transform.translation(0, cap / 2).concatenating(.scale(k)).concatenating(.translation(0, -cap / 2))
            for (s, m) in zip(small.layers.flatMap(\.shapes), other.layers.flatMap(\.shapes)) {
                for (p, q) in zip(SVGFixture.points(s.path), SVGFixture.points(m.path)) {
                    #expect(expected.apply(p).distance(to: q) < 1e-9)
                }
            }
            // The box grows with the scale, so a renderer placing it at that scale draws the
            // template's own size.
            #expect(abs(other.viewBox.width / small.viewBox.width - k) < 1e-9)
            #expect(abs(other.viewBox.center.y + cap / 2) < 1e-9)
        }
    }

    @Test func aDesignTheTemplateDrawsIsUsedInsteadOfTheBlend() throws {
        let boldM = """
          <g id="Bold-M" transform="matrix(1 0 0 1 1800 1126)">
           <path class="monochrome-0 hierarchical-0:secondary" d="M0 -60 L50 -60 L50 -10 L0 -10 Z"/>
          </g>
         </g>
        </svg>
        """
        let text = Self.gaugeText.replacingOccurrences(of: " </g>\n</svg>", with: boldM)
        let template = try Self.template(text)
        let bold = template.symbol(weight: .bold, scale: .medium)
        #expect(bold.symbol.layers.flatMap(\.shapes).count == 1)
        #expect(bold.symbol.layers.first?.id == "ring")
        // Without margin guides, the design's own left edge stands in for the left margin.
        #expect(bold.symbol.layers[0].shapes[0].path.bounds == Rect(x: 0, y: -60, width: 50, height: 50))
        // Other weights at M are still blended.
        #expect(template.symbol(weight: .heavy, scale: .medium).symbol.layers.count == 3)
    }

    @Test func aDesignWiderThanTheEmWidensTheBoxOfEveryWeight() throws {
        let wide = """
          <g id="Bold-M" transform="matrix(1 0 0 1 1800 1126)">
           <path class="monochrome-0" d="M0 -60 L200 -60 L200 -10 L0 -10 Z"/>
          </g>
         </g>
        </svg>
        """
        let template = try Self.template(Self.gaugeText.replacingOccurrences(of: " </g>\n</svg>", with: wide))
        let bold = template.symbol(weight: .bold, scale: .medium).symbol
        let regular = template.symbol(weight: .regular, scale: .medium).symbol
        #expect(bold.viewBox.width >= 200 && bold.viewBox.width == regular.viewBox.width)
        let art = bold.layers[0].shapes[0].path.bounds
        #expect(bold.viewBox.minX <= art.minX && art.maxX <= bold.viewBox.maxX, "\(art) in \(bold.viewBox)")
        // The scales keep their ratio.
        let small = template.symbol(weight: .regular, scale: .small).symbol
        #expect(abs(regular.viewBox.width / small.viewBox.width - 1 / 0.783) < 1e-9)
    }

    @Test func mastersThatDoNotMatchFailNamingThePathAndCommand() throws {
        // Black-S's needle (its third path) gets one more corner.
        var lines = Self.gaugeText.components(separatedBy: "\n")
        let black = try #require(lines.firstIndex { $0.contains("<g id=\"Black-S\"") })
        lines[black + 3] = lines[black + 3].replacingOccurrences(of: "Z\"", with: "L1 1Z\"")
        #expect {
            try Self.template(lines.joined(separator: "\n"))
        } throws: { error in
            let text = "\(error)"
            return text.contains("do not match point for point") && text.contains("path 3") && text.contains("command 5")
                && text.contains("Black-S") && text.contains("Regular-S")
        }
        // A missing path is named by count.
        lines = Self.gaugeText.components(separatedBy: "\n")
        lines.remove(at: black + 2)
        #expect {
            try Self.template(lines.joined(separator: "\n"))
        } throws: { error in "\(error)".contains("Regular-S has 3 paths and Black-S has 2") }
    }

    @Test func brokenTemplatesFailWithMessagesThatNameTheDesign() throws {
        let twice = Self.gaugeText.replacingOccurrences(of: "<g id=\"Black-S\"", with: "<g id=\"Regular-S\"")
        #expect { try Self.template(twice) } throws: { "\($0)".contains("Regular-S appears twice") }
        let noBaseline = Self.gaugeText.replacingOccurrences(of: "id=\"Baseline-S\"", with: "id=\"baseline-s\"")
        #expect { try Self.template(noBaseline) } throws: { "\($0)".contains("no Baseline-S guide") }
        let empty = "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"Symbols\"><g id=\"Notes\"/></g></svg>"
        #expect { try Self.template(empty) } throws: { "\($0)".contains("holds no design") }
    }

    @Test func aTemplateOfAHundredThousandMastersFailsCleanly() throws {
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"Guides\"><line id=\"Baseline-S\" x1=\"0\" x2=\"10\" y1=\"50\" y2=\"50\"/></g><g id=\"Symbols\">"
        text.reserveCapacity(3_000_000)
        for _ in 0..<100_000 { text += "<g id=\"Regular-S\"><path d=\"M0 0L1 1\"/></g>" }
        text += "</g></svg>"
        #expect(throws: SVGLoadError.self) { try SVGLoader.load(data: Data(text.utf8), name: "many.svg") }
        // Within the element limit, the second copy of a design is where it stops.
        var few = "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"Guides\"><line id=\"Baseline-S\" x1=\"0\" x2=\"10\" y1=\"50\" y2=\"50\"/></g><g id=\"Symbols\">"
        for _ in 0..<5_000 { few += "<g id=\"Regular-S\"><path d=\"M0 0L1 1\"/></g>" }
        few += "</g></svg>"
        #expect { try Self.template(few) } throws: { "\($0)".contains("appears twice") }
    }

    @Test func guidesFarAwayOrCapHeightsOfNothingDoNotBreakTheNumbers() throws {
        let far = Self.gaugeText.replacingOccurrences(of: "y1=\"696\" y2=\"696\"", with: "y1=\"1e300\" y2=\"1e300\"")
        #expect { try Self.template(far) } throws: { "\($0)".contains("Baseline-S") && "\($0)".contains("reaches beyond") }
        // A capline on the baseline: the app's cap height is assumed, with a warning.
        let flat = Self.gaugeText.replacingOccurrences(of: "y1=\"625.541\" y2=\"625.541\"", with: "y1=\"696\" y2=\"696\"")
        let template = try Self.template(flat)
        #expect(template.warnings.contains { $0.message.contains("Capline-S") })
        for scale in SymbolScale.allCases {
            let symbol = template.symbol(weight: .heavy, scale: scale).symbol
            let box = symbol.viewBox
            #expect([box.minX, box.minY, box.width, box.height].allSatisfy { $0.isFinite })
            #expect(symbol.layers.flatMap(\.shapes).allSatisfy { s in SVGFixture.points(s.path).allSatisfy(\.isFinite) })
        }
    }

    @Test func groupsThatAreNotDesignsAreSkippedWithOneWarning() throws {
        let extra = String(repeating: "<g id=\"Sketch-S\"><path d=\"M0 0L9 9Z\"/></g>\n", count: 500) + " </g>\n</svg>"
        let template = try Self.template(Self.gaugeText.replacingOccurrences(of: " </g>\n</svg>", with: extra))
        let about = template.warnings.filter { $0.message.contains("not a design") || $0.message.contains("not designs") }
        #expect(about.count == 1)
        #expect(about.first?.message.contains("'Sketch-S' and 499 other groups") == true, "\(about)")
        #expect(template.variants.count == 3)
    }

    @Test func hostileStyleAndClassesAreReadWithoutTrapping() throws {
        let style = "<style>.monochrome-99999999999999999999 {-sfsymbols-variable-threshold:nan;opacity:-inf} .a{{{ /* open"
        let text = Self.gaugeText.replacingOccurrences(of: "<style>", with: style + "</style><style>")
            .replacingOccurrences(of: "monochrome-2 ", with: "monochrome-99999999999999999999 monochrome-2 ")
        let symbol = try Self.template(text).symbol(weight: .black, scale: .large).symbol
        #expect(symbol.layers.count == 3)
        #expect(symbol.layers.allSatisfy { ($0.variableThreshold ?? 0).isFinite })
    }

    /// Filing a rule costs its selectors times its declarations: one rule of 20,000 selectors
    /// and 20,000 declarations (a 300 KB sheet) would take 4 × 10^8 steps, past the cascade
    /// budget every style sheet is held to, so the sheet is dropped with a warning.
    @Test func aSheetPastTheCascadeBudgetIsDroppedWithAWarning() throws {
        let selectors = (0..<20_000).map { ".a\($0)" }.joined(separator: ",")
        let declarations = (0..<20_000).map { "p\($0):v" }.joined(separator: ";")
        let style = "<style>\(selectors) {\(declarations)}</style><style>"
        let template = try Self.template(Self.gaugeText.replacingOccurrences(of: "<style>", with: style))
        #expect(template.warnings.contains { $0.message.contains("the style sheet is ignored") && $0.message.contains("\(CSSStyleSheet.maxCascadeWork)") })
        #expect(template.symbol(weight: .regular, scale: .medium).symbol.layers.count == 3)
        let fine = try Self.template(Self.gaugeText)
        #expect(!fine.warnings.contains { $0.message.contains("the style sheet is ignored") })
    }

    @Test func everyCatalogSymbolRoundTripsThroughATemplate() throws {
        let catalog = try SymbolCatalog()
        for name in catalog.names {
            let original = try catalog.symbol(named: name)
            let output = try SymbolTemplateWriter().write(original)
            let template = try Self.template(output.svg, name: name + ".svg")
            #expect(template.interpolates, "\(name)")
            #expect(template.warnings.isEmpty, "\(name): \(template.warnings)")
            let back = template.symbol(weight: .regular, scale: .medium).symbol
            #expect(back.layers.map(\.id) == original.layers.map(\.id), "\(name)")
            #expect(back.layers.map(\.hierarchy) == original.layers.map(\.hierarchy), "\(name)")
            #expect(back.layers.map(\.pulses) == original.layers.map(\.pulses), "\(name)")
            // A template has one direction for all rotating layers: the first one's.
            let direction = original.layers.compactMap(\.rotation).first?.direction
            #expect(back.layers.map { $0.rotation?.direction } == original.layers.map { $0.rotation == nil ? nil : direction }, "\(name)")
            #expect(back.layers.map(\.clearsBehind) == original.layers.map(\.clearsBehind), "\(name)")
            // Variable layers and their thresholds (explicit, or the even spacing they had).
            let marked = original.layers.contains(where: \.isVariable)
            #expect(back.layers.map(\.isVariable) == original.layers.map { marked ? $0.isVariable : false }, "\(name)")
            for (b, o) in zip(back.layers, original.layers) where o.variableThreshold != nil {
                #expect(b.variableThreshold == o.variableThreshold, "\(name) \(o.id)")
            }
            // Layers that drew together still do, and only those.
            func together(_ s: Symbol) -> [[Bool]] {
                s.layers.map { a in s.layers.map { b in a.id == b.id || (a.draw.motionGroup != nil && a.draw.motionGroup == b.draw.motionGroup) } }
            }
            #expect(together(back) == together(original), "\(name)")
            // How each layer draws on: a traced stroke comes back revealed along its centre
            // line, a guide as a guide, an appearing layer appearing; the trace's direction,
            // start and bidirectionality with it. (Attachments are written as plain layers.)
            for (b, o) in zip(back.layers, original.layers) {
                switch (o.draw.kind, b.draw.kind) {
                case (.stroke, .guide), (.guide, .guide), (.appear, .appear), (.fallback, .fallback), (.attachment, .fallback): break
                default: Issue.record("\(name) \(o.id): drew \(o.draw.kind), comes back \(b.draw.kind)")
                }
                if case .attachment = o.draw.kind { continue }
                #expect(b.draw.direction == o.draw.direction && b.draw.start == o.draw.start
                        && b.draw.isBidirectional == o.draw.isBidirectional, "\(name) \(o.id)")
            }
            // The design box becomes the em square: 100 units at M.
            #expect(abs(back.viewBox.width - 100) < 1e-6 && abs(back.viewBox.height - 100) < 1e-6, "\(name): \(back.viewBox)")
        }
    }

    @Test func aSymbolTooDetailedToOutlineIsRefusedBeforeItIsBuilt() throws {
        // Long curves far beyond the box: thousands of flattened pieces each.
        let curves = String(repeating: "M0 0 C 1e8 1e8 -1e8 1e8 100 0 ", count: 400)
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><path d=\"\(curves)\" fill=\"none\" stroke=\"black\"/></svg>"
        let symbol = try SVGLoader.load(data: Data(svg.utf8), name: "hostile.svg").symbol
        #expect { try SymbolTemplateWriter().write(symbol) } throws: { "\($0)".contains("straight pieces") }
    }

    /// Many tiny round-capped strokes: few pieces each, but their caps and the length of one
    /// `d` attribute go beyond what the reader takes. The writer reads its output back and
    /// refuses it rather than write a template `render` would refuse.
    @Test func aTemplateThatWouldNotReadBackIsRefused() throws {
        let dots = (0..<13_000).map { "M\($0 % 100) \($0 / 130) h0.3" }.joined(separator: " ")
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><path d=\"\(dots)\" fill=\"none\" "
            + "stroke=\"black\" stroke-linecap=\"round\"/></svg>"
        let symbol = try SVGLoader.load(data: Data(svg.utf8), name: "dots.svg").symbol
        #expect { try SymbolTemplateWriter().write(symbol) } throws: { "\($0)".contains("would not read back") }
    }

    /// A name with dashes in a row, or one at its end, goes into the file's comment: the comment
    /// must stay well-formed XML.
    @Test func dashesInTheNameKeepTheCommentWellFormed() throws {
        var symbol = try SymbolCatalog().symbol(named: "heart.fill")
        for name in ["a---b", "a--", "-", "x----y-"] {
            symbol.name = name
            let output = try SymbolTemplateWriter().write(symbol)
            #expect(try Self.template(output.svg, name: "t.svg").interpolates, "\(name)")
        }
    }

    @Test func theVariantNamesReadBothWays() {
        for weight in SymbolWeight.allCases {
            for scale in SymbolScale.allCases {
                let v = TemplateVariant(weight: weight, scale: scale)
                #expect(TemplateVariant(name: v.name) == v)
            }
        }
        #expect(TemplateVariant(name: "Regular-XL") == nil && TemplateVariant(name: "regular") == nil)
        #expect(TemplateVariant(name: "Semibold-L")?.weight == .semibold)
        // The blend fractions rise through each half and meet the masters at their ends.
        let positions = SymbolWeight.allCases.map { w -> Double in
            let b = TemplateVariant.masterBlend(for: w)
            return b.from == .ultralight ? b.fraction : 1 + b.fraction
        }
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }, "\(positions)")
        #expect(positions.first == 0 && positions[3] == 1 && positions.last == 2)
    }
}
