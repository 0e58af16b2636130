// Heap games: every game of the registry that is not played on a board. Only
// the moves a game has are offered (its registry entry says whether a move
// takes, splits, or removes a run of stones); a click on a stone is previewed
// before it is played; the server checks every move and plays the computer.
import { positionSheet } from "./sheets.js";
import { t as words } from "./words.js";
import { $, halfwidth, aboutGame, aboutChosen, reducedMotion, api, fieldError, cleanNumber, sentence, el, gameEntry, gameQuery, limitWords, moverOf, playerName, turnWords, chosenGame, parameterLabel, parameterFields, fieldValues, hintStep, pileWords, knownOutcome, askOutcomes, moveMark, markElement, whyNodes } from "./common.js";

export const H = {
  game: "nim",
  params: {},
  misere: false,
  opponent: "perfect", // "perfect", "casual" or "person"
  first: "me",
  positions: [],
  texts: [],
  busy: false,
  over: null,
  refused: null, // why a position is drawn but not played (a limit), in the page's words
  generation: 0,
  run: 1, // stones a click removes, in a game of runs (an octal code)
  split: false, // in a game that takes and splits: does a click split?
  tapped: null, // on a touch screen, the stone tapped once (previewed)
  touch: false,
  // The legal moves from the last position, as the server lists them
  // (/api/GAME/options): `at` the position they are of, `keys` each move's
  // heaps (moveKey), `runs` the stones each took; null until they arrive.
  legal: null,
};
export const heapEntry = () => gameEntry(H.game);
// The heaps of a position (the Fibonacci game's second number is its limit).
export const heapsOf = (position) => (heapEntry().shape.kind === "heap_and_limit" ? position.slice(0, 1) : position);
// The query keys of a position's shape.
const shapeKeys = (shape) => (shape.kind === "named" ? shape.keys : shape.kind === "list" ? [shape.key] : [shape.heap, shape.limit]);
export const heapQuery = (position) => gameQuery(H.game, H.params, position, H.misere);
const last = () => H.positions[H.positions.length - 1];

// Who moves from position i.
const moverAt = (i) => moverOf(i, H.first === "me", H.opponent === "person");

// The game the menu names, and the preset it names if any ("octal:kayles").
export const chosen = () => chosenGame($("heap-game").value);
// A game whose moves remove a run of stones, the rest staying as two heaps:
// its rule is a code (an octal game), whose digits after the point say how
// many a move may take.
const runs = (entry) => entry.parameters.some((p) => p.kind === "code");
const runLengths = () => {
  const code = H.params[heapEntry().parameters.find((p) => p.kind === "code")?.key] ?? "";
  const digits = (code.split(".")[1] ?? "").length;
  return Array.from({ length: Math.max(1, digits) }, (_, i) => i + 1);
};

export function heapSettings() {
  const { entry, preset } = chosen();
  const shape = entry.shape;
  $("heap-shape").textContent = words(shape.kind === "list" ? "heap-shape-list" : "heap-shape-one");
  $("heap-misere-label").hidden = !entry.misere;
  parameterFields($("heap-params"), entry, preset);
  $("heap-about").textContent = preset ? words("heap-preset-about", { title: preset.title, about: aboutChosen({ entry, preset }) }) : aboutGame(entry);
  // The sizes the page can play, said before anything is typed.
  // (The digits' limit is the intro's: every game has it.)
  $("heap-limits").textContent = entry.bounds.map(limitWords).filter(Boolean).join(" ");
  $("heap-intro").textContent = words("heap-intro", { limit: limitWords("max_digits") });
  $("heap-first").options[1].textContent = $("heap-level").value === "person" ? playerName("player2") : words("page-first-computer");
  $("heap-first").options[0].textContent = $("heap-level").value === "person" ? playerName("player1") : words("page-heap-first-me");
}

// A move's heaps as a key: in a game that splits, a heap taken whole is
// dropped (the server keeps it as 0, the page's preview does not).
const moveKey = (heaps) => (heapEntry().splits ? heaps.filter((h) => h !== "0") : heaps).join(",");
const positionKey = (position) => position.join(",");
const total = (heaps) => heaps.reduce((a, h) => a + BigInt(h), 0n);

