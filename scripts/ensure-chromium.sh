#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright's own browser download
# does not work on our machines). Install it when missing and we are allowed to.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium_path" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
else
  echo "Chromium is not at $chromium_path and cannot be installed here; the browser specs will be reported as skipped." >&2
fi
