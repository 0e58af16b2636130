#!/usr/bin/env bash
# Every documented limit at its edge: for each, the costliest input it allows and
# the smallest it refuses, run under a 4 GiB memory cap (ulimit -v) and a 60 s
# deadline. A refused input must exit 2 at once with one line; an allowed one must
# answer (exit 0) within the deadline, or, where the output itself is the cost,
# still be running at the deadline; none may be killed by the cap or abort.
# Prints a table (exit, seconds, peak memory) for bench/RESULTS.md; exits 1 if a
# run breaks the rule. .ci/run runs it after the test command.
#
# Usage: scripts/limit_edges.sh [path to wythoff] (default target/release/wythoff; the test command builds target/ci/wythoff)
set -uo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-target/release/wythoff}")
command -v /usr/bin/time >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export WYTHOFF_CACHE_DIR="$work/cache"
cap_kib=$((4 * 1024 * 1024))
deadline=60
failed=0

# Numbers too long for a command line go through files.
digits() { head -c "$1" /dev/zero | tr '\0' '7'; }
digits 1000000 >"$work/d1000000"
digits 1000001 >"$work/d1000001"
digits 10000 >"$work/d10000"
digits 10001 >"$work/d10001"
nim_heaps() { for _ in $(seq "$1"); do printf '%s ' "$(digits 100)"; done; }
components() { printf 'nim(1)'; for _ in $(seq 2 "$1"); do printf ' + nim(1)'; done; }

printf '| limit | input | expected | exit | seconds | peak memory |\n|---|---|---|---:|---:|---:|\n'
# run LIMIT EXPECT ARGS...: EXPECT is answer, refuse (checked before the work:
# within 2 s), spent (a budget spent during the work, named with the flag that
# raises it: refused within 10 s, about what the largest allowed input costs), or
# stream (the output is the cost: running at the deadline is right).
run() {
  local limit=$1 expect=$2
  shift 2
  local shown="wythoff $*"
  shown=${shown//$work\//}
  [ ${#shown} -gt 70 ] && shown="${shown:0:67}..."
  # The last row's output may be gigabytes (a stream): emptied before the
  # clock starts, since truncating it is not this row's cost.
  rm -f "$work/out"
  local start=$SECONDS
  (
    ulimit -v "$cap_kib"
    exec /usr/bin/time -f '%M' -o "$work/rss" timeout -s KILL "$deadline" "$bin" "$@" >"$work/out" 2>"$work/err" <"$work/stdin"
  )
  local code=$? seconds=$((SECONDS - start))
  local rss_kib
  rss_kib=$(tail -n 1 "$work/rss" 2>/dev/null | grep -o '^[0-9]*$' || echo 0)
  local rss="$((rss_kib / 1024)) MiB"
  local lines
  lines=$(wc -l <"$work/err")
  local ok=1
  case "$expect" in
    answer) [ "$code" = 0 ] || ok=0 ;;
    refuse) { [ "$code" = 2 ] && [ "$lines" = 1 ] && [ "$seconds" -le 2 ]; } || ok=0 ;;
    spent) { [ "$code" = 2 ] && [ "$lines" = 1 ] && [ "$seconds" -le 10 ]; } || ok=0 ;;
    stream) { [ "$code" = 137 ] || [ "$code" = 0 ]; } || ok=0 ;;
  esac
  if grep -qiE 'panicked|memory allocation|abort' "$work/err"; then ok=0; fi
  [ "$ok" = 1 ] || { failed=1; shown="**$shown**"; }
  printf '| %s | `%s` | %s | %s | %s | %s |\n' "$limit" "$shown" "$expect" "$code" "$seconds" "$rss"
  [ "$ok" = 1 ] || sed 's/^/    /' "$work/err" | head -3 >&2
}
: >"$work/stdin"

