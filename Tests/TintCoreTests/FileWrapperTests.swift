import Foundation
import Testing
import TintCore

/// `FileWrapper`, which Foundation on Linux lacks: files, folders and links read and written
/// as Apple's are, atomic writes that leave the old node intact on failure, and reads that
/// refuse what a document must not hold (pipes, huge files) with a clear error.
@Suite struct FileWrapperTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-filewrapper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test func aRegularFileRoundTrips() throws {
        let url = folder.appendingPathComponent("note.txt")
        try FileWrapper(regularFileWithContents: Data("hello".utf8)).write(to: url, options: .atomic, originalContentsURL: nil)
        let read = try FileWrapper(url: url, options: .immediate)
        #expect(read.isRegularFile && !read.isDirectory && !read.isSymbolicLink)
        #expect(read.regularFileContents == Data("hello".utf8))
        #expect(read.filename == "note.txt" && read.preferredFilename == "note.txt")
        #expect(read.fileWrappers == nil && read.symbolicLinkDestinationURL == nil)
        #expect(read.matchesContents(of: url))
        try Data("changed".utf8).write(to: url)
        #expect(!read.matchesContents(of: url))
    }

    @Test func aFolderWithFilesAndALinkRoundTrips() throws {
        let package = FileWrapper(directoryWithFileWrappers: [:])
        #expect(package.addRegularFile(withContents: Data("a".utf8), preferredFilename: "a.txt") == "a.txt")
        #expect(package.addRegularFile(withContents: Data("b".utf8), preferredFilename: "a.txt") == "a 2.txt", "a taken name gets a number")
        let inner = FileWrapper(directoryWithFileWrappers: ["deep.txt": FileWrapper(regularFileWithContents: Data("deep".utf8))])
        inner.preferredFilename = "Inner"
        package.addFileWrapper(inner)
        let link = FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "a.txt"))
        link.preferredFilename = "link"
        package.addFileWrapper(link)
        #expect(package.keyForChildFileWrapper(inner) == "Inner")

        let url = folder.appendingPathComponent("Doc.pkg")
        try package.write(to: url, options: [.atomic, .withNameUpdating], originalContentsURL: nil)
        #expect(package.filename == "Doc.pkg" && inner.filename == "Inner")
        let read = try FileWrapper(url: url)
        #expect(read.isDirectory)
        let children = try #require(read.fileWrappers)
        #expect(Set(children.keys) == ["a.txt", "a 2.txt", "Inner", "link"])
        #expect(children["a 2.txt"]?.regularFileContents == Data("b".utf8))
        #expect(children["Inner"]?.fileWrappers?["deep.txt"]?.regularFileContents == Data("deep".utf8))
        #expect(children["link"]?.isSymbolicLink == true && children["link"]?.symbolicLinkDestinationURL?.path.hasSuffix("a.txt") == true,
                "a link is kept as a link, not followed")
        #expect(read.matchesContents(of: url))

        package.removeFileWrapper(inner)
        #expect(package.fileWrappers?["Inner"] == nil)
        // A folder written over a folder replaces it whole.
        try package.write(to: url, options: .atomic, originalContentsURL: url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() == ["a 2.txt", "a.txt", "link"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Doc.pkg"], "no temporary node is left beside it")
    }

    @Test func aFailedAtomicWriteLeavesTheOldNodeIntact() throws {
        let url = folder.appendingPathComponent("keep.txt")
        try Data("old contents".utf8).write(to: url)
        // A child whose key names a folder that does not exist cannot be written.
        let broken = FileWrapper(directoryWithFileWrappers: ["missing/child.txt": FileWrapper(regularFileWithContents: Data("x".utf8))])
        #expect(throws: CocoaError.self) { try broken.write(to: url, options: .atomic, originalContentsURL: nil) }
        #expect(try Data(contentsOf: url) == Data("old contents".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.txt"], "the half-written node is cleaned up")

        // A destination inside a file, not a folder, fails with the reason.
        let impossible = url.appendingPathComponent("inside.txt")
        do {
            try FileWrapper(regularFileWithContents: Data()).write(to: impossible, options: .atomic, originalContentsURL: nil)
            Issue.record("writing inside a file succeeded")
        } catch {
            let message = (error as NSError).userInfo[NSLocalizedDescriptionKey] as? String ?? ""
            #expect(message.contains("inside.txt") && message.contains("could not be saved"), "\(message)")
        }
    }

    @Test func readsRefuseWhatADocumentMustNotHold() throws {
        // Missing.
        do {
            _ = try FileWrapper(url: folder.appendingPathComponent("nothing"))
            Issue.record("a missing file was read")
        } catch let error as CocoaError {
            #expect(error.code == .fileReadNoSuchFile)
        }
        // A named pipe is refused, not waited on.
        let pipe = folder.appendingPathComponent("pipe")
        #expect(mkfifo(pipe.path, 0o644) == 0)
        do {
            _ = try FileWrapper(url: pipe)
            Issue.record("a named pipe was read")
        } catch {
            let message = (error as NSError).userInfo[NSLocalizedDescriptionKey] as? String ?? ""
            #expect(message.contains("named pipe"), "\(message)")
        }
        // A file larger than a document may be is refused by its size, before a byte is read
        // (a sparse file: nothing is written to the disk).
        let huge = folder.appendingPathComponent("huge.bin")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(FileWrapper.contentsLimit) + 1)
        try handle.close()
        do {
            _ = try FileWrapper(url: huge)
            Issue.record("a huge file was read")
        } catch let error as CocoaError {
            #expect(error.code == .fileReadTooLarge)
            let message = error.userInfo[NSLocalizedDescriptionKey] as? String ?? ""
            #expect(message.contains("huge.bin") && message.contains("512 MiB"), "\(message)")
        }
    }
}
