/// A driver whose time is the `ContinuousClock`: animations play in real
/// time, at about 60 frames a second, for running an app flow live.
@MainActor
public final class RealTimeAnimationDriver: AnimationDriver {
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant
  private var loop: Task<Void, Never>?
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// Creates a real-time driver.
  public override init() {
    origin = clock.now
  }

  override var now: Int64 { (clock.now - origin).nanoseconds }

  /// Waits until no animation runs by time.
  public func waitUntilIdle() async {
    guard runs.contains(where: \.isTimeDriven) else { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  override func runsDidChange() {
    guard loop == nil, runs.contains(where: \.isTimeDriven) else { return }
    // The loop serves every transition on the driver: it must not carry the
    // queue loan of whichever transition happened to start it.
    loop = TransitionQueue.$currentLoan.withValue(nil) { makeLoop() }
  }

  private func makeLoop() -> Task<Void, Never> {
    Task { @MainActor [weak self] in
      while let self, self.runs.contains(where: \.isTimeDriven) {
        try? await Task.sleep(for: .milliseconds(16))
        let time = self.now
        for run in self.runs where run.isTimeDriven { run.tick(at: time) }
        self.removeFinishedRuns()
      }
      self?.loop = nil
      self?.resumeIdleWaiters()
    }
  }

  private func resumeIdleWaiters() {
    let waiters = idleWaiters
    idleWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }
}
