#if canImport(Glibc)
    import Glibc
#endif

/// Path arithmetic on plain strings, as the user wrote them, without NSString: the CLI links
/// only FoundationEssentials, which starts in half the time of all of Foundation.
package enum PathText {
    /// "out/x/home.png" → "home.png".
    package static func lastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// "out/x/home.png" → "out/x"; "home.png" → ""; "/home.png" → "/".
    package static func parent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// "specs" + "a/b.png" → "specs/a/b.png"; "." + "a.png" → "a.png", as the user would write it.
    package static func joined(_ folder: String, _ relative: String) -> String {
        if folder.isEmpty || folder == "." { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// The canonical path after symlinks, or the path as given when it does not exist.
    package static func real(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` from `base`, both after symlinks: "/p/tour/a.json" from "/p" → "tour/a.json",
    /// "/q/a.json" from "/p" → "../q/a.json". Bookkeeping files keep paths this way, so a
    /// clone at another place writes the same bytes and names none of the user's folders.
    package static func relative(_ path: String, to base: String) -> String {
        let target = real(path.isEmpty ? "." : path).split(separator: "/", omittingEmptySubsequences: true)
        let from = real(base.isEmpty ? "." : base).split(separator: "/", omittingEmptySubsequences: true)
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        let parts = up + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The running program's real path, from Linux's `/proc/self/exe` (`argv[0]` is only
    /// "fukidashi" when the shell found it on `$PATH`); `nil` where that cannot be read.
    package static var runningExecutable: String? {
        let resolved = real("/proc/self/exe")
        return resolved == "/proc/self/exe" ? nil : resolved
    }

    /// Whether `path` is an existing folder (a symlink followed).
    package static func isFolder(_ path: String) -> Bool {
        fileType(path, followingSymlink: true) == S_IFDIR
    }

    package enum EntryType { case folder, symlink, other }

    /// What `path` itself is, a symlink not followed; nil when it does not exist.
    package static func entryType(_ path: String) -> EntryType? {
        switch fileType(path, followingSymlink: false) {
        case nil: return nil
        case S_IFDIR?: return .folder
        case S_IFLNK?: return .symlink
        default: return .other
        }
    }

    /// The file-type bits of `path`'s mode (S_IFMT), or nil when it cannot be read.
    private static func fileType(_ path: String, followingSymlink: Bool) -> mode_t? {
        var status = stat()
        guard (followingSymlink ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Creates `path` and any missing parents (mode 0755); returns the C library's reason on
    /// failure ("Not a directory").
    package static func createFolders(_ path: String) -> String? {
        if isFolder(path) { return nil }
        let parentPath = parent(path)
        if !parentPath.isEmpty, parentPath != path, let failure = createFolders(parentPath) { return failure }
        if mkdir(path, 0o755) == 0 || (errno == EEXIST && isFolder(path)) { return nil }
        return lastErrorMessage
    }

    /// The C library's message for `errno`.
    static var lastErrorMessage: String { String(cString: strerror(errno)) }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var result = path
        while result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
