import FukidashiPlatform

/// A file as a CI names it: from the repository's root. A run names its files from the folder
/// it runs in (`tour/menu.json` from `ios/`, `../tour/menu.json` from `ios/tour/`), so the path is
/// made whole from that folder, its `.` and `..` taken out, and then named from the workspace.
/// Both sides go through `realpath` where they exist, so a workspace reached through a
/// symbolic link (macOS runners' `/var` and `/private/var`) still contains its files.
enum RepositoryPath {
    /// `file` named from `workspace`; as given where there is no workspace or the file is
    /// outside it (GitHub then shows the annotation on no file of the change).
    static func named(_ file: String, from workspace: String?, in directory: String) -> String {
        guard let workspace, !workspace.isEmpty else { return file }
        let whole = PathText.real(normalized(file.hasPrefix("/") ? file : PathText.joined(directory, file)))
        let root = PathText.real(normalized(workspace.hasPrefix("/") ? workspace : PathText.joined(directory, workspace)))
        if whole == root { return "." }
        let prefix = root == "/" ? "/" : root + "/"
        return whole.hasPrefix(prefix) ? String(whole.dropFirst(prefix.count)) : file
    }

    /// An absolute path without `.`, `..` or doubled slashes, worked out on the text alone.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
