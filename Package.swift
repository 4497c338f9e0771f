// swift-tools-version:5.9
// symbolview: animated vector symbols on the Linux desktop.
//
// The modules form one short stack; each imports only those below it. Bottom first, each with
// what it depends on (kept equal to the targets below and to docs/architecture.md by ArchitectureTests):
// module-graph:
//   CSDL2
//   CPNG
//   CZlib
//   CFreeType
//   CFontconfig
//   Geometry
//   FileAccess
//   CRasterSupport
//   Raster → Geometry, CRasterSupport
//   PNGCodec → Raster, FileAccess, CPNG, CZlib
//   SymbolModel → Geometry
//   CommandOptions
//   SymbolAssets
//   SVGLoader → SymbolModel, Geometry, SymbolAssets, FileAccess, CommandOptions
//   SymbolEffects → SymbolModel, Geometry
//   SymbolStage → SymbolModel, Raster, Geometry
//   SymbolRendering → SymbolStage, SymbolModel, Raster, Geometry
//   SymbolExport → SymbolStage, SymbolEffects, SymbolModel, SVGLoader, Geometry, Raster, FileAccess, CZlib
//   SymbolKit → Geometry, Raster, PNGCodec, SymbolModel, SVGLoader, SymbolEffects, SymbolStage, SymbolRendering, SymbolExport, FileAccess
//   Typography → CFreeType, CFontconfig
//   Scenes → SymbolKit, SymbolRendering, SymbolEffects, SymbolModel, SVGLoader, SymbolExport, Typography, Raster, Geometry, CommandOptions
//   Recording → Scenes, SymbolRendering, SymbolEffects, SymbolModel, PNGCodec, Raster, Geometry, FileAccess, CommandOptions
//   ViewerShell → Scenes, Recording, Typography, Raster, Geometry, CSDL2, PNGCodec, FileAccess
//   Conformance → SVGLoader, SymbolRendering, SymbolEffects, SymbolModel, Raster, PNGCodec, Geometry
//   symbolview → ViewerShell, Recording, Scenes, SymbolKit, SymbolRendering, SymbolEffects, SymbolModel, SVGLoader, PNGCodec, Raster, Geometry, Typography, Conformance, FileAccess, CommandOptions, SymbolExport
//   symbolbench → Raster, Geometry, PNGCodec, ViewerShell, Scenes, Typography, SVGLoader, SymbolModel, FileAccess, SymbolKit
// end of module-graph
// FileAccess (file names as bytes, paths shown escaped, every output written safely) sits below
// every module that touches files.
// docs/architecture.md says what each module is for and how one frame travels through them.
// SymbolStage (placement, the room a motion needs, the rendering modes' colours) sits below both
// outputs of a posed symbol, the renderer and the writers; the renderer still does not depend on
// the effects engine, and SymbolTimeline, the protocol both outputs take, is in SymbolModel.
// CommandOptions (the command-line cursor, option tables, typo hints) sits at the bottom with no
// dependencies, so every command's parser, whichever module it lives in, shares it. SVGLoader's
// SymbolDocument is the one door every input format comes through.
import PackageDescription

// No target uses unsafe flags: SwiftPM refuses a versioned dependency on a package that does.
// Every target keeps Swift's safety checks; a hot loop that needs to skip a check says so with an
// explicit unchecked operation (`&+`, pointers, CRasterSupport's conversions).

