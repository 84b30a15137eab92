import FukidashiGeometry
import FukidashiJSON
import FukidashiJSONParser
import FukidashiModel
import FukidashiStrings
import FukidashiVariants

/// A spec that decoded: the document and any warnings about it.
public struct DecodedSpec: Hashable, Sendable {
    /// The validated document, with every style resolved. Texts and values keep their locale
    /// maps whole (`Document.localeValues`), for the resolve stage to choose from.
    public let document: Document
    /// What the decoder had to say that does not stop the spec from rendering.
    public let warnings: [Diagnostic]
    /// Each other appearance's own decode, where the spec has an appearance map no reader takes
    /// whole (a tail, a circle's radius): `document` is then the first appearance's. Empty
    /// where every map's values are held (a colour's, a text's, a style key's, a focus's), and
    /// the resolve stage picks the variant's. Its warnings are the appearance's own.
    var appearanceDecodes: [String: Result<AppearanceDecode, SpecError>] = [:]
    /// What is wrong with an appearance map's entry for another appearance than this decode's:
    /// those appearances' variants fail with it.
    var appearanceErrors: [String: [Diagnostic]] = [:]
    /// How many times the spec's JSON was decoded: once, and once more for each other
    /// appearance in `appearanceDecodes` (`--summary`'s `stats.decodes`).
    package var decodes = 1

    /// This decode as the variant it was made for sees it (every axis at its first value): its
    /// warnings are the spec's, said once, not the variant's own.
    var asFirstVariant: DecodedSpec {
        DecodedSpec(document: document, warnings: [], appearanceErrors: appearanceErrors)
    }

    /// The decode a variant of `appearance` (`nil`: none, or the first) is drawn from: its own,
    /// or the first's, which holds every appearance's values; or what fails that appearance.
    package func serving(_ appearance: String?) -> Result<DecodedSpec, SpecError> {
        guard let appearance, appearance != document.appearances.first else { return .success(asFirstVariant) }
        if let own = appearanceDecodes[appearance] { return own.map { DecodedSpec(document: $0.document, warnings: $0.warnings) } }
        // The first decode holds every appearance's values: an entry for this one that is wrong
        // fails it alone.
        if let own = appearanceErrors[appearance], !own.isEmpty { return .failure(SpecError(own)) }
        return .success(asFirstVariant)
    }
}

/// An appearance's own decode of a spec (`DecodedSpec.appearanceDecodes`).
struct AppearanceDecode: Hashable, Sendable {
    let document: Document
    /// What this decode said that the first did not.
    let warnings: [Diagnostic]
}

/// Decodes and validates a spec (format version 1, docs/format.md), resolving named styles. Strict: every
/// unknown key, wrong type, out-of-range value and unknown name is an error naming its JSON
/// path. All problems are collected and reported together, object by object.
public struct SpecDecoder: Sendable {
    /// What the decoder refuses past.
    public let limits: SpecLimits
    /// What a project file gives every spec below it.
    package var project: ProjectDefaults?

    /// A decoder that checks specs against `limits`.
    public init(limits: SpecLimits = .standard) {
        self.limits = limits
    }

    package init(limits: SpecLimits = .standard, project: ProjectDefaults?) {
        self.limits = limits
        self.project = project
    }

    /// Parses and checks a spec file's bytes: the document, or every problem found in it.
    public func decode(_ bytes: [UInt8]) throws(SpecError) -> DecodedSpec {
        let json = try parse(bytes)
        let log = DiagnosticLog()
        var decoding = DocumentDecoding(reader: SpecReader(log: log), limits: limits)
        decoding.project = project
        let document = decoding.decode(json)
        guard let document, !log.hasErrors else {
            let first = log.diagnostics.filter { $0.severity == .error }
            let others = otherAppearancesErrors(json, of: decoding, besides: first)
            var error = SpecError(first + others.errors)
            error.decodes = 1 + others.decodes
            throw error
        }
        var spec = DecodedSpec(document: document, warnings: log.diagnostics, appearanceErrors: decoding.reader.sites.errors)
        if !decoding.reader.sites.allReadWhole {
            // A map no reader takes whole: each other appearance is decoded on its own, here,
            // so the variants are resolved and drawn from decodes already made.
            for appearance in decoding.pass.appearances.dropFirst() {
                spec.appearanceDecodes[appearance] = decoded(json, forAppearance: appearance, besides: spec.warnings)
                spec.decodes += 1
            }
        }
        return spec
    }

