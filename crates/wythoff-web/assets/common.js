// What every part of the page shares: the API, messages, elements, and the registry's catalogue of games.

// The page: plays Wythoff's game and its variants on a board, teaches where the
// P-positions come from, analyses positions, draws the Grundy values, and plays
// the heap games. Every decision (what a move is, the computer's reply, who
// has won, which squares are P-positions) is the server's, through the JSON
// API under /api/; numbers stay exact (decimal strings, BigInt for sums).

import { lang, t } from "./words.js";

export const $ = (id) => document.getElementById(id);
export const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
export const SVG = "http://www.w3.org/2000/svg";
/** The most moves a shared link carries (the fragment stays under ~16 kB for small numbers). */
export const MAX_LINK_MOVES = 500;
/** The page's digit limit for one number: the server's default. */
export const MAX_DIGITS = 10000;

// The server's error: its message, kind, and the key of what it concerns (a
// parameter, a position's part, a limit), for the page to name in its words.
class ApiError extends Error {
  constructor(message, kind, key) {
    super(message);
    this.kind = kind;
    this.key = key;
  }
}

// Every API call names the page's language (not the browser's
// Accept-Language): the server's words in its answers are the page's.
export async function api(path) {
  const response = await fetch(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
  const body = await response.json();
  if (!response.ok) throw new ApiError(body.error ? body.error.message : response.statusText, body.error?.kind, body.error?.key);
  return body;
}

// An API error in the page's words. The server says which of its keys the
// error concerns (error.key: a, heaps, max_take…) and names it by that key,
// as the subject of its message ("a: …", "a must be…", "the parameter a is
// missing"); the page names the field instead, as it labels it (names: key →
// label). An error about no field of the page is left as it is.
export function fieldError(error, names) {
  const name = error.key ? names[error.key] : undefined;
  if (!name) return error.message;
  const subject = new RegExp(`^(the parameter )?${error.key}\\b`);
  return subject.test(error.message) ? error.message.replace(subject, name) : t("field-error", { field: name, message: error.message });
}

// Who moves from position i of a game, by the API's key for a player (its
// by=): "you", "computer", "player1" or "player2" (the board game, the heap
// games and the sums alike). The page names them in its words: playerName.
export function moverOf(i, meFirst, person) {
  const even = (i + (meFirst ? 0 : 1)) % 2 === 0;
  if (person) return even ? "player1" : "player2";
  return even ? "you" : "computer";
}
/** A player in the page's words: "you", "the computer", "player 1". */
export const playerName = (key) => t(`player-${key}`);
/** Whose turn it is: "your move", "the computer's move", "player 2 to move". */
export const turnWords = (key) => t(`turn-${key}`);


// What a Chinese input method types for numbers and lists, as ASCII (as the
// command reads them): the full-width digits, the full-width and ideographic
// commas, the ideographic space. Nothing else ("²", "①" stay, and are refused).
export const halfwidth = (text) =>
  text.replace(/[\uff10-\uff19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[\uff0c\u3001]/g, ",").replace(/\u3000/g, " ");
// Digit groups are allowed in number fields: "1 000 000" is 1000000.
export const cleanNumber = (text) => halfwidth(text).replace(/[\s_\u00a0\u2009\u202f]/g, "");
export const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1);
export const pair = (p) => `(${p[0]}, ${p[1]})`;

export function el(tag, props = {}, ...children) {
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
export let catalogue = [];
// The server's limits that bound the games' answers, by name (max_digits…).
export let serverLimits = {};
export const gameEntry = (name) => catalogue.find((g) => g.name === name);
// The games, once read from /api/games (the page starts with it).
export function setCatalogue(games, limits = {}) {
  catalogue = games;
  serverLimits = limits;
}
// A count with its digit groups: 1000000 is "1,000,000".
export const grouped = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
// What a limit means here, in the page's own words (the server names it by key).
export function limitWords(key) {
  // The server's time for one answer (no limit of the catalogue's).
  if (key === "timeout") return t("limit-timeout");
  if (serverLimits[key] === undefined) return "";
  const id = `limit-${key}`;
  const words = t(id, { v: grouped(serverLimits[key]) });
  return words === id ? "" : words;
}
// A game's rule (the catalogue's game-NAME-rule), its parameters' values put
// in where given, else their symbols ("at most M from a pile").
export const ruleOf = (entry, values = {}) => t(`game-${entry.name}-rule`, Object.fromEntries(entry.parameters.map((p) => [p.key, values[p.key] ?? p.symbol ?? p.key])));
// A summary without the game's name in front ("Any number of heaps; …").
export const aboutGame = (entry) => t("play-sentence", { text: sentence(ruleOf(entry)) });
// A game as chosen, in a student's words: a named form's own rule (Kayles:
// knock down one pin, or two neighbouring pins), its code as a detail.
export const aboutChosen = ({ entry, preset }) => (preset ? t("rules-preset", { about: sentence(preset.about), detail: entry.parameters.map((p, i) => `${p.key} ${preset.parameters[i]}`).join(", ") }) : aboutGame(entry));

// A menu's options: each game by its title, then its named forms (Kayles is
// the octal game 0.77) as "name:preset".
export const gameOptions = (games) => [
  ...games.map((g) => el("option", { value: g.name, text: sentence(g.title) })),
  ...games.flatMap((g) => g.presets.map((p) => el("option", { value: `${g.name}:${p.name}`, text: p.title, title: `${g.title} ${p.parameters.join(", ")}` }))),
];
// The game a menu's value names, and the preset it names if any.
export function chosenGame(value) {
  const [name, presetName] = value.split(":");
  const entry = gameEntry(name);
  return { entry, preset: presetName ? entry.presets.find((p) => p.name === presetName) : null };
}
// A parameter's label: its words from the registry, without its symbol.
export const parameterLabel = (p) => sentence(p.label);
// A game's parameter fields in `box`: the preset's values, else those typed
// before under the same key, else the registry's defaults.
export function parameterFields(box, entry, preset) {
  const old = Object.fromEntries([...box.querySelectorAll("input")].map((i) => [i.name, i.value]));
  box.replaceChildren(
    ...entry.parameters.map((p, i) => {
      const value = preset ? preset.parameters[i] : old[p.key] ?? p.default;
      return el("label", {}, parameterLabel(p), el("input", { name: p.key, value, autocomplete: "off", size: "10" }));
    }),
  );
}
// The parameters typed in a box of parameterFields, by key.
export const fieldValues = (box) => Object.fromEntries([...box.querySelectorAll("input")].map((i) => [i.name, cleanNumber(i.value) || i.value.trim()]));
// The query naming a game's parameters alone.
export const parameterQuery = (entry, params) => entry.parameters.map((p) => `${p.key}=${encodeURIComponent(params[p.key] ?? "")}`).join("&");

// The query naming a game's parameters and position, as its registry entry says.
export function gameQuery(name, params, position, misere) {
  const entry = gameEntry(name);
  const parts = [];
  if (entry.parameters.length) parts.push(parameterQuery(entry, params));
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

// ---- Teaching: hints in steps, and the marks of the moves made ----
// A hint's steps: first whether the position is P or N (and why), then which
// pile or heap a winning move takes from, then the moves themselves. `piles`
// names a move's piles in the page's words ("pile 1", "heap 2").
export const HINT_STEPS = 3;
export function hintStep(step, answer, where, piles) {
  const p = answer.outcome === "P";
  const verdict = t(p ? "hint-p" : "hint-n", { where });
  const p_ = (text) => el("p", { text });
  const steps = String(HINT_STEPS);
  if (p || step >= HINT_STEPS) return null;
  if (step === 1) return [p_(t("hint-first", { steps, verdict })), ...whyNodes(answer), p_(t("hint-first-more"))];
  const from = [...new Set(answer.moves.map((m) => piles(m)))].reduce((first, next) => t("hint-where-or", { first, next }));
  return [p_(t("hint-where", { steps, from })), p_(t("hint-where-more"))];
}

// How a misère verdict was found, by its reason's kind, in a reader's words.
const FOUND_THROUGH = {
  take_break_misere_quotient: "why-through-quotient",
  misere_quotient: "why-through-quotients",
  take_break_misere_search: "why-through-search",
  misere_search: "why-through-search",
  misere_forms: "why-through-forms",
  misere_tame: "why-through-tame",
};
// Why a position has its outcome: the reason as the server says it; in
// misère play found by the algebra or a search, a plain sentence first and
// the server's account folded below it.
export function whyNodes(answer) {
  const how = FOUND_THROUGH[answer.reason.kind];
  if (!how) return [el("p", { text: t("hint-why", { reason: answer.reason.text }) })];
  const plain = t("why-misere", { outcome: answer.outcome, how: t(how) });
  return [el("p", { text: plain }), el("details", { class: "why-more" }, el("summary", { text: t("why-how") }), el("p", { text: t("play-sentence", { text: sentence(answer.reason.text) }) }))];
}
// The piles of a move, as the API lists them (counted from 1).
export const pileWords = (noun) => (m) =>
  m.piles.length === 1 ? t("piles-one", { noun, n: String(m.piles[0]) }) : m.piles.length === 2 && noun === "pile" ? t("piles-both") : t("piles-many", { noun, list: m.piles.map(String).reduce((first, next) => t("piles-and", { first, next })) });

// Outcomes asked of the server, kept by game and query: "P" or "N".
const outcomes = new Map();
export const knownOutcome = (name, query) => outcomes.get(`${name}?${query}`);
export async function outcomeOf(name, query) {
  const key = `${name}?${query}`;
  if (!outcomes.has(key)) outcomes.set(key, (await api(`/api/${name}/status?${query}`)).outcome);
  return outcomes.get(key);
}
// The outcomes of a list's positions not known yet, asked one at a time (a
// list at a time: `list` names it), then `redraw`; beyond a limit the moves
// stay unmarked.
const asking = new Set();
export async function askOutcomes(list, name, queries, redraw) {
  const missing = queries.filter((q) => !knownOutcome(name, q));
  if (!missing.length || asking.has(list)) return;
  asking.add(list);
  try {
    for (const q of missing) await outcomeOf(name, q);
  } catch {
    return;
  } finally {
    asking.delete(list);
  }
  redraw();
}
// A move's mark, from the outcomes before and after it (as lichess marks a
// game's moves): it kept a win, threw one away, or there was none to keep.
export function moveMark(before, after) {
  if (!before || !after) return null;
  if (before === "P") return { symbol: "·", cls: "forced", words: t("mark-forced") };
  return after === "P" ? { symbol: "✓", cls: "kept", words: t("mark-kept") } : { symbol: "✗", cls: "thrown", words: t("mark-thrown") };
}
// A move's mark as the lists show it: its symbol, and its words for a screen reader.
export const markElement = (mark) => el("span", { class: `mark-${mark.cls}`, title: mark.words }, el("span", { "aria-hidden": "true", text: ` ${mark.symbol}` }), el("span", { class: "visually-hidden", text: ` (${mark.words})` }));
