import Fukidashi
import FukidashiModel
import FukidashiVariants

/// What a spec's variants said, as a batch prints and counts it: every warning and error once
/// per variant it was said of (what the summaries count), and printed grouped, so an overflow
/// in all four appearances and scales of `ja` is one line, said of `ja`.
struct SaidOfVariants {
    /// Warnings, then errors, grouped, each naming the spec's file.
    let diagnostics: [Diagnostic]
    /// The errors of the variants that failed, grouped.
    let errors: [Diagnostic]
    /// One per variant a warning was said of.
    let warningCount: Int

    init(outputs: [RenderOutput], failures: [Diagnostic], file: String) {
        var warnings: [Diagnostic] = []
        // Each already names its variant, but for what the spec says of every variant.
        for warning in outputs.flatMap(\.warnings) where !warnings.contains(warning) { warnings.append(warning) }
        var variants = outputs.map(\.variant)
        for failure in failures where !variants.contains(failure.variant) { variants.append(failure.variant) }
        warningCount = warnings.filter { $0.severity == .warning }.count
        errors = failures.grouped(among: variants).map { $0.in(file: file) }
        diagnostics = warnings.grouped(among: variants).map { $0.in(file: file) } + errors
    }
}
