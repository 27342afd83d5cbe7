#!/usr/bin/env bash
# The pictures in a real browser: renders the demo's storyboard page and the picture a failed
# hierarchy expectation attaches in headless Chromium (Debian's `chromium`, installed when
# missing), checks that the screenshots are not blank and that the text of every step of the
# demo is in the page, and checks that the README's picture, Docs/storyboard.svg, is what the
# demo draws now.
#
#   Scripts/storyboard-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Chromium (Debian's chromium package)…"
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
  else
    sudo apt-get update
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
  fi
fi

# The demo's storyboard, as a page and as SVG, and its steps' titles as it prints them.
swift build --product transitionkit-demo
demo="$(swift build --show-bin-path)/transitionkit-demo"
"$demo" --quiet --storyboard "$work/storyboard.html" >/dev/null
"$demo" --quiet --storyboard "$work/storyboard.svg" >/dev/null
"$demo" | sed -n 's/^── [0-9]*\. //p' >"$work/steps.txt"
echo "The demo has $(wc -l <"$work/steps.txt") steps."

if ! cmp -s Docs/storyboard.svg "$work/storyboard.svg"; then
  echo "Docs/storyboard.svg is not what the demo draws now; write it again with:"
  echo "  swift run transitionkit-demo --quiet --storyboard Docs/storyboard.svg"
  exit 1
fi
echo "Docs/storyboard.svg is what the demo draws."

# The picture a failed expectation attaches: a Swift Testing test that fails on purpose (a known
# issue), its attachments kept.
swift build --build-tests
mkdir -p "$work/attachments"
swift test --skip-build --filter "WireframeComparisonTests/aFailedExpectationAttachesTheWireframes" \
  --attachments-path "$work/attachments" >"$work/test.log" 2>&1 || {
  cat "$work/test.log"
  exit 1
}
failure="$(find "$work/attachments" -name '*hierarchy-mismatch*.svg' | head -n 1)"
if [ -z "$failure" ]; then
  echo "The failed expectation attached no hierarchy-mismatch.svg."
  exit 1
fi

# Headless Chromium: a screenshot and the page's DOM, for each.
render() {
  local page="$1" name="$2" size="$3"
  timeout 180 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --screenshot="$work/$name.png" --window-size="$size" "file://$page" >/dev/null 2>&1
  timeout 180 chromium --headless --no-sandbox --disable-gpu --dump-dom "file://$page" \
    >"$work/$name.dom" 2>/dev/null
}
render "$work/storyboard.html" storyboard 1000,800
render "$failure" failure 1000,600
# The page's script ran: opened at #step-3, it shows the third step.
timeout 180 chromium --headless --no-sandbox --disable-gpu --dump-dom "file://$work/storyboard.html#step-3" \
  >"$work/step-3.dom" 2>/dev/null

python3 Scripts/storyboard-check.py "$work" "$work/steps.txt"
