// The page: plays Wythoff's game and its variants on a board, teaches where the
// P-positions come from, analyses positions, draws the Grundy values, and plays
// the heap games. Every decision (what a move is, the computer's reply, who
// has won, which squares are P-positions) is the server's, through the JSON
// API under /api/; numbers stay exact (decimal strings, BigInt for sums).
"use strict";

const $ = (id) => document.getElementById(id);
const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
const SVG = "http://www.w3.org/2000/svg";
/** The most moves a shared link carries (the fragment stays under ~16 kB for small numbers). */
const MAX_LINK_MOVES = 500;
/** The page's digit limit for one number: the server's default. */
const MAX_DIGITS = 10000;

class ApiError extends Error {
  constructor(message, kind) {
    super(message);
    this.kind = kind;
  }
}

async function api(path) {
  const response = await fetch(path);
  const body = await response.json();
  if (!response.ok) throw new ApiError(body.error ? body.error.message : response.statusText, body.error?.kind);
  return body;
}

// The API names parameters as the command does (a, b, heaps, max_take…); the
// page's fields have their own names. An error message names the field.
function fieldError(message, names) {
  let text = message;
  for (const [key, name] of Object.entries(names)) {
    text = text.replace(new RegExp(`^${key}(?=[:, ])`), name).replace(new RegExp(`parameter ${key} is`), `${name} is`);
  }
  return text;
}

// Digit groups are allowed in number fields: "1 000 000" is 1000000.
const cleanNumber = (text) => text.replace(/[\s_\u00a0\u2009\u202f]/g, "");
const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const pair = (p) => `(${p[0]}, ${p[1]})`;

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) node.setAttribute(k, v === true ? "" : v);
  }
  node.append(...children);
  return node;
}

// ---- The registry: which games there are and how the API names them ----
let catalogue = [];
const gameEntry = (name) => catalogue.find((g) => g.name === name);

// The query naming a game's parameters and position, as its registry entry says.
function gameQuery(name, params, position, misere) {
  const entry = gameEntry(name);
  const parts = [];
  for (const p of entry.parameters) parts.push(`${p.key}=${encodeURIComponent(params[p.key] ?? "")}`);
  const shape = entry.shape;
  const numbers = position.map((n) => encodeURIComponent(String(n)));
  if (shape.kind === "named") shape.keys.forEach((k, i) => parts.push(`${k}=${numbers[i]}`));
  else if (shape.kind === "list") parts.push(`${shape.key}=${numbers.join(",")}`);
  else {
    parts.push(`${shape.heap}=${numbers[0]}`);
    if (numbers.length > 1) parts.push(`${shape.limit}=${numbers[1]}`);
  }
  if (misere) parts.push("misere=1");
  return parts.join("&");
}

// ---- The board game ----
const S = {
  variant: "wythoff",
  param: "2",
  misere: false,
  opponent: "perfect",
  first: "me",
  size: 12,
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
  mex: [], // the construction's rows shown on the board
  lines: false,
  arrows: new Set(), // the arrows on the board now
};

const at = () => S.positions[S.cursor];
const key = (x, y) => `${x},${y}`;
// Who moves from position i: "you", "the computer", "player 1" or "player 2".
function moverAt(i) {
  const firstMoves = S.first === "me" ? 0 : 1;
  if (S.opponent === "person") return (i + firstMoves) % 2 === 0 ? "player 1" : "player 2";
  return (i + firstMoves) % 2 === 0 ? "you" : "the computer";
}
const humanAt = (i) => moverAt(i) !== "the computer";
const params = () => {
  const entry = gameEntry(S.variant);
  const out = {};
  for (const p of entry.parameters) out[p.key] = S.param;
  return out;
};
const query = (position) => gameQuery(S.variant, params(), position, S.misere);
const ruleName = () => (S.misere ? "misère play" : "normal play");
const variantTitle = () => {
  const entry = gameEntry(S.variant);
  return entry.parameters.length ? `${entry.title} (${entry.parameters[0].key} = ${S.param})` : entry.title;
};

// The window's lower-left square: (0, 0) while the position fits, otherwise
// the position at the top right (the queen only moves down and left).
function cornerFor([a, b]) {
  const n = BigInt(S.size);
  const inside = (c) => a >= c[0] && b >= c[1] && a < c[0] + n && b < c[1] + n;
  if (inside(S.corner)) return S.corner;
  if (a < n && b < n) return [0n, 0n];
  const fit = (x) => (x < n ? 0n : x - n + 1n);
  return [fit(a), fit(b)];
}

