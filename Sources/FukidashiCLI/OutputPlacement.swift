import FukidashiBackend
import FukidashiCommandLine
import FukidashiOutputs
import FukidashiPlatform

extension OutputPlacement {
    /// The jobs with each spec's base path in the layout (`root/step1.imageset/step1.png`,
    /// `root/drawable/step_1.png`); two specs whose names map to one asset or resource fail,
    /// the second naming the first.
    func assign(_ inputs: SpecInputs) -> SpecInputs {
        let images = layout.images
        var owners: [String: String] = [:]
        var jobs: [SpecInputs.Job] = []
        for job in inputs.jobs {
            let name = String(PathText.lastComponent(job.outputPath).dropLast(4))
            guard let base = images.base(ofImageNamed: name, root: root, transliterate: ICUText.ascii) else { return inputs }
            var placed = SpecInputs.Job(specPath: job.specPath, outputPath: base, collidesWith: job.collidesWith ?? owners[base])
            placed.collisionName = images.collision(at: base)
            jobs.append(placed)
            if owners[base] == nil { owners[base] = job.specPath }
        }
        return SpecInputs(jobs: jobs, warnings: inputs.warnings)
    }

}
