extension TailShape {
    /// A thought balloon's trail from `start`, on the body's outline, out to `apex`: three
    /// ovals where the trail is long enough (at least 1.2 times the tail's width), else two,
    /// each smaller than the one before and the last centred on the apex. They keep `width`'s
    /// proportions, spread evenly over the trail, and shrink together where it is too short.
    static func dots(from start: Point, to apex: Point, width: Double) -> [Rect] {
        let offset = apex - start
        let distance = offset.length
        guard distance > 0, width > 0 else { return [] }
        let direction = offset.normalized
        let diameters = (distance >= 1.2 * width ? [0.5, 0.34, 0.2] : [0.45, 0.25]).map { $0 * width }
        // Ovals a little wider than tall, as a trail of thought is drawn; how far each reaches
        // along the trail is its support in that direction.
        let radii = diameters.map { (x: 0.575 * $0, y: 0.425 * $0) }
        let reach = radii.map { ((($0.x * direction.dx) * ($0.x * direction.dx)) + ($0.y * direction.dy) * ($0.y * direction.dy)).squareRoot() }
        let gap = 0.1 * width
        // The last dot reaches back from the apex; each other dot spans its whole reach twice.
        let needed = reach.last! + 2 * reach.dropLast().reduce(0, +) + Double(diameters.count) * gap
        let scale = min(1, distance / needed)
        let spacing = gap * scale + max(0, distance - needed) / Double(diameters.count)
        var centers = [apex]
        for i in stride(from: diameters.count - 2, through: 0, by: -1) {
            let step = (reach[i + 1] + reach[i]) * scale + spacing
            centers.insert(centers[0] + (-direction) * step, at: 0)
        }
        return zip(centers, radii).map { center, radius in
            Rect(x: center.x - radius.x * scale, y: center.y - radius.y * scale, width: 2 * radius.x * scale, height: 2 * radius.y * scale)
        }
    }
}
