import Foundation
import SymbolModel

/// The symbol's replaceable colours in Lottie: every colour drawn in one of them
/// (``ExportColorRole``) is bound to a slot (`sid`), the animation's `slots` hold the colours
/// written, and a player's slot override or a dotLottie theme's rules recolour them.
///
/// Per role two slots: a `Color` on the fills and strokes drawn flat in it (`tint`, `tint-2`,
/// `tint-3`) and a `Gradient` on those drawn in its ramp under gradient rendering (`tint-ramp`,
/// `tint-2-ramp`, `tint-3-ramp`; the ramp's stops depend only on the colour, so one slot serves
/// every layer, each keeping its own start and end).
extension LottieWriter {
    /// The slot of the flat tint.
    public static let tintSlot = ExportColorRole.primary.slot
    /// The slot of the tint's gradient ramp.
    public static let rampSlot = ExportColorRole.primary.rampSlot

    /// The slots `plan` uses, each with the colour its paints are written in (for a ramp, the
    /// colour the ramp is made from), primary first, a role's flat slot before its ramp's.
    static func slotColors(_ plan: ExportPlan) -> [(slot: String, role: ExportColorRole, color: RGBA)] {
        var out: [(slot: String, role: ExportColorRole, color: RGBA)] = []
        let paints = plan.entries.flatMap(\.content.paints)
        for role in ExportColorRole.allCases {
            let drawn = paints.filter { $0.role == role }
            if let flat = drawn.first(where: { $0.gradient == nil }) {
                out.append((role.slot, role, RGBA(flat.color.r, flat.color.g, flat.color.b, 1)))
            }
            if let ramp = drawn.first(where: { $0.gradient != nil }), let g = ramp.gradient, g.stops.count == 3 {
                let base = g.stops[1].color
                out.append((role.rampSlot, role, RGBA(base.r, base.g, base.b, 1)))
            }
        }
        return out
    }

    /// The slots `plan` uses.
    static func usedSlots(_ plan: ExportPlan) -> [String] { slotColors(plan).map(\.slot) }

    /// Whether `slot` holds a ramp (a `Gradient`) rather than a flat colour.
    static func isRamp(_ slot: String) -> Bool { slot.hasSuffix("-ramp") }

    /// The value of `slot` for `color`: a Lottie property (`p`) as the slot or a theme holds it.
    static func slotValue(_ slot: String, color: RGBA) -> JSONValue {
        if isRamp(slot) {
            let stops = GradientRamp.stops(for: color)
            return .object([("p", .number(Double(stops.count))),
                            ("k", .object([("a", .number(0)), ("k", .array(stops.flatMap { s in
                                [s.offset, s.color.r, s.color.g, s.color.b].map { JSONValue.number($0) } }))]))])
        }
        return .object([("a", .number(0)), ("k", .array([color.r, color.g, color.b, 1].map { .number($0) }))])
    }

    /// The animation's `slots`: each used slot at the colour written.
    static func slots(_ plan: ExportPlan) -> [(String, JSONValue)] {
        let used = slotColors(plan)
        guard !used.isEmpty else { return [] }
        return [("slots", .object(used.map { ($0.slot, .object([("p", slotValue($0.slot, color: $0.color))])) }))]
    }

    /// `animation` without its slots (the `slots` table and every `sid`), for a format no player
    /// recolours: a Telegram sticker is played as it is, and every byte counts towards its limit.
    static func unslotted(_ animation: JSONValue) -> JSONValue {
        switch animation {
        case .object(let fields):
            return .object(fields.filter { $0.0 != "sid" && $0.0 != "slots" }.map { ($0.0, unslotted($0.1)) })
        case .array(let items): return .array(items.map(unslotted))
        default: return animation
        }
    }

    /// A dotLottie theme's rules setting the slots `used` to `tint`: a `Color` rule takes the
    /// colour's components, a `Gradient` rule its stops.
    public static func themeRules(_ used: [String], tint: RGBA) -> JSONValue {
        themeRules(used.map { ($0, tint) })
    }

    /// A dotLottie theme's rules setting each slot to its colour (a ramp slot to the ramp made
    /// from the colour).
    public static func themeRules(_ slots: [(slot: String, color: RGBA)]) -> JSONValue {
        func number(_ v: Double) -> JSONValue { .number(v) }
        let rules: [JSONValue] = slots.map { slot, color in
            if isRamp(slot) {
                let stops = GradientRamp.stops(for: color).map { s in
                    JSONValue.object([("offset", number(s.offset)), ("color", .array([s.color.r, s.color.g, s.color.b].map(number)))])
                }
                return .object([("id", .string(slot)), ("type", .string("Gradient")), ("value", .array(stops))])
            }
            return .object([("id", .string(slot)), ("type", .string("Color")), ("value", .array([color.r, color.g, color.b].map(number)))])
        }
        return .object([("rules", .array(rules))])
    }
}

extension LottieWriter.Builder {
    /// `item` (a fill or stroke of `paint`) with its colour or gradient bound to its role's slot.
    func themed(_ item: JSONValue, _ paint: LayerContent.Paint) -> JSONValue {
        guard let role = paint.role, case .object(let fields) = item else { return item }
        let key = paint.gradient == nil ? "c" : "g"
        let slot = paint.gradient == nil ? role.slot : role.rampSlot
        guard let value = fields.first(where: { $0.0 == key })?.1 else { return item }
        return with(item, [key: with(value, ["sid": .string(slot)])])
    }
}
