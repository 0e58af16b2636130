// Learn: two lessons, each a stepper beside a board of its own. Each step asks
// first (which square is the next P-position? what is G(n)?), lets the student
// answer on the board, then shows the answer with plain words for why. The
// answers are the server's (nth, sequence); the page draws what they rule out.
import { $, SVG, api, el, pair, cleanNumber } from "./common.js";
import { t } from "./words.js";
import { heatColour } from "./heat.js";

// The most steps of each lesson (the P-board grows to hold the next answer).
const MOST = { p: 30, g: 40 };
// The Grundy lesson's heaps, in rows of ten.
const ROW = 10;

export const L = {
  topic: "p",
  misere: false,
  rows: [], // found: {k, a, b, why} (P) or {n, g, why} (G)
  answer: null, // the step asked: {k, a, b} or {n, g, moves, reached}
  phase: "ask", // "ask": the student's turn; "shown": the answer is on the board; "done"
  side: 8, // the P-board's side
  cursor: [0, 0],
  lines: false,
  set: [],
  values: [],
  wrong: null, // the square last tried wrongly
  spot: null, // a table row's squares, marked for a moment
  generation: 0,
};

const say = (text) => ($("learn-question").textContent = text);
const note = (text) => ($("mex-note").textContent = text);

// ---- Wythoff's P-positions ----
// Misère play finds (0, 1) first (it is what replaces (0, 0)), then (2, 2).
const stepK = (i) => (L.misere && i < 2 ? 1 - i : i);
// The P-positions found, with their mirrors, as "x,y".
const foundSet = () => new Set(L.rows.flatMap((r) => [`${r.a},${r.b}`, `${r.b},${r.a}`]));
// A found P-position the queen reaches from (x, y) in one move, if any.
function crossedBy(x, y) {
  for (const r of L.rows) {
    for (const [p, q] of [[r.a, r.b], [r.b, r.a]]) {
      if ((x === p && y > q) || (y === q && x > p) || (x - p === y - q && x > p)) return [p, q];
    }
  }
  return null;
}
// The smallest number in no pair found yet.
function smallestUnused() {
  const used = new Set(L.rows.flatMap((r) => [r.a, r.b]));
  let a = 0;
  while (used.has(a)) a++;
  return a;
}

async function askP() {
  const i = L.rows.length;
  const k = stepK(i);
  const generation = L.generation;
  const answer = await api(`/api/wythoff/nth?k=${k}${L.misere ? "&misere=1" : ""}`);
  if (generation !== L.generation) return;
  const [x, y] = answer.position.map(Number);
  L.answer = { k, a: Math.min(x, y), b: Math.max(x, y) };
  L.side = Math.max(L.side, 8, L.answer.b + 2);
  L.phase = "ask";
  L.wrong = null;
  if (i === 0 && !L.misere) say(t("learn-p-first"));
  else if (i === 0) say(t("learn-p-first-misere"));
  else say(t("learn-p-next", { step: String(i + 1) }));
}

function whyP(row, i) {
  const { k, a, b } = row;
  if (!L.misere && k === 0) return t("learn-p-why-corner");
  if (L.misere && i === 0) return t("learn-p-why-misere-first");
  if (L.misere && i === 1) return t("learn-p-why-misere-second");
  return t("learn-p-why", { a: String(a), b: String(b), k: String(k) });
}

function chooseP(x, y) {
  const [p, q] = [L.answer?.a, L.answer?.b];
  const crossed = crossedBy(x, y);
  const words = describeP(x, y, crossed);
  if (L.phase !== "ask") {
    // The explanation stays; the square's words go in the note.
    note(t("learn-p-square-then-next", { words }));
    return;
  }
  if ((x === p && y === q) || (x === q && y === p)) {
    showP();
    drawLearn();
    return;
  }
  L.wrong = [x, y];
  if (foundSet().has(`${x},${y}`)) say(t("learn-p-found-already", { words }));
  else if (L.misere && x === 0 && y === 0) say(t("learn-p-not-corner-misere"));
  else if (crossed) say(t("learn-p-not-crossed-out", { square: pair([x, y]), to: pair(crossed) }));
  else say(t("learn-p-not-nearest", { square: pair([x, y]) }));
  drawLearn();
}

