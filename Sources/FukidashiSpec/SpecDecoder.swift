import FukidashiGeometry
import FukidashiJSON
import FukidashiJSONParser
import FukidashiModel
import FukidashiStrings
import FukidashiVariants

/// A spec that decoded: the document and any warnings about it.
public struct DecodedSpec: Hashable, Sendable {
    /// The validated document, with every style resolved. Texts and values keep their locale
    /// and appearance maps whole in their values (`SpecText`, `Varying`, `VariantKeyed`), for
    /// the resolve stage to choose from.
    public let document: Document
    /// What the decoder had to say that does not stop the spec from rendering.
    public let warnings: [Diagnostic]
    /// What is wrong with an entry the first variant does not read (an appearance map's
    /// `dark` entry): the variants it is part of fail with it.
    var variantErrors = DiagnosticsByVariant()
    /// What such entries warn of that the first's did not: the variants' own warnings.
    var variantWarnings = DiagnosticsByVariant()

    /// The decode `variant` is drawn from: the document, with the warnings of the entries only
    /// it reads (the first variant's are the spec's, said once); or what fails it.
    package func serving(_ variant: Variant) -> Result<DecodedSpec, SpecError> {
        let own = variantErrors.for(variant)
        if !own.isEmpty { return .failure(SpecError(own)) }
        return .success(DecodedSpec(document: document, warnings: variantWarnings.for(variant)))
    }
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
    /// One decode serves every variant: each appearance map is read whole where it is, every
    /// entry once; a mistake in another appearance's entry is reported beside the first's, not
    /// after it is fixed, and fails only that appearance where the first decodes
    /// (`DocumentDecoding.variantDiagnostics`).
    public func decode(_ bytes: [UInt8]) throws(SpecError) -> DecodedSpec {
        let json = try parse(bytes)
        let log = DiagnosticLog()
        var decoding = DocumentDecoding(reader: SpecReader(log: log), limits: limits)
        decoding.project = project
        let document = decoding.decode(json)
        decoding.checkEveryMapReadWhole()
        let others = decoding.variantDiagnostics(besides: log.diagnostics)
        guard let document, !log.hasErrors else {
            var errors: [Diagnostic] = []
            for part in others.errors.parts { errors += others.errors[part].filter { !errors.contains($0) } }
            throw SpecError(log.diagnostics.filter { $0.severity == .error } + errors)
        }
        return DecodedSpec(document: document, warnings: log.diagnostics, variantErrors: others.errors, variantWarnings: others.warnings)
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
