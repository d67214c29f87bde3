public import Foundation

/// How many data-source cell or supplementary requests are running (CR2: a registration created
/// inside one is refused when it is used).
@MainActor
enum CellRegistrationScope {
    static var depth = 0
    private static var made = 0

    /// A reuse identifier no other registration has.
    static func nextIdentifier(_ kind: String, _ type: Any.Type) -> String {
        made += 1
        return "\(kind)-\(made)-\(type)"
    }

    /// CR2's exception for `registration`.
    static func createdInsideProvider(_ description: String) -> UIKitException {
        UIKitException(
            name: .internalInconsistency,
            reason:
                "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: <\(description)>",
            code: .registrationInsideProvider)
    }
}

extension CollectionView {
    /// A cell class plus the closure that configures it: UIKit's `UICollectionView.CellRegistration`
    /// (CR1). Make it once, up front (CR2), and dequeue with
    /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``, which registers the class
    /// the first time. The nib form (`init(cellNib:handler:)`) is not supported: the runtime has no
    /// nibs.
    @MainActor
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a dequeued cell: UIKit's `Handler`.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let reuseIdentifier: String
        /// Whether it was created inside a cell or supplementary request (CR2).
        let createdInsideProvider: Bool

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = CellRegistrationScope.nextIdentifier("UICollectionViewCellRegistration", Cell.self)
            createdInsideProvider = CellRegistrationScope.depth > 0
        }
    }

    /// A supplementary view class of one element kind plus the closure that configures it: UIKit's
    /// `UICollectionView.SupplementaryRegistration` (CR1). Make it once, up front (CR2).
    @MainActor
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures a dequeued view: UIKit's `Handler`.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        /// The element kind the views are for.
        public let elementKind: String
        let handler: Handler
        let reuseIdentifier: String
        let createdInsideProvider: Bool

        /// A registration of `Supplementary` for `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = CellRegistrationScope.nextIdentifier("UICollectionViewSupplementaryRegistration", Supplementary.self)
            createdInsideProvider = CellRegistrationScope.depth > 0
        }
    }

    /// CR1: dequeues a cell of `registration`'s class (registering it the first time) as
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` does, and runs its handler with `item`.
    /// - Raises (recorded on the runtime, see ``UIKitException``): CR2's
    ///   `NSInternalInconsistencyException` when the registration was created inside a cell or
    ///   supplementary request; the cell is still dequeued and configured so that the pass goes on.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if registration.createdInsideProvider {
            runtime.raise(CellRegistrationScope.createdInsideProvider("UICollectionViewCellRegistration: \(registration.reuseIdentifier)"))
        }
        if !cellPool.isRegistered(registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let typed = cell as? Cell else { return Cell(registeredWithFrame: .zero) }
        if let item { registration.handler(typed, indexPath, item) }
        return typed
    }

    /// CR1: dequeues a supplementary view of `registration`'s class and kind (registering it the
    /// first time) and runs its handler.
    /// - Raises (recorded on the runtime, see ``UIKitException``): CR2's exception as for cells.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        if registration.createdInsideProvider {
            runtime.raise(
                CellRegistrationScope.createdInsideProvider("UICollectionViewSupplementaryRegistration: \(registration.reuseIdentifier)"))
        }
        let key = Self.supplementaryKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if !supplementaryPool.isRegistered(key) {
            register(
                Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                withReuseIdentifier: registration.reuseIdentifier)
        }
        let view = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let typed = view as? Supplementary else { return Supplementary(registeredWithFrame: .zero) }
        registration.handler(typed, registration.elementKind, indexPath)
        return typed
    }
}
