// The web app in a real browser (Debian's headless Chromium, driven by
// playwright-core): the board's geometry and fit at four window sizes, a game
// by keyboard alone, axe-core's WCAG 2.2 AA rules, the construction table
// against the API, shared links, the computer's replies in every variant and
// rule, the analysis, the heat map and the heap games; screenshots at four
// sizes.
//
// Usage: node test.mjs [path to the wythoff binary] [screenshot directory] [timing]
// The checks marked "timing" (layout shift, long tasks) run only with that
// third argument: the test command runs them alone, after everything else.
import { spawn } from "node:child_process";
import { chromium } from "playwright-core";
import AxeBuilder from "@axe-core/playwright";
import assert from "node:assert/strict";

const binary = process.argv[2] ?? "../../../target/release/wythoff";
const shots = process.argv[3] ?? "../../../target/browser";

// Start the server on a free loopback port and read the address it prints.
const server = spawn(binary, ["serve", "--port", "0", "--bind", "127.0.0.1", "--no-cache"], { stdio: ["ignore", "pipe", "inherit"] });
const base = await new Promise((resolve, reject) => {
  let seen = "";
  server.stdout.on("data", (chunk) => {
    seen += chunk;
    const m = seen.match(/serving on (http:\/\/[^ ]+\/)/);
    if (m) resolve(m[1]);
  });
  server.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  setTimeout(() => reject(new Error("no address printed within 10 s")), 10000);
});

