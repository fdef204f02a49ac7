#!/usr/bin/env bash
# The whole test run (`npm test`, also what CI runs): types, lint, import cycles and boundaries,
# unit, API contract (PGlite, then real PostgreSQL when one is reachable), then the browser tests
# against the built server.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export NPM_CONFIG_UPDATE_NOTIFIER=false

PG_DEFAULT_URL="postgres://postgres@127.0.0.1:5432/test"
started=$SECONDS
stage_started=$SECONDS
current=""

elapsed() { local s=$(( $1 )); printf '%dm%02ds' $(( s / 60 )) $(( s % 60 )); }

stage() {
  if [ -n "$current" ]; then
    printf '── done: %s (%s)\n' "$current" "$(elapsed $(( SECONDS - stage_started )))"
  fi
  current="$1"
  stage_started=$SECONDS
  printf '\n════════ %s ════════\n' "$current"
}

on_exit() {
  local rc=$?
  if [ "$rc" -ne 0 ]; then
    printf '\n✗ FAILED in stage: %s (exit %d)\n' "${current:-startup}" "$rc" >&2
  else
    printf '── done: %s (%s)\n' "$current" "$(elapsed $(( SECONDS - stage_started )))"
    printf '\n✓ all stages passed\n'
  fi
  printf 'Total time: %s\n' "$(elapsed $(( SECONDS - started )))"
}
trap on_exit EXIT

# Is PostgreSQL reachable with the URL in $1? pg_isready first (cheap) when it is installed, then
# a real connection with `pg`, which also proves the database exists and the login works.
pg_reachable() {
  local url=$1
  if command -v pg_isready >/dev/null 2>&1 && [ "$url" = "$PG_DEFAULT_URL" ]; then
    pg_isready -q -h 127.0.0.1 -p 5432 -t 3 || { pg_reason="no server answers at 127.0.0.1:5432 (pg_isready)"; return 1; }
  fi
  local out
  if out=$(PG_URL="$url" node --input-type=module -e '
      import pg from "pg";
      const client = new pg.Client({ connectionString: process.env.PG_URL, connectionTimeoutMillis: 3000 });
      try { await client.connect(); await client.query("select 1"); await client.end(); }
      catch (e) { console.log(e.message || e.code || String(e)); process.exit(1); }
    ' 2>&1); then
    return 0
  fi
  pg_reason="cannot connect: ${out:-unknown error}"
  return 1
}

# Each of the three is one process on one core: side by side they take the time of the longest.
# Their output is printed whole, one after the other, once all three have ended.
stage "Type check, lint, import cycles and boundaries (tsc, eslint, dependency-cruiser; side by side)"
checks=$(mktemp -d)
npx tsc --noEmit >"$checks/tsc" 2>&1 & tsc_pid=$!
npx eslint --max-warnings=0 . >"$checks/eslint" 2>&1 & eslint_pid=$!
npx depcruise --config .dependency-cruiser.cjs . >"$checks/depcruise" 2>&1 & depcruise_pid=$!
checks_failed=""
for check in tsc eslint depcruise; do
  pid_var="${check}_pid"
  if wait "${!pid_var}"; then printf '── %s: passed\n' "$check"; else printf '── %s: FAILED\n' "$check"; checks_failed="$checks_failed $check"; fi
  cat "$checks/$check"
done
rm -rf "$checks"
if [ -n "$checks_failed" ]; then printf 'failed:%s\n' "$checks_failed" >&2; exit 1; fi

stage "Unit tests (vitest --project unit)"
npx vitest run --project unit

stage "API contract tests on PGlite (vitest --project api)"
env -u DATABASE_URL npx vitest run --project api

stage "API contract tests on PostgreSQL (vitest --project api)"
pg_reason=""
if [ -n "${DATABASE_URL:-}" ]; then
  pg_url=$DATABASE_URL
  printf 'DATABASE_URL is set; using it.\n'
else
  pg_url=$PG_DEFAULT_URL
fi
if pg_reachable "$pg_url"; then
  printf 'PostgreSQL reachable at %s\n' "$(printf '%s' "$pg_url" | sed -E 's#(//[^:/@]+):[^@]*@#\1:***@#')"
  DATABASE_URL=$pg_url npx vitest run --project api
elif [ -n "${DATABASE_URL:-}" ]; then
  # Explicitly asked for PostgreSQL: not reaching it is a failure, not a skip.
  printf 'DATABASE_URL is set but PostgreSQL is not reachable: %s\n' "$pg_reason" >&2
  exit 1
else
  printf '⚠ SKIPPED: %s\n' "$pg_reason"
  printf '  (start PostgreSQL with a database "test" reachable as %s, or set DATABASE_URL, to run it)\n' "$PG_DEFAULT_URL"
fi

stage "Chromium for the browser tests"
node scripts/ensure-chromium.mjs

stage "nginx for the two-instances browser test"
# Installed like Chromium (root on Debian); otherwise says what to install, and the spec skips (fails on CI).
node scripts/ensure-nginx.mjs

stage "promtool for the metrics and alert-rule checks"
# Installed like nginx (root on Debian: Debian's prometheus package, its service never started);
# otherwise says what to install, and tests/e2e/operations.spec.ts skips those checks (fails on CI).
node scripts/ensure-promtool.mjs

stage "Build (npm run build)"
npm run build

stage "First-visit JavaScript budget (scripts/client-js-budget.mjs)"
node scripts/client-js-budget.mjs

stage "End-to-end tests (playwright, projects js + nojs)"
# Includes tests/e2e/two-instances.spec.ts: two instances behind nginx on PostgreSQL (the server
# at $DATABASE_URL, else the default above; it creates and drops a database of its own), skipped
# with its reason printed when nginx or PostgreSQL is missing (on CI it fails instead).
# The whole suite ran: the accessibility statement's report must match its axe results.
A11Y_REPORT_CHECK=1 npx playwright test
