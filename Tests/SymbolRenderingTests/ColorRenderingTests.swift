import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolRendering

/// Multicolor and gradient rendering as pixels (issue 20's "done when"): every catalog symbol in
/// its own colours, several in two or more hues, and gradients that change a filled symbol's
/// lightness from top to bottom where flat rendering does not.
@Suite struct ColorRenderingTests {
    static let size = 96
    static let blue = Color(r: 0, g: 122 / 255, b: 1)

    static func render(_ name: String, mode: SymbolRenderingMode, _ colorRendering: SymbolColorRenderingMode = .flat,
                       tint: Color = blue, animation: SymbolAnimation = SymbolAnimation(), at t: Double = 0) throws -> Canvas {
        let p = PreparedSymbol(try RenderedEffectTests.catalog.symbol(named: name))
        let canvas = Canvas(width: size, height: size)
        let placement = SymbolPlacement(center: Point(Double(size) / 2, Double(size) / 2),
                                        pointSize: SymbolPlacement.pointSize(forBoxPixels: Double(size), scale: .large),
                                        weight: .regular, scale: .large)
        let state = SymbolAnimator(symbol: p.symbol).state(of: animation, at: t)
        SymbolRenderer().draw(p, state: state, in: canvas, placement: placement, tint: tint, mode: mode,
                              colorRendering: colorRendering)
        return canvas
    }

    /// A pixel's straight colour in 0...1 and its alpha.
    static func straight(_ argb: UInt32) -> (r: Double, g: Double, b: Double, a: Double) {
        let a = Double(argb >> 24) / 255
        guard a > 0 else { return (0, 0, 0, 0) }
        return (Double(argb >> 16 & 0xFF) / 255 / a, Double(argb >> 8 & 0xFF) / 255 / a, Double(argb & 0xFF) / 255 / a, a)
    }

    /// The hue of a colour in degrees, or nil for a near-grey one.
    static func hue(_ c: (r: Double, g: Double, b: Double, a: Double)) -> Double? {
        let mx = max(c.r, c.g, c.b), mn = min(c.r, c.g, c.b), d = mx - mn
        guard mx > 0, d / mx > 0.25 else { return nil }
        var h: Double
        if mx == c.r { h = (c.g - c.b) / d } else if mx == c.g { h = (c.b - c.r) / d + 2 } else { h = (c.r - c.g) / d + 4 }
        h *= 60
        return h < 0 ? h + 360 : h
    }

    /// The colour families among a canvas's opaque pixels: runs of 5° hue bins (yellow and
    /// orange are two), and grey, each counted when at least 12 pixels show it.
    static func colourFamilies(_ canvas: Canvas) -> [Double?] {
        var bins: [Int: Int] = [:]  // 72 hue bins of 5°, and -1 for grey
        for px in canvas.pixels where px >> 24 == 0xFF {
            let c = straight(px)
            bins[hue(c).map { Int($0 / 5) % 72 } ?? -1, default: 0] += 1
        }
        let kept = bins.filter { $0.value >= 12 }.keys.sorted()
        // Neighbouring bins are one family.
        var families: [Double?] = []
        var last: Int?
        for b in kept {
            if b == -1 { families.append(nil); continue }
            if let l = last, b - l <= 1 { last = b; continue }
            families.append(Double(b * 5))
            last = b
        }
        if let first = kept.first(where: { $0 >= 0 }), let lastBin = kept.last, first == 0, lastBin == 71, families.count > 1 {
            families.removeLast()  // 350° and 0° are one red
        }
        return families
    }

    @Test func everyCatalogSymbolRendersInItsOwnColoursAndSeveralInTwoHues() throws {
        var twoHues: [String] = []
        for name in RenderedEffectTests.catalog.names {
            let symbol = try RenderedEffectTests.catalog.symbol(named: name)
            let multi = try Self.render(name, mode: .multicolor)
            // Each layer's own colour shows where the design fixes one; the tint elsewhere.
            let expected = Set(symbol.layers.map { layer -> RGBA in
                layer.multicolor?.resolved(tint: RGBA(Self.blue)) ?? RGBA(Self.blue)
            })
            for colour in expected {
                let want = (UInt32((colour.r * 255).rounded()), UInt32((colour.g * 255).rounded()), UInt32((colour.b * 255).rounded()))
                let found = multi.pixels.contains { px in
                    px >> 24 == 0xFF && px >> 16 & 0xFF == want.0 && px >> 8 & 0xFF == want.1 && px & 0xFF == want.2
                }
                #expect(found, "\(name) shows no pixel of \(colour) in multicolor")
            }
            let fixed = symbol.layers.contains { if case .color? = $0.multicolor { return true } else { return false } }
            if fixed {
                #expect(multi.pixels != (try Self.render(name, mode: .monochrome)).pixels, "\(name): multicolor looks monochrome")
            }
            if Self.colourFamilies(multi).count >= 2 { twoHues.append(name) }
        }
        #expect(twoHues.count >= 3, "\(twoHues)")
        #expect(Self.colourFamilies(try Self.render("heart.fill", mode: .monochrome)).count == 1)
    }

