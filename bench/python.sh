#!/usr/bin/env bash
# The Python package against plain Python and gmpy2 (bench/python.py), per
# call, per array element, per environment step and per Ctrl-C
# (bench/python_api.py), and
# grundy_table(8192) from Python against the command (bench/ab.sh, alternating).
# Installs the package and gmpy2 into target/py-bench. Figures: bench/RESULTS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet -p wythoff-cli
python3 -m venv target/py-bench
target/py-bench/bin/pip install -q --disable-pip-version-check numpy gmpy2 gymnasium 'maturin>=1.9,<2'
# The release wheel (the test command tests the ci profile's, whose glue
# crates are unoptimised).
rm -f target/wheels-release/wythoff-*.whl
target/py-bench/bin/maturin build --quiet --release --strip --out target/wheels-release -m crates/wythoff-py/Cargo.toml -i target/py-bench/bin/python
target/py-bench/bin/pip install -q --disable-pip-version-check --force-reinstall --no-deps target/wheels-release/wythoff-*.whl
target/py-bench/bin/python bench/python.py 2>/dev/null
# Per call by size, arrays, environment steps, Ctrl-C (issue 34).
target/py-bench/bin/python bench/python_api.py 2>/dev/null
# The array is 256 MiB that the process keeps (the command streams it): against
# the command writing the same bytes to a file in memory (/dev/shm), and against
# it throwing them away (/dev/null). Both sides start a Python first, so that
# like is compared with like.
start="target/py-bench/bin/python -c 'import wythoff, numpy'"
for out in /dev/shm/wythoff-bench-table.bin /dev/null; do
  bash bench/ab.sh -n 7 \
    "target/py-bench/bin/python -c 'import wythoff; t = wythoff.grundy_table(8192); assert not t.flags.owndata'" \
    "$start && target/release/wythoff grundy table 8192 --format bin --out $out"
done
rm -f /dev/shm/wythoff-bench-table.bin
