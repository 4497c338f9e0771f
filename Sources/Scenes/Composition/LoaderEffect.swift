/// What a loader symbol does, as in the seed's `SymbolBreatheLoaderEffect`.
public enum LoaderEffect: String, Sendable, CaseIterable {
    case breathe, rotate, both

    /// Whether the effect includes breathing / rotating.
    public var breathes: Bool { self != .rotate }
    public var rotates: Bool { self != .breathe }
}