// What a square is, as far as the lesson has come.
function describeP(x, y, crossed) {
  if (foundSet().has(`${x},${y}`)) return t("learn-p-square-p", { square: pair([x, y]) });
  if (L.misere && x === 0 && y === 0) return t("learn-p-square-corner-misere");
  if (crossed) return t("learn-p-square-n", { square: pair([x, y]), to: pair(crossed) });
  return t("learn-p-square-open", { square: pair([x, y]) });
}

function showP() {
  const i = L.rows.length;
  const a = smallestUnused();
  const row = { ...L.answer, why: whyP(L.answer, i) };
  L.rows.push(row);
  L.phase = "shown";
  L.wrong = null;
  L.highlight = L.misere && i < 2 ? null : a;
  const count = L.rows.length;
  const args = { square: pair([row.a, row.b]), mirror: pair([row.b, row.a]), why: row.why };
  say(t(row.a !== row.b ? "learn-p-shown-pair" : "learn-p-shown-one", args));
  note(t("learn-p-count", { count: String(count) }));
  addRow([String(row.k), String(row.a), String(row.b), row.why], row);
  $("reveal").disabled = count < 5;
  $("reveal").title = count < 5 ? t("learn-reveal-after", { count: String(count) }) : "";
}

// ---- A subtraction game's Sprague–Grundy values ----
async function loadValues() {
  const set = cleanNumber($("learn-set").value);
  const generation = L.generation;
  const answer = await api(`/api/subtraction/sequence?set=${encodeURIComponent(set)}&n=${MOST.g}`);
  if (generation !== L.generation) return false;
  L.set = answer.parameters.set.map(Number);
  L.values = answer.values.map(Number);
  return true;
}

function askG() {
  const n = L.rows.length;
  const moves = L.set.filter((s) => s <= n).map((s) => n - s);
  const reached = moves.map((m) => L.values[m]);
  L.answer = { n, g: L.values[n], moves, reached };
  L.phase = "ask";
  L.wrong = null;
  const takes = L.set.join(", ");
  if (!moves.length) say(t("learn-g-ask-no-move", { n: String(n), takes }));
  else say(t("learn-g-ask", { n: String(n), takes, moves: listed(moves), values: listed(reached) }));
  const box = $("learn-answers");
  box.hidden = false;
  box.replaceChildren(...Array.from({ length: moves.length + 1 }, (_, v) => el("button", { type: "button", text: `G = ${v}`, onclick: () => chooseG(v) })));
}
const listed = (xs) => (xs.length === 1 ? String(xs[0]) : t("learn-list", { first: xs.slice(0, -1).join(", "), last: String(xs[xs.length - 1]) }));

function chooseG(v) {
  if (L.phase !== "ask") return;
  const { n, g, moves, reached } = L.answer;
  if (v === g) {
    showG();
    drawLearn();
    return;
  }
  const at = reached.indexOf(v);
  if (at >= 0) say(t("learn-g-not-reached-value", { v: String(v), n: String(n), to: String(moves[at]) }));
  else say(t("learn-g-not-smallest", { v: String(v) }));
}

function showG() {
  const { n, g, reached } = L.answer;
  const why = reached.length ? t("learn-g-why", { values: listed([...new Set(reached)].sort((a, b) => a - b)), g: String(g) }) : t("learn-g-why-no-move");
  L.rows.push({ n, g, why });
  L.phase = "shown";
  // The answers stay (disabled), so that the board below does not move.
  for (const b of $("learn-answers").querySelectorAll("button")) b.disabled = true;
  say(t(g === 0 ? "learn-g-shown-p" : "learn-g-shown-n", { n: String(n), g: String(g), why }));
  const zeros = L.rows.filter((r) => r.g === 0).map((r) => r.n);
  note(t("learn-g-count", { count: String(L.rows.length), zeros: listed(zeros) }));
  addRow([String(n), String(g), why], { n });
}

// ---- The steps ----
export async function mexStep(asked = true) {
  if (L.phase === "ask" && L.answer) {
    // Show the answer without waiting for the student's.
    if (L.topic === "p") showP();
    else showG();
  } else if (L.rows.length >= MOST[L.topic]) {
    L.phase = "done";
    say(t("learn-end", { steps: String(MOST[L.topic]) }));
  } else if (L.topic === "p") await askP();
  else askG();
  drawLearn();
  if (asked) keepInView();
}