// The legal moves from the last position, asked of the server once a
// position (heaps the page draws: up to 40 stones); the stones offer only
// those. A run game's click then takes the fewest stones a move may take, if
// the run chosen has no move.
async function loadLegal() {
  const position = last();
  if (!position || H.over || heapsOf(position).some((h) => BigInt(h) > 40n)) return;
  const at = positionKey(position);
  if (H.legal?.at === at) return;
  H.legal = { at, keys: null, runs: new Set() };
  const generation = H.generation;
  try {
    const answer = await api(`/api/${H.game}/options?${heapQuery(position)}`);
    if (generation !== H.generation || H.legal?.at !== at) return;
    const before = total(heapsOf(position));
    H.legal = {
      at,
      keys: new Set(answer.moves.map((m) => moveKey(heapsOf(m.to)))),
      runs: new Set(answer.moves.map((m) => Number(before - total(heapsOf(m.to))))),
    };
    if (runs(heapEntry()) && H.legal.runs.size && !H.legal.runs.has(H.run)) {
      H.run = Math.min(...[...H.legal.runs].filter((t) => runLengths().includes(t)));
      drawModes();
    }
  } catch {
    // No list (a limit): the stones offer nothing; typed moves remain.
    if (H.legal?.at === at) H.legal = { at, keys: new Set(), runs: new Set() };
  }
  drawHeaps();
}

// Is the move (its heaps) one the server listed from the last position?
const listed = (to) => !!H.legal?.keys && H.legal.at === positionKey(last()) && H.legal.keys.has(moveKey(to));

// ---- Drawing ----
// The move a click on stone j of heap i makes, as the preview says it and as
// the position it leads to; null where it is no move.
function stoneMove(i, j) {
  const move = anyStoneMove(i, j);
  return move && listed(move.to) ? move : null;
}

// The move a click would make by the kind of click chosen, legal or not.
function anyStoneMove(i, j) {
  const position = last();
  const heaps = heapsOf(position);
  const n = BigInt(heaps[i]);
  const put = (parts) => [...heaps.slice(0, i), ...parts.filter((p) => p > 0n).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String), ...heaps.slice(i + 1)];
  const entry = heapEntry();
  if (runs(entry)) {
    const t = BigInt(H.run);
    const left = BigInt(j);
    const right = n - left - t;
    if (right < 0n) return null;
    const leaves = [left, right].filter((p) => p > 0n);
    return { stones: [j, j + H.run], words: words("heap-take-run", { take: String(t), i: String(i + 1), n: String(n), leaves: leaves.length ? leaves.join(" + ") : words("heap-nothing") }), to: put([left, right]) };
  }
  if (entry.splits && (!entry.takes || H.split)) {
    const part = BigInt(j + 1);
    if (part >= n) return null;
    return { stones: [0, j + 1], cut: j + 1, words: words("heap-split", { i: String(i + 1), n: String(n), part: String(part), rest: String(n - part) }), to: put([part, n - part]) };
  }
  const take = n - BigInt(j);
  return { stones: [j, Number(n)], words: words("heap-take", { take: String(take), i: String(i + 1), n: String(n), left: String(j) }), to: [...heaps.slice(0, i), String(j), ...heaps.slice(i + 1)], take };
}

function preview(i, move) {
  for (const [r, row] of [...$("heap-board").querySelectorAll(".heap")].entries()) {
    for (const [s, stone] of [...row.querySelectorAll(".stone")].entries()) {
      stone.classList.toggle("taking", !!move && r === i && !move.cut && s >= move.stones[0] && s < move.stones[1]);
      stone.classList.toggle("cut-after", !!move && r === i && move.cut === s + 1);
      stone.classList.toggle("part", !!move && r === i && !!move.cut && s < move.cut);
    }
  }
  $("heap-preview").textContent = move ? (H.touch ? words("heap-tap-again", { move: move.words }) : move.words) : "";
}

