// What teaches: axe-core over the page's states, the Learn stepper, the heat
// map (and its long tasks at 256) and the heap games.
import assert from "node:assert/strict";
import AxeBuilder from "@axe-core/playwright";
import { shots, base, api, browser, open, check } from "./harness.mjs";

export const checks = [];

checks.push(check("axe-core, WCAG 2.2 AA", async () => {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  const seen = [];
  const scan = async (page, what) => {
    const result = await new AxeBuilder({ page }).withTags(tags).analyze();
    const found = result.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes.slice(0, 2).map((n) => n.target.join(" ")).join("; ")})`);
    assert.deepEqual(found, [], `${what}: ${found.join(", ")}`);
    seen.push(what);
  };
  for (const [w, h, hash] of [[375, 812, "#start=9,6"], [1280, 720, "#start=9,6"], [375, 812, "#size=16&start=13,11"]]) {
    const page = await open(w, h, hash);
    await page.waitForFunction(() => !/Computing|Loading/.test(document.getElementById("heat-read").textContent));
    const label = `${w} px${hash.includes("size=16") ? ", 16-board" : ""}`;
    await scan(page, `${label} initial`);
    // Mid-game: one step left, and the computer's reply.
    await page.locator(`#board [aria-label^="pile 1 = ${hash.includes("13") ? 12 : 8}, pile 2 = ${hash.includes("13") ? 11 : 6}"]`).click();
    await page.waitForFunction(() => /The computer: .*Your move/.test(document.getElementById("status").textContent));
    await scan(page, `${label} mid-game`);
    for (const id of ["#show-p", "#show-reach"]) await page.check(id);
    await page.click("#mex-step");
    await page.click("#mex-step");
    await page.click("#hint");
    await page.waitForFunction(() => document.getElementById("hint-text").textContent.includes("Why"));
    await scan(page, `${label} overlay`);
    // The Learn stepper mid-way, with a wrong square tried; the Grundy lesson asking
    // (once a width: the 16-board changes nothing of them).
    if (hash.includes("size=16")) {
      await page.context().close();
      continue;
    }
    for (let i = 0; i < 5; i++) await page.click("#mex-step");
    await page.locator("#learn-board").click({ position: { x: 5, y: 5 } });
    await scan(page, `${label} stepper mid-way`);
    await page.selectOption("#learn-topic", "g");
    await page.waitForFunction(() => /Heap 0/.test(document.getElementById("learn-question").textContent));
    await scan(page, `${label} Grundy lesson`);
    // A heap game mid-split: Kayles, a stone's move previewed.
    await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
    await page.selectOption("#heap-game", "octal:kayles");
    await page.waitForFunction(() => /your move/.test(document.getElementById("heap-status").textContent));
    await page.locator("#heap-board .stone").nth(1).hover();
    await page.waitForFunction(() => /→/.test(document.getElementById("heap-preview").textContent));
    await scan(page, `${label} heap game mid-split`);
    // A heap game's table of values.
    await page.selectOption("#values-game", "octal:kayles");
    await page.waitForFunction(() => /^G\(0\) to/.test(document.getElementById("values-read").textContent));
    await scan(page, `${label} Kayles' values`);
    // The Nim lesson, a step answered, and a sum analysed.
    await page.selectOption("#learn-topic", "n");
    await page.waitForFunction(() => /^Step 1 of/.test(document.getElementById("nim-question").textContent));
    await page.click('#nim-answers button:text-is("P")');
    await scan(page, `${label} the Nim lesson`);
    if (w > 600) {
      await page.locator("body").press("p");
      await page.waitForFunction(() => document.body.classList.contains("present"));
      await scan(page, `${label} presentation mode`);
      await page.click('header.top nav a[href="#heat"]');
      await scan(page, `${label} presentation mode, the values`);
      await page.locator("body").press("p");
    }
    await page.context().close();
  }
  return `no violations: ${seen.join(", ")}`;
}));
// The centre of square (x, y) of the lesson's board, on the screen.
const square = (page, x, y) =>
  page.evaluate(([x, y]) => {
    const svg = document.getElementById("learn-board");
    const [left, side] = [Number(svg.dataset.left), Number(svg.dataset.side)];
    const p = new DOMPoint(left + x + 0.5, side - 1 - y + 0.5).matrixTransform(svg.getScreenCTM());
    return [p.x, p.y];
  }, [x, y]);
