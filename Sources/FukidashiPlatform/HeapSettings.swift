/// How glibc's allocator treats image buffers, for the programs that render many images.
package enum HeapSettings {
    /// A 3× screenshot's buffers are tens of megabytes: by default glibc maps each one anew,
    /// zeroes it and unmaps it, and each unmap interrupts the other workers' CPUs. Above these
    /// sizes only are buffers mapped, and freed memory is returned to the system, so image
    /// buffers stay on the heap and are reused.
    package static func keepImageBuffersOnHeap() {
        #if canImport(Glibc)
            _ = glibcMallopt(mmapThreshold, 256 << 20)
            _ = glibcMallopt(trimThreshold, 512 << 20)
        #endif
    }

    /// `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD` from <malloc.h>.
    private static let mmapThreshold: Int32 = -3
    private static let trimThreshold: Int32 = -1
}

#if canImport(Glibc)
    /// glibc's mallopt(3), which Swift's Glibc module does not export (it lives in <malloc.h>).
    @_silgen_name("mallopt")
    private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
