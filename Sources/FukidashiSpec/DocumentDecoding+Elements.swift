import FukidashiGeometry
import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiTree
import FukidashiVariants

extension DocumentDecoding {

    func decodeElements(_ value: JSONValue, at path: JSONPath, styles: [String: StyleSpec], effects: EffectLog) -> [Element]? {
        guard case .array(let items) = value else {
            log.expected("an array of elements", got: value, at: path)
            return nil
        }
        guard items.count <= limits.maxElements else {
            log.error(path, "\(items.count) elements; the limit is \(limits.maxElements)")
            return nil
        }
        var elements: [Element] = []
        var ids: [String: JSONPath] = [:]
        // Every id first, so a reference to a later element says so instead of "unknown".
        var declarations: [String: ReferenceContext.Declaration] = [:]
        // Each element's id as the pass reads it, and where: what is wrong with it is said when
        // the element is. An id written as an appearance map (an error) is read as its first entry.
        var readIDs: [Int: (id: String, path: JSONPath)] = [:]
        for (index, item) in items.enumerated() {
            guard case .object(let o) = item else { continue }
            var (written, idPath) = (o["id"], path / index / "id")
            if case .object(let map)? = written, VariantAxis.mapNames(of: map) != nil {
                (written, idPath) = (map.members[0].value, idPath / map.members[0].key)
            }
            guard case .string(let id)? = written else { continue }
            readIDs[index] = (id, idPath)
            if declarations[id] == nil {
                let type: String
                if case .string(let t)? = o["type"] { type = t } else { type = "element" }
                declarations[id] = .init(index: index, path: path / index / "id", type: type)
            }
        }
        let references = ReferenceContext(declarations: declarations)
        for (index, item) in items.enumerated() {
            let itemPath = path / index
            guard case .object(let object) = item else {
                log.expected("an element object", got: item, at: itemPath)
                continue
            }
            let decoded = decodeElementItem(object, at: itemPath, index: index, styles: styles, references: references)
            guard let (element, enter, swipe) = decoded else { continue }
            if let swipe {
                effects.swipes[elements.count] = swipe
                effects.paths.append(itemPath / "swipe")
            }
            if let enter {
                effects.enters[elements.count] = enter
                effects.paths.append(itemPath / "enter")
            }
            if let (id, idPath) = readIDs[index] {
                if let first = ids[id] {
                    log.error(idPath, "duplicate id \(id.quotedForDiagnostic) (first used at \(first))")
                } else {
                    ids[id] = itemPath / "id"
                }
            }
            elements.append(element)
        }
        return elements
    }
}

extension DocumentDecoding {
    /// The element at `index` of `elements`, as written, with its entry effect (a card stack's
    /// swipe); `nil` after an error, which is logged.
    func decodeElementItem(
        _ written: JSONObject, at path: JSONPath, index: Int, styles: [String: StyleSpec], references: ReferenceContext
    ) -> (Element, enter: Varying<EnterEffect>?, swipe: Varying<SwipeEffect>?)? {
        var written = written
        if case .object(let map)? = written["id"], let names = VariantAxis.mapNames(of: map) {
            log.error(
                path / "id", "is the same in every \(names.noun) (a reference {\"on\": …} names it), so it cannot be \(names.withArticle) map")
            // Read on from the first entry, as the element's id is read before.
            written = JSONObject(members: written.members.map { $0.key == "id" ? ("id", map.members[0].value) : $0 })
        }
        let object = reader.members(of: written, at: path)
        references.currentIndex = index
        anchorLog.currentElement = index
        guard let type = reader.required(object, "type", at: path).flatMap({ reader.string($0, at: path / "type") }) else { return nil }
        guard let kind = Format.elementKindsByName[type] else {
            log.unknownName("element type", type, among: Format.elementKinds, at: path / "type")
            return nil
        }
        let context = ElementDecodingContext(styles: styles, references: references)
        guard let element = kind.decode(self, .object(object), path, context) else { return nil }
        if kind.swipes { return (element, nil, object["swipe"].flatMap { decodeSwipe($0, at: path / "swipe") }.map(Varying.init)) }
        return (element, object["enter"].flatMap { decodeEnter($0, at: path / "enter") }.map(Varying.init), nil)
    }
}
