/// Names scoped to the file: every layer's name and precomposition reference and every asset's
/// id start with the file's ``ExportIDPrefix``, as the animated SVG's ids do, so that two
/// animations loaded into one page or one player's scene never answer to each other's names.
extension LottieWriter {
    /// `animation` with every layer's name (`nm`) and precomposition reference (`refId`), and
    /// every asset's id, starting with `prefix`. Shape items keep their names.
    static func scopingNames(_ animation: JSONValue, prefix: String) -> JSONValue {
        func scoped(_ object: JSONValue, keys: Set<String>) -> JSONValue {
            guard case .object(let fields) = object else { return object }
            return .object(fields.map { key, value in
                if keys.contains(key), case .string(let s) = value { return (key, .string(prefix + s)) }
                if key == "layers", case .array(let layers) = value {
                    return (key, .array(layers.map { scoped($0, keys: ["nm", "refId"]) }))
                }
                return (key, value)
            })
        }
        guard case .object(let fields) = animation else { return animation }
        return .object(fields.map { key, value in
            switch (key, value) {
            case ("layers", .array(let layers)): return (key, .array(layers.map { scoped($0, keys: ["nm", "refId"]) }))
            case ("assets", .array(let assets)): return (key, .array(assets.map { scoped($0, keys: ["id"]) }))
            default: return (key, value)
            }
        })
    }
}
