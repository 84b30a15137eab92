import FukidashiJSON
import FukidashiVariants

/// `--manifest FILE.jsonl`: one JSON line per output (and per failed spec), in input order,
/// so shards can be merged and checked. Written through `JSONValue`, each axis's field as
/// `VariantAxis` declares it.
package enum Manifest {
    /// One output: its spec, variant, file, bytes and hash, warnings, and the string table
    /// entries its `localized` texts used (`strings`, present when it used any).
    package static func line(
        spec: String, variant: Variant, output: String, bytes: Int, sha256: String, warnings: [Diagnostic],
        strings: [LocalizedStringUse] = []
    ) -> String {
        var members: [(key: String, value: JSONValue)] = [("spec", .string(spec))]
        // The locale always (null without one); the other axes only where the spec varies on them.
        for axis in VariantAxis.allCases {
            guard let value = variant[axis] else {
                if axis.fieldAlwaysWritten { members.append((axis.field, .null)) }
                continue
            }
            members.append((axis.field, axis.jsonValue(value)))
        }
        members += [
            ("output", .string(output)), ("bytes", .number(Double(bytes))), ("sha256", .string(sha256)),
            ("warnings", .array(warnings.map { .string($0.formatted(file: spec)) }))
        ]
        if !strings.isEmpty {
            members.append(
                (
                    "strings",
                    .array(
                        strings.map { use in
                            .object(
                                JSONObject([
                                    "key": .string(use.key), "table": .string(use.table), "locale": .string(use.locale), "file": .string(use.file),
                                    "state": .string(use.state)
                                ]))
                        })
                ))
        }
        return JSONValue.object(JSONObject(members: members)).line
    }

    /// A spec, or some of its variants, that failed: each error as the batch printed it.
    package static func failure(spec: String, errors: [Diagnostic]) -> String {
        JSONValue.object(
            JSONObject([
                "spec": .string(spec), "failed": .bool(true), "errors": .array(errors.map { .string($0.formatted(file: spec)) })
            ])
        ).line
    }
}
