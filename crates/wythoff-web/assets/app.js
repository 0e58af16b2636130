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
const game = { n: 12, pos: [0, 0], history: [], misere: false, over: false, busy: false };

function reachable(x, y) {
  const [a, b] = game.pos;
  if (x === a && y < b) return true;
  if (y === b && x < a) return true;
  return x < a && a - x === b - y;
}

// The P-positions inside the board, by the mex construction in integers (the
// exact answers for any size come from the server): a_k is the least number in
// no earlier pair, b_k = a_k + k; in misère play (0, 1) and (2, 2) replace
// (0, 0) and (1, 2).
function pPositions(n, misere) {
  const used = new Set();
  const pairs = [];
  for (let k = 0; ; k++) {
    let a = 0;
    while (used.has(a)) a++;
    if (a >= n) break;
    used.add(a);
    used.add(a + k);
    pairs.push([a, a + k]);
  }
  if (misere) {
    pairs.splice(0, 2, [0, 1], [2, 2]);
  }
  const set = new Set();
  for (const [a, b] of pairs) {
    set.add(`${a},${b}`);
    set.add(`${b},${a}`);
  }
  return set;
}

function drawBoard() {
  const board = $("board");
  const n = game.n;
  board.style.setProperty("--n", n);
  board.replaceChildren();
  const showP = $("show-p").checked;
  const p = pPositions(n, game.misere);
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

function finished(lastMover) {
  // No move is left: normal play, the last mover wins; misère, loses.
  game.over = true;
  const humanWins = (lastMover === "you") !== game.misere;
  say(humanWins ? "You win!" : "The computer wins.");
}

async function computerMove() {
  game.busy = true;
  drawBoard();
  try {
    const [a, b] = game.pos;
    const reply = await api(`/api/wythoff/computer?a=${a}&b=${b}${game.misere ? "&misere=1" : ""}`);
    if (reply.to) {
      game.pos = reply.to.map(Number);
      say(`Computer: ${reply.text}. Your move.`);
      if (game.pos[0] === 0 && game.pos[1] === 0) finished("computer");
    }
  } catch (e) {
    say(`Error: ${e.message}`);
  } finally {
    game.busy = false;
    drawBoard();
  }
}

async function humanMove(x, y) {
  if (game.over || game.busy || !reachable(x, y)) return;
  game.history.push(game.pos.slice());
  game.pos = [x, y];
  $("hint-text").textContent = "";
  if (x === 0 && y === 0) {
    finished("you");
    drawBoard();
    return;
  }
  await computerMove();
}

function newGame() {
  const n = Math.max(4, Math.min(30, Number($("size").value) || 12));
  game.n = n;
  game.misere = $("misere").checked;
  game.over = false;
  game.history = [];
  // A random start away from the corner.
  game.pos = [n - 1 - Math.floor(Math.random() * 3), n - 1 - Math.floor(Math.random() * 4)];
  $("hint-text").textContent = "";
  say(`New game from (${game.pos[0]}, ${game.pos[1]}). ` + ($("first").value === "me" ? "Your move." : "The computer starts."));
  drawBoard();
  if ($("first").value === "computer") computerMove();
}

async function hint() {
  const [a, b] = game.pos;
  try {
    const answer = await api(`/api/wythoff/moves?a=${a}&b=${b}${game.misere ? "&misere=1" : ""}`);
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
const heaps = { game: "nim", heaps: [], param: [], over: false };
function heapRules() {
  // The amounts one move may take from a heap of h.
  if (heaps.game === "bash") return (h, k) => k >= 1 && k <= heaps.param[0] && k <= h;
  if (heaps.game === "subtraction") return (h, k) => heaps.param.includes(k) && k <= h;
  return (h, k) => k >= 1 && k <= h;
}
function heapCanMove() {
  const ok = heapRules();
  return heaps.heaps.some((h) => {
    for (let k = 1; k <= Math.min(h, 64); k++) if (ok(h, k)) return true;
    return false;
  });
}
function heapQuery() {
  if (heaps.game === "nim") return `/api/nim/moves?heaps=${heaps.heaps.join(",")}`;
  if (heaps.game === "bash") return `/api/bash/moves?n=${heaps.heaps[0]}&max_take=${heaps.param[0]}`;
  return `/api/subtraction/moves?n=${heaps.heaps[0]}&set=${heaps.param.join(",")}`;
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
    input.type = "number";
    input.min = 1;
    input.max = h;
    input.value = 1;
    input.setAttribute("aria-label", `how many to take from heap ${i + 1}`);
    const take = document.createElement("button");
    take.type = "button";
    take.textContent = `Take from heap ${i + 1}`;
    take.disabled = heaps.over || h === 0;
    take.addEventListener("click", () => nimMove(i, Number(input.value)));
    row.append(stones, input, take);
    board.appendChild(row);
  });
}
async function nimMove(i, k) {
  if (heaps.over) return;
  if (!heapRules()(heaps.heaps[i], k)) {
    $("nim-status").textContent = `Taking ${k} from heap ${i + 1} is not a move of this game.`;
    return;
  }
  heaps.heaps[i] -= k;
  if (!heapCanMove()) {
    heaps.over = true;
    $("nim-status").textContent = "No move is left: you win!";
    drawNim();
    return;
  }
  let text;
  try {
    const answer = await api(heapQuery());
    if (answer.moves.length) {
      heaps.heaps = heaps.heaps.length === 1 ? [Number(answer.moves[0].to[0])] : answer.moves[0].to.map(Number);
      text = answer.moves[0].text;
    } else {
      // No winning move: take as little as the rules allow, to keep the game long.
      const ok = heapRules();
      const j = heaps.heaps.findIndex((h) => [...Array(Math.min(h, 64)).keys()].some((t) => ok(h, t + 1)));
      const least = [...Array(64).keys()].map((t) => t + 1).find((t) => ok(heaps.heaps[j], t));
      heaps.heaps[j] -= least;
      text = `take ${least} from heap ${j + 1}`;
    }
  } catch (e) {
    $("nim-status").textContent = `Error: ${e.message}`;
    return;
  }
  if (!heapCanMove()) {
    heaps.over = true;
    $("nim-status").textContent = `Computer: ${text}. No move is left: the computer wins.`;
  } else {
    $("nim-status").textContent = `Computer: ${text}. Your move.`;
  }
  drawNim();
}
function nimNew() {
  heaps.game = $("heap-game").value;
  const numbers = (text) => text.split(",").map((s) => Number(s.trim())).filter((h) => Number.isInteger(h) && h >= 0);
  heaps.heaps = numbers($("nim-heaps").value).slice(0, heaps.game === "nim" ? 8 : 1);
  heaps.param = numbers($("heap-param").value).filter((v) => v >= 1);
  if (!heaps.heaps.length || (heaps.game !== "nim" && !heaps.param.length)) {
    $("nim-status").textContent = "Give the heaps (and M or S) as numbers separated by commas.";
    heaps.over = true;
    drawNim();
    return;
  }
  heaps.over = false;
  $("nim-status").textContent = "Your move.";
  drawNim();
}

$("new-game").addEventListener("click", newGame);
$("hint").addEventListener("click", hint);
$("undo").addEventListener("click", undo);
$("show-p").addEventListener("change", drawBoard);
$("analyse-form").addEventListener("submit", analyse);
$("heat-size").addEventListener("change", heat);
$("zoom-in").addEventListener("click", () => setZoom(1.5));
$("zoom-out").addEventListener("click", () => setZoom(1 / 1.5));
$("nim-new").addEventListener("click", nimNew);
newGame();
nimNew();
