/// What marks a string table Fukidashi wrote itself (a project's accessibility labels:
/// `fukidashi_labels.xml` in `res/values*/`, `<Catalog>Labels.xcstrings`): its readers skip
/// such a file when they search a folder, so the next run never reads its own output back as
/// the app's strings, whatever the file is named.
package enum GeneratedTable {
    /// Written in the file's first lines: a comment in XML, every entry's comment in a catalog.
    package static let marker = "written by fukidashi. Do not edit."

    /// Whether a file that begins with `head` (its first bytes) is one Fukidashi wrote.
    package static func isGenerated(head: [UInt8]) -> Bool {
        String(decoding: head, as: UTF8.self).contains(marker)
    }

    /// How many of a file's first bytes hold the marker, if it has one.
    package static let headLength = 1024
}
