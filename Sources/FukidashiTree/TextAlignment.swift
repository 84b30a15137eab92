package enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case leading, center, trailing
}

extension TextAlignment: StyleWord {}
