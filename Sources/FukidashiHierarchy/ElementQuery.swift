import FukidashiGeometry
import FukidashiLanguage
import FukidashiStrings

/// What names an element: its id (stable across locales) or its label (usually translated).
package enum ElementKey: Hashable, Sendable {
    case id(String)
    case label(String)

    package var value: String {
        switch self {
        case .id(let s), .label(let s): s
        }
    }

    /// `id "share"`, `label "Share"`.
    package var description: String {
        switch self {
        case .id(let s): "id \(s.quotedForDump)"
        case .label(let s): "label \(s.quotedForDump)"
        }
    }
}

extension HierarchyDump {
    /// Every element `key` names, in document order.
    package func matches(_ key: ElementKey) -> [DumpElement] {
        switch key {
        case .id(let id): elements.filter { $0.ids.contains(id) }
        case .label(let label): elements.filter { $0.labels.contains(label) }
        }
    }

    /// The nearest id or label the dump has, for a did-you-mean: by spelling, else one that
    /// holds the name or that the name holds, ignoring case (`share` → `shareButton`, after a
    /// build renamed it).
    package func suggestion(for key: ElementKey) -> String? {
        let names = names(of: key)
        if let close = Suggestion.closest(to: key.value, among: names) { return close }
        let wanted = key.value.lowercased()
        return names.first { name in
            let candidate = name.lowercased()
            return min(candidate.count, wanted.count) >= 3 && (candidate.contains(wanted) || wanted.contains(candidate))
        }
    }

    /// The ids (short forms) or labels the dump has, each once, in order.
    package func names(of key: ElementKey) -> [String] {
        var seen = Set<String>(), names: [String] = []
        for element in elements {
            let candidates: [String]
            switch key {
            case .id: candidates = element.shortID.map { [$0] } ?? []
            case .label: candidates = element.labels
            }
            for name in candidates where seen.insert(name).inserted { names.append(name) }
        }
        return names
    }
}
