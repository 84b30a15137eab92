import Hummingbird

/// Headers every answer carries, errors included: the pages may run only the preview's own
/// scripts, styles, images and fonts (no inline script, nothing from another origin, no
/// framing), and no browser may guess a type other than the one sent.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = PreviewRequestContext

    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; "
        + "connect-src 'self'; worker-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.init("Referrer-Policy")!] = "no-referrer"
        return response
    }
}
