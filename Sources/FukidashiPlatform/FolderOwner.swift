#if canImport(Glibc)
    import Glibc
#endif

/// The container image's answer to a checkout that belongs to someone else. GitLab's Docker
/// executor clones the repository as its runner's user (often root, or a uid the image has
/// never heard of) and runs the job as the image's user, which then cannot write its output
/// there. The image starts `fukidashi` as root with `FUKIDASHI_RUN_AS_FOLDER_OWNER=1`, and
/// `fukidashi` becomes the owner of the folder it runs in before it reads or writes anything,
/// so what it writes belongs to whoever owns the checkout, as if they had run it.
package enum FolderOwner {
    static let variable = "FUKIDASHI_RUN_AS_FOLDER_OWNER"

    /// Becomes the owner of the working folder when asked and running as root; stays root where
    /// the folder is root's. Returns why it could not, or `nil`.
    package static func adoptIfAsked(environment: [String: String]) -> String? {
        guard environment[variable] == "1", getuid() == 0 else { return nil }
        var status = stat()
        guard stat(".", &status) == 0 else { return "cannot read the working folder's owner: \(PathText.lastErrorMessage)" }
        guard status.st_uid != 0 else { return nil }
        // Groups first: once the user is not root, it may no longer change them.
        guard setgroups(0, nil) == 0, setgid(status.st_gid) == 0, setuid(status.st_uid) == 0 else {
            return "cannot become the working folder's owner (\(status.st_uid):\(status.st_gid)): \(PathText.lastErrorMessage)"
        }
        return nil
    }
}
