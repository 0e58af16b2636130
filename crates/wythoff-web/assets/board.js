// The board game's state and its drawing: the queen board, its window on
// positions of any size, the overlay, the readout and the move list. Moving is
// play.js's, the keys keys.js's, the settings settings.js's, the link links.js's.
import { t } from "./words.js";
import { $, reducedMotion, SVG, api, sentence, pair, el, gameEntry, gameQuery, ruleOf, moverOf, playerName, turnWords, knownOutcome, askOutcomes, moveMark, markElement } from "./common.js";

// What the other parts do when a square is chosen and after each drawing (set
// by them, so that the arrows of import point one way).
export const hooks = { square: () => {}, goTo: () => {}, drawn: [] };

// ---- The board game ----
export const S = {
  variant: "wythoff",
  param: "2",
  misere: false,
  opponent: "perfect",
  first: "me",
  size: 12,
  side: 12, // the side drawn: the board's, or in presentation mode the most that fits at 24 px squares
  positions: [], // BigInt pairs, the start first
  texts: [], // the move into positions[i + 1], in words
  end: null, // the end sentence, once no move is left after the last position
  cursor: 0, // the position shown
  corner: [0n, 0n],
  window: null, // {p: Set, moves: Set} of "x,y" inside the window
  focus: [0, 0], // the roving cursor, in window cells
  busy: false,
  choosing: false,
  hint: null, // {moves, reason, outcome} for the shown position
  seed: 1,
  lines: false,
  arrows: new Set(), // the arrows on the board now
};

export const at = () => S.positions[S.cursor];
export const key = (x, y) => `${x},${y}`;
// Who moves from position i: "you", "computer", "player1" or "player2".
export const moverAt = (i) => moverOf(i, S.first === "me", S.opponent === "person");
export const humanAt = (i) => moverAt(i) !== "computer";
export const params = () => {
  const entry = gameEntry(S.variant);
  const out = {};
  for (const p of entry.parameters) out[p.key] = S.param;
  return out;
};
export const query = (position) => gameQuery(S.variant, params(), position, S.misere);
export const ruleName = () => t(S.misere ? "rule-misere" : "rule-normal");
// A parameter as a student says it: "a = 3" where the registry names a
// symbol, else in its words ("the most one move may take: 3").
export const parameterWords = (p, value) => (p.symbol ? `${p.symbol} = ${value}` : t("rules-parameter", { label: p.label, value }));
export const variantTitle = () => {
  const entry = gameEntry(S.variant);
  return entry.parameters.length ? `${sentence(entry.title)} (${parameterWords(entry.parameters[0], S.param)})` : sentence(entry.title);
};
// The rule of the game being played, in words, its parameter's value put in.
export function ruleWords() {
  const entry = gameEntry(S.variant);
  const ending = t(S.misere ? "rules-ending-misere" : "rules-ending-normal");
  // The parameter's symbol with its value ("a = 2"), where it has one.
  let rule = sentence(ruleOf(entry, params()));
  for (const p of entry.parameters) if (p.symbol) rule = t("rules-with-setting", { rule, setting: parameterWords(p, S.param) });
  return t("rules-line", { title: sentence(entry.title), rule, ending });
}

// A long number with places to wrap between its groups of three digits
// (never inside a group).
export function wrapping(n) {
  const s = n.toString();
  if (s.length <= 12) return [s];
  const head = s.length % 3 || 3;
  const parts = [s.slice(0, head)];
  for (let i = head; i < s.length; i += 3) parts.push(document.createElement("wbr"), s.slice(i, i + 3));
  return parts;
}

// The window's lower-left square: (0, 0) while the position fits, otherwise
// the position at the top right (the queen only moves down and left).
export function cornerFor([a, b]) {
  const n = BigInt(S.side);
  const inside = (c) => a >= c[0] && b >= c[1] && a < c[0] + n && b < c[1] + n;
  if (inside(S.corner)) return S.corner;
  if (a < n && b < n) return [0n, 0n];
  const fit = (x) => (x < n ? 0n : x - n + 1n);
  return [fit(a), fit(b)];
}

export const windowCache = new Map();
export async function loadWindow() {
  const position = at();
  S.corner = cornerFor(position);
  const q = `${query(position)}&corner=${S.corner[0]},${S.corner[1]}&size=${S.side}`;
  if (!windowCache.has(q)) {
    const answer = await api(`/api/${S.variant}/window?${q}`);
    windowCache.set(q, { p: new Set(answer.p.map(([x, y]) => key(x, y))), moves: new Set(answer.moves.map(([x, y]) => key(x, y))) });
  }
  // Only the newest request draws.
  if (at() !== position) return;
  S.window = windowCache.get(q);
  draw();
  revealQueen();
}

