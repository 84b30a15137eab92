import FukidashiGeometry
import FukidashiHierarchy
import FukidashiLayout
import FukidashiModel
import FukidashiResolve
import FukidashiTree
import FukidashiVariants

extension Renderer {
    /// The variant's dump over its screenshot, for the resolve stage to find the spec's element
    /// anchors in: the dump's path filled like the screenshot's, read (once a spec), and mapped
    /// onto the screenshot's pixels and from there onto the canvas by its `fit`. What is wrong
    /// with the dump fails this variant only, said at `canvas.background.hierarchy`.
    func anchorScreen(for document: Document, placeholders: ImagePlaceholders, specFolder: String?, run: SpecRun) throws(RenderFailure) -> (
        AnchorScreen, warnings: [Diagnostic]
    ) {
        // The variant's appearance's files, where either path is an appearance map.
        let canvas = document.canvas.settled(placeholders.variant)
        guard let hierarchy = canvas.hierarchy, case .image(let source, let fit) = canvas.background else {
            preconditionFailure("the decoder allows anchors only with a background image and its hierarchy")
        }
        let provider = LibraryImageProvider(
            session: run.images, policy: SpecFilePolicy(specFolder: specFolder, allowedFolders: configuration.allowedImageFolders),
            placeholders: placeholders)
        defer { provider.inputs.paths.forEach(run.inputs.insert) }
        let screenshot: SceneImage
        let file: (path: String, written: String)
        let shot: String
        do throws(Diagnostic) {
            // The screenshot's file, looked up once for its name and its pixels.
            let chosen = provider.choosing(source)
            let found = try provider.file(for: chosen)
            shot = found.written
            screenshot = try provider.load(found.path, of: chosen)
            file = try provider.file(for: provider.choosing(hierarchy), kind: "hierarchy dump")
        } catch {
            throw .spec(SpecError([error]))
        }
        func failure(_ problem: DumpProblem) -> RenderFailure {
            let line = problem.line.map { " (line \($0))" } ?? ""
            return .spec(SpecError([Diagnostic(.error, at: hierarchy.jsonPath, "\(file.written.quotedForDiagnostic)\(line) \(problem.message)")]))
        }
        let dump: HierarchyDump
        if let known = run.dumpsRead[file.path] {
            dump = known
        } else {
            do { dump = try HierarchyFile.read(path: file.path) } catch { throw failure(error) }
            run.dumpsRead[file.path] = dump
        }
        let mapping: ScreenMapping
        switch ScreenMapping.fitting(dump, width: screenshot.pixelWidth, height: screenshot.pixelHeight, screenshot: shot) {
        case .success(let found): mapping = found
        case .failure(let problem): throw failure(problem)
        }
        let size = Size(width: Double(screenshot.pixelWidth), height: Double(screenshot.pixelHeight))
        let screen = AnchorScreen(
            dump: dump, mapping: mapping, screenshot: size, drawnAt: fit.value.contentMode.placement(of: size, in: canvas.bounds),
            file: file.written)
        // A dump taken from another locale along the chain is said, as a screenshot's is (the
        // screenshot's own fallback is said by layout, which draws it).
        let warnings =
            provider.fallbacks.warnings.filter { $0.path == hierarchy.jsonPath }
            + dump.notes.map { Diagnostic(.warning, at: hierarchy.jsonPath, "\(file.written.quotedForDiagnostic) \($0)") }
        return (screen, warnings)
    }
}
