#if os(Linux)
/// glibc's `malloc_trim` (the Glibc module does not export it).
@_silgen_name("malloc_trim") private func mallocTrim(_ pad: Int) -> Int32
#endif

/// Hands the pages of freed memory back to the system after a frame that mounted a large
/// tree.
///
/// A first frame of a million rows allocates arrays as large as the tree (change sets, child
/// lists, layout's sizes) and frees them again; glibc keeps freed memory below its heap's top
/// resident, and after its first large frees it stops giving large arrays their own mappings,
/// so about 130 bytes a row stayed resident for nothing (a million rows: 1,035 MB over the
/// empty host, 900 MB after trimming). Trimming walks the heap's free chunks: milliseconds,
/// paid only by frames that inserted many boxes.
enum FreedMemory {
    /// Boxes a frame inserts before the memory it freed is handed back.
    static let insertsBeforeTrimming = 50_000

    static func handBack() {
        #if os(Linux)
        _ = mallocTrim(0)
        #endif
    }
}
