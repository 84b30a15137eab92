import FukidashiJSON

/// Why a string file cannot be used: the file, and where in it, as a compiler says it.
package struct StringTableError: Error, Hashable, Sendable, CustomStringConvertible {
    package let file: String
    package let line: Int?
    package let column: Int?
    package let message: String

    package init(file: String, line: Int? = nil, column: Int? = nil, _ message: String) {
        (self.file, self.line, self.column, self.message) = (file, line, column, message)
    }

    /// `Localizable.xcstrings:12:7: expected ...`.
    package var description: String {
        var place = file
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return "\(place): \(message)"
    }
}
