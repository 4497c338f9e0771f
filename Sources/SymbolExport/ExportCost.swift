import Foundation
import Geometry
import SVGLoader
import SymbolEffects
import SymbolModel

/// What writing an export costs, counted from the scene before any pose is sampled or any
/// keyframe fitted, so that an export that would take minutes or gigabytes is refused at once
/// with what to change, as ``RenderCost`` refuses a render.
///
/// A writer's work is not the source's size but what the source expands into:
///
/// - every layer is posed at every sample, ``SceneTimeline/sampleRate`` a second over the
///   exported span, and each sample kept until its keys are fitted;
/// - every animated number is a track fitted over those samples: a layer's position, turn,
///   scale and opacity, and for each subpath of a traced stroke the two ends of its trim and
///   the fade of its caps;
/// - every paint is written out per shape: its path, the stops of its gradient (Lottie has no
///   shared gradients, so a gradient on 300 shapes is written 300 times; an animated SVG defines
///   a gradient once and refers to it from every shape it paints in the same place), its dash
///   entries, and for a traced stroke all of that again for every subpath piece.
/// (Where an effect ends costs nothing to find: the timelines read it off their schedules.)
///
/// Each count is weighted by what it was measured to cost (release build, the 2-core
/// development machine); the weights overestimate a little rather than under.
public struct ExportCost: Sendable, Hashable {
    /// Estimated seconds of CPU.
    public var seconds: Double
    /// Estimated peak memory, in bytes, of the samples, the tracks and the written file.
    public var bytes: Double
    /// The estimated size of what is written, in bytes (before a container compresses it).
    public var outputBytes: Double
    /// The seconds and bytes each second of the exported span adds (the samples), for the
    /// longest `--duration` that fits.
    var spanSeconds = 0.0
    var spanBytes = 0.0
    /// The part of the source that costs most, in words ("300 shapes painted with the 4,096-stop
    /// gradient"), for the refusal.
    public var largestPart: String = ""

    public init(seconds: Double, bytes: Double, outputBytes: Double = 0) {
        self.seconds = seconds
        self.bytes = bytes
        self.outputBytes = outputBytes
    }

    /// An export at icon size ends within 2 s and 200 MB: 1.5 s and 150 MB of estimate, leaving
    /// room for loading the file and writing it out.
    public static let budget = ExportCost(seconds: 1.5, bytes: 150 * 1_048_576, outputBytes: 64 * 1_048_576)

    /// Whether this goes over `budget` in time, memory or output size.
    public func exceeds(_ budget: ExportCost) -> Bool {
        seconds > budget.seconds || bytes > budget.bytes || outputBytes > budget.outputBytes
    }

    // MARK: Weights

    /// Per layer and sample: the engine's pose of the layer, its decomposition into position,
    /// turn, scale and shear, and the numbers kept (about 90 bytes while sampling, and the
    /// fitted tracks' own copies). Measured on 100 to 1,000 one-segment layers drawn on
    /// together and one by one (up to 3,600 samples).
    static let layerSampleNanoseconds = 800.0
    static let layerSampleBytes = 100.0
    /// Per sample of a fitted track: the least-squares fits as a key grows (a key spans tens of
    /// samples, each tested again as it grows), and the track's copy of its samples.
    static let trackSampleNanoseconds = 60.0
    static let trackSampleBytes = 60.0
    /// Per number written: building the JSON or SVG text for it, and holding it (the JSON tree
    /// holds each number as a value, the text and its copy on the way out about 6 bytes each).
    /// Measured on a 4,096-stop gradient over 300 rectangles (4.9 million numbers: 6.5 s,
    /// 314 MB, 29.6 MB of JSON) and 3,000 dash entries on 300 paths.
    static let numberNanoseconds = 1_000.0
    static let numberBytes = 55.0
    static let numberTextBytes = 6.0

    // MARK: Estimate

