import FukidashiJSON
import FukidashiModel
import FukidashiStrings
import FukidashiVariants

extension DocumentDecoding {
    /// A bubble's tour-step parts: `title`, `icon`, `progress`, `buttons` and `close`. Each
    /// is checked on its own, so one wrong part does not hide another's mistake; `nil` when
    /// any part is wrong.
    func decodeTourStep(_ object: JSONObject, at path: JSONPath) -> TourStep? {
        var step = TourStep()
        var valid = true
        if let value = object["title"] {
            step.title = decodeText(value, at: path / "title")
            valid = valid && step.title != nil
        }
        if let value = object["icon"] {
            step.icon = decodeIcon(value, at: path / "icon")
            valid = valid && step.icon != nil
        }
        if let value = object["progress"] {
            step.progress = decodeProgress(value, at: path / "progress")
            valid = valid && step.progress != nil
        }
        if let value = object["buttons"] {
            if let buttons = decodeButtons(value, at: path / "buttons") { step.buttons = buttons } else { valid = false }
        }
        switch object["close"] {
        case nil: break
        case .bool(let flag)?: step.close = flag
        case let other?:
            log.expected("true or false", got: other, at: path / "close")
            valid = false
        }
        return valid ? step : nil
    }

    /// `{"image": path}` or `{"emoji": "👋"}`, with an optional `size`.
    private func decodeIcon(_ value: JSONValue, at path: JSONPath) -> TourIcon? {
        guard let object = reader.object(value, at: path, Format.icon) else { return nil }
        let size = object["size"].map { reader.number($0, at: path / "size", Format.icon["size"]) } ?? .some(nil)
        let content: TourIcon.Content?
        switch (object["image"], object["emoji"]) {
        case (let image?, nil):
            content = decodeImagePath(image, at: path / "image").map(TourIcon.Content.image)
        case (nil, let emoji?):
            content = reader.string(emoji, at: path / "emoji", nonEmpty: true).flatMap { text -> TourIcon.Content? in
                guard text.unicodeScalars.count <= 64 else {
                    log.error(path / "emoji", "an icon's emoji has \(text.unicodeScalars.count) characters; the limit is 64")
                    return nil
                }
                return .emoji(text)
            }
        case (.some, .some):
            log.error(path / "emoji", "an icon is an \"image\" or an \"emoji\", not both")
            content = nil
        case (nil, nil):
            log.error(path, "missing \"image\" or \"emoji\": an icon is a picture or an emoji, such as {\"emoji\": \"👋\"}")
            content = nil
        }
        guard let content, let size else { return nil }
        return TourIcon(content: content, size: size)
    }

    /// `{"current": 2, "total": 5, "style": "text", "text": …}`. The text is a format whose
    /// arguments are `current` and `total`: a string (or locale map) is filled with them, and
    /// a `localized` key without `args` is given them.
    private func decodeProgress(_ value: JSONValue, at path: JSONPath) -> TourProgress? {
        guard let object = reader.object(value, at: path, Format.progress) else { return nil }
        let current = reader.required(object, "current", at: path).flatMap { reader.number($0, at: path / "current", Format.progress["current"]) }
        let total = reader.required(object, "total", at: path).flatMap { reader.number($0, at: path / "total", Format.progress["total"]) }
        let style: TourProgress.Style? = object["style"].map { reader.choice($0, at: path / "style", kind: "progress style") } ?? .dots
        if let current, let total, current > total {
            log.error(path / "current", "step \(Int(current)) of \(Int(total)): \"current\" may not be more than \"total\"")
            return nil
        }
        guard let current, let total, let style else { return nil }
        let arguments: [FormatArgument] = [.number(current), .number(total)]
        var text: SpecText?
        if let value = object["text"] {
            if style != .text { log.warning(path / "text", "has no effect unless \"style\" is \"text\"") }
            guard let written = decodeText(value, at: path / "text") else { return nil }
            switch progressText(written, arguments: arguments) {
            case .success(let format): text = format
            case .failure(let error):
                log.append(error)
                return nil
            }
        } else if style == .text {
            text = SpecText(.format("%d / %d", arguments: arguments), path: path / "text")
        }
        return TourProgress(current: Int(current), total: Int(total), style: style, text: text)
    }

