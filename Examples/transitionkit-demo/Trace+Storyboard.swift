import TransitionKitExample
import TransitionKitTesting

extension Trace {
  /// The run as a storyboard: each step's tree as a wireframe, the arrow into
  /// it labelled with the step's action (its first line), a step whose swipe
  /// was let go or whose sequence was taken back marked undone, a refused
  /// step marked failed.
  var storyboard: Storyboard {
    Storyboard(
      title: "TransitionKit demo: a session of the example app",
      steps: steps.map { step in
        Storyboard.Step(
          caption: step.title,
          label: step.action.split(separator: "\n").first.map(String.init),
          outcome: outcome(of: step),
          wireframe: Wireframe(step.snapshot))
      })
  }

  private func outcome(of step: TraceStep) -> Storyboard.Outcome {
    if step.transitions.contains(where: { $0.outcome == .cancelled }) { return .undone("the swipe was let go") }
    guard let error = step.error else { return .completed }
    let changedThenUndone = step.transitions.contains { $0.outcome == .completed }
    return changedThenUndone ? .undone("\(error)") : .failed("\(error)")
  }
}