// On a board larger than the screen (shown at 24 px squares, panning), keeps
// the queen's square in view inside the board's own scroll box.
export function revealQueen() {
  const cell = $("board").querySelector(".queen");
  const box = $("board-scroll");
  if (!cell) return;
  const c = cell.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  const margin = 2 * c.width;
  if (c.right + margin > b.right) box.scrollLeft += c.right + margin - b.right;
  if (c.left - margin < b.left) box.scrollLeft -= b.left - c.left + margin;
  if (c.bottom + margin > b.bottom) box.scrollTop += c.bottom + margin - b.bottom;
  if (c.top - margin < b.top) box.scrollTop -= b.top - c.top + margin;
}

// Builds the cells for the board side (once per side); draw() then only
// changes classes and labels, so focus stays where it is.
export function buildBoard() {
  const board = $("board");
  S.side = sideFor();
  const n = S.side;
  board.replaceChildren();
  for (let dy = n - 1; dy >= 0; dy--) {
    const row = el("div", { role: "row" });
    for (let dx = 0; dx < n; dx++) {
      const cell = el("div", { role: "gridcell", class: "cell", tabindex: "-1" });
      cell.dataset.dx = dx;
      cell.dataset.dy = dy;
      cell.addEventListener("click", () => hooks.square(dx, dy));
      row.appendChild(cell);
    }
    board.appendChild(row);
  }
  S.focus = [Math.min(S.focus[0], n - 1), Math.min(S.focus[1], n - 1)];
  fitBoard();
}

export const cellAt = (dx, dy) => $("board").querySelector(`[data-dx="${dx}"][data-dy="${dy}"]`);
export const squareOf = (dx, dy) => [S.corner[0] + BigInt(dx), S.corner[1] + BigInt(dy)];

// An axis label: short numbers whole, long ones by their last digits (the
// readout and the note below the board give them whole).
// The width of an axis label's character at its smallest (11 px monospace), in px.
const AXIS_CHAR = 7;
export const axisLabel = (v) => (v.toString().length <= 4 ? v.toString() : "…" + v.toString().slice(-3));

export function draw() {
  const n = S.side;
  const [a, b] = at();
  const w = S.window;
  const over = S.cursor === S.positions.length - 1 && S.end;
  const mine = !over && !S.busy && humanAt(S.cursor);
  const showP = $("show-p").checked;
  const showReach = $("show-reach").checked;
  // The hint's target squares, ringed as well as pointed at.
  const targets = new Set(S.hint ? S.hint.moves.map((m) => key(BigInt(m.to[0]), BigInt(m.to[1]))) : []);
  for (const cell of $("board").children.length ? $("board").querySelectorAll(".cell") : []) {
    const dx = Number(cell.dataset.dx);
    const dy = Number(cell.dataset.dy);
    const [x, y] = squareOf(dx, dy);
    const k = key(x, y);
    const queen = x === a && y === b;
    const isP = w ? w.p.has(k) : false;
    const can = w ? w.moves.has(k) : false;
    cell.className = "cell " + ((dx + dy) % 2 === 0 ? "dark" : "light");
    cell.classList.toggle("queen", queen);
    cell.classList.toggle("p", showP && isP);
    cell.classList.toggle("reach", mine && can && !S.choosing);
    cell.classList.toggle("target", targets.has(k));
    let content = null;
    if (queen) content = el("span", { class: "glyph", text: "♛" });
    else if (showReach && can && w) content = el("span", { class: "mark", text: isP ? "P" : "N" });
    if (S.hint && S.hint.outcome === "P" && can && !queen && !content) content = el("span", { class: "mark", text: "N" });
    cell.replaceChildren(...(content ? [content] : []));
    // A square with its letter keeps its P dot in a corner, beside the letter.
    cell.classList.toggle("marked", !!content && !queen);
    const words = [t("board-cell", { x: String(x), y: String(y) })];
    if (queen) words.push(t("board-cell-queen"));
    if (can && (mine || S.choosing)) words.push(t("board-cell-reach"));
    if (targets.has(k)) words.push(t("board-cell-win"));
    if ((showP || showReach) && w) words.push(t(isP ? "board-cell-p" : "board-cell-n"));
    cell.setAttribute("aria-label", words.reduce((first, next) => t("board-cell-join", { first, next })));
    cell.tabIndex = dx === S.focus[0] && dy === S.focus[1] ? 0 : -1;
  }
  // Axes. Across, labels wider than a square are written on every second
  // (or third…) column only, so that they never run together; the last
  // column keeps its label.
  const xs = [];
  const ys = [];
  const cellWidth = $("board").querySelector(".cell")?.getBoundingClientRect().width || 24;
  const widest = Math.max(...Array.from({ length: n }, (_, i) => axisLabel(S.corner[0] + BigInt(i)).length));
  const every = Math.max(1, Math.ceil((widest * AXIS_CHAR + 4) / cellWidth));
  for (let i = 0; i < n; i++) {
    const written = (n - 1 - i) % every === 0;
    xs.push(el("span", { text: written ? axisLabel(S.corner[0] + BigInt(i)) : "", title: String(S.corner[0] + BigInt(i)) }));
    ys.unshift(el("span", { text: axisLabel(S.corner[1] + BigInt(i)), title: String(S.corner[1] + BigInt(i)) }));
  }
  $("x-axis").replaceChildren(...xs);
  $("y-axis").replaceChildren(...ys);
  const far = [S.corner[0] + BigInt(n - 1), S.corner[1] + BigInt(n - 1)];
  $("axis-note").textContent =
    S.corner[0] === 0n && S.corner[1] === 0n && n <= 9999
      ? S.misere
        ? t("board-axes-misere")
        : t("page-axis-note")
      : t("board-axes-window", { x0: String(S.corner[0]), x1: String(far[0]), y0: String(S.corner[1]), y1: String(far[1]) });
  $("board-window").hidden = S.side === S.size;
  $("board-window").textContent = t("board-window", { n: String(n), size: String(S.size), x0: String(S.corner[0]), x1: String(far[0]), y0: String(S.corner[1]), y1: String(far[1]) });
  drawReadout();
  drawOverlay();
  drawMoveList();
  $("undo").disabled = S.cursor === 0;
  $("redo").disabled = S.cursor >= S.positions.length - 1;
  for (const f of hooks.drawn) f();
}

