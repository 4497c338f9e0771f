import Foundation
import Geometry
import SymbolModel

/// Reads GTK 4.22's animated symbolic icons (`.gpa`, "GTK path animation") into a ``GPAIcon``.
///
/// The format is a small SVG subset (docs/formats.md): `<path>`, `<circle>` and `<rect>`,
/// grouped by `<g>`, with GTK's attributes in the `gpa:` namespace prefix for states,
/// transitions, loops, attachments and symbolic colours, and SMIL animations keyed to state
/// changes. Path data is read in GTK's dialect, with its conic command. A value GTK would refuse
/// is an error naming the file, line, element and attribute; what GTK accepts but symbolview does
/// not use is a warning.
public enum GPALoader {
    /// Loads the file at `url`; the icon is named after the file without its extension.
    public static func load(contentsOf url: URL, limits: SVGLimits = .default) throws -> LoadedGPAIcon {
        let data = try SVGLoader.readRegularFile(url.path, limit: limits.maxFileBytes)
        return try load(data: data, name: url.lastPathComponent, limits: limits)
    }

    /// Loads `.gpa` bytes; `name` is used in messages and, without its extension, as the icon's name.
    public static func load(data: Data, name: String, limits: SVGLimits = .default) throws -> LoadedGPAIcon {
        try ForeignFileFormat.refuse(data, file: name)
        let root = try SVGDocumentReader(file: name, limits: limits).read(data)
        var reader = GPADocumentReader(file: name, limits: limits)
        let iconName = name.lowercased().hasSuffix(".gpa") ? String(name.dropLast(4)) : name
        let icon = try reader.read(root, name: iconName)
        return LoadedGPAIcon(icon: icon, warnings: reader.warnings)
    }
}
