import Foundation
import SymbolModel

/// Any file symbolview draws, opened through one door: a plain SVG symbol, an SF Symbols
/// custom symbol template, or a GTK path animation (`.gpa`).
///
/// Every command, the viewer and the recorder open files here, so a new input format is added
/// in one place: a case below, a test in ``Kind/init(root:name:)`` and its reader. The kind is
/// decided by the content as well as the name (``Kind``): an SF Symbols template saved under any
/// name is a template, and a `.gpa` document is recognised by its `gpa` namespace or attributes
/// even when it is called `.svg`. The file is read and its XML parsed once, whatever it is.
public enum SymbolDocument: Sendable {
    /// An SVG file drawn as it is (designed at regular; the renderer weighs it).
    case symbol(LoadedSymbol)
    /// An SF Symbols template: its own design for each weight and scale.
    case template(SymbolTemplate)
    /// A GTK path animation: states, transitions and loops, played by the effects engine.
    case pathAnimation(LoadedGPAIcon)

    /// What a document is, as decided by ``Kind/init(root:name:)``.
    public enum Kind: Sendable, Equatable, CaseIterable {
        case symbol, template, pathAnimation

        /// Whether documents of this kind play states of their own (a GTK path animation's,
        /// switched by number or name) rather than taking effects: the viewer's digit keys and
        /// `--state` switch them, and their tint-painted layers are the foreground colour.
        public var playsOwnStates: Bool { self == .pathAnimation }
    }

    /// Whether this document plays states of its own (``Kind/playsOwnStates``).
    public var playsOwnStates: Bool { kind.playsOwnStates }

    /// This document's kind.
    public var kind: Kind {
        switch self {
        case .symbol: return .symbol
        case .template: return .template
        case .pathAnimation: return .pathAnimation
        }
    }

    /// What the reader skipped or approximated, in document order; empty for a clean file.
    public var warnings: [SVGWarning] {
        switch self {
        case .symbol(let loaded): return loaded.warnings
        case .template(let template): return template.warnings
        case .pathAnimation(let loaded): return loaded.warnings
        }
    }

    /// The symbol to draw at `weight` and `scale`: a template's own design for them, a plain
    /// symbol as it is; nil for a path animation, whose drawing depends on its state and time
    /// (the effects engine's `GPAPlayer` poses it).
    public func symbol(weight: SymbolWeight = .regular, scale: SymbolScale = .medium) -> LoadedSymbol? {
        switch self {
        case .symbol(let loaded): return loaded
        case .template(let template): return template.symbol(weight: weight, scale: scale)
        case .pathAnimation: return nil
        }
    }

    /// Opens the file at `url`. Only a regular file is read: a folder, a FIFO, a device or a
    /// socket is refused by what it is, before it is opened (``SVGLoadError``).
    public static func open(contentsOf url: URL, limits: SVGLimits = .default) throws -> SymbolDocument {
        let data = try SVGLoader.readRegularFile(url.path, limit: limits.maxFileBytes)
        return try open(data: data, name: url.lastPathComponent, limits: limits)
    }

    /// Opens a document's bytes; `name` (a file name) is used in messages and, without its
    /// extension, as the symbol's name, and is one of the two things the kind is decided by.
    /// A bitmap or a PDF is refused by what it is (``ForeignFileFormat``), whatever its name.
    public static func open(data: Data, name: String, limits: SVGLimits = .default) throws -> SymbolDocument {
        try ForeignFileFormat.refuse(data, file: name)
        let root = try SVGDocumentReader(file: name, limits: limits).read(data)
        switch Kind(root: root, name: name) {
        case .pathAnimation:
            var reader = GPADocumentReader(file: name, limits: limits)
            let icon = try reader.read(root, name: Self.stem(of: name))
            return .pathAnimation(LoadedGPAIcon(icon: icon, warnings: reader.warnings))
        case .template:
            var reader = SymbolTemplateReader(file: name, name: Self.stem(of: name), limits: limits)
            return .template(try reader.read(root))
        case .symbol:
            var builder = SymbolBuilder(file: name, name: Self.stem(of: name), limits: limits)
            let symbol = try builder.build(root)
            return .symbol(LoadedSymbol(symbol: symbol, warnings: builder.warnings))
        }
    }

    /// Opens a symbol as a command line names it: a file (see ``isFileReference(_:)``) or a
    /// name in `catalog` (the bundled catalog when nil; without one, the error lists where it
    /// looked). An unknown name throws ``SymbolCatalogError`` with the names that exist.
    public static func open(_ reference: String, catalog: SymbolCatalog? = nil,
                            limits: SVGLimits = .default) throws -> SymbolDocument {
        if isFileReference(reference) {
            return try open(contentsOf: URL(fileURLWithPath: reference), limits: limits)
        }
        return .symbol(try (catalog ?? SymbolCatalog()).loaded(named: reference))
    }

    /// Whether a word on a command line names a file rather than a catalog symbol: it ends in
    /// `.svg` or `.gpa` (any case), or holds a slash. Catalog names are neither.
    public static func isFileReference(_ word: String) -> Bool {
        word.contains("/") || Kind(name: word) != nil
    }

    /// The name without a `.svg` or `.gpa` extension.
    static func stem(of name: String) -> String {
        Kind(name: name) == nil ? name : String(name.dropLast(4))
    }
}

extension SymbolDocument.Kind {
    /// The kind a file name announces, or nil when its extension is neither `.svg` nor `.gpa`
    /// (any case). This is the one place outside the readers that tells formats apart by name;
    /// the content may still say otherwise (``init(root:name:)``), so use it only where there is
    /// no content to read (a word on a command line, a file not yet opened).
    public init?(name: String) {
        let lower = name.lowercased()
        if lower.hasSuffix(".gpa") { self = .pathAnimation } else if lower.hasSuffix(".svg") { self = .symbol } else { return nil }
    }

    /// The kind of a parsed document: a `.gpa` name, or a root that declares GTK's path
    /// animation namespace or carries `gpa:` attributes, is a path animation; an `<svg>` whose
    /// `Symbols` group holds SF Symbols designs is a template; anything else is a plain symbol.
    init(root: SVGElement, name: String) {
        if Self(name: name) == .pathAnimation || Self.declaresPathAnimation(root) {
            self = .pathAnimation
        } else if SymbolTemplateReader.isTemplate(root) {
            self = .template
        } else {
            self = .symbol
        }
    }

    /// GTK's path animation namespace (docs/formats.md).
    static let pathAnimationNamespace = "https://www.gtk.org/grappa"

    /// Whether the root element declares the `.gpa` namespace (under any prefix) or uses the
    /// `gpa:` prefix on one of its own attributes.
    private static func declaresPathAnimation(_ root: SVGElement) -> Bool {
        guard root.name == "svg" else { return false }
        return root.declaredNamespaces.contains(pathAnimationNamespace) || root.attributes.keys.contains { $0.hasPrefix("gpa:") }
    }
}
