import Fukidashi
import FukidashiCompare
import FukidashiVariants

#if canImport(Glibc)
    import Glibc
#endif

/// A spec the preview shows: where it is, what the gallery calls it, and where its golden
/// would be (`--golden`), as `verify` names goldens.
public struct PreviewSpec: Sendable, Hashable {
    /// The spec's path, as the user named it or as found below a folder they named.
    public let path: String
    /// Its path relative to the folder it was found in, without `.json` (`onboarding/home`).
    public let name: String
    /// The golden of its plain output (`golden/onboarding/home.png`); a locale's is
    /// `home.ja.png`. `nil` without `--golden`.
    public let goldenPath: String?

    public init(path: String, name: String, goldenPath: String?) {
        (self.path, self.name, self.goldenPath) = (path, name, goldenPath)
    }

    /// How the page names the spec: relative to the folder being previewed
    /// (`onboarding/home.json`), never the machine's absolute path.
    public var displayPath: String { name + ".json" }
}

/// The specs found under the paths given, found again whenever something is saved, and
/// what the search wants the user to know (a folder symlink that leads back).
public struct PreviewDiscovery: Sendable {
    public var specs: [PreviewSpec]
    public var problems: [String]

    public init(specs: [PreviewSpec], problems: [String] = []) {
        (self.specs, self.problems) = (specs, problems)
    }
}

/// How `fukidashi preview` serves: where it listens, how it renders (the options that decide
/// pixels, as for `render`), and how it finds specs.
public struct PreviewConfiguration: Sendable {
    /// `127.0.0.1` unless another address is asked for.
    public var host = "127.0.0.1"
    /// 0 takes any free port.
    public var port = 8420
    public var renderer: Renderer.Configuration
    public var locales: [String]?
    public var strict = false
    /// Renders at once (`--jobs`).
    public var workers = 2
    /// How far an image may differ from its golden and still match (`verify`'s tolerance).
    public var tolerance: ImageTolerance = .strict
    /// Folders and files to watch: the specs' folders, `--strings`, `--golden`.
    public var watchPaths: [String]
    /// Finds the specs; run at start and after every save.
    public var discover: @Sendable () -> PreviewDiscovery
    /// Told the server's address once it listens.
    public var onListening: @Sendable (String) -> Void = { _ in }
    /// The project file the specs belong to, if any: when it is saved, `reloadProject` reads it.
    public var projectFile: String?
    /// The project the specs belong to, if any: its settings and the styles a spec names join
    /// that spec's cache key (`PixelKey.settings`).
    public var project: Project?
    /// Reads the project file again: the configuration it now gives, or what is wrong with it
    /// (each problem naming the file and its JSON path, shown on the page).
    public var reloadProject: (@Sendable () -> Result<PreviewConfiguration, SpecError>)?
    /// Where rendered pictures and results are kept (`ImageStore.defaultFolder()`: the XDG
    /// cache folder), so memory does not grow with the project and a restart renders nothing
    /// that did not change.
    public var cacheFolder = ImageStore.defaultFolder()
    /// How many bytes of pictures the cache folder may hold (`$FUKIDASHI_PREVIEW_CACHE_MB`,
    /// else 4 GiB); past it, the least recently used go first.
    public var cacheLimitBytes = ImageStore.defaultDiskLimit()
    /// How many bytes of pictures are kept in memory: the most recently served.
    public var memoryImageBytes = 64 << 20

    public init(renderer: Renderer.Configuration, watchPaths: [String], discover: @escaping @Sendable () -> PreviewDiscovery) {
        self.renderer = renderer
        self.watchPaths = watchPaths
        self.discover = discover
    }

    /// Whether `host` is a loopback address: anything else is reachable by others. Read as an
    /// address, so `0:0:0:0:0:0:0:1` is `::1`, and all of 127.0.0.0/8 is loopback.
    public var isLoopback: Bool {
        if host.lowercased() == "localhost" { return true }
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, host, &v4) == 1 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
        guard inet_pton(AF_INET6, host, &v6) == 1 else { return false }
        return withUnsafeBytes(of: v6) { bytes in bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1 }
    }
}