export function drawHeaps() {
  const board = $("heap-board");
  const position = last();
  if (!position) {
    board.replaceChildren();
    $("heap-preview").textContent = "";
    drawMoves();
    return;
  }
  const entry = heapEntry();
  const idle = H.busy || !!H.over || moverAt(H.positions.length - 1) === "computer";
  // Whether the stones offer the server's list of moves yet.
  const listedNow = !!H.legal?.keys && H.legal.at === positionKey(position);
  const rows = heapsOf(position).map((h, i) => {
    const n = BigInt(h);
    const stones = el("div", { class: "stones", role: "group", "aria-label": words("heap-stones-label", { i: String(i + 1), n: h }) });
    if (n <= 40n) {
      const moves = Array.from({ length: Number(n) }, (_, j) => stoneMove(i, j));
      // The heap's one tab stop: its first stone that is a move.
      const first = Math.max(0, moves.findIndex((m) => m));
      for (let j = 0; j < Number(n); j++) {
        const move = moves[j];
        const stone = el("button", { type: "button", class: "stone", disabled: idle || !move, "aria-label": move ? move.words : words("heap-stone", { j: String(j + 1) }), tabindex: j === first ? "0" : "-1" });
        if (move) stone.dataset.to = move.to.join(",");
        else if (!idle && listedNow) stone.classList.add("no-move");
        stone.addEventListener("pointerenter", (e) => {
          if (e.pointerType === "mouse" && move && !idle) preview(i, move);
        });
        stone.addEventListener("pointerleave", (e) => e.pointerType === "mouse" && preview(i, null));
        stone.addEventListener("focus", () => move && !idle && preview(i, move));
        stone.addEventListener("pointerdown", (e) => (H.touch = e.pointerType !== "mouse"));
        stone.addEventListener("click", (e) => {
          if (!move || idle) return;
          const id = `${i}:${j}`;
          // On a touch screen the first tap shows the move, the second plays
          // it; a key's click (detail 0) plays at once.
          if (H.touch && e.detail !== 0 && H.tapped !== id) {
            H.tapped = id;
            preview(i, move);
            return;
          }
          H.tapped = null;
          heapPlay(position, move.to);
        });
        stone.addEventListener("keydown", (e) => {
          const step = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
          if (!step) return;
          e.preventDefault();
          // The next stone that is a move, that way.
          const all = [...stones.querySelectorAll(".stone")];
          let k = j + step;
          while (all[k]?.disabled) k += step;
          all[k]?.focus();
        });
        stones.appendChild(stone);
      }
      if (n === 0n) stones.append(words("heap-empty"));
    } else stones.append(words("heap-stones", { n: h }));
    return el("div", { class: "heap" }, el("span", { class: "name", text: words("heap-row", { i: String(i + 1), n: h }) }), stones, typedControls(i, n, idle));
  });
  if (entry.shape.kind === "heap_and_limit" && !H.over && position[1] !== "0") {
    rows.push(el("p", { class: "note", text: words("heap-limit-note", { limit: position[1] }) }));
  }
  board.replaceChildren(...rows);
  board.dataset.moves = listedNow ? "listed" : "asking";
  loadLegal();
  $("heap-undo").disabled = H.positions.length < 2 || H.busy;
  $("heap-move").hidden = entry.shape.kind !== "list" || !entry.takes || runs(entry);
  drawMoves();
}

// Typed moves, for heaps of any size: only those the game has.
function typedControls(i, n, idle) {
  const entry = heapEntry();
  const controls = el("span", { class: "take" });
  const heap = { i: String(i + 1) };
  if (entry.takes && !runs(entry)) {
    const take = el("input", { inputmode: "numeric", autocomplete: "off", "aria-label": words("heap-how-many", heap), "data-heap": i, size: "6" });
    controls.append(take, el("button", { type: "button", text: words("heap-take-button"), "aria-label": words("heap-take-from", heap), disabled: idle || n === 0n, onclick: () => heapMove(i, take.value) }));
  }
  if (entry.splits) {
    // A code's move takes a run and may leave two heaps; the others split whole.
    const take = runs(entry) ? el("input", { inputmode: "numeric", autocomplete: "off", "aria-label": words("heap-how-many", heap), "data-take": i, size: "4" }) : null;
    const part = el("input", { inputmode: "numeric", autocomplete: "off", "aria-label": words("heap-part-label", heap), "data-part": i, size: "6" });
    const span = (id) => el("span", { text: words(id) });
    const fields = take ? [span("heap-word-take"), take, span("heap-word-leave"), part, span("heap-word-rest")] : [span("heap-word-split-into"), part, span("heap-word-rest")];
    controls.append(...fields, el("button", { type: "button", text: words(take ? "heap-take-and-split" : "heap-split-button"), "aria-label": words(take ? "heap-take-and-split-label" : "heap-split-label", heap), disabled: idle || n < 2n, onclick: () => heapSplit(i, take ? take.value : "", part.value) }));
  }
  return controls;
}

