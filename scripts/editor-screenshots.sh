#!/usr/bin/env bash
# The editor guide's pictures (docs/images/editor-hover.png, editor-quick-fix.png): Neovim in an
# xterm on a virtual X display, with `spacedock lsp` attached, on the example cruiser with two
# mistakes. Needs Debian's xvfb, xterm, imagemagick and neovim; run it by hand after `npm run
# build` when the server's hover or fixes change (CI does not).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sed -e 's/sizeClass: 3/sizeClas: 3/' -e 's/"Flak Battery" AUTO/"Flak Battery" APX AUTO/' "$root/examples/cruiser.yaml" > "$work/cruiser.yaml"
shoot() {
  local mode=$1 out=$2
  Xvfb :99 -screen 0 1066x720x24 >/dev/null 2>&1 &
  local xv=$!
  sleep 1
  (cd "$work" && DISPLAY=:99 SHOT_BIN="$root/bin/spacedock.cjs" SHOT_MODE=$mode SHOT_DONE="$work/done" \
    xterm -geometry 118x38+0+0 -bg white -fg black -fa 'DejaVu Sans Mono' -fs 11 -e nvim -u NONE -c "luafile $root/scripts/editor-screenshots.lua" cruiser.yaml) &
  local xt=$!
  for _ in $(seq 60); do [ -f "$work/done" ] && break; sleep 0.5; done
  sleep 0.5
  DISPLAY=:99 import -window root "$out"
  kill "$xt" "$xv" 2>/dev/null || true
  rm -f "$work/done"
}
shoot hover "$root/docs/images/editor-hover.png"
shoot fix "$root/docs/images/editor-quick-fix.png"
echo "wrote docs/images/editor-hover.png and docs/images/editor-quick-fix.png"
