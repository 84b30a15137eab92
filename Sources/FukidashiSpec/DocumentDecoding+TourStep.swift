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
            step.icon = reader.inEveryVariant(object: value, at: path / "icon", decodeIcon).map(Varying.init)
            valid = valid && step.icon != nil
        }
        if let value = object["progress"] {
            step.progress = decodeProgress(value, at: path / "progress").map(Varying.init)
            valid = valid && step.progress != nil
        }
        if let value = object["buttons"] {
            if let buttons = reader.inEveryVariant(value, at: path / "buttons", decodeButtons) {
                step.buttons = Varying(buttons)
            } else {
                valid = false
            }
        }
        if let value = object["close"] {
            let close = reader.inEveryVariant(value, at: path / "close") { value, path -> Bool? in
                guard case .bool(let flag) = value else {
                    log.expected("true or false", got: value, at: path)
                    return nil
                }
                return flag
            }
            if let close { step.close = Varying(close) } else { valid = false }
        }
        return valid ? step : nil
    }

    /// `{"image": path}` or `{"emoji": "👋"}`, with an optional `size`, in every appearance: the
    /// icon, its emoji or its size may be an appearance map (an image path reads its own).
    private func decodeIcon(_ value: JSONValue, at path: JSONPath) -> VariantKeyed<TourIcon>? {
        guard let object = reader.object(value, at: path, Format.icon) else { return nil }
        let size = reader.member(object, "size", at: path, absent: nil) { reader.number($0, at: $1, Format.icon["size"]).map(Optional.some) }
        let content: VariantKeyed<TourIcon.Content>?
        switch (object["image"], object["emoji"]) {
        case (let image?, nil):
            content = decodeImagePath(image, at: path / "image").map { VariantKeyed(.image($0)) }
        case (nil, let emoji?):
            content = reader.inEveryVariant(emoji, at: path / "emoji") { emoji, path in
                reader.string(emoji, at: path, nonEmpty: true).flatMap { text -> TourIcon.Content? in
                    guard text.unicodeScalars.count <= 64 else {
                        log.error(path, "an icon's emoji has \(text.unicodeScalars.count) characters; the limit is 64")
                        return nil
                    }
                    return .emoji(text)
                }
            }
        case (.some, .some):
            log.error(path / "emoji", "an icon is an \"image\" or an \"emoji\", not both")
            content = nil
        case (nil, nil):
            log.error(path, "missing \"image\" or \"emoji\": an icon is a picture or an emoji, such as {\"emoji\": \"👋\"}")
            content = nil
        }
        guard let content, let size else { return nil }
        return .combining(first: reader.sites.chosen, content, size) { TourIcon(content: $0, size: $1) }
    }

    /// `{"current": 2, "total": 5, "style": "text", "text": …}`. The text is a format whose
    /// arguments are `current` and `total`: a string (or locale map) is filled with them, and
    /// a `localized` key without `args` is given them. Each key, or the whole progress, may be
    /// an appearance map: each appearance's progress is checked and made from what it reads,
    /// and a mistake only another appearance reads fails only that appearance.
    private func decodeProgress(_ value: JSONValue, at path: JSONPath) -> VariantKeyed<TourProgress>? {
        reader.inEveryVariant(object: value, at: path) { value, path in
            guard let object = reader.object(value, at: path, Format.progress) else { return nil }
            let count = { (key: String) in
                reader.required(object, key, at: path).flatMap {
                    reader.inEveryVariant($0, at: path / key) { reader.number($0, at: $1, Format.progress[key]) }
                }
            }
            let (current, total) = (count("current"), count("total"))
            let style = reader.member(object, "style", at: path, absent: .dots) {
                reader.choice($0, at: $1, kind: "progress style") as TourProgress.Style?
            }
            // Whether the counts or the style differ by appearance.
            let varies = current?.parts != nil || total?.parts != nil || style?.parts != nil
            // The text is decoded once, where an appearance first needs it.
            var written: SpecText??
            func text() -> SpecText? {
                if written == nil { written = .some(object["text"].flatMap { decodeText($0, at: path / "text") }) }
                return written ?? nil
            }
            func progress(in part: Variant?) -> TourProgress? {
                let (current, total, style) = (current?.value(in: part), total?.value(in: part), style?.value(in: part))
                if let current, let total, current > total {
                    let message = "step \(Int(current)) of \(Int(total)): \"current\" may not be more than \"total\""
                    reader.say(Diagnostic(.error, at: path / "current", message), in: part)
                    return nil
                }
                guard let current, let total, let style else { return nil }
                let arguments: [FormatArgument] = [.number(current), .number(total)]
                var format: SpecText?
                if object["text"] != nil {
                    if style != .text {
                        reader.say(Diagnostic(.warning, at: path / "text", "has no effect unless \"style\" is \"text\""), in: part)
                    }
                    guard let written = text() else { return nil }
                    // Where the counts differ by appearance, each appearance's text is filled with its own.
                    let own = varies ? written.settled(part) : written
                    switch progressText(own, arguments: arguments) {
                    case .success(let text): format = text
                    case .failure(let error):
                        reader.say(error, in: part)
                        return nil
                    }
                } else if style == .text {
                    format = SpecText(.format("%d / %d", arguments: arguments), path: path / "text")
                }
                return TourProgress(current: Int(current), total: Int(total), style: style, text: format)
            }
            return reader.atEachPoint(varies: varies, progress(in:))
        }
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
                formats.append(LocaleValueMap.Entry(tag: entry.tag, format))
            }
            return .success(SpecText(.byLocale(LocaleValueMap(path: entries.path, entries: formats)), path: written.path))
        case .byAppearance(let entries):
            // Each appearance's format; a mistake in another appearance's than this pass's fails
            // only that appearance's variants, which then draw nothing of this map.
            // In the order declared, every entry: each one's mistake is said at once (iterating
            // the dictionary let its hash order decide whether dark's was said beside light's).
            var formats: [Variant: SpecText] = [:]
            var failure: Diagnostic?
            let chosen = reader.sites.chosen
            for part in reader.sites.declared {
                guard let entry = entries.parts?[part] else { continue }
                switch progressText(entry, arguments: arguments) {
                case .success(let format): formats[part] = format
                case .failure(let error) where part == chosen: failure = error
                case .failure(let error): reader.sites.errors[part].append(error)
                }
            }
            if let failure { return .failure(failure) }
            // This pass's entry is there: its mistake returned above.
            guard let chosen, formats[chosen] != nil else { return .success(SpecText(.byAppearance(entries), path: written.path)) }
            return .success(SpecText(.byAppearance(VariantKeyed(formats, first: chosen)), path: written.path))
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
            let role = reader.member(object, "role", at: itemPath, absent: .secondary) {
                reader.choice($0, at: $1, kind: "button role") as TourButton.Role?
            }
            guard let text, let role else {
                valid = false
                continue
            }
            buttons.append(TourButton(text: text, role: Varying(role)))
        }
        return valid ? buttons : nil
    }
}
