// Moving on the board: the player's moves, the computer's replies, new games,
// going through the moves, and the hint.
import { S, at, key, moverAt, humanAt, query, ruleName, variantTitle, loadWindow, draw, say, squareOf, hooks, moveFocus, focusQueen } from "./board.js";
import { t } from "./words.js";
import { $, reducedMotion, api, sentence, pair, el, playerName, turnWords, HINT_STEPS, hintStep, pileWords, outcomeOf } from "./common.js";

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

export async function play(to) {
  if (S.busy) return;
  const last = S.cursor === S.positions.length - 1;
  if (last && S.end) {
    say(t("play-over"));
    return;
  }
  if (!humanAt(S.cursor)) {
    say(t("play-computer-turn"));
    return;
  }
  if (!S.window || !S.window.moves.has(key(to[0], to[1]))) {
    const [a, b] = at();
    if (to[0] === a && to[1] === b) say(t("play-queen-here"));
    else say(t("play-not-a-move", { from: pair(at()), to: pair(to), game: variantTitle() }));
    return;
  }
  S.busy = true;
  try {
    const mover = moverAt(S.cursor);
    const checked = await api(`/api/${S.variant}/check?${query(at())}&to=${to[0]},${to[1]}&by=${mover}`);
    // A move from an earlier point starts a new line of play.
    S.positions.length = S.cursor + 1;
    S.texts.length = S.cursor;
    S.end = null;
    S.positions.push(to);
    S.texts.push(checked.text);
    S.cursor += 1;
    S.hint = null;
    S.hintAt = null;
    $("hint-text").replaceChildren();
    let said;
    if (checked.end) {
      S.end = checked.end;
      said = t("play-moved", { who: sentence(playerName(mover)), move: checked.text, then: sentence(S.end) });
    } else if (S.opponent === "person") {
      said = t("play-moved", { who: sentence(playerName(mover)), move: checked.text, then: sentence(turnWords(moverAt(S.cursor))) });
    } else {
      said = t("play-moved-thinking", { move: checked.text });
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
      said = t("play-computer-moved", { move: reply.text, then: sentence(reply.end) });
    } else if (reply.to) {
      said = t("play-computer-moved", { move: reply.text, then: sentence(turnWords("you")) });
    } else {
      S.end = reply.end;
      said = t("play-sentence", { text: sentence(reply.end) });
    }
    await loadWindow();
    S.busy = false;
    draw();
    say(said);
  } catch (e) {
    say(t("play-error", { error: e.message }));
  } finally {
    S.busy = false;
    draw();
    const [a, b] = at();
    const dx = Number(a - S.corner[0]);
    const dy = Number(b - S.corner[1]);
    moveFocus(dx, dy, false);
  }
}

// A random start on the board: one the player to move can win (an
// N-position, by the server) and not won in one move (off the edges and the
// diagonal), unless the settings allow any.
async function randomStart(n) {
  const pick = () => BigInt(1 + Math.floor(Math.random() * (n - 1)));
  let position = [pick(), pick()];
  if ($("any-start").checked) return position;
  for (let tries = 0; tries < 40; tries++) {
    position = [pick(), pick()];
    if (position[0] === position[1]) continue;
    try {
      if ((await outcomeOf(S.variant, query(position))) === "N") return position;
    } catch {
      return position;
    }
  }
  return position;
}

export async function newGame(start) {
  const n = S.size;
  let position = start;
  if (!position) position = await randomStart(n);
  S.positions = [position];
  S.texts = [];
  S.end = null;
  S.cursor = 0;
  S.hint = null;
  S.hintAt = null;
  S.seed = Math.floor(Math.random() * 1e9);
  S.corner = [0n, 0n];
  $("hint-text").replaceChildren();
  try {
    await loadWindow();
    // Whether anyone can move, and if not, what that means for the player
    // to move (the server says it in their name).
    const reply = await api(`/api/${S.variant}/computer?${query(position)}&by=${moverAt(0)}`);
    if (!reply.to) {
      S.end = reply.end;
      say(t("play-new-ended", { position: pair(position), end: S.end }));
      draw();
      return;
    }
    const who = moverAt(0);
    say(t("play-new", { position: pair(position), rule: ruleName(), who }));
    draw();
    focusQueen();
    moveFocus(S.focus[0], S.focus[1], false);
    if (who === "computer") {
      await new Promise((r) => setTimeout(r, reducedMotion() ? 100 : 500));
      await computerMove();
    }
  } catch (e) {
    say(e.message);
  }
}

export function goTo(i) {
  if (S.busy || i < 0 || i >= S.positions.length) return;
  S.cursor = i;
  S.hint = null;
  S.hintAt = null;
  $("hint-text").replaceChildren();
  const last = i === S.positions.length - 1;
  say(t("play-position", { position: pair(at()), count: String(i), then: last && S.end ? S.end : turnWords(moverAt(i)) }));
  // The focus follows the queen (it stays on the board if it was there).
  loadWindow()
    .then(() => {
      focusQueen();
      moveFocus(S.focus[0], S.focus[1], false);
    })
    .catch((e) => say(e.message));
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

export async function hint(all = false) {
  const box = $("hint-text");
  if (S.cursor === S.positions.length - 1 && S.end) {
    box.replaceChildren(el("p", { text: t("play-hint-over") }));
    return;
  }
  try {
    const answer = await api(`/api/${S.variant}/moves?${query(at())}`);
    // A step further each time at the same position; all at once when asked.
    S.hintStep = all ? HINT_STEPS : S.hintAt === S.cursor ? S.hintStep + 1 : 1;
    S.hintAt = S.cursor;
    const step = hintStep(S.hintStep, answer, pair(at()), pileWords("pile"));
    if (step) {
      box.replaceChildren(...step);
      return;
    }
    S.hint = { moves: answer.moves, outcome: answer.outcome };
    // A P-position's words stand above, in the caption beside the board.
    const head = answer.moves.length
      ? [el("p", { text: t("play-hint-n", { count: String(answer.moves.length) }) })]
      : [];
    // A winning move whose square is off the board shown is said to be.
    const n = BigInt(S.side);
    const off = answer.moves.filter((m) => {
      const [x, y] = m.to.map(BigInt);
      return x < S.corner[0] || y < S.corner[1] || x >= S.corner[0] + n || y >= S.corner[1] + n;
    }).length;
    const offWords = off ? [el("p", { text: t(off === answer.moves.length ? "play-hint-all-off" : "play-hint-some-off", { off: String(off), count: String(answer.moves.length) }) })] : [];
    box.replaceChildren(...head, el("ul", {}, ...answer.moves.map((m) => el("li", { text: m.text }))), ...offWords, el("p", { text: t("play-why", { reason: answer.reason.text }) }));
    draw();
  } catch (e) {
    say(t("play-error", { error: e.message }));
  }
}

hooks.square = squareChosen;
hooks.goTo = goTo;
