/// What every fuzzing target shares: libFuzzer's driver, and a reader of the input's bytes.

/// libFuzzer's driver, run from a target's `<Target>_main` (SwiftPM's name for an executable's
/// entry; the sanitizer's own `main` is not used).
@_silgen_name("LLVMFuzzerRunDriver")
public func fuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                            _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// Runs libFuzzer's driver with the program's arguments and `callback` for each input.
public func runFuzzer(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                      _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return fuzzerRunDriver(&count, &arguments, callback)
}

/// One input of a target: made from its bytes, then run on the main actor (where Tint's UI
/// work lives); a failure stops the run (`fuzzFailure`).
@MainActor
public protocol FuzzCase {
    init(_ bytes: [UInt8])
    func run()
}

/// Runs `C` on the input libFuzzer hands a target's `LLVMFuzzerTestOneInput`.
public func runCase<C: FuzzCase>(_ type: C.Type, _ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated { C(bytes).run() }
    return 0
}

/// Reads an input a byte at a time; past its end, zeros.
public struct ByteReader {
    private let bytes: [UInt8]
    private var offset = 0
    public init(_ bytes: [UInt8]) { self.bytes = bytes }
    public mutating func next() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }
    public mutating func take(_ count: Int) -> [UInt8] { (0..<count).map { _ in next() } }
    public mutating func rest() -> ArraySlice<UInt8> { offset < bytes.count ? bytes[offset...] : [] }
}

/// Stops the run, saying why: libFuzzer keeps the input that got here.
public func fuzzFailure(_ message: String) -> Never {
    fatalError(message)
}
