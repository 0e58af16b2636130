#!/usr/bin/env bash
# Lighthouse against the web app, mobile (375 × 812) and desktop (1366 × 768),
# the sizes the page is tested at, with Debian's chromium
# (Lighthouse 12.x, pinned in bench/lighthouse/package.json, runs on Node 20).
# Prints the four category scores and the bytes transferred for the page and
# for the 256-side heat map's values, compressed as a browser asks for them.
#
# Usage: bench/lighthouse.sh [path to the wythoff binary]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
binary=${1:-$here/../target/release/wythoff}
(cd "$here/lighthouse" && npm ci --no-audit --no-fund --silent)
port=8791
"$binary" serve --port $port --bind 127.0.0.1 --no-cache >/dev/null &
server=$!
trap 'kill $server' EXIT
sleep 1
out=${LIGHTHOUSE_OUT:-$(mktemp -d)}
for preset in mobile desktop; do
  flags=(--quiet --output=json --output-path="$out/$preset.json" --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking")
  if [ $preset = desktop ]; then
    flags+=(--preset=desktop --screenEmulation.width=1366 --screenEmulation.height=768)
  else
    flags+=(--screenEmulation.width=375 --screenEmulation.height=812 --screenEmulation.deviceScaleFactor=2)
  fi
  CHROME_PATH=/usr/bin/chromium "$here/lighthouse/node_modules/.bin/lighthouse" "http://127.0.0.1:$port/" "${flags[@]}" || true
  node -e '
    const r = require(process.argv[1]);
    const c = r.categories;
    const s = (k) => Math.round(c[k].score * 100);
    const bytes = r.audits["total-byte-weight"].numericValue;
    console.log(`${process.argv[2]}: performance ${s("performance")}, accessibility ${s("accessibility")}, best practices ${s("best-practices")}, SEO ${s("seo")}; page weight ${(bytes / 1024).toFixed(1)} KiB transferred`);
    for (const k of ["performance", "accessibility", "best-practices"]) {
      for (const ref of c[k].auditRefs) {
        const a = r.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1) console.log(`  ${k}: ${a.id} ${a.score}: ${a.title}`);
      }
    }' "$out/$preset.json" $preset
done
# The heat map's values at the largest side, as the page fetches them.
for encoding in identity gzip br; do
  size=$(curl -s -H "Accept-Encoding: $encoding" "http://127.0.0.1:$port/api/wythoff/grundy_table?size=256" | wc -c)
  echo "grundy_table?size=256 with Accept-Encoding $encoding: $size bytes"
done
for encoding in identity br; do
  size=$(curl -s -H "Accept-Encoding: $encoding" "http://127.0.0.1:$port/api/wythoff/grundy.svg?size=256" | wc -c)
  echo "grundy.svg?size=256 with Accept-Encoding $encoding: $size bytes"
done