const windowCache = new Map();
async function loadWindow() {
  const position = at();
  S.corner = cornerFor(position);
  const q = `${query(position)}&corner=${S.corner[0]},${S.corner[1]}&size=${S.size}`;
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
function revealQueen() {
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
function buildBoard() {
  const board = $("board");
  const n = S.size;
  board.replaceChildren();
  for (let dy = n - 1; dy >= 0; dy--) {
    const row = el("div", { role: "row" });
    for (let dx = 0; dx < n; dx++) {
      const cell = el("div", { role: "gridcell", class: "cell", tabindex: "-1" });
      cell.dataset.dx = dx;
      cell.dataset.dy = dy;
      cell.addEventListener("click", () => squareChosen(dx, dy));
      row.appendChild(cell);
    }
    board.appendChild(row);
  }
  S.focus = [Math.min(S.focus[0], n - 1), Math.min(S.focus[1], n - 1)];
  fitBoard();
}

const cellAt = (dx, dy) => $("board").querySelector(`[data-dx="${dx}"][data-dy="${dy}"]`);
const squareOf = (dx, dy) => [S.corner[0] + BigInt(dx), S.corner[1] + BigInt(dy)];

// An axis label: short numbers whole, long ones by their last digits (the
// readout and the note below the board give them whole).
const axisLabel = (v) => (v.toString().length <= 4 ? v.toString() : "…" + v.toString().slice(-3));

function draw() {
  const n = S.size;
  const [a, b] = at();
  const w = S.window;
  const over = S.cursor === S.positions.length - 1 && S.end;
  const mine = !over && !S.busy && humanAt(S.cursor);
  const showP = $("show-p").checked;
  const showReach = $("show-reach").checked;
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
    let content = null;
    if (queen) content = el("span", { class: "glyph", text: "♛" });
    else if (showReach && can && w) content = el("span", { class: "mark", text: isP ? "P" : "N" });
    if (S.hint && S.hint.outcome === "P" && can && !queen && !content) content = el("span", { class: "mark", text: "N" });
    cell.replaceChildren(...(content ? [content] : []));
    const words = [`pile 1 = ${x}, pile 2 = ${y}`];
    if (queen) words.push("the queen");
    if (can && (mine || S.choosing)) words.push("you can move here");
    if ((showP || showReach) && w) words.push(isP ? "P-position" : "N-position");
    cell.setAttribute("aria-label", words.join(", "));
    cell.tabIndex = dx === S.focus[0] && dy === S.focus[1] ? 0 : -1;
  }
  // Axes.
  const xs = [];
  const ys = [];
  for (let i = 0; i < n; i++) {
    xs.push(el("span", { text: axisLabel(S.corner[0] + BigInt(i)), title: String(S.corner[0] + BigInt(i)) }));
    ys.unshift(el("span", { text: axisLabel(S.corner[1] + BigInt(i)), title: String(S.corner[1] + BigInt(i)) }));
  }
  $("x-axis").replaceChildren(...xs);
  $("y-axis").replaceChildren(...ys);
  const far = [S.corner[0] + BigInt(n - 1), S.corner[1] + BigInt(n - 1)];
  $("axis-note").textContent =
    S.corner[0] === 0n && S.corner[1] === 0n && n <= 9999
      ? "Pile 1 across, pile 2 up; the goal, (0, 0), is bottom left."
      : `This window shows pile 1 from ${S.corner[0]} to ${far[0]} across and pile 2 from ${S.corner[1]} to ${far[1]} up.`;
  drawReadout();
  drawOverlay();
  drawMoveList();
  $("undo").disabled = S.cursor === 0;
  $("redo").disabled = S.cursor >= S.positions.length - 1;
  updateLinks();
}

function drawReadout() {
  const [a, b] = at();
  const last = S.cursor === S.positions.length - 1;
  let turn;
  if (last && S.end) turn = "game over";
  else if (S.choosing) turn = "click the start square";
  else {
    const who = moverAt(S.cursor);
    turn = who === "you" ? "your move" : who === "the computer" ? "the computer's move" : `${who} to move`;
  }
  const readout = $("readout");
  readout.replaceChildren(`Pile 1 = ${a} · Pile 2 = ${b} · `, el("span", { class: "turn", text: turn }), ` · ${ruleName()}`);
  if (S.variant !== "wythoff") readout.append(` · ${variantTitle()}`);
}

// The overlay, in board cells (y up): golden lines, the construction's
// crossings, the last move, and the hint's arrows.
function drawOverlay() {
  const n = S.size;
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
  if (S.mex.length && origin && wythoffBoard) {
    // From each P-position found, what the queen could reach it from: the
    // row to its right, the column above, the diagonal up-right.
    for (const [a, b] of S.mex) {
      for (const [x, y] of a === b ? [[a, b]] : [[a, b], [b, a]]) {
        if (x >= n && y >= n) continue;
        const c = [x + 0.5, n - y - 0.5];
        line(c, [n, c[1]], "cross");
        line(c, [c[0], 0], "cross");
        const d = Math.min(n - x, n - y) - 0.5;
        if (d > 0) line(c, [c[0] + d, c[1] - d], "cross");
      }
    }
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
    caption.textContent = "A P-position: every move from here leads to an N-position (marked N), where the other player wins.";
  } else caption.hidden = true;
}

// Stops an arrow a little short of the square's centre, so its head shows.
function shorten(from, to) {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy);
  const cut = Math.min(0.28, length / 2);
  return [to[0] - (dx / length) * cut, to[1] - (dy / length) * cut];
}

