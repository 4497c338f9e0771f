import FileAccess
import Foundation

/// One entry for every vector format: a scene in, the file's bytes out.
public enum VectorExport {
    /// A written file and what it says about itself.
    public struct Written: Sendable {
        public var data: Data
        /// What the format could not carry, one sentence each, shown escaped
        /// (``Swift/String/terminalSafe``): they quote layer ids and file names.
        public var notes: [String]
        public var span: ExportSpan
        public var keyframeCount: Int
        public var sampleCount: Int
    }

    /// Writes `scene` as an HTML fragment (``HTMLFragmentWriter``): the animated SVG inline and,
    /// for a toggle, the checkbox that switches it. Held to the same budget as an SVG.
    public static func writeFragment(_ given: ExportScene, reducedMotion: ExportScene? = nil) throws -> Written {
        var scene = given
        scene.span = try ExportCost.check(scene, reducedMotion: reducedMotion, as: .svg)
        let out = try HTMLFragmentWriter().write(scene, reducedMotion: reducedMotion)
        return Written(data: Data(out.text.utf8), notes: out.notes.map(\.terminalSafe), span: out.span,
                       keyframeCount: out.keyframeCount, sampleCount: out.sampleCount)
    }

    /// Writes `scene` as `format`. `reducedMotion`, the same scene with Reduce Motion on, is
    /// played by an animated SVG under `prefers-reduced-motion: reduce`; the other formats
    /// have no such switch and ignore it.
    ///
    /// Every export is held to ``ExportCost/budget`` first: one over it throws
    /// ``ExportCostError`` before a pose is sampled, whoever asks (`symbolview export`, the
    /// viewer's export key).
    public static func write(_ given: ExportScene, reducedMotion givenReduced: ExportScene? = nil, as format: VectorFormat) throws -> Written {
        var scene = given
        let reducedMotion = givenReduced
        if scene.trigger != .load, format == .telegramSticker || format == .gpa {
            throw ExportTriggerError(description: "--trigger \(scene.trigger.rawValue): a .\(format.rawValue) file plays on loading only; "
                                     + "triggers are written to .svg, .html, .json and .lottie")
        }
        // The span the check read off the timelines is handed on to the writer.
        scene.span = try ExportCost.check(scene, reducedMotion: reducedMotion, as: format)
        switch format {
        case .svg:
            let out = try AnimatedSVGWriter().write(scene, reducedMotion: reducedMotion)
            return Written(data: Data(out.text.utf8), notes: out.notes.map(\.terminalSafe), span: out.span,
                           keyframeCount: out.keyframeCount, sampleCount: out.sampleCount)
        case .gpa:
            let out = try GPAWriter().write(scene)
            return Written(data: Data(out.text.utf8), notes: out.notes, span: out.span,
                           keyframeCount: out.transitionCount, sampleCount: out.sampleCount)
        case .lottie, .dotLottie, .telegramSticker:
            let out = try LottieWriter().write(scene)
            let json = Data(out.text.utf8)
            let data: Data
            switch format {
            case .dotLottie:
                // Light and dark themes (and a palette's monochrome) set the slots the animation's
                // coloured paints are bound to.
                // A triggered file carries the state machine that plays its markers on the trigger.
                data = try DotLottieWriter.archive(animation: json, id: scene.name, loops: out.span.loops,
                                                   themes: DotLottieThemes.themes(out.slotColors, themes: scene.themes),
                                                   stateMachines: try DotLottieStateMachine.machines(trigger: scene.trigger, markers: out.markers))
            case .telegramSticker: data = try TelegramSticker.pack(LottieWriter.unslotted(out.json), scene: scene, span: out.span)
            default: data = json
            }
            return Written(data: data, notes: out.notes.map(\.terminalSafe), span: out.span, keyframeCount: out.keyframeCount,
                           sampleCount: out.sampleCount)
        }
    }
}