let package = Package(
    name: "symbolview",
    products: [
        .executable(name: "symbolview", targets: ["symbolview"]),
        .executable(name: "symbolbench", targets: ["symbolbench"]),
        // `import SymbolKit` re-exports the engine's modules.
        .library(name: "SymbolKit", targets: ["SymbolKit"]),
    ],
    targets: [
        // C libraries from Debian, found with pkg-config (SDL2 through its default include path).
        // SDL2 without pkg-config: its --cflags add -D_REENTRANT, which SwiftPM refuses with a
        // warning on every build. The shim includes <SDL2/SDL.h> from the default include path
        // and the module map links SDL2, which is all Debian's libsdl2-dev needs.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),

        // The product's core: pure Swift, no C graphics library.
        .target(name: "Geometry"),
        // How files are named, shown and written: every path to a system call and every output.
        .target(name: "FileAccess"),
        // Float-to-integer conversions for the rasterizer's inner loops without Swift's range check.
        .target(name: "CRasterSupport"),
        .target(name: "Raster", dependencies: ["Geometry", "CRasterSupport"]),
        .target(name: "PNGCodec", dependencies: ["Raster", "FileAccess", "CPNG", "CZlib"]),
        .target(name: "SymbolModel", dependencies: ["Geometry"]),
        // Command-line reading shared by every command: the word cursor, option tables, typo hints.
        .target(name: "CommandOptions"),
        // The catalog's SVG files (assets/symbols) as a resource, found through Bundle.module.
        .target(name: "SymbolAssets", path: "assets", exclude: ["README.md", "tools", "examples"],
                sources: ["SymbolAssets.swift"], resources: [.copy("symbols")]),
        .target(name: "SVGLoader", dependencies: ["SymbolModel", "Geometry", "SymbolAssets", "FileAccess", "CommandOptions"]),
        .target(name: "SymbolEffects", dependencies: ["SymbolModel", "Geometry"]),
        // What every output of a posed symbol shares: placement and the room a motion needs, the
        // rendering modes' colours, the viewport. The renderer draws it; the exporters write it.
        .target(name: "SymbolStage", dependencies: ["SymbolModel", "Raster", "Geometry"]),
        .target(name: "SymbolRendering", dependencies: ["SymbolStage", "SymbolModel", "Raster", "Geometry"]),
        // Writers of vector formats: Lottie, animated SVG, dotLottie, Telegram stickers, SF Symbols templates.
        .target(name: "SymbolExport", dependencies: ["SymbolStage", "SymbolEffects", "SymbolModel", "SVGLoader", "Geometry", "Raster", "FileAccess", "CZlib"]),
        .target(name: "SymbolKit", dependencies: ["Geometry", "Raster", "PNGCodec", "SymbolModel", "SVGLoader",
                                                  "SymbolEffects", "SymbolStage", "SymbolRendering", "SymbolExport", "FileAccess"]),
        .target(name: "Typography", dependencies: ["CFreeType", "CFontconfig"]),
        .target(name: "Scenes", dependencies: ["SymbolKit", "SymbolRendering", "SymbolEffects", "SymbolModel", "SVGLoader", "SymbolExport", "Typography", "Raster", "Geometry", "CommandOptions"]),
        .target(name: "Recording", dependencies: ["Scenes", "SymbolRendering", "SymbolEffects", "SymbolModel", "PNGCodec", "Raster", "Geometry", "FileAccess", "CommandOptions"]),
        .target(name: "ViewerShell", dependencies: ["Scenes", "Recording", "Typography", "Raster", "Geometry", "CSDL2", "PNGCodec", "FileAccess"]),

        .target(name: "Conformance", dependencies: ["SVGLoader", "SymbolRendering", "SymbolEffects", "SymbolModel",
                                                    "Raster", "PNGCodec", "Geometry"]),

        .executableTarget(name: "symbolview",
                          dependencies: ["ViewerShell", "Recording", "Scenes", "SymbolKit", "SymbolRendering", "SymbolEffects", "SymbolModel",
                                         "SVGLoader", "PNGCodec", "Raster", "Geometry", "Typography", "Conformance", "FileAccess", "CommandOptions", "SymbolExport"]),
        .executableTarget(name: "symbolbench", dependencies: ["Raster", "Geometry", "PNGCodec", "ViewerShell", "Scenes",
                                                            "Typography", "SVGLoader", "SymbolModel", "FileAccess", "SymbolKit"]),

        // Test-only code shared by the test targets (the seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "FileAccessTests", dependencies: ["FileAccess"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Geometry", "PNGCodec"], exclude: ["Golden"]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "SVGLoader", "SymbolEffects", "SymbolRendering", "Typography", "Raster", "Geometry", "SymbolModel", "SymbolExport", "TestSupport", "CommandOptions"]),
        .testTarget(name: "ViewerShellTests", dependencies: ["ViewerShell", "Scenes", "SymbolExport", "SymbolModel", "Raster", "Geometry", "CSDL2"]),
        .testTarget(name: "SymbolEffectsTests", dependencies: ["SymbolEffects", "SymbolModel", "Geometry", "SVGLoader", "TestSupport"]),
        .testTarget(name: "SymbolRenderingTests", dependencies: ["SymbolStage", "SymbolKit", "SymbolRendering", "SymbolEffects", "SymbolModel", "SVGLoader", "SymbolExport", "Raster", "Geometry", "PNGCodec", "TestSupport"],
                    exclude: ["Golden", "RealWorld"]),
        .testTarget(name: "SVGLoaderTests", dependencies: ["SVGLoader", "SymbolExport", "SymbolAssets", "SymbolModel", "Geometry", "TestSupport"],
                    exclude: ["Templates"]),
        .testTarget(name: "RecordingTests", dependencies: ["Recording", "SymbolEffects", "SymbolModel", "SymbolRendering", "Scenes", "Typography", "SVGLoader", "Raster", "PNGCodec", "TestSupport"]),
        .testTarget(name: "symbolviewTests", dependencies: ["symbolview", "PNGCodec", "Scenes", "SymbolEffects", "SymbolExport", "CommandOptions"]),
        .testTarget(name: "SymbolExportTests", dependencies: ["SymbolStage", "SymbolExport", "SymbolEffects", "SymbolModel", "SVGLoader", "Geometry",
                                                           "SymbolRendering", "Raster"]),
        .testTarget(name: "ConformanceTests", dependencies: ["Conformance", "Raster", "Geometry"]),
        // Keeps Package.swift, its header and docs/architecture.md drawing the same module graph.
        .testTarget(name: "ArchitectureTests"),
    ]
)

