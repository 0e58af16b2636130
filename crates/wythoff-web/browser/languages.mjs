// Checks of the page in Chinese and English (issue 50): the language from the
// link, else the browser; <html lang>; the switch keeps the game; the HTML's
// English is the English catalogue's; no text overflows its box in Chinese.
import assert from "node:assert/strict";
import { open, check, base, browser, errors, shots } from "./harness.mjs";

export const checks = [];

// Every element with a message, visible, inside the window's width and not
// wider than its box (text that a box clips or that pushes the page sideways).
async function overflowing(page) {
  return page.evaluate(() => {
    const out = [];
    if (document.documentElement.scrollWidth > innerWidth + 1) out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const element of document.querySelectorAll("[data-l10n-id]")) {
      const box = element.getBoundingClientRect();
      // (The skip link waits off screen, and visually hidden text is for screen readers.)
      if (!box.width || element.closest("[hidden], .visually-hidden, .skip")) continue;
      if (box.left < -1 || box.right > innerWidth + 1) out.push(`${element.dataset.l10nId} spans ${box.left}–${box.right}`);
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== "visible") out.push(`${element.dataset.l10nId} is clipped`);
    }
    return out;
  });
}

checks.push(check("the page in Chinese", async () => {
  const said = [];
  for (const [width, height] of [[375, 812], [1366, 768]]) {
    const page = await open(width, height, "#lang=zh-CN");
    assert.equal(await page.evaluate(() => document.documentElement.lang), "zh-CN");
    assert.equal(await page.locator("h1").textContent(), "威佐夫博弈");
    assert.equal(await page.locator("[data-lang='zh-CN']").getAttribute("aria-pressed"), "true");
    // The lesson's words are Chinese, and so are the server's in its answers.
    await page.waitForFunction(() => /^第 1 步/.test(document.getElementById("learn-question").textContent));
    await page.click("#mex-step");
    await page.waitForFunction(() => /必败态，因为从 \(0, 0\) 无路可走/.test(document.getElementById("learn-question").textContent));
    await page.fill("#pile-a", "１２");
    await page.fill("#pile-b", "２０");
    await page.click("#analyse-form button[type=submit]");
    await page.waitForFunction(() => /第 8 个奇异局势/.test(document.getElementById("analysis").textContent));
    assert.deepEqual(await overflowing(page), [], `at ${width}`);
    await page.screenshot({ path: `${shots}/zh-${width}.png` });
    if (width === 1366) {
      await page.click("#present");
      assert.deepEqual(await overflowing(page), [], "presentation mode");
      await page.click("#present");
    }
    await page.context().close();
    said.push(`${width}×${height}`);
  }
  // The browser's language when the link says none.
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: "zh-CN" });
  const page = await context.newPage();
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(base);
  await page.waitForFunction(() => document.documentElement.lang === "zh-CN" && document.querySelector("h1").textContent === "威佐夫博弈");
  await context.close();
  return `<html lang="zh-CN">, the header, the Learn lesson and the analysis of １２，２０ in Chinese at ${said.join(" and ")} (and in presentation mode), nothing overflowing; a browser set to zh-CN opens in Chinese`;
}));

checks.push(check("the language switch keeps the game", async () => {
  const page = await open(1366, 768, "#game=wythoff&vs=person&first=me&size=12&start=5,8&moves=5,3");
  const before = await page.evaluate(() => location.hash);
  await Promise.all([page.waitForEvent("load"), page.click("[data-lang='zh-CN']")]);
  await page.waitForFunction(() => document.documentElement.lang === "zh-CN" && document.querySelectorAll("#move-list li").length === 2);
  const after = await page.evaluate(() => location.hash);
  assert.equal(after, `${before}&lang=zh-CN`);
  // And back: the link without lang=, the page in English.
  await Promise.all([page.waitForEvent("load"), page.click("[data-lang='en']")]);
  await page.waitForFunction(() => document.documentElement.lang === "en" && document.querySelector("h1").textContent === "Wythoff's game");
  assert.equal(await page.evaluate(() => location.hash), before);
  await page.context().close();
  return `${after}: the same game and moves in Chinese, then in English again`;
}));

checks.push(check("the page's English is the English catalogue's", async () => {
  const page = await open(1366, 768);
  const differ = await page.evaluate(async () => {
    const { translate } = await import("/words.js");
    const written = new DOMParser().parseFromString(await (await fetch("/")).text(), "text/html");
    const translated = written.cloneNode(true);
    translate(translated);
    const norm = (e) => e.innerHTML.replace(/\s+/g, " ").trim() + JSON.stringify([...e.attributes].map((a) => [a.name, a.value]));
    const out = [];
    const ids = [...written.querySelectorAll("[data-l10n-id]")];
    for (const e of ids) {
      const t = translated.querySelector(`[data-l10n-id="${e.dataset.l10nId}"]`);
      if (norm(e) !== norm(t)) out.push(`${e.dataset.l10nId}: ${norm(e)} ≠ ${norm(t)}`);
    }
    return [ids.length, out];
  });
  assert.deepEqual(differ[1], []);
  assert.ok(differ[0] > 130, differ[0]);
  await page.context().close();
  return `${differ[0]} texts of the HTML, each as the English catalogue writes it`;
}));