const api = async (path) => (await fetch(base + path.replace(/^\//, ""))).json();

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const errors = [];
// A page at this size, opened at `hash`, once the board is drawn.
async function open(width, height, hash = "") {
  // A context of its own (axe-core opens pages beside it).
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(base + hash);
  await page.waitForFunction(() => document.querySelectorAll("#board .cell").length > 0 && /Pile 1 =/.test(document.getElementById("readout").textContent));
  await page.waitForFunction(() => /\S/.test(document.getElementById("status").textContent));
  // The page has started when its heap game has too (start() begins it last, unawaited):
  // a test that changes the heap game before then races that start.
  await page.waitForFunction(() => /\S/.test(document.getElementById("heap-status").textContent));
  return page;
}
const status = (page) => page.locator("#status").textContent();
// The queen's square, from the readout.
async function queen(page) {
  const text = await page.locator("#readout").textContent();
  const m = text.match(/Pile 1 = (\d+) · Pile 2 = (\d+)/);
  return [m[1], m[2]];
}
let seed = 12345;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
// A check; those of the "timing" group run only when asked for, alone.
const check = (name, fn, group = "") => ({ name, fn, group });
const only = process.argv[4] ?? "";
// CHECKS=regex runs only the checks whose names match (while working on one).
const pick = process.env.CHECKS ? new RegExp(process.env.CHECKS) : null;
const checks = [];

checks.push(check("board geometry", async () => {
  // Equal rows and columns at 12, 20 and 30, overlay off and on, the queen's
  // square included.
  const page = await open(1280, 720);
  for (const size of ["12", "20", "30"]) {
    await page.selectOption("#size", size);
    await page.waitForFunction((n) => document.querySelectorAll("#board .cell").length === n * n, Number(size));
    for (const overlay of [false, true]) {
      await page.setChecked("#show-p", overlay);
      await page.setChecked("#show-lines", overlay);
      await page.waitForTimeout(100);
      const m = await page.evaluate(() => {
        const cells = [...document.querySelectorAll("#board .cell")];
        const rects = cells.map((c) => c.getBoundingClientRect());
        const hs = rects.map((r) => r.height);
        const ws = rects.map((r) => r.width);
        const q = document.querySelector("#board .queen").getBoundingClientRect();
        return { h: [Math.min(...hs), Math.max(...hs)], w: [Math.min(...ws), Math.max(...ws)], q: [q.width, q.height], p: document.querySelectorAll("#board .cell.p").length };
      });
      assert.ok(m.h[1] - m.h[0] <= 1 && m.w[1] - m.w[0] <= 1, `side ${size}: rows ${m.h}, columns ${m.w}`);
      assert.ok(Math.abs(m.q[0] - m.w[0]) <= 1 && Math.abs(m.q[1] - m.h[0]) <= 1, `side ${size}: the queen's square is ${m.q}`);
      assert.ok(m.h[0] >= 24, `side ${size}: squares of ${m.h[0]} px`);
      if (overlay) assert.ok(m.p > 0, "no P-position marked");
    }
  }
  // The P-marks on a 12-board are exactly the server's P-positions.
  await page.selectOption("#size", "12");
  await page.waitForFunction(() => document.querySelectorAll("#board .cell").length === 144);
  await page.waitForTimeout(200);
  const marked = await page.locator("#board .cell.p").evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label").match(/pile 1 = (\d+), pile 2 = (\d+)/).slice(1)));
  let all = 0;
  for (let x = 0; x < 12; x++) for (let y = 0; y < 12; y++) all += (await api(`/api/wythoff/status?a=${x}&b=${y}`)).outcome === "P";
  assert.equal(marked.length, all, "every P-position on the board is marked, and nothing else");
  for (const [x, y] of marked) assert.equal((await api(`/api/wythoff/status?a=${x}&b=${y}`)).outcome, "P", `(${x}, ${y}) is marked`);
  assert.equal(await page.locator("#overlay line.golden").count(), 2);
  await page.context().close();
  return `rows and columns equal within 1 px at 12, 20 and 30, overlay on and off; ${all} P-marks checked`;
}));

checks.push(check("the board fits the window", async () => {
  const seen = [];
  for (const [w, h] of [[375, 812], [1280, 720], [1366, 768], [1920, 1080]]) {
    // A game in progress: a move of each side, the last one's arrow drawn.
    const page = await open(w, h, "#start=9,7&moves=9,5;3,5");
    await page.check("#show-p");
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(600);
    const r = await page.evaluate(() => {
      const b = document.getElementById("board").getBoundingClientRect();
      return { top: b.top, bottom: b.bottom, left: b.left, right: b.right, scroll: document.documentElement.scrollWidth, inner: innerWidth, cell: document.querySelector("#board .cell").getBoundingClientRect().width };
    });
    assert.ok(r.top >= 0 && r.left >= 0 && r.bottom <= h && r.right <= w, `at ${w}×${h} the board spans ${JSON.stringify(r)}`);
    assert.ok(r.scroll <= r.inner, `at ${w}×${h} the page is ${r.scroll} px wide`);
    assert.ok(r.cell >= 24, `${r.cell} px squares`);
    await page.screenshot({ path: `${shots}/page-${w}.png` });
    seen.push(`${w}×${h}: ${Math.round(r.cell)} px squares`);
    await page.context().close();
  }
  return seen.join("; ");
}));

checks.push(check("contrast of the board's marks, and reduced motion", async () => {
  // WCAG 1.4.11: every mark at least 3:1 against both square colours, in the
  // normal page and in presentation mode.
  const page = await open(1280, 720, "#start=9,7&moves=9,5");
  const ratios = async () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.body);
      const rgb = (name) => {
        const probe = document.createElement("span");
        probe.style.color = style.getPropertyValue(name);
        document.body.appendChild(probe);
        const m = getComputedStyle(probe).color.match(/\d+/g).map(Number);
        probe.remove();
        return m;
      };
      const lum = ([r, g, b]) => {
        const f = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      const ratio = (a, b) => {
        const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((p, q) => q - p);
        return (x + 0.05) / (y + 0.05);
      };
      const out = {};
      for (const mark of ["--reach", "--p", "--golden", "--last", "--win", "--cross", "--edge"]) {
        out[mark] = Math.min(ratio(mark, "--light"), ratio(mark, "--dark"));
      }
      return out;
    });
  const normal = await ratios();
  await page.click("#present");
  const present = await ratios();
  for (const [name, r] of Object.entries({ ...normal })) assert.ok(r >= 3, `${name}: ${r.toFixed(2)}:1`);
  for (const [name, r] of Object.entries(present)) assert.ok(r >= 3, `presentation mode ${name}: ${r.toFixed(2)}:1`);
  await page.context().close();
  // Reduced motion: no arrow fades in.
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: "reduce" });
  const still = await context.newPage();
  await still.goto(base + "#start=9,7&moves=9,5");
  await still.waitForFunction(() => document.querySelector("#overlay line.last"));
  assert.equal(await still.locator("#overlay .arrow-in").count(), 0);
  await context.close();
  const least = Math.min(...Object.values(normal), ...Object.values(present));
  return `every mark at least ${least.toFixed(2)}:1 against both squares; no animation under reduced motion`;
}));

