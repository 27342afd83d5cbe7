// The example app, played headless: a window coordinator shows a launch screen, a login, then
// home tabs made of one coordinator a part (news with articles, users with profiles and an
// alert, settings with a page-based onboarding and a notification settings sheet). The demo
// plays a session as a user would: routes triggered from the screens' buttons, a sheet pulled
// down and a swipe back driven by hand (cancelled, then finished), links arriving as URLs (one
// before sign-in, held by the gate and resumed once signed in; one while a sheet is open; one
// that fails and is undone), and a logout after which every
// controller and coordinator of the session is freed. Each step prints the route, the
// transitions with their animations, the appearance callbacks, the coordinators and the tree.
// Half-way through, the app saves its navigation as a restoration document; after the session it
// is relaunched: the document is restored into a fresh window, and the report is printed.
//
//   swift run transitionkit-demo [--real-time] [--mermaid FILE] [--storyboard FILE] [--mount-log] [--quiet]
//
// The app lives in Examples/TransitionKitExample; Tests/ExampleTests checks the same run.
import Foundation
import TransitionKitExample
import TransitionKitTesting

let options: DemoOptions
switch DemoOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
  options = parsed
case .failure(let error):
  FileHandle.standardError.write(Data("transitionkit-demo: \(error)\n\n\(DemoOptions.usage)\n".utf8))
  exit(64)
}
if options.help {
  print(DemoOptions.usage)
  exit(0)
}

let trace = await Scenario.play(options.realTime ? .realTime : .manualClock)

if options.quiet {
  print(trace.finalTree)
} else {
  for line in trace.lines { print(line) }
  // Half-way through the session, the app was killed: it is launched again.
  print("")
  for line in Relaunch.play(from: trace).lines { print(line) }
}

if options.mountLog {
  print("")
  print("The window's mount stream (\(trace.mounts.count) transactions):")
  for line in trace.mountLines { print(line) }
}

if let path = options.mermaidPath {
  let diagram = FlowDiagram(trace.events).mermaid
  let isMarkdown = path.hasSuffix(".md") || path.hasSuffix(".markdown")
  let text = isMarkdown ? "```mermaid\n\(diagram)\n```\n" : diagram + "\n"
  do {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    if !options.quiet { print("Flow diagram written to \(path).") }
  } catch {
    FileHandle.standardError.write(
      Data("transitionkit-demo: cannot write \(path): \(error.localizedDescription)\n".utf8))
    exit(1)
  }
}

if let path = options.storyboardPath {
  let storyboard = trace.storyboard
  let text = (path.hasSuffix(".svg") ? storyboard.svg : storyboard.html) + "\n"
  do {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    if !options.quiet { print("Storyboard written to \(path).") }
  } catch {
    FileHandle.standardError.write(
      Data("transitionkit-demo: cannot write \(path): \(error.localizedDescription)\n".utf8))
    exit(1)
  }
}

if !trace.release.isClean { exit(1) }
