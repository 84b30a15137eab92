import FukidashiModel
import FukidashiVariants

/// Warnings gathered while a scene is built, each once however many frames ask again.
final class WarningSet {
    private(set) var warnings: [Diagnostic] = []

    func insert(_ warning: Diagnostic) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }
}

/// The files a render read or looked for (images, `{locale}` candidates, string tables): what
/// decides its pixels besides the spec, so a watcher knows which saves affect it.
final class InputLog {
    private(set) var paths: [String] = []
    private var seen = Set<String>()
    /// What was read since `mark()`, read before or not: what one variant read.
    private(set) var sinceMark = Set<String>()

    func insert(_ path: String) {
        sinceMark.insert(path)
        if seen.insert(path).inserted { paths.append(path) }
    }

    func mark() { sinceMark = [] }
}
