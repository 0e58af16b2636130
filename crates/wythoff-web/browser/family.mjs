// Checks of the page as a lesson on the whole family (issue 49): heap games
// refused at a limit, presentation mode, layout on a phone, hints that teach,
// the values of the heap games and sums.
import assert from "node:assert/strict";
import { open, check } from "./harness.mjs";

export const checks = [];

// A position beyond a limit of the page (misère Grundy's game with heaps 30
// and 40) keeps its heaps drawn and says why in the page's words: no command
// names, no backticks, no server sentence said twice; Hint says it too.
checks.push(check("a refused heap game says why in the page's words", async () => {
  const page = await open(1366, 768, "#heaps");
  await page.selectOption("#heap-game", "grundys_game");
  await page.fill("#heap-position", "30,40");
  await page.check("#heap-misere");
  await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
  await page.click("#heap-new");
  await page.waitForFunction(() => document.getElementById("heap-status").textContent !== "");
  const said = await page.locator("#heap-status").textContent();
  assert.match(said, /^Grundy's game in misère play with heaps 30, 40 is beyond what this page works out\. Misère play is worked out here within [\d,]+ steps/);
  assert.doesNotMatch(said, /`|quotient question|--/);
  assert.equal(await page.locator("#heap-board .heap").count(), 2, "the heaps vanished");
  await page.click("#heap-hint");
  assert.match(await page.locator("#heap-hint-text").textContent(), /^No hint here: Grundy's game in misère play/);
  await page.context().close();
  return "heaps 30, 40 stay drawn; the status and Hint say the limit in the page's words";
}));
