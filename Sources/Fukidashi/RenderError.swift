/// A failure of the drawing backend (Cairo, FreeType, PNG encoding), as opposed to a problem
/// in the spec. The message names the call and the status it returned.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
