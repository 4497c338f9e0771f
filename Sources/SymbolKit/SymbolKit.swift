// SymbolKit: the whole engine behind one import. Load a symbol (SVGLoader), describe its effects
// (SymbolEffects), ask for its state at a time and draw it (SymbolRendering) into a canvas
// (Raster), then write a PNG (PNGCodec). Each module can still be imported on its own.
@_exported import Geometry
@_exported import PNGCodec
@_exported import Raster
@_exported import SVGLoader
@_exported import SymbolEffects
@_exported import SymbolExport
@_exported import SymbolModel
@_exported import SymbolRendering
@_exported import SymbolStage
