import { open, browser, server } from "./harness.mjs";
const out = process.argv[3];
const sections = ["play", "learn", "analyse", "heat", "sums", "heaps"];
for (const [w, h, present] of [[375, 812, false], [1366, 768, false], [1366, 768, true], [1920, 1080, false]]) {
  const page = await open(w, h, "#game=wythoff&vs=perfect&first=me&size=12&start=6,9");
  await page.waitForTimeout(500);
  if (present) await page.locator("body").press("p");
  for (const id of sections) {
    if (present) await page.click(`header.top nav a[href="#${id}"]`);
    else await page.evaluate((id) => document.getElementById(id).scrollIntoView(), id);
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${out}/${id}-${w}${present ? "-present" : ""}.png` });
  }
  await page.context().close();
}
await browser.close(); server.kill();
