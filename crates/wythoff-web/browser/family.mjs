// Checks of the page as a lesson on the whole family (issue 49): heap games
// refused at a limit, presentation mode, layout on a phone, hints that teach,
// the values of the heap games and sums.
import assert from "node:assert/strict";
import { open, check, api } from "./harness.mjs";

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

// The values section shows every game of the catalogue: the heat map of each
// two-pile game (its squares the server's values, numbers written at side
// 16), the table of each heap game (G(n) as the server computes it, the
// period said), and for a game with neither, what it has instead. A click on
// the map reads a square and leaves the page where it is; at 375 the map and
// its scale fit the window at side 256.
checks.push(check("values of every game", async () => {
  const page = await open(1366, 768, "#heat");
  const games = await page.evaluate(() => [...document.querySelectorAll("#values-game option")].map((o) => o.value));
  const catalogue = (await api("/api/games")).games;
  let tables = 0;
  let maps = 0;
  for (const value of games) {
    const [name] = value.split(":");
    const entry = catalogue.find((g) => g.name === name);
    await page.evaluate(() => {
      for (const id of ["values-read", "heat-read", "values-about"]) document.getElementById(id).textContent = "";
    });
    await page.selectOption("#values-game", value);
    await page.waitForFunction(() => document.getElementById("values-about").textContent !== "");
    if (entry.pictures.includes("heat_map")) {
      await page.waitForFunction(() => /^G\(x, y\) for x and y below/.test(document.getElementById("heat-read").textContent));
      assert.ok(await page.locator("#values-part").isHidden(), value);
      maps++;
    } else if (entry.pictures.includes("values")) {
      await page.waitForFunction(() => /^G\(0\) to G\(/.test(document.getElementById("values-read").textContent) || /Error|must|missing/.test(document.getElementById("values-read").textContent));
      const shown = await page.locator("#values-table tbody td").evaluateAll((t) => t.map((c) => c.textContent));
      const params = await page.locator("#values-params input").evaluateAll((i) => i.map((x) => `${x.name}=${encodeURIComponent(x.value)}`));
      const answer = await api(`/api/${name}/values?${[...params, `n=${shown.length}`].join("&")}`);
      assert.deepEqual(shown, answer.values, `${value}: the table is not the server's values`);
      const proof = await page.locator("#values-proof").textContent();
      if (answer.period) assert.ok(proof.startsWith(`Period ${answer.period} from `) && proof.includes(answer.proof.slice(1)), `${value}: ${proof}`);
      else assert.equal(proof, "No period of these values is proven here.", value);
      assert.ok(await page.locator("#heat-part").isHidden(), value);
      tables++;
    } else {
      assert.match(await page.locator("#values-about").textContent(), /has no table of values here/, value);
      assert.ok((await page.locator("#heat-part").isHidden()) && (await page.locator("#values-part").isHidden()), value);
    }
  }
  // Restricted Wythoff at side 16: the numbers on the map are the server's.
  await page.selectOption("#values-game", "restricted");
  await page.selectOption("#heat-size", "16");
  await page.waitForFunction(() => /below 16/.test(document.getElementById("heat-read").textContent));
  const m = await page.inputValue("#values-params input");
  const table = await api(`/api/restricted/grundy_table?max_take=${m}&size=16`);
  await page.locator("#heat-map").scrollIntoViewIfNeeded();
  const box = await page.locator("#heat-map").boundingBox();
  const cell = Number(await page.locator("#heat-map").getAttribute("data-cell"));
  assert.ok(cell >= 20, `squares of ${cell} px at side 16 carry no numbers`);
  const y = await page.evaluate(() => scrollY);
  await page.mouse.click(box.x + 50 + 3.5 * cell, box.y + 8 + (15 - 5 + 0.5) * cell);
  assert.equal(await page.locator("#heat-read").textContent(), `G(3, 5) = ${table.values[3][5]}${table.values[3][5] === "0" ? ": a P-position" : ""}.`);
  assert.equal(await page.evaluate(() => scrollY), y, "a click on the map moved the page");
  assert.equal((await page.locator("#heat-play").textContent()).trim(), "Play from (3, 5)");
  await page.click("#heat-play");
  await page.waitForFunction(() => /Pile 1 = 3 · Pile 2 = 5/.test(document.getElementById("readout").textContent));
  assert.equal(await page.inputValue("#variant"), "restricted");
  await page.context().close();
  // At 375, side 256: the whole map and its scale inside the window.
  const phone = await open(375, 812, "#heat");
  await phone.selectOption("#heat-size", "256");
  await phone.waitForFunction(() => /below 256/.test(document.getElementById("heat-read").textContent));
  const width = await phone.locator("#heat-base").evaluate((c) => c.getBoundingClientRect().right);
  assert.ok(width <= 375, `the map ends at ${width} px, past the window`);
  await phone.context().close();
  return `${maps} heat maps and ${tables} tables as the server computes them; ${games.length - maps - tables} games say what they have instead; restricted's map at 16 reads and plays (3, 5); the 256 map fits 375 px`;
}));