function drawMoves() {
  const items = [];
  if (H.positions.length) items.push(el("li", { text: words("heap-start", { heaps: heapsOf(H.positions[0]).join(", ") }) }));
  const outcome = (i) => knownOutcome(H.game, heapQuery(H.positions[i]));
  H.texts.forEach((t, i) => {
    const mark = moveMark(outcome(i), outcome(i + 1));
    items.push(el("li", {}, words("heap-move-line", { i: String(i + 1), who: sentence(playerName(moverAt(i))), move: t }), ...(mark ? [markElement(mark)] : [])));
  });
  markLater();
  if (H.over && H.texts.length) items.push(el("li", { class: "status", text: words("play-sentence", { text: sentence(H.over) }) }));
  $("heap-moves").replaceChildren(...items);
  $("heap-moves").scrollTop = $("heap-moves").scrollHeight;
}

// The marks' outcomes, asked once each; the list is drawn again with its
// marks when they arrive (if the game is still the same).
function markLater() {
  const generation = H.generation;
  if (H.texts.length) askOutcomes("heaps", H.game, H.positions.map(heapQuery), () => generation === H.generation && drawMoves());
}

// What the stones' clicks do, where a game has more than one kind of move.
function drawModes() {
  const entry = heapEntry();
  const box = $("heap-modes");
  if (runs(entry)) {
    const select = el("select", { "aria-label": words("heap-run-label") }, ...runLengths().map((t) => el("option", { value: t, text: String(t), selected: t === H.run })));
    select.addEventListener("change", () => {
      H.run = Number(select.value);
      drawHeaps();
    });
    box.replaceChildren(el("label", {}, words("heap-run-before"), select, words("heap-run-after")));
  } else if (entry.splits && entry.takes) {
    const radio = (value, text) => {
      const input = el("input", { type: "radio", name: "heap-mode", value, checked: H.split === (value === "split") });
      input.addEventListener("change", () => {
        H.split = value === "split";
        drawHeaps();
      });
      return el("label", { class: "check" }, input, text);
    };
    box.replaceChildren(el("span", { text: words("heap-click") }), radio("take", words("heap-click-take")), radio("split", words("heap-click-split")));
  } else if (entry.splits) box.replaceChildren(el("span", { text: words("heap-click-splits") }));
  else box.replaceChildren(el("span", { text: words("heap-click-takes") }));
  box.append(" ", el("span", { class: "note", text: words("heap-pale") }));
}

// ---- Playing ----
export async function heapNew(event) {
  event?.preventDefault();
  H.game = chosen().entry.name;
  H.misere = $("heap-misere").checked && heapEntry().misere;
  H.opponent = $("heap-level").value;
  H.first = $("heap-first").value;
  H.params = fieldValues($("heap-params"));
  H.run = Math.min(H.run, runLengths().length);
  const position = halfwidth($("heap-position").value).split(",").map((s) => cleanNumber(s));
  H.positions = [];
  H.texts = [];
  H.over = null;
  H.refused = null;
  H.tapped = null;
  H.legal = null;
  $("heap-hint-text").replaceChildren();
  const shape = heapEntry().shape;
  // Each key the server may name, as the page's field shows it.
  const names = Object.fromEntries([
    ...shapeKeys(shape).map((k) => [k, k === "n" ? words("heap-shape-one") : sentence(k)]),
    ...heapEntry().parameters.map((p) => [p.key, parameterLabel(p)]),
  ]);
  const generation = ++H.generation;
  drawModes();
  try {
    // The server reads the heaps and the parameters and says what is wrong.
    const answer = await api(`/api/${H.game}/status?${heapQuery(position)}`);
    if (generation !== H.generation) return;
    let reply;
    try {
      reply = await api(`/api/${H.game}/computer?${heapQuery(answer.position)}&by=${moverAt(0)}`);
    } catch (e) {
      // Too large to play move by move: the page says so in its words, with the outcome.
      if (e.kind !== "limit" || !limitWords(e.key)) throw e;
      if (generation !== H.generation) return;
      H.positions = [answer.position];
      H.over = words("heap-too-large");
      const who = words(answer.outcome === "P" ? "heap-outcome-p" : "heap-outcome-n");
      heapSay(words("heap-analysed", { limit: limitWords(e.key), outcome: answer.outcome, who, reason: answer.reason.text }));
      drawHeaps();
      return;
    }
    if (generation !== H.generation) return;
    H.positions = [answer.position];
    if (!reply.to) {
      H.over = reply.end;
      heapSay(words("heap-ended", { end: sentence(reply.end) }));
    } else heapSay(words("heap-begins", { title: playedTitle(), who: moverAt(0) === "computer" ? words("heap-computer-first") : turnWords(moverAt(0)) }));
  } catch (e) {
    if (generation !== H.generation) return;
    if (e.kind === "limit" && limitWords(e.key) && position.every((n) => /^[0-9]+$/.test(n))) {
      // Beyond a limit of this page: the heaps stay drawn, and the page says
      // in its own words what it cannot do and what it can.
      H.positions = [position];
      H.over = words("heap-too-large");
      H.refused = words("heap-refused", { title: playedTitle("heap-title-in-misere"), heaps: heapsOf(position).join(", "), limit: limitWords(e.key) });
      heapSay(H.refused);
    } else heapSay(errorWords(e, names));
  }
  if (shape.kind === "heap_and_limit") $("heap-position").value = position[0];
  drawHeaps();
  if (!H.over && moverAt(0) === "computer") computerMove();
}

