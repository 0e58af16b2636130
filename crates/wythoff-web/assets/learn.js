// Learn: the construction of the P-positions, step by step, on the board.
import { S, cellAt, draw } from "./board.js";
import { $, reducedMotion, api, el } from "./common.js";

// ---- Learn: the construction, step by step ----
export const mex = { rows: [] };
export async function mexStep() {
  const k = mex.rows.length;
  const misere = $("mex-misere").checked;
  let row;
  if (!misere) {
    // The rule itself: the smallest number not used yet, and that plus k.
    const used = new Set(mex.rows.flatMap((r) => [r.a, r.b]));
    let a = 0;
    while (used.has(a)) a++;
    const why = k === 0 ? "no move is left from (0, 0)" : `${a} is the smallest number not used yet; ${a} + ${k} = ${a + k}`;
    row = { k, a, b: a + k, why };
  } else {
    // Misère play: the server's list (the first two pairs differ).
    const answer = await api(`/api/wythoff/nth?k=${k}&misere=1`);
    const [a, b] = answer.position.map(Number);
    const why = k === 0 ? "(0, 0) is a win in misère play; (2, 2) takes its place" : k === 1 ? "(0, 1): the player to move must take the last object" : `as in normal play: ${a} is the smallest number not used yet; ${a} + ${k} = ${b}`;
    row = { k, a: Math.min(a, b), b: Math.max(a, b), why };
  }
  mex.rows.push(row);
  const tr = el(
    "tr",
    { onclick: () => spot(row) },
    el("td", { text: String(row.k) }),
    el("td", { text: String(row.a) }),
    el("td", { text: String(row.b) }),
    el("td", {}, row.why + " ", el("button", { type: "button", text: "show", "aria-label": `show (${row.a}, ${row.b}) on the board`, onclick: (e) => { e.stopPropagation(); spot(row); } })),
  );
  document.querySelector("#mex-table tbody").appendChild(tr);
  $("mex-note").textContent = `Step ${k}: (${row.a}, ${row.b})${row.a !== row.b ? ` and (${row.b}, ${row.a})` : ""} added; crossings drawn on a board from (0, 0).`;
  S.mex = mex.rows.map((r) => [r.a, r.b]);
  draw();
}
export function mexReset() {
  mex.rows = [];
  S.mex = [];
  document.querySelector("#mex-table tbody").replaceChildren();
  $("mex-note").textContent = "";
  draw();
}
// Marks a row's squares on the board for a moment.
export function spot(row) {
  const marks = [];
  for (const [x, y] of [[row.a, row.b], [row.b, row.a]]) {
    const dx = BigInt(x) - S.corner[0];
    const dy = BigInt(y) - S.corner[1];
    if (dx >= 0n && dy >= 0n && dx < BigInt(S.size) && dy < BigInt(S.size)) marks.push(cellAt(Number(dx), Number(dy)));
  }
  $("board").scrollIntoView({ block: "nearest", behavior: reducedMotion() ? "auto" : "smooth" });
  for (const c of marks) c.classList.add("spot");
  setTimeout(() => marks.forEach((c) => c.classList.remove("spot")), 2500);
  $("mex-note").textContent = marks.length ? `(${row.a}, ${row.b}) is marked on the board.` : `(${row.a}, ${row.b}) lies outside the board shown: choose a larger side.`;
}
$("mex-step").addEventListener("click", () => mexStep().catch((e) => ($("mex-note").textContent = e.message)));
$("mex-reset").addEventListener("click", mexReset);
$("mex-misere").addEventListener("change", mexReset);
$("reveal").addEventListener("click", () => {
  const open = $("golden").hidden;
  $("golden").hidden = !open;
  $("reveal").setAttribute("aria-expanded", String(open));
  $("reveal").textContent = open ? "Hide the pattern" : "Reveal the pattern";
  S.lines = open;
  $("show-lines").checked = open;
  draw();
});
