#!/usr/bin/env bash
# Installs Debian's PostgreSQL server when it is missing; the store tests run against it (scripts/with-postgres.sh).
# Also openssl (PostgreSQL's ssl-cert pulls it in): the HTTP/2 serve test and `npm run lighthouse --protocols` make
# throwaway certificates with it.
set -euo pipefail

PACKAGES=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || PACKAGES+=(postgresql)
command -v openssl >/dev/null 2>&1 || PACKAGES+=(openssl)
if [ ${#PACKAGES[@]} -eq 0 ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends "${PACKAGES[@]}"
