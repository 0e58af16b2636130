// Heap games: every game of the registry that is not played on a board.
import { $, aboutGame, reducedMotion, api, fieldError, cleanNumber, sentence, el, gameEntry, gameQuery } from "./common.js";

// ---- Heap games: every game of the registry that is not a board ----
export const H = { game: "nim", params: {}, misere: false, positions: [], texts: [], busy: false, over: null, generation: 0 };
export const heapEntry = () => gameEntry(H.game);
// The heaps of a position (the Fibonacci game's second number is its limit).
export const heapsOf = (position) => (heapEntry().shape.kind === "heap_and_limit" ? position.slice(0, 1) : position);
// The query keys of a position's shape.
const shapeKeys = (shape) => (shape.kind === "named" ? shape.keys : shape.kind === "list" ? [shape.key] : [shape.heap, shape.limit]);
export const heapQuery = (position) => gameQuery(H.game, H.params, position, H.misere);

// The game the menu names, and the preset it names if any ("octal:kayles").
export function chosen() {
  const [name, presetName] = $("heap-game").value.split(":");
  const entry = gameEntry(name);
  return { entry, preset: presetName ? entry.presets.find((p) => p.name === presetName) : null };
}

// A parameter's label: its words from the registry, without a leading "a: ".
const parameterLabel = (p) => sentence(p.about.replace(/^[a-z]+: /, ""));

export function heapSettings() {
  const { entry, preset } = chosen();
  const shape = entry.shape;
  $("heap-shape").textContent = shape.kind === "list" ? "Heaps (comma-separated)" : "Heap";
  $("heap-misere-label").hidden = !entry.misere;
  const box = $("heap-params");
  const old = Object.fromEntries([...box.querySelectorAll("input")].map((i) => [i.name, i.value]));
  box.replaceChildren(
    ...entry.parameters.map((p, i) => {
      const value = preset ? preset.parameters[i] : old[p.key] ?? p.default;
      return el("label", {}, parameterLabel(p), el("input", { name: p.key, value, autocomplete: "off", size: "10" }));
    }),
  );
  $("heap-about").textContent = preset ? `${preset.title}: ${aboutGame(entry)}` : aboutGame(entry);
}

export function drawHeaps() {
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

export async function heapNew(event) {
  event?.preventDefault();
  H.game = chosen().entry.name;
  H.misere = $("heap-misere").checked && heapEntry().misere;
  H.params = Object.fromEntries([...$("heap-params").querySelectorAll("input")].map((i) => [i.name, cleanNumber(i.value) || i.value.trim()]));
  const position = $("heap-position").value.split(",").map((s) => cleanNumber(s));
  H.positions = [];
  H.texts = [];
  H.over = null;
  $("heap-hint-text").replaceChildren();
  const shape = heapEntry().shape;
  // Each key the server may name, as the page's field shows it.
  const names = Object.fromEntries([
    ...shapeKeys(shape).map((k) => [k, k === "n" ? "Heap" : sentence(k)]),
    ...heapEntry().parameters.map((p) => [p.key, parameterLabel(p)]),
  ]);
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

export function heapSay(text) {
  $("heap-status").textContent = text;
}

// A move that takes `amounts[i]` from heap i (a missing amount takes nothing).
export async function heapMoveAll(amounts) {
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
export function heapSplit(i, take, part) {
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
export async function heapPlay(position, to) {
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
export function heapMove(i, amount) {
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
  // The registry's first example of the game, to start from.
  $("heap-position").value = chosen().entry.examples[0].position.join(",");
  heapNew();
});
$("heap-form").addEventListener("submit", heapNew);
