import Foundation

/// tint-preview's command line.
struct PreviewOptions {
    static let usage = """
        usage: swift run tint-preview [--window] [--output FOLDER] [--product APP] [--package-path PATH] [FILE...]
          FILE...          only the previews written in these files (default: every preview)
          --window         show the previews in a window; a saved file rebuilds and reopens it
          --output FOLDER  where the PNG files go (default: .build/previews)
          --product APP    the executable whose program holds the previews (default: each one using TintUI)
          --package-path   the package (default: the current folder)
        """

    var files: [String] = []
    var window = false
    var output: String?
    var product: String?
    var packagePath = FileManager.default.currentDirectoryPath

    init(_ arguments: some Sequence<String>) throws {
        var remaining = Array(arguments)[...]
        func value(for option: String) throws -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw PreviewToolError("\(option) needs a value")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--window": window = true
            case "--output": output = try value(for: argument)
            case "--product": product = try value(for: argument)
            case "--package-path": packagePath = URL(fileURLWithPath: try value(for: argument)).path
            case "--help", "-h":
                print(Self.usage)
                exit(0)
            default:
                guard !argument.hasPrefix("-") else { throw PreviewToolError("unknown option \(argument)") }
                files.append(argument)
            }
        }
    }
}
