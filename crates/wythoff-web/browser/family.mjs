// Checks of the page as a lesson on the whole family (issue 49): heap games
// refused at a limit, presentation mode, layout on a phone, hints that teach,
// the values of the heap games and sums.
import assert from "node:assert/strict";
import { open, check, api, shots, base, browser, errors } from "./harness.mjs";

export const checks = [];

// A position beyond a limit of the page (misère Grundy's game with heaps 30
// and 40) keeps its heaps drawn and says why in the page's words: no command
// names, no backticks, no server sentence said twice; Hint says it too.
checks.push(check("a refused heap game says why in the page's words", async () => {
  const page = await open(1366, 768, "#heaps");
  // The game chosen starts from its example first: wait for it, then ask.
  await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
  await page.selectOption("#heap-game", "grundys_game");
  await page.waitForFunction(() => document.getElementById("heap-status").textContent !== "");
  await page.fill("#heap-position", "30,40");
  await page.check("#heap-misere");
  await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
  await page.click("#heap-new");
  await page.waitForFunction(() => /beyond what this page works out|\.$/.test(document.getElementById("heap-status").textContent) && !/your move/.test(document.getElementById("heap-status").textContent));
  const said = await page.locator("#heap-status").textContent();
  // The misère step budget, or on a slow machine the server's time for one answer.
  assert.match(said, /^Grundy's game in misère play with heaps 30, 40 is beyond what this page works out\. (Misère play is worked out here within [\d,]+ steps|A position whose answer takes longer than the server's time)/);
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

// Presentation mode at 1366×768 and 1920×1080 for board sides 8 to 40: the
// board (squares of at least 24 px, a window that follows the queen where
// the side does not fit, said beside it), the position and what was said all
// in the window, the bar with the way out covering none of them; every
// section can be presented from the bar, with the page's title in view.
checks.push(check("presentation mode at every side and for every section", async () => {
  const seen = [];
  for (const [w, h] of [[1366, 768], [1920, 1080]]) {
    const page = await open(w, h, "#game=wythoff&vs=perfect&first=me&size=12&start=5,7");
    await page.locator("body").press("p");
    await page.waitForFunction(() => document.body.classList.contains("present"));
    const windowed = [];
    for (const side of [8, 12, 20, 30, 40]) {
      await page.evaluate((n) => (location.hash = `#game=wythoff&vs=perfect&first=me&size=${n}&start=${n - 1},${n - 3}`), side);
      await page.waitForFunction((n) => new RegExp(`Pile 1 = ${n - 1} · Pile 2 = ${n - 3}`).test(document.getElementById("readout").textContent), side);
      await page.waitForTimeout(150);
      const r = await page.evaluate(() => {
        const box = (id) => document.getElementById(id).getBoundingClientRect().toJSON();
        const cell = document.querySelector("#board .cell").getBoundingClientRect();
        return { board: box("board-box"), readout: box("readout"), status: box("status"), moves: box("move-list"), bar: document.querySelector("header.top").getBoundingClientRect().toJSON(), cell: cell.width, cells: document.querySelectorAll("#board .cell").length, note: document.getElementById("board-window").hidden ? "" : document.getElementById("board-window").textContent, queen: !!document.querySelector("#board .queen") };
      });
      const inside = (b) => b.top >= 0 && b.left >= 0 && b.bottom <= h + 0.5 && b.right <= w + 0.5;
      const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      for (const part of ["board", "readout", "status"]) assert.ok(inside(r[part]), `${w}×${h}, side ${side}: the ${part} is out of the window: ${JSON.stringify(r[part])}`);
      for (const part of ["board", "readout", "status", "moves"]) assert.ok(!meet(r.bar, r[part]), `${w}×${h}, side ${side}: the bar covers the ${part}`);
      assert.ok(r.cell >= 24, `${w}×${h}, side ${side}: squares of ${r.cell} px`);
      assert.ok(r.queen, `${w}×${h}, side ${side}: the queen is off the window`);
      const shown = Math.sqrt(r.cells);
      if (shown < side) {
        assert.match(r.note, new RegExp(`^${shown} × ${shown} of the board's ${side} × ${side} squares fit the screen`), `${w}×${h}, side ${side}`);
        windowed.push(`${side} as ${shown}`);
      } else assert.equal(r.note, "", `${w}×${h}, side ${side}: a window said where none is`);
    }
    await page.screenshot({ path: `${shots}/present-40-${w}.png` });
    // Each section from the bar: it alone is shown, under the bar.
    for (const id of ["learn", "analyse", "heat", "sums", "heaps", "play"]) {
      await page.click(`header.top nav a[href="#${id}"]`);
      await page.waitForTimeout(100);
      const shownSections = await page.evaluate(() => [...document.querySelectorAll("main > section")].filter((s) => s.getBoundingClientRect().height > 0).map((s) => s.id));
      assert.deepEqual(shownSections, [id], `${w}×${h}: presenting ${id}`);
      const title = await page.locator("header.top h1").boundingBox();
      assert.ok(title && title.y >= 0 && title.y + title.height <= h, `${w}×${h}: the title is out of view presenting ${id}`);
      if (id !== "play") await page.screenshot({ path: `${shots}/present-${id}-${w}.png` });
    }
    seen.push(`${w}×${h}: sides 8–40 fit${windowed.length ? ` (${windowed.join(", ")} windowed)` : ""}`);
    await page.context().close();
  }
  return `${seen.join("; ")}; six sections presented from the bar at both sizes`;
}));

// On a phone: the axis labels of a board of 34-digit numbers never run
// together; the Learn table's caption stands outside its scroll box (at
// 1920 too) and on a phone the page, not a box of two rows, scrolls the rows.
checks.push(check("the layout on a phone", async () => {
  const big = "1000000000000000000000000000000000";
  const page = await open(375, 812, `#game=wythoff&vs=perfect&first=me&size=12&start=${big},2${big}000`);
  const boxes = await page.locator("#x-axis span").evaluateAll((spans) =>
    spans.filter((s) => s.textContent).map((s) => {
      const range = document.createRange();
      range.selectNodeContents(s);
      const r = range.getBoundingClientRect();
      return [r.left, r.right];
    }),
  );
  assert.ok(boxes.length >= 3, `only ${boxes.length} labels across`);
  for (let i = 1; i < boxes.length; i++) assert.ok(boxes[i][0] >= boxes[i - 1][1] + 2, `labels ${i - 1} and ${i} run together: ${JSON.stringify(boxes.slice(i - 1, i + 1))}`);
  await page.context().close();
  for (const [w, h] of [[375, 812], [1920, 1080]]) {
    const learn = await open(w, h, "#learn");
    await learn.waitForFunction(() => /Step 1/.test(document.getElementById("learn-question").textContent));
    for (let i = 0; i < 24; i++) await learn.click("#mex-step");
    await learn.waitForFunction(() => document.querySelectorAll("#mex-table tbody tr").length >= 11);
    const r = await learn.evaluate(() => {
      const wrap = document.querySelector(".table-wrap");
      return { inBox: wrap.contains(document.getElementById("mex-caption")), own: wrap.scrollHeight > wrap.clientHeight + 1, last: wrap.querySelector("tbody tr:last-child").getBoundingClientRect().bottom <= wrap.getBoundingClientRect().bottom + 1 };
    });
    assert.equal(r.inBox, false, `${w}: the caption scrolls with the rows`);
    if (w < 600) assert.equal(r.own, false, `${w}: the rows scroll in a box of their own`);
    else assert.ok(r.last, `${w}: the newest row is out of the table's view`);
    await learn.context().close();
  }
  return `${boxes.length} labels of 34-digit numbers across 375 px, apart; the Learn table's caption outside its box at 375 and 1920, the page scrolling the rows on a phone`;
}));

// Hints teach in steps (P or N and why, then where, then the move), on the
// board and in the heap games; the move lists mark each move as keeping the
// win, throwing it away, or having none to keep; a random start can be won
// and is not won in one move.
checks.push(check("hints that teach, marked moves, winnable starts", async () => {
  const page = await open(1366, 768, "#game=wythoff&vs=person&first=me&size=12&start=6,3");
  const hintText = () => page.locator("#hint-text").textContent();
  await page.click("#hint");
  await page.waitForFunction(() => /Hint 1 of 3/.test(document.getElementById("hint-text").textContent));
  assert.match(await hintText(), /^Hint 1 of 3, P or N\? \(6, 3\) is an N-position: the player to move wins, by moving to a P-position\.Why: the piles differ by k = 3/);
  assert.doesNotMatch(await hintText(), /take 1/);
  await page.click("#hint");
  await page.waitForFunction(() => /Hint 2 of 3/.test(document.getElementById("hint-text").textContent));
  assert.match(await hintText(), /A winning move takes from pile 1\./);
  await page.click("#hint");
  await page.waitForFunction(() => /take 1 from pile 1 → \(5, 3\)/.test(document.getElementById("hint-text").textContent));
  // Three moves: the win kept (to the P-position (5, 3)), none to keep, a win thrown away.
  const play = async (x, y) => {
    await page.locator(`#board [aria-label^="pile 1 = ${x}, pile 2 = ${y},"]`).click();
    await page.waitForFunction(([x, y]) => document.getElementById("readout").textContent.includes(`Pile 1 = ${x} · Pile 2 = ${y}`), [x, y]);
  };
  await play(5, 3);
  await play(4, 3);
  await play(4, 2);
  await page.waitForFunction(() => document.querySelectorAll("#move-list [class^=mark-]").length === 3);
  const marks = await page.locator("#move-list [class^=mark-]").evaluateAll((m) => m.map((s) => `${s.className}:${s.textContent.trim()}`));
  assert.deepEqual(marks, ["mark-kept:✓ (keeps the win)", "mark-forced:· (no winning move existed)", "mark-thrown:✗ (throws away the win)"]);
  // Random starts: each an N-position off the edges and the diagonal.
  const starts = [];
  for (let i = 0; i < 8; i++) {
    await page.evaluate(() => (document.getElementById("status").textContent = ""));
    await page.click("#random-start");
    await page.waitForFunction(() => /^New game from/.test(document.getElementById("status").textContent));
    const [, x, y] = (await page.locator("#status").textContent()).match(/\((\d+), (\d+)\)/);
    assert.ok(x !== "0" && y !== "0" && x !== y, `a start won in one move: (${x}, ${y})`);
    assert.equal((await api(`/api/wythoff/status?a=${x}&b=${y}`)).outcome, "N", `a random start (${x}, ${y}) is lost`);
    starts.push(`(${x}, ${y})`);
  }
  // The heap games: the same steps, and the marks.
  await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
  await page.selectOption("#heap-level", "person");
  await page.fill("#heap-position", "3,5,7");
  await page.click("#heap-new");
  await page.waitForFunction(() => /player 1 to move/.test(document.getElementById("heap-status").textContent));
  await page.click("#heap-hint");
  await page.waitForFunction(() => /^Hint 1 of 3, P or N\? The position 3, 5, 7 is an N-position/.test(document.getElementById("heap-hint-text").textContent));
  await page.click("#heap-hint");
  await page.waitForFunction(() => /A winning move takes from heap 1, or from heap 2, or from heap 3\./.test(document.getElementById("heap-hint-text").textContent));
  await page.click("#heap-hint");
  await page.waitForFunction(() => /take 1 from heap 1: 3 → 2/.test(document.getElementById("heap-hint-text").textContent));
  await page.locator('#heap-board .stone[data-to="2,5,7"]').click();
  await page.waitForFunction(() => document.querySelectorAll("#heap-moves [class^=mark-]").length === 1);
  assert.equal(await page.locator("#heap-moves .mark-kept").count(), 1);
  // Misère Kayles: the plain sentence first, the search folded below it.
  await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
  await page.selectOption("#heap-game", "octal:kayles");
  // The game chosen starts from its example first: wait for it, then ask.
  await page.waitForFunction(() => document.getElementById("heap-status").textContent !== "");
  // Kayles in a student's words, its code as a detail.
  assert.match(await page.locator("#heap-about").textContent(), /^Kayles: Rows of pins; a move knocks down one pin, or two neighbouring pins, and may leave a row split in two \(code 0\.77\)\.$/);
  await page.fill("#heap-position", "4,6");
  await page.check("#heap-misere");
  await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
  await page.click("#heap-new");
  await page.waitForFunction(() => /misère play: (your move|player 1 to move)/.test(document.getElementById("heap-status").textContent));
  await page.click("#heap-hint");
  await page.waitForFunction(() => /Hint 1 of 3/.test(document.getElementById("heap-hint-text").textContent));
  assert.match(await page.locator("#heap-hint-text p").nth(1).textContent(), /^Misère play: the last player to move loses\. This position is a (win|loss) for the player to move, found through a search of every position reachable from it\.$/);
  assert.equal(await page.locator("#heap-hint-text details").evaluate((d) => d.open), false, "the algebra is not folded");
  await page.context().close();
  return `hints in three steps on the board and the heaps; ✓ · ✗ marked; random starts ${starts.join(", ")} all N`;
}));

// Sums on the page: the verdict, the values and every winning move are the
// server's /api/sum (the command's `wythoff sum --json`, checked in the API's
// tests), misère included; the builder adds a component; a sum is played to
// its end against the computer, each move marked; the sum's link reopens it.
checks.push(check("sums of games on the page", async () => {
  const page = await open(1366, 768, "#sums");
  const sums = [
    ["wythoff(3,5) + nim(7) + subtraction{1,3,4}(10)", false],
    ["nim(1,2,3) + bash{3}(5)", false],
    ["octal{0.77}(5,7) + grundys_game(9)", false],
    ["nim(1) + nim(1) + nim(2)", true],
    ["octal{0.77}(4) + nim(2)", true],
  ];
  for (const [expr, misere] of sums) {
    await page.fill("#sum-expr", expr);
    await page.evaluate(() => (document.getElementById("sum-verdict").textContent = ""));
    if ((await page.isChecked("#sum-misere")) !== misere) await page.setChecked("#sum-misere", misere);
    await page.click("#sum-form button[type=submit]");
    await page.waitForFunction(() => /position: the player to move/.test(document.getElementById("sum-verdict").textContent));
    const answer = await api(`/api/sum?expr=${encodeURIComponent(expr)}${misere ? "&misere=1" : ""}`);
    const verdict = await page.locator("#sum-verdict").textContent();
    const why = await page.locator("#sum-why").textContent();
    assert.ok(verdict.startsWith(`${answer.outcome}-position`) && why.toLowerCase().includes(answer.reason.text.toLowerCase()), `${expr}: ${verdict} ${why}`);
    // Misère play through the quotient: a plain sentence first, the algebra folded.
    if (misere) assert.match(why, /^Misère play: the last player to move loses\. This position is a (win|loss) for the player to move, found through /, expr);
    const moves = await page.locator("#sum-moves li").evaluateAll((l) => l.map((x) => x.textContent));
    const listed = misere ? answer.winning_moves.map((m) => `in ${m.component}: ${m.text}`) : answer.moves.map((m) => `in component ${m.component}: ${m.text}`);
    assert.deepEqual(moves.map((m) => m.replace(/ \(its value becomes \d+\)$/, "")), listed, expr);
    if (!misere) assert.deepEqual(await page.locator("#sum-table tbody tr:not(.total) td:last-child").evaluateAll((t) => t.map((x) => x.textContent)), answer.components.map((c) => c.grundy), expr);
  }
  // The builder: Nim heap 4 added to the sum.
  await page.setChecked("#sum-misere", false);
  await page.fill("#sum-expr", "nim(1) + nim(2)");
  await page.click("#sum-add-box summary");
  await page.selectOption("#sum-game", "nim");
  await page.fill("#sum-position", "4");
  await page.click("#sum-add");
  await page.waitForFunction(() => document.getElementById("sum-expr").value === "nim(1) + nim(2) + nim(4)" && /N-position/.test(document.getElementById("sum-verdict").textContent));
  // Played to the end against the perfect computer: the first move listed each time.
  await page.click("#sum-play-start");
  let moves = 0;
  for (; moves < 12; moves++) {
    await page.waitForFunction(() => /Your move|cannot move/.test(document.getElementById("sum-play").textContent));
    if (/cannot move/.test(await page.locator("#sum-play").textContent())) break;
    const before = await page.locator("#sum-log li").count();
    await page.locator("#sum-play button").first().click();
    await page.waitForFunction((n) => document.querySelectorAll("#sum-log li").length >= n + 2 || /cannot move/.test(document.getElementById("sum-play").textContent), before);
  }
  assert.match(await page.locator("#sum-play").textContent(), /cannot move: (you lose|the computer loses)/);
  const marks = await page.locator("#sum-log [class^=mark-]").count();
  assert.ok(marks >= 2, `only ${marks} moves marked`);
  const link = await page.getAttribute("#sum-link", "href");
  await page.goto(page.url().replace(/#.*$/, "") + "#sum=" + encodeURIComponent("nim(3) + bash{3}(2)") + "&misere=1");
  await page.reload();
  await page.waitForFunction(() => document.getElementById("sum-expr").value === "nim(3) + bash{3}(2)" && document.getElementById("sum-misere").checked && /position/.test(document.getElementById("sum-verdict").textContent));
  await page.context().close();
  return `${sums.length} sums (2 misère) as the server answers them; a component added by the builder; a sum played to its end with ${marks} marks; ${link.slice(0, 20)}… links reopen a sum`;
}));

// The Nim lesson: each step's verdict is the server's, a right answer is
// said to be, a winning heap chosen is confirmed with its move, and the last
// step plays the Sprague–Grundy theorem on a sum of three games.
checks.push(check("the Nim lesson: nim-sum, Bouton, Sprague–Grundy", async () => {
  const page = await open(1366, 768, "#learn");
  await page.selectOption("#learn-topic", "n");
  const heapsOf = [[1, 2, 3], [3, 5, 6], [3, 5, 7], [9, 12, 6, 2], [1, 1, 1], [1, 1, 2]];
  const last = heapsOf.length;
  for (let step = 0; step <= last; step++) {
    await page.waitForFunction(([s, n]) => new RegExp(`^Step ${s} of ${n}`).test(document.getElementById("nim-question").textContent), [step + 1, last + 1]);
    const misere = step >= 4 && step < last;
    const answer = step < last ? await api(`/api/nim/moves?heaps=${heapsOf[step].join(",")}${misere ? "&misere=1" : ""}`) : await api(`/api/sum?expr=${encodeURIComponent("octal{0.77}(5) + nim(3) + subtraction{1,3,4}(10)")}`);
    await page.click(`#nim-answers button:text-is("${answer.outcome}")`);
    const said = await page.locator("#nim-explain").textContent();
    assert.match(said, /^Right\./, `step ${step + 1}: ${said}`);
    const rows = await page.locator("#nim-table tbody tr").count();
    assert.equal(rows, (step < last ? heapsOf[step].length : 3) + 1, `step ${step + 1}: the binary table`);
    if (misere) assert.ok(said.includes(answer.reason.text) && (answer.moves ?? []).every((m) => said.includes(m.text)), `misère step ${step + 1}: ${said}`);
    if (step < 4 && answer.outcome === "N") {
      await page.click(`#nim-answers button:text-is("heap ${answer.moves[0].piles[0]}")`);
      assert.match(await page.locator("#nim-explain").textContent(), new RegExp(`^Right: ${answer.moves[0].text.replace(/[()]/g, ".")}`));
    }
    if (step === last) assert.match(said, new RegExp(`G = ${answer.components.map((c) => c.grundy).join(", ")}.*nim-sum .* = ${answer.nim_sum}`));
    await page.click("#nim-step");
  }
  await page.context().close();
  return "seven steps answered as the server says: Bouton's P and N in binary, winning heaps confirmed, misère Nim's two rules, the Sprague–Grundy theorem on Kayles + Nim + {1,3,4}";
}));

// Worksheets of the heap games: a position (its stones outlined, the
// questions) and a table of values to fill in, each with its answer key,
// printed one a page, light on toner (no filled backgrounds); the keys are
// the server's answers.
checks.push(check("heap and value-table worksheets", async () => {
  const page = await open(1366, 768, "#heaps");
  await page.evaluate(() => (window.print = () => (window.printed = (window.printed ?? 0) + 1)));
  const filled = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("#sheets *")].filter((e) => {
        const c = getComputedStyle(e).backgroundColor;
        return c !== "rgba(0, 0, 0, 0)" && c !== "rgb(255, 255, 255)";
      }).length,
    );
  const pages = async (name) => {
    await page.emulateMedia({ media: "print" });
    const pdf = await page.pdf({ format: "A4", path: `${shots}/${name}.pdf` });
    await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
    await page.emulateMedia({ media: "screen" });
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    return (pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  };
  await page.click("#heap-sheet");
  await page.waitForFunction(() => window.printed === 1);
  const key = await api("/api/nim/moves?heaps=3,5,7");
  const sheetText = await page.locator("#sheets").textContent();
  assert.match(sheetText, /Is this a P-position or an N-position\?/);
  assert.ok(key.moves.every((m) => sheetText.includes(m.text)), "the key's moves");
  assert.equal(await page.locator("#sheets .sheet-page").first().locator(".sheet-stone").count(), 15, "3 + 5 + 7 stones");
  assert.equal(await filled(), 0, "a filled background on the heap sheet");
  const heapPages = await pages("sheet-heaps");
  assert.equal(heapPages, 2, "the heap sheet and its key, one a page");
  await page.selectOption("#values-game", "octal:kayles");
  await page.waitForFunction(() => /^G\(0\) to/.test(document.getElementById("values-read").textContent));
  await page.click("#values-sheet");
  await page.waitForFunction(() => window.printed === 2);
  const values = (await api("/api/octal/values?code=0.77&n=30")).values;
  const cells = await page.locator("#sheets .sheet-page").nth(1).locator("td").evaluateAll((t) => t.map((c) => c.textContent));
  assert.deepEqual(cells, values, "the key's table");
  assert.ok((await page.locator("#sheets .sheet-page").first().locator("td").evaluateAll((t) => t.every((c) => c.textContent === ""))), "the table to fill in is blank");
  assert.equal(await filled(), 0, "a filled background on the values sheet");
  const tablePages = await pages("sheet-values");
  assert.equal(tablePages, 2);
  await page.context().close();
  return `Nim 3, 5, 7: a sheet and its key on ${heapPages} pages; Kayles' values 0–29 to fill in and the key on ${tablePages} pages; no fills`;
}));

// Every game of the registry, in each rule it has, by mouse, touch and
// keyboard: a move is made each way from the stones or squares the page
// offers, and the server's position after it is the one offered. A new game
// in the registry is covered here with no change to the page or this check.
checks.push(check("every game by mouse, touch and keyboard", async () => {
  const catalogue = (await api("/api/games")).games;
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, hasTouch: true });
  const page = await context.newPage();
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${base}#game=wythoff&vs=person&first=me&size=12&start=7,9`);
  await page.waitForFunction(() => /Pile 1 = 7/.test(document.getElementById("readout").textContent) && /\S/.test(document.getElementById("heap-status").textContent));
  let made = 0;
  const ways = ["mouse", "touch", "keyboard"];
  for (const g of catalogue.filter((g) => !g.board)) {
    for (const misere of g.misere ? [false, true] : [false]) {
      if ((await page.inputValue("#heap-game")) !== g.name) {
        await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
        await page.selectOption("#heap-game", g.name);
        await page.waitForFunction(() => document.getElementById("heap-status").textContent !== "");
      }
      await page.selectOption("#heap-level", "person");
      const heaps = g.shape.kind === "list" ? "5,7" : "9";
      await page.fill("#heap-position", heaps);
      for (const [k, v] of g.parameters.map((p, i) => [p.key, g.examples[0].parameters[i]])) await page.fill(`#heap-params input[name=${k}]`, v);
      if (g.misere) await page.setChecked("#heap-misere", misere);
      await page.evaluate(() => (document.getElementById("heap-status").textContent = ""));
      await page.click("#heap-form button[type=submit]");
      await page.waitForFunction(
        (heaps) => /to move/.test(document.getElementById("heap-status").textContent) && document.getElementById("heap-board").dataset.moves === "listed" && [...document.querySelectorAll("#heap-board .heap .name")].map((n) => n.textContent.split(": ")[1]).join(",") === heaps,
        heaps,
      );
      for (const way of ways) {
        const offered = page.locator("#heap-board .stone:not([disabled])");
        if ((await offered.count()) === 0) break;
        const to = await offered.first().getAttribute("data-to");
        // The stone by its move (the row may be drawn again meanwhile).
        const stone = page.locator(`#heap-board .stone[data-to="${to}"]`).first();
        const before = await page.locator("#heap-moves li").count();
        if (way === "mouse") await stone.click();
        else if (way === "touch") {
          await stone.tap();
          await stone.tap();
        } else {
          await stone.focus();
          await page.keyboard.press("Enter");
        }
        await page.waitForFunction((n) => document.querySelectorAll("#heap-moves li").length > n && (document.getElementById("heap-board").dataset.moves !== "asking" || !document.querySelector("#heap-board .stone:not([disabled])")), before, { timeout: 5000 }).catch(async () => assert.fail(`${g.name}${misere ? " misère" : ""} by ${way}: no move made; ${await page.locator("#heap-status").textContent()} ${await page.locator("#heap-preview").textContent()}`));
        const now = await page.locator("#heap-board .heap .name").evaluateAll((n) => n.map((x) => x.textContent.split(": ")[1]).filter((h) => h !== "0"));
        const want = to.split(",").filter((h) => h !== "0");
        assert.deepEqual(now.sort(), want.sort(), `${g.name}${misere ? " misère" : ""} by ${way}: the heaps are not the move offered`);
        made++;
        if (await page.locator("#heap-board .stone:not([disabled])").count() === 0) break;
      }
    }
  }
  // The board games: a move each way, in each rule.
  for (const g of catalogue.filter((g) => g.board)) {
    for (const misere of g.misere ? [false, true] : [false]) {
      const param = g.parameters.length ? `&param=${g.examples[0].parameters[0]}` : "";
      await page.evaluate((h) => (location.hash = h), `#game=${g.name}${param}${misere ? "&misere=1" : ""}&vs=person&first=me&size=12&start=9,11`);
      await page.waitForFunction(() => /Pile 1 = 9 · Pile 2 = 11/.test(document.getElementById("readout").textContent) && document.querySelectorAll("#board .cell.reach").length > 0);
      for (const way of ways) {
        const before = await page.locator("#move-list li").count();
        const cell = page.locator("#board .cell.reach").first();
        const label = await cell.getAttribute("aria-label");
        const [, x, y] = label.match(/pile 1 = (\d+), pile 2 = (\d+)/);
        if (way === "mouse") await cell.click();
        else if (way === "touch") await cell.tap();
        else {
          // The board's one tab stop (on the queen once the last move is drawn),
          // then arrows to the square, then Enter.
          await page.waitForFunction(() => document.querySelector("#board .cell[tabindex='0']")?.classList.contains("queen"));
          await page.locator("#board .cell[tabindex='0']").focus();
          const [qx, qy] = (await page.locator("#board .cell[tabindex='0']").getAttribute("aria-label")).match(/pile 1 = (\d+), pile 2 = (\d+)/).slice(1).map(Number);
          const [dx, dy] = [Number(x) - qx, Number(y) - qy];
          for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx < 0 ? "ArrowLeft" : "ArrowRight");
          for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy < 0 ? "ArrowDown" : "ArrowUp");
          await page.keyboard.press("Enter");
        }
        await page
          .waitForFunction(([x, y]) => document.getElementById("readout").textContent.includes(`Pile 1 = ${x} · Pile 2 = ${y}`), [x, y], { timeout: 5000 })
          .catch(async () => assert.fail(`${g.name}${misere ? " misère" : ""} by ${way}: (${x}, ${y}) not reached; ${await page.locator("#readout").textContent()} ${await page.locator("#status").textContent()}`));
        await page.waitForFunction((n) => document.querySelectorAll("#move-list li").length > n, before);
        made++;
        await page.waitForFunction(() => document.querySelectorAll("#board .cell.reach").length > 0 || /wins|loses|over/.test(document.getElementById("status").textContent));
        if ((await page.locator("#board .cell.reach").count()) === 0) break;
      }
    }
  }
  await context.close();
  return `${made} moves made by mouse, touch and keyboard over every game of the registry in each rule it has`;
}));

