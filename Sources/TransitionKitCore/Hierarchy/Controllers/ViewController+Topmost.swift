extension ViewController {
  /// The controller at the top of this controller's modal chain: the one
  /// that nothing presents above. This controller when it presents nothing.
  ///
  /// The answer is kept with the count of chain edits
  /// (``HierarchyEdit/chainEditCount``): while no edit changed a container
  /// or a presentation, it still holds; when the only edit since presented
  /// a controller on the kept top, the walk goes on from there. So building
  /// a chain of N presentations through `Transition.present` costs O(N), not
  /// O(N²). The kept top is never read unless one of those holds, which
  /// proves it is still in the chain, and so alive.
  var topmostPresentedViewController: ViewController {
    let stamp = HierarchyEdit.chainEditCount
    var top: ViewController = self
    if let cache = topmostCache {
      if cache.stamp == stamp { return cache.top.takeUnretainedValue() }
      if cache.stamp &+ 1 == stamp, HierarchyEdit.lastPresentationContext == cache.top.toOpaque() {
        top = cache.top.takeUnretainedValue()
      }
    }
    while let presented = top.presentedViewController, presented !== top {
      top = presented
    }
    topmostCache = (Unmanaged.passUnretained(top), stamp)
    return top
  }
}
