/// An appearance phase that a change under way held open when another
/// change began to move the same controller.
///
/// A controller appearing or disappearing in an animated or interactive
/// change keeps that phase until the change ends, whichever changes happen
/// around it. When a change that moved it is undone (a sequence rolled back,
/// an interactive transition cancelled), the controller goes back to that
/// phase, begun and not ended, and the holder's end still ends it: undoing a
/// change puts the appearance back as it was, not as if the holder were over.
@MainActor
struct HeldAppearancePhase {
  let controller: ViewController
  /// Whether the phase is an appearing one (or a disappearing one).
  let isAppearing: Bool
  /// The change under way that began the phase, and ends it.
  weak var holder: HierarchyChange?
  /// The window whose change began the phase.
  @WindowReference var window: Window?

  /// The phases held by other changes under way among the controllers an
  /// appearance transition is about to move (usually none).
  static func phases(movedBy appearance: AppearanceTransition) -> [HeldAppearancePhase] {
    var phases: [HeldAppearancePhase] = []
    // The appearing controllers, then the disappearing ones (a plain loop:
    // this runs on every change that shows or hides something).
    for controller in appearance.controllers {
      let isAppearing: Bool
      switch controller.appearanceState {
      case .appearing: isAppearing = true
      case .disappearing: isAppearing = false
      case .appeared, .disappeared: continue
      }
      guard let holder = controller.appearancePhaseChange, holder.isUnderWay else { continue }
      holder.isHeldWeakly = true
      phases.append(
        HeldAppearancePhase(
          controller: controller, isAppearing: isAppearing, holder: holder,
          window: controller.appearancePhaseWindow))
    }
    return phases
  }

  /// The phase of `controller` among `phases` that an undo can leave open:
  /// its holder is still under way, and the controller's visibility after
  /// the undo is the one the phase leads to.
  static func reopenable(
    _ controller: ViewController, in phases: [HeldAppearancePhase], isVisible: Bool
  ) -> HeldAppearancePhase? {
    for phase in phases where phase.controller === controller {
      guard phase.isAppearing == isVisible, phase.holder?.isUnderWay == true else { return nil }
      return phase
    }
    return nil
  }

  /// Gives the phase back to its holder: the controller's open phase is the
  /// holder's again. It keeps the `animated` flag of the will-callback the
  /// undo sent, which its did-callback repeats.
  func reopen() {
    controller.appearancePhaseChange = holder
    controller.appearancePhaseWindow = window
  }
}
