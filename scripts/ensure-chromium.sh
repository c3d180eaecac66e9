#!/usr/bin/env bash
# Installs Debian's Chromium and its headless shell when either is missing: the tests launch the headless shell
# (/usr/bin/chromium-headless-shell), the measuring tools (bench, Lighthouse) the full browser (/usr/bin/chromium);
# tests/setup/chromium.ts says why.
set -euo pipefail

if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends chromium chromium-headless-shell
