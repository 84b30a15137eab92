/// Why the backend could not draw, encode, decode or write: a C library call that failed, a
/// file that could not be used, or an image format problem. Each case carries the values a
/// caller can act on; `message` is the sentence printed after `error:`.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A Cairo call failed with this status (as Cairo words it).
    case cairo(call: String, status: String)
    /// A FreeType call failed with this error code.
    case freeType(call: String, code: Int32)
    /// A C call that hands back an object handed back none (out of memory, mostly).
    case noResult(call: String)
    /// A C call reported failure without a reason.
    case failed(call: String)
    /// A font file or folder cannot be used; `path` names it.
    case font(path: String, problem: String)
    /// The bundled fonts are nowhere to be found.
    case fontsNotFound
    /// A file could not be read or written; `problem` has the system's reason.
    case file(path: String, problem: String)
    /// Libraries the program opens on first use are not on this machine (the start-up check);
    /// `problem` names them and the packages to install.
    case missingLibraries(problem: String)
    /// Image data that does not encode or decode (`format` is PNG, APNG or JPEG), or a text's
    /// Markdown that cannot be read (`Markdown`: cmark-gfm is missing).
    case codec(format: String, problem: String)

    /// The sentence printed after `error:`, naming the call, file or format involved.
    public var message: String {
        switch self {
        case .cairo(let call, let status): "\(call) failed: \(status)"
        case .freeType(let call, let code): "\(call) failed with FreeType error \(code)"
        case .noResult(let call): "\(call) returned nothing"
        case .failed(let call): "\(call) failed"
        case .font(_, let problem): problem
        case .fontsNotFound: "cannot find the bundled Fonts folder; set FUKIDASHI_FONTS to its path"
        case .file(_, let problem): problem
        case .codec(_, let problem): problem
        case .missingLibraries(let problem): problem
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
