# Shared by scripts/start and scripts/test: installs what is missing and runs a private
# PostgreSQL when no DATABASE_URL is given. Source it; it defines functions only.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DATA_DIR="$ROOT/.data"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else die "installing system packages needs root: run as root or install sudo, then try again"
  fi
}

# Installs the Debian packages that are not installed yet (one apt-get run for all of them).
need_apt() {
  local missing=()
  for pkg in "$@"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "Installing ${missing[*]} (apt-get)"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

need_rust() {
  command -v cargo >/dev/null || die "cargo is not installed: install Rust with rustup (the toolchain is pinned in rust-toolchain.toml), then try again"
}

need_node() {
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    need_apt nodejs npm
  fi
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  [ "$major" -ge 20 ] || die "Node.js 20.19 or newer is needed (found $(node --version)); install it, then try again"
}

# npm ci, but only when package-lock.json changed since the last install.
need_node_modules() {
  need_node
  local stamp="$ROOT/frontend/node_modules/.lock-checksum"
  local sum
  sum="$(sha256sum "$ROOT/frontend/package-lock.json" | cut -d' ' -f1)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$sum" ]; then
    say "Installing the frontend's packages (npm ci)"
    (cd "$ROOT/frontend" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
    echo "$sum" >"$stamp"
  fi
}

# A Python module from PyPI, when it is missing (the tests' stand-in servers, such as aiosmtpd).
need_python_module() {
  python3 -c "import $1" 2>/dev/null && return 0
  say "Installing the Python module $1 (pip)"
  python3 -m pip install --quiet --disable-pip-version-check "$1" 2>/dev/null ||
    python3 -m pip install --quiet --disable-pip-version-check --user "$1" ||
    die "could not install the Python module $1 from PyPI"
}

pg_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  if [ -z "$dir" ] || [ ! -x "$dir/initdb" ]; then
    need_apt postgresql
    dir="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
  fi
  echo "$dir"
}

# Runs a PostgreSQL tool as the owner of the private cluster (root may not run initdb).
pg_run() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

PG_STARTED_HERE=0
PG_PORT="${PORTAL_PG_PORT:-54329}"

# Whether nothing listens on 127.0.0.1:$1.
port_free() {
  python3 -c 'import socket, sys; s = socket.socket(); s.bind(("127.0.0.1", int(sys.argv[1])))' "$1" 2>/dev/null
}

# Starts the private cluster under .data/ (created on first use) unless it already runs, and
# sets DATABASE_URL to its `school_portal` database. Call pg_stop_if_started on exit.
pg_start_private() {
  local bin data run log
  bin="$(pg_bin)"
  data="$DATA_DIR/postgres"
  run="$DATA_DIR/run"
  log="$DATA_DIR/postgres.log"
  mkdir -p "$DATA_DIR"
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || die "the postgres system user is missing: reinstall the postgresql package"
    mkdir -p "$data" "$run"
    touch "$log"
    chown postgres "$data" "$run" "$log"
    chmod 700 "$data"
    runuser -u postgres -- test -w "$data" ||
      die "the postgres user cannot write $data (a parent folder is private): clone the repository where other users can read it, or set DATABASE_URL"
  else
    mkdir -p "$data" "$run"
  fi
  if [ ! -f "$data/PG_VERSION" ]; then
    say "Creating a private PostgreSQL cluster in .data/postgres"
    pg_run "$bin/initdb" -D "$data" -U postgres -A trust --encoding=UTF8 --no-locale >/dev/null
  fi
  if pg_run "$bin/pg_ctl" -D "$data" status >/dev/null 2>&1; then
    # The port it was started on (line 4 of its pid file).
    PG_PORT="$(sed -n 4p "$data/postmaster.pid")"
    say "Using the private PostgreSQL already running on port $PG_PORT"
  else
    # Another checkout's server (or another program) may hold the port: take the next free one.
    local tries=0
    until port_free "$PG_PORT"; do
      tries=$((tries + 1))
      [ "$tries" -le 50 ] || die "no free port near ${PORTAL_PG_PORT:-54329} for the private PostgreSQL: set PORTAL_PG_PORT"
      PG_PORT=$((PG_PORT + 1))
    done
    say "Starting a private PostgreSQL on 127.0.0.1:$PG_PORT"
    pg_run "$bin/pg_ctl" -D "$data" -l "$log" -w -t 60 \
      -o "-p $PG_PORT -k $run -c listen_addresses=127.0.0.1" start >/dev/null ||
      die "the private PostgreSQL did not start; see .data/postgres.log"
    PG_STARTED_HERE=1
  fi
  export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/school_portal"
  psql_admin -tc "SELECT 1 FROM pg_database WHERE datname = 'school_portal'" | grep -q 1 ||
    psql_admin -c "CREATE DATABASE school_portal" >/dev/null
}

pg_stop_if_started() {
  if [ "$PG_STARTED_HERE" = 1 ]; then
    say "Stopping the private PostgreSQL"
    pg_run "$(pg_bin)/pg_ctl" -D "$DATA_DIR/postgres" -m fast -w stop >/dev/null || true
    PG_STARTED_HERE=0
  fi
}

# psql on the server of DATABASE_URL, connected to its `postgres` database.
psql_admin() {
  psql "$(admin_url)" -v ON_ERROR_STOP=1 -q "$@"
}

# DATABASE_URL with its database replaced by `postgres` (query string kept).
admin_url() {
  python3 - "$DATABASE_URL" <<'PY'
import sys, urllib.parse as u
p = u.urlsplit(sys.argv[1])
print(u.urlunsplit((p.scheme, p.netloc, "/postgres", p.query, p.fragment)))
PY
}

# A secret for this checkout, made once and kept in .data/ (never committed).
ensure_secret() {
  if [ -z "${PORTAL_SECRET_KEY:-}" ]; then
    mkdir -p "$DATA_DIR"
    if [ ! -s "$DATA_DIR/secret-key" ]; then
      (umask 077 && head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$DATA_DIR/secret-key")
    fi
    PORTAL_SECRET_KEY="$(cat "$DATA_DIR/secret-key")"
    export PORTAL_SECRET_KEY
  fi
}

# Waits until the server at $1 answers its health check.
wait_for_health() {
  local url="$1/api/health/" pid="$2"
  for _ in $(seq 1 120); do
    if curl -fsS "$url" >/dev/null 2>&1; then return 0; fi
    kill -0 "$pid" 2>/dev/null || die "the server stopped while starting; its log is above"
    sleep 0.5
  done
  die "the server did not become healthy at $url within 60 seconds"
}