    /// The cost of writing `scene` (and the Reduce Motion form `reducedMotion`, which an
    /// animated SVG carries too) as `format`, over `span` (the scene's, found already).
    public static func estimate(_ scene: ExportScene, reducedMotion: ExportScene? = nil, as format: VectorFormat,
                                span: ExportSpan) -> ExportCost {
        let samples = Double(max(Int((min(span.duration, 1e7) * SceneTimeline.sampleRate).rounded(.up)), 1) + 1)
        let forms = format == .svg && reducedMotion != nil ? 2.0 : 1.0
        var layers = 0.0, tracks = 0.0, numbers = 0.0
        var parts: [(String, Double)] = []
        var shapes = 0
        for part in scene.parts {
            let c = Counts(part.symbol, sharesGradients: format == .svg)
            layers += Double(part.symbol.layers.count)
            tracks += c.tracks
            numbers += c.numbers
            parts += c.parts
            shapes += part.symbol.layers.reduce(0) { $0 + $1.shapes.count }
        }
        // Last: the whole, for when no one part stands out.
        parts.append(("\(Counts.plural(Int(layers), "layer")) of \(Counts.plural(shapes, "shape"))", numbers))
        let spanNanoseconds = forms * (layers * layerSampleNanoseconds + tracks * trackSampleNanoseconds) * samples
        let spanMemory = layers * layerSampleBytes * samples + tracks * trackSampleBytes * samples / max(layers, 1)
        // Every writer samples the span (one that writes state transitions too, to find them).
        var cost = ExportCost(seconds: (spanNanoseconds + forms * numbers * numberNanoseconds) * 1e-9,
                              bytes: spanMemory + numbers * (numberBytes + numberTextBytes),
                              outputBytes: forms * numbers * numberTextBytes)
        cost.spanSeconds = spanNanoseconds * 1e-9 / max(span.duration, 1e-9)
        cost.spanBytes = spanMemory / max(span.duration, 1e-9)
        // A gradient or a dash pattern written over and over is named when it is most of what
        // is written; else the layers, by what they write or by their samples.
        let writing = forms * numbers * numberNanoseconds
        if let (what, n) = parts.dropLast().max(by: { $0.1 < $1.1 }), n > numbers / 2, writing > 0.5 * cost.seconds * 1e9 {
            cost.largestPart = what
        } else if writing > 0.5 * cost.seconds * 1e9, let whole = parts.last {
            cost.largestPart = whole.0 + ", \(Self.count(numbers)) numbers written"
        } else if layers * samples > 0 {
            cost.largestPart = "\(Self.count(layers)) layers posed at \(Self.count(samples)) samples "
                + "(\(Self.count(SceneTimeline.sampleRate)) a second over \(String(format: "%.2f", span.duration)) s)"
        }
        return cost
    }

    /// What a symbol's paints write and how many tracks its layers fit, counted from the model.
    struct Counts {
        var tracks = 0.0
        var numbers = 0.0
        /// The costliest parts, in words, with the numbers each writes.
        var parts: [(String, Double)] = []

        init(_ symbol: Symbol, sharesGradients: Bool) {
            var gradientNumbers: [Int: (shapes: Int, stops: Int, numbers: Double)] = [:]
            // Gradients an animated SVG has defined: a shape whose gradient (placed on it, so
            // equal only when its geometry in user space is) was seen refers to it.
            var defined = Set<SymbolGradient>()
            var dashNumbers = (shapes: 0, entries: 0, numbers: 0.0)
            for layer in symbol.layers {
                // Position (x and y), turn, scale, opacity, shear: the layer transform's tracks.
                tracks += 6
                let traces: Bool
                if case .stroke = layer.draw.kind { traces = true } else { traces = false }
                if case .guide(let path, _) = layer.draw.kind {
                    let pieces = Double(max(Self.subpathCount(path), 1)) * 2
                    tracks += 2 * pieces
                    numbers += pieces * Double(path.elements.count) * 6
                }
                for shape in layer.shapes {
                    let elements = Double(shape.path.elements.count)
                    let subpaths = Double(max(Self.subpathCount(shape.path), 1))
                    // A traced stroke is written once per subpath piece (two for a closed one
                    // drawn both ways), each with its trim's tracks and its cap fade.
                    let copies = traces && shape.style.stroke != nil ? 2.0 : 1.0
                    if traces && shape.style.stroke != nil { tracks += 3 * subpaths * copies }
                    for paint in [shape.style.fill, shape.style.stroke].compactMap({ $0 }) {
                        let isStroke = paint == shape.style.stroke && shape.style.stroke != nil
                        let written = isStroke ? copies : 1
                        numbers += written * (elements * 6 + 12)
                        // The gradient as the writers place it on this shape (a box-relative one
                        // differs from shape to shape).
                        if case .gradient = paint,
                           let g = LayerContent.coloring(paint, shape: shape, tint: .black, ramp: nil).gradient {
                            let key = g.stops.count
                            let perShape = Double(g.stops.count) * 6 * written
                            if sharesGradients, !defined.insert(g).inserted {
                                // Defined already: referred to by id.
                            } else {
                                numbers += perShape
                                var entry = gradientNumbers[key] ?? (0, g.stops.count, 0)
                                entry.shapes += 1
                                entry.numbers += perShape
                                gradientNumbers[key] = entry
                            }
                        }
                        if isStroke, let dashes = shape.style.dashes {
                            let d = Double(dashes.count) * 3 * written * (sharesGradients ? 1 : subpaths)
                            numbers += d
                            dashNumbers.shapes += 1
                            dashNumbers.entries = max(dashNumbers.entries, dashes.count)
                            dashNumbers.numbers += d
                        }
                    }
                }
            }
            for (_, g) in gradientNumbers {
                parts.append(("\(Self.plural(g.shapes, "shape")) painted with a \(Self.plural(g.stops, "-stop", "-stop")) gradient, "
                              + "written out for each shape", g.numbers))
            }
            if dashNumbers.shapes > 0 {
                parts.append(("\(Self.plural(dashNumbers.shapes, "dashed stroke")) with up to \(dashNumbers.entries) dash entries each",
                              dashNumbers.numbers))
            }
        }

