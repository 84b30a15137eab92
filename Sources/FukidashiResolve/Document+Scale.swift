import FukidashiJSON
import FukidashiModel
import FukidashiTree
import FukidashiVariants

extension Document {
    /// The same document drawn at `scale` pixels per point (a scale the spec declares; `nil`,
    /// its canvas's) in `appearance`, whose canvas and animation it takes; or the error at
    /// `canvas` (or `animation`) when that size is past `limits`: a resolve step, so one decoded
    /// document serves every scale. The canvas's own scale was checked as it was decoded.
    package func drawn(atScale scale: Double?, in variant: Variant?, limits: SpecLimits) -> Result<Document, SpecError> {
        var drawn = self
        let settle = InVariant(variant)
        drawn.canvas = canvas.settling(settle)
        drawn.animation = animation.map { settle($0) }
        guard let scale, scale != drawn.canvas.scale else { return .success(drawn) }
        drawn.canvas.scale = scale
        if let problem = drawn.canvas.sizeProblem(limits) {
            return .failure(SpecError([Diagnostic(.error, at: JSONPath.root / "canvas", problem)]))
        }
        if let problem = drawn.animation?.value.workProblem(on: drawn.canvas, limits) {
            return .failure(SpecError([Diagnostic(.error, at: JSONPath.root / "animation", problem)]))
        }
        return .success(drawn)
    }
}
