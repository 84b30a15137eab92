import FukidashiSpec

/// Warnings gathered while a scene is built, each once however many frames ask again.
final class WarningSet {
    private(set) var warnings: [SpecDiagnostic] = []

    func insert(_ warning: SpecDiagnostic) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }
}
