import FukidashiGeometry

/// The blurred shadow masks one spec's scenes have drawn, by what makes each. A shape drawn
/// again with the same outline, transform and blur takes its mask from here instead of
/// blurring it again: a bubble is the same shape in light and dark, and the blur is most of
/// its cost. Held for one spec (`SpecRun`), by one thread, and bounded in bytes: the oldest
/// masks go first.
package final class ShadowMasks {
    /// Everything the blurred bytes depend on: the outline as drawn into the mask (its path,
    /// the transform to device pixels and the mask's place) and the blur's σ in pixels.
    struct Key: Hashable {
        let outline: Path
        let matrix: [Double]
        let origin: Point
        let width: Int, height: Int
        let sigma: Double
    }

    private var masks: [Key: [UInt8]] = [:]
    private var order: [Key] = []
    private var bytes = 0
    /// At most this many bytes of masks are kept.
    let limit: Int
    /// How many masks were blurred rather than found (what a test counts).
    package private(set) var blurred = 0

    package init(limit: Int = 32 << 20) {
        self.limit = limit
    }

    /// The mask kept for `key`, if any.
    subscript(key: Key) -> [UInt8]? { masks[key] }

    /// Keeps `mask`, just blurred, for the next shape like it: the oldest masks go to make room.
    func keep(_ mask: [UInt8], for key: Key) {
        blurred += 1
        guard mask.count <= limit else { return }
        while bytes + mask.count > limit, !order.isEmpty {
            let oldest = order.removeFirst()
            bytes -= masks.removeValue(forKey: oldest)?.count ?? 0
        }
        if let replaced = masks.updateValue(mask, forKey: key) {
            bytes -= replaced.count
            order.removeAll { $0 == key }
        }
        order.append(key)
        bytes += mask.count
    }
}
