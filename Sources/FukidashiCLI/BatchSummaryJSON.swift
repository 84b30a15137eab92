import ArgumentParser
import FukidashiCommandLine
import FukidashiJSON
import FukidashiModel
import FukidashiVariants

/// `--summary json`: what a batch came to, for a script: printed last on standard output, one
/// JSON object, while the lines for people stay on standard error.
enum SummaryFormat: String, CommandChoice {
    case json
}

/// `--summary json`, for `render` and `verify`.
struct SummaryOption: ParsableArguments {
    @Option(
        name: .customLong("summary"),
        help: ArgumentHelp(
            "Print what the run came to as one JSON object, last on standard output: specs, images, verify's goldens, counts per locale, appearance, text size and scale, and every failure.",
            valueName: "format"),
        transform: SummaryFormat.parse)
    var format: SummaryFormat?
}

extension BatchRunner.Result {
    /// The batch as one JSON object: its specs, images and warnings, what it cost (`stats`:
    /// decodes and variants planned), the counts per value of
    /// every axis (`axes.locale.ja`, `axes.appearance.dark`, `axes.scale.3`, `axes.textSize.AX3`),
    /// `verify`'s goldens, and every failure with its spec, variant, JSON path and message.
    func summaryJSON(command: String, goldens tally: VerifyTally? = nil) -> String {
        var members: [(key: String, value: JSONValue)] = [("command", .string(command))]
        let rendered = summary.finished - summary.failed - summary.unchanged - summary.inPart
        members.append(
            (
                "specs",
                Self.object([
                    ("total", .number(Double(summary.total))), ("rendered", .number(Double(rendered))),
                    ("inPart", .number(Double(summary.inPart))), ("unchanged", .number(Double(summary.unchanged))),
                    ("failed", .number(Double(summary.failed)))
                ])
            ))
        // Images drawn, and variants that failed (to render, or to match their golden).
        members.append(("images", .number(Double(summary.variants.total.images))))
        members.append(("failedVariants", .number(Double(summary.variants.total.failures))))
        members.append(("warnings", .number(Double(summary.warnings))))
        // What the run cost: decodes of specs' JSON (one a spec) and variants planned.
        members.append(
            ("stats", Self.object([("decodes", .number(Double(summary.stats.decodes))), ("variants", .number(Double(summary.stats.variants)))])))
        if let tally {
            members.append(
                (
                    "goldens",
                    Self.object([
                        ("total", .number(Double(tally.goldens))), ("match", .number(Double(tally.matching))),
                        ("differ", .number(Double(tally.differing))), ("missing", .number(Double(tally.missing))),
                        ("recorded", .number(Double(tally.recorded)))
                    ])
                ))
        }
        var axes: [(key: String, value: JSONValue)] = []
        for axis in VariantAxis.allCases {
            guard let values = summary.variants.values[axis], !values.isEmpty else { continue }
            let entries = values.map { value, counts -> (key: String, value: JSONValue) in
                (
                    value,
                    Self.object([
                        ("images", .number(Double(counts.images))), ("warnings", .number(Double(counts.warnings))),
                        ("failures", .number(Double(counts.failures)))
                    ])
                )
            }
            axes.append((axis.field, .object(JSONObject(members: entries))))
        }
        members.append(("axes", .object(JSONObject(members: axes))))
        var failures: [JSONValue] = summary.errors.map { error in
            var fields: [(key: String, value: JSONValue)] = [("spec", error.file.map(JSONValue.string) ?? .null)]
            for axis in error.variant.axes { fields.append((axis.field, .string(error.variant[axis]!))) }
            fields.append(("path", error.path.map { .string($0.description) } ?? .null))
            fields.append(("message", .string(error.message)))
            return .object(JSONObject(members: fields))
        }
        for entry in goldens where entry.failed {
            failures.append(
                Self.object([
                    ("spec", .string(entry.spec)), ("golden", .string(entry.name)), ("outcome", .string(entry.outcome.word)),
                    ("message", .string(entry.summary))
                ]))
        }
        members.append(("failures", .array(failures)))
        return JSONValue.object(JSONObject(members: members)).serialized() + "\n"
    }

    private static func object(_ members: [(key: String, value: JSONValue)]) -> JSONValue {
        .object(JSONObject(members: members))
    }
}