// English left in Chinese text: the words every English sentence of the
// catalogues is made with (as words::english_in finds them in the server's
// answers); names, codes, flags, notation and numbers are not among them.
const ENGLISH = new Set("the is of to player move moves heap heaps pile piles not with which every from for are wins loses position positions value values iff here but only exactly when no there its has have this that than more at most win lose lost won take takes an or why".split(" "));
function englishIn(text) {
  return text
    .replace(/「[^」]*」/g, " ")
    .split(/\s+/)
    .flatMap((token) => token.split(/[：，（）]/))
    .map((token) => token.replace(/^[!-,./:-@[-`{-~]+|[!-,./:-@[-`{-~]+$/g, ""))
    .filter((token) => !token.startsWith("--") && !/^[A-Za-z]+(-[A-Za-z]+)+$/.test(token) && !/^\w*_\w*$/.test(token))
    .flatMap((token) => token.split(/[^A-Za-z]+/))
    .filter((word) => ENGLISH.has(word.toLowerCase()));
}

// Every visible element under `root` whose text is wider than its box or the window.
async function clipped(page, root) {
  return page.evaluate((root) => {
    const out = [];
    for (const element of document.querySelectorAll(`${root} *`)) {
      const box = element.getBoundingClientRect();
      if (!box.width || element.closest("[hidden], .visually-hidden, .skip, details:not([open]) > :not(summary)")) continue;
      if (!element.textContent.trim() || ["SVG", "CANVAS", "svg", "path"].includes(element.tagName)) continue;
      if (box.right > innerWidth + 1) out.push(`${root} ${element.tagName}#${element.id}.${element.className}: ${Math.round(box.right)} px`);
      const style = getComputedStyle(element);
      if (element.scrollWidth > element.clientWidth + 1 && style.overflowX !== "visible" && style.overflowX !== "auto" && style.overflowX !== "scroll") out.push(`${root} ${element.tagName}#${element.id} is clipped`);
    }
    return out;
  }, root);
}

checks.push(check("every section in Chinese", async () => {
  const seen = [];
  for (const [width, height] of [[375, 812], [1366, 768]]) {
    const page = await open(width, height, "#lang=zh-CN");
    const text = (selector) => page.locator(selector).evaluate((e) => e.innerText);
    // Clicked as a script does: sections above grow as their answers arrive.
    const press = (selector) => page.evaluate((s) => document.querySelector(s).click(), selector);
    // The board game in another variant: its rule line from the catalogue.
    await page.selectOption("#variant", "restricted");
    await page.waitForFunction(() => /受限威佐夫博弈。/.test(document.getElementById("rule-now").textContent));
    // A heap game: a move typed, the computer's reply, the hint's first two steps.
    await page.selectOption("#heap-game", "nim");
    await page.fill("#heap-position", "３，５，７");
    await press("#heap-new");
    await page.waitForFunction(() => document.querySelectorAll("#heap-board .heap").length === 3);
    await page.fill("#heap-board input[data-heap='0']", "1");
    await press("#heap-board .take button");
    await page.waitForFunction(() => /电脑：/.test(document.getElementById("heap-status").textContent));
    await press("#heap-hint");
    await page.waitForFunction(() => /\S/.test(document.getElementById("heap-hint-text").textContent));
    // A sum, in both rules.
    await press("#sum-form button[type=submit]");
    await page.waitForFunction(() => /先手/.test(document.getElementById("sum-verdict").textContent));
    await press("#sum-play-start");
    await page.waitForFunction(() => document.querySelectorAll("#sum-log li").length > 0);
    // The values of a heap game, and the heat map.
    await page.selectOption("#values-game", "subtraction");
    await page.waitForFunction(() => /^G\(0\) 到 G\(/.test(document.getElementById("values-read").textContent));
    // The Nim lesson's first step answered.
    await page.selectOption("#learn-topic", "n");
    await page.waitForFunction(() => /^第 1 步/.test(document.getElementById("nim-question").textContent));
    await press("#nim-answers button");
    await page.waitForFunction(() => /\S/.test(document.getElementById("nim-explain").textContent));
    const english = [];
    for (const section of ["#play", "#learn", "#analyse", "#heat", "#sums", "#heaps"]) {
      const words = englishIn(await text(section));
      if (words.length) english.push(`${section}: ${words.join(" ")}`);
    }
    assert.deepEqual(english, [], `at ${width}`);
    const wide = [];
    for (const section of ["#play", "#learn", "#heat", "#sums", "#heaps"]) wide.push(...(await clipped(page, section)));
    assert.deepEqual(wide, [], `at ${width}`);
    for (const section of ["heaps", "sums", "heat", "learn"]) {
      await page.locator(`#${section}`).scrollIntoViewIfNeeded();
      await page.locator(`#${section}`).screenshot({ path: `${shots}/zh-${section}-${width}.png` });
    }
    await page.context().close();
    seen.push(`${width}×${height}`);
  }
  return `the board in restricted Wythoff, Nim on heaps 3,5,7 with a move, the reply and a hint, a sum analysed and played, the subtraction game's values and the Nim lesson: no English word and nothing clipped at ${seen.join(" and ")}`;
}));