run "digits in one number" answer nth "@$work/d1000000"
run "digits in one number" refuse nth "@$work/d1000001"
run "heaps in one position" answer nim moves $(nim_heaps 10000)
run "heaps in one position" refuse nim moves $(nim_heaps 10001)
components 10000 >"$work/sum10000"
components 10001 >"$work/sum10001"
run "components of a sum" answer sum "@$work/sum10000"
run "components of a sum" refuse sum "@$work/sum10001"
run "entries in a listing" stream positions --count 100000000
run "entries in a listing" refuse positions --count 100000001
run "period search (--limit at its most)" answer subtraction --set 1,3,4 period --limit 1073741824
run "period search (--limit past its most)" refuse subtraction --set 1,3,4 period --limit 1073741825
run "values × set elements" answer subtraction --set 1,2,3,4,5,6,7,1000000 period --limit 1073741824
run "Fibonacci moves listing" answer fibonacci moves "@$work/d10000"
run "Fibonacci moves listing" refuse fibonacci moves "@$work/d10001"
run "digits gen writes" stream gen hdu1527 --beyond --max "1$(digits 9999 | tr 7 0)" --count 100000000
run "digits gen writes" refuse gen hdu1527 --beyond --max "1$(digits 10000 | tr 7 0)" --count 10
run "proven rows of grundy A B" answer grundy 100 "@$work/d10000"
run "direct Grundy steps" answer grundy 7600 32767
run "direct Grundy steps" refuse grundy 7700 32767
run "direct Grundy steps (windows)" answer grundy 101 3260000
run "direct Grundy steps (windows)" refuse grundy 101 3270000
run "steps of the row walk" answer grundy positions --value 1 --nth 154500000
run "steps of the row walk" refuse grundy positions --value 1 --nth 154600000
run "rows grundy rows proves" answer grundy rows --max-row 1000
run "rows grundy rows proves" refuse grundy rows --max-row 1001
run "side of a grundy table" stream grundy table 32768 --format bin --out "$work/table.bin"
run "side of a grundy table" refuse grundy table 32769 --format bin --out "$work/table.bin"
rm -f "$work/table.bin"
run "Fibonacci component of a sum" answer sum "fibonacci(10000) + nim(1)"
run "Fibonacci component of a sum" refuse sum "fibonacci(10001) + nim(1)"
run "take-and-break values (--limit at its most)" answer octal --code 0.16 period --limit 16777216
run "take-and-break values (--limit past its most)" refuse octal --code 0.16 period --limit 16777217
run "take-and-break values (Grundy's game)" answer grundys-game status 16383
run "take-and-break values (Grundy's game)" refuse grundys-game status 16384
run "take-and-break steps (no sparse space)" answer octal --code 0.76 period --limit 16777216
run "take-and-break moves listed" answer lasker-nim moves 1000000
run "take-and-break moves listed" refuse lasker-nim moves 1000001
run "take-and-break misère tokens" answer octal --code 0.76 --misere moves 40
run "take-and-break misère tokens" refuse octal --code 0.76 --misere moves 41
# Kayles's canonical forms to heap 55 take 2^26 steps or fewer (2.4 s here), to
# heap 56 more: refused when the count passes the limit.
run "misère steps (genus)" answer octal --code 0.77 genus 55
run "misère steps (genus)" spent octal --code 0.77 genus 56
# The misère memory budget is spent as a quotient grows (its largest working
# set, estimated as each is made): 0.16's heap 17 needs 147,256 bytes, so the
# budget is tried there by the flag, on both sides.
run "misère memory (a quotient's working set)" answer --misere-memory 147256 octal --code 0.16 quotient 17
run "misère memory (a quotient's working set)" refuse --misere-memory 147255 octal --code 0.16 quotient 17
# A run to a file at the limit (2^32 values) takes over an hour and 8 GiB of disk
# (a bench run, bench/record_runs.sh), its memory bounded (about 300 MiB): here it
# must still be running at the deadline, under the cap, and one value past the
# limit is refused before it starts.
run "take-and-break run to a file" stream grundys-game sequence 4294967296 --out "$work/g.values"
run "take-and-break run to a file" refuse grundys-game sequence 4294967297 --out "$work/g.values"
run "engine memory (one-or-any)" answer multipile --rule one-or-any status 2 2 2 2 2 2 2 2 2 2
run "engine memory (one-or-any)" refuse multipile --rule one-or-any status 2 2 2 2 2 2 2 2 2 2 2
run "engine steps" answer multipile --rule one-or-any status 423 423 423
run "engine steps" refuse multipile --rule one-or-any status 424 424 424
# (The positions limit, 2^28, binds no game before the steps limit does; past it:)
run "engine positions" refuse multipile --rule one-or-all status 16384 16384

