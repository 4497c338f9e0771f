/// Where an attached path rides.
public struct GPAAttachment: Hashable, Sendable {
    /// The host path's index in ``GPAIcon/paths``.
    public var host: Int
    /// A fraction of the host's currently drawn part: 0 its tail, 1 its head.
    public var position: Double

    public init(host: Int, position: Double) {
        self.host = host
        self.position = position
    }
}
