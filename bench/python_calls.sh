#!/usr/bin/env bash
# Issue 48's figures (bench/RESULTS.md, "The Python package, fourth figures"):
# per call over 1,000 distinct positions (python_calls/per_call.py), the rows
# cache in a fresh directory, twice (python_calls/rows_cache.py), and
# environment steps and masks (python_calls/env_steps.py), for each Python
# given: one with this tree's wheel installed, and for "before" one with an
# older commit's (built the same way: maturin build --profile ci in a worktree
# of it). Usage: bench/python_calls.sh PYTHON [PYTHON...]
set -euo pipefail
cd "$(dirname "$0")"
for py in "$@"; do
  dir=$(mktemp -d)
  WYTHOFF_CACHE_DIR=$dir "$py" python_calls/rows_cache.py "$py (run 1)"
  WYTHOFF_CACHE_DIR=$dir "$py" python_calls/rows_cache.py "$py (run 2)"
  rm -rf "$dir"
done
for py in "$@"; do
  echo "== $py"
  WYTHOFF_CACHE_DIR=off "$py" python_calls/per_call.py
  WYTHOFF_CACHE_DIR=off "$py" python_calls/env_steps.py "$py"
  "$py" -c "
import time, wythoff as w
import numpy; t = time.perf_counter(); w.octal('0.' + '7' * 20).sequence(20)
print('sequence(20) of a 20-digit code:', round(time.perf_counter() - t, 3), 's')"
done
