import CCairo
import CICU
import FukidashiPlatform

#if canImport(Glibc)
    import Glibc
#endif

/// One library `fukidashi` needs at run time.
package struct RuntimeComponent: Sendable {
    /// How the library comes into the process.
    package enum Loading: Sendable {
        /// Linked: without it the program does not start.
        case linked
        /// Opened on first use (`dlopen`), so a call that does not need it does not pay for
        /// loading it: the start-up check looks for its file instead.
        case onFirstUse
    }

    /// Its name in a fingerprint and in messages: `cairo`, `libxml2`.
    package let name: String
    /// The file the loader looks for.
    package let soname: String
    /// Debian's package that installs it (bookworm).
    package let debianPackage: String
    package let loading: Loading
    /// Whether its version decides pixels, so a golden's fingerprint records it.
    let decidesPixels: Bool
    /// What needs it, for the message when it is missing.
    package let purpose: String

    package init(name: String, soname: String, debianPackage: String, loading: Loading, decidesPixels: Bool, purpose: String) {
        (self.name, self.soname, self.debianPackage, self.loading) = (name, soname, debianPackage, loading)
        (self.decidesPixels, self.purpose) = (decidesPixels, purpose)
    }
}

/// Every library opened at run time, its soname, Debian package and version, in one table.
/// It feeds the golden fingerprint (`fingerprint`), the start-up check (`missing`), and what
/// a container image must hold (`fukidashi components` prints it).
package enum RuntimeComponents {
    package static let table: [RuntimeComponent] = [
        .init(
            name: "cairo", soname: "libcairo.so.2", debianPackage: "libcairo2", loading: .linked, decidesPixels: true,
            purpose: "draws every image"),
        .init(
            name: "pixman", soname: "libpixman-1.so.0", debianPackage: "libpixman-1-0", loading: .linked, decidesPixels: true,
            purpose: "Cairo's rasteriser"),
        .init(
            name: "freetype", soname: "libfreetype.so.6", debianPackage: "libfreetype6", loading: .linked, decidesPixels: true,
            purpose: "reads and rasterises fonts"),
        .init(
            name: "harfbuzz", soname: "libharfbuzz.so.0", debianPackage: "libharfbuzz0b", loading: .linked, decidesPixels: true,
            purpose: "shapes text"),
        .init(
            name: "icu", soname: "libicuuc.so.\(icuMajor)", debianPackage: "libicu\(icuMajor)", loading: .linked, decidesPixels: true,
            purpose: "line breaks, bidi and scripts"),
        .init(
            name: "libxml2", soname: "libxml2.so.2", debianPackage: "libxml2", loading: .onFirstUse, decidesPixels: true,
            purpose: "reads Android, XLIFF and .stringsdict string tables"),
        .init(
            name: "libjpeg-turbo", soname: "libturbojpeg.so.0", debianPackage: "libturbojpeg0", loading: .onFirstUse, decidesPixels: true,
            purpose: "decodes JPEG screenshots"),
        .init(
            name: "cmark-gfm", soname: "libcmark-gfm.so.0.29.0.gfm.6", debianPackage: "libcmark-gfm0.29.0.gfm.6", loading: .onFirstUse,
            decidesPixels: true, purpose: "reads Markdown in texts"),
        .init(
            name: "cmark-gfm-extensions", soname: "libcmark-gfm-extensions.so.0.29.0.gfm.6",
            debianPackage: "libcmark-gfm-extensions0.29.0.gfm.6", loading: .onFirstUse, decidesPixels: false,
            purpose: "GitHub's strikethrough and autolinks in texts"),
        .init(
            name: "libhyphen", soname: "libhyphen.so.0", debianPackage: "libhyphen0", loading: .onFirstUse, decidesPixels: true,
            purpose: "hyphenates words (hyphens: auto), with Debian's hyphen-* patterns"),
        .init(
            name: "icu-i18n", soname: "libicui18n.so.\(icuMajor)", debianPackage: "libicu\(icuMajor)", loading: .onFirstUse,
            decidesPixels: false, purpose: "plural rules and number formats"),
        .init(
            name: "libcrypto", soname: "libcrypto.so.3", debianPackage: "libssl3", loading: .onFirstUse, decidesPixels: false,
            purpose: "SHA-256 of goldens and manifests"),
        .init(
            name: "libdeflate", soname: "libdeflate.so.0", debianPackage: "libdeflate0", loading: .linked, decidesPixels: false,
            purpose: "compresses PNG files"),
        .init(
            name: "zlib", soname: "libz.so.1", debianPackage: "zlib1g", loading: .linked, decidesPixels: false,
            purpose: "PNG checksums and decoding"),
        .init(
            name: "fontconfig", soname: "libfontconfig.so.1", debianPackage: "libfontconfig1", loading: .linked, decidesPixels: false,
            purpose: "Cairo's font back end (fonts come from Fonts/, never the system's)"),
        .init(
            name: "libpng", soname: "libpng16.so.16", debianPackage: "libpng16-16", loading: .linked, decidesPixels: false,
            purpose: "Cairo's PNG support")
    ]

    /// ICU's major version, as the program was built against: it is part of ICU's sonames.
    static var icuMajor: String { icuVersion.prefix { $0 != "." }.description }

    /// The versions of the libraries that decide pixels, as they are on this machine at run
    /// time (not as the headers said at build time): what a golden's fingerprint records.
    /// A linked library says its own; one opened on first use is named by its file's version
    /// (`libxml2.so.2.9.14`), found without loading it.
    package static let fingerprint: [(name: String, version: String)] = table.filter(\.decidesPixels).map {
        ($0.name, version(of: $0) ?? "missing")
    }

    /// The version of `component` here; `nil` when this machine lacks it.
    package static func version(of component: RuntimeComponent) -> String? {
        switch component.name {
        case "cairo": String(cString: cairo_version_string())
        case "pixman": String(cString: pixman_version_string())
        case "freetype": freeType()
        case "harfbuzz": String(cString: hb_version_string())
        case "icu": icuVersion
        default: fileVersion(component.soname)
        }
    }

    /// The libraries opened on first use that this machine lacks: the start-up check. Each is
    /// looked for where the loader looks, as a file, so the check loads nothing; only a name
    /// found nowhere there is tried with the loader itself (a folder in `ld.so.conf`).
    package static func missing(in components: [RuntimeComponent] = table) -> [RuntimeComponent] {
        components.filter { $0.loading == .onFirstUse && libraryFile($0.soname) == nil && !loadable($0.soname) }
    }

    /// What the start-up check says when libraries are missing.
    package static func missingMessage(_ missing: [RuntimeComponent]) -> String {
        let named = missing.map { "\($0.soname) (\($0.purpose))" }.joined(separator: ", ")
        let packages = Array(Set(missing.map(\.debianPackage))).sorted().joined(separator: " ")
        return "fukidashi needs \(named), which this machine lacks; on Debian: apt-get install \(packages)"
    }

    private static let icuVersion: String = {
        var text = [CChar](repeating: 0, count: 32)
        fk_icu_version(&text)
        return String(nulTerminated: text)
    }()

    private static func freeType() -> String {
        guard let library = try? FreeTypeLibrary() else { return "unknown" }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library.handle, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// Where the loader finds libraries without its cache: `LD_LIBRARY_PATH`, then the
    /// multiarch and plain system folders.
    private static var searchFolders: [String] {
        #if arch(arm64)
            let triple = "aarch64-linux-gnu"
        #else
            let triple = "x86_64-linux-gnu"
        #endif
        let own = (getenv("LD_LIBRARY_PATH").map { String(cString: $0) } ?? "").split(separator: ":").map(String.init)
        return own + ["/lib/\(triple)", "/usr/lib/\(triple)", "/lib64", "/usr/lib64", "/lib", "/usr/lib", "/usr/local/lib"]
    }

    /// The library's file, links followed: `/usr/lib/x86_64-linux-gnu/libxml2.so.2.9.14`.
    private static func libraryFile(_ soname: String) -> String? {
        for folder in searchFolders {
            guard let resolved = realpath(folder + "/" + soname, nil) else { continue }
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return nil
    }

    /// `2.9.14` from `libxml2.so.2.9.14`: what follows `.so.` in the file's real name.
    private static func fileVersion(_ soname: String) -> String? {
        guard let file = libraryFile(soname), let suffix = file.split(separator: ".so.", omittingEmptySubsequences: false).last,
            file.contains(".so.")
        else {
            return loadable(soname) ? "found by the loader" : nil
        }
        return String(suffix)
    }

    private static func loadable(_ soname: String) -> Bool {
        guard let handle = dlopen(soname, RTLD_LAZY | RTLD_LOCAL) else { return false }
        dlclose(handle)
        return true
    }
}
