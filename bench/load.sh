#!/usr/bin/env bash
# Load on the web server, on loopback, bounded in time: wrk with 1,000 concurrent
# connections on the status and moves endpoints with 40-digit piles, for 30 s;
# then the same while other clients ask for the largest allowed Grundy pictures
# and values and send malformed or oversized requests. Prints wrk's summaries
# (requests/s, latency percentiles, errors) and the server's peak memory.
# Usage: bench/load.sh [SECONDS] [CONNECTIONS]   (needs wrk: apt-get install wrk)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
connections=${2:-1000}
cargo build --release --quiet -p wythoff-cli
out=bench/out/load
mkdir -p "$out"
ulimit -n 65536 2>/dev/null || true
port=18931
/usr/bin/time -v target/release/wythoff serve --port "$port" --no-cache >"$out/serve.log" 2>"$out/serve.time" &
server=$!
sleep 1
base="http://127.0.0.1:$port"
a=1000000000000000000000000000000000000007
b=1618033988749894848204586834365638117720
cat >"$out/paths.lua" <<LUA
local paths = {
  "/api/wythoff/status?a=$a&b=$b",
  "/api/wythoff/moves?a=$a&b=$b",
  "/api/wythoff/moves?a=$b&b=$a&misere=1",
}
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
LUA
echo "## cheap endpoints alone: $connections connections, ${seconds} s"
wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$out/paths.lua" "$base" | tee "$out/alone.txt"
echo
echo "## the same, while other clients ask for heavy and malformed requests"
(
  end=$((SECONDS + seconds))
  while [ $SECONDS -lt $end ]; do
    curl -s -o /dev/null "$base/api/wythoff/grundy.svg?size=256" &
    curl -s -o /dev/null "$base/api/wythoff/board.svg?size=200&at=150,99" &
    curl -s -o /dev/null "$base/api/wythoff/grundy?a=100&b=99999999999999999999" &
    curl -s -o /dev/null "$base/api/wythoff/grundy?a=5000&b=19000" &
    curl -s -o /dev/null "$base/api/wythoff/status?a=$(head -c 20000 /dev/zero | tr '\0' 7)&b=1" &
    curl -s -o /dev/null "$base/api/wythoff/status?a=x&b=%ff%fe" &
    curl -s -o /dev/null "$base/api/nim/moves?heaps=$(yes 123456789 | head -n 3000 | paste -sd, -)" &
    wait
  done
) &
heavy=$!
wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$out/paths.lua" "$base" | tee "$out/mixed.txt"
wait $heavy || true
# (GNU time ignores SIGINT: stop the server itself.)
pkill -INT -P "$server" || true
wait "$server" || true
echo
echo "server peak memory: $(grep 'Maximum resident' "$out/serve.time" | awk '{print $NF}') KiB"
