/// Where a value sits in a spec: `elements[2].tail.width`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    package enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    package let components: [Component]

    package init(_ components: [Component] = []) {
        self.components = components
    }

    package static let root = JSONPath()

    func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    func appending(_ index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }
    package static func / (path: JSONPath, key: String) -> JSONPath { path.appending(key) }
    package static func / (path: JSONPath, index: Int) -> JSONPath { path.appending(index) }

    /// `elements[2].tail.width`; `$` for the document itself.
    public var description: String {
        if components.isEmpty { return "$" }
        var text = ""
        for component in components {
            switch component {
            case .index(let i): text += "[\(i)]"
            case .key(let k) where k.isPlainIdentifier: text += text.isEmpty ? k : ".\(k)"
            case .key(let k): text += "[\(k.quotedForDiagnostic)]"
            }
        }
        return text
    }
}

extension String {
    var isPlainIdentifier: Bool {
        !isEmpty && unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_" || $0 == "-" }
    }
}
