// The page: plays Wythoff's game and Nim against the server's computer, and
// analyses positions, all through the JSON API under /api/.
"use strict";

const $ = (id) => document.getElementById(id);

async function api(path) {
  const response = await fetch(path);
  const body = await response.json();
  if (!response.ok) throw new Error(body.error ? body.error.message : response.statusText);
  return body;
}

function list(items) {
  const ul = document.createElement("ul");
  for (const text of items) {
    const li = document.createElement("li");
    li.textContent = text;
    ul.appendChild(li);
  }
  return ul;
}

// ---- Wythoff's game on the queen board ----
const game = { n: 12, pos: [0, 0], history: [], misere: false, over: false, busy: false, p: null };

function reachable(x, y) {
  const [a, b] = game.pos;
  if (x === a && y < b) return true;
  if (y === b && x < a) return true;
  return x < a && a - x === b - y;
}

// The P-positions inside the board, as the server lists them (a P-position
// (a, b) with both piles below n has index k = b - a <= n), kept per side and rule.
const pLists = new Map();
async function loadP() {
  const key = `${game.n},${game.misere}`;
  if (!pLists.has(key)) {
    const answer = await api(`/api/wythoff/positions?to=${game.n}${game.misere ? "&misere=1" : ""}`);
    const set = new Set();
    for (const { position: [a, b] } of answer.positions) {
      set.add(`${a},${b}`);
      set.add(`${b},${a}`);
    }
    pLists.set(key, set);
  }
  // A newer board may have been asked for meanwhile.
  if (key !== `${game.n},${game.misere}`) return;
  game.p = pLists.get(key);
  drawBoard();
}

function drawBoard() {
  const board = $("board");
  const n = game.n;
  board.style.setProperty("--n", n);
  board.replaceChildren();
  const showP = $("show-p").checked;
  const p = game.p ?? new Set();
  for (let y = n - 1; y >= 0; y--) {
    for (let x = 0; x < n; x++) {
      const cell = document.createElement("button");
      cell.type = "button";
      cell.className = "cell " + ((x + y) % 2 === 0 ? "light" : "dark");
      cell.dataset.x = x;
      cell.dataset.y = y;
      const queen = x === game.pos[0] && y === game.pos[1];
      if (queen) {
        cell.classList.add("queen");
        cell.textContent = "♛";
      }
      if (showP && p.has(`${x},${y}`)) cell.classList.add("p");
      const can = !game.over && !game.busy && reachable(x, y);
      if (can) cell.classList.add("reach");
      cell.disabled = !can;
      cell.setAttribute("aria-label", (queen ? "queen at" : can ? "move to" : "square") + ` (${x}, ${y})`);
      cell.addEventListener("click", () => humanMove(x, y));
      board.appendChild(cell);
    }
  }
  const lines = $("lines");
  lines.replaceChildren();
  if (showP) {
    lines.setAttribute("viewBox", `0 0 ${n} ${n}`);
    lines.setAttribute("preserveAspectRatio", "none");
    const phi = (1 + Math.sqrt(5)) / 2;
    for (const [x2, y2] of [[(n - 0.5) / phi, n - 0.5], [n - 0.5, (n - 0.5) / phi]]) {
      const line = document.createElementNS("http://www.w3.org/2000/svg", "line");
      line.setAttribute("x1", 0.5);
      line.setAttribute("y1", n - 0.5);
      line.setAttribute("x2", x2 + 0.5);
      line.setAttribute("y2", n - 0.5 - y2);
      line.setAttribute("stroke", "#1f6fb2");
      line.setAttribute("stroke-width", 0.08);
      line.setAttribute("stroke-dasharray", "0.3 0.2");
      lines.appendChild(line);
    }
  }
}

function say(text) {
  $("status").textContent = text;
}

// Capitalises the first letter of a sentence from the server.
const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1);

function ended(end) {
  game.over = true;
  say(sentence(end) + ".");
}

const wythoffQuery = () => `a=${game.pos[0]}&b=${game.pos[1]}${game.misere ? "&misere=1" : ""}`;

async function computerMove() {
  game.busy = true;
  drawBoard();
  try {
    const reply = await api(`/api/wythoff/computer?${wythoffQuery()}`);
    if (reply.to) {
      game.pos = reply.to.map(Number); // a square of the drawn board (at most 30)
      say(`Computer: ${reply.text}. Your move.`);
    }
    if (reply.end) ended(reply.end);
  } catch (e) {
    say(`Error: ${e.message}`);
  } finally {
    game.busy = false;
    drawBoard();
  }
}