function drawMoveList() {
  const list = $("move-list");
  const items = [];
  const start = S.positions[0];
  items.push(el("li", {}, el("button", { type: "button", "aria-current": S.cursor === 0 ? "step" : null, text: `Start ${pair(start)}`, onclick: () => goTo(0) })));
  for (let i = 0; i < S.texts.length; i++) {
    const who = sentence(moverAt(i));
    const label = `${i + 1}. ${who}: ${S.texts[i]}`;
    items.push(el("li", {}, el("button", { type: "button", "aria-current": S.cursor === i + 1 ? "step" : null, text: label, onclick: () => goTo(i + 1) })));
  }
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

function say(text) {
  $("status").textContent = text;
}

// ---- Moving ----
function squareChosen(dx, dy) {
  S.focus = [dx, dy];
  if (S.choosing) {
    S.choosing = false;
    $("choose-start").setAttribute("aria-pressed", "false");
    newGame(squareOf(dx, dy));
    return;
  }
  play(squareOf(dx, dy));
}

// The end sentence, told from the server's side ("you" moved last) for the
// person who did.
function endFor(end, mover) {
  if (S.opponent !== "person") return end;
  const other = mover === "player 1" ? "player 2" : "player 1";
  return end
    .replace(/^you win/, `${mover} wins`)
    .replace(/^the computer wins/, `${other} wins`)
    .replace(/you (took|had)/, `${mover} $1`)
    .replace(/the computer (had|took)/, `${other} $1`);
}

async function play(to) {
  if (S.busy) return;
  const last = S.cursor === S.positions.length - 1;
  if (last && S.end) {
    say("The game is over: start a new game, or undo.");
    return;
  }
  if (!humanAt(S.cursor)) {
    say("Here it is the computer's move: go forward (→) to its reply, or back (←).");
    return;
  }
  if (!S.window || !S.window.moves.has(key(to[0], to[1]))) {
    const [a, b] = at();
    if (to[0] === a && to[1] === b) say("That is where the queen stands: choose a highlighted square.");
    else say(`The queen cannot move from ${pair(at())} to ${pair(to)} under ${variantTitle()}.`);
    return;
  }
  S.busy = true;
  try {
    const checked = await api(`/api/${S.variant}/check?${query(at())}&to=${to[0]},${to[1]}`);
    const mover = moverAt(S.cursor);
    // A move from an earlier point starts a new line of play.
    S.positions.length = S.cursor + 1;
    S.texts.length = S.cursor;
    S.end = null;
    S.positions.push(to);
    S.texts.push(checked.text);
    S.cursor += 1;
    S.hint = null;
    $("hint-text").replaceChildren();
    let said;
    if (checked.end) {
      S.end = endFor(checked.end, mover);
      said = `${sentence(mover)}: ${checked.text}. ${sentence(S.end)}.`;
    } else if (S.opponent === "person") {
      said = `${sentence(mover)}: ${checked.text}. ${sentence(moverAt(S.cursor))} to move.`;
    } else {
      said = `You: ${checked.text}. The computer is thinking…`;
    }
    // The board, the list and the words change together.
    await loadWindow();
    S.busy = false;
    draw();
    say(said);
  } catch (e) {
    say(e.message);
  } finally {
    S.busy = false;
    draw();
  }
  if (!S.end && !humanAt(S.cursor)) {
    // The player's move stays on the board a moment before the reply.
    await new Promise((r) => setTimeout(r, reducedMotion() ? 150 : 600));
    await computerMove();
  }
}

async function computerMove() {
  S.busy = true;
  draw();
  try {
    const level = S.opponent === "casual" ? "casual" : "perfect";
    const reply = await api(`/api/${S.variant}/computer?${query(at())}&level=${level}&seed=${S.seed + S.cursor}`);
    if (reply.to) {
      S.positions.push(reply.to.map(BigInt));
      S.texts.push(reply.text);
      S.cursor += 1;
    }
    let said;
    if (reply.end && reply.to) {
      S.end = reply.end;
      said = `The computer: ${reply.text}. ${sentence(reply.end)}.`;
    } else if (reply.to) {
      said = `The computer: ${reply.text}. Your move.`;
    } else {
      S.end = "no move is left";
      said = "No move is possible.";
    }
    await loadWindow();
    S.busy = false;
    draw();
    say(said);
  } catch (e) {
    say(`Error: ${e.message}`);
  } finally {
    S.busy = false;
    draw();
    const [a, b] = at();
    const dx = Number(a - S.corner[0]);
    const dy = Number(b - S.corner[1]);
    moveFocus(dx, dy, false);
  }
}

// Where no move is possible at the start: who has won depends on the rule.
function terminalStart() {
  return S.misere
    ? "no move is possible here: in misère play the player to move has won (the other player took the last object)"
    : "no move is possible here: in normal play the player to move has lost";
}

async function newGame(start) {
  const n = S.size;
  let position = start;
  if (!position) {
    // A random start anywhere on the board but the corner.
    do position = [BigInt(Math.floor(Math.random() * n)), BigInt(Math.floor(Math.random() * n))];
    while (position[0] === 0n && position[1] === 0n);
  }
  S.positions = [position];
  S.texts = [];
  S.end = null;
  S.cursor = 0;
  S.hint = null;
  S.seed = Math.floor(Math.random() * 1e9);
  S.corner = [0n, 0n];
  $("hint-text").replaceChildren();
  try {
    await loadWindow();
    const reply = await api(`/api/${S.variant}/computer?${query(position)}`);
    if (!reply.to) {
      S.end = terminalStart();
      say(`New game from ${pair(position)}: ${S.end}.`);
      draw();
      return;
    }
    const who = moverAt(0);
    say(`New game from ${pair(position)}, ${ruleName()}. ` + (who === "you" ? "Your move." : who === "the computer" ? "The computer moves first." : "Player 1 to move."));
    draw();
    focusQueen();
    if (who === "the computer") {
      await new Promise((r) => setTimeout(r, reducedMotion() ? 100 : 500));
      await computerMove();
    }
  } catch (e) {
    say(e.message);
  }
}

function focusQueen() {
  const [a, b] = at();
  const dx = a - S.corner[0];
  const dy = b - S.corner[1];
  if (dx >= 0n && dy >= 0n && dx < BigInt(S.size) && dy < BigInt(S.size)) S.focus = [Number(dx), Number(dy)];
  draw();
}

function goTo(i) {
  if (S.busy || i < 0 || i >= S.positions.length) return;
  S.cursor = i;
  S.hint = null;
  $("hint-text").replaceChildren();
  const last = i === S.positions.length - 1;
  say(`Position ${pair(at())} after ${i} move${i === 1 ? "" : "s"}` + (last && S.end ? `: ${S.end}.` : `: ${moverAt(i) === "you" ? "your move" : `${moverAt(i)} to move`}.`));
  loadWindow().catch((e) => say(e.message));
  draw();
}

// Undo goes back to the last position where a person was to move; redo
// forward to the next.
function undo() {
  let i = S.cursor - 1;
  while (i > 0 && !humanAt(i)) i--;
  if (i >= 0 && i < S.cursor) goTo(i);
}
function redo() {
  let i = S.cursor + 1;
  while (i < S.positions.length - 1 && !humanAt(i)) i++;
  if (i < S.positions.length) goTo(i);
}

async function hint() {
  const box = $("hint-text");
  if (S.cursor === S.positions.length - 1 && S.end) {
    box.replaceChildren(el("p", { text: "The game is over: start a new game, or undo to go back." }));
    return;
  }
  try {
    const answer = await api(`/api/${S.variant}/moves?${query(at())}`);
    S.hint = { moves: answer.moves, outcome: answer.outcome };
    const head = answer.moves.length
      ? `An N-position: ${answer.moves.length === 1 ? "one winning move" : `${answer.moves.length} winning moves`} (green arrows):`
      : "A P-position: every move leads to an N-position, so the player to move loses against perfect play.";
    box.replaceChildren(el("p", { text: head }), el("ul", {}, ...answer.moves.map((m) => el("li", { text: m.text }))), el("p", { text: `Why: ${answer.reason.text}` }));
    draw();
  } catch (e) {
    say(`Error: ${e.message}`);
  }
}

// ---- Keyboard: one tab stop, arrows move, Enter plays ----
function moveFocus(dx, dy, focus = true) {
  const n = S.size;
  S.focus = [Math.max(0, Math.min(n - 1, dx)), Math.max(0, Math.min(n - 1, dy))];
  for (const cell of $("board").querySelectorAll(".cell[tabindex='0']")) cell.tabIndex = -1;
  const cell = cellAt(S.focus[0], S.focus[1]);
  if (!cell) return;
  cell.tabIndex = 0;
  if (focus || $("board").contains(document.activeElement)) cell.focus({ preventScroll: false });
}

$("board").addEventListener("keydown", (event) => {
  const [dx, dy] = S.focus;
  const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  if (moves[event.key]) {
    event.preventDefault();
    event.stopPropagation();
    moveFocus(dx + moves[event.key][0], dy + moves[event.key][1]);
  } else if (event.key === "Home") {
    event.preventDefault();
    moveFocus(0, dy);
  } else if (event.key === "End") {
    event.preventDefault();
    moveFocus(S.size - 1, dy);
  } else if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    event.stopPropagation();
    squareChosen(dx, dy);
  }
});