checks.push(check("the Learn stepper", async () => {
  const seen = [];
  const inView = (page) =>
    page.evaluate(() => {
      // The board's box (a phone's large board scrolls inside it), and its
      // squares at least 24 px on a phone.
      const r = document.getElementById("learn-scroll").getBoundingClientRect();
      const square = document.getElementById("learn-board").getScreenCTM().a;
      const ok = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 1 && r.right <= innerWidth && r.height > 100 && (innerWidth > 600 || square >= 24);
      return ok || JSON.stringify({ ...r.toJSON(), square });
    });
  for (const [w, h] of [[375, 812], [1366, 768]]) {
    for (const misere of [false, true]) {
      const page = await open(w, h);
      await page.locator("#learn-stage").scrollIntoViewIfNeeded();
      await page.waitForFunction(() => /Step 1/.test(document.getElementById("learn-question").textContent));
      if (misere) {
        await page.check("#mex-misere");
        await page.waitForFunction(() => /misère play/.test(document.getElementById("learn-question").textContent));
      } else {
        // The student's way: a wrong square is explained, the right one shown.
        await page.mouse.click(...(await square(page, 0, 0)));
        await page.waitForFunction(() => /\(0, 0\): a P-position/.test(document.getElementById("learn-question").textContent));
        await page.click("#mex-step");
        await page.waitForFunction(() => /Step 2/.test(document.getElementById("learn-question").textContent));
        await page.mouse.click(...(await square(page, 3, 0)));
        await page.waitForFunction(() => /Not \(3, 0\): it is crossed out, because the queen moves from it to \(0, 0\)/.test(document.getElementById("learn-question").textContent));
        await page.mouse.click(...(await square(page, 2, 1)));
        await page.waitForFunction(() => /\(1, 2\) and \(2, 1\): P-positions, because/.test(document.getElementById("learn-question").textContent));
        assert.equal(await page.locator("#reveal").isDisabled(), true, "the pattern waits until several are found");
      }
      // "Show the answer" and "Next step" in turn, to 20 P-positions; the board in view at every step.
      for (let i = 0; i < 60 && (await page.locator("#mex-table tbody tr").count()) < 20; i++) {
        const asked = await page.locator("#learn-question").textContent();
        await page.click("#mex-step");
        await page.waitForFunction((asked) => document.getElementById("learn-question").textContent !== asked, asked);
        const shown = await inView(page);
        assert.equal(shown, true, `at ${w}×${h}${misere ? ", misère" : ""}: the lesson's board left the view at click ${i + 1}: ${shown}`);
      }
      const rows = await page.locator("#mex-table tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.cells].slice(1, 3).map((c) => c.textContent)));
      const table = new Set(rows.flatMap(([a, b]) => [`${a},${b}`, `${b},${a}`]));
      const dots = new Set(await page.locator("#learn-board .p-dot").evaluateAll((cs) => cs.map((c) => `${c.dataset.x},${c.dataset.y}`)));
      const expected = new Set();
      for (let k = 0; k < 20; k++) {
        const [a, b] = (await api(`/api/wythoff/nth?k=${k}${misere ? "&misere=1" : ""}`)).position;
        expected.add(`${a},${b}`).add(`${b},${a}`);
      }
      assert.deepEqual([...table].sort(), [...expected].sort(), `the table's P-positions${misere ? " (misère)" : ""}`);
      assert.deepEqual([...dots].sort(), [...expected].sort(), `the board's dots${misere ? " (misère)" : ""}`);
      if (misere) {
        assert.equal(await page.locator("#learn-board .won-mark").textContent(), "N", "the misère board marks (0, 0) as won");
        // The pattern in misère play: normal play's pairs from (3, 5) on.
        await page.click("#reveal");
        assert.ok(await page.locator("#golden-misere").isVisible(), "misère play's pattern is not said");
      } else {
        await page.click("#reveal");
        assert.ok(await page.locator("#golden").isVisible());
        assert.equal(await page.locator("#learn-board line.golden").count(), 2);
      }
      await page.screenshot({ path: `${shots}/learn-${w}${misere ? "-misere" : ""}.png` });
      seen.push(`${w}×${h}${misere ? " misère" : ""}`);
      await page.context().close();
    }
  }
  // The Sprague–Grundy lesson: G(n) asked, a wrong value explained, the right one shown.
  const page = await open(1366, 768);
  await page.selectOption("#learn-topic", "g");
  await page.waitForFunction(() => /Heap 0/.test(document.getElementById("learn-question").textContent));
  const values = (await api("/api/subtraction/sequence?set=1,3,4&n=12")).values.map(Number);
  for (let n = 0; n < 12; n++) {
    await page.waitForFunction((n) => document.getElementById("learn-question").textContent.startsWith(`Heap ${n}:`), n);
    if (n === 6) {
      await page.getByRole("button", { name: "G = 0" }).click();
      assert.match(await page.locator("#learn-question").textContent(), /^Not 0: a move from 6 leaves 2, whose value is 0/);
    }
    await page.getByRole("button", { name: `G = ${values[n]}` }).click();
    await page.waitForFunction((n) => document.getElementById("learn-question").textContent.startsWith(`G(${n}) =`), n);
    await page.click("#mex-step");
  }
  const found = await page.locator("#mex-table tbody tr").evaluateAll((trs) => trs.map((tr) => Number(tr.cells[1].textContent)));
  assert.deepEqual(found, values, "the values found are the server's");
  await page.screenshot({ path: `${shots}/learn-grundy-1366.png` });
  await page.context().close();
  return `20 steps at ${seen.join(", ")}: the table and the board's dots equal nth 0..19, the board in view at every click; a wrong square explained; 12 Grundy values answered`;
}));
checks.push(check("the heat map", async () => {
  const page = await open(1280, 900);
  await page.locator("#heat-map").scrollIntoViewIfNeeded();
  await page.waitForFunction(() => /largest/.test(document.getElementById("heat-read").textContent));
  // The centre of square (x, y), from the geometry the canvas states.
  const centre = (p, x, y) =>
    p.evaluate(([x, y]) => {
      const c = document.getElementById("heat-map");
      const r = c.getBoundingClientRect();
      const { left, top, cell, size } = Object.fromEntries(Object.entries(c.dataset).map(([k, v]) => [k, Number(v)]));
      return [r.left + left + (x + 0.5) * cell, r.top + top + (size - 1 - y + 0.5) * cell];
    }, [x, y]);
  const spot = await centre(page, 5, 3);
  await page.mouse.move(spot[0], spot[1]);
  await page.waitForFunction(() => /G\(5, 3\)/.test(document.getElementById("heat-read").textContent));
  const g = (await api("/api/wythoff/grundy?a=5&b=3")).grundy;
  assert.match(await page.locator("#heat-read").textContent(), new RegExp(`G\\(5, 3\\) = ${g}\\b`));
  await page.mouse.click(spot[0], spot[1]);
  assert.equal(await page.locator("#analysis").textContent(), "", "a click analysed (and scrolled away)");
  assert.equal((await page.locator("#heat-play").textContent()).trim(), "Play from (5, 3)");
  // The SVG download outlines every P-position, as the page does.
  const table = await api("/api/wythoff/grundy_table?size=32");
  const zeros = table.values.flat().filter((v) => Number(v) === 0).length;
  const svg = await (await fetch(base + (await page.getAttribute("#heat-svg", "href")).slice(1))).text();
  assert.equal((svg.match(/class="p"/g) ?? []).length, zeros, "P outlines in the SVG");
  await page.context().close();
  // On a phone (touch, two device pixels a CSS pixel): sharp, and a tap reads.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const touch = await phone.newPage();
  touch.on("pageerror", (e) => errors.push(e.message));
  await touch.goto(base);
  await touch.locator("#heat-map").scrollIntoViewIfNeeded();
  await touch.waitForFunction(() => /Tap a square/.test(document.getElementById("heat-read").textContent));
  const dims = await touch.evaluate(() => {
    const c = document.getElementById("heat-map");
    return [c.width, c.getBoundingClientRect().width];
  });
  assert.equal(dims[0], 2 * dims[1], `a canvas of ${dims[0]} pixels shown ${dims[1]} CSS pixels wide`);
  const at = await centre(touch, 6, 2);
  await touch.touchscreen.tap(at[0], at[1]);
  await touch.waitForFunction(() => /G\(6, 2\) = \d+/.test(document.getElementById("heat-read").textContent));
  await touch.screenshot({ path: `${shots}/heat-375.png` });
  await touch.locator("#heat-play").tap();
  await touch.waitForFunction(() => /Pile 1 = 6 · Pile 2 = 2/.test(document.getElementById("readout").textContent));
  await phone.close();
  return `hover reads G(5, 3) = ${g}; a click reads without moving the page; the SVG outlines its ${zeros} P-positions; on a phone the canvas has 2 pixels a CSS pixel, a tap reads and the button plays from it`;
}));
checks.push(check("the heat map at 256 without lag", async () => {
  const page = await open(1366, 900);
  await page.selectOption("#heat-size", "256");
  await page.waitForFunction(() => /below 256; the largest/.test(document.getElementById("heat-read").textContent), null, { timeout: 20000 });
  await page.locator("#heat-map").scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    window.tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.tasks.push(e.duration);
    }).observe({ type: "longtask" });
  });
  const box = await page.locator("#heat-map").boundingBox();
  // Across the map and back, 200 mouse moves.
  for (let i = 0; i < 200; i++) {
    const u = i < 100 ? i / 100 : (200 - i) / 100;
    await page.mouse.move(box.x + 50 + u * (box.width - 140), box.y + 10 + u * (box.height - 60));
  }
  await page.waitForTimeout(200);
  const tasks = await page.evaluate(() => window.tasks);
  const longest = Math.max(0, ...tasks);
  assert.ok(longest < 50, `a hover's longest task took ${longest} ms (${tasks.length} long tasks)`);
  await page.screenshot({ path: `${shots}/heat-256.png`, clip: { x: 0, y: Math.max(0, box.y - 60), width: 1366, height: Math.min(900, box.height + 80) } });
  await page.context().close();
  return `200 hovers over 65,536 squares: ${tasks.length} long tasks, the longest ${longest} ms`;
}, "timing"));
checks.push(check("heap games", async () => {
  const page = await open(1280, 900);
  const newHeaps = async (game, heaps, params = {}) => {
    if ((await page.inputValue("#heap-game")) !== game) {
      // Choosing a game starts one: let it start before the fields change.
      await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
      await page.selectOption("#heap-game", game);
      await page.waitForFunction(() => document.getElementById("heap-status").textContent !== "");
    }
    await page.fill("#heap-position", heaps);
    for (const [k, v] of Object.entries(params)) await page.fill(`#heap-params input[name=${k}]`, v);
    await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
    await page.click("#heap-form button[type=submit]");
    await page.waitForFunction(() => document.getElementById("heap-status").textContent !== "");
    return page.locator("#heap-status").textContent();
  };
  const take = async (row, amount) => {
    const rows = page.locator("#heap-board .heap");
    await rows.nth(row).locator("input[data-heap]").fill(amount);
    await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
    await rows.nth(row).getByRole("button", { name: `take from heap ${row + 1}`, exact: true }).click();
    await page.waitForFunction(() => /Computer:|win|not|cannot|take/.test(document.getElementById("heap-status").textContent) && !/thinking/.test(document.getElementById("heap-status").textContent));
    return page.locator("#heap-status").textContent();
  };
  const heapText = async (i) => (await page.locator("#heap-board .heap .name").nth(i).textContent()).split(": ")[1];
  // Bash with M = 3 from 10: taking 1 leaves 9; the computer leaves a multiple of 4.
  assert.match(await newHeaps("bash", "10", { max_take: "3" }), /your move/);
  await take(0, "1");
  assert.equal(Number(await heapText(0)) % 4, 0);
  // Stones drawn, a click on a stone takes from it to the end.
  assert.equal(await page.locator("#heap-board .stone").count(), Number(await heapText(0)));
  // Undo brings back 10.
  await page.click("#heap-undo");
  assert.equal(await heapText(0), "10");
  // A set above 64.
  await newHeaps("subtraction", "150", { set: "70" });
  let said = await take(0, "70");
  assert.match(said, /Computer: take 70 → 10\. The computer wins/, said);
  await newHeaps("subtraction", "150", { set: "70" });
  said = await take(0, "69");
  assert.match(said, /^A move takes one of 70, not 69\./, said);
  // 30-digit heaps, exact to the end.
  const x = "123456789012345678901234567890";
  const y = "123456789012345678901234567891";
  await newHeaps("nim", `${x}, ${y}`);
  said = await take(0, x);
  assert.match(said, new RegExp(`Computer: take ${y} from heap 2: ${y} → 0\\. The computer wins`), said);
  // A start with no move says what it means for the player to move.
  said = await newHeaps("nim", "0, 0");
  assert.match(said, /^You cannot move, so you lose in normal play\. Choose other heaps to play\./, said);
  // Misère Nim: the hint answers.
  await page.selectOption("#heap-game", "nim");
  await page.check("#heap-misere");
  await newHeaps("nim", "1,1,2");
  await page.click("#heap-hint");
  await page.waitForFunction(() => /Why/.test(document.getElementById("heap-hint-text").textContent));
  await page.uncheck("#heap-misere");
  // The Fibonacci game: the heap alone is sent; the limit follows.
  assert.match(await newHeaps("fibonacci", "20"), /your move/);
  said = await take(0, "3");
  assert.match(said, /You: take 3 → 17 \(next move takes at most 6\)/, said);
  // Take-and-break games: a split puts two heaps in the heap's place.
  const split = async (row, amount, part) => {
    const rows = page.locator("#heap-board .heap");
    if (amount) await rows.nth(row).locator("input[data-take]").fill(amount);
    await rows.nth(row).locator("input[data-part]").fill(part);
    await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
    await rows.nth(row).getByRole("button", { name: new RegExp(`^(Take and s|S)plit heap ${row + 1}$`) }).click();
    await page.waitForFunction(() => /Computer:|win|split|not|cannot/.test(document.getElementById("heap-status").textContent) && !/thinking/.test(document.getElementById("heap-status").textContent));
    return page.locator("#heap-status").textContent();
  };
  // Grundy's game from 8 (value 2): splitting off 1 leaves 1 + 7, a P-position.
  assert.match(await newHeaps("grundys_game", "8"), /your move/);
  // Its moves only split: no take control, and a stone's click is a split, previewed.
  assert.equal(await page.locator("#heap-board input[data-heap]").count(), 0, "Grundy's game offers a take");
  assert.equal(await page.getByRole("button", { name: /^take from heap/ }).count(), 0);
  const listed = () => page.waitForFunction(() => document.getElementById("heap-board").dataset.moves === "listed");
  await listed();
  await page.locator("#heap-board .stone").nth(2).hover();
  assert.equal(await page.locator("#heap-preview").textContent(), "Split heap 1: 8 → 3 + 5");
  said = await split(0, "", "1");
  assert.match(said, /^You: split heap 1: 8 → 1 \+ 7\. Computer: split heap 2: 7 → /, said);
  assert.equal(await page.locator("#heap-board .heap").count(), 3);
  // Kayles, by its name in the menu, from 5: a click on the middle stone is
  // previewed (take 1, leaving 2 + 2), then played.
  assert.match(await newHeaps("octal:kayles", "5"), /your move/);
  assert.equal(await page.inputValue("#heap-params input[name=code]"), "0.77");
  await listed();
  await page.locator("#heap-board .stone").nth(2).hover();
  assert.equal(await page.locator("#heap-preview").textContent(), "Take 1 from heap 1: 5 → 2 + 2");
  assert.equal(await page.locator("#heap-board .stone.taking").count(), 1);
  for (const [w, h] of [[1366, 768], [375, 812]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.locator("#heap-board .stone").nth(2).hover();
    await page.locator("#heap-preview").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/heaps-split-${w}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
  await page.locator("#heap-board .stone").nth(2).click();
  await page.waitForFunction(() => /Computer:|win/.test(document.getElementById("heap-status").textContent));
  assert.match(await page.locator("#heap-status").textContent(), /^You: take 1 from heap 1: 5 → 2 \+ 2\. /);
  // Kayles (0.77) from 5 by typing: take 1 and leave 2 and the rest.
  assert.match(await newHeaps("octal", "5", { code: ".77" }), /your move/);
  await page.screenshot({ path: `${shots}/heaps-split-before.png` });
  said = await split(0, "1", "4");
  assert.match(said, /A split leaves two heaps of at least 1: one part is 1 to 3/, said);
  said = await split(0, "1", "2");
  assert.match(said, /^You: take 1 from heap 1: 5 → 2 \+ 2\. Computer: /, said);
  await page.screenshot({ path: `${shots}/heaps-split.png` });
  // A code that is not one is refused by the server, in its words.
  said = await newHeaps("octal", "5", { code: "0.8" });
  assert.match(said, /not octal/, said);
  // A heap too large to play move by move: the page's own words, and its outcome.
  said = await newHeaps("lasker_nim", "100000000000000000000");
  assert.match(said, /^Heaps of up to 1,000,000 stones can be played here: .* This position is analysed but not played: N, the player to move wins/, said);
  assert.doesNotMatch(said, /--limit|Python/);
  assert.match(await page.locator("#heap-limits").textContent(), /Heaps of up to 1,000,000 stones/);
  // Two people, player 2 first: the move list names who moved.
  await page.selectOption("#heap-level", "person");
  await page.selectOption("#heap-first", "other");
  await newHeaps("nim", "2,3");
  await listed();
  await page.locator("#heap-board .heap").nth(0).locator(".stone").nth(0).click();
  await page.waitForFunction(() => document.querySelectorAll("#heap-moves li").length === 2);
  await page.locator("#heap-board .heap").nth(1).locator(".stone").nth(1).click();
  await page.waitForFunction(() => document.querySelectorAll("#heap-moves li").length === 3);
  const moves = await page.locator("#heap-moves li").allTextContents();
  assert.deepEqual(moves.slice(1).map((m) => m.split(":")[0]), ["1. Player 2", "2. Player 1"], moves.join(" / "));
  await page.click("#heap-undo");
  assert.equal(await page.locator("#heap-moves li").count(), 2, "undo with two people takes back one move");
  await page.selectOption("#heap-level", "perfect");
  await page.selectOption("#heap-first", "me");
  // Junk is refused, naming the field.
  said = await newHeaps("nim", "abc, 4");
  assert.match(said, /^Heaps, number 1 \('abc'\): expected a natural number/, said);
  // A parameter refused is named by its field's label (the error's key), not the API's key.
  said = await newHeaps("bash", "10", { max_take: "0" });
  assert.match(said, /^The most one move may take must be at least 1/, said);
  await page.context().close();
  return "Bash, undo, a set above 64, 30-digit Nim, misère hint, the Fibonacci game, Grundy's game (no take, a split previewed) and Kayles (a click previewed and played), a 10^20 Lasker heap in the page's words, two players with player 2 first, junk refused";
}));

// Every heap game of the registry, in each rule it has, from small heaps: the
// stones offer exactly the moves the server lists (/api/GAME/options), none
// it would refuse; Bash offers takes of at most M, the Fibonacci game's first
// move not the whole heap, and Dawson's Kayles' click takes the 2 stones its
// code allows. (A new game in the registry is covered with no change here.)
checks.push(check("heap previews are the server's moves", async () => {
  const page = await open(1280, 900);
  const games = (await api("/api/games")).games.filter((g) => !g.board);
  const start = async (value, heaps, params, misere) => {
    await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
    if ((await page.inputValue("#heap-game")) !== value) {
      await page.selectOption("#heap-game", value);
      await page.waitForFunction(() => document.getElementById("heap-status").textContent !== "");
      await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
    }
    if (await page.locator("#heap-misere").isVisible()) await page.setChecked("#heap-misere", misere);
    await page.fill("#heap-position", heaps);
    for (const [k, v] of Object.entries(params)) await page.fill(`#heap-params input[name=${k}]`, v);
    await page.click("#heap-form button[type=submit]");
    await page.waitForFunction(() => document.getElementById("heap-status").textContent !== "" && document.getElementById("heap-board").dataset.moves === "listed");
  };
  const offered = () => page.locator("#heap-board .stone:not([disabled])").evaluateAll((s) => s.map((b) => b.dataset.to));
  let compared = 0;
  for (const g of games) {
    const params = Object.fromEntries(g.parameters.map((p, i) => [p.key, g.examples[0].parameters[i]]));
    const heaps = g.shape.kind === "named" || g.shape.kind === "heap_and_limit" ? "9" : "4,6";
    for (const misere of g.misere ? [false, true] : [false]) {
      await start(g.name, heaps, params, misere);
      const query = new URLSearchParams({ ...params, ...(misere ? { misere: "1" } : {}) });
      const position = await page.locator("#heap-board .heap .name").evaluateAll((n) => n.map((x) => x.textContent.split(": ")[1]));
      const key = g.shape.kind === "named" ? g.shape.keys[0] : g.shape.kind === "list" ? g.shape.key : g.shape.heap;
      query.set(key, position.join(","));
      if (g.shape.kind === "heap_and_limit") query.delete("max_take");
      const listed = (await api(`/api/${g.name}/options?${query}`)).moves.map((m) => (g.shape.kind === "heap_and_limit" ? m.to.slice(0, 1) : m.to).filter((h) => !g.splits || h !== "0").join(","));
      const shown = await offered();
      assert.ok(shown.length > 0, `${g.name}: no stone offers a move`);
      for (const to of shown) assert.ok(listed.includes(to.split(",").filter((h) => !g.splits || h !== "0").join(",")), `${g.name}${misere ? " misère" : ""}: a stone offers ${to}, not a move (${listed.join(" | ")})`);
      compared += shown.length;
    }
  }
  // The cases the issue names.
  await start("bash", "10", { max_take: "3" }, false);
  assert.deepEqual(await offered(), ["7", "8", "9"], "Bash, M = 3, from 10");
  await start("fibonacci", "20", {}, false);
  assert.ok(!(await offered()).includes("0"), "the Fibonacci game's first move takes the whole heap");
  // From a heap of 1 the first move has nothing to take: no "1 to 0".
  await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
  await page.fill("#heap-position", "1");
  await page.click("#heap-form button[type=submit]");
  await page.waitForFunction(() => document.getElementById("heap-status").textContent !== "");
  assert.doesNotMatch(await page.locator("#heap-board").textContent(), /1 to 0/);
  await start("octal:dawsons_kayles", "9", {}, false);
  assert.equal(await page.inputValue("#heap-modes select"), "2", "Dawson's Kayles' click takes 2");
  assert.ok((await offered()).length > 0);
  await page.context().close();
  return `${compared} stones' moves, every one listed by the server, over ${games.length} heap games in each rule; Bash, the Fibonacci game and Dawson's Kayles as the issue names them`;
}));

// The skip link and the section links move the view, not the game's link:
// the address bar keeps the game after each, so a reload or a bookmark does.
checks.push(check("section links keep the game's link", async () => {
  const page = await open(1366, 768, "#game=wythoff&vs=perfect&first=me&size=12&start=2,3");
  const game = await page.evaluate(() => location.hash);
  assert.match(game, /^#game=wythoff/);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter"); // the skip link, the page's first stop
  assert.equal(await page.evaluate(() => location.hash), game, "the skip link replaced the game's link");
  for (const name of ["Learn", "Analyse", "Grundy values", "Heap games"]) {
    await page.getByRole("link", { name, exact: true }).first().click();
    assert.equal(await page.evaluate(() => location.hash), game, `${name} replaced the game's link`);
  }
  const focused = await page.evaluate(() => document.activeElement?.id);
  assert.equal(focused, "heaps", "the section link moves the focus to its section");
  await page.reload();
  await page.waitForFunction(() => /Pile 1 = 2 · Pile 2 = 3/.test(document.getElementById("readout").textContent));
  await page.context().close();
  return "the skip link and four section links leave #game=… in place; a reload opens the same game";
}));

// The header, the rule line and the note under the board say one thing: the
// game chosen, in the rule chosen (misère: the last mover loses, and (0, 0) is
// no goal); Wythoff's moves take a positive number.
checks.push(check("the rule is said once, as played", async () => {
  const page = await open(1366, 768, "#game=wythoff&misere=1&vs=perfect&first=me&size=12&start=2,3");
  const text = (id) => page.locator(`#${id}`).textContent();
  for (const id of ["rules-top", "rule-now"]) {
    assert.doesNotMatch(await text(id), /takes the last object wins/, id);
    assert.match(await text(id), /Misère play: whoever takes the last object loses/, id);
    assert.match(await text(id), /any positive number from one pile, or the same positive number from both/, id);
  }
  assert.doesNotMatch(await text("axis-note"), /goal/);
  await page.goto(`${page.url().replace(/#.*$/, "")}#game=generalized&param=2&vs=perfect&first=me&size=12&start=2,3`);
  await page.waitForFunction(() => /a-Wythoff/.test(document.getElementById("rule-now").textContent));
  assert.match(await text("rules-top"), /^Fraenkel's a-Wythoff\. Take any positive number from one pile, or k ≥ 1 from one and l ≥ 1 from the other with \|k − l\| < 2 \(a = 2\)\./);
  assert.match(await text("rules-top"), /Normal play: whoever takes the last object wins/);
  assert.match(await text("axis-note"), /the goal, \(0, 0\)/);
  await page.context().close();
  return "misère Wythoff: header and rule line say the last mover loses, the note names no goal; a-Wythoff named in the header";
}));

// With the P-positions and the letters shown, a P square's dot sits in a
// corner beside its letter, never over it: (7, 4) from (9, 6).
checks.push(check("the P letter is never under the dot", async () => {
  const page = await open(1366, 768, "#game=wythoff&vs=perfect&first=me&size=12&start=9,6");
  await page.check("#show-p");
  await page.check("#show-reach");
  const cell = page.locator('#board .cell[aria-label^="pile 1 = 7, pile 2 = 4"]');
  await page.waitForFunction(() => [...document.querySelectorAll("#board .cell.p .mark")].length > 0);
  assert.equal(await cell.locator(".mark").textContent(), "P");
  const overlap = await cell.evaluate((c) => {
    const box = c.getBoundingClientRect();
    const mark = c.querySelector(".mark").getBoundingClientRect();
    const dot = getComputedStyle(c, "::after");
    const w = parseFloat(dot.width);
    const h = parseFloat(dot.height);
    const right = dot.right === "auto" ? box.width - parseFloat(dot.left) - w : parseFloat(dot.right);
    const bottom = dot.bottom === "auto" ? box.height - parseFloat(dot.top) - h : parseFloat(dot.bottom);
    const d = { left: box.right - right - w, right: box.right - right, top: box.bottom - bottom - h, bottom: box.bottom - bottom };
    return Math.max(0, Math.min(d.right, mark.right) - Math.max(d.left, mark.left)) * Math.max(0, Math.min(d.bottom, mark.bottom) - Math.max(d.top, mark.top));
  });
  assert.equal(overlap, 0, "the dot covers the letter");
  await page.context().close();
  return "(7, 4) from (9, 6): the letter P and its dot side by side";
}));

// Answered by a click on the right square, the step button says "Next step"
// (what it now does), and a further click on the board keeps the explanation.
checks.push(check("the Learn button says what it does", async () => {
  const page = await open(1366, 768);
  await page.locator("#learn-stage").scrollIntoViewIfNeeded();
  await page.waitForFunction(() => /Step 1/.test(document.getElementById("learn-question").textContent));
  assert.equal((await page.locator("#mex-step").textContent()).trim(), "Show the answer");
  // (0, 0), the first P-position, then another square.
  await page.mouse.click(...(await square(page, 0, 0)));
  await page.waitForFunction(() => /\(0, 0\): a P-position/.test(document.getElementById("learn-question").textContent));
  assert.equal((await page.locator("#mex-step").textContent()).trim(), "Next step");
  await page.mouse.click(...(await square(page, 3, 2)));
  await page.waitForFunction(() => /Go on with/.test(document.getElementById("mex-note").textContent));
  assert.match(await page.locator("#learn-question").textContent(), /\(0, 0\): a P-position/);
  assert.match(await page.locator("#mex-note").textContent(), /Go on with "Next step"/);
  await page.context().close();
  return "after the right square: \"Next step\"; a second click keeps the explanation and points to the button";
}));