export function drawReadout() {
  const [a, b] = at();
  const last = S.cursor === S.positions.length - 1;
  let turn;
  if (last && S.end) turn = t("board-game-over");
  else if (S.choosing) turn = t("board-choose-start");
  else {
    turn = turnWords(moverAt(S.cursor));
  }
  const readout = $("readout");
  readout.replaceChildren(t("board-pile1"), ...wrapping(a), t("board-pile2"), ...wrapping(b), " · ", el("span", { class: "turn", text: turn }));
  const rule = ruleWords();
  if ($("rule-now").textContent !== rule) {
    $("rule-now").textContent = rule;
    // The header says the game being played, in its rule, as the rule line does.
    const board = t(S.variant === "generalized" ? "rules-board-generalized" : "rules-board-queen");
    $("rules-top").textContent = `${rule} ${board}`;
  }
}

// The overlay, in board cells (y up): golden lines, the last move, and the
// hint's arrows.
export function drawOverlay() {
  const n = S.side;
  const svg = $("overlay");
  svg.setAttribute("viewBox", `0 0 ${n} ${n}`);
  svg.setAttribute("preserveAspectRatio", "none");
  const defs = `<defs>${["last", "win"].map((c) => `<marker id="head-${c}" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse"><path d="M0 0 10 5 0 10z" fill="var(--${c})"/></marker>`).join("")}</defs>`;
  svg.innerHTML = defs;
  // The centre of a square, in the overlay's units, or null when it is far off.
  const centre = ([x, y]) => {
    const dx = x - S.corner[0];
    const dy = y - S.corner[1];
    const lim = BigInt(4 * n);
    if (dx < -lim || dx > lim || dy < -lim || dy > lim) return null;
    return [Number(dx) + 0.5, n - Number(dy) - 0.5];
  };
  const line = (from, to, cls, head) => {
    const l = document.createElementNS(SVG, "line");
    l.setAttribute("x1", from[0]);
    l.setAttribute("y1", from[1]);
    l.setAttribute("x2", to[0]);
    l.setAttribute("y2", to[1]);
    l.setAttribute("class", cls);
    if (head) l.setAttribute("marker-end", `url(#head-${head})`);
    svg.appendChild(l);
  };
  const origin = S.corner[0] === 0n && S.corner[1] === 0n;
  const wythoffBoard = S.variant === "wythoff";
  if (S.lines && origin && wythoffBoard) {
    // Drawing only: the lines y = φx and y = x/φ through the corner square's centre.
    const phi = (1 + Math.sqrt(5)) / 2;
    line([0.5, n - 0.5], [0.5 + (n - 0.5) / phi, 0], "golden");
    line([0.5, n - 0.5], [n, n - 0.5 - (n - 0.5) / phi], "golden");
  }
  // Arrows fade in when they first appear (not on every redraw), unless the
  // reader asks for reduced motion.
  const arrows = [];
  if (S.cursor > 0) arrows.push([S.positions[S.cursor - 1], at(), "last"]);
  if (S.hint) for (const m of S.hint.moves) arrows.push([at(), m.to.map(BigInt), "win"]);
  const drawn = new Set();
  for (const [p, q, cls] of arrows) {
    const from = centre(p);
    const to = centre(q);
    if (!from || !to) continue;
    const id = `${cls}:${p}:${q}`;
    drawn.add(id);
    const fresh = !reducedMotion() && !S.arrows.has(id);
    line(from, shorten(from, to), cls + (fresh ? " arrow-in" : ""), cls);
  }
  S.arrows = drawn;
  const caption = $("board-caption");
  if (S.hint && S.hint.outcome === "P" && !S.end) {
    caption.hidden = false;
    caption.textContent = "A P-position: every move from here leads to an N-position (each marked N on the board), where the other player wins.";
  } else caption.hidden = true;
}

