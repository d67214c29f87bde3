import Testing

@testable import Profiler

private protocol NamedShape {}
private protocol NamedClassShape: AnyObject {}
private final class NamedClass {}
private struct NamedGeneric<T> { struct Inner {} }

/// `TypeNames` reads names with `_typeName` (no conformance search per new type): it must
/// print exactly what `String(describing:)` and `String(reflecting:)` print for a metatype.
@Suite("Type names")
struct TypeNamesTests {
    @Test("_typeName agrees with String(describing:) and String(reflecting:) on every shape of type")
    func typeNameAgreesWithDescribing() {
        struct Local {}
        let types: [any Any.Type] = [
            Int.self, String.self, [NamedClass].self, [String: NamedClass].self, NamedClass?.self, NamedGeneric<Int>.self,
            NamedGeneric<NamedClass>.Inner.self, (Int, NamedClass).self, (a: Int, b: NamedClass).self, (() -> Void).self,
            ((Int) throws -> NamedClass?).self, (any NamedShape).self, (any NamedClassShape).self, (any NamedShape & NamedClassShape).self,
            Any.self, AnyObject.self, NamedClass.Type.self, Unmanaged<NamedClass>.self, UnsafeMutablePointer<Int>.self,
            Set<Int>.self, ContiguousArray<NamedClass>.self, NamedClass??.self, [Int: [NamedClass?]].self, UnsafeRawPointer?.self,
            Local.self, [Local].self, (any NamedShape.Type).self,
        ]
        for type in types {
            #expect(TypeNames.short(type) == TypeNames.stable(String(describing: type)))
            #expect(TypeNames.qualified(type) == String(reflecting: type))
        }
    }
}
