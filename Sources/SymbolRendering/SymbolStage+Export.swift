// The renderer draws what the stage worked out (placement, room, the rendering mode's colours,
// the viewport), so whoever draws a symbol has those types with `import SymbolRendering` alone.
@_exported import SymbolStage