// A refusal in the page's words: the field it concerns by the page's name for
// it, and a limit by what it means here.
function errorWords(e, names) {
  const said = sentence(fieldError(e, names));
  const limit = e.kind === "limit" && limitWords(e.key);
  return limit ? words("heap-error-limit", { said, limit }) : said;
}

// The game played, as its menu names it, and its play rule where misère
// (`misere` names the message that says it: ", misère play" or " in misère play").
function playedTitle(misere = "heap-title-misere") {
  const title = chosen().preset?.title ?? sentence(heapEntry().title);
  return H.misere ? words(misere, { title }) : title;
}

export function heapSay(text) {
  $("heap-status").textContent = text;
}

// A move that takes `amounts[i]` from heap i (a missing amount takes nothing).
export async function heapMoveAll(amounts) {
  if (H.busy || H.over) return;
  const position = last();
  const heaps = heapsOf(position);
  for (const a of amounts) {
    if (a !== "" && !/^[0-9]+$/.test(a)) {
      heapSay(words("heap-not-number", { amount: a }));
      return;
    }
  }
  const to = heaps.map((h, i) => {
    const take = BigInt(amounts[i] || "0");
    return take > BigInt(h) ? "-" : (BigInt(h) - take).toString();
  });
  if (to.includes("-")) {
    heapSay(words("heap-too-many"));
    return;
  }
  return heapPlay(position, to);
}

// Take `take` (perhaps nothing) from heap i and split the rest into `part`
// and what remains: the two parts stand in the heap's place.
export function heapSplit(i, take, part) {
  if (H.busy || H.over) return;
  const position = last();
  const heaps = heapsOf(position);
  [take, part] = [cleanNumber(take) || "0", cleanNumber(part)];
  if (!/^[0-9]+$/.test(take) || !/^[0-9]+$/.test(part)) {
    heapSay(words("heap-type-split"));
    return;
  }
  const rest = BigInt(heaps[i]) - BigInt(take);
  const x = BigInt(part);
  if (rest < 0n) {
    heapSay(words("heap-too-many"));
    return;
  }
  if (x < 1n || x >= rest) {
    heapSay(words("heap-split-range", { max: String(rest - 1n) }));
    return;
  }
  const parts = [x, rest - x].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
  return heapPlay(position, [...heaps.slice(0, i), ...parts, ...heaps.slice(i + 1)]);
}

// The move of whoever is to move, from `position` to `to`, checked by the
// server; then the computer's reply where it is its turn.
export async function heapPlay(position, to) {
  if (H.busy || H.over) return;
  H.busy = true;
  preview(0, null);
  drawHeaps();
  const mover = moverAt(H.positions.length - 1);
  try {
    const checked = await api(`/api/${H.game}/check?${heapQuery(position)}&to=${to.join(",")}&by=${mover}`);
    H.positions.push(checked.to);
    H.texts.push(checked.text);
    $("heap-hint-text").replaceChildren();
    if (checked.end) {
      H.over = checked.end;
      heapSay(words("heap-moved", { who: sentence(playerName(mover)), move: checked.text, then: words("play-sentence", { text: sentence(H.over) }) }));
      return;
    }
    const next = moverAt(H.positions.length - 1);
    const then = next === "computer" ? words("heap-thinking") : words("play-sentence", { text: sentence(turnWords(next)) });
    heapSay(words("heap-moved", { who: sentence(playerName(mover)), move: checked.text, then }));
  } catch (e) {
    heapSay(words("play-sentence", { text: sentence(e.message) }));
    return;
  } finally {
    H.busy = false;
    drawHeaps();
  }
  if (moverAt(H.positions.length - 1) === "computer") {
    await new Promise((r) => setTimeout(r, reducedMotion() ? 100 : 450));
    await computerMove();
  }
}

