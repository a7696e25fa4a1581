/// Why a window could not be opened or used; says what to install or set.
public struct SDLError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