checks.push(check("a game by keyboard alone", async () => {
  // A one-move win: from (3, 3) take 3 from both.
  const page = await open(1280, 720, "#game=wythoff&vs=perfect&first=me&size=12&start=3,3");
  await page.locator("#board [tabindex='0']").focus();
  let presses = 0;
  const press = async (k) => {
    presses += 1;
    await page.keyboard.press(k);
  };
  for (const k of ["ArrowLeft", "ArrowLeft", "ArrowLeft", "ArrowDown", "ArrowDown", "ArrowDown", "Enter"]) await press(k);
  await page.waitForFunction(() => /win/.test(document.getElementById("status").textContent));
  assert.match(await status(page), /You win/);
  assert.ok(presses < 10, `${presses} presses`);
  const onePress = presses;
  // The board is one tab stop.
  assert.equal(await page.locator("#board [tabindex='0']").count(), 1);
  // A whole game: every move by arrows and Enter to a winning square when
  // there is one, else one step; focus stays on the board.
  await page.goto(base + "#game=wythoff&vs=perfect&first=me&size=12&start=11,9");
  await page.reload();
  await page.waitForFunction(() => /Opened/.test(document.getElementById("status").textContent));
  await page.locator("#board [tabindex='0']").focus();
  presses = 0;
  let moves = 0;
  for (;;) {
    const said = await status(page);
    if (/win/.test(said)) break;
    const [a, b] = (await queen(page)).map(Number);
    const answer = await api(`/api/wythoff/moves?a=${a}&b=${b}`);
    const [tx, ty] = answer.moves.length ? answer.moves[0].to.map(Number) : a > 0 ? [a - 1, b] : [a, b - 1];
    const [fx, fy] = await page.evaluate(() => {
      const c = document.activeElement;
      return [Number(c.dataset.dx), Number(c.dataset.dy)];
    });
    for (let i = fx; i > tx; i--) await press("ArrowLeft");
    for (let i = fx; i < tx; i++) await press("ArrowRight");
    for (let i = fy; i > ty; i--) await press("ArrowDown");
    for (let i = fy; i < ty; i++) await press("ArrowUp");
    await press("Enter");
    moves += 1;
    await page.waitForFunction(([x, y]) => {
      const s = document.getElementById("status").textContent;
      return /win/.test(s) || (/Your move/.test(s) && !document.getElementById("readout").textContent.includes(`Pile 1 = ${x} · Pile 2 = ${y} `));
    }, [a, b]);
    const inBoard = await page.evaluate(() => document.getElementById("board").contains(document.activeElement));
    assert.ok(inBoard, "focus left the board");
    assert.ok(moves < 30);
  }
  assert.match(await status(page), /You win/);
  await page.context().close();
  return `one-move win in ${onePress} presses; a whole game from (11, 9) in ${moves} moves and ${presses} presses, focus kept on the board`;
}));

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
    if (w > 600) {
      await page.locator("body").press("p");
      await page.waitForFunction(() => document.body.classList.contains("present"));
      await scan(page, `${label} presentation mode`);
      await page.locator("body").press("p");
    }
    await page.context().close();
  }
  return `no violations: ${seen.join(", ")}`;
}));

