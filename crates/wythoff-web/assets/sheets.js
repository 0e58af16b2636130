// Worksheets of the heap games, printed one a page beside their answer keys,
// light on toner (outlines, no fills): a position to solve (P or N? a winning
// move?) and a table of values to fill in by the mex rule. What they ask and
// answer is the server's (/api/{game}/moves, /api/{game}/values).
import { t } from "./words.js";
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
  const ask = [...heading(title, about), drawnHeaps(heaps), line(t("sheet-q1")), line(t("sheet-q2")), line(t("sheet-q3"))];
  const key = [
    el("h2", { text: t("sheet-key", { title }) }),
    drawnHeaps(heaps),
    el("p", { text: t("sheet-a1", { outcome: answer.outcome }) }),
    el("p", { text: t("sheet-a2", { reason: sentence(answer.reason.text) }) }),
    el("p", { text: t(answer.moves.length ? "sheet-a3" : "sheet-a3-none") }),
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
  const rule = t("sheet-values-rule");
  printPages([
    [...heading(t("sheet-values-title", { title }), about), el("p", { text: rule }), table(false), line(t("sheet-values-question"))],
    [el("h2", { text: t("sheet-values-key", { title }) }), table(true), el("p", { text: answer.proof ? t("play-sentence", { text: sentence(answer.proof) }) : t("values-no-period") })],
  ]);
}
