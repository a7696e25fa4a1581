/// A benchmark name taken apart by the suite's convention, "Group: subject, variant": the
/// variant is what the report compares (a diffing strategy, an engine, Tint against cairo), the
/// subject is what stays the same between the rows of one comparison.
///
/// "Update: 1,024-row list, one row changed, reflection+compiled" has the group "Update", the
/// subject "1,024-row list, one row changed" and the variant "reflection+compiled". A name
/// without a comma is a subject alone, compared with nothing.
public struct BenchmarkName: Hashable, Sendable {
    public var group: String
    public var subject: String
    public var variant: String?

    public init(_ name: String) {
        var rest = Substring(name)
        if let colon = name.firstIndex(of: ":") {
            group = String(name[..<colon])
            rest = name[name.index(after: colon)...].drop(while: { $0 == " " })
        } else {
            group = ""
        }
        if let comma = rest.range(of: ", ", options: .backwards) {
            subject = String(rest[..<comma.lowerBound])
            variant = String(rest[comma.upperBound...])
        } else {
            subject = String(rest)
            variant = nil
        }
    }
}
