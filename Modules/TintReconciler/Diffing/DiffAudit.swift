import TintViews

/// A stored property that makes its view re-render on every parent update, and the fix.
public struct DiffAuditFinding: Sendable, Hashable, CustomStringConvertible {
    /// What kind of property defeats diffing; its raw value is how reports name it.
    public enum Problem: String, Sendable, Hashable {
        /// A closure with a context: a new one on every parent `body`.
        case capturingClosure = "capturing closure"
        /// A closure without captures: equal under `compiled`, always changed under `mirror`.
        case closureUnderMirror = "closure compared by the mirror engine"
        /// A class instance: compared by identity, so a parent that builds it anew re-renders
        /// the view every time.
        case classInstance = "class instance"
        /// A value whose representation cannot be read: always counts as changed.
        case uninspectable = "value that cannot be inspected"
    }

    /// The property's path from the view (`onTap`, `style.action`).
    public var property: String
    public var problem: Problem
    /// What to change so the view can be skipped.
    public var fix: String

    public var description: String { "\(property): \(problem.rawValue). Fix: \(fix)" }
}

/// What the comparison of one view type will do, and which properties defeat it.
public struct DiffAuditReport: Sendable, Hashable, CustomStringConvertible {
    public var viewType: String
    /// How values of the view are compared under the audited policy and engine.
    public var decidedBy: String
    public var findings: [DiffAuditFinding]

    /// True when nothing in the view forces a re-render.
    public var isClean: Bool { findings.isEmpty }

    public var description: String {
        var lines = ["\(viewType): compared by \(decidedBy); " + (isClean ? "diffs well." : "\(findings.count) propert\(findings.count == 1 ? "y" : "ies") can re-render it on every parent update:")]
        lines += findings.map { "  - \($0)" }
        return lines.joined(separator: "\n")
    }
}

/// The diffability audit: given a view value, the stored properties that make it re-render on
/// every parent update (capturing closures, class instances, values that cannot be read), each
/// with its fix. It reads the compiled engine's plan, so it reports exactly what the
/// comparison will look at.
@MainActor
public enum DiffAudit {
    public static func audit<V: View>(_ view: V, policy: DiffPolicy = .automatic, engine: ReflectionEngine = .compiled) -> DiffAuditReport {
        let name = TypeNames.name(of: V.self)
        switch policy {
        case .alwaysEvaluate:
            return DiffAuditReport(viewType: name, decidedBy: "nothing (alwaysEvaluate policy: every parent update re-runs it)", findings: [])
        case .automatic where V.self is any Equatable.Type:
            return DiffAuditReport(viewType: name, decidedBy: "its own ==", findings: [])
        case .automatic, .reflection:
            break
        }
        guard let plan = CompiledPlans.propertyComparer(for: V.self) as? StructComparer else {
            return DiffAuditReport(viewType: name, decidedBy: "its whole value", findings: [])
        }
        var findings: [DiffAuditFinding] = []
        withUnsafePointer(to: view) { base in
            for leaf in plan.leaves {
                if let finding = finding(for: leaf.comparer, at: UnsafeRawPointer(base) + leaf.offset, path: leaf.path, engine: engine) {
                    findings.append(finding)
                }
            }
        }
        return DiffAuditReport(viewType: name, decidedBy: "its stored properties (\(engine.rawValue) engine)", findings: findings)
    }

    private static let closureFix = "mark it @DiffIgnored, or make the view Equatable with an == that leaves it out (and wrap it in .equatable()), or split the view into a container that owns the action and an Equatable presentation view"
    private static let classFix = "keep one instance (hoist it into the parent's @State) and pass that, or pass the values the view shows instead of the object"
    private static let uninspectableFix = "make the type Equatable"

    private static func finding(for comparer: ValueComparer, at field: UnsafeRawPointer, path: String, engine: ReflectionEngine) -> DiffAuditFinding? {
        switch comparer {
        case let bytes as BytesComparer where bytes.rule == .closureIdentity:
            // A thick closure is (function, context); a non-null context means captures.
            let captures = bytes.count == 2 * MemoryLayout<Int>.size && field.load(fromByteOffset: MemoryLayout<Int>.size, as: UInt.self) != 0
            if captures { return DiffAuditFinding(property: path, problem: .capturingClosure, fix: closureFix) }
            return engine == .mirror ? DiffAuditFinding(property: path, problem: .closureUnderMirror, fix: closureFix) : nil
        case let bytes as BytesComparer where bytes.rule == .referenceIdentity:
            return DiffAuditFinding(property: path, problem: .classInstance, fix: classFix)
        case let optional as OptionalWrapping:
            guard optional.isPresent(field) else { return nil }
            return finding(for: optional.wrappedComparer, at: field, path: path, engine: engine)
        case is UninspectableComparer:
            return DiffAuditFinding(property: path, problem: .uninspectable, fix: uninspectableFix)
        default:
            return nil
        }
    }
}

/// An optional's comparer, seen by the audit: whether a value is present, and the comparer of
/// the payload (stored at offset 0).
@MainActor
protocol OptionalWrapping {
    var wrappedComparer: ValueComparer { get }
    func isPresent(_ field: UnsafeRawPointer) -> Bool
}

extension OptionalComparer: OptionalWrapping {
    var wrappedComparer: ValueComparer { wrapped }
}