    /// Lightness (Rec. 709 luma of the straight colour) of the opaque pixels in the top and in
    /// the bottom fifth of the symbol's drawn rows.
    static func topAndBottomLuma(_ canvas: Canvas) -> (top: Double, bottom: Double) {
        var rows: [(y: Int, luma: Double)] = []
        for y in 0..<canvas.height {
            var sum = 0.0, n = 0
            for x in 0..<canvas.width {
                let px = canvas.pixels[y * canvas.width + x]
                guard px >> 24 == 0xFF else { continue }
                let c = straight(px)
                sum += 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
                n += 1
            }
            if n > 0 { rows.append((y, sum / Double(n))) }
        }
        let k = max(1, rows.count / 5)
        let top = rows.prefix(k).map(\.luma).reduce(0, +) / Double(k)
        let bottom = rows.suffix(k).map(\.luma).reduce(0, +) / Double(k)
        return (top, bottom)
    }

    @Test(arguments: ["heart.fill", "play.fill", "pause.fill"])
    func gradientLightensTheTopAndDarkensTheBottomWhereFlatDoesNot(_ name: String) throws {
        for mode in [SymbolRenderingMode.monochrome, .multicolor, .hierarchical, .palette([Self.blue])] {
            let flat = Self.topAndBottomLuma(try Self.render(name, mode: mode))
            #expect(abs(flat.top - flat.bottom) < 0.01, "\(name) \(mode) flat: \(flat)")
            let ramp = Self.topAndBottomLuma(try Self.render(name, mode: mode, .gradient))
            #expect(ramp.top - ramp.bottom > 0.08, "\(name) \(mode) gradient: \(ramp)")
            #expect(ramp.top > flat.top && ramp.bottom < flat.bottom)
        }
    }

    @Test func gradientKeepsEachLayersHue() throws {
        let flat = Self.colourFamilies(try Self.render("sun.max", mode: .multicolor))
        let ramp = Self.colourFamilies(try Self.render("sun.max", mode: .multicolor, .gradient))
        #expect(flat.count == 2)
        #expect(ramp.count == flat.count, "\(flat) → \(ramp)")
    }