document.addEventListener("keydown", (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (target.closest && target.closest("input, select, textarea, [contenteditable], canvas")) return;
  const k = event.key.toLowerCase();
  const actions = { n: () => newGame(), h: hint, u: undo, r: redo, p: togglePresent };
  if (actions[k]) {
    event.preventDefault();
    actions[k]();
  } else if (event.key === "ArrowLeft" && !$("board").contains(target)) {
    event.preventDefault();
    goTo(S.cursor - 1);
  } else if (event.key === "ArrowRight" && !$("board").contains(target)) {
    event.preventDefault();
    goTo(S.cursor + 1);
  }
});

// ---- Fitting the board to the window ----
// The style sheet sizes the squares from the window and the side (--n).
function fitBoard() {
  document.documentElement.style.setProperty("--n", S.size);
}

// ---- Settings ----
function readSettings() {
  S.variant = $("variant").value;
  const entry = gameEntry(S.variant);
  $("param-label").hidden = entry.parameters.length === 0;
  if (entry.parameters.length) $("param-name").textContent = sentence(entry.parameters[0].about.split(":")[0]);
  S.param = cleanNumber($("param").value) || "1";
  S.misere = $("misere").checked;
  S.opponent = $("opponent").value;
  S.first = $("first").value;
  $("first").options[1].textContent = S.opponent === "person" ? "player 2" : "the computer";
  $("first").options[0].textContent = S.opponent === "person" ? "player 1" : "me";
  $("show-lines").disabled = S.variant !== "wythoff";
}

// A change of game or rule starts a new game from the same start, at once; a
// change of opponent applies from the next move; the side redraws the board.
for (const id of ["variant", "param", "misere", "first"]) {
  $(id).addEventListener("change", () => {
    readSettings();
    windowCache.clear();
    const start = S.positions[0];
    newGame(start).then(() => {
      const now = $("status").textContent;
      say(`Settings changed: a new game under ${ruleName()}${S.variant === "wythoff" ? "" : `, ${variantTitle()}`}. ${now}`);
    });
  });
}
$("opponent").addEventListener("change", () => {
  readSettings();
  say(S.opponent === "person" ? "Two people now play on this board: no computer moves." : `The computer now plays at level ${S.opponent}, from its next move.`);
  draw();
  if (!S.end && S.cursor === S.positions.length - 1 && !humanAt(S.cursor)) computerMove();
});
$("size").addEventListener("change", () => {
  S.size = Number($("size").value);
  S.corner = [0n, 0n];
  buildBoard();
  loadWindow().then(focusQueen).catch((e) => say(e.message));
  say(`The board now shows ${S.size} × ${S.size} squares.`);
});
for (const id of ["show-p", "show-reach"]) $(id).addEventListener("change", draw);
$("show-lines").addEventListener("change", () => {
  S.lines = $("show-lines").checked;
  draw();
});
$("new-game").addEventListener("click", () => newGame());
$("random-start").addEventListener("click", () => newGame());
$("choose-start").addEventListener("click", () => {
  S.choosing = !S.choosing;
  $("choose-start").setAttribute("aria-pressed", String(S.choosing));
  say(S.choosing ? "Click (or press Enter on) the square to start from." : "");
  draw();
  if (S.choosing) moveFocus(S.focus[0], S.focus[1]);
});
$("hint").addEventListener("click", hint);
$("undo").addEventListener("click", undo);
$("redo").addEventListener("click", redo);

function togglePresent() {
  const on = document.body.classList.toggle("present");
  $("present").setAttribute("aria-pressed", String(on));
  fitBoard();
}
$("present").addEventListener("click", togglePresent);

// ---- The state in the link: #game=…&param=…&misere=1&vs=…&first=…&size=…&start=x,y&moves=x,y;…&at=i ----
function stateFragment() {
  const parts = [`game=${S.variant}`];
  if (gameEntry(S.variant).parameters.length) parts.push(`param=${S.param}`);
  if (S.misere) parts.push("misere=1");
  parts.push(`vs=${S.opponent}`, `first=${S.first}`, `size=${S.size}`, `start=${S.positions[0].join(",")}`);
  const moves = S.positions.slice(1, 1 + MAX_LINK_MOVES).map((p) => p.join(","));
  if (moves.length) parts.push(`moves=${moves.join(";")}`);
  if (S.cursor !== S.positions.length - 1) parts.push(`at=${S.cursor}`);
  return "#" + parts.join("&");
}

