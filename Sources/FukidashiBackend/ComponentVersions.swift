import CCairo
import CICU

/// The versions of the C libraries that decide pixels, as they report themselves at run time
/// (not as the headers said at build time): what a golden's fingerprint records.
package enum ComponentVersions {
    package static let all: [(name: String, version: String)] = [
        ("cairo", String(cString: cairo_version_string())),
        ("pixman", String(cString: pixman_version_string())),
        ("freetype", freeType()),
        ("harfbuzz", String(cString: hb_version_string())),
        ("icu", icu())
    ]

    private static func freeType() -> String {
        guard let library = try? FreeTypeLibrary() else { return "unknown" }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library.handle, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    private static func icu() -> String {
        var text = [CChar](repeating: 0, count: 32)
        fk_icu_version(&text)
        return String(nulTerminated: text)
    }
}