async function computerMove() {
  const position = last();
  H.busy = true;
  drawHeaps();
  const thinking = words("heap-thinking");
  const status = $("heap-status").textContent;
  const before = status.endsWith(thinking) ? status.slice(0, -thinking.length).trimEnd() : status;
  try {
    const reply = await api(`/api/${H.game}/computer?${heapQuery(position)}&level=${H.opponent === "casual" ? "casual" : "perfect"}&seed=${Math.floor(Math.random() * 1e9)}`);
    if (reply.to) {
      H.positions.push(reply.to);
      H.texts.push(reply.text);
    }
    if (reply.end) H.over = reply.end;
    const then = reply.end ? words("play-sentence", { text: sentence(reply.end) }) : words("heap-your-move");
    const now = words("heap-computer-moved", { move: reply.text, then });
    heapSay(before && H.texts.length > 1 ? words("heap-then", { before, now }) : now);
  } catch (e) {
    heapSay(words("play-sentence", { text: sentence(e.message) }));
  } finally {
    H.busy = false;
    drawHeaps();
  }
}

export function heapMove(i, amount) {
  const heaps = heapsOf(last() ?? []);
  const amounts = heaps.map((_, j) => (j === i ? cleanNumber(amount) : ""));
  return heapMoveAll(amounts);
}
$("heap-move").addEventListener("click", () => heapMoveAll([...$("heap-board").querySelectorAll("input[data-heap]")].map((i) => cleanNumber(i.value))));
$("heap-hint").addEventListener("click", async () => {
  const position = last();
  if (!position) return;
  const box = $("heap-hint-text");
  if (H.refused) {
    box.replaceChildren(el("p", { text: words("heap-no-hint", { why: H.refused }) }));
    return;
  }
  if (H.over && H.over !== words("heap-too-large")) {
    box.replaceChildren(el("p", { text: words("play-over") }));
    return;
  }
  try {
    const answer = await api(`/api/${H.game}/moves?${heapQuery(position)}`);
    // A step further each time at the same position.
    const here = `${H.generation}:${H.positions.length}`;
    H.hintStep = H.hintAt === here ? H.hintStep + 1 : 1;
    H.hintAt = here;
    const step = hintStep(H.hintStep, answer, words("heap-the-position", { heaps: heapsOf(position).join(", ") }), pileWords("heap"));
    if (step) {
      box.replaceChildren(...step);
      return;
    }
    const head = answer.moves.length ? words("heap-winning-moves", { count: String(answer.moves.length) }) : words("heap-p-position");
    box.replaceChildren(el("p", { text: head }), el("ul", {}, ...answer.moves.map((m) => el("li", { text: m.text }))), ...whyNodes(answer));
  } catch (e) {
    box.replaceChildren(el("p", { class: "error", text: errorWords(e, {}) }));
  }
});
$("heap-undo").addEventListener("click", () => {
  if (H.busy || H.positions.length < 2) return;
  // Back one move with two people; else to the last position where you move.
  H.positions.pop();
  H.texts.pop();
  while (H.opponent !== "person" && H.positions.length > 1 && moverAt(H.positions.length - 1) === "computer") {
    H.positions.pop();
    H.texts.pop();
  }
  H.over = null;
  $("heap-hint-text").replaceChildren();
  heapSay(words("heap-taken-back", { turn: turnWords(moverAt(H.positions.length - 1)) }));
  drawHeaps();
});
$("heap-game").addEventListener("change", () => {
  heapSettings();
  // The registry's first example of the game, to start from.
  $("heap-position").value = chosen().entry.examples[0].position.join(",");
  heapNew();
});
$("heap-level").addEventListener("change", heapSettings);
$("heap-form").addEventListener("submit", heapNew);
$("heap-sheet").addEventListener("click", () => {
  const position = H.positions[0];
  if (!position) return;
  positionSheet(H.game, heapQuery(last()), playedTitle(), aboutChosen(chosen()), heapsOf(last())).catch((e) => heapSay(errorWords(e, {})));
});