    /// A progress text as the format it is: a string written is filled with `current` and
    /// `total`, and a key without `args` is given them; a locale map's every entry the same
    /// way, a wrong entry failing only the locales that take it.
    private func progressText(_ written: SpecText, arguments: [FormatArgument]) -> Result<SpecText, Diagnostic> {
        switch written.source {
        case .literal(let format):
            do throws(TranslationProblem) {
                _ = try FormatString(format)
            } catch {
                return .failure(
                    Diagnostic(
                        .error, at: written.path, "\(format.quotedForDiagnostic) is not a format for \"current\" and \"total\": \(error.message)"))
            }
            return .success(SpecText(.format(format, arguments: arguments), path: written.path))
        case .localized(let key) where key.arguments.isEmpty:
            return .success(SpecText(.localized(LocalizedKey(key: key.key, table: key.table, arguments: arguments)), path: written.path))
        case .localized, .format, .resolved:
            return .success(written)
        case .byLocale(let entries):
            var formats: [LocaleValueMap<SpecText>.Entry] = []
            for (index, entry) in entries.entries.enumerated() {
                guard let text = entry.value else {
                    formats.append(entry)
                    continue
                }
                let format = progressText(text, arguments: arguments)
                // The first entry's mistake is the spec's, which the caller logs.
                if index == 0, case .failure = format { return format }
                formats.append(LocaleValueMap.Entry(tag: entry.tag, format.mapError { $0.at(log.written($0.path)) }))
            }
            return .success(SpecText(.byLocale(LocaleValueMap(path: entries.path, entries: formats)), path: written.path))
        case .byAppearance(let entries):
            // Each appearance's format; a mistake in another appearance's than this pass's fails
            // only that appearance's variants, which then draw nothing of this map.
            var formats: [String: SpecText] = [:]
            let chosen = reader.sites.chosen
            for (name, entry) in entries.entries ?? [:] {
                switch progressText(entry, arguments: arguments) {
                case .success(let format): formats[name] = format
                case .failure(let error) where name == chosen: return .failure(error)
                case .failure(let error): reader.sites.errors[name, default: []].append(error)
                }
            }
            // This pass's entry is there: its mistake returned above.
            guard let chosen, formats[chosen] != nil else { return .success(SpecText(.byAppearance(entries), path: written.path)) }
            return .success(SpecText(.byAppearance(AppearanceKeyed(formats, first: chosen)), path: written.path))
        }
    }

    private func decodeButtons(_ value: JSONValue, at path: JSONPath) -> [TourButton]? {
        guard case .array(let items) = value else {
            log.expected("an array of buttons such as [{\"text\": \"Next\", \"role\": \"primary\"}]", got: value, at: path)
            return nil
        }
        guard !items.isEmpty, items.count <= 6 else {
            log.error(path, items.isEmpty ? "an empty list of buttons; leave \"buttons\" out instead" : "\(items.count) buttons; the limit is 6")
            return nil
        }
        var buttons: [TourButton] = []
        var valid = true
        for (index, item) in items.enumerated() {
            let itemPath = path / index
            guard let object = reader.object(item, at: itemPath, Format.button) else {
                valid = false
                continue
            }
            let text = reader.required(object, "text", at: itemPath).flatMap { decodeText($0, at: itemPath / "text") }
            let role: TourButton.Role? = object["role"].map { reader.choice($0, at: itemPath / "role", kind: "button role") } ?? .secondary
            guard let text, let role else {
                valid = false
                continue
            }
            buttons.append(TourButton(text: text, role: role))
        }
        return valid ? buttons : nil
    }
}
