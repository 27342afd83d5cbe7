#if canImport(Darwin)
  import Darwin
#elseif canImport(Dispatch)
  import Dispatch
#endif

/// Whether code that is not isolated (a `deinit`) runs on the main actor,
/// told cheaply and soundly.
///
/// On Apple platforms the main actor runs on the main thread alone. With
/// the open-source Dispatch (Linux), it runs on the process's first thread
/// until that thread hands the main queue over (`dispatchMain()`, which an
/// `async` entry point such as a test runner's calls); from then on, the
/// main queue's jobs run one at a time on the threads of Dispatch's pool,
/// which run other work as well. No thread stands for the main actor there:
/// the main queue carries a mark instead, which only code running on it
/// reads (the first thread reads it too, while it runs the main queue).
enum MainThread {
  #if canImport(Darwin)
    /// Whether the current thread is the main thread, where the main actor runs.
    static var isCurrent: Bool { pthread_main_np() != 0 }
  #elseif canImport(Dispatch)
    /// The mark the main queue carries, set the first time it is asked for.
    /// Made once, whichever thread asks first.
    private static let mark: DispatchSpecificKey<Bool> = {
      let key = DispatchSpecificKey<Bool>()
      DispatchQueue.main.setSpecific(key: key, value: true)
      return key
    }()

    /// Whether the current code runs on the main queue, where the main actor runs.
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: mark) == true }
  #else
    /// Never known: code that asks does the safe thing.
    static var isCurrent: Bool { false }
  #endif
}