export async function mexReset() {
  L.generation += 1;
  // The Nim lesson is bouton.js's.
  if ($("learn-topic").value === "n") return;
  L.topic = $("learn-topic").value;
  L.misere = $("mex-misere").checked;
  L.rows = [];
  L.answer = null;
  L.side = 8;
  L.lines = false;
  L.highlight = null;
  L.wrong = null;
  L.spot = null;
  $("mex-misere-label").hidden = L.topic !== "p";
  $("learn-set-label").hidden = L.topic !== "g";
  $("learn-answers").hidden = true;
  $("golden").hidden = true;
  $("reveal").hidden = L.topic !== "p";
  $("reveal").disabled = true;
  $("reveal").title = t("learn-reveal-title");
  $("golden-misere").hidden = !L.misere;
  $("reveal").setAttribute("aria-expanded", "false");
  $("reveal").textContent = t("page-reveal");
  $("learn-heat").hidden = L.topic !== "g";
  $("mex-caption").textContent = t(L.topic === "p" ? "learn-p-caption" : "learn-g-caption");
  const heads = L.topic === "p" ? ["k", t("learn-p-head-smaller"), t("learn-p-head-larger"), t("learn-head-why")] : [t("learn-g-head-heap"), "G(n)", t("learn-head-why")];
  $("mex-head").replaceChildren(el("tr", {}, ...heads.map((h) => el("th", { scope: "col", text: h }))));
  document.querySelector("#mex-table tbody").replaceChildren();
  note("");
  try {
    if (L.topic === "g" && !(await loadValues())) return;
    // The first question, without moving the page to it.
    await mexStep(false);
  } catch (e) {
    say(t("learn-failed", { error: e.message }));
    drawLearn();
  }
}

function addRow(cells, row) {
  const tr = el("tr", { onclick: () => spot(row) }, ...cells.map((c) => el("td", { text: c })));
  const last = tr.lastChild;
  const label = L.topic === "p" ? t("learn-mark-square", { square: pair([row.a, row.b]) }) : t("learn-mark-heap", { n: String(row.n) });
  last.append(" ", el("button", { type: "button", text: t("learn-mark"), "aria-label": label, onclick: (e) => { e.stopPropagation(); spot(row); } }));
  document.querySelector("#mex-table tbody").appendChild(tr);
  // The new row in view inside the table's own scroll box, never the page's.
  const wrap = tr.closest(".table-wrap");
  wrap.scrollTop = Math.max(wrap.scrollTop, tr.offsetTop + tr.offsetHeight - wrap.clientHeight);
}

// Marks a row's squares on the lesson's board for a moment.
export function spot(row) {
  L.spot = row;
  drawLearn();
  keepInView();
  setTimeout(() => {
    if (L.spot === row) {
      L.spot = null;
      drawLearn();
    }
  }, 2500);
}

// The lesson's board and its question stay in view as the steps go on.
// In the board's scroll box (a phone's large board), the newest P-position
// and the corner's side of the frontier in view: the box scrolls, not the page.
function revealNewest() {
  const box = $("learn-scroll");
  const svg = $("learn-board");
  const mark = (document.activeElement === svg && svg.querySelector(".cursor")) || svg.querySelector(".p-new, .wrong, .spot") || [...svg.querySelectorAll(".p-dot")].pop();
  if (!mark || box.scrollWidth <= box.clientWidth + 1) return;
  const m = mark.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  const margin = 48;
  if (m.right + margin > b.right) box.scrollLeft += m.right + margin - b.right;
  if (m.left - margin < b.left) box.scrollLeft -= b.left - m.left + margin;
  if (m.bottom + margin > b.bottom) box.scrollTop += m.bottom + margin - b.bottom;
  if (m.top - margin < b.top) box.scrollTop -= b.top - m.top + margin;
}

function keepInView() {
  revealNewest();
  const stage = $("learn-stage").getBoundingClientRect();
  if (stage.top >= 0 && stage.bottom <= innerHeight) return;
  // The whole stage (question, board, buttons) where it fits, else the board.
  $(stage.height <= innerHeight ? "learn-stage" : "learn-scroll").scrollIntoView({ block: stage.top < 0 ? "start" : "end" });
}

// ---- The lesson's board ----
// In board units: a square is 1, with room for the axes left and below (more
// on a larger board, so that its numbers stay readable).
const margin = (n) => (n <= 16 ? 1.6 : n / 12);
const labelSize = (n) => (n <= 16 ? 0.48 : n / 24);

