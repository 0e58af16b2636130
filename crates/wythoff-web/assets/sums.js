// Sums of games: built from any components the catalogue marks as summable,
// analysed by the server (/api/sum: each component's value, the nim-sum, the
// verdict and every winning move; misère play through the misère quotient),
// and played move by move against the computer or a second person. A move is
// one component's, checked by that game's own rules (/api/{game}/check).
import { t } from "./words.js";
import { $, halfwidth, api, el, sentence, fieldError, catalogue, gameQuery, chosenGame, gameOptions, parameterFields, fieldValues, cleanNumber, moverOf, playerName, turnWords, reducedMotion, moveMark, markElement, whyNodes } from "./common.js";

// The outcome of every sum analysed, by rule and expression: the log's marks.
const M = { outcomes: new Map(), components: [], misere: false, generation: 0, texts: [], sums: [], opponent: "perfect", first: "me", answer: null, busy: false, over: null };

// A component as the sum's expression writes it: name{parameters}(position).
const component = (game, values, position) => `${game}${values.length ? `{${values.join(",")}}` : ""}(${position.join(",")})`;
// An answer's parameters as typed (a set's numbers joined by commas), by key.
const typed = (parameters) => Object.fromEntries(Object.entries(parameters).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : v]));
const written = (c) => component(c.game, Object.values(typed(c.parameters)), c.position);
const expression = () => M.components.map(written).join(" + ");
const componentQuery = (c) => gameQuery(c.game, typed(c.parameters), c.position, M.misere);
const moverAt = (i) => moverOf(i, M.first === "me", M.opponent === "person");

export function sumsMenu() {
  const games = catalogue.filter((g) => g.sum);
  $("sum-game").replaceChildren(...gameOptions(games));
  $("sum-syntax").replaceChildren(...games.flatMap((g) => g.sum_syntax.map((s) => el("li", {}, el("code", { text: s.written }), `: ${s.about}`))));
  sumGameChanged();
}

function sumGameChanged() {
  const { entry, preset } = chosenGame($("sum-game").value);
  parameterFields($("sum-params"), entry, preset);
  $("sum-position").value = entry.examples[0].position.join(",");
}

// Analyses the sum typed: its components, their values and the verdict.
export async function analyseSum(event) {
  event?.preventDefault();
  const expr = halfwidth($("sum-expr").value).trim();
  M.misere = $("sum-misere").checked;
  const generation = ++M.generation;
  $("sum-verdict").textContent = t("sum-asking");
  try {
    // The components as normal play's answer names them (game, parameters,
    // position), then the verdict in the rule chosen.
    const parsed = await api(`/api/sum?expr=${encodeURIComponent(expr)}`);
    const answer = M.misere ? await api(`/api/sum?expr=${encodeURIComponent(expr)}&misere=1`) : parsed;
    if (generation !== M.generation) return;
    M.components = parsed.components;
    M.sums = [expression()];
    M.texts = [];
    M.over = null;
    show(answer, expr);
    $("sum-play").replaceChildren();
    $("sum-log").replaceChildren();
  } catch (e) {
    if (generation !== M.generation) return;
    $("sum-verdict").textContent = t("play-sentence", { text: sentence(fieldError(e, { expr: t("sum-the-sum") })) });
    $("sum-table").replaceChildren();
    $("sum-moves").replaceChildren();
  }
}

