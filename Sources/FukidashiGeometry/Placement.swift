/// Where a bubble's body sits relative to its focus point (SPEC "bubble").
package enum Placement: String, CaseIterable, Hashable, Sendable {
    case above, below, left, right
    case aboveLeft, aboveRight, belowLeft, belowRight
    case auto

    /// The edge of the body that carries the tail.
    var tailEdge: BodyEdge? {
        switch self {
        case .above, .aboveLeft, .aboveRight: .bottom
        case .below, .belowLeft, .belowRight: .top
        case .left: .right
        case .right: .left
        case .auto: nil
        }
    }

    /// The placement seen in a mirror: left and right sides and diagonals swap.
    package var mirrored: Placement {
        switch self {
        case .left: .right
        case .right: .left
        case .aboveLeft: .aboveRight
        case .aboveRight: .aboveLeft
        case .belowLeft: .belowRight
        case .belowRight: .belowLeft
        case .above, .below, .auto: self
        }
    }

    /// Diagonal placements align the body's near vertical edge with the focus (*seed*).
    var isDiagonal: Bool {
        switch self {
        case .aboveLeft, .aboveRight, .belowLeft, .belowRight: true
        default: false
        }
    }
}

/// One edge of a rectangle, walked in the clockwise outline order:
/// top left→right, right top→bottom, bottom right→left, left bottom→top.
package enum BodyEdge: String, Hashable, Sendable {
    case top, right, bottom, left

    var isHorizontal: Bool { self == .top || self == .bottom }
}

/// Where the tail's base sits along its edge (SPEC `tail.position`).
package enum TailPosition: Hashable, Sendable {
    /// The base's centre at this fraction `0...1` of the edge, from its start (left or top).
    case fraction(Double)
    /// The base's start this many points from the edge's start (*seed* tailStartPosition).
    case offset(Double)
}
