import FukidashiCommandLine
import FukidashiJSON
import FukidashiJSONParser
import FukidashiModel
import FukidashiVariants

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// On GitHub Actions (`GITHUB_ACTIONS=true`), each error, warning and note with a file is also
/// printed as a workflow command, `::error file=ios/tour/step1.json,line=12,title=…::…`, so it
/// shows on the pull request's line. GitHub names files from the repository's root
/// (`GITHUB_WORKSPACE`), whatever folder the step runs in (`working-directory: ios`), so the
/// file is named from there. The line is the JSON path's (its key's), found in the spec's
/// text; a path the file does not have (a missing key) points at its nearest ancestor that it
/// does.
enum Annotations {
    static func print(_ diagnostics: [Diagnostic], environment: [String: String] = CommandEnvironment.variables) {
        guard environment["GITHUB_ACTIONS"] == "true" else { return }
        let text = commands(for: diagnostics, workspace: environment["GITHUB_WORKSPACE"], in: FileManager.default.currentDirectoryPath)
        if !text.isEmpty { Console.output(text) }
    }

    /// The workflow commands for `diagnostics`, one a line; files named as the run named them
    /// (relative to `directory`), and from `workspace` where it is set.
    static func commands(for diagnostics: [Diagnostic], workspace: String?, in directory: String) -> String {
        var lines: [String] = []
        var linesByFile: [String: [JSONPath: Int]] = [:]
        for diagnostic in diagnostics {
            guard let file = diagnostic.file else { continue }
            var properties = ["file=" + escapedProperty(RepositoryPath.named(file, from: workspace, in: directory))]
            if let path = diagnostic.path {
                if linesByFile[file] == nil {
                    linesByFile[file] = FileManager.default.contents(atPath: file).flatMap { JSONParser.lines(in: [UInt8]($0)) } ?? [:]
                }
                if let line = line(of: path, in: linesByFile[file]!) { properties.append("line=\(line)") }
            }
            let variant = diagnostic.variant == .plain ? "" : " (\(diagnostic.variant))"
            properties.append("title=" + escapedProperty("fukidashi" + variant))
            let message = (diagnostic.path.map { "\($0): " } ?? "") + diagnostic.message
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            lines.append("::\(command) \(properties.joined(separator: ","))::\(escapedData(message))")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The line of `path`, or of its nearest ancestor the file has.
    static func line(of path: JSONPath, in lines: [JSONPath: Int]) -> Int? {
        var components = path.components
        while true {
            if let line = lines[JSONPath(components)] { return line }
            guard !components.isEmpty else { return nil }
            components.removeLast()
        }
    }

    /// A command's message: `%`, CR and LF as GitHub's toolkit escapes them.
    static func escapedData(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    /// A property's value: as a message, and `:` and `,`, which end it.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
