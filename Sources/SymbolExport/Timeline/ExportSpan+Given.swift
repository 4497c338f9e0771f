extension ExportSpan {
    /// A span given by the caller instead of found from the poses (``of(_:)``): from engine
    /// time `start`, `duration` seconds, once or looping. For a caller that knows what it wants
    /// written (a test, a fuzz target that must not spend its time searching for a period).
    public static func given(start: Double, duration: Double, loops: Bool) -> ExportSpan {
        ExportSpan(start: start, duration: duration, loops: loops)
    }
}
