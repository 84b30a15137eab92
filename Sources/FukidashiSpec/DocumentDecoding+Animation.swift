import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiTree

extension DocumentDecoding {
    static var maxDuration: Double { Format.animation["duration"].range.atMost ?? 20 }

    /// `{"fps": 30, "duration": 0.6}`; fps defaults to 30 and duration to when the last
    /// effect ends (or 1 s), in each appearance: either key, the whole animation, or an
    /// effect's timing may be an appearance map.
    func decodeAnimation(_ value: JSONValue, at path: JSONPath, effects: EffectLog) -> VariantKeyed<Animation>? {
        reader.inEveryVariant(object: value, at: path) { value, path in
            guard let object = reader.object(value, at: path, Format.animation) else { return nil }
            let fps = reader.member(object, "fps", at: path, absent: 30) { reader.number($0, at: $1, Format.animation["fps"]) }
            let duration = reader.member(object, "duration", at: path, absent: nil) {
                reader.number($0, at: $1, Format.animation["duration"]).map(Optional.some)
            }
            guard let fps, let duration else { return nil }
            return reader.atEachPoint(varies: fps.parts != nil || duration.parts != nil || effects.vary) { part in
                let end = effects.end(in: part)
                let fallback = end > 0 ? min(end, Self.maxDuration) : 1
                return Animation(fps: fps.value(in: part), duration: duration.value(in: part) ?? fallback)
            }
        }
    }

    /// `{"effect": "pop", "delay": 0, "duration": 0.5}`: the duration defaults to the effect's.
    func decodeEnter(_ value: JSONValue, at path: JSONPath) -> VariantKeyed<EnterEffect>? {
        reader.inEveryVariant(object: value, at: path) { value, path in
            guard let object = reader.object(value, at: path, Format.enterEffect) else { return nil }
            let kind: VariantKeyed<EnterEffect.Kind>? = reader.requiredChoice(object, "effect", at: path, kind: "effect")
            let delay = reader.member(object, "delay", at: path, absent: 0) { reader.number($0, at: $1, Format.enterEffect["delay"]) }
            guard let kind else { return nil }
            let duration = reader.member(object, "duration", at: path, absent: nil) {
                reader.number($0, at: $1, Format.enterEffect["duration"]).map(Optional.some)
            }
            guard let delay, let duration else { return nil }
            return .combining(first: reader.sites.chosen, kind, delay, duration) {
                EnterEffect(kind: $0, delay: $1, duration: $2 ?? EnterEffect.defaultDuration($0))
            }
        }
    }

    /// `{"direction": "left" | "right", "delay": 0, "duration": 0.5}`.
    func decodeSwipe(_ value: JSONValue, at path: JSONPath) -> VariantKeyed<SwipeEffect>? {
        reader.inEveryVariant(object: value, at: path) { value, path in
            guard let object = reader.object(value, at: path, Format.swipe) else { return nil }
            let direction: VariantKeyed<SwipeEffect.Direction>? = reader.requiredChoice(object, "direction", at: path, kind: "direction")
            let delay = reader.member(object, "delay", at: path, absent: 0) { reader.number($0, at: $1, Format.swipe["delay"]) }
            let duration = reader.member(object, "duration", at: path, absent: 0.5) { reader.number($0, at: $1, Format.swipe["duration"]) }
            guard let direction, let delay, let duration else { return nil }
            return .combining(first: reader.sites.chosen, direction, delay, duration) { SwipeEffect(direction: $0, delay: $1, duration: $2) }
        }
    }
}
