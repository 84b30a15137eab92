import FukidashiBackend
import FukidashiCommandLine
import FukidashiOutputs
import FukidashiPlatform

extension OutputPlacement {
    /// The jobs with each spec's base path in the layout (`root/step1.imageset/step1.png`,
    /// `root/drawable/step_1.png`); two specs whose names map to one asset or resource fail,
    /// the second naming the first.
    func assign(_ inputs: SpecInputs) -> SpecInputs {
        guard layout != .folder else { return inputs }
        var owners: [String: String] = [:]
        var jobs: [SpecInputs.Job] = []
        for job in inputs.jobs {
            let name = String(PathText.lastComponent(job.outputPath).dropLast(4))
            let base =
                layout == .xcassets
                ? PathText.joined(root, "\(name).imageset/\(name).png")
                : PathText.joined(root, "drawable/\(Self.resourceName(name, transliterate: ICUText.ascii)).png")
            var placed = SpecInputs.Job(specPath: job.specPath, outputPath: base, collidesWith: job.collidesWith ?? owners[base])
            placed.collisionName = collisionNoun(base)
            jobs.append(placed)
            if owners[base] == nil { owners[base] = job.specPath }
        }
        return SpecInputs(jobs: jobs, warnings: inputs.warnings)
    }

    /// What a collision is called in this layout, for the error naming both specs.
    func collisionNoun(_ base: String) -> String {
        switch layout {
        case .folder: "its output \(base) is also written"
        case .xcassets: "its image set \(PathText.lastComponent(PathText.parent(base))) is also made"
        case .androidRes: "its resource name \(String(PathText.lastComponent(base).dropLast(4)).quotedForDiagnostic) is also used"
        }
    }

}