// The longest task while stepping the lessons and while playing a sum
// against the computer (bench/RESULTS.md records it): no step may freeze the
// page (a task past 200 ms is a hang, not a slow step). A measurement, run
// with the third argument `bench`, not by the test command.
checks.push(check("no long task in the lessons or a sum", async () => {
  const page = await open(1366, 768, "#learn");
  await page.evaluate(() => {
    window.tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.tasks.push(e.duration);
    }).observe({ type: "longtask" });
  });
  const longest = async () => {
    await page.waitForTimeout(150);
    const tasks = await page.evaluate(() => window.tasks.splice(0));
    return Math.max(0, ...tasks);
  };
  await page.waitForFunction(() => /Step 1/.test(document.getElementById("learn-question").textContent));
  for (let i = 0; i < 24; i++) await page.click("#mex-step");
  const stepper = await longest();
  await page.selectOption("#learn-topic", "g");
  await page.waitForFunction(() => /Heap 0/.test(document.getElementById("learn-question").textContent));
  for (let i = 0; i < 16; i++) await page.click("#mex-step");
  const grundy = await longest();
  await page.selectOption("#learn-topic", "n");
  for (let i = 0; i < 14; i++) {
    await page.waitForFunction(() => /^Step/.test(document.getElementById("nim-question").textContent));
    await page.click("#nim-step");
  }
  const nim = await longest();
  // A sum against the perfect computer, to its end.
  await page.fill("#sum-expr", "wythoff(4,6) + octal{0.77}(7) + subtraction{1,3,4}(9)");
  await page.evaluate(() => (document.getElementById("sum-verdict").textContent = ""));
  await page.click("#sum-form button[type=submit]");
  await page.waitForFunction(() => /position/.test(document.getElementById("sum-verdict").textContent));
  await page.click("#sum-play-start");
  for (let moves = 0; moves < 30; moves++) {
    await page.waitForFunction(() => /Your move|cannot move/.test(document.getElementById("sum-play").textContent));
    if (/cannot move/.test(await page.locator("#sum-play").textContent())) break;
    const before = await page.locator("#sum-log li").count();
    await page.locator("#sum-play button").first().click();
    // My move and the computer's reply, or the end.
    await page.waitForFunction((n) => document.querySelectorAll("#sum-log li").length >= n + 2 || /cannot move/.test(document.getElementById("sum-play").textContent), before);
  }
  const sum = await longest();
  await page.context().close();
  for (const [what, ms] of [["the P-stepper", stepper], ["the Grundy stepper", grundy], ["the Nim lesson", nim], ["a sum", sum]]) assert.ok(ms < 200, `${what}: a task of ${ms} ms`);
  return `longest task: P-stepper ${stepper} ms (24 clicks), Grundy stepper ${grundy} ms (16), Nim lesson ${nim} ms (14), a sum played to its end ${sum} ms`;
}, "bench"));
