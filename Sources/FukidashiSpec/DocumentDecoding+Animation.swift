import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiTree

extension DocumentDecoding {
    static var maxDuration: Double { Format.animation["duration"].range.atMost ?? 20 }

    /// `{"fps": 30, "duration": 0.6}`; fps defaults to 30 and duration to when the last
    /// effect ends (or 1 s).
    func decodeAnimation(_ value: JSONValue, at path: JSONPath, effectsEnd: Double) -> Animation? {
        guard let object = reader.object(value, at: path, Format.animation) else { return nil }
        let fps = object["fps"].map { reader.number($0, at: path / "fps", Format.animation["fps"]) } ?? 30
        let fallback = effectsEnd > 0 ? min(effectsEnd, Self.maxDuration) : 1
        let duration = object["duration"].map { reader.number($0, at: path / "duration", Format.animation["duration"]) } ?? fallback
        guard let fps, let duration else { return nil }
        return Animation(fps: fps, duration: duration)
    }

    func decodeEnter(_ value: JSONValue, at path: JSONPath) -> EnterEffect? {
        guard let object = reader.object(value, at: path, Format.enterEffect) else { return nil }
        let kind: EnterEffect.Kind? = reader.required(object, "effect", at: path).flatMap { reader.choice($0, at: path / "effect", kind: "effect") }
        let delay = object["delay"].map { reader.number($0, at: path / "delay", Format.enterEffect["delay"]) } ?? 0
        guard let kind else { return nil }
        let duration =
            object["duration"].map { reader.number($0, at: path / "duration", Format.enterEffect["duration"]) }
            ?? EnterEffect.defaultDuration(kind)
        guard let delay, let duration else { return nil }
        return EnterEffect(kind: kind, delay: delay, duration: duration)
    }

    /// `{"direction": "left" | "right", "delay": 0, "duration": 0.5}`.
    func decodeSwipe(_ value: JSONValue, at path: JSONPath) -> SwipeEffect? {
        guard let object = reader.object(value, at: path, Format.swipe) else { return nil }
        let direction: SwipeEffect.Direction? = reader.required(object, "direction", at: path)
            .flatMap { reader.choice($0, at: path / "direction", kind: "direction") }
        let delay = object["delay"].map { reader.number($0, at: path / "delay", Format.swipe["delay"]) } ?? 0
        let duration = object["duration"].map { reader.number($0, at: path / "duration", Format.swipe["duration"]) } ?? 0.5
        guard let direction, let delay, let duration else { return nil }
        return SwipeEffect(direction: direction, delay: delay, duration: duration)
    }
}
