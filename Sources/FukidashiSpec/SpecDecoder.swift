import FukidashiGeometry

/// A spec that decoded: the document and any warnings about it.
public struct DecodedSpec: Hashable, Sendable {
    public let document: Document
    public let warnings: [SpecDiagnostic]
}

/// Decodes and validates a spec (SPEC.md, version 1), resolving named styles. Strict: every
/// unknown key, wrong type, out-of-range value and unknown name is an error naming its JSON
/// path. All problems are collected and reported together, object by object.
public struct SpecDecoder: Sendable {
    public let limits: SpecLimits

    public init(limits: SpecLimits = .standard) {
        self.limits = limits
    }

    public func decode(_ bytes: [UInt8]) throws(SpecError) -> DecodedSpec {
        guard bytes.count <= limits.maxFileSize else {
            throw SpecError([SpecDiagnostic(.error, at: nil, "file is \(bytes.count) bytes; the limit is \(limits.maxFileSize)")])
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw SpecError([SpecDiagnostic(.error, at: nil, "invalid JSON at line \(error.line), column \(error.column): \(error.message)")])
        }
        let log = DiagnosticLog()
        let document = DocumentDecoding(reader: SpecReader(log: log), limits: limits).decode(json)
        guard let document, !log.hasErrors else {
            throw SpecError(log.diagnostics.filter { $0.severity == .error })
        }
        return DecodedSpec(document: document, warnings: log.diagnostics)
    }
}
