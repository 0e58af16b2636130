#!/usr/bin/env bash
# The whole test run: formatting, lints, docs, every test (optimised, with
# overflow checks on: the `ci` profile of Cargo.toml), the browser test and the
# Python package. Installs what it needs itself. Budget: under 8 minutes on a
# fresh 2-core machine (each phase's time is printed, and recorded in
# bench/RESULTS.md, "The test command's time"); .ci/run adds the slower steps
# after it.
#
# The order keeps both cores busy: what the tests need from the network (Debian
# packages, npm, PyPI) is fetched while Rust compiles, and the browser test,
# which mostly waits on the page, runs beside the Rust tests and lints.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
mark=$SECONDS
phase() {
  echo "test.sh: $1 took $((SECONDS - mark)) s ($((SECONDS - start)) s in all)" >&2
  mark=$SECONDS
}
need() { command -v "$1" >/dev/null 2>&1; }
logs=target/test-logs
mkdir -p "$logs" target/browser
# A step in the background, its output in $logs/NAME.log; `joined NAME` waits
# for it, and on failure shows its output and stops.
declare -A pids
background() {
  local name=$1
  shift
  ("$@") >"$logs/$name.log" 2>&1 &
  pids[$name]=$!
}
joined() {
  if ! wait "${pids[$1]}"; then
    echo "test.sh: $1 failed:" >&2
    cat "$logs/$1.log" >&2
    exit 1
  fi
  cat "$logs/$1.log"
}

rustup component list --installed 2>/dev/null | grep -q rustfmt || rustup component add rustfmt clippy || true
cargo fmt --all --check
phase "cargo fmt --check"

# Clippy lints the workspace while the tests are built: clippy-driver compiles
# the workspace's own crates (RUSTC_WORKSPACE_WRAPPER, as `cargo clippy` sets
# it; the dependencies are compiled by rustc as before) and CLIPPY_ARGS is how
# cargo-clippy hands it `-D warnings`, so a lint stops the build. A `cargo
# clippy` after the build would check every dependency again in check mode:
# about 100 s of CPU (bench/RESULTS.md, "The test command's time"). Every
# cargo command below sees the same two variables, so none rebuilds what
# another built; the one target the tests do not build, the benchmarks, is
# linted by .ci/run, with the docs.
RUSTC_WORKSPACE_WRAPPER="$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver)"
export RUSTC_WORKSPACE_WRAPPER
export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"

# What the tests need besides Rust: g++ (the stress tester's tests compile tiny
# C++ contestant programs), Debian's Chromium and Node.js (the browser test
# drives Chromium with playwright-core: no browser download) and Noto CJK
# fonts (the page in Chinese), Python's venv;
# then the browser test's npm packages and the Python tests' PyPI packages.
tools() {
  local missing=""
  need g++ || missing="$missing g++"
  need chromium || missing="$missing chromium"
  need node || missing="$missing nodejs npm"
  # The page in Chinese is looked at with the system's CJK fonts.
  fc-list 2>/dev/null | grep -q "Noto Sans CJK" || missing="$missing fonts-noto-cjk"
  python3 -m venv --help >/dev/null 2>&1 || missing="$missing python3 python3-venv python3-pip"
  if [ -n "$missing" ]; then
    apt-get update -qq && apt-get install -y -qq $missing >/dev/null
  fi
  (cd crates/wythoff-web/browser && npm ci --no-audit --no-fund --silent)
  rm -rf target/py-venv
  python3 -m venv target/py-venv
  target/py-venv/bin/pip install -q --no-compile --disable-pip-version-check pytest hypothesis numpy gymnasium pettingzoo nbclient nbformat ipykernel mypy 'maturin>=1.9,<2'
}
background tools tools

# Every test binary (one per crate: tests/it/main.rs) and the command itself.
nextest=false
need cargo-nextest && nextest=true
if $nextest; then
  cargo nextest run --workspace --cargo-profile ci --no-run
else
  cargo test --workspace --profile ci --no-run
fi
phase "building the tests (the ci profile)"
joined tools
phase "installing what the tests need (the rest of it, beside the build)"

# The web app in a real browser, beside what follows: board geometry and fit,
# a game by keyboard, axe-core's WCAG 2.2 AA rules, shared links, the computer
# in every variant, the analysis, the heat map, the heap games; screenshots at
# four sizes (in target/browser).
background browser node crates/wythoff-web/browser/test.mjs target/ci/wythoff target/browser

# Each test in a process of its own, both cores busy (cargo-nextest, where the
# machine has it; else cargo test, each binary's tests on threads).
if $nextest; then
  cargo nextest run --workspace --cargo-profile ci --no-fail-fast --status-level fail --final-status-level slow
else
  cargo test --workspace --profile ci --lib --bins --tests
fi
phase "the tests"
# The Python package: its wheel built once by maturin (in the ci profile, so
# that it reuses the workspace's build: see crates/wythoff-py/Cargo.toml; one
# abi3 wheel serves every CPython from 3.9), installed into the fresh virtual
# environment, then pytest against that wheel: every registry game against the
# command's JSON, the table's bytes, refusals, values, NumPy in and out, a real
# Ctrl-C, doctests, property tests, pictures, the Gymnasium and PettingZoo
# environments, mypy --strict on the examples, and the example notebook run
# with nbclient. (The wheel is the tests': clippy-driver compiled our crates;
# a wheel to upload is built by `maturin build --release`.) pytest keeps one
# core busy, so the doc tests run beside it.
rm -f target/wheels/wythoff-*.whl
target/py-venv/bin/maturin build --quiet --strip --profile ci --out target/wheels -m crates/wythoff-py/Cargo.toml -i target/py-venv/bin/python
target/py-venv/bin/pip install -q --disable-pip-version-check --force-reinstall --no-deps target/wheels/wythoff-*.whl
phase "the Python package's build"
background python bash -c 'cd crates/wythoff-py && WYTHOFF_BIN="$PWD/../../target/ci/wythoff" ../../target/py-venv/bin/python -m pytest -q tests'
cargo test --workspace --profile ci --doc
phase "the doc tests (beside the Python tests)"
joined python
phase "the Python tests (the rest of them)"
joined browser
phase "the browser test (the rest of it)"
# The browser's timing checks (layout shift through a game, the heat map's
# longest task), alone on the machine: nothing else runs beside them.
node crates/wythoff-web/browser/test.mjs target/ci/wythoff target/browser timing
phase "the browser's timing checks (alone)"
# The fuzz targets' bodies ran above, as ordinary tests, over fuzz/regressions/
# (crates/wythoff-cli/tests/it/fuzz_targets.rs); the libFuzzer runs themselves are a
# later, slower step of .ci/run (and fuzz/run.sh by hand).
