import FukidashiPlatform

/// The string tables a render read, and `ContentDigest` of what the spec's keys have in them
/// (`StringCatalog.usage`): in all, and as each locale rendered looks them up, so a changed
/// translation re-renders the locales that show it, not every locale of the spec.
package struct StringsRead: Sendable, Equatable {
    package var tables: [String] = []
    package var usageDigest: UInt64 = 0
    /// Each locale rendered, by what a lookup in it sees (`StringCatalog.usage(of:inLocale:)`);
    /// empty for a spec without `localized` texts.
    package var localeDigests: [String: UInt64] = [:]

    package init(tables: [String] = [], usageDigest: UInt64 = 0, localeDigests: [String: UInt64] = [:]) {
        (self.tables, self.usageDigest, self.localeDigests) = (tables, usageDigest, localeDigests)
    }

    /// The locales whose lookups see something else in `now`; nil when the locales rendered
    /// are not the same ones (a locale added or dropped), so every locale must render again.
    package func localesChanged(in now: StringsRead) -> [String]? {
        guard !localeDigests.isEmpty, Set(localeDigests.keys) == Set(now.localeDigests.keys) else { return nil }
        return now.localeDigests.filter { localeDigests[$0.key] != $0.value }.map(\.key).sorted()
    }
}

/// What a render read besides its spec, kept to tell later whether rendering again would give
/// the same images: `render --incremental`'s record and the preview's cache both ask it, so
/// both skip the same renders. Files (images, `{locale}` candidates, goldens) count by their
/// bytes. String tables count by their bytes too, but when those changed, by the entries the
/// spec's keys have in them: a translator fixing one string re-renders the screens that show
/// it, not every screen of the catalog.
package struct RenderInputs: Sendable, Equatable {
    /// Files every locale depends on (all the files, for a caller that does not split them).
    package let files: [String]
    package let filesDigest: UInt64
    package let strings: StringsRead
    package let tablesDigest: UInt64
    /// Files only one locale's variants read (its `{locale}` screenshot, its hierarchy dump), by
    /// locale, and their digests: a new one re-renders that locale alone.
    package let localeFiles: [String: [String]]
    package let localeFilesDigests: [String: UInt64]

    /// The inputs as they are on disk now (or as this batch first read them, with `memo`):
    /// `paths` is everything read, string tables included; of those, `localeFiles` are each
    /// one locale's own.
    package init(paths: [String], strings: StringsRead, memo: FileDigests? = nil, localeFiles: [String: [String]] = [:]) {
        let own = Set(localeFiles.values.joined())
        files = paths.filter { !strings.tables.contains($0) && !own.contains($0) }
        filesDigest = ContentDigest.of(files: files, memo: memo)
        self.strings = strings
        tablesDigest = ContentDigest.of(files: strings.tables, memo: memo)
        self.localeFiles = localeFiles
        localeFilesDigests = localeFiles.mapValues { ContentDigest.of(files: $0, memo: memo) }
    }

    package init(
        files: [String], filesDigest: UInt64, strings: StringsRead, tablesDigest: UInt64, localeFiles: [String: [String]] = [:],
        localeFilesDigests: [String: UInt64] = [:]
    ) {
        (self.files, self.filesDigest, self.strings, self.tablesDigest) = (files, filesDigest, strings, tablesDigest)
        (self.localeFiles, self.localeFilesDigests) = (localeFiles, localeFilesDigests)
    }

    /// The locales one of whose own files changed.
    package func localesWithChangedFiles(memo: FileDigests? = nil) -> [String] {
        localeFiles.filter { ContentDigest.of(files: $0.value, memo: memo) != localeFilesDigests[$0.key] }.keys.sorted()
    }

    /// The same inputs with the tables' digest now.
    func with(tablesDigest: UInt64) -> RenderInputs {
        RenderInputs(
            files: files, filesDigest: filesDigest, strings: strings, tablesDigest: tablesDigest, localeFiles: localeFiles,
            localeFilesDigests: localeFilesDigests)
    }

    package enum Check: Equatable {
        case unchanged
        /// Only string tables changed: still current if what the spec's keys have in them now
        /// digests to `strings.usageDigest` (`current(after:usage:)`).
        case tablesChanged(digestNow: UInt64)
        case changed

        /// Whether what the spec's keys have in its tables now decides it.
        package var needsUsage: Bool {
            if case .tablesChanged = self { true } else { false }
        }
    }

    /// `memo`: a batch's digests, so a file many specs read is read once. A locale's own file
    /// that changed counts as a change, unless `splittingLocales` (the caller then asks
    /// `localesWithChangedFiles`, and renders those locales alone).
    package func check(memo: FileDigests? = nil, splittingLocales: Bool = false) -> Check {
        guard ContentDigest.of(files: files, memo: memo) == filesDigest else { return .changed }
        if !splittingLocales, !localesWithChangedFiles(memo: memo).isEmpty { return .changed }
        let tablesNow = ContentDigest.of(files: strings.tables, memo: memo)
        return tablesNow == tablesDigest ? .unchanged : .tablesChanged(digestNow: tablesNow)
    }

    /// These inputs if a render now would read the same, else nil. `usageNow` (the renderer's
    /// `stringsUsage(ofSpec:)`) is asked only when tables changed.
    package func current(memo: FileDigests? = nil, usageNow: () -> UInt64?) -> RenderInputs? {
        let check = check(memo: memo)
        return current(after: check, usage: check.needsUsage ? usageNow() : nil)
    }

    /// After `check`, these inputs if a render now would read the same, with the tables' new
    /// digest when only entries the spec does not use changed (so the next check is quick
    /// again); else nil. `usage` is what the spec's keys have in its tables now, needed only
    /// when `check.needsUsage` (the preview's cache awaits it from a worker).
    package func current(after check: Check, usage: UInt64?) -> RenderInputs? {
        switch check {
        case .unchanged: return self
        case .changed: return nil
        case .tablesChanged(let digestNow):
            guard let usage, usage == strings.usageDigest else { return nil }
            return with(tablesDigest: digestNow)
        }
    }
}