checks.push(check("the Learn stepper", async () => {
  const seen = [];
  // The centre of square (x, y) of the lesson's board, on the screen.
  const square = (page, x, y) =>
    page.evaluate(([x, y]) => {
      const svg = document.getElementById("learn-board");
      const [left, side] = [Number(svg.dataset.left), Number(svg.dataset.side)];
      const p = new DOMPoint(left + x + 0.5, side - 1 - y + 0.5).matrixTransform(svg.getScreenCTM());
      return [p.x, p.y];
    }, [x, y]);
  const inView = (page) =>
    page.evaluate(() => {
      const r = document.getElementById("learn-board").getBoundingClientRect();
      const ok = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.height > 100;
      return ok || JSON.stringify(r);
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
        await page.waitForFunction(() => /\(1, 2\) and \(2, 1\): a P-position/.test(document.getElementById("learn-question").textContent));
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
      if (misere) assert.equal(await page.locator("#learn-board .won-mark").textContent(), "N", "the misère board marks (0, 0) as won");
      else {
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

checks.push(check("a shared link", async () => {
  const page = await open(1280, 720, "#game=restricted&param=3&misere=1&vs=person&first=me&size=16&start=14,13");
  for (let i = 0; i < 3; i++) {
    const before = await page.locator("#move-list li").count();
    const targets = page.locator("#board .cell.reach");
    await targets.nth(random(await targets.count())).click();
    await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length > n, before);
  }
  await page.click("#move-list li:nth-child(3) button");
  const url = page.url();
  const readout = await page.locator("#readout").textContent();
  const list = await page.locator("#move-list").textContent();
  const other = await open(1280, 720, url.slice(url.indexOf("#")));
  assert.equal(await other.locator("#readout").textContent(), readout);
  assert.equal(await other.locator("#move-list").textContent(), list);
  assert.equal(await other.inputValue("#variant"), "restricted");
  assert.equal(await other.isChecked("#misere"), true);
  assert.match(await other.locator("#rule-now").textContent(), /Misère play/);
  // A link holding junk opens a new game and says why.
  const junk = await open(1280, 720, "#start=abc,4");
  assert.match(await status(junk), /could not be opened/);
  // A link at the computer's turn goes on with the computer's reply, within 2 s.
  const turn = await open(375, 812, "#game=wythoff&vs=perfect&first=computer&size=12&start=10,7");
  const asked = Date.now();
  await turn.waitForFunction(() => /The computer: /.test(document.getElementById("status").textContent), null, { timeout: 2000 });
  const replied = Date.now() - asked;
  assert.equal(await turn.locator("#move-list li").count(), 2, "the start and the computer's move");
  // A new fragment in the same tab opens its position.
  await turn.evaluate(() => (location.hash = "#game=wythoff&vs=person&first=me&size=12&start=7,4"));
  await turn.waitForFunction(() => /Pile 1 = 7 · Pile 2 = 4/.test(document.getElementById("readout").textContent));
  assert.match(await status(turn), /Opened from the link: \(7, 4\)/);
  // A link whose fifth move is illegal keeps the four before it and names the fifth.
  await turn.evaluate(() => (location.hash = "#game=wythoff&vs=person&first=me&size=12&start=11,9&moves=10,9;10,8;9,8;9,7;9,9"));
  await turn.waitForFunction(() => /refused/.test(document.getElementById("status").textContent));
  assert.match(await status(turn), /move 5, to \(9, 9\), was refused: .*\. The 4 moves before it are kept\./);
  assert.equal(await turn.locator("#move-list li").count(), 5, "the start and four moves");
  assert.match(await turn.locator("#readout").textContent(), /Pile 1 = 9 · Pile 2 = 7/);
  // Copying the link says so (or shows it, where the clipboard is refused).
  await turn.click("#copy-challenge");
  await turn.waitForFunction(() => /\S/.test(document.getElementById("copied").textContent));
  assert.match(await turn.locator("#copied").textContent(), /copied\.|start=9,7$/);
  await turn.locator(".links").first().scrollIntoViewIfNeeded();
  await turn.screenshot({ path: `${shots}/links-375.png` });
  for (const p of [page, other, junk, turn]) await p.context().close();
  return `reopened ${url.slice(url.indexOf("#"))}; the computer replied to a link in ${replied} ms; a new fragment reopened; an illegal fifth move kept four`;
}));

checks.push(check("worksheets", async () => {
  const page = await open(1366, 768, "#game=wythoff&vs=person&first=me&size=12&start=6,9");
  const urls = {};
  for (const sheet of ["blank", "position", "answers"]) urls[sheet] = await page.getAttribute(`#sheet-${sheet}`, "href");
  assert.match(urls.blank, /size=12.*sheet=blank/);
  assert.match(urls.position, /at=6,9&sheet=position/);
  const moves = (await api("/api/wythoff/moves?a=6&b=9")).moves.length;
  const viewer = await browser.newPage({ viewport: { width: 900, height: 900 } });
  const drawn = [];
  for (const [sheet, url] of Object.entries(urls)) {
    await viewer.goto(base + url.replace(/^\//, ""));
    // Every text inside the picture, measured in the browser's own font; the heading above the squares.
    const seen = await viewer.evaluate(() => {
      // Boxes on the screen (after the rotation of "pile 2"), the picture drawn at its own size.
      const svg = document.querySelector("svg");
      const frame = svg.getBoundingClientRect();
      const box = (e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x - frame.x, y: r.y - frame.y, width: r.width, height: r.height };
      };
      const texts = [...svg.querySelectorAll("text")].map(box);
      const heading = [...svg.querySelectorAll(".heading text")].map(box);
      const squares = box(svg.querySelector(".squares"));
      const outside = (b) => b.x < 0 || b.y < 0 || b.x + b.width > frame.width || b.y + b.height > frame.height;
      return {
        outside: texts.filter(outside).length,
        headingBottom: Math.max(...heading.map((b) => b.y + b.height)),
        squaresTop: squares.y,
        lines: heading.length,
        p: svg.querySelectorAll(".p").length,
        move: svg.querySelectorAll(".move").length,
        queen: svg.querySelectorAll(".at").length,
        fill: getComputedStyle(svg.querySelector(".squares rect")).fill,
      };
    });
    assert.equal(seen.outside, 0, `${sheet}: a text leaves the picture`);
    assert.ok(seen.headingBottom < seen.squaresTop, `${sheet}: the heading runs into the board`);
    assert.equal(seen.fill, "rgb(210, 180, 140)", `${sheet}: (0, 0) in the page's dark square colour`);
    const expected = { blank: [0, 0, 0], position: [0, 0, 1], answers: [null, moves, 1] }[sheet];
    assert.deepEqual([sheet === "answers" ? null : seen.p, seen.move, seen.queen], expected, `${sheet}: what it shows`);
    if (sheet === "answers") assert.ok(seen.p > 0, "the key shows the P-positions");
    await viewer.screenshot({ path: `${shots}/sheet-${sheet}.png` });
    drawn.push(`${sheet} (${seen.lines} heading lines)`);
  }
  await viewer.close();
  // Printing: the three, one a page, and nothing else.
  await page.evaluate(() => (window.print = () => (window.printed = true)));
  await page.click("#print-sheets");
  await page.waitForFunction(() => window.printed === true);
  await page.emulateMedia({ media: "print" });
  assert.equal(await page.locator("#sheets figure img").count(), 3);
  assert.ok(await page.evaluate(() => [...document.querySelectorAll("#sheets img")].every((i) => i.naturalWidth > 0)), "the sheets drawn");
  assert.equal(await page.locator("#board").isVisible(), false, "the page's board is left off the print");
  await page.screenshot({ path: `${shots}/sheets-print.png`, fullPage: true });
  const pdf = await page.pdf({ format: "A4", path: `${shots}/sheets.pdf` });
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  assert.equal(pages, 3, "one sheet a page");
  await page.emulateMedia({ media: "screen" });
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  assert.equal(await page.locator("#sheets figure").count(), 0);
  // The restricted game has no worksheet, and says so.
  await page.selectOption("#variant", "restricted");
  await page.click("#new-game");
  await page.waitForFunction(() => !document.getElementById("worksheet-none").hidden);
  assert.equal(await page.locator("#worksheet").isVisible(), false);
  await page.context().close();
  return `${drawn.join(", ")}: every text inside, the heading above the board; printed as ${pages} pages`;
}));

checks.push(check("perfect replies in every variant and rule", async () => {
  const page = await open(1280, 720);
  let replies = 0;
  const seen = [];
  for (const [game, param] of [["wythoff", ""], ["generalized", "2"], ["restricted", "3"]]) {
    for (const misere of [false, true]) {
      const hash = `#game=${game}${param ? `&param=${param}` : ""}${misere ? "&misere=1" : ""}&vs=perfect&first=me&size=20&start=${15 + random(5)},${12 + random(8)}`;
      await page.goto(base + hash);
      await page.reload();
      await page.waitForFunction(() => /Opened/.test(document.getElementById("status").textContent));
      const q = (a, b) => (game === "wythoff" ? `a=${a}&b=${b}` : `piles=${a},${b}&${game === "generalized" ? "a" : "max_take"}=${param}`) + (misere ? "&misere=1" : "");
      for (let moves = 0; ; moves++) {
        if (/win/.test(await status(page))) break;
        const targets = page.locator("#board .cell.reach");
        const count = await targets.count();
        assert.ok(count > 0, `no move offered: ${await status(page)}`);
        const target = targets.nth(random(count));
        const [x, y] = (await target.getAttribute("aria-label")).match(/pile 1 = (\d+), pile 2 = (\d+)/).slice(1);
        const before = await api(`/api/${game}/status?${q(x, y)}`);
        const n = await page.locator("#move-list li button").count();
        await target.click();
        await page.waitForFunction((n) => /win/.test(document.getElementById("status").textContent) || (document.querySelectorAll("#move-list li button").length >= n + 2 && /Your move/.test(document.getElementById("status").textContent)), n);
        if ((await page.locator("#move-list li button").count()) < n + 2) break;
        const [a, b] = await queen(page);
        if (before.outcome === "N") {
          assert.equal((await api(`/api/${game}/status?${q(a, b)}`)).outcome, "P", `${hash}: from N (${x}, ${y}) the computer moved to (${a}, ${b})`);
          replies += 1;
        }
        assert.ok(moves < 60);
      }
      seen.push(`${game}${misere ? " misère" : ""}`);
    }
  }
  assert.ok(replies >= 6, `${replies} replies checked`);
  await page.context().close();
  return `${replies} replies from N-positions were P-positions (${seen.join(", ")})`;
}));

checks.push(check("human against human, settings, hints", async () => {
  const page = await open(1280, 720, "#game=wythoff&vs=person&first=me&size=12&start=1,2");
  // (1, 2) is a P-position: the hint says so on the board.
  await page.click("#hint");
  await page.waitForFunction(() => !document.getElementById("board-caption").hidden);
  assert.match(await page.locator("#board-caption").textContent(), /every move from here leads to an N-position/);
  // The caption stands beside the board (below it on a phone), never over it.
  for (const [w, h] of [[1280, 720], [375, 812]]) {
    await page.setViewportSize({ width: w, height: h });
    const [c, b] = await page.evaluate(() => ["board-caption", "board-box"].map((id) => document.getElementById(id).getBoundingClientRect().toJSON()));
    const apart = c.right <= b.left || c.left >= b.right || c.bottom <= b.top || c.top >= b.bottom;
    assert.ok(apart, `at ${w}: the caption ${JSON.stringify(c)} meets the board ${JSON.stringify(b)}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  // Player 1 takes 1 from pile 1: (0, 2); player 2 takes 2: (0, 0) and wins.
  await page.locator('#board [aria-label^="pile 1 = 0, pile 2 = 2"]').click();
  await page.waitForFunction(() => /Player 2 to move/.test(document.getElementById("status").textContent));
  await page.locator('#board [aria-label^="pile 1 = 0, pile 2 = 0"]').click();
  await page.waitForFunction(() => /wins/.test(document.getElementById("status").textContent));
  assert.match(await status(page), /Player 2 wins: player 2 took the last object/);
  // A rule change applies at once and says so.
  await page.check("#misere");
  await page.waitForFunction(() => /Settings changed/.test(document.getElementById("status").textContent));
  assert.match(await page.locator("#rule-now").textContent(), /Misère play: whoever takes the last object loses/);
  // The computer's opening move is shown first.
  await page.selectOption("#opponent", "perfect");
  await page.selectOption("#first", "computer");
  await page.waitForFunction(() => /The computer: .*Your move/.test(document.getElementById("status").textContent));
  assert.equal(await page.locator("#move-list li button").count(), 2, `${await status(page)} / ${await page.locator("#move-list").textContent()}`);
  // Undo and redo through the list.
  await page.click("#undo");
  assert.match(await page.locator("#move-list [aria-current]").textContent(), /Start/);
  await page.context().close();
  return "a P-position's hint on the board, two players to the end, a rule change at once, the computer's opening move shown";
}));

checks.push(check("analysis, show on board, play from here", async () => {
  const page = await open(1280, 900);
  const a = "1000000000000000000000000000000000000007";
  const b = "1618033988749894848204586834365638117720";
  await page.fill("#pile-a", a);
  await page.fill("#pile-b", b);
  await page.click("#analyse-form button[type=submit]");
  await page.waitForFunction(() => document.getElementById("analysis").textContent.includes("Grundy value"));
  const shown = await page.locator("#analysis").textContent();
  const expected = await api(`/api/wythoff/moves?a=${a}&b=${b}`);
  for (const m of expected.moves) assert.ok(shown.includes(m.text), `the panel lacks "${m.text}"`);
  assert.ok(shown.includes(expected.reason.text));
  // Digit groups are read; errors name the page's fields.
  await page.fill("#pile-a", "1 000");
  await page.fill("#pile-b", "1618");
  await page.click("#analyse-form button[type=submit]");
  await page.waitForFunction(() => document.getElementById("analysis").textContent.includes("Grundy"));
  assert.match(await page.locator("#analysis").textContent(), /P-position holding pile 1: \(618, 1000\)/);
  await page.fill("#pile-a", "12x");
  await page.click("#analyse-form button[type=submit]");
  await page.waitForFunction(() => document.querySelector("#analysis .error"));
  assert.match(await page.locator("#analysis .error").textContent(), /^Error: Pile 1: /);
  // Misère is labelled.
  await page.fill("#pile-a", "7");
  await page.fill("#pile-b", "4");
  await page.check("#analyse-misere");
  await page.click("#analyse-form button[type=submit]");
  await page.waitForFunction(() => document.querySelector("#analysis .rule-tag"));
  await page.uncheck("#analyse-misere");
  // A 40-digit position on the board, and a move on its window.
  await page.fill("#pile-a", a);
  await page.fill("#pile-b", b);
  await page.click("#analyse-form button[type=submit]");
  await page.waitForFunction(() => document.getElementById("analysis").textContent.includes("Play from here"));
  await page.click("text=Play from here");
  await page.waitForFunction((a) => document.getElementById("readout").textContent.includes(a), a);
  assert.match(await page.locator("#axis-note").textContent(), new RegExp(`pile 1 from \\d+ to ${a}`));
  const target = page.locator("#board .cell.reach").first();
  await target.click();
  await page.waitForFunction(() => /The computer: .*Your move|wins/.test(document.getElementById("status").textContent));
  const [qa, qb] = await queen(page);
  assert.equal((await api(`/api/wythoff/status?a=${qa}&b=${qb}`)).outcome, "P", "the computer's reply on a 40-digit window");
  await page.context().close();
  return `${expected.moves.length} winning move${expected.moves.length === 1 ? "" : "s"} from a 40-digit position shown; "1 000" read; errors name "Pile 1"; played on a 40-digit window`;
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
  await page.waitForFunction(() => document.getElementById("analysis").textContent.includes("Why"));
  assert.equal(await page.inputValue("#pile-a"), "5");
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
  await touch.waitForFunction(() => /G\(6, 2\) = \d+.*Tap again/.test(document.getElementById("heat-read").textContent));
  assert.equal(await touch.inputValue("#pile-a"), "1000000000000000000000000000000000000000", "one tap does not analyse");
  await touch.screenshot({ path: `${shots}/heat-375.png` });
  await touch.touchscreen.tap(at[0], at[1]);
  await touch.waitForFunction(() => document.getElementById("pile-a").value === "6");
  await phone.close();
  return `hover reads G(5, 3) = ${g}; a click analyses it; the SVG outlines its ${zeros} P-positions; on a phone the canvas has 2 pixels a CSS pixel, a tap reads and a second analyses`;
}));

checks.push(check("presentation mode", async () => {
  const seen = [];
  for (const [w, h] of [[1366, 768], [1920, 1080]]) {
    const page = await open(w, h, "#game=generalized&param=3&vs=perfect&first=me&size=12&start=10,7&moves=9,5;3,5");
    const list = await page.locator("#move-list").textContent();
    await page.locator("body").press("p");
    await page.waitForFunction(() => document.body.classList.contains("present"));
    await page.waitForTimeout(200);
    const r = await page.evaluate(() => {
      const b = document.getElementById("board").getBoundingClientRect();
      const seen = (id) => {
        const e = document.getElementById(id).getBoundingClientRect();
        return e.height > 0 && e.top >= 0 && e.bottom <= innerHeight;
      };
      return { side: Math.min(b.width, b.height), top: b.top, bottom: b.bottom, readout: seen("readout"), rule: seen("rule-now"), moves: seen("move-list"), settings: document.getElementById("settings").open, font: parseFloat(getComputedStyle(document.getElementById("readout")).fontSize) };
    });
    assert.ok(r.side >= 0.85 * h, `at ${w}×${h} the board's side is ${r.side} px`);
    assert.ok(r.top >= 0 && r.bottom <= h, `at ${w}×${h} the board spans ${r.top}..${r.bottom}`);
    assert.ok(r.readout && r.rule && r.moves, `at ${w}×${h} the position, the rule or the moves are out of view: ${JSON.stringify(r)}`);
    assert.equal(r.settings, false, "the settings fold away");
    assert.ok(r.font >= 30, `the position's words are ${r.font} px`);
    assert.match(await page.locator("#rule-now").textContent(), /\|k − l\| < 3/);
    await page.screenshot({ path: `${shots}/present-${w}.png` });
    // P again: back, with the game and the settings as they were.
    await page.locator("body").press("p");
    await page.waitForFunction(() => !document.body.classList.contains("present"));
    assert.equal(await page.locator("#move-list").textContent(), list);
    assert.equal(await page.evaluate(() => document.getElementById("settings").open), true);
    seen.push(`${w}×${h}: ${Math.round((100 * r.side) / h)}% of the height`);
    await page.context().close();
  }
  return seen.join("; ");
}));

checks.push(check("keys act where the reader is", async () => {
  const page = await open(1280, 720, "#game=wythoff&vs=person&first=me&size=12&start=9,9");
  // D, and Shift with an arrow, step along the diagonal; Enter plays it.
  await page.locator("#board .queen").click();
  await page.keyboard.press("d");
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => /Pile 1 = 7 · Pile 2 = 7/.test(document.getElementById("readout").textContent));
  // U undoes, and the focus follows the queen back to (9, 9).
  await page.keyboard.press("u");
  await page.waitForFunction(() => /Pile 1 = 9 · Pile 2 = 9/.test(document.getElementById("readout").textContent));
  await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label")?.startsWith("pile 1 = 9, pile 2 = 9"));
  await page.keyboard.press("r");
  await page.waitForFunction(() => /Pile 1 = 7 · Pile 2 = 7/.test(document.getElementById("readout").textContent));
  // N in a game asks first; a second N starts a new one.
  await page.locator("body").press("n");
  assert.match(await status(page), /Press N again to leave this game of 1 move/);
  assert.equal(await page.locator("#move-list li").count(), 2, "the game is kept");
  // With the heap games in view, U is theirs: the board game is untouched.
  await page.locator("#heap-undo").scrollIntoViewIfNeeded();
  await page.locator("#heap-board .stone").first().click();
  await page.waitForFunction(() => /Your move|win/.test(document.getElementById("heap-status").textContent) && !/thinking/.test(document.getElementById("heap-status").textContent));
  const heaps = await page.locator("#heap-board .heap .name").allTextContents();
  await page.locator("#heaps h2").click();
  await page.keyboard.press("u");
  await page.waitForFunction((before) => [...document.querySelectorAll("#heap-board .heap .name")].map((e) => e.textContent).join() !== before.join(), heaps);
  assert.match(await page.locator("#readout").textContent(), /Pile 1 = 7 · Pile 2 = 7/, "U in the heap games left the board alone");
  assert.equal(await page.locator("#move-list li").count(), 2);
  await page.context().close();
  return "D and Shift+↓ played the diagonal; U undid with the focus on the queen; N asked first; U with the heap games in view undid theirs";
}));

// ---- Timing checks: run alone (`node test.mjs BINARY SHOTS timing`), after
// every other phase of the test command, so that nothing else shares the cores.
checks.push(check("the layout does not shift through a game", async () => {
  const seen = [];
  for (const [w, h] of [[375, 812], [1366, 768]]) {
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    await page.addInitScript(() => {
      window.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts.push(e.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    // From the page's first paint, through a whole game against the computer.
    await page.goto(base + "#game=wythoff&vs=perfect&first=me&size=12&start=11,9");
    await page.waitForFunction(() => /\S/.test(document.getElementById("heap-status").textContent));
    let moves = 0;
    while (!/win/.test(await status(page))) {
      const targets = page.locator("#board .cell.reach");
      const n = await targets.count();
      assert.ok(n > 0 && moves < 30, `no move offered: ${await status(page)}`);
      // A short step (a square next to the queen's row, column or diagonal), for a long game.
      const labels = await targets.evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label").match(/\d+/g).map(Number)));
      const best = labels.reduce((b, l, i) => (l[0] + l[1] > labels[b][0] + labels[b][1] ? i : b), 0);
      const listed = await page.locator("#move-list li").count();
      await targets.nth(best).click();
      moves += 1;
      await page.waitForFunction((listed) => /win/.test(document.getElementById("status").textContent) || (document.querySelectorAll("#move-list li").length >= listed + 2 && /Your move/.test(document.getElementById("status").textContent)), listed);
    }
    await page.waitForTimeout(300);
    const cls = await page.evaluate(() => window.shifts.reduce((a, b) => a + b, 0));
    assert.ok(cls < 0.05, `at ${w}×${h}: cumulative layout shift ${cls.toFixed(4)} over ${moves} moves`);
    seen.push(`${w}×${h}: ${cls.toFixed(4)} over ${moves} moves`);
    await context.close();
  }
  return `cumulative layout shift ${seen.join("; ")}`;
}, "timing"));

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
  assert.match(said, /Computer: take 70 -> 10\. The computer wins/, said);
  await newHeaps("subtraction", "150", { set: "70" });
  said = await take(0, "69");
  assert.match(said, /^A move takes one of 70, not 69\./, said);
  // 30-digit heaps, exact to the end.
  const x = "123456789012345678901234567890";
  const y = "123456789012345678901234567891";
  await newHeaps("nim", `${x}, ${y}`);
  said = await take(0, x);
  assert.match(said, new RegExp(`Computer: take ${y} from heap 2: ${y} -> 0\\. The computer wins`), said);
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
  assert.match(said, /You: take 3 -> 17 \(next move takes at most 6\)/, said);
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
  await page.locator("#heap-board .stone").nth(2).hover();
  assert.equal(await page.locator("#heap-preview").textContent(), "Split heap 1: 8 → 3 + 5");
  said = await split(0, "", "1");
  assert.match(said, /^You: split heap 1: 8 -> 1 \+ 7\. Computer: split heap 2: 7 -> /, said);
  assert.equal(await page.locator("#heap-board .heap").count(), 3);
  // Kayles, by its name in the menu, from 5: a click on the middle stone is
  // previewed (take 1, leaving 2 + 2), then played.
  assert.match(await newHeaps("octal:kayles", "5"), /your move/);
  assert.equal(await page.inputValue("#heap-params input[name=code]"), "0.77");
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
  assert.match(await page.locator("#heap-status").textContent(), /^You: take 1 from heap 1: 5 -> 2 \+ 2\. /);
  // Kayles (0.77) from 5 by typing: take 1 and leave 2 and the rest.
  assert.match(await newHeaps("octal", "5", { code: ".77" }), /your move/);
  await page.screenshot({ path: `${shots}/heaps-split-before.png` });
  said = await split(0, "1", "4");
  assert.match(said, /A split leaves two heaps of at least 1: one part is 1 to 3/, said);
  said = await split(0, "1", "2");
  assert.match(said, /^You: take 1 from heap 1: 5 -> 2 \+ 2\. Computer: /, said);
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
  await page.context().close();
  return "Bash, undo, a set above 64, 30-digit Nim, misère hint, the Fibonacci game, Grundy's game (no take, a split previewed) and Kayles (a click previewed and played), a 10^20 Lasker heap in the page's words, two players with player 2 first, junk refused";
}));

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
