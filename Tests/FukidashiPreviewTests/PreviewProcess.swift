import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A real `fukidashi preview` process on a free port, as a user starts it.
final class PreviewProcess {
    /// The tool: `FUKIDASHI_TEST_TOOL` where it names one (`scripts/test.sh` names the release
    /// build it has just made), else the debug build beside the test bundle.
    static let tool: URL = {
        if let tool = ProcessInfo.processInfo.environment["FUKIDASHI_TEST_TOOL"], !tool.isEmpty { return URL(fileURLWithPath: tool) }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("fukidashi")
    }()
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let process = Process()
    let address: String
    let port: Int
    private let errors = Pipe()

    /// Starts `fukidashi preview ARGUMENTS --port 0` (in `directory`, if given) and waits for
    /// it to say where it listens.
    init(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws {
        process.executableURL = Self.tool
        process.arguments = ["preview", "--port", "0"] + arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errors
        try process.run()
        var said = ""
        let handle = out.fileHandleForReading
        while !said.contains("\n") {
            let data = handle.availableData
            if data.isEmpty { break }
            said += String(decoding: data, as: UTF8.self)
        }
        guard let match = said.firstMatch(of: /serving (http:\/\/[^ ]+:(\d+)\/)/) else {
            process.terminate()
            throw PreviewError("the server did not start: \(said) \(String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self))")
        }
        address = String(match.1)
        port = Int(match.2)!
    }

    /// Stops it with `signal` and returns its exit status and what it wrote on stderr.
    func stop(_ signal: Int32 = SIGTERM) -> (status: Int32, stderr: String) {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            return (-1, "did not stop within 20 s")
        }
        return (process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    var isRunning: Bool { process.isRunning }

    /// The state the gallery reads.
    func state() throws -> [String: Any] {
        let response = try RawHTTP.get("/api/state", port: port)
        return try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as! [String: Any]
    }

    /// Polls until `condition` holds on the state, or fails after `seconds`.
    func waitForState(_ what: String, seconds: Double = 30, _ condition: ([String: Any]) -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let state = try? state(), condition(state) { return }
            usleep(50_000)
        }
        throw PreviewError("timed out waiting for \(what)")
    }

    /// Waits until every spec found has its first render.
    func waitUntilRendered() throws {
        // Before the first walk of the folders the list is empty, and "every spec" is true of it.
        try waitForState("every spec rendered") { state in
            state["discovered"] as? Bool == true && Self.specs(state).allSatisfy { $0["rendered"] as? Bool == true }
        }
    }

    static func specs(_ state: [String: Any]) -> [[String: Any]] { state["specs"] as? [[String: Any]] ?? [] }
}

struct PreviewError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// HTTP spoken byte for byte over a socket, so a test can send what a browser or curl would
/// tidy away (`..`, encoded slashes, too many headers, a request that never ends).
enum RawHTTP {
    struct Response {
        let status: Int
        let body: String
        /// The header lines, as sent.
        var head = ""

        func header(_ name: String) -> String? {
            head.split(separator: "\r\n").first { $0.lowercased().hasPrefix(name.lowercased() + ":") }
                .map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
        }
    }

    static func connect(port: Int) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(fd)
            throw PreviewError("cannot connect to port \(port)")
        }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    static func send(_ text: String, on fd: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return }
            bytes = bytes.dropFirst(sent)
        }
    }

    /// Everything the server sends until it closes the connection.
    static func readAll(_ fd: Int32) -> String {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            data += buffer[0..<count]
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func request(_ text: String, port: Int) throws -> Response {
        let fd = try connect(port: port)
        defer { close(fd) }
        send(text, on: fd)
        return parse(readAll(fd))
    }

    static func parse(_ raw: String) -> Response {
        let status = raw.firstMatch(of: /^HTTP\/1\.1 (\d{3})/).map { Int($0.1)! } ?? 0
        let split = raw.range(of: "\r\n\r\n")
        let body = split.map { String(raw[$0.upperBound...]) } ?? ""
        return Response(status: status, body: body, head: split.map { String(raw[..<$0.lowerBound]) } ?? raw)
    }

    /// A GET as a browser sends it to the address the server printed.
    static func get(_ target: String, port: Int, host: String? = nil, method: String = "GET") throws -> Response {
        try request("\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n", port: port)
    }
}