# The server under the same rule: one process, under the same cap, asked each web
# limit's edge in turn (it narrows some: 10,000 digits, 2.5·10^8 Grundy steps,
# 10,000 listed positions); each answer must be 200 or 400, and the server must
# still be up at the end.
command -v curl >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq curl >/dev/null; }
(
  ulimit -v "$cap_kib"
  exec "$bin" serve --port 0 --bind 127.0.0.1 --no-cache >"$work/serve.out" 2>&1
) &
server=$!
for _ in $(seq 50); do grep -q 'serving on' "$work/serve.out" 2>/dev/null && break; sleep 0.2; done
base=$(grep -o 'http://[^ ]*/' "$work/serve.out" | head -n 1)
ask() {
  local limit=$1 expect=$2 path=$3
  local start=$SECONDS
  local status
  status=$(curl -s -o "$work/body" -w '%{http_code}' --max-time "$deadline" "$base${path#/}")
  local seconds=$((SECONDS - start))
  local rss
  rss=$(awk '/VmHWM/ { print int($2 / 1024) " MiB (peak so far)" }' "/proc/$server/status" 2>/dev/null)
  local shown=${path:0:70}
  local ok=1
  [ "$status" = "$expect" ] || ok=0
  kill -0 "$server" 2>/dev/null || ok=0
  [ "$ok" = 1 ] || { failed=1; shown="**$shown**"; }
  printf '| %s (web) | `GET %s` | %s | %s | %s | %s |\n' "$limit" "$shown" "$expect" "$status" "$seconds" "$rss"
}
ask "digits in one number" 200 "/api/wythoff/moves?a=$(digits 10000)&b=1"
ask "digits in one number" 400 "/api/wythoff/moves?a=$(digits 10001)&b=1"
ask "direct Grundy steps" 200 "/api/wythoff/grundy?a=1900&b=32767"
ask "direct Grundy steps" 400 "/api/wythoff/grundy?a=2000&b=32767"
ask "take-and-break steps" 200 "/api/octal/status?code=0.66666666&heaps=12946"
ask "take-and-break steps" 400 "/api/octal/status?code=0.66666666&heaps=12947"
# The first engine of about 1.2 GB in a fresh process pays for its pages (4.3 s
# here, against 1 s after, and the server's 5 s timeout): this edge is about the
# memory limit, so the server is warmed with the same question first.
curl -s -o /dev/null --max-time "$deadline" "${base}api/multipile/status?moves=one-or-any&piles=2,2,2,2,2,2,2,2,2,2" || true
ask "engine memory" 200 "/api/multipile/status?moves=one-or-any&piles=2,2,2,2,2,2,2,2,2,2"
ask "engine memory" 400 "/api/multipile/status?moves=one-or-any&piles=2,2,2,2,2,2,2,2,2,2,2"
ask "listed positions" 200 "/api/wythoff/positions?count=10000"
ask "listed positions" 400 "/api/wythoff/positions?count=10001"
ask "board side" 200 "/api/wythoff/board.svg?size=200"
ask "board side" 400 "/api/wythoff/board.svg?size=201"
ask "heat map side" 200 "/api/wythoff/grundy.svg?size=256"
ask "heat map side" 400 "/api/wythoff/grundy.svg?size=257"
kill "$server" 2>/dev/null
wait "$server" 2>/dev/null
exit $failed
