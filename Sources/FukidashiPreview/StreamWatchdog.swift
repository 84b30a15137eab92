import NIOCore

/// Closes a connection whose write has waited too long for its client to read: a write to a
/// stream waits while the socket's buffers are full, so a client that asked for `/events` and
/// never reads is let go once they fill, and its stream and connection go to others.
struct StreamWatchdog {
    let channel: any Channel
    let timeout: Duration

    /// Runs one write; if it is still waiting after `timeout`, the connection is closed, which
    /// fails the write and ends the stream.
    func writing(_ write: () async throws -> Void) async throws {
        let channel = self.channel
        let timer = Task {
            try await Task.sleep(for: timeout)
            channel.close(promise: nil)
        }
        defer { timer.cancel() }
        try await write()
    }
}