async function humanMove(x, y) {
  if (game.over || game.busy) return;
  let checked;
  try {
    // Whether this is a move, and whether it ends the game, is the server's word.
    checked = await api(`/api/wythoff/check?${wythoffQuery()}&to=${x},${y}`);
  } catch (e) {
    say(e.message);
    return;
  }
  game.history.push(game.pos.slice());
  game.pos = [x, y];
  $("hint-text").textContent = "";
  if (checked.end) {
    ended(checked.end);
    drawBoard();
    return;
  }
  await computerMove();
}

function newGame() {
  const n = Math.max(4, Math.min(30, Number($("size").value) || 12));
  // The box shows the side played (4 to 30), not a side that was not.
  $("size").value = n;
  game.n = n;
  game.misere = $("misere").checked;
  game.p = null;
  game.over = false;
  game.history = [];
  // A random start away from the corner.
  game.pos = [n - 1 - Math.floor(Math.random() * 3), n - 1 - Math.floor(Math.random() * 4)];
  $("hint-text").textContent = "";
  say(`New game from (${game.pos[0]}, ${game.pos[1]}). ` + ($("first").value === "me" ? "Your move." : "The computer starts."));
  drawBoard();
  loadP().catch((e) => say(`Error: ${e.message}`));
  if ($("first").value === "computer") computerMove();
}

async function hint() {
  if (game.over) {
    $("hint-text").textContent = "The game is over: start a new game, or undo to go back.";
    return;
  }
  try {
    const answer = await api(`/api/wythoff/moves?${wythoffQuery()}`);
    const box = $("hint-text");
    box.replaceChildren();
    const p = document.createElement("p");
    p.textContent = answer.moves.length ? `${answer.moves.length} winning move(s):` : "No winning move: every move leads to an N-position.";
    box.appendChild(p);
    box.appendChild(list(answer.moves.map((m) => m.text)));
    const why = document.createElement("p");
    why.textContent = "Why: " + answer.reason.text;
    box.appendChild(why);
  } catch (e) {
    say(`Error: ${e.message}`);
  }
}

function undo() {
  if (!game.history.length || game.busy) return;
  game.pos = game.history.pop();
  game.over = false;
  $("hint-text").textContent = "";
  say(`Back to (${game.pos[0]}, ${game.pos[1]}). Your move.`);
  drawBoard();
}

// ---- Analysis of any position ----
async function analyse(event) {
  event.preventDefault();
  const a = $("pile-a").value.trim();
  const b = $("pile-b").value.trim();
  const misere = $("analyse-misere").checked ? "&misere=1" : "";
  const out = $("analysis");
  out.replaceChildren();
  const line = (text) => {
    const p = document.createElement("p");
    p.textContent = text;
    out.appendChild(p);
  };
  try {
    const answer = await api(`/api/wythoff/moves?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}${misere}`);
    line(answer.outcome === "P" ? "P-position: the player to move loses." : "N-position: the player to move wins.");
    line("Why: " + answer.reason.text);
    if (answer.moves.length) {
      line(`Winning moves (${answer.moves.length}):`);
      out.appendChild(list(answer.moves.map((m) => m.text)));
    }
    for (const [name, n] of [["pile 1", a], ["pile 2", b]]) {
      const pair = await api(`/api/wythoff/pair?n=${encodeURIComponent(n)}${misere}`);
      line(`P-pair of ${name}: (${pair.position[0]}, ${pair.position[1]}), number ${pair.k}`);
    }
    try {
      const g = await api(`/api/wythoff/grundy?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`);
      line(`Grundy value G = ${g.grundy} (${g.reason.text})`);
    } catch (e) {
      line(`Grundy value: not computed here (${e.message})`);
    }
  } catch (e) {
    line(`Error: ${e.message}`);
  }
}

// ---- The heat map ----
let zoom = 1;
function heat() {
  $("heat-map").src = `/api/wythoff/grundy.svg?size=${$("heat-size").value}`;
}
function setZoom(factor) {
  zoom = Math.max(1, Math.min(8, zoom * factor));
  $("heat-map").style.width = `${zoom * 100}%`;
  $("heat-map").style.maxWidth = zoom === 1 ? "100%" : "none";
}

// ---- Heap games: Nim, Bash, subtraction ----
// Every decision (what a move is, the computer's reply, who has won) comes from
// the server; heaps are decimal strings here, and a take is subtracted with
// BigInt, so that no game number passes through a floating-point Number.
const heaps = { game: "nim", heaps: [], param: "", over: false, busy: false };

