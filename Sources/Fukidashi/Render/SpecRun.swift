import Dispatch
import FukidashiBackend
import FukidashiHierarchy
import FukidashiModel
import FukidashiVariants

/// What a renderer holds while it renders one spec, and drops with it: its deadline, the
/// images its scenes draw, what it read, the dumps and contrast findings its variants share,
/// and how many decodes it took. Made at the start of each spec and passed down, so nothing
/// of one spec can leak into the next and there is nothing to reset between specs.
final class SpecRun {
    /// When the spec's time budget runs out (`nil`: never).
    let deadline: UInt64?
    /// The images this spec's scenes draw, held until the spec is done.
    let images: ImageSession
    /// The shadows its scenes blurred, for the same shapes in its other variants (light and
    /// dark): a helper's run for frames keeps its own, as it draws on its own thread.
    let shadowMasks = ShadowMasks()
    /// What the spec read besides itself (`RenderOutput.inputs`).
    let inputs = InputLog()
    /// Its string tables and the digest of the entries its keys use (`RenderOutput.stringsRead`).
    var stringsRead = StringsRead()
    /// The hierarchy dumps read, by path: its variants share them.
    var dumpsRead: [String: HierarchyDump] = [:]
    /// Each variant's contrast findings, by the variant without its scale: a layout in points
    /// is the same at every scale, so it is checked at the first scale drawn.
    var contrastByLayout: [Variant: [Diagnostic]] = [:]
    /// Variants its axes planned (`RenderStats.variants`).
    var variants = 0

    /// What the run cost so far.
    var stats: RenderStats { RenderStats(decodes: 1, variants: variants) }

    /// A run drawing from `library`, that may last `timeBudget` seconds from now (`nil`: no limit).
    init(library: ImageLibrary, timeBudget: Double?) {
        images = ImageSession(library: library)
        deadline = timeBudget.map { DispatchTime.now().uptimeNanoseconds + UInt64(max(0, $0) * 1e9) }
    }

    /// A helper's run for frames of this one: the same deadline and images, its own reads.
    init(framesOf run: SpecRun) {
        images = ImageSession(library: run.images.library)
        deadline = run.deadline
    }
}

/// What rendering a spec cost: how many times it was decoded, and how many variants its axes
/// planned (rendered or failed). `--summary json` adds them up as `stats`.
public struct RenderStats: Sendable, Equatable {
    /// Decodes of the spec's JSON.
    public var decodes = 0
    /// Variants planned from its axes: locales × appearances × scales × text sizes.
    public var variants = 0

    /// No decodes, no variants.
    public init(decodes: Int = 0, variants: Int = 0) {
        self.decodes = decodes
        self.variants = variants
    }

    /// Both counts summed.
    public static func + (lhs: RenderStats, rhs: RenderStats) -> RenderStats {
        RenderStats(decodes: lhs.decodes + rhs.decodes, variants: lhs.variants + rhs.variants)
    }
}
