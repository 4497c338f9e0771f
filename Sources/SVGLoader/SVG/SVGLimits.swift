/// The bounds the loader holds every file to, so a hostile or broken file fails quickly with an
/// error instead of exhausting memory or time.
///
/// The defaults are far above anything an icon needs (the largest file of the public icon sets
/// has a few hundred elements and a few thousand path segments).
public struct SVGLimits: Sendable, Hashable {
    /// The largest file, in bytes.
    public var maxFileBytes: Int
    /// How deeply elements may nest in the file.
    public var maxDepth: Int
    /// How deeply the drawing may nest once references are followed: every element entered
    /// counts a level, and so does every `clip-path` and `mask` that leads into another part of
    /// the file. A chain of references is as deep as its length, though the file's own nesting
    /// stays shallow; the loader and the renderer walk the drawing recursively, so its depth is
    /// bounded here, where the depth of every walk below is decided. The default, as deep as a
    /// file may nest its elements, takes about 250 KB of stack in a release build, within the
    /// 512 KB of a Dispatch worker thread (docs/reliability.md).
    public var maxNesting: Int
    /// How many elements a file may hold.
    public var maxElements: Int
    /// The longest attribute value, in bytes (path data included).
    public var maxAttributeBytes: Int
    /// How many path elements all the shapes of a file may hold together.
    public var maxSegments: Int
    /// The largest magnitude a coordinate may reach once transformed into design units.
    public var maxCoordinate: Double
    /// How many characters the expansion of internal XML entities may add to a file.
    public var maxEntityExpansionCharacters: Int

    public init(maxFileBytes: Int = 16 << 20, maxDepth: Int = 64, maxNesting: Int = 64, maxElements: Int = 20_000,
                maxAttributeBytes: Int = 4 << 20, maxSegments: Int = 500_000, maxCoordinate: Double = 1e9,
                maxEntityExpansionCharacters: Int = 1 << 20) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
        self.maxNesting = maxNesting
        self.maxElements = maxElements
        self.maxAttributeBytes = maxAttributeBytes
        self.maxSegments = maxSegments
        self.maxCoordinate = maxCoordinate
        self.maxEntityExpansionCharacters = maxEntityExpansionCharacters
    }

    public static let `default` = SVGLimits()
}