function updateLinks() {
  if (!S.positions.length) return;
  const fragment = stateFragment();
  if (location.hash !== fragment) history.replaceState(null, "", fragment);
  $("share").href = fragment;
  const [a, b] = at();
  const download = $("download-board");
  const drawable = S.variant !== "restricted" && S.corner[0] === 0n && S.corner[1] === 0n;
  download.hidden = !drawable;
  if (drawable) {
    const extra = S.variant === "generalized" ? `&a=${encodeURIComponent(S.param)}` : "";
    download.href = `/api/wythoff/board.svg?size=${S.size}&at=${a},${b}${extra}${S.misere ? "&misere=1" : ""}`;
  }
}

// Why the page's link could not be opened, if it could not.
let linkError = null;

// Reopens a shared link: every move is checked by the server again.
async function openFragment(text) {
  const f = new URLSearchParams(text.replace(/^#/, ""));
  if (!f.has("start")) return false;
  const number = (s) => {
    const t = cleanNumber(s ?? "");
    if (!/^[0-9]+$/.test(t) || t.length > MAX_DIGITS) throw new Error(`the link holds "${(s ?? "").slice(0, 20)}", not a number of at most ${MAX_DIGITS} digits`);
    return BigInt(t);
  };
  const point = (s) => {
    const parts = (s ?? "").split(",");
    if (parts.length !== 2) throw new Error(`the link holds "${(s ?? "").slice(0, 20)}", not a square x,y`);
    return parts.map(number);
  };
  try {
    if (f.get("game") && gameEntry(f.get("game"))?.board) $("variant").value = f.get("game");
    if (f.get("param")) $("param").value = f.get("param");
    $("misere").checked = f.get("misere") === "1";
    if (["perfect", "casual", "person"].includes(f.get("vs"))) $("opponent").value = f.get("vs");
    if (["me", "computer"].includes(f.get("first"))) $("first").value = f.get("first");
    const size = Number(f.get("size"));
    if (Number.isInteger(size) && size >= 4 && size <= 40) $("size").value = String(size);
    readSettings();
    S.size = Number($("size").value);
    buildBoard();
    const start = point(f.get("start"));
    const moves = f.get("moves") ? f.get("moves").split(";").slice(0, MAX_LINK_MOVES).map(point) : [];
    S.positions = [start];
    S.texts = [];
    S.end = null;
    S.cursor = 0;
    S.corner = [0n, 0n];
    for (const to of moves) {
      const checked = await api(`/api/${S.variant}/check?${query(S.positions[S.positions.length - 1])}&to=${to[0]},${to[1]}`);
      const mover = moverAt(S.positions.length - 1);
      S.positions.push(to);
      S.texts.push(checked.text);
      if (checked.end) {
        S.end = endFor(checked.end, mover);
        break;
      }
    }
    const atIndex = Number(f.get("at"));
    S.cursor = Number.isInteger(atIndex) && atIndex >= 0 && atIndex < S.positions.length && f.has("at") ? atIndex : S.positions.length - 1;
    await loadWindow();
    say(`Opened from the link: ${pair(at())}, ${ruleName()}, ${S.texts.length} move${S.texts.length === 1 ? "" : "s"}.`);
    focusQueen();
    return true;
  } catch (e) {
    linkError = `The link could not be opened (${e.message}); a new game instead.`;
    return false;
  }
}

// ---- Learn: the construction, step by step ----
const mex = { rows: [] };
async function mexStep() {
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
function mexReset() {
  mex.rows = [];
  S.mex = [];
  document.querySelector("#mex-table tbody").replaceChildren();
  $("mex-note").textContent = "";
  draw();
}
// Marks a row's squares on the board for a moment.
function spot(row) {
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

// ---- Analysis of any position ----
async function analyse(event) {
  event?.preventDefault();
  const a = cleanNumber($("pile-a").value);
  const b = cleanNumber($("pile-b").value);
  const misere = $("analyse-misere").checked;
  const out = $("analysis");
  out.replaceChildren();
  out.classList.toggle("misere", misere);
  const names = { a: "Pile 1", b: "Pile 2", n: "The pile" };
  const line = (text, cls) => out.appendChild(el("p", { class: cls, text }));
  try {
    const q = `a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}${misere ? "&misere=1" : ""}`;
    const answer = await api(`/api/wythoff/moves?${q}`);
    if (misere) out.appendChild(el("p", {}, el("span", { class: "rule-tag", text: "Misère play" }), " the player who takes the last object loses."));
    line(answer.outcome === "P" ? "P-position: the player to move loses." : "N-position: the player to move wins.", "verdict");
    line("Why: " + answer.reason.text);
    if (answer.moves.length) {
      line(`Winning moves (${answer.moves.length}):`);
      out.appendChild(el("ul", {}, ...answer.moves.map((m) => el("li", { text: m.text }))));
    }
    const position = [BigInt(answer.position[0]), BigInt(answer.position[1])];
    out.appendChild(
      el("div", { class: "buttons" },
        el("button", { type: "button", text: "Show on board", onclick: () => toBoard(position, misere, false) }),
        el("button", { type: "button", text: "Play from here", onclick: () => toBoard(position, misere, true) })),
    );
    for (const [name, n] of [["pile 1", a], ["pile 2", b]]) {
      const p = await api(`/api/wythoff/pair?n=${encodeURIComponent(n)}${misere ? "&misere=1" : ""}`);
      line(`The P-position holding ${name}: (${p.position[0]}, ${p.position[1]}), number ${p.k}.`);
    }
    if (!misere) {
      try {
        const g = await api(`/api/wythoff/grundy?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`);
        line(`Grundy value G = ${g.grundy} (${g.reason.text})`);
      } catch (e) {
        line(`Grundy value: not computed here (${e.message})`);
      }
    }
  } catch (e) {
    line(`Error: ${fieldError(e.message, names)}`, "error");
  }
}

// An analysed position on the board: shown with its winning moves, or played
// from against the computer.
async function toBoard(position, misere, playIt) {
  $("variant").value = "wythoff";
  $("misere").checked = misere;
  if (playIt) {
    $("first").value = "me";
    if ($("opponent").value === "person") $("opponent").value = "perfect";
  }
  readSettings();
  S.corner = [0n, 0n];
  await newGame(position);
  document.getElementById("play").scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth" });
  if (!playIt) await hint();
  focusQueen();
  moveFocus(S.focus[0], S.focus[1]);
}
$("analyse-form").addEventListener("submit", analyse);

// ---- The heat map: values from the server, drawn on a canvas ----
const heat = { size: 0, values: null, max: 0, at: [0, 0] };
function heatColour(g, max) {
  // Viridis, as the SVG heat map: dark purple (0) through teal to yellow (max).
  const t = max ? g / max : 0;
  const stops = [[68, 1, 84], [72, 40, 120], [62, 74, 137], [49, 104, 142], [38, 130, 142], [31, 158, 137], [53, 183, 121], [109, 205, 89], [180, 222, 44], [253, 231, 37]];
  const f = t * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(f));
  const u = f - i;
  return `rgb(${stops[i].map((c, j) => Math.round(c + (stops[i + 1][j] - c) * u)).join(",")})`;
}
async function loadHeat() {
  const size = Number($("heat-size").value);
  const canvas = $("heat-map");
  canvas.setAttribute("aria-busy", "true");
  $("heat-read").textContent = `Computing the values below ${size}…`;
  $("heat-svg").href = `/api/wythoff/grundy.svg?size=${size}`;
  try {
    const answer = await api(`/api/wythoff/grundy_table?size=${size}`);
    if (Number($("heat-size").value) !== size) return;
    heat.size = size;
    heat.values = answer.values.map((row) => row.map(Number));
    heat.max = Number(answer.max);
    drawHeat();
    $("heat-read").textContent = `G(x, y) for x and y below ${size}; the largest is ${heat.max}. Hover for a value.`;
  } catch (e) {
    $("heat-read").textContent = `Error: ${e.message}`;
  } finally {
    canvas.removeAttribute("aria-busy");
  }
}
// The canvas: the values with a margin for the axes (pile 1 across, pile 2
// up, as on the board) and a scale bar.
const HEAT_LEFT = 34;
const HEAT_BOTTOM = 34;
const HEAT_RIGHT = 70;
function drawHeat() {
  const canvas = $("heat-map");
  const n = heat.size;
  const room = Math.min(640, $("heat").clientWidth - 30 - HEAT_LEFT - HEAT_RIGHT);
  const cell = Math.max(1, Math.floor(room / n));
  const side = n * cell;
  canvas.width = HEAT_LEFT + side + HEAT_RIGHT;
  canvas.height = side + HEAT_BOTTOM + 8;
  canvas.style.width = `${canvas.width}px`;
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const px = (x) => HEAT_LEFT + x * cell;
  const py = (y) => 4 + (n - 1 - y) * cell;
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      ctx.fillStyle = heatColour(heat.values[x][y], heat.max);
      ctx.fillRect(px(x), py(y), cell, cell);
    }
  }
  // The P-positions (G = 0), outlined in white.
  ctx.strokeStyle = "#fff";
  ctx.lineWidth = Math.max(1, cell / 6);
  for (let x = 0; x < n; x++) for (let y = 0; y < n; y++) if (heat.values[x][y] === 0) ctx.strokeRect(px(x) + 0.5, py(y) + 0.5, cell - 1, cell - 1);
  // Axes: a tick every 8, 16 or 32 squares.
  ctx.fillStyle = "#1b1b1b";
  ctx.font = "12px system-ui, sans-serif";
  const step = n <= 32 ? 8 : n <= 128 ? 16 : 32;
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  for (let x = 0; x < n; x += step) ctx.fillText(String(x), px(x) + cell / 2, side + 8);
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  for (let y = 0; y < n; y += step) ctx.fillText(String(y), HEAT_LEFT - 4, py(y) + cell / 2);
  // The scale: 0 at the bottom, the largest value at the top.
  const barX = HEAT_LEFT + side + 14;
  for (let i = 0; i < side; i++) {
    ctx.fillStyle = heatColour(((side - 1 - i) / Math.max(1, side - 1)) * heat.max, heat.max);
    ctx.fillRect(barX, 4 + i, 14, 1);
  }
  ctx.fillStyle = "#1b1b1b";
  ctx.textAlign = "left";
  ctx.fillText(String(heat.max), barX + 18, 10);
  ctx.fillText("G", barX + 18, side / 2);
  ctx.textAlign = "right";
  ctx.fillText("pile 1 →", HEAT_LEFT + side, side + 22);
  ctx.fillText("0", barX + 18, side);
  const [hx, hy] = heat.at;
  ctx.strokeStyle = "#000";
  ctx.lineWidth = 2;
  ctx.strokeRect(px(hx) + 1, py(hy) + 1, cell - 2, cell - 2);
}
function heatAt(event) {
  const canvas = $("heat-map");
  const rect = canvas.getBoundingClientRect();
  const scale = canvas.width / rect.width;
  const cell = (canvas.width - HEAT_LEFT - HEAT_RIGHT) / heat.size;
  const x = Math.floor(((event.clientX - rect.left) * scale - HEAT_LEFT) / cell);
  const y = heat.size - 1 - Math.floor(((event.clientY - rect.top) * scale - 4) / cell);
  return x >= 0 && y >= 0 && x < heat.size && y < heat.size ? [x, y] : null;
}
function heatRead([x, y]) {
  heat.at = [x, y];
  const g = heat.values[x][y];
  $("heat-read").textContent = `G(${x}, ${y}) = ${g}${g === 0 ? ": a P-position" : ""}.`;
  drawHeat();
}
function heatAnalyse([x, y]) {
  $("pile-a").value = String(x);
  $("pile-b").value = String(y);
  $("analyse-misere").checked = false;
  analyse();
  $("analyse").scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth" });
}
$("heat-map").addEventListener("mousemove", (e) => {
  const p = heat.values && heatAt(e);
  if (p) heatRead(p);
});
$("heat-map").addEventListener("click", (e) => {
  const p = heat.values && heatAt(e);
  if (p) heatAnalyse(p);
});
$("heat-map").addEventListener("keydown", (e) => {
  if (!heat.values) return;
  const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  if (steps[e.key]) {
    e.preventDefault();
    const [x, y] = heat.at;
    heatRead([Math.max(0, Math.min(heat.size - 1, x + steps[e.key][0])), Math.max(0, Math.min(heat.size - 1, y + steps[e.key][1]))]);
  } else if (e.key === "Enter") {
    e.preventDefault();
    heatAnalyse(heat.at);
  }
});
$("heat-size").addEventListener("change", loadHeat);

// ---- Heap games: every game of the registry that is not a board ----
const H = { game: "nim", params: {}, misere: false, positions: [], texts: [], busy: false, over: null, generation: 0 };
const heapEntry = () => gameEntry(H.game);
// The heaps of a position (the Fibonacci game's second number is its limit).
const heapsOf = (position) => (heapEntry().shape.kind === "heap_and_limit" ? position.slice(0, 1) : position);
const heapQuery = (position) => gameQuery(H.game, H.params, position, H.misere);

function heapSettings() {
  const entry = gameEntry($("heap-game").value);
  const shape = entry.shape;
  $("heap-shape").textContent = shape.kind === "list" ? "Heaps (comma-separated)" : "Heap";
  $("heap-misere-label").hidden = !entry.misere;
  const box = $("heap-params");
  const old = Object.fromEntries([...box.querySelectorAll("input")].map((i) => [i.name, i.value]));
  const defaults = { max_take: "3", set: "1,3,4", moves: "one-or-all", a: "2", code: "0.77" };
  box.replaceChildren(...entry.parameters.map((p) => el("label", {}, sentence(p.about.replace(/^[a-z]+: /, "")), el("input", { name: p.key, value: old[p.key] ?? defaults[p.key] ?? "", autocomplete: "off", size: "10" }))));
  const about = {
    nim: "Take any number from one heap.",
    bash: "One heap; take 1 to the most allowed.",
    subtraction: "One heap; each move takes one of the numbers in the set.",
    fibonacci: "One heap; the first move takes anything but the whole heap, and each later move at most twice the one before.",
    multipile: "Wythoff's moves on several piles.",
    octal: "Take from one heap as the code's digits allow (0.77 is Kayles: take 1 or 2, and what is left may be split in two).",
    grundys_game: "Split one heap into two heaps of different sizes.",
    lasker_nim: "Take any number from one heap, or split a heap into two.",
  };
  $("heap-about").textContent = about[entry.name] ?? entry.title;
}

function drawHeaps() {
  const board = $("heap-board");
  const position = H.positions[H.positions.length - 1];
  if (!position) {
    board.replaceChildren();
    return;
  }
  const rows = heapsOf(position).map((h, i) => {
    const n = BigInt(h);
    const stones = el("div", { class: "stones" });
    if (n <= 40n) {
      for (let s = 0; s < Number(n); s++) {
        stones.appendChild(el("span", { class: "stone", title: `take ${Number(n) - s}`, onclick: () => heapMove(i, String(Number(n) - s)) }));
      }
      if (n === 0n) stones.append("(empty)");
    } else stones.append(`${h} stones`);
    const take = el("input", { inputmode: "numeric", autocomplete: "off", "aria-label": `how many to take from heap ${i + 1}`, "data-heap": i });
    const idle = H.busy || !!H.over || n === 0n;
    const controls = el("span", { class: "take" }, take, el("button", { type: "button", text: "Take", "aria-label": `take from heap ${i + 1}`, disabled: idle, onclick: () => heapMove(i, take.value) }));
    if (heapEntry().splits) {
      // Take what is typed (perhaps nothing) and split the rest in two.
      const part = el("input", { inputmode: "numeric", autocomplete: "off", "aria-label": `one part when splitting heap ${i + 1}`, "data-part": i });
      controls.append(el("span", { class: "split-label", text: "and split off" }), part,
        el("button", { type: "button", text: "Split", "aria-label": `split heap ${i + 1}`, disabled: idle, onclick: () => heapSplit(i, take.value, part.value) }));
    }
    return el("div", { class: "heap" }, el("span", { class: "name", text: `Heap ${i + 1}: ${h}` }), stones, controls);
  });
  if (heapEntry().shape.kind === "heap_and_limit") rows.push(el("p", { class: "note", text: `This move may take 1 to ${position[1]}.` }));
  board.replaceChildren(...rows);
  $("heap-undo").disabled = H.positions.length < 2 || H.busy;
  $("heap-move").hidden = heapEntry().shape.kind !== "list";
}

async function heapNew(event) {
  event?.preventDefault();
  H.game = $("heap-game").value;
  H.misere = $("heap-misere").checked && heapEntry().misere;
  H.params = Object.fromEntries([...$("heap-params").querySelectorAll("input")].map((i) => [i.name, cleanNumber(i.value) || i.value.trim()]));
  const position = $("heap-position").value.split(",").map((s) => cleanNumber(s));
  H.positions = [];
  H.texts = [];
  H.over = null;
  $("heap-hint-text").replaceChildren();
  const shape = heapEntry().shape;
  const names = { heaps: "Heaps", n: "Heap", piles: "Heaps", max_take: "The most per move", set: "The set", moves: "The moves", a: "a" };
  // Only the newest new game draws.
  const generation = ++H.generation;
  try {
    // The server reads the heaps and the parameters and says what is wrong.
    const answer = await api(`/api/${H.game}/status?${heapQuery(position)}`);
    const reply = await api(`/api/${H.game}/computer?${heapQuery(answer.position)}`);
    if (generation !== H.generation) return;
    H.positions = [answer.position];
    if (!reply.to) {
      H.over = "no move is possible";
      heapSay("No move is possible from here: choose other heaps.");
    } else heapSay(`${heapEntry().title}${H.misere ? ", misère play" : ""}: your move.`);
  } catch (e) {
    if (generation !== H.generation) return;
    heapSay(fieldError(e.message, names));
  }
  if (shape.kind === "heap_and_limit") $("heap-position").value = position[0];
  drawHeaps();
}

function heapSay(text) {
  $("heap-status").textContent = text;
}

// A move that takes `amounts[i]` from heap i (a missing amount takes nothing).
async function heapMoveAll(amounts) {
  if (H.busy || H.over) return;
  const position = H.positions[H.positions.length - 1];
  const heaps = heapsOf(position);
  for (const a of amounts) {
    if (a !== "" && !/^[0-9]+$/.test(a)) {
      heapSay(`"${a}" is not a number of stones to take.`);
      return;
    }
  }
  const to = heaps.map((h, i) => {
    const take = BigInt(amounts[i] || "0");
    return take > BigInt(h) ? "-" : (BigInt(h) - take).toString();
  });
  if (to.includes("-")) {
    heapSay("You cannot take more stones than a heap holds.");
    return;
  }
  return heapPlay(position, to);
}

// Take `take` (perhaps nothing) from heap i and split the rest into `part`
// and what remains: the two parts stand in the heap's place.
function heapSplit(i, take, part) {
  if (H.busy || H.over) return;
  const position = H.positions[H.positions.length - 1];
  const heaps = heapsOf(position);
  [take, part] = [cleanNumber(take) || "0", cleanNumber(part)];
  if (!/^[0-9]+$/.test(take) || !/^[0-9]+$/.test(part)) {
    heapSay("Type how many to take (or nothing) and the size of one part.");
    return;
  }
  const rest = BigInt(heaps[i]) - BigInt(take);
  const x = BigInt(part);
  if (rest < 0n) {
    heapSay("You cannot take more stones than a heap holds.");
    return;
  }
  if (x < 1n || x >= rest) {
    heapSay(`A split leaves two heaps of at least 1: one part is 1 to ${rest - 1n}.`);
    return;
  }
  const parts = [x, rest - x].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
  return heapPlay(position, [...heaps.slice(0, i), ...parts, ...heaps.slice(i + 1)]);
}

// The player's move from `position` to `to`, checked by the server, and the
// computer's reply.
async function heapPlay(position, to) {
  H.busy = true;
  drawHeaps();
  try {
    const checked = await api(`/api/${H.game}/check?${heapQuery(position)}&to=${to.join(",")}`);
    H.positions.push(checked.to);
    H.texts.push(checked.text);
    $("heap-hint-text").replaceChildren();
    if (checked.end) {
      H.over = checked.end;
      heapSay(`You: ${checked.text}. ${sentence(checked.end)}.`);
      return;
    }
    heapSay(`You: ${checked.text}. The computer is thinking…`);
    drawHeaps();
    await new Promise((r) => setTimeout(r, reducedMotion() ? 100 : 450));
    const level = $("heap-level").value;
    const reply = await api(`/api/${H.game}/computer?${heapQuery(checked.to)}&level=${level}&seed=${Math.floor(Math.random() * 1e9)}`);
    if (reply.to) H.positions.push(reply.to);
    if (reply.end) {
      H.over = reply.end;
      heapSay(`You: ${checked.text}. Computer: ${reply.text}. ${sentence(reply.end)}.`);
    } else heapSay(`You: ${checked.text}. Computer: ${reply.text}. Your move.`);
  } catch (e) {
    heapSay(e.message);
  } finally {
    H.busy = false;
    drawHeaps();
  }
}
function heapMove(i, amount) {
  const heaps = heapsOf(H.positions[H.positions.length - 1] ?? []);
  const amounts = heaps.map((_, j) => (j === i ? cleanNumber(amount) : ""));
  return heapMoveAll(amounts);
}
$("heap-move").addEventListener("click", () => heapMoveAll([...$("heap-board").querySelectorAll("input[data-heap]")].map((i) => cleanNumber(i.value))));
$("heap-hint").addEventListener("click", async () => {
  const position = H.positions[H.positions.length - 1];
  if (!position) return;
  const box = $("heap-hint-text");
  if (H.over) {
    box.replaceChildren(el("p", { text: "The game is over: start a new game, or undo." }));
    return;
  }
  try {
    const answer = await api(`/api/${H.game}/moves?${heapQuery(position)}`);
    const head = answer.moves.length ? `Winning move${answer.moves.length === 1 ? "" : "s"}:` : "A P-position: every move leads to an N-position.";
    box.replaceChildren(el("p", { text: head }), el("ul", {}, ...answer.moves.map((m) => el("li", { text: m.text }))), el("p", { text: `Why: ${answer.reason.text}` }));
  } catch (e) {
    box.replaceChildren(el("p", { class: "error", text: e.message }));
  }
});
$("heap-undo").addEventListener("click", () => {
  if (H.busy || H.positions.length < 2) return;
  // Back to the last position where you were to move (yours are the even ones).
  H.positions.length -= H.positions.length % 2 === 1 ? 2 : 1;
  H.over = null;
  $("heap-hint-text").replaceChildren();
  heapSay("Move taken back: your move.");
  drawHeaps();
});
$("heap-game").addEventListener("change", () => {
  heapSettings();
  const shape = gameEntry($("heap-game").value).shape;
  const examples = { list: "3,5,7", named: "20", heap_and_limit: "20" };
  $("heap-position").value = examples[shape.kind];
  heapNew();
});
$("heap-form").addEventListener("submit", heapNew);

// ---- Start ----
async function start() {
  catalogue = (await api("/api/games")).games;
  $("variant").replaceChildren(...catalogue.filter((g) => g.board).map((g) => el("option", { value: g.name, text: g.title })));
  $("heap-game").replaceChildren(...catalogue.filter((g) => !g.board).map((g) => el("option", { value: g.name, text: g.title })));
  $("heap-game").value = "nim";
  $("size").replaceChildren(...[4, 6, 8, 10, 12, 16, 20, 24, 30, 40].map((n) => el("option", { value: n, text: `${n} × ${n}`, selected: n === 12 })));
  readSettings();
  heapSettings();
  buildBoard();
  if (!(location.hash && (await openFragment(location.hash)))) {
    await newGame();
    if (linkError) say(`${linkError} ${$("status").textContent}`);
  }
  fitBoard();
  heapNew();
  loadHeat();
}
start().catch((e) => say(`The page could not start: ${e.message}`));
