import FukidashiStrings

/// Sizes past which a spec is rejected before any work is done, so one bad spec cannot take
/// a batch's memory or time.
public struct SpecLimits: Hashable, Sendable {
    /// Pixels along either side of the canvas (points × scale).
    public var maxPixelsPerSide: Int = 8192
    /// Pixels of the whole canvas.
    public var maxPixelArea: Int = 40_000_000
    /// Unicode code points in one text.
    public var maxTextLength: Int = 10_000
    /// Elements in one spec.
    public var maxElements: Int = 500
    /// Frames × pixels of one animation.
    public var maxAnimationPixels: Int = 600_000_000
    /// Bytes in one spec file.
    public var maxFileSize: Int = 4 << 20

    /// The standard limits; change fields to tighten or loosen them.
    public init() {}

    /// The limits `fukidashi` applies.
    public static let standard = SpecLimits()
}