// Fuzz targets (fuzz/, run by `make fuzz`). In a normal build each is a small tool that replays
// input files; `make fuzz` builds them with -DFUZZING and -sanitize=fuzzer,address on its own
// command line, never here, so no target carries unsafe flags. See fuzz/README.md.
package.targets += [
    .target(name: "FuzzSupport", dependencies: ["SVGLoader", "SymbolRendering", "SymbolEffects", "SymbolExport", "SymbolModel", "Raster", "Geometry"],
            path: "fuzz/Sources/FuzzSupport"),
    .executableTarget(name: "FuzzPathData", dependencies: ["FuzzSupport", "Geometry"], path: "fuzz/Sources/FuzzPathData"),
    .executableTarget(name: "FuzzSVG", dependencies: ["FuzzSupport", "SVGLoader"], path: "fuzz/Sources/FuzzSVG"),
    .executableTarget(name: "FuzzCSS", dependencies: ["FuzzSupport", "SVGLoader"], path: "fuzz/Sources/FuzzCSS"),
    .executableTarget(name: "FuzzKeyScript", dependencies: ["FuzzSupport", "Recording"], path: "fuzz/Sources/FuzzKeyScript"),
    .executableTarget(name: "FuzzOptions", dependencies: ["FuzzSupport", "Recording", "Scenes", "CommandOptions"], path: "fuzz/Sources/FuzzOptions"),
    .executableTarget(name: "FuzzGPA", dependencies: ["FuzzSupport", "SVGLoader", "SymbolEffects", "SymbolModel", "SymbolRendering", "Raster", "Geometry"],
                      path: "fuzz/Sources/FuzzGPA"),
    // The writers on what the readers accept: every vector format written and read back.
    .executableTarget(name: "FuzzExportSVG", dependencies: ["FuzzSupport", "SVGLoader"], path: "fuzz/Sources/FuzzExportSVG"),
    .executableTarget(name: "FuzzExportTemplate", dependencies: ["FuzzSupport", "SVGLoader", "SymbolModel"], path: "fuzz/Sources/FuzzExportTemplate"),
    .executableTarget(name: "FuzzExportGPA", dependencies: ["FuzzSupport", "SVGLoader", "SymbolEffects", "SymbolExport", "SymbolModel", "SymbolRendering", "Geometry"],
                      path: "fuzz/Sources/FuzzExportGPA"),
    // Replays the seed corpora and fuzz/regressions through the targets in the normal test build.
    .testTarget(name: "FuzzTests", dependencies: ["FuzzPathData", "FuzzSVG", "FuzzCSS", "FuzzKeyScript", "FuzzOptions", "FuzzGPA",
                                                  "FuzzExportSVG", "FuzzExportTemplate", "FuzzExportGPA"],
                path: "fuzz/Tests/FuzzTests"),
]
