/// The presentables of a transition: none, one kept as it is, a list, or
/// a list of controllers kept as it came (see ``init(controllers:)``).
///
/// Most of the library's transitions put one screen in (a push, a
/// presentation): kept in a list, it would take an allocation on every such
/// route. ``Transition/presentables`` gives the list the public API promises,
/// made when it is asked for; a route's path (a coordinator's transition and
/// its end) reads this collection instead, and makes the list only for a
/// reader of the public API (a completion given the route's context, a
/// restorable route's record).
struct PresentableList: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
  private enum Storage: Sendable {
    case one(any Presentable)
    case list([any Presentable])
    case controllers([ViewController])
  }

  private let storage: Storage

  /// One presentable, kept as it is.
  static func one(_ presentable: any Presentable) -> PresentableList {
    PresentableList(storage: .one(presentable))
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// The presentables of a list.
  init(_ list: [any Presentable]) {
    storage = .list(list)
  }

  /// Controllers, kept as the list they came in: a transition that puts
  /// them in hands that list to the container as it is.
  init(controllers: [ViewController]) {
    storage = .controllers(controllers)
  }

  /// Whether the presentables are a list of controllers (see
  /// ``init(controllers:)``): the tests read it to tell which `set` overload
  /// Swift chose.
  var isListOfControllers: Bool {
    if case .controllers = storage { return true }
    return false
  }

  /// Whether a presentable is not a controller (a coordinator, say), read
  /// from the storage in place: a controller stands for itself.
  var holdsOtherThanControllers: Bool {
    switch storage {
    case .one(let presentable): return !(presentable is ViewController)
    case .list(let list):
      // A plain loop: a closure handed to the standard library would check the actor.
      for presentable in list where !(presentable is ViewController) { return true }
      return false
    case .controllers: return false
    }
  }

  /// The presentables of an array literal (an empty one takes no allocation;
  /// write ``one(_:)`` for a single presentable).
  init(arrayLiteral elements: any Presentable...) {
    storage = .list(elements)
  }

  /// The presentables as a list: the list itself, or a new one holding the
  /// single presentable or the controllers.
  var array: [any Presentable] {
    switch storage {
    case .one(let presentable): [presentable]
    case .list(let list): list
    case .controllers(let controllers): controllers
    }
  }

  /// The position of the first presentable.
  var startIndex: Int { 0 }

  /// The position after the last presentable.
  var endIndex: Int {
    switch storage {
    case .one: 1
    case .list(let list): list.count
    case .controllers(let controllers): controllers.count
    }
  }

  /// The presentable at `position`.
  subscript(position: Int) -> any Presentable {
    switch storage {
    case .one(let presentable):
      precondition(position == 0, "Index out of range")
      return presentable
    case .list(let list): return list[position]
    case .controllers(let controllers): return controllers[position]
    }
  }
}
