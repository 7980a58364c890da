#!/bin/sh
# `npm run check`: type-checks and lints side by side. Each is single-threaded, so on two cores the
# pair takes about 40 s instead of 57 one after the other. Fails if either fails, and says which.
npm run -s typecheck &
typecheck=$!
status=0
npm run -s lint || { echo 'npm run check: lint failed' >&2; status=1; }
wait "$typecheck" || { echo 'npm run check: typecheck failed' >&2; status=1; }
exit "$status"