// Stops an arrow a little short of the square's centre, so its head shows.
export function shorten(from, to) {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy);
  const cut = Math.min(0.28, length / 2);
  return [to[0] - (dx / length) * cut, to[1] - (dy / length) * cut];
}

export function drawMoveList() {
  const list = $("move-list");
  const items = [];
  const start = S.positions[0];
  items.push(el("li", {}, el("button", { type: "button", "aria-current": S.cursor === 0 ? "step" : null, text: t("board-start", { position: pair(start) }), onclick: () => hooks.goTo(0) })));
  const outcome = (i) => knownOutcome(S.variant, query(S.positions[i]));
  for (let i = 0; i < S.texts.length; i++) {
    const who = sentence(playerName(moverAt(i)));
    const label = `${i + 1}. ${who}: ${S.texts[i]}`;
    // Marked as lichess marks a game: the move kept a win, threw it away, or had none to keep.
    const mark = moveMark(outcome(i), outcome(i + 1));
    const button = el("button", { type: "button", "aria-current": S.cursor === i + 1 ? "step" : null, onclick: () => hooks.goTo(i + 1) }, label);
    if (mark) button.append(markElement(mark));
    items.push(el("li", {}, button));
  }
  markMoves();
  if (S.end) items.push(el("li", {}, el("span", { class: "status", text: sentence(S.end) + "." })));
  list.replaceChildren(...items);
  // Keep the current move in view inside the list (not by scrolling the page).
  const current = list.querySelector("[aria-current]");
  if (current) {
    const item = current.parentElement;
    if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
  }
}

// The marks' outcomes, asked once each (up to the link's length of moves);
// the list is drawn again with its marks when they arrive.
const markMoves = () => S.texts.length && askOutcomes("board", S.variant, S.positions.slice(0, 501).map(query), drawMoveList);

export function say(text) {
  $("status").textContent = text;
}


// ---- Keyboard: one tab stop, arrows move, Enter plays ----
export function moveFocus(dx, dy, focus = true) {
  const n = S.side;
  S.focus = [Math.max(0, Math.min(n - 1, dx)), Math.max(0, Math.min(n - 1, dy))];
  for (const cell of $("board").querySelectorAll(".cell[tabindex='0']")) cell.tabIndex = -1;
  const cell = cellAt(S.focus[0], S.focus[1]);
  if (!cell) return;
  cell.tabIndex = 0;
  if (focus || $("board").contains(document.activeElement)) cell.focus({ preventScroll: false });
}


// ---- Fitting the board to the window ----
// The style sheet sizes the squares from the window and the side (--n).
export function fitBoard() {
  document.documentElement.style.setProperty("--n", S.side);
}

// The side drawn: the board's; in presentation mode at most what fits the
// window's height at 24 px squares (WCAG 2.2's target size), the rest of the
// board reached by a window that follows the queen.
export function sideFor() {
  if (!document.body.classList.contains("present")) return S.size;
  const room = innerHeight - PRESENT_CHROME;
  return Math.max(4, Math.min(S.size, Math.floor(room / 24)));
}
// What presentation mode's page takes of the window's height beside the
// board's squares: its header bar, the x-axis and the margins (app.css's
// body.present --cell says the same).
export const PRESENT_CHROME = 120;

// The side drawn anew where the window or the mode changed it: the cells
// rebuilt and the window that holds the queen asked for.
export async function resizeBoard() {
  if (sideFor() === S.side) return fitBoard();
  buildBoard();
  S.corner = [0n, 0n];
  await loadWindow();
  focusQueen();
}

export function focusQueen() {
  const [a, b] = at();
  const dx = a - S.corner[0];
  const dy = b - S.corner[1];
  if (dx >= 0n && dy >= 0n && dx < BigInt(S.side) && dy < BigInt(S.side)) S.focus = [Number(dx), Number(dy)];
  draw();
}
