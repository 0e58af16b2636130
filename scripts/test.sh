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
# The fuzz targets' bodies ran above, as ordinary tests, over fuzz/regressions/
# (crates/wythoff-cli/tests/fuzz_targets.rs); the libFuzzer runs themselves are a
# later, slower step of .ci/run (and fuzz/run.sh by hand).
