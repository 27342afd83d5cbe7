/// A coordinator that names itself in saved navigation, as UIKit's
/// `restorationIdentifier` names a view controller.
///
/// A ``RestorationStep`` addresses the coordinator that took its route by a
/// ``CoordinatorPath``: at each level, a name and a rank among the siblings
/// of that name. The name is the coordinator's ``restorationIdentifier`` when
/// it adopts this protocol, and its type's name otherwise. A type's name
/// changes when the type is renamed, and a generic coordinator's name spells
/// its arguments; an identifier stays the same across such changes, so a
/// document saved before them still restores.
///
/// ```swift
/// final class NewsCoordinator: NavigationCoordinator<NewsRoute>, RestorationIdentifiable {
///   var restorationIdentifier: String { "news" }
/// }
/// ```
@MainActor
public protocol RestorationIdentifiable: AnyObject {
  /// The coordinator's name in a ``CoordinatorPath``: stable across releases
  /// of the app, and different from its siblings' (siblings of one name are
  /// told apart by their rank).
  var restorationIdentifier: String { get }
}

extension CoordinatorPath {
  /// The name of a coordinator in a path: its restoration identifier, or
  /// its type's name.
  @MainActor
  static func name(of coordinator: any Presentable) -> String {
    if let identified = coordinator as? any RestorationIdentifiable { return identified.restorationIdentifier }
    return TypeNames.name(of: type(of: coordinator))
  }
}
