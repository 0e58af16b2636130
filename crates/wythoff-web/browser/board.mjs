// The board game: its geometry and fit, contrast, the keyboard, links,
// worksheets, the computer's replies, two players, the analysis, presentation
// mode, the keys and layout shift.
import assert from "node:assert/strict";
import { shots, base, api, browser, open, status, queen, random, check } from "./harness.mjs";

export const checks = [];

// The moves of the board's list as written, without their marks (which
// arrive when the server has answered the positions' outcomes).
const movesWritten = (page) => page.locator("#move-list li").evaluateAll((li) => li.map((l) => (l.querySelector("button")?.firstChild ?? l).textContent));

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
  const list = await movesWritten(page);
  const other = await open(1280, 720, url.slice(url.indexOf("#")));
  assert.equal(await other.locator("#readout").textContent(), readout);
  assert.deepEqual(await movesWritten(other), list);
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
  // A link to a start with no move says what that means, in the players' names.
  await turn.evaluate(() => (location.hash = "#game=wythoff&vs=person&first=me&size=12&start=0,0"));
  await turn.waitForFunction(() => /cannot move/.test(document.getElementById("status").textContent));
  assert.match(await status(turn), /\(0, 0\), normal play, 0 moves\. Player 1 cannot move, so player 1 loses in normal play\./);
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
    // The key in the page's colours; a worksheet light on toner, its squares white and ruled.
    assert.equal(seen.fill, sheet === "answers" ? "rgb(210, 180, 140)" : "rgb(255, 255, 255)", `${sheet}: (0, 0)'s fill`);
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
  assert.match(await status(page), /Player 2 wins by taking the last object\./);
  // Back to the end through the list: one colon, the end in the players' names.
  await page.locator("#move-list li button").last().click();
  await page.waitForFunction(() => /after 2 moves/.test(document.getElementById("status").textContent));
  assert.match(await status(page), /Position \(0, 0\) after 2 moves: player 2 wins by taking the last object\./);
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
  // A new game from a square with no move says what that means for the
  // player to move: here the computer, in misère play.
  await page.click("#choose-start");
  await page.locator('#board [aria-label^="pile 1 = 0, pile 2 = 0"]').click();
  await page.waitForFunction(() => /New game from \(0, 0\)/.test(document.getElementById("status").textContent));
  assert.match(await status(page), /New game from \(0, 0\): the computer cannot move, so it wins in misère play\./);
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
checks.push(check("presentation mode", async () => {
  const seen = [];
  for (const [w, h] of [[1366, 768], [1920, 1080]]) {
    const page = await open(w, h, "#game=generalized&param=3&vs=perfect&first=me&size=12&start=10,7&moves=9,5;3,5");
    const list = await movesWritten(page);
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
    assert.ok(r.side >= 0.8 * h, `at ${w}×${h} the board's side is ${r.side} px`);
    assert.ok(r.top >= 0 && r.bottom <= h, `at ${w}×${h} the board spans ${r.top}..${r.bottom}`);
    assert.ok(r.readout && r.rule && r.moves, `at ${w}×${h} the position, the rule or the moves are out of view: ${JSON.stringify(r)}`);
    assert.equal(r.settings, false, "the settings fold away");
    assert.ok(r.font >= 30, `the position's words are ${r.font} px`);
    assert.match(await page.locator("#rule-now").textContent(), /\|k − l\| < 3/);
    await page.screenshot({ path: `${shots}/present-${w}.png` });
    // P again: back, with the game and the settings as they were.
    await page.locator("body").press("p");
    await page.waitForFunction(() => !document.body.classList.contains("present"));
    assert.deepEqual(await movesWritten(page), list);
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
