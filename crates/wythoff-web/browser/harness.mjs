// What every browser check shares: the server (the binary given, on a free
// loopback port), one headless Chromium, a page opened at a size and a
// fragment once the board is drawn, and a few readings of it.
import { spawn } from "node:child_process";
import { chromium } from "playwright-core";
import assert from "node:assert/strict";

export const binary = process.argv[2] ?? "../../../target/release/wythoff";
export const shots = process.argv[3] ?? "../../../target/browser";

// Start the server on a free loopback port and read the address it prints.
export const server = spawn(binary, ["serve", "--port", "0", "--bind", "127.0.0.1", "--no-cache"], { stdio: ["ignore", "pipe", "inherit"] });
export const base = await new Promise((resolve, reject) => {
  let seen = "";
  server.stdout.on("data", (chunk) => {
    seen += chunk;
    const m = seen.match(/serving on (http:\/\/[^ ]+\/)/);
    if (m) resolve(m[1]);
  });
  server.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  setTimeout(() => reject(new Error("no address printed within 10 s")), 10000);
});

export const api = async (path) => (await fetch(base + path.replace(/^\//, ""))).json();

export const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
export const errors = [];
// A page at this size, opened at `hash`, once the board is drawn.
export async function open(width, height, hash = "") {
  // A context of its own (axe-core opens pages beside it).
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(base + hash);
  await page.waitForFunction(() => document.querySelectorAll("#board .cell").length > 0 && /Pile 1 =|第 1 堆 =/.test(document.getElementById("readout").textContent));
  await page.waitForFunction(() => /\S/.test(document.getElementById("status").textContent));
  // The page has started when its heap game has too (start() begins it last, unawaited):
  // a test that changes the heap game before then races that start.
  await page.waitForFunction(() => /\S/.test(document.getElementById("heap-status").textContent));
  return page;
}
export const status = (page) => page.locator("#status").textContent();
// The queen's square, from the readout.
export async function queen(page) {
  const text = await page.locator("#readout").textContent();
  const m = text.match(/Pile 1 = (\d+) · Pile 2 = (\d+)/);
  return [m[1], m[2]];
}
let seed = 12345;
export const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
// A check; those of the "timing" group run only when asked for, alone.
export const check = (name, fn, group = "") => ({ name, fn, group });