    @Test func aPlainSVGKeepsItsOwnPaintsInMulticolorAndFlatColoursRampUnderGradient() throws {
        let text = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect x="10" y="10" width="80" height="80" fill="#00ff00"/></svg>"##
        let p = PreparedSymbol(try SVGLoader.load(data: Data(text.utf8), name: "green.svg").symbol)
        func draw(_ mode: SymbolRenderingMode, _ cr: SymbolColorRenderingMode) -> Canvas {
            let canvas = Canvas(width: 50, height: 50)
            let placement = SymbolPlacement(center: Point(25, 25), pointSize: SymbolPlacement.pointSize(forBoxPixels: 50, scale: .large),
                                            weight: .regular, scale: .large)
            SymbolRenderer().draw(p, state: SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0), in: canvas,
                                  placement: placement, tint: .black, mode: mode, colorRendering: cr)
            return canvas
        }
        let mono = draw(.monochrome, .flat)
        #expect(draw(.multicolor, .flat).pixels == mono.pixels)
        #expect(mono.pixels[25 * 50 + 25] == 0xFF00FF00)
        let ramp = Self.topAndBottomLuma(draw(.multicolor, .gradient))
        #expect(ramp.top - ramp.bottom > 0.08)
    }

    @Test func variableColorDimsAndLightsLayersInTheirOwnColoursInMulticolor() throws {
        // speaker.wave.3 at a static variable value of 0.4: the speaker (grey, threshold 0) and
        // the first wave are lit, the outer waves dimmed, all in their multicolor colours.
        var valued = SymbolAnimation()
        valued.variableValue = 0.4
        let lit = try Self.render("speaker.wave.3", mode: .multicolor, animation: valued)
        let full = try Self.render("speaker.wave.3", mode: .multicolor)
        func alphaRight(_ c: Canvas) -> Double {
            var a = 0.0
            for y in 0..<c.height { for x in (c.width * 3 / 4)..<c.width { a += Double(c.pixels[y * c.width + x] >> 24) } }
            return a
        }
        #expect(alphaRight(lit) < 0.6 * alphaRight(full))
        #expect(alphaRight(lit) > 0)
        // The dimmed waves keep the tint's hue.
        let hues = lit.pixels.filter { $0 >> 24 > 0x20 }.compactMap { Self.hue(Self.straight($0)) }
        #expect(!hues.isEmpty && hues.allSatisfy { abs($0 - 211) < 6 }, "\(Set(hues.map { Int($0) }))")
        // The speaker stays grey, lit.
        #expect(lit.pixels.contains { $0 == 0xFF8E8E93 })
    }

    /// Variable Color's iterative animation in multicolor, over one cycle: each wave is lit (its
    /// own accent blue at full strength) at some times and dimmed at others, the speaker stays
    /// lit in its grey throughout, and no wave ever turns another hue, flat or gradient.
    @Test(arguments: SymbolColorRenderingMode.allCases)
    func variableColorCyclesEachLayerInItsOwnColourInMulticolor(_ colorRendering: SymbolColorRenderingMode) throws {
        let animation = try SymbolEffectSpec.parse("variableColor.iterative").animation()
        var strengths: [[Double]] = [[], [], []]
        let bands = [(0.56, 0.64), (0.66, 0.73), (0.75, 0.84)]  // each wave's columns, as fractions of the width
        for t in stride(from: 0.1, through: 1.5, by: 0.1) {
            let c = try Self.render("speaker.wave.3", mode: .multicolor, colorRendering, animation: animation, at: t)
            for (k, band) in bands.enumerated() {
                var alpha = 0.0
                for y in 0..<c.height {
                    for x in Int(band.0 * Double(c.width))..<Int(band.1 * Double(c.width)) {
                        let px = c.pixels[y * c.width + x]
                        alpha += Double(px >> 24)
                        if px >> 24 > 0x40, let h = Self.hue(Self.straight(px)) { #expect(abs(h - 211) < 8, "wave \(k + 1) at \(t): hue \(h)") }
                    }
                }
                strengths[k].append(alpha)
            }
            let speaker = c.pixels[(c.height / 2) * c.width + c.width / 5]
            let grey = Self.straight(speaker)
            #expect(speaker >> 24 == 0xFF && Self.hue(grey) == nil && grey.r > 0.3, "the speaker at \(t): \(String(speaker, radix: 16))")
        }
        for (k, s) in strengths.enumerated() {
            let (lo, hi) = (s.min()!, s.max()!)
            #expect(lo > 0 && lo < 0.6 * hi, "wave \(k + 1) never dims: \(s)")
        }
    }
}

/// Effects in every mode: colour changes what each layer is painted with, never where or how
/// much of it shows, so the coverage (alpha) of every frame is the same in monochrome, palette
/// and multicolor, flat or gradient.
@Suite struct EffectsInEveryColourModeTests {
    static let specs = ["drawOn.byLayer", "drawOff.individually", "bounce.up.byLayer", "pulse.byLayer",
                        "variableColor.iterative", "rotate.byLayer", "wiggle.clockwise", "breathe.pulse.byLayer",
                        "scale.up.byLayer", "appear.byLayer"]

    @Test(arguments: specs)
    func everyEffectShowsTheSameCoverageInEveryMode(_ spec: String) throws {
        let animation = try SymbolEffectSpec.parse(spec).animation()
        let orange = Color(r: 1, g: 149 / 255, b: 0)
        for name in RenderedEffectTests.catalog.names {
            for t in [0.3] {
                let mono = try ColorRenderingTests.render(name, mode: .monochrome, animation: animation, at: t)
                for (mode, cr) in [(SymbolRenderingMode.multicolor, SymbolColorRenderingMode.flat), (.multicolor, .gradient),
                                   (.palette([orange, ColorRenderingTests.blue]), .gradient), (.monochrome, .gradient)] {
                    let other = try ColorRenderingTests.render(name, mode: mode, cr, animation: animation, at: t)
                    var worst = 0
                    for (a, b) in zip(mono.pixels, other.pixels) {
                        worst = max(worst, abs(Int(a >> 24) - Int(b >> 24)))
                    }
                    #expect(worst <= 2, "\(name) \(spec) at \(t) in \(mode) \(cr): alpha differs by \(worst)")
                }
            }
        }
    }
}
