#!/usr/bin/env bash
# The Debian packages the tests need beyond Node: Chromium and its old headless shell (Playwright draws the
# e2e pages in the shell, which skips the full browser's UI and compositor work; Lighthouse and the brand
# tools use the full browser), redis-server (the shared-session
# and cross-instance tests start their own), nginx (the cluster bench), and fonts for every language's
# script (without them screenshots show boxes).
#   scripts/test-packages.sh           install what is missing (needs root or passwordless sudo)
#   npm test runs it first: in well under a second it finds nothing missing, or installs what is when it
#   may, or stops naming the one command to run.
set -uo pipefail

missing=()
# Debian puts redis-server and nginx in sbin, which a user's PATH often lacks; the list is overridable so a
# test can play a fresh machine.
system_bins=${TEST_PACKAGES_SYSTEM_BINS:-/usr/bin /usr/sbin}
have() {
  command -v "$1" >/dev/null 2>&1 && return 0
  local dir
  for dir in $system_bins; do [ -x "$dir/$1" ] && return 0; done
  return 1
}
have chromium || missing+=(chromium)
have chromium-headless-shell || missing+=(chromium-headless-shell)
have redis-server || missing+=(redis-server)
have nginx || missing+=(nginx)
for fonts in fonts-noto-core fonts-noto-cjk; do
  dpkg-query -W -f='${Status}' "$fonts" 2>/dev/null | grep -q "install ok installed" || missing+=("$fonts")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif sudo -n true >/dev/null 2>&1; then
  as_root=(sudo -n)
else
  echo "Missing Debian packages for the tests: ${missing[*]}." >&2
  echo "Install them with:  sudo scripts/test-packages.sh" >&2
  exit 1
fi

echo "Installing ${missing[*]}…"
"${as_root[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null || {
  echo "Could not install ${missing[*]}; run: sudo scripts/test-packages.sh" >&2
  exit 1
}
# The packages start system services on fixed ports; the tests start their own on free ones.
"${as_root[@]}" service redis-server stop >/dev/null 2>&1 || true
"${as_root[@]}" service nginx stop >/dev/null 2>&1 || true
