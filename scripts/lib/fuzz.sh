#!/usr/bin/env bash
# Runs schemathesis against a running portal's OpenAPI document, signed in as a new admin: it
# fails on any 5xx, any answer that does not match its documented schema, any status code the
# document does not list, and any invalid request that is accepted.
#
#   scripts/lib/fuzz.sh BASE_URL BINARY DATABASE_URL
#
# The binary makes the admin (`create-admin`) on the server's database; PORTAL_SECRET_KEY must be
# the server's. Only what would end the admin's own session is left out.
set -euo pipefail
source "$(dirname "$0")/common.sh"

BASE_URL="$1"
BIN="$2"
DB_URL="$3"

SCHEMATHESIS_VERSION="4.32.5"
if ! command -v st >/dev/null || [ "$(st --version 2>/dev/null | awk '{print $3}')" != "$SCHEMATHESIS_VERSION" ]; then
  say "Installing schemathesis $SCHEMATHESIS_VERSION (pip)"
  python3 -m pip install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION" 2>/dev/null ||
    python3 -m pip install --quiet --disable-pip-version-check --user "schemathesis==$SCHEMATHESIS_VERSION"
  export PATH="$HOME/.local/bin:$PATH"
fi

USERNAME="fuzz.admin.$$"
PASSWORD="Fuzzing pass 1 $(head -c 6 /dev/urandom | od -An -tx1 | tr -d ' \n')"
printf '%s\n' "$PASSWORD" | DATABASE_URL="$DB_URL" "$BIN" create-admin --username "$USERNAME" >/dev/null
TOKEN="$(curl -fsS -X POST "$BASE_URL/api/auth/login/" -H 'Content-Type: application/json' \
  -d "{\"username\": \"$USERNAME\", \"password\": \"$PASSWORD\"}" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["access"])')"

# One seed and a bounded number of cases per operation, so that CI draws the same cases in the
# same order; FUZZ_SECONDS bounds the run (180 s; 300 before 2026-11-27, when a cold
# `scripts/test` took 31-34 minutes on two cores, over the 30 it is kept under), so a slower
# machine stops earlier in that order. Set FUZZ_SEED, FUZZ_EXAMPLES and FUZZ_SECONDS to search
# further by hand. One worker: with two, schemathesis's threads parse Python source at once
# (hypothesis reading its strategies' lambdas), and CPython 3.11's AST state is not
# thread-safe: now and then the run died of its own "SystemError: AST constructor recursion
# depth mismatch" (python/cpython#106905) on an operation that passes alone.
st run "$BASE_URL/api/openapi.json" \
  --url "$BASE_URL" \
  --header "Authorization: Bearer $TOKEN" \
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,negative_data_rejection \
  --phases examples,coverage,fuzzing \
  --seed "${FUZZ_SEED:-20261123}" \
  --max-examples "${FUZZ_EXAMPLES:-25}" \
  --max-time "${FUZZ_SECONDS:-180}" \
  --workers 1 \
  --exclude-path /api/auth/change-password/ \
  --exclude-path /api/auth/logout/ \
  --no-color \
  "${@:4}"
