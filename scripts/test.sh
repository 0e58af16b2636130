#!/usr/bin/env bash
# The whole test run: formatting, lints, docs, and every test (optimised, with
# overflow checks on; see Cargo.toml). Installs what it needs itself.
set -euo pipefail
cd "$(dirname "$0")/.."
need() { command -v "$1" >/dev/null 2>&1; }
if ! need g++; then
  # The stress-tester tests compile tiny C++ contestant programs.
  apt-get update -qq && apt-get install -y -qq g++ >/dev/null
fi
rustup component list --installed 2>/dev/null | grep -q rustfmt || rustup component add rustfmt clippy || true
cargo fmt --all --check
cargo clippy --workspace --all-targets --release -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet
cargo test --workspace --release
