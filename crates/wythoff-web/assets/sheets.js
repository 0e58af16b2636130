// Worksheets of the heap games, printed one a page beside their answer keys,
// light on toner (outlines, no fills): a position to solve (P or N? a winning
// move?) and a table of values to fill in by the mex rule. What they ask and
// answer is the server's (/api/{game}/moves, /api/{game}/values).
import { $, api, el, sentence } from "./common.js";

// Prints pages of elements (the print style sheet leaves the rest of the page off).
export function printPages(pages) {
  $("sheets").replaceChildren(...pages.map((children) => el("section", { class: "sheet-page" }, ...children)));
  document.body.classList.add("printing");
  window.print();
}

const line = (label) => el("p", { class: "sheet-line" }, `${label} `, el("span", { class: "blank" }));
const heading = (title, about) => [el("h2", { text: title }), el("p", { text: about }), line("Name:")];

// The heaps as outlined stones, a row a heap (a heap over 40 as its number).
function drawnHeaps(heaps) {
  return el(
    "div",
    { class: "sheet-heaps" },
    ...heaps.map((h, i) =>
      el("p", {}, el("strong", { text: `Heap ${i + 1}: ${h}` }), " ", ...(BigInt(h) <= 40n ? Array.from({ length: Number(h) }, () => el("span", { class: "sheet-stone" })) : [])),
    ),
  );
}

// A position to solve, and its key.
export async function positionSheet(game, query, title, about, heaps) {
  const answer = await api(`/api/${game}/moves?${query}`);
  const ask = [...heading(title, about), drawnHeaps(heaps), line("1. Is this a P-position or an N-position?"), line("2. Why?"), line("3. A winning move, if there is one:")];
  const key = [
    el("h2", { text: `${title}: the answer key` }),
    drawnHeaps(heaps),
    el("p", { text: `1. ${answer.outcome === "P" ? "A P-position: the player to move loses." : "An N-position: the player to move wins."}` }),
    el("p", { text: `2. ${sentence(answer.reason.text)}.` }),
    el("p", { text: `3. ${answer.moves.length ? "" : "None: every move leads to an N-position."}` }),
    el("ul", {}, ...answer.moves.map((m) => el("li", { text: m.text }))),
  ];
  printPages([ask, key]);
}

// A table of G(0..n − 1) to fill in, and the table filled.
export async function valuesSheet(game, query, title, about, n) {
  const answer = await api(`/api/${game}/values?${query ? `${query}&` : ""}n=${n}`);
  const width = 10;
  const table = (filled) =>
    el(
      "table",
      { class: "sheet-table" },
      el("thead", {}, el("tr", {}, el("th", { text: "n" }), ...Array.from({ length: width }, (_, c) => el("th", { text: `+${c}` })))),
      el("tbody", {}, ...Array.from({ length: Math.ceil(n / width) }, (_, r) => el("tr", {}, el("th", { text: String(r * width) }), ...Array.from({ length: width }, (_, c) => el("td", { text: filled && r * width + c < n ? answer.values[r * width + c] : "" }))))),
    );
  const rule = "G(n) is the smallest value that no move from a heap of n reaches (the mex of the values one move away); a heap with no move has G = 0. Row n, column +c is the heap n + c.";
  printPages([
    [...heading(`${title}: its Sprague–Grundy values`, about), el("p", { text: rule }), table(false), line("Which heaps are P-positions (G = 0)?")],
    [el("h2", { text: `${title}: the values, the answer key` }), table(true), el("p", { text: answer.proof ? `${sentence(answer.proof)}.` : "No period of these values is proven here." })],
  ]);
}