// The query naming the game and its position (heaps: decimal strings).
function heapQuery(position) {
  const q = encodeURIComponent;
  if (heaps.game === "nim") return `heaps=${position.map(q).join(",")}`;
  if (heaps.game === "bash") return `n=${q(position[0])}&max_take=${q(heaps.param)}`;
  return `n=${q(position[0])}&set=${q(heaps.param)}`;
}

function heapSay(text) {
  $("nim-status").textContent = text;
}

function drawNim() {
  const board = $("nim-board");
  board.replaceChildren();
  heaps.heaps.forEach((h, i) => {
    const row = document.createElement("div");
    row.className = "heap";
    const stones = document.createElement("span");
    stones.className = "stones";
    stones.textContent = `Heap ${i + 1}: ${h}`;
    const input = document.createElement("input");
    input.inputMode = "numeric";
    input.autocomplete = "off";
    input.className = "take";
    input.value = "1";
    input.setAttribute("aria-label", `how many to take from heap ${i + 1}`);
    const take = document.createElement("button");
    take.type = "button";
    take.textContent = `Take from heap ${i + 1}`;
    take.disabled = heaps.over || heaps.busy || h === "0";
    take.addEventListener("click", () => nimMove(i, input.value.trim()));
    row.append(stones, input, take);
    board.appendChild(row);
  });
}

async function nimMove(i, k) {
  if (heaps.over || heaps.busy) return;
  if (!/^[0-9]+$/.test(k)) {
    heapSay(`"${k}" is not a number of objects to take.`);
    return;
  }
  const to = heaps.heaps.slice();
  to[i] = (BigInt(heaps.heaps[i]) - BigInt(k)).toString();
  heaps.busy = true;
  drawNim();
  try {
    const checked = await api(`/api/${heaps.game}/check?${heapQuery(heaps.heaps)}&to=${to.map(encodeURIComponent).join(",")}`);
    heaps.heaps = checked.to;
    if (checked.end) {
      heaps.over = true;
      heapSay(`You: ${checked.text}. ${sentence(checked.end)}.`);
      return;
    }
    const reply = await api(`/api/${heaps.game}/computer?${heapQuery(heaps.heaps)}&seed=${Math.floor(Math.random() * 1e9)}`);
    if (reply.to) heaps.heaps = reply.to;
    if (reply.end) {
      heaps.over = true;
      heapSay(`You: ${checked.text}. Computer: ${reply.text}. ${sentence(reply.end)}.`);
    } else {
      heapSay(`You: ${checked.text}. Computer: ${reply.text}. Your move.`);
    }
  } catch (e) {
    heapSay(e.message);
  } finally {
    heaps.busy = false;
    drawNim();
  }
}

async function nimNew() {
  heaps.game = $("heap-game").value;
  heaps.param = $("heap-param").value.trim();
  const position = $("nim-heaps").value.split(",").map((s) => s.trim());
  heaps.over = true;
  heaps.heaps = [];
  try {
    // The server reads the heaps (and M or S) and says what is wrong with them.
    const answer = await api(`/api/${heaps.game}/status?${heapQuery(position)}`);
    heaps.heaps = heaps.game === "nim" ? answer.position : answer.position.slice(0, 1);
    heaps.over = false;
    const reply = await api(`/api/${heaps.game}/computer?${heapQuery(heaps.heaps)}`);
    if (reply.end) {
      heaps.over = true;
      heapSay("No move is possible from here: choose other heaps.");
    } else {
      heapSay("Your move.");
    }
  } catch (e) {
    heapSay(`Heaps, M or S: ${e.message}`);
  }
  drawNim();
}

$("new-game").addEventListener("click", newGame);
$("hint").addEventListener("click", hint);
$("undo").addEventListener("click", undo);
$("show-p").addEventListener("change", drawBoard);
// These settings start a new game; say so rather than change nothing silently.
for (const id of ["size", "misere", "first"]) {
  $(id).addEventListener("change", () => say("This setting applies from the next game: press New game."));
}
$("analyse-form").addEventListener("submit", analyse);
$("heat-size").addEventListener("change", heat);
$("zoom-in").addEventListener("click", () => setZoom(1.5));
$("zoom-out").addEventListener("click", () => setZoom(1 / 1.5));
$("nim-new").addEventListener("click", nimNew);
newGame();
nimNew();