    /// The spec as `appearance` sees it: each appearance map's entry for it (the resolve stage
    /// chooses locale maps' entries and sets the scale). Only what the first pass did not say
    /// is reported: its warnings are the appearance's own.
    private func decoded(_ json: JSONValue, forAppearance appearance: String, besides first: [Diagnostic]) -> Result<AppearanceDecode, SpecError> {
        let log = DiagnosticLog()
        var decoding = DocumentDecoding(reader: SpecReader(log: log), limits: limits, appearance: appearance)
        decoding.project = project
        let document = decoding.decode(json)
        guard let document, !log.hasErrors else { return .failure(SpecError(log.diagnostics.filter { $0.severity == .error })) }
        return .success(AppearanceDecode(document: document, warnings: log.diagnostics.filter { !first.contains($0) }))
    }

    /// The first pass decodes the first appearance; when it fails, the other appearances'
    /// errors are reported too, so a mistake in a `dark` entry is reported beside one in a
    /// `light` entry, not after it is fixed. Only errors the first pass did not report. Where
    /// the first pass read every appearance map whole (colours, texts, image paths, style keys),
    /// it has checked every entry already, as it does for a spec that decodes; otherwise each
    /// other appearance is decoded on its own.
    private func otherAppearancesErrors(_ json: JSONValue, of first: DocumentDecoding, besides said: [Diagnostic]) -> (
        errors: [Diagnostic], decodes: Int
    ) {
        let appearances = first.pass.appearances.dropFirst()
        let sites = first.reader.sites
        guard !sites.allReadWhole else {
            var errors: [Diagnostic] = []
            for appearance in appearances {
                errors += (sites.errors[appearance] ?? []).filter { !said.contains($0) && !errors.contains($0) }
            }
            return (errors, 0)
        }
        return (errors(json, appearances: appearances, besides: said), appearances.count)
    }

    /// The errors of each of `appearances`' own decodes that `first` does not hold.
    private func errors(_ json: JSONValue, appearances: ArraySlice<String>, besides first: [Diagnostic]) -> [Diagnostic] {
        var errors: [Diagnostic] = []
        for appearance in appearances {
            let log = DiagnosticLog()
            var decoding = DocumentDecoding(reader: SpecReader(log: log), limits: limits)
            (decoding.project, decoding.appearance) = (project, appearance)
            _ = decoding.decode(json)
            errors += log.diagnostics.filter { $0.severity == .error && !first.contains($0) && !errors.contains($0) }
        }
        return errors
    }

    /// A file's bytes as JSON, within the size limit and with no key twice in an object.
    package func parse(_ bytes: [UInt8]) throws(SpecError) -> JSONValue {
        guard bytes.count <= limits.maxFileSize else {
            throw SpecError([Diagnostic(.error, at: nil, "file is \(bytes.count) bytes; the limit is \(limits.maxFileSize)")])
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            if let key = error.duplicateKey {
                // JSON allows it, but parsers disagree on which value wins: refuse, don't guess.
                throw SpecError([
                    Diagnostic(
                        .error, at: nil,
                        "key \(key.quotedForDiagnostic) appears twice in one object (line \(error.line), column \(error.column)); JSON allows that, but tools disagree on which value wins, so Fukidashi refuses it: keep one"
                    )
                ])
            }
            throw SpecError([Diagnostic(.error, at: nil, "invalid JSON at line \(error.line), column \(error.column): \(error.message)")])
        }
        return json
    }
}
