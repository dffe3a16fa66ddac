#!/usr/bin/env bash
# The static checks of `npm test`: lint (ESLint, then Prettier's check) beside the two type checks (the site,
# then platform/). Each is one single-threaded process, so on two cores the pair takes about as long as the
# longer of them instead of their sum. Each one's output is printed whole when it ends, not interleaved; the
# script fails if either does. scripts/test-halves.mjs runs it beside the test halves, at the idle scheduling
# class (decision 145).
set -uo pipefail
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

( npm run --silent lint ) >"$out/lint" 2>&1 &
lint=$!
( npx tsc --noEmit && npx tsc --noEmit -p platform ) >"$out/types" 2>&1 &
types=$!

status=0
wait "$lint" || { status=1; echo "lint failed:"; }
cat "$out/lint"
wait "$types" || { status=1; echo "type check failed:"; }
cat "$out/types"
exit $status
