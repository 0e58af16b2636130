// The board game: the queen board, moves, the computer's replies, the keyboard, settings, presentation mode and the state in the link.
import { $, reducedMotion, SVG, MAX_LINK_MOVES, MAX_DIGITS, api, cleanNumber, sentence, pair, el, gameEntry, gameQuery } from "./common.js";

// ---- The board game ----
export const S = {
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

export const at = () => S.positions[S.cursor];
export const key = (x, y) => `${x},${y}`;
// Who moves from position i: "you", "the computer", "player 1" or "player 2".
export function moverAt(i) {
  const firstMoves = S.first === "me" ? 0 : 1;
  if (S.opponent === "person") return (i + firstMoves) % 2 === 0 ? "player 1" : "player 2";
  return (i + firstMoves) % 2 === 0 ? "you" : "the computer";
}
export const humanAt = (i) => moverAt(i) !== "the computer";
export const params = () => {
  const entry = gameEntry(S.variant);
  const out = {};
  for (const p of entry.parameters) out[p.key] = S.param;
  return out;
};
export const query = (position) => gameQuery(S.variant, params(), position, S.misere);
export const ruleName = () => (S.misere ? "misère play" : "normal play");
export const variantTitle = () => {
  const entry = gameEntry(S.variant);
  return entry.parameters.length ? `${entry.title} (${entry.parameters[0].key} = ${S.param})` : entry.title;
};

// The window's lower-left square: (0, 0) while the position fits, otherwise
// the position at the top right (the queen only moves down and left).
export function cornerFor([a, b]) {
  const n = BigInt(S.size);
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

export const cellAt = (dx, dy) => $("board").querySelector(`[data-dx="${dx}"][data-dy="${dy}"]`);
export const squareOf = (dx, dy) => [S.corner[0] + BigInt(dx), S.corner[1] + BigInt(dy)];

// An axis label: short numbers whole, long ones by their last digits (the
// readout and the note below the board give them whole).
export const axisLabel = (v) => (v.toString().length <= 4 ? v.toString() : "…" + v.toString().slice(-3));

export function draw() {
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

export function drawReadout() {
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
export function drawOverlay() {
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

export function say(text) {
  $("status").textContent = text;
}

// ---- Moving ----
export function squareChosen(dx, dy) {
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
export function endFor(end, mover) {
  if (S.opponent !== "person") return end;
  const other = mover === "player 1" ? "player 2" : "player 1";
  return end
    .replace(/^you win/, `${mover} wins`)
    .replace(/^the computer wins/, `${other} wins`)
    .replace(/you (took|had)/, `${mover} $1`)
    .replace(/the computer (had|took)/, `${other} $1`);
}

export async function play(to) {
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

export async function computerMove() {
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
export function terminalStart() {
  return S.misere
    ? "no move is possible here: in misère play the player to move has won (the other player took the last object)"
    : "no move is possible here: in normal play the player to move has lost";
}

export async function newGame(start) {
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

export function focusQueen() {
  const [a, b] = at();
  const dx = a - S.corner[0];
  const dy = b - S.corner[1];
  if (dx >= 0n && dy >= 0n && dx < BigInt(S.size) && dy < BigInt(S.size)) S.focus = [Number(dx), Number(dy)];
  draw();
}

export function goTo(i) {
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
export function undo() {
  let i = S.cursor - 1;
  while (i > 0 && !humanAt(i)) i--;
  if (i >= 0 && i < S.cursor) goTo(i);
}
export function redo() {
  let i = S.cursor + 1;
  while (i < S.positions.length - 1 && !humanAt(i)) i++;
  if (i < S.positions.length) goTo(i);
}

export async function hint() {
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
export function moveFocus(dx, dy, focus = true) {
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
export function fitBoard() {
  document.documentElement.style.setProperty("--n", S.size);
}

// ---- Settings ----
export function readSettings() {
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

export function togglePresent() {
  const on = document.body.classList.toggle("present");
  $("present").setAttribute("aria-pressed", String(on));
  fitBoard();
}
$("present").addEventListener("click", togglePresent);

// ---- The state in the link: #game=…&param=…&misere=1&vs=…&first=…&size=…&start=x,y&moves=x,y;…&at=i ----
export function stateFragment() {
  const parts = [`game=${S.variant}`];
  if (gameEntry(S.variant).parameters.length) parts.push(`param=${S.param}`);
  if (S.misere) parts.push("misere=1");
  parts.push(`vs=${S.opponent}`, `first=${S.first}`, `size=${S.size}`, `start=${S.positions[0].join(",")}`);
  const moves = S.positions.slice(1, 1 + MAX_LINK_MOVES).map((p) => p.join(","));
  if (moves.length) parts.push(`moves=${moves.join(";")}`);
  if (S.cursor !== S.positions.length - 1) parts.push(`at=${S.cursor}`);
  return "#" + parts.join("&");
}

export function updateLinks() {
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

// A fragment typed or pasted into an open tab reopens its position (the
// page's own changes use replaceState, which fires no hashchange).
window.addEventListener("hashchange", async () => {
  if (!location.hash || location.hash === stateFragment()) return;
  linkError = null;
  if (!(await openFragment(location.hash)) && linkError) say(`${linkError} The game goes on.`);
  fitBoard();
});

// The link to this game, or to its position alone (a challenge: start here,
// no moves), copied with a word that it was.
async function copyLink(fragment, what) {
  const url = location.href.replace(/#.*$/, "") + fragment;
  const note = $("copied");
  try {
    await navigator.clipboard.writeText(url);
    note.textContent = `${what} copied.`;
  } catch {
    note.textContent = `${what}: ${url}`;
  }
}
$("copy-link").addEventListener("click", () => copyLink(stateFragment(), "The link to this game"));
$("copy-challenge").addEventListener("click", () => copyLink(challengeFragment(), `A challenge from ${pair(at())}`));

/** A link to the shown position alone, to play from: no moves, you first. */
export function challengeFragment() {
  const parts = [`game=${S.variant}`];
  if (gameEntry(S.variant).parameters.length) parts.push(`param=${S.param}`);
  if (S.misere) parts.push("misere=1");
  parts.push(`vs=${S.opponent === "person" ? "perfect" : S.opponent}`, "first=me", `size=${S.size}`, `start=${at().join(",")}`);
  return "#" + parts.join("&");
}

// Why the page's link could not be opened, if it could not.
export let linkError = null;

// Reopens a shared link: every move is checked by the server again.
export async function openFragment(text) {
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
    S.hint = null;
    $("hint-text").replaceChildren();
    // Each move checked by the server; a refused one ends the list, and the
    // legal moves before it are kept.
    let refused = "";
    for (const [i, to] of moves.entries()) {
      let checked;
      try {
        checked = await api(`/api/${S.variant}/check?${query(S.positions[S.positions.length - 1])}&to=${to[0]},${to[1]}`);
      } catch (e) {
        const kept = i === 0 ? "No move before it is kept." : `The ${i} move${i === 1 ? "" : "s"} before it ${i === 1 ? "is" : "are"} kept.`;
        refused = ` Its move ${i + 1}, to ${pair(to)}, was refused: ${e.message}. ${kept}`;
        break;
      }
      const mover = moverAt(S.positions.length - 1);
      S.positions.push(to);
      S.texts.push(checked.text);
      if (checked.end) {
        S.end = endFor(checked.end, mover);
        break;
      }
    }
    const atIndex = Number(f.get("at"));
    S.cursor = Number.isInteger(atIndex) && atIndex >= 0 && atIndex < S.positions.length && f.has("at") && !refused ? atIndex : S.positions.length - 1;
    await loadWindow();
    const last = S.cursor === S.positions.length - 1;
    const computerNext = !S.end && last && moverAt(S.cursor) === "the computer";
    say(`Opened from the link: ${pair(at())}, ${ruleName()}, ${S.texts.length} move${S.texts.length === 1 ? "" : "s"}.${refused}${computerNext ? " The computer moves." : ""}`);
    focusQueen();
    updateLinks();
    // A link at the computer's turn goes on with its reply (the page goes on
    // starting meanwhile).
    if (computerNext) setTimeout(() => computerMove(), reducedMotion() ? 100 : 400);
    return true;
  } catch (e) {
    linkError = `The link could not be opened (${e.message}); a new game instead.`;
    return false;
  }
}
