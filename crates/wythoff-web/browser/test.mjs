// The web app in a real browser (Debian's headless Chromium, driven by
// playwright-core): a whole game played through clicks, the computer checked
// never to leave a winnable position unwon, the analysis panel on a 40-digit
// position, and screenshots at 375 px and 1280 px with no sideways scrolling.
//
// Usage: node test.mjs [path to the wythoff binary] [screenshot directory]
import { spawn } from "node:child_process";
import { chromium } from "playwright-core";
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
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(base);

  // A whole game: the human moves at random (so that it often leaves an
  // N-position), the computer must always answer with a P-position.
  const queen = async () => {
    const q = page.locator("#board .queen");
    return [Number(await q.getAttribute("data-x")), Number(await q.getAttribute("data-y"))];
  };
  let seed = 12345;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const game = async () => {
  let moves = 0;
  let checked = 0;
  for (;;) {
    const status = await page.locator("#status").textContent();
    if (/win/.test(status)) break;
    const targets = page.locator("#board .cell.reach");
    const count = await targets.count();
    assert.ok(count > 0, `no move offered at ${await queen()} with status "${status}"`);
    const target = targets.nth(random(count));
    const x = Number(await target.getAttribute("data-x"));
    const y = Number(await target.getAttribute("data-y"));
    const before = await api(`/api/wythoff/status?a=${x}&b=${y}`);
    const [x0, y0] = await queen();
    await target.click();
    moves += 1;
    if (x === 0 && y === 0) break;
    // Wait for the computer's reply: the queen is neither where it was nor on
    // (x, y) once the server has checked the move and the computer has moved
    // (or the game has ended).
    await page.waitForFunction(
      ([x, y, x0, y0]) => {
        const q = document.querySelector("#board .queen");
        const at = q && [Number(q.dataset.x), Number(q.dataset.y)];
        const moved = at && !(at[0] === x && at[1] === y) && !(at[0] === x0 && at[1] === y0);
        return moved || /win/.test(document.getElementById("status").textContent);
      },
      [x, y, x0, y0],
    );
    const [a, b] = await queen();
    if (before.outcome === "N") {
      const after = await api(`/api/wythoff/status?a=${a}&b=${b}`);
      assert.equal(after.outcome, "P", `from the N-position (${x}, ${y}) the computer moved to (${a}, ${b})`);
      checked += 1;
    }
    assert.ok(moves < 100, "the game does not end");
  }
  const end = await page.locator("#status").textContent();
  assert.match(end, /You win|The computer wins/);
  return [moves, checked, end];
  };
  let [games, replies] = [0, 0];
  for (const size of ["12", "20", "30"]) {
    await page.fill("#size", size);
    await page.click("#new-game");
    const [moves, checked, end] = await game();
    games += 1;
    replies += checked;
    console.log(`a whole game on a ${size} board: ${moves} moves of ours, ${checked} replies from N-positions checked; "${end}"`);
  }
  assert.ok(replies >= 3, "too few computer replies checked");

  // A side beyond 30 plays 30, and the box says so; a setting changed mid-game
  // says it applies to the next game.
  await page.fill("#size", "100");
  await page.click("#new-game");
  assert.equal(await page.inputValue("#size"), "30");
  await page.check("#misere");
  assert.match(await page.locator("#status").textContent(), /next game/);
  await page.uncheck("#misere");
  await page.fill("#size", "12");

  // Hint, undo and the P-position overlay are there and answer.
  await page.click("#new-game");
  await page.click("#hint");
  await page.waitForFunction(() => document.getElementById("hint-text").textContent.includes("Why:"));
  await page.check("#show-p");
  // The P-positions come from the server's list: wait for them.
  await page.waitForFunction(() => document.querySelectorAll("#board .cell.p").length > 0);
  const marked = await page.locator("#board .cell.p").evaluateAll((cells) => cells.map((c) => [c.dataset.x, c.dataset.y]));
  assert.ok(marked.length > 0);
  for (const [x, y] of marked) {
    assert.equal((await api(`/api/wythoff/status?a=${x}&b=${y}`)).outcome, "P", `(${x}, ${y}) is marked`);
  }
  const side = Number(await page.inputValue("#size"));
  let all = 0;
  for (let x = 0; x < side; x++) for (let y = 0; y < side; y++) all += (await api(`/api/wythoff/status?a=${x}&b=${y}`)).outcome === "P";
  assert.equal(marked.length, all, "every P-position on the board is marked, and nothing else");
  assert.equal(await page.locator("#lines line").count(), 2);
  // Equal rows and columns, whatever a square holds (a P-dot, the queen).
  const spans = await page.evaluate(() => {
    const cells = [...document.querySelectorAll("#board .cell")];
    const heights = cells.map((c) => c.getBoundingClientRect().height);
    const widths = cells.map((c) => c.getBoundingClientRect().width);
    return [Math.min(...heights), Math.max(...heights), Math.min(...widths), Math.max(...widths)];
  });
  assert.ok(spans[1] - spans[0] < 1 && spans[3] - spans[2] < 1, `rows ${spans[0]}..${spans[1]} px, columns ${spans[2]}..${spans[3]} px`);

  // The analysis panel on a 40-digit position.
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
  assert.ok(shown.includes("P-pair of pile 1"));
  console.log(`the analysis panel: ${expected.moves.length} winning moves from a 40-digit position shown`);

  // A heap game by clicks: the Bash game with M = 3 from 10. Taking 1 leaves 9,
  // an N-position: the computer must leave a multiple of 4.
  // A new heap game: the server reads the fields; wait for its word.
  const newHeaps = async (game, heaps, param) => {
    await page.selectOption("#heap-game", game);
    await page.fill("#nim-heaps", heaps);
    await page.fill("#heap-param", param);
    await page.evaluate(() => (document.getElementById("nim-status").textContent = ""));
    await page.click("#nim-new");
    await page.waitForFunction(() => document.getElementById("nim-status").textContent !== "");
    return page.locator("#nim-status").textContent();
  };
  await newHeaps("bash", "10", "3");
  await page.click("#nim-board button");
  await page.waitForFunction(() => document.getElementById("nim-status").textContent.includes("Computer:"));
  const heap = Number((await page.locator("#nim-board .stones").textContent()).split(": ")[1]);
  assert.equal(heap % 4, 0, `the computer left ${heap}`);
  // Nim to the end: take a whole heap each time.
  await newHeaps("nim", "1,2,3", "");
  for (let turn = 0; turn < 10; turn++) {
    if (/win/.test(await page.locator("#nim-status").textContent())) break;
    const rows = page.locator("#nim-board .heap");
    for (let i = 0; i < (await rows.count()); i++) {
      const size = Number((await rows.nth(i).locator(".stones").textContent()).split(": ")[1]);
      if (size > 0) {
        await rows.nth(i).locator("input").fill(String(size));
        const before = await page.locator("#nim-status").textContent();
        await rows.nth(i).locator("button").click();
        await page.waitForFunction((b) => document.getElementById("nim-status").textContent !== b, before);
        break;
      }
    }
  }
  assert.match(await page.locator("#nim-status").textContent(), /win/);
  console.log("heap games: the Bash game's reply checked, a game of Nim played to the end");

  // Every set element above 64: from 150 with S = {70}, taking 70 leaves 80; the
  // computer takes 70, leaving 10, and no move is left: the computer wins.
  const takeFrom = async (row, amount) => {
    const rows = page.locator("#nim-board .heap");
    await rows.nth(row).locator("input").fill(amount);
    await page.evaluate(() => (document.getElementById("nim-status").textContent = ""));
    await rows.nth(row).locator("button").click();
    await page.waitForFunction(() => document.getElementById("nim-status").textContent !== "");
    return page.locator("#nim-status").textContent();
  };
  assert.equal(await newHeaps("subtraction", "150", "70"), "Your move.");
  let said = await takeFrom(0, "70");
  assert.match(said, /Computer: take 70 -> 10\. The computer wins/, said);
  assert.doesNotMatch(said, /you win/i);
  assert.equal(await page.locator("#nim-board .stones").textContent(), "Heap 1: 10");
  // A move the set does not allow is refused with the server's reason.
  assert.equal(await newHeaps("subtraction", "150", "70"), "Your move.");
  said = await takeFrom(0, "69");
  assert.match(said, /a move takes one of 70, not 69/, said);

  // 30-digit heaps, exact from the first move to the last.
  const x = "123456789012345678901234567890";
  const y = "123456789012345678901234567891";
  assert.equal(await newHeaps("nim", `${x}, ${y}`, ""), "Your move.");
  assert.equal(await page.locator("#nim-board .stones").nth(1).textContent(), `Heap 2: ${y}`);
  said = await takeFrom(0, x);
  assert.match(said, new RegExp(`You: take ${x} from heap 1: ${x} -> 0\\. Computer: take ${y} from heap 2: ${y} -> 0\\. The computer wins`), said);
  assert.deepEqual(await page.locator("#nim-board .stones").allTextContents(), ["Heap 1: 0", "Heap 2: 0"]);

  // Junk in the heaps field gets a visible error, and no heaps.
  said = await newHeaps("nim", "abc, 4, -2, 3.5", "");
  assert.match(said, /^Heaps, M or S: .*abc/, said);
  assert.equal(await page.locator("#nim-board .heap").count(), 0);
  assert.equal(await newHeaps("nim", "3,5,7", ""), "Your move.");
  console.log("heap games: a set above 64, 30-digit heaps to the end, and junk refused visibly");

  // No sideways scrolling, and screenshots, on a phone and a laptop.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    assert.ok(scroll <= inner, `at ${width} px the page is ${scroll} px wide`);
    await page.screenshot({ path: `${shots}/page-${width}.png`, fullPage: true });
  }
  console.log(`screenshots in ${shots}; no sideways scrolling at 375 px or 1280 px`);
  assert.deepEqual(errors, [], "the page threw");
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  await browser.close();
  server.kill();
}
process.exit(failed ? 1 : 0);
