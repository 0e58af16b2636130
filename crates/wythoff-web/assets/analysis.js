// The analysis of any position, and playing it on the board.
import { t } from "./words.js";
import { S, focusQueen, moveFocus } from "./board.js";
import { newGame, hint } from "./play.js";
import { readSettings } from "./settings.js";
import { $, reducedMotion, api, fieldError, cleanNumber, pair, el } from "./common.js";

// ---- Analysis of any position ----
export async function analyse(event) {
  event?.preventDefault();
  const a = cleanNumber($("pile-a").value);
  const b = cleanNumber($("pile-b").value);
  const misere = $("analyse-misere").checked;
  const out = $("analysis");
  out.replaceChildren();
  out.classList.toggle("misere", misere);
  const names = { a: t("page-pile-a-label"), b: t("page-pile-b-label"), n: t("analysis-the-pile") };
  const line = (text, cls) => out.appendChild(el("p", { class: cls, text }));
  try {
    const q = `a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}${misere ? "&misere=1" : ""}`;
    const answer = await api(`/api/wythoff/moves?${q}`);
    if (misere) out.appendChild(el("p", {}, el("span", { class: "rule-tag", text: t("analysis-misere-tag") }), t("analysis-misere-rest")));
    line(t("analysis-verdict", { outcome: answer.outcome }), "verdict");
    line(t("analysis-why", { reason: answer.reason.text }));
    if (answer.moves.length) {
      line(t("analysis-winning", { count: String(answer.moves.length) }));
      out.appendChild(el("ul", {}, ...answer.moves.map((m) => el("li", { text: m.text }))));
    }
    const position = [BigInt(answer.position[0]), BigInt(answer.position[1])];
    out.appendChild(
      el("div", { class: "buttons" },
        el("button", { type: "button", text: t("analysis-show"), onclick: () => toBoard(position, misere, false) }),
        el("button", { type: "button", text: t("analysis-play"), onclick: () => toBoard(position, misere, true) })),
    );
    for (const [pile, n] of [[1, a], [2, b]]) {
      const name = t("piles-one", { noun: "pile", n: String(pile) });
      const p = await api(`/api/wythoff/pair?n=${encodeURIComponent(n)}${misere ? "&misere=1" : ""}`);
      line(t("analysis-pair", { name, a: p.position[0], b: p.position[1], k: p.k }));
    }
    if (!misere) {
      try {
        const g = await api(`/api/wythoff/grundy?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`);
        line(t("analysis-grundy", { g: String(g.grundy), reason: g.reason.text }));
      } catch (e) {
        // A limit's words are the page's: the server's cost formula is not for a reader.
        line(e.kind === "limit" ? t("analysis-grundy-limit") : t("analysis-grundy-not", { error: e.message }));
      }
    }
  } catch (e) {
    line(t("play-error", { error: fieldError(e, names) }), "error");
  }
}

// An analysed position on the board: shown with its winning moves, or played
// from against the computer; in Wythoff's game, or the two-pile game named
// with its parameter.
export async function toBoard(position, misere, playIt, variant = "wythoff", param = "") {
  $("variant").value = variant;
  if (param) $("param").value = param;
  $("misere").checked = misere;
  if (playIt) {
    $("first").value = "me";
    if ($("opponent").value === "person") $("opponent").value = "perfect";
  }
  readSettings();
  S.corner = [0n, 0n];
  await newGame(position);
  document.getElementById("play").scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth" });
  if (!playIt) await hint(true);
  focusQueen();
  moveFocus(S.focus[0], S.focus[1]);
}
$("analyse-form").addEventListener("submit", analyse);
