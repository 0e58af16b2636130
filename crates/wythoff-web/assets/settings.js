// The board game's settings: the game, its parameter, the rule, the opponent,
// who starts, the board's side, and what the board shows.
import { S, windowCache, ruleName, variantTitle, say, draw, humanAt, buildBoard, loadWindow, focusQueen, moveFocus } from "./board.js";
import { newGame, computerMove, hint, undo, redo } from "./play.js";
import { $, cleanNumber, sentence, gameEntry, playerName } from "./common.js";
import { t } from "./words.js";

export function readSettings() {
  S.variant = $("variant").value;
  const entry = gameEntry(S.variant);
  $("param-label").hidden = entry.parameters.length === 0;
  if (entry.parameters.length) $("param-name").textContent = entry.parameters[0].symbol ?? sentence(entry.parameters[0].label);
  S.param = cleanNumber($("param").value) || "1";
  S.misere = $("misere").checked;
  S.opponent = $("opponent").value;
  S.first = $("first").value;
  $("first").options[1].textContent = S.opponent === "person" ? playerName("player2") : t("page-first-computer");
  $("first").options[0].textContent = S.opponent === "person" ? playerName("player1") : t("page-first-me");
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
      say(t("settings-changed", { rule: ruleName(), variant: S.variant === "wythoff" ? "" : t("settings-variant", { title: variantTitle() }), now }));
    });
  });
}
$("opponent").addEventListener("change", () => {
  readSettings();
  say(S.opponent === "person" ? t("settings-two-people") : t("settings-level", { level: S.opponent }));
  draw();
  if (!S.end && S.cursor === S.positions.length - 1 && !humanAt(S.cursor)) computerMove();
});
$("size").addEventListener("change", () => {
  S.size = Number($("size").value);
  S.corner = [0n, 0n];
  buildBoard();
  loadWindow().then(focusQueen).catch((e) => say(e.message));
  say(t("settings-size", { size: String(S.size) }));
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
$("hint").addEventListener("click", () => hint());
$("undo").addEventListener("click", undo);
$("redo").addEventListener("click", redo);
