import Hummingbird
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The port the server listens on, known once it is bound (`--port 0` takes any free one).
final class ListeningPort: Sendable {
    private let port = Atomic<Int>(0)

    func set(_ value: Int) { port.store(value, ordering: .relaxed) }
    var value: Int { port.load(ordering: .relaxed) }
}

/// Answers only requests addressed to this server: a `Host` that is `localhost`, the `--host`
/// given, or an IP address, with the port it listens on. A page on a rebinding domain
/// (`evil.example` made to resolve to 127.0.0.1) sends its own name as the host, so it is
/// refused with 421 and can read nothing, while the user's own browser, which names the
/// address the server printed, is served.
struct HostCheckMiddleware: RouterMiddleware {
    typealias Context = PreviewRequestContext
    let configuredHost: String
    let port: ListeningPort

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard Self.accepts(request.head.authority, configuredHost: configuredHost, port: port.value) else {
            return Response(
                status: .misdirectedRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: .init(string: "This server answers only requests addressed to it by localhost or an IP address.\n")))
        }
        return try await next(request, context)
    }

    /// `authority` is `host:port`, `[v6]:port`, or a host alone (port 80).
    static func accepts(_ authority: String?, configuredHost: String, port: Int) -> Bool {
        guard let authority, !authority.isEmpty else { return false }
        var host = Substring(authority)
        var given: Int?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            let rest = host[host.index(after: close)...]
            host = host[host.index(after: host.startIndex)..<close]
            if !rest.isEmpty {
                guard rest.hasPrefix(":"), let number = Int(rest.dropFirst()) else { return false }
                given = number
            }
        } else if let colon = host.lastIndex(of: ":") {
            guard let number = Int(host[host.index(after: colon)...]) else { return false }
            given = number
            host = host[..<colon]
        }
        guard (given ?? 80) == port else { return false }
        let name = host.lowercased()
        return name == "localhost" || name == configuredHost.lowercased() || isIPAddress(name)
    }

    /// An IPv4 or IPv6 address written as one: no name a DNS server could answer for.
    static func isIPAddress(_ text: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
    }
}
