// The one unsafe construct here, and why it is needed: reading an `unowned` stored property whose object is gone
// stops the program ("Attempted to read an unowned reference but object … was already destroyed"), and `Mirror`
// reads every property it is asked for, with no way to tell a property's ownership. The Swift runtime's own field
// metadata does tell it: `swift_reflectionMirror_recursiveCount` and `swift_reflectionMirror_recursiveChildMetadata`
// (the entry points behind the standard library's `_forEachField`, declared here as the standard library declares
// them, with its `_FieldReflectionMetadata` from SwiftShims) say, without reading the value, whether each stored
// property is strong. The search asks them first and reads only strong properties through `Mirror`.

import SwiftShims

/// Finds paths through strong stored properties (as `Mirror` sees them) from a value to an object: the leads a
/// leak report gives. Bounded in depth and visiting each object once, so cycles and large graphs end. `weak` and
/// `unowned` properties hold nothing and are not followed (an `unowned` one whose object is gone cannot even be
/// read); a type's custom mirror (`CustomReflectable`) is followed as it reports its children.
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
        let storedProperties = !(value is CustomReflectable)
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for (index, child) in children(of: current, storedProperties: storedProperties) {
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

    /// The children of `mirror` worth following, each with its index: all of them, except that when the mirror
    /// shows a struct's or a class's own stored properties (`storedProperties`: no custom mirror), only the strong
    /// ones, each read only when it is strong (a mirror reads a child when it is subscripted, not before).
    private static func children(of mirror: Mirror, storedProperties: Bool) -> [(Int, Mirror.Child)] {
        let children = mirror.children
        guard storedProperties, mirror.displayStyle == .class || mirror.displayStyle == .struct else {
            return Array(children.enumerated())
        }
        guard let strong = strongProperties(of: mirror.subjectType, count: children.count) else { return [] }
        var kept: [(Int, Mirror.Child)] = []
        var position = children.startIndex
        for index in 0..<children.count {
            if strong[index] { kept.append((index, children[position])) }
            children.formIndex(after: &position)
        }
        return kept
    }

    /// Whether each of the `count` stored properties `type` itself declares (not its superclasses') is strong;
    /// `nil` when the runtime's metadata does not list them as the mirror does (then none is followed).
    private static func strongProperties(of type: Any.Type, count: Int) -> [Bool]? {
        let all = swiftReflectionRecursiveCount(type)
        guard all >= count else { return nil }
        // The recursive indices list a class's superclasses' properties first, then its own.
        return (all - count..<all).map { index in
            var field = _FieldReflectionMetadata()
            _ = swiftReflectionRecursiveChildMetadata(type, index: index, fieldMetadata: &field)
            if let free = field.freeFunc { free(field.name) }
            return field.isStrong
        }
    }
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func swiftReflectionRecursiveCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func swiftReflectionRecursiveChildMetadata(
    _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<_FieldReflectionMetadata>
) -> Any.Type
