import FukidashiModel
import FukidashiPlatform
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a spec may read files from (images and string tables): inside its own folder,
/// unless the user allows more folders (`--allow-path`). Checked on the real path, after
/// symlinks, so a link pointing out of the folder is refused like `..` is.
struct SpecFilePolicy: Sendable {
    /// The spec's folder; `nil` for a spec rendered from memory, which may read no image.
    let specFolder: String?
    let allowedFolders: [String]

    package init(specFolder: String?, allowedFolders: [String] = []) {
        self.specFolder = specFolder
        self.allowedFolders = allowedFolders
    }

    /// The file to open for `source`, or a diagnostic at its JSON path saying why not.
    /// `kind` names what is read, for the messages: an image, or a string table.
    package func resolve(_ source: ImageSource, kind: String = "image") throws(Diagnostic) -> String {
        let written = source.path
        let at = source.jsonPath
        guard let specFolder else {
            throw Diagnostic(.error, at: at, "\(written.quotedForDiagnostic): a spec rendered from memory has no folder to read \(kind)s from")
        }
        let allowed = allowedFolders.map(Self.realPath)
        let isAbsolute = written.hasPrefix("/")
        let components = written.split(separator: "/", omittingEmptySubsequences: true)
        if allowed.isEmpty {
            if isAbsolute {
                throw Diagnostic(
                    .error, at: at,
                    "\(written.quotedForDiagnostic) is an absolute path; \(kind) paths are relative to the spec's folder (or pass --allow-path)")
            }
            if components.contains("..") {
                throw Diagnostic(
                    .error, at: at, "\(written.quotedForDiagnostic) leaves the spec's folder; keep \(kind)s beside the spec (or pass --allow-path)")
            }
        }
        let joined = isAbsolute ? written : PathText.joined(specFolder, written)
        guard FileManager.default.fileExists(atPath: joined) else {
            throw Diagnostic(
                .error, at: at,
                isAbsolute
                    ? "\(written.quotedForDiagnostic) does not exist"
                    : "\(written.quotedForDiagnostic) does not exist (looked for \(Self.shown(joined)))\(Self.suggestion(for: written, in: specFolder))"
            )
        }
        let real = Self.realPath(joined)
        let roots = [Self.realPath(specFolder)] + allowed
        guard roots.contains(where: { real == $0 || real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            throw Diagnostic(
                .error, at: at, "\(written.quotedForDiagnostic) leads outside the spec's folder through a symlink (or pass --allow-path)")
        }
        return real
    }

    static func realPath(_ path: String) -> String { PathText.real(path) }

    /// A path as the user can find it: from the current folder when it is below it, else whole.
    static func shown(_ path: String) -> String {
        let real = PathText.real(PathText.parent(path).isEmpty ? "." : PathText.parent(path))
        let here = PathText.real(".")
        let full = PathText.joined(real, PathText.lastComponent(path))
        return full.hasPrefix(here + "/") ? String(full.dropFirst(here.count + 1)) : full
    }

    /// `; did you mean "../screens/home.png"?` when the file is one or two folders up: paths
    /// are relative to the spec's folder, not the project's.
    static func suggestion(for written: String, in specFolder: String) -> String {
        for up in ["../", "../../"] where FileManager.default.fileExists(atPath: PathText.joined(specFolder, up + written)) {
            return "; did you mean \((up + written).quotedForDiagnostic)? paths are relative to the spec's folder"
        }
        return ""
    }
}
