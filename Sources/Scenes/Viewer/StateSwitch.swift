/// One press of the grid's state keys (the digits, and Space to draw out and back in) for the
/// icons that play states of their own, at a scene time.
///
/// States are numbered as those icons' timelines name them (``SymbolTimeline/stateNames``):
/// 0 to 63, ``ViewerState/drawnOutState`` with every path drawn out, and
/// ``ViewerState/iconsOwnState`` for whatever state each icon starts in. The viewer records the
/// presses; the painter asks each icon's timeline to switch (``SymbolTimeline/switching(to:at:)``),
/// so nothing above the timeline knows which format the icon came from.
public struct StateSwitch: Hashable, Sendable {
    /// Scene seconds.
    public var time: Double
    public var state: Int

    public init(time: Double, state: Int) {
        self.time = time
        self.state = state
    }
}
