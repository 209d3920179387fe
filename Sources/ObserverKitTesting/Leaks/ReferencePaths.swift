/// Finds paths through stored properties (as `Mirror` sees them) from a value to an object: the leads a leak
/// report gives. Bounded in depth and visiting each object once, so cycles and large graphs end.
enum ReferencePaths {
    static let maximumDepth = 8

    /// Every path from `root` (written `name`) to `target`, up to ``maximumDepth`` properties deep.
    static func paths(from root: Any, named name: String, to target: ObjectIdentifier) -> [String] {
        var visited: Set<ObjectIdentifier> = []
        var found: [String] = []
        search(root, path: name, target: target, depth: 0, visited: &visited, found: &found)
        return found
    }

    private static func search(
        _ value: Any, path: String, target: ObjectIdentifier, depth: Int,
        visited: inout Set<ObjectIdentifier>, found: inout [String]
    ) {
        guard depth < maximumDepth else { return }
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for (index, child) in current.children.enumerated() {
                let childPath = path + (child.label.map { $0 == "some" ? "" : ".\($0)" } ?? "[\(index)]")
                let childMirror = Mirror(reflecting: child.value)
                if childMirror.displayStyle == .class {
                    let object = child.value as AnyObject
                    let identifier = ObjectIdentifier(object)
                    if identifier == target {
                        found.append(childPath)
                        continue
                    }
                    guard visited.insert(identifier).inserted else { continue }
                }
                search(child.value, path: childPath, target: target, depth: depth + 1, visited: &visited, found: &found)
            }
            mirror = current.superclassMirror
        }
    }
}
