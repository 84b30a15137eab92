import FukidashiJSON
import FukidashiModel
import FukidashiPlatform
import FukidashiStrings
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which locales a spec renders in, and the string tables its `localized` texts use.
extension Renderer {
    /// The locales a spec renders in: those its locale maps name, then those its string
    /// tables translate its keys into (the source language first).
    func localesToRender(_ document: Document, in catalog: StringCatalog) -> [String] {
        var named = document.localesNamed
        let use = document.localization
        guard !use.keys.isEmpty else { return named }
        let translated = catalog.locales(of: use.keys.map(\.key))
        let source = use.sourceLanguage
        for locale in (translated.contains(source) ? [source] : []) + translated where !named.contains(locale) {
            named.append(locale)
        }
        return named
    }

    /// The locales `renderAll` would render this spec in (`nil`: one output, no locale), so a
    /// caller can render them apart, one per worker (the preview does). Fails as `renderAll`
    /// would when the spec or its string tables are wrong.
    /// The spec is decoded here once; its workers render what was decoded (`renderAll(_:)`).
    package func locales(ofSpec bytes: [UInt8], specFolder: String?, choosing chosen: [String]?) throws(RenderFailure) -> (
        decoded: DecodedSpec, locales: [String]?
    ) {
        let run = SpecRun(library: imageLibrary, timeBudget: nil)
        defer { lastRun = (run.inputs.paths, run.stats) }
        let decoded: DecodedSpec
        do { decoded = try decoder.decode(bytes) } catch { throw .spec(error) }
        let named = localesToRender(decoded.document, in: try stringCatalog(for: decoded.document, specFolder: specFolder, run: run))
        return (decoded, named.isEmpty ? nil : chosen ?? named)
    }

    /// The tables a spec's `localized` texts are looked up in: its own `strings` (always read,
    /// so a broken one fails the spec) and, when it has keys, `--strings`.
    func stringCatalog(for document: Document, specFolder: String?, run: SpecRun) throws(RenderFailure) -> StringCatalog {
        let use = document.localization
        var catalog = StringCatalog()
        var errors: [Diagnostic] = []
        let policy = SpecFilePolicy(specFolder: specFolder, allowedFolders: configuration.allowedImageFolders)
        var paths: [(path: String, shownAs: String, at: JSONPath?)] = []
        for source in use.stringTables {
            do throws(Diagnostic) {
                _ = try policy.resolve(source, kind: "string table")
                // Messages name files as the spec wrote them, relative to it.
                let full = source.path.hasPrefix("/") ? source.path : PathText.joined(specFolder ?? ".", source.path)
                paths.append((full, source.path, source.jsonPath))
            } catch {
                errors.append(error)
            }
        }
        if !use.keys.isEmpty { paths += configuration.stringTables.map { ($0, $0, nil) } }
        for (path, shownAs, at) in paths {
            run.inputs.insert(path)
            switch tables.load(path, shownAs: shownAs, source: use.sourceLanguage) {
            case .success(let files): for file in files { catalog.add(file) }
            case .failure(let error): errors.append(Diagnostic(.error, at: at, "string table \(error)"))
            }
        }
        guard errors.isEmpty else { throw .spec(SpecError(errors)) }
        run.stringsRead = StringsRead(tables: paths.map(\.path), usageDigest: ContentDigest.of(bytes: catalog.usage(of: use.keys.map(\.key))))
        return catalog
    }

    /// Each of `locales` by what a lookup of the spec's keys in it sees (`StringsRead.localeDigests`);
    /// none unless `digestsLocaleLookups`.
    func localeDigests(_ document: Document, in catalog: StringCatalog, locales: [String]) -> [String: UInt64] {
        let keys = document.localization.keys.map(\.key)
        guard digestsLocaleLookups, !keys.isEmpty else { return [:] }
        let source = document.localization.sourceLanguage
        var digests: [String: UInt64] = [:]
        for locale in locales {
            digests[locale] = ContentDigest.of(bytes: catalog.usage(of: keys, inLocale: locale, source: source, rules: rules))
        }
        return digests
    }

    /// What the spec's keys have in its string tables now, as `RenderOutput.stringsRead` digests
    /// it, in all and for each locale it would render (`locales`: `--locale`'s choice); nil when
    /// the spec or a table cannot be read. Asked when a table's bytes changed since a render,
    /// to tell whether any string that render used did, and in which locales.
    package func stringsUsage(ofSpec bytes: [UInt8], specFolder: String?, locales chosen: [String]? = nil) -> StringsRead? {
        let run = SpecRun(library: imageLibrary, timeBudget: nil)
        guard let decoded = try? decoder.decode(bytes), let catalog = try? stringCatalog(for: decoded.document, specFolder: specFolder, run: run)
        else { return nil }
        let named = localesToRender(decoded.document, in: catalog)
        var read = run.stringsRead
        read.localeDigests = localeDigests(decoded.document, in: catalog, locales: named.isEmpty ? [] : chosen ?? named)
        return read
    }
}
