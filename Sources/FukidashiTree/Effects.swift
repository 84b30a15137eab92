/// How an element enters: `"enter": {"effect": "pop", "delay": 0, "duration": 0.5}`.
package struct EnterEffect: Hashable, Sendable {
    package enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Scale 1 → 1.2 at 1/3 → 0.8 at 2/3 → 1 (*seed* tag bubble), about the tail's apex.
        case pop
        /// Opacity 0 → 1 (*seed* balloon, 0.3 s).
        case fade
    }

    package let kind: Kind
    package let delay: Double
    package let duration: Double

    package init(kind: Kind, delay: Double, duration: Double) {
        self.kind = kind
        self.delay = delay
        self.duration = duration
    }

    /// The seed's durations: pop 0.5 s, fade 0.3 s.
    package static func defaultDuration(_ kind: Kind) -> Double { kind == .pop ? 0.5 : 0.3 }

    /// Progress 0…1 at time `t`, or `nil` before the element has entered.
    package func progress(at t: Double) -> Double? {
        effectProgress(at: t, delay: delay, duration: duration)
    }

    /// Pop's scale at progress `p`: linear between the seed's keyframes.
    package static func popScale(_ p: Double) -> Double {
        let keys: [(Double, Double)] = [(0, 1), (1.0 / 3, 1.2), (2.0 / 3, 0.8), (1, 1)]
        for i in 1..<keys.count where p <= keys[i].0 + 1e-12 {
            let (p0, s0) = keys[i - 1], (p1, s1) = keys[i]
            return s0 + (s1 - s0) * (p - p0) / (p1 - p0)
        }
        return 1
    }
}

/// A card stack's swipe: the top card leaves sideways while the others move up a depth.
package struct SwipeEffect: Hashable, Sendable {
    package enum Direction: String, CaseIterable, Hashable, Sendable { case left, right }

    package let direction: Direction
    package let delay: Double
    package let duration: Double

    package init(direction: Direction, delay: Double, duration: Double) {
        self.direction = direction
        self.delay = delay
        self.duration = duration
    }

    /// 0 before the delay, 1 once the card has gone.
    package func progress(at t: Double) -> Double {
        effectProgress(at: t, delay: delay, duration: duration) ?? 0
    }
}

/// How far an effect has run at `t`: `nil` before its delay, then 0…1 over its duration
/// (an effect of no duration is complete at once).
func effectProgress(at t: Double, delay: Double, duration: Double) -> Double? {
    guard t >= delay - 1e-12 else { return nil }
    guard duration > 0 else { return 1 }
    return max(0, min(1, (t - delay) / duration))
}
