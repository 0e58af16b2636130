// The analysis of any position, and playing it on the board.
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
  const names = { a: "Pile 1", b: "Pile 2", n: "The pile" };
  const line = (text, cls) => out.appendChild(el("p", { class: cls, text }));
  try {
    const q = `a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}${misere ? "&misere=1" : ""}`;
    const answer = await api(`/api/wythoff/moves?${q}`);
    if (misere) out.appendChild(el("p", {}, el("span", { class: "rule-tag", text: "Misère play" }), ": the player who takes the last object loses."));
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
        // A limit's words are the page's: the server's cost formula is not for a reader.
        line(e.kind === "limit" ? "Grundy value: not computed for numbers this large (beyond what the server computes for one question)." : `Grundy value: not computed here (${e.message}).`);
      }
    }
  } catch (e) {
    line(`Error: ${fieldError(e, names)}`, "error");
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
