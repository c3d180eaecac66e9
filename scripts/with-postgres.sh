#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: a new cluster in a temporary folder, on a free local port,
# reachable only over 127.0.0.1, with DATABASE_URL (and HATID_TEST_DATABASE_URL) set for the command; stopped and
# deleted afterwards whatever the command's result. Needs Debian's postgresql (scripts/ensure-postgres.sh).
# Usage: bash scripts/with-postgres.sh <command> [args…]
set -euo pipefail

bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "with-postgres: PostgreSQL is not installed; run: bash scripts/ensure-postgres.sh" >&2
  exit 1
fi

port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
dir="$(mktemp -d /tmp/hatid-pg.XXXXXX)"
chmod 755 "$dir"

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi

cleanup() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as_owner[@]}" "$bindir/initdb" -D "$dir/data" -U hatid --auth=trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
"${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200" start >/dev/null ||
  { cat "$dir/server.log" >&2; exit 1; }
"${as_owner[@]}" "$bindir/createdb" -h 127.0.0.1 -p "$port" -U hatid hatid

export DATABASE_URL="postgres://hatid@127.0.0.1:$port/hatid"
export HATID_TEST_DATABASE_URL="$DATABASE_URL"
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
"$@"
