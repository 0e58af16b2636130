#!/usr/bin/env bash
# Load on the web server, on loopback, bounded in time: wrk with 1,000 concurrent
# connections on the status and moves endpoints with 40-digit piles, for 30 s;
# then the same while other clients ask for the largest allowed Grundy pictures
# and values and send malformed or oversized requests. Prints wrk's summaries
# (requests/s, latency percentiles, errors), how the other clients' requests were
# answered (HTTP status of each kind: 503 is a heavy answer not given within the
# time-out), and the server's peak memory.
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
rm -f "$out/side.txt"
(
  end=$((SECONDS + seconds))
  while [ $SECONDS -lt $end ]; do
    ask() { curl -s -o /dev/null -w "$1 %{http_code}\n" "$base/api/$2" >>"$out/side.txt"; }
    ask grundy.svg "wythoff/grundy.svg?size=256" &
    ask board.svg "wythoff/board.svg?size=200&at=150,99" &
    ask proven-rows "wythoff/grundy?a=100&b=99999999999999999999" &
    ask direct "wythoff/grundy?a=5000&b=19000" &
    ask oversized "wythoff/status?a=$(head -c 20000 /dev/zero | tr '\0' 7)&b=1" &
    ask malformed "wythoff/status?a=x&b=%ff%fe" &
    ask 3000-heaps "nim/moves?heaps=$(yes 123456789 | head -n 3000 | paste -sd, -)" &
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
echo "the other clients' requests (kind, HTTP status, how many):"
sort "$out/side.txt" | uniq -c | awk '{print "  " $2, $3, $1}'
echo "server peak memory: $(grep 'Maximum resident' "$out/serve.time" | awk '{print $NF}') KiB"