// The answer: a row per component with its value, the nim-sum, the verdict
// in words and every winning move.
function show(answer, typed = null) {
  M.answer = answer;
  M.outcomes.set(`${M.misere}:${expression()}`, answer.outcome);
  // The sum as the server reads it, unless the field was changed meanwhile.
  if (typed === null || $("sum-expr").value.trim() === typed) $("sum-expr").value = expression();
  $("sum-link").href = `#sum=${encodeURIComponent(expression())}${M.misere ? "&misere=1" : ""}`;
  const p = answer.outcome === "P";
  const misere = M.misere ? "yes" : "no";
  $("sum-verdict").textContent = t("sum-verdict", { outcome: answer.outcome, misere });
  $("sum-why").replaceChildren(...whyNodes(answer));
  const rows = M.components.map((c, i) =>
    el("tr", {}, el("td", { text: String(i + 1) }), el("td", {}, el("code", { text: written(c) })), el("td", { text: M.misere ? "—" : c.grundy ?? "—" })),
  );
  const foot = answer.nim_sum !== undefined && answer.nim_sum !== null
    ? [el("tr", { class: "total" }, el("td"), el("th", { scope: "row", text: t("sum-nim-sum-row") }), el("td", { text: answer.nim_sum }))]
    : [];
  $("sum-table").replaceChildren(
    el("caption", { text: t(M.misere ? "sum-caption-misere" : "sum-caption") }),
    el("thead", {}, el("tr", {}, el("th", { scope: "col", text: "#" }), el("th", { scope: "col", text: t("sum-col-game") }), el("th", { scope: "col", text: "G" }))),
    el("tbody", {}, ...rows, ...foot),
  );
  // Normal play lists a move by its component's number; misère play by the component as written.
  const moves = answer.moves ?? answer.winning_moves ?? [];
  const item = (m) => {
    const said = t("sum-move-item", { where: t("sum-in", { misere, component: String(m.component) }), move: m.text });
    return m.grundy !== undefined && m.grundy !== null ? t("sum-value-becomes", { item: said, g: String(m.grundy) }) : said;
  };
  $("sum-moves").replaceChildren(
    moves.length
      ? el("p", { text: t("sum-winning", { count: String(moves.length), misere }) })
      : el("p", { text: p ? t("sum-no-winning") : answer.unlisted ? t("sum-unlisted", { why: answer.unlisted }) : "" }),
    el("ul", {}, ...moves.map((m) => el("li", { text: item(m) }))),
  );
}

// ---- Playing the sum ----
export async function playSum() {
  if (!M.answer) await analyseSum();
  if (!M.answer) return;
  M.opponent = $("sum-level").value;
  M.first = $("sum-first").value;
  M.sums = [expression()];
  M.texts = [];
  M.over = null;
  M.positions = [M.components.map((c) => ({ ...c }))];
  await turn();
}

// Whoever is to move: the computer replies, a person chooses a move.
async function turn() {
  drawLog();
  const mover = moverAt(M.texts.length);
  const options = await Promise.all(M.components.map((c) => api(`/api/${c.game}/options?${componentQuery(c)}`).then((a) => a.moves).catch(() => null)));
  if (options.every((o) => o && o.length === 0)) {
    // No move anywhere: the player to move has lost (normal play) or won (misère).
    const loser = mover;
    const name = playerName(loser);
    M.over = t("sum-cannot-move", { subject: sentence(name), name, who: loser === "you" ? "you" : "other", misere: M.misere ? "yes" : "no" });
    $("sum-play").replaceChildren(el("p", { class: "status", text: t("play-sentence", { text: M.over }) }));
    drawLog();
    return;
  }
  if (mover === "computer") {
    $("sum-play").replaceChildren(el("p", { text: t("heap-thinking") }));
    await new Promise((r) => setTimeout(r, reducedMotion() ? 50 : 400));
    // A winning move where there is one; else a move of the first component that has one.
    let found = M.opponent === "casual" && Math.random() < 0.5 ? null : await winningMove(options);
    if (!found) {
      const index = options.findIndex((o) => o && o.length);
      found = { index, move: options[index][Math.floor(Math.random() * options[index].length)] };
    }
    return play(found.index, found.move.to, found.move.text);
  }
  $("sum-play").replaceChildren(
    el("p", { text: t("sum-choose", { turn: sentence(turnWords(mover)) }) }),
    ...M.components.map((c, i) => {
      const list = options[i];
      const label = el("span", { class: "name", text: `${i + 1}. ${written(c)}` });
      if (!list) return el("p", {}, label, t("sum-too-large"));
      if (!list.length) return el("p", {}, label, t("sum-no-move-left"));
      const select = el("select", { "aria-label": t("sum-move-in", { i: String(i + 1) }) }, ...list.map((m, k) => el("option", { value: k, text: m.text })));
      return el("p", { class: "sum-component" }, label, " ", select, " ", el("button", { type: "button", text: t("sum-play"), onclick: () => play(i, list[Number(select.value)].to, list[Number(select.value)].text) }));
    }),
  );
}

