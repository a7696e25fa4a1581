import CTintText

/// FreeType, started once per process; its faces are only touched on the main actor.
@MainActor
enum FreeTypeLibrary {
    /// The library handle, or why FreeType could not start.
    static let handle: Result<FT_Library, FontError> = {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            return .failure(.libraryUnavailable(reason: "FreeType error \(error)"))
        }
        return .success(library)
    }()
}