function svgEl(tag, attrs = {}, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

export function drawLearn() {
  // The step button says what it does now: answered (by the student or by
  // it), it goes on.
  $("mex-step").textContent = t(L.phase === "ask" ? "page-mex-step" : "learn-next-step");
  if (L.topic === "p") drawP();
  else drawG();
  revealNewest();
}

function drawP() {
  const n = L.side;
  const LEFT = margin(n);
  const svg = $("learn-board");
  const pad = labelSize(n) * 0.7;
  svg.setAttribute("viewBox", `0 ${-pad} ${n + LEFT + pad} ${n + LEFT * 0.8 + pad}`);
  Object.assign(svg.dataset, { left: LEFT, side: n });
  svg.classList.remove("strip");
  // On a phone the squares stay at least 24 px wide (WCAG 2.2's target
  // size): a larger board scrolls in its box instead of shrinking.
  svg.style.minWidth = innerWidth < 600 ? `${Math.ceil((n + LEFT + pad) * 24)}px` : "";
  const at = (x, y) => ({ x: LEFT + x, y: n - 1 - y });
  const parts = [];
  // The squares: a chequer pattern, one rectangle.
  parts.push(svgEl("defs", {}));
  parts[0].innerHTML = `<pattern id="learn-chequer" width="2" height="2" patternUnits="userSpaceOnUse" x="${LEFT}" y="${(n - 1) % 2}"><rect width="2" height="2" class="light"/><rect width="1" height="1" class="dark"/><rect x="1" y="1" width="1" height="1" class="dark"/></pattern>`;
  parts.push(svgEl("rect", { x: LEFT, y: 0, width: n, height: n, fill: "url(#learn-chequer)" }));
  // The smallest unused number, just shown: its column and row.
  if (L.phase === "shown" && L.highlight !== null && L.highlight !== undefined && L.highlight < n) {
    const h = L.highlight;
    parts.push(svgEl("rect", { class: "band", x: LEFT + h, y: 0, width: 1, height: n }));
    parts.push(svgEl("rect", { class: "band", x: LEFT, y: n - 1 - h, width: n, height: 1 }));
  }
  // Crossed out: every square with a move to a P-position found.
  const found = foundSet();
  let crossed = 0;
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      if (!found.has(`${x},${y}`) && crossedBy(x, y)) {
        crossed += 1;
        parts.push(svgEl("rect", { class: "ruled", ...at(x, y), width: 1, height: 1 }));
      }
    }
  }
  if (L.misere) {
    const c = at(0, 0);
    parts.push(svgEl("rect", { class: "won", ...c, width: 1, height: 1 }));
    parts.push(svgEl("text", { class: "won-mark", x: c.x + 0.5, y: c.y + 0.72 }, "N"));
  }
  // The P-positions found: a dot each; the newest ringed.
  const newest = L.phase === "shown" ? L.rows[L.rows.length - 1] : null;
  for (const key of found) {
    const [x, y] = key.split(",").map(Number);
    const c = at(x, y);
    parts.push(svgEl("circle", { class: "p-dot", cx: c.x + 0.5, cy: c.y + 0.5, r: 0.28, "data-x": x, "data-y": y }));
    if (newest && ((x === newest.a && y === newest.b) || (x === newest.b && y === newest.a))) parts.push(svgEl("circle", { class: "p-new", cx: c.x + 0.5, cy: c.y + 0.5, r: 0.42 }));
  }
  if (L.spot) for (const [x, y] of [[L.spot.a, L.spot.b], [L.spot.b, L.spot.a]]) if (x < n && y < n) parts.push(svgEl("rect", { class: "spot", ...at(x, y), width: 1, height: 1 }));
  if (L.wrong) {
    const c = at(...L.wrong);
    parts.push(svgEl("path", { class: "wrong", d: `M${c.x + 0.25} ${c.y + 0.25}l.5 .5m0 -.5l-.5 .5` }));
  }
  if (L.lines) {
    // Drawing only: the lines y = φx and y = x/φ through the corner square's centre.
    const phi = (1 + Math.sqrt(5)) / 2;
    const o = at(0, 0);
    const [ox, oy] = [o.x + 0.5, o.y + 0.5];
    const reach = n - 0.5;
    parts.push(svgEl("line", { class: "golden", x1: ox, y1: oy, x2: ox + reach / phi, y2: oy - reach }));
    parts.push(svgEl("line", { class: "golden", x1: ox, y1: oy, x2: ox + reach, y2: oy - reach / phi }));
  }
  const [cx, cy] = L.cursor.map((v) => Math.min(v, n - 1));
  const c = at(cx, cy);
  parts.push(svgEl("rect", { class: "cursor", x: c.x + 0.06, y: c.y + 0.06, width: 0.88, height: 0.88 }));
  // Axes: every number on a small board, every fifth on a larger one.
  const every = n <= 16 ? 1 : 5;
  for (let v = 0; v < n; v += every) {
    const strong = L.phase === "shown" && v === L.highlight ? " strong" : "";
    const size = labelSize(n) * (strong ? 1.2 : 1);
    parts.push(svgEl("text", { class: `axis${strong}`, x: LEFT + v + 0.5, y: n + 0.2 + size, "text-anchor": "middle", "font-size": size }, String(v)));
    parts.push(svgEl("text", { class: `axis${strong}`, x: LEFT - 0.25, y: n - v - 0.5 + size * 0.36, "text-anchor": "end", "font-size": size }, String(v)));
  }
  parts.push(svgEl("rect", { class: "edge", x: LEFT, y: 0, width: n, height: n }));
  svg.replaceChildren(...parts);
  svg.dataset.found = String(found.size);
  svg.dataset.crossed = String(crossed);
}