// A winning move of the sum: normal play's answer names it; in misère play
// each component's moves are tried for one to a P-position (at most 60).
async function winningMove(options) {
  if (!M.misere) {
    const move = M.answer?.moves?.[0];
    if (!move) return null;
    const index = Number(move.component) - 1;
    return { index, move: options[index]?.find((o) => o.to.join(",") === move.to.join(",")) ?? move };
  }
  if (M.answer?.outcome !== "N") return null;
  let asked = 0;
  for (const [index, list] of options.entries()) {
    for (const move of list ?? []) {
      if (++asked > 60) return null;
      const after = M.components.map((c, i) => (i === index ? { ...c, position: move.to } : c));
      const answer = await api(`/api/sum?expr=${encodeURIComponent(after.map(written).join(" + "))}&misere=1`).catch(() => null);
      if (answer?.outcome === "P") return { index, move };
    }
  }
  return null;
}

// Component i moves to `to`: checked by its game, then the next turn.
async function play(i, to, text) {
  if (M.busy || M.over) return;
  M.busy = true;
  try {
    const c = M.components[i];
    const checked = await api(`/api/${c.game}/check?${componentQuery(c)}&to=${to.join(",")}&by=${moverAt(M.texts.length)}`);
    M.components[i] = { ...c, position: checked.to };
    M.texts.push(t("sum-log-move", { i: String(i + 1), move: checked.text ?? text }));
    M.sums.push(expression());
    const answer = await api(`/api/sum?expr=${encodeURIComponent(expression())}${M.misere ? "&misere=1" : ""}`);
    show(answer);
  } catch (e) {
    $("sum-verdict").textContent = t("play-sentence", { text: sentence(e.message) });
    return;
  } finally {
    M.busy = false;
  }
  await turn();
}

// The moves made, each marked as keeping the win, throwing it away, or having none to keep.
function drawLog() {
  const outcome = (k) => M.outcomes.get(`${M.misere}:${M.sums[k]}`);
  const items = [el("li", { text: t("sum-start", { sum: M.sums[0] ?? "" }) })];
  M.texts.forEach((move, k) => {
    const mark = moveMark(outcome(k), outcome(k + 1));
    items.push(el("li", {}, t("heap-move-line", { i: String(k + 1), who: sentence(playerName(moverAt(k))), move }), ...(mark ? [markElement(mark)] : [])));
  });
  if (M.over) items.push(el("li", { class: "status", text: t("play-sentence", { text: M.over }) }));
  $("sum-log").replaceChildren(...items);
}

// A sum in the page's link (#sum=…&misere=1) opens here.
export function openSum(hash) {
  const f = new URLSearchParams(hash.replace(/^#/, ""));
  if (!f.has("sum")) return false;
  $("sum-expr").value = f.get("sum");
  $("sum-misere").checked = f.get("misere") === "1";
  analyseSum().then(() => $("sums").scrollIntoView());
  return true;
}

$("sum-form").addEventListener("submit", analyseSum);
$("sum-game").addEventListener("change", sumGameChanged);
$("sum-add").addEventListener("click", () => {
  const { entry } = chosenGame($("sum-game").value);
  const params = fieldValues($("sum-params"));
  const values = entry.parameters.map((p) => params[p.key]);
  const position = halfwidth($("sum-position").value).split(/[,\s]+/).map(cleanNumber).filter(Boolean);
  const part = component(entry.name, values, position);
  const now = $("sum-expr").value.trim();
  $("sum-expr").value = now ? `${now} + ${part}` : part;
  analyseSum();
});
$("sum-play-start").addEventListener("click", playSum);
$("sum-misere").addEventListener("change", analyseSum);
