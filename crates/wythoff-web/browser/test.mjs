// The web app in a real browser (Debian's headless Chromium, driven by
// playwright-core): the board's geometry and fit at four window sizes, a game
// by keyboard alone, axe-core's WCAG 2.2 AA rules, the construction table
// against the API, shared links, the computer's replies in every variant and
// rule, the analysis, the heat map and the heap games; screenshots at four
// sizes.
//
// The checks are in board.mjs, lessons.mjs, family.mjs and languages.mjs, what they share in harness.mjs.
//
// Usage: node test.mjs [path to the wythoff binary] [screenshot directory] [timing|bench]
// The checks marked "timing" (layout shift, long tasks) run only with that
// third argument: the test command runs them alone, after everything else.
// Those marked "bench" (the longest task through the lessons and a sum) are
// measurements for bench/RESULTS.md, run by hand.
import assert from "node:assert/strict";
import { browser, server, errors } from "./harness.mjs";
import { checks as board } from "./board.mjs";
import { checks as lessons } from "./lessons.mjs";
import { checks as family } from "./family.mjs";
import { checks as languages } from "./languages.mjs";

const checks = [...board, ...lessons, ...family, ...languages];
const only = process.argv[4] ?? "";
// CHECKS=regex runs only the checks whose names match (while working on one).
const pick = process.env.CHECKS ? new RegExp(process.env.CHECKS) : null;
let failed = false;
for (const { name, fn, group } of checks) {
  if (group !== only || (pick && !pick.test(name))) continue;
  const t = Date.now();
  try {
    const said = await fn();
    console.log(`ok   ${name} (${((Date.now() - t) / 1000).toFixed(1)} s): ${said}`);
  } catch (e) {
    failed = true;
    console.error(`FAIL ${name}:`, e);
  }
}
try {
  assert.deepEqual(errors, [], "the page threw");
} catch (e) {
  failed = true;
  console.error(e);
}
await browser.close();
server.kill();
process.exit(failed ? 1 : 0);