function drawG() {
  const count = Math.min(MOST.g, Math.max(ROW, L.rows.length + 1));
  const rows = Math.ceil(count / ROW);
  const svg = $("learn-board");
  svg.style.minWidth = "";
  svg.setAttribute("viewBox", `0 0 ${ROW} ${rows}`);
  svg.classList.add("strip");
  const parts = [];
  const asked = L.phase === "ask" ? L.answer : null;
  const max = Math.max(1, ...L.values);
  for (let i = 0; i < rows * ROW; i++) {
    const x = i % ROW;
    const y = Math.floor(i / ROW);
    const known = i < L.rows.length;
    parts.push(svgEl("rect", { class: known ? "heap-known" : "heap-cell", x: x + 0.04, y: y + 0.04, width: 0.92, height: 0.92, rx: 0.1, ...(known ? { fill: heatColour(L.values[i], max) } : {}) }));
    parts.push(svgEl("text", { class: "heap-n", x: x + 0.1, y: y + 0.28 }, String(i)));
    if (known) parts.push(svgEl("text", { class: "heap-g", x: x + 0.5, y: y + 0.78, "text-anchor": "middle" }, String(L.values[i])));
    if (asked && asked.moves.includes(i)) parts.push(svgEl("rect", { class: "heap-reach", x: x + 0.08, y: y + 0.08, width: 0.84, height: 0.84, rx: 0.1 }));
    if (asked && asked.n === i) parts.push(svgEl("text", { class: "heap-g asked", x: x + 0.5, y: y + 0.78, "text-anchor": "middle" }, "?"));
    if (L.spot && L.spot.n === i) parts.push(svgEl("rect", { class: "spot", x, y, width: 1, height: 1 }));
  }
  svg.replaceChildren(...parts);
  svg.dataset.found = String(L.rows.length);
}

// ---- Pointer and keys on the lesson's board ----
function squareAt(event) {
  const svg = $("learn-board");
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
  if (L.topic === "g") return null;
  const x = Math.floor(point.x - margin(L.side));
  const y = L.side - 1 - Math.floor(point.y);
  return x >= 0 && y >= 0 && x < L.side && y < L.side ? [x, y] : null;
}
$("learn-board").addEventListener("click", (event) => {
  const square = squareAt(event);
  if (!square) return;
  L.cursor = square;
  chooseP(...square);
  drawLearn();
});
$("learn-board").addEventListener("keydown", (event) => {
  if (L.topic !== "p") return;
  const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  const [x, y] = L.cursor;
  if (steps[event.key]) {
    event.preventDefault();
    L.cursor = [Math.max(0, Math.min(L.side - 1, x + steps[event.key][0])), Math.max(0, Math.min(L.side - 1, y + steps[event.key][1]))];
    $("learn-cursor").textContent = describeP(...L.cursor, crossedBy(...L.cursor));
    drawLearn();
  } else if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    chooseP(x, y);
  }
});

$("mex-step").addEventListener("click", () => mexStep(true).catch((e) => say(e.message)));
$("mex-reset").addEventListener("click", mexReset);
for (const id of ["mex-misere", "learn-topic", "learn-set"]) $(id).addEventListener("change", mexReset);
$("reveal").addEventListener("click", () => {
  const open = $("golden").hidden;
  $("golden").hidden = !open;
  $("reveal").setAttribute("aria-expanded", String(open));
  $("reveal").textContent = t(open ? "learn-hide" : "page-reveal");
  L.lines = open;
  drawLearn();
});
