#!/usr/bin/env bash
# The whole test run: formatting, lints, docs, and every test (optimised, with
# overflow checks on; see Cargo.toml), the browser test included. Installs what it
# needs itself. Budget: under 15 minutes on a fresh 2-core machine (the phases'
# times are in bench/RESULTS.md); .ci/run adds the slower steps after it.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each phase's time, on stderr (bench/RESULTS.md records them).
start=$SECONDS
mark=$SECONDS
phase() {
  echo "test.sh: $1 took $((SECONDS - mark)) s ($((SECONDS - start)) s in all)" >&2
  mark=$SECONDS
}
need() { command -v "$1" >/dev/null 2>&1; }
if ! need g++; then
  # The stress-tester tests compile tiny C++ contestant programs.
  apt-get update -qq && apt-get install -y -qq g++ >/dev/null
fi
# The browser test drives Debian's Chromium with playwright-core (no browser download).
missing=""
need chromium || missing="$missing chromium"
need node || missing="$missing nodejs npm"
if [ -n "$missing" ]; then
  apt-get update -qq && apt-get install -y -qq $missing >/dev/null
fi
rustup component list --installed 2>/dev/null | grep -q rustfmt || rustup component add rustfmt clippy || true
phase "installing what the tests need"
cargo fmt --all --check
phase "cargo fmt --check"
cargo clippy --workspace --all-targets --release -- -D warnings
phase "cargo clippy (building everything)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet
phase "cargo doc"
cargo test --workspace --release
phase "cargo test"
# The web app in a real browser: board geometry and fit, a game by keyboard,
# axe-core's WCAG 2.2 AA rules, shared links, the computer in every variant, the
# analysis, the heat map, the heap games; screenshots at four sizes (in
# target/browser).
(cd crates/wythoff-web/browser && npm ci --no-audit --no-fund --silent)
mkdir -p target/browser
node crates/wythoff-web/browser/test.mjs target/release/wythoff target/browser
phase "the browser test"
# The Python package, installed into a fresh virtual environment with the one
# documented command (maturin builds it over the workspace's release build), then
# pytest: every registry game against the command's JSON, the table's bytes,
# refusals, doctests, property tests, pictures, the Gymnasium environment, and
# the example notebook run with nbclient.
if ! python3 -m venv --help >/dev/null 2>&1; then
  apt-get update -qq && apt-get install -y -qq python3 python3-venv python3-pip >/dev/null
fi
rm -rf target/py-venv
python3 -m venv target/py-venv
target/py-venv/bin/pip install -q --disable-pip-version-check pytest hypothesis numpy gymnasium nbclient nbformat ipykernel
target/py-venv/bin/pip install -q --disable-pip-version-check ./crates/wythoff-py
(cd crates/wythoff-py && WYTHOFF_BIN="$PWD/../../target/release/wythoff" ../../target/py-venv/bin/python -m pytest -q tests)
phase "the Python package"
# The fuzz targets' bodies ran above, as ordinary tests, over fuzz/regressions/
# (crates/wythoff-cli/tests/fuzz_targets.rs); the libFuzzer runs themselves are a
# later, slower step of .ci/run (and fuzz/run.sh by hand).
