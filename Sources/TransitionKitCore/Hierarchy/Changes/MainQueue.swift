#if canImport(Dispatch)
  import Dispatch
#endif

/// Whether code that is not isolated (a `deinit`) runs on the main actor.
///
/// The main actor's jobs run on Dispatch's main queue. The main thread runs
/// that queue until it hands it over (`dispatchMain()`, which an `async`
/// entry point such as a test runner's calls); from then on, the queue's
/// jobs run one at a time on threads of Dispatch's pool, which change over
/// time (a new thread may even be given the handle of one that ended): no
/// thread stands for the main actor. The main queue carries a mark instead,
/// which code reads only while it runs that queue (the main thread, until
/// it hands the queue over; a block of the queue, or of a queue that
/// targets it; a caller of `DispatchQueue.main.sync`).
enum MainQueue {
  #if canImport(Dispatch)
    /// The mark the main queue carries, set the first time it is asked for
    /// (whichever thread asks).
    private static let mark: DispatchSpecificKey<Bool> = {
      let key = DispatchSpecificKey<Bool>()
      DispatchQueue.main.setSpecific(key: key, value: true)
      return key
    }()

    /// Whether the current code runs the main queue, where the main actor runs.
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: mark) == true }
  #else
    /// Never known: code that asks does the safe thing.
    static var isCurrent: Bool { false }
  #endif
}