        static func subpathCount(_ path: Path) -> Int {
            path.elements.reduce(0) { n, e in if case .move = e { return n + 1 } else { return n } }
        }

        static func plural(_ n: Int, _ word: String, _ many: String? = nil) -> String {
            "\(ExportCost.count(Double(n)))\(word.hasPrefix("-") ? "" : " ")\(n == 1 ? word : many ?? word + "s")"
        }
    }

    /// A count in words: "300", "4,096", "1.2 million".
    static func count(_ n: Double) -> String {
        if n >= 1e6 { return String(format: "%.1f million", n / 1e6) }
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.locale = Locale(identifier: "en_US")
        return f.string(from: NSNumber(value: n.rounded())) ?? "\(Int(n))"
    }
}

/// An export refused before any work, for what it would cost.
public struct ExportCostError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

extension ExportCost {
    /// Throws ``ExportCostError`` when writing `scene` as `format` would go over ``budget``,
    /// naming what costs most and, when the span is what grows it, the largest `--duration`
    /// that fits. Returns the span the scene's poses show (before `duration` replaces its
    /// length), to hand on as ``ExportScene/span`` so the writer need not find it again.
    @discardableResult
    public static func check(_ scene: ExportScene, reducedMotion: ExportScene? = nil, as format: VectorFormat,
                             budget: ExportCost = ExportCost.budget) throws -> ExportSpan {
        // The timelines say their span from their schedules: nothing is sampled to find it.
        let found = scene.scheduledSpan
        let span = scene.duration.map { ExportSpan(start: found.loops ? found.start : 0, duration: $0, loops: found.loops) } ?? found
        // A sticker's size, frame rate and length are refused before the writer samples a pose.
        if format == .telegramSticker { try TelegramSticker.checkLimits(scene, span: span) }
        let cost = estimate(scene, reducedMotion: reducedMotion, as: format, span: span)
        guard cost.exceeds(budget) else { return found }
        var message = "\(scene.name) as \(title(format)) would take about \(String(format: "%.1f", cost.seconds)) s and "
            + "\(megabytes(cost.bytes)) to write"
        if cost.outputBytes > budget.outputBytes { message += " (about \(megabytes(cost.outputBytes)) of output)" }
        message += ": \(cost.largestPart); the export budget is \(String(format: "%.1f", budget.seconds)) s and \(megabytes(budget.bytes))"
        // What the span adds grows with --duration: the largest duration within the budget.
        let fixed = (seconds: cost.seconds - cost.spanSeconds * span.duration, bytes: cost.bytes - cost.spanBytes * span.duration)
        if cost.spanSeconds > 0, fixed.seconds < budget.seconds, fixed.bytes < budget.bytes, cost.outputBytes <= budget.outputBytes {
            let fits = min((budget.seconds - fixed.seconds) / cost.spanSeconds, (budget.bytes - fixed.bytes) / max(cost.spanBytes, 1e-9))
            if fits >= 0.001, fits < span.duration {
                message += "; it fits with --duration \(String(format: "%.3g", (fits * 1000).rounded(.down) / 1000))"
            }
        } else if format != .svg, cost.largestPart.contains("gradient"),
                  !estimate(scene, reducedMotion: reducedMotion, as: .svg, span: span).exceeds(budget) {
            // The shapes share one gradient, which SVG can define once.
            message += "; as an animated SVG (.svg), which defines the shared gradient once, it fits"
        }
        throw ExportCostError(description: message)
    }

    /// The format's name in a message.
    static func title(_ format: VectorFormat) -> String { format.title }

    /// Bytes in words: "740 MB", "3.2 GB".
    static func megabytes(_ bytes: Double) -> String {
        let mb = bytes / 1_048_576
        if mb < 10_000 { return "\(Int(mb.rounded())) MB" }
        return String(format: "%.1f GB", mb / 1024)
    }
}
