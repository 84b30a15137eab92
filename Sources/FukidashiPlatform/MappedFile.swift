#if canImport(Glibc)
    import Glibc
#endif

/// Lends a file's bytes, mapped read-only, for the length of one closure: only the pages the
/// closure touches are read, so looking at a font's tables costs a few pages, not 10 MB.
package enum MappedFile {
    /// nil when the file cannot be opened or mapped; empty files lend an empty buffer.
    package static func withBytes<Result>(of path: String, _ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(status.st_size)
        guard size > 0 else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else { return nil }
        defer { munmap(address, size) }
        return body(UnsafeRawBufferPointer(start: address, count: size))
    }
}
