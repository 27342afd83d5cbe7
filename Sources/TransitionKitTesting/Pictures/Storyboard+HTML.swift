extension Storyboard {
  /// The storyboard as a single HTML page, without a final line break.
  ///
  /// The page holds everything it needs: each step's wireframe as inline
  /// SVG, its style, and a short script; it loads nothing. It shows one step
  /// at a time, with its number, caption, the label of the arrow that led to
  /// it, and its mark when it failed or was undone. The right and down arrow
  /// keys (and the space bar) go to the next step, left and up to the
  /// previous one, Home and End to the first and the last; the buttons do the
  /// same, and `#step-3` in the address opens the third step. A list of all
  /// the steps follows, as links.
  ///
  /// The page is also well-formed XML, so a test can parse it.
  public var html: String {
    var lines = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\"/>",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
      "<title>\(XMLText.escaped(title))</title>",
      "<style>",
      Self.style,
      "</style>",
      "</head>",
      "<body>",
      "<header>",
      "<h1>\(XMLText.escaped(title))</h1>",
      "<p class=\"position\">Step <span id=\"position\">\(steps.isEmpty ? 0 : 1)</span> of \(steps.count)"
        + " · ← → to move, Home and End for the ends</p>",
      "<p><button type=\"button\" id=\"previous\">← Previous</button> "
        + "<button type=\"button\" id=\"next\">Next →</button></p>",
      "</header>",
      "<main>",
    ]
    for (index, step) in steps.enumerated() {
      let number = index + 1
      lines.append(
        "<section class=\"step \(step.outcome.className)\(index == 0 ? " current" : "")\" id=\"step-\(number)\">")
      if let label = step.label {
        lines.append("<p class=\"label\">→ \(XMLText.escaped(label))</p>")
      }
      lines.append("<h2>\(number). \(XMLText.escaped(step.caption))</h2>")
      if step.outcome != .completed {
        lines.append("<p class=\"outcome\">\(XMLText.escaped(step.outcome.mark))</p>")
      }
      lines.append("<figure>")
      lines.append(step.wireframe.svg)
      lines.append("</figure>")
      lines.append("</section>")
    }
    lines.append("</main>")
    lines.append("<nav>")
    lines.append("<h2>All steps</h2>")
    lines.append("<ol class=\"overview\">")
    for (index, step) in steps.enumerated() {
      var item = "<li class=\"\(step.outcome.className)\">"
      item += "<a href=\"#step-\(index + 1)\">\(XMLText.escaped(step.caption))</a>"
      if let label = step.label { item += " <span class=\"label\">(\(XMLText.escaped(label)))</span>" }
      if step.outcome != .completed { item += " <strong>\(XMLText.escaped(step.outcome.mark))</strong>" }
      lines.append(item + "</li>")
    }
    lines.append("</ol>")
    lines.append("</nav>")
    lines.append("<script>")
    lines.append(Self.script)
    lines.append("</script>")
    lines.append("</body>")
    lines.append("</html>")
    return lines.joined(separator: "\n")
  }

  /// The page's style: one step shown at a time.
  private static let style = """
    body { font-family: Helvetica, Arial, sans-serif; margin: 0; background: #f2f2f7; color: #1c1c1e; }
    header { padding: 12px 20px; background: #ffffff; border-bottom: 1px solid #c6c6c8; }
    h1 { font-size: 20px; margin: 0 0 4px 0; }
    main { padding: 16px 20px; }
    section.step { display: none; }
    section.step.current { display: block; }
    section.failed h2, li.failed strong { color: #d70015; }
    section.undone h2, li.undone strong { color: #c93400; }
    .label { color: #3a3a3c; font-family: Menlo, monospace; }
    .outcome { font-weight: bold; }
    section.failed .outcome { color: #d70015; }
    section.undone .outcome { color: #c93400; }
    figure { margin: 8px 0; overflow-x: auto; }
    nav { padding: 0 20px 20px 20px; }
    nav h2 { font-size: 16px; }
    """

  /// The page's script: the keys and buttons that move between steps.
  ///
  /// It is written without `<` or `&`, so the page stays well-formed XML.
  private static let script = """
    (function () {
      var steps = document.querySelectorAll("section.step");
      var position = document.getElementById("position");
      var current = 0;
      function show(index) {
        if (steps.length === 0) { return; }
        current = Math.max(0, Math.min(steps.length - 1, index));
        for (var i = 0; steps.length > i; i++) { steps[i].classList.toggle("current", i === current); }
        position.textContent = String(current + 1);
      }
      function fromAddress() {
        var match = /^#step-([0-9]+)$/.exec(window.location.hash);
        if (match) { show(Number(match[1]) - 1); }
      }
      document.addEventListener("keydown", function (event) {
        var moves = { ArrowRight: 1, ArrowDown: 1, " ": 1, ArrowLeft: -1, ArrowUp: -1 };
        if (event.key in moves) {
          show(current + moves[event.key]);
        } else if (event.key === "Home") {
          show(0);
        } else if (event.key === "End") {
          show(steps.length - 1);
        } else {
          return;
        }
        event.preventDefault();
      });
      document.getElementById("previous").addEventListener("click", function () { show(current - 1); });
      document.getElementById("next").addEventListener("click", function () { show(current + 1); });
      window.addEventListener("hashchange", fromAddress);
      fromAddress();
    })();
    """
}

extension Storyboard.Outcome {
  /// The outcome's class in the page: `completed`, `failed` or `undone`.
  var className: String {
    switch self {
    case .completed: "completed"
    case .failed: "failed"
    case .undone: "undone"
    }
  }
}
