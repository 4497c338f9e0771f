import Foundation
import SymbolModel

/// Light and dark themes in Lottie: every colour drawn in the themed tint is a slot (`sid`), the
/// animation's `slots` give their light values, and a dotLottie theme's rules override them.
///
/// Two slots: ``tintSlot``, a `Color` on the fills and strokes drawn flat in the tint, and
/// ``rampSlot``, a `Gradient` on those drawn in the tint's ramp under gradient rendering (the
/// ramp's stops depend only on the colour, so one slot serves every layer; each layer keeps its
/// own start and end).
extension LottieWriter {
    /// The slot of the flat tint.
    public static let tintSlot = "tint"
    /// The slot of the tint's gradient ramp.
    public static let rampSlot = "tint-ramp"

    /// The slots `plan` uses.
    static func usedSlots(_ plan: ExportPlan) -> [String] {
        guard plan.scene.themes != nil else { return [] }
        let paints = plan.entries.flatMap(\.content.paints).filter(\.followsTint)
        return (paints.contains { $0.gradient == nil } ? [tintSlot] : []) + (paints.contains { $0.gradient != nil } ? [rampSlot] : [])
    }

    /// The value of `slot` for `tint`: a Lottie property (`p`) as the slot or a theme holds it.
    static func slotValue(_ slot: String, tint: RGBA) -> JSONValue {
        if slot == rampSlot {
            let stops = GradientRamp.stops(for: tint)
            return .object([("p", .number(Double(stops.count))),
                            ("k", .object([("a", .number(0)), ("k", .array(stops.flatMap { s in
                                [s.offset, s.color.r, s.color.g, s.color.b].map { JSONValue.number($0) } }))]))])
        }
        return .object([("a", .number(0)), ("k", .array([tint.r, tint.g, tint.b, 1].map { .number($0) }))])
    }

    /// The animation's `slots`: each used slot at its light value.
    static func slots(_ plan: ExportPlan) -> [(String, JSONValue)] {
        guard let themes = plan.scene.themes else { return [] }
        let used = usedSlots(plan)
        guard !used.isEmpty else { return [] }
        return [("slots", .object(used.map { ($0, .object([("p", slotValue($0, tint: themes.light))])) }))]
    }

    /// A dotLottie theme's rules setting the slots `used` to `tint`: a `Color` rule takes the
    /// colour's components, a `Gradient` rule its stops.
    public static func themeRules(_ used: [String], tint: RGBA) -> JSONValue {
        func number(_ v: Double) -> JSONValue { .number(v) }
        let rules: [JSONValue] = used.map { slot in
            if slot == rampSlot {
                let stops = GradientRamp.stops(for: tint).map { s in
                    JSONValue.object([("offset", number(s.offset)), ("color", .array([s.color.r, s.color.g, s.color.b].map(number)))])
                }
                return .object([("id", .string(slot)), ("type", .string("Gradient")), ("value", .array(stops))])
            }
            return .object([("id", .string(slot)), ("type", .string("Color")), ("value", .array([tint.r, tint.g, tint.b].map(number)))])
        }
        return .object([("rules", .array(rules))])
    }
}

extension LottieWriter.Builder {
    /// `item` (a fill or stroke of `paint`) with its colour or gradient bound to the theme's slot.
    func themed(_ item: JSONValue, _ paint: LayerContent.Paint) -> JSONValue {
        guard paint.followsTint, plan.scene.themes != nil, case .object(let fields) = item else { return item }
        let key = paint.gradient == nil ? "c" : "g"
        let slot = paint.gradient == nil ? LottieWriter.tintSlot : LottieWriter.rampSlot
        guard let value = fields.first(where: { $0.0 == key })?.1 else { return item }
        return with(item, [key: with(value, ["sid": .string(slot)])])
    }
}
