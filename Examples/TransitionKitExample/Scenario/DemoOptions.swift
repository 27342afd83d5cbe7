/// The demo's command-line flags.
public struct DemoOptions: Sendable, Hashable {
  /// Play with the real clock instead of a manual one.
  public var realTime = false
  /// Where to write the flow diagram of the run, as Mermaid text.
  public var mermaidPath: String?
  /// Where to write the storyboard of the run: an HTML page, or SVG when
  /// the name ends in `.svg`.
  public var storyboardPath: String?
  /// Print only the final tree.
  public var quiet = false
  /// Print the window's mount stream after the run.
  public var mountLog = false
  /// Print the usage and stop.
  public var help = false

  /// The usage text.
  public static let usage = """
    usage: transitionkit-demo [--real-time] [--mermaid FILE] [--storyboard FILE] [--mount-log] [--quiet]

    Plays an app's navigation headless and prints each step and the tree after it.

      --real-time      play the animations in real time (a few seconds) instead of on a manual clock
      --mermaid FILE   write the flow diagram of the run to FILE (Mermaid; fenced when FILE ends in .md)
      --storyboard FILE
                       write the run's storyboard to FILE: an HTML page to step through with the arrow keys
                       (SVG when FILE ends in .svg)
      --mount-log      print the window's mount stream: what a renderer of the app applies
      --quiet          print only the final tree
      -h, --help       print this help
    """

  /// Creates the default options.
  public init() {}

  /// Reads the flags.
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Returns: The options, or a message saying what is wrong.
  public static func parse(_ arguments: [String]) -> Result<DemoOptions, UsageError> {
    var options = DemoOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--real-time": options.realTime = true
      case "--quiet": options.quiet = true
      case "--mount-log": options.mountLog = true
      case "-h", "--help": options.help = true
      case "--mermaid":
        guard let path = remaining.popFirst(), !path.hasPrefix("-") else {
          return .failure(UsageError(message: "--mermaid needs a file name"))
        }
        options.mermaidPath = path
      case "--storyboard":
        guard let path = remaining.popFirst(), !path.hasPrefix("-") else {
          return .failure(UsageError(message: "--storyboard needs a file name"))
        }
        options.storyboardPath = path
      default:
        return .failure(UsageError(message: "unknown argument '\(argument)'"))
      }
    }
    return .success(options)
  }
}

/// What is wrong with the demo's arguments.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message.
  public var message: String

  /// Creates an error with a message.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
