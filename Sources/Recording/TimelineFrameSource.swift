import Geometry
import Raster
import SymbolModel
import SymbolRendering

/// Films one posed symbol (`record FILE` of a document with states of its own, `record NAME|FILE --effect SPEC`): the
/// timeline's symbol in the frame, switched between its states by the scripted keys. `0`–`9` enter the state of that number,
/// `-` the drawn-out state ("-1", every path drawn out) of one with numbered states, Space the other of a symbol's
/// two states (drawn and undrawn, shown and hidden). Every frame is the timeline's pose for the
/// presses so far, so a recording is reproducible.
public final class TimelineFrameSource: FrameSource {
    /// The timeline with every press so far applied.
    public private(set) var timeline: any SymbolTimeline
    /// A replace's arriving symbol, drawn over the leaving one in the same place.
    public private(set) var incoming: (any SymbolTimeline)?
    /// The symbol, made once; each frame draws it in the timeline's pose.
    private let prepared: PreparedSymbol
    private let arriving: PreparedSymbol?
    /// Where the symbol goes in the frame.
    public let framing: Framing
    /// Seconds of the timeline's time at the recording's time 0: a loop filmed from its steady
    /// state starts a whole number of periods in.
    public let timeOffset: Double
    /// With ``Framing/room(weight:scale:)``: the room of the timeline's motion as it was given
    /// (a key switching states later does not reframe, as a window would not).
    private let room: MotionRoom?
    private let renderer = SymbolRenderer()
    private let background: Color
    private let tint: Color
    private let mode: SymbolRenderingMode
    private let colorRendering: SymbolColorRenderingMode

    /// - Parameters:
    ///   - background: the colour behind the symbol; nil for the appearance's own (white, or a
    ///     dark grey when `dark`), `.clear` for transparent frames.
    ///   - mode: how the tint-painted layers are coloured (a timeline that paints in its
    ///     foreground, ``SymbolTimeline/paintsInForeground``, keeps its own colours in every mode).
    ///   - colorRendering: flat colours, or SF Symbols 7's gradients made from them.
    ///   - tint: the colour of the tint-painted layers; nil for the appearance's text colour.
    public init(timeline: any SymbolTimeline, incoming: (any SymbolTimeline)? = nil, framing: Framing = .centred,
                timeOffset: Double = 0, dark: Bool = false, background: RGBA? = nil, tint: Color? = nil,
                mode: SymbolRenderingMode = .monochrome, colorRendering: SymbolColorRenderingMode = .flat) {
        self.timeline = timeline
        self.incoming = incoming
        prepared = PreparedSymbol(timeline.symbol)
        arriving = incoming.map { PreparedSymbol($0.symbol) }
        self.framing = framing
        self.timeOffset = timeOffset
        if case .room = framing { room = MotionRoom(timeline: timeline) } else { room = nil }
        let own = dark ? RGBA(0.12, 0.12, 0.13) : RGBA(1, 1, 1)
        self.background = Color(background ?? own)
        self.tint = tint ?? (dark ? Color(r: 1, g: 1, b: 1) : Color(r: 0, g: 0, b: 0))
        self.mode = mode
        self.colorRendering = colorRendering
    }

    /// The state `key` switches `timeline` to at that moment, or nil when the key switches none
    /// of its states.
    public static func state(forKey key: String, of timeline: any SymbolTimeline, at time: Double) -> String? {
        let wanted: String
        switch key {
        case "-": wanted = "-1"
        case " ":
            let names = timeline.stateNames
            guard names.count >= 2, let now = timeline.stateName(at: time) else { return nil }
            wanted = now == names[0] ? names[1] : names[0]
        default:
            guard key.count == 1, Int(key) != nil else { return nil }
            wanted = key
        }
        return timeline.switching(to: wanted, at: time) == nil ? nil : wanted
    }

    public func press(_ key: String, at time: Double) throws {
        guard let state = Self.state(forKey: key, of: timeline, at: time), let switched = timeline.switching(to: state, at: time) else {
            let names = timeline.stateNames
            throw RecordingError.badOption("--keys: '\(key)' does not switch this symbol's state; "
                + (names.contains("-1") ? "use 0–9, or - for unset" : names.isEmpty ? "it has no states" : "use space"))
        }
        timeline = switched
        if let incoming, let other = incoming.switching(to: state, at: time) { self.incoming = other }
    }

    /// Where the symbol goes in a frame.
    public enum Framing: Sendable {
        /// Centred, its design box 60 % of the frame's shorter side, at the regular weight
        /// (`record FILE` of a document with states of its own).
        case centred
        /// As `render` frames it: the room of the timeline's whole motion fitted to the frame
        /// (``MotionRoom/init(timeline:)``), at `weight` and `scale`, so frame i is `render
        /// --time` of the same instant.
        case room(weight: SymbolWeight, scale: SymbolScale)
    }

    public func renderFrame(at time: Double, into canvas: Canvas) {
        canvas.clear(background)
        let t = time + timeOffset
        let placement: SymbolPlacement
        switch framing {
        case .centred:
            // The symbol fills 60 % of the frame's shorter side.
            let side = Double(min(canvas.width, canvas.height)) * 0.6
            placement = SymbolPlacement(center: Point(Double(canvas.width) / 2, Double(canvas.height) / 2),
                                        pointSize: SymbolPlacement.pointSize(forBoxPixels: side, scale: .large),
                                        weight: .regular, scale: .large)
        case .room(let weight, let scale):
            // `room` is measured in init for this framing.
            placement = room!.placement(in: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)),
                                       weight: weight, scale: scale)
        }
        let state = timeline.state(at: t)
        if case .room = framing, timeline.clipsToViewBox {
            canvas.clip = SymbolViewport.clip(of: timeline.symbol, state: state, placement: placement, within: nil)
        }
        defer { canvas.clip = nil }
        renderer.draw(prepared, state: state, in: canvas, placement: placement, tint: tint, mode: mode,
                      colorRendering: colorRendering)
        if let arriving, let incoming {
            renderer.draw(arriving, state: incoming.state(at: t), in: canvas, placement: placement, tint: tint, mode: mode,
                          colorRendering: colorRendering)
        }
    }
}
