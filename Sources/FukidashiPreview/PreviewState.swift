import Fukidashi
import FukidashiJSON
import FukidashiModel
import FukidashiPlatform

/// What the store holds at one moment.
struct PreviewSnapshot {
    let generation: Int
    /// False until the spec folders have been walked once.
    let discovered: Bool
    let problems: [String]
    let entries: [PreviewStore.SpecEntry]
}

/// `/api/state`: every spec, in order, with its images (ids, sizes, warnings, golden
/// outcome) or its errors; the gallery builds itself from this.
enum PreviewState {
    static func json(_ snapshot: PreviewSnapshot, counts: RenderCounts = RenderCounts()) -> String {
        let specs: [JSONValue] = snapshot.entries.map { entry in
            let result = entry.result
            let images: [JSONValue] = (result?.images ?? []).map { image in
                .object(
                    JSONObject(
                        members: [("id", .string(image.id)), ("digest", .string(image.digest))] + image.variant.jsonFields + [
                            ("width", .number(Double(image.width))),
                            ("height", .number(Double(image.height))),
                            ("warnings", .array(image.warnings.map(JSONValue.string))),
                            ("golden", image.golden.map { .string($0.outcome) } ?? .null),
                            ("goldenMatches", image.golden?.matches.map(JSONValue.bool) ?? .null)
                        ]))
            }
            let folder = PathText.parent(entry.spec.name)
            return .object(
                JSONObject([
                    "path": .string(entry.spec.displayPath),
                    "name": .string(entry.spec.name),
                    "folder": .string(folder.isEmpty ? "." : folder),
                    "id": .string(SpecRendering.imageID(spec: entry.spec.path)),
                    "version": .number(Double(entry.version)),
                    "rendered": .bool(result != nil && entry.isComplete),
                    "errors": .array((result?.errors ?? []).map(JSONValue.string)),
                    "images": .array(images)
                ]))
        }
        return JSONValue.object(
            JSONObject([
                "generation": .number(Double(snapshot.generation)),
                "discovered": .bool(snapshot.discovered),
                "problems": .array(snapshot.problems.map(JSONValue.string)),
                "renders": .object(
                    JSONObject([
                        "drawn": .number(Double(counts.drawn)), "fromMemory": .number(Double(counts.fromMemory)),
                        "fromDisk": .number(Double(counts.fromDisk))
                    ])),
                "specs": .array(specs)
            ])
        ).serialized(pretty: false)
    }
}
