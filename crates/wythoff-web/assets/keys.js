// The keyboard: one tab stop on the board, arrows move, Enter plays; the
// page's shortcuts; presentation mode.
import { t } from "./words.js";
import { S, moveFocus, resizeBoard, revealQueen, say } from "./board.js";
import { squareChosen, newGame, hint, undo, redo, goTo } from "./play.js";
import { $ } from "./common.js";

$("board").addEventListener("keydown", (event) => {
  const [dx, dy] = S.focus;
  const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  // Shift with an arrow, or D, steps along the diagonal (down-left, the
  // queen's way; Shift+up or right goes back up-right).
  const diagonal = { ArrowLeft: [-1, -1], ArrowDown: [-1, -1], ArrowRight: [1, 1], ArrowUp: [1, 1] };
  if (event.shiftKey && diagonal[event.key]) {
    event.preventDefault();
    event.stopPropagation();
    moveFocus(dx + diagonal[event.key][0], dy + diagonal[event.key][1]);
  } else if (event.key === "d" || event.key === "D") {
    event.preventDefault();
    event.stopPropagation();
    moveFocus(dx - 1, dy - 1);
  } else if (moves[event.key]) {
    event.preventDefault();
    event.stopPropagation();
    moveFocus(dx + moves[event.key][0], dy + moves[event.key][1]);
  } else if (event.key === "Home") {
    event.preventDefault();
    moveFocus(0, dy);
  } else if (event.key === "End") {
    event.preventDefault();
    moveFocus(S.side - 1, dy);
  } else if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    event.stopPropagation();
    squareChosen(dx, dy);
  }
});

// The section the shortcuts act on: the one holding the focus, else the one
// that last held it while it is still in view, else the one most in view.
let lastSection = null;
document.addEventListener("focusin", (event) => {
  lastSection = event.target.closest?.("main > section") ?? lastSection;
});
function visible(section) {
  const r = section.getBoundingClientRect();
  return Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
}
export function activeSection() {
  const here = document.activeElement?.closest?.("main > section");
  if (here) return here;
  if (lastSection && visible(lastSection) > 0) return lastSection;
  let best = null;
  for (const s of document.querySelectorAll("main > section")) if (!best || visible(s) > visible(best)) best = s;
  return best;
}

// N in the middle of a game asks first: a second N within a few seconds
// discards it.
let asked = 0;
function newGameAsked() {
  const going = S.texts.length > 0 && !(S.cursor === S.positions.length - 1 && S.end);
  if (going && Date.now() - asked > 5000) {
    asked = Date.now();
    say(t("keys-leave", { count: String(S.texts.length) }));
    return;
  }
  asked = 0;
  newGame();
}

// Each section's shortcuts; the board's also go through its moves with ← and →.
const shortcuts = {
  play: { n: newGameAsked, h: hint, u: undo, r: redo },
  heaps: { n: () => $("heap-new").click(), h: () => $("heap-hint").click(), u: () => $("heap-undo").click() },
};

document.addEventListener("keydown", (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (target.closest && target.closest("input, select, textarea, [contenteditable], canvas")) return;
  const k = event.key.toLowerCase();
  if (k === "p") {
    event.preventDefault();
    togglePresent();
    return;
  }
  const section = document.body.classList.contains("present") ? document.querySelector("main > section.presented") : activeSection();
  const act = shortcuts[section?.id]?.[k];
  if (act) {
    event.preventDefault();
    act();
  } else if (section?.id === "play" && event.key === "ArrowLeft" && !$("board").contains(target)) {
    event.preventDefault();
    goTo(S.cursor - 1);
  } else if (section?.id === "play" && event.key === "ArrowRight" && !$("board").contains(target)) {
    event.preventDefault();
    goTo(S.cursor + 1);
  }
});

// Presentation mode: the section being read fills the screen, large, under
// a bar with the page's title, its sections and the way out; the board's
// settings fold away on the way in and come back as they were on the way
// out; the games are untouched.
let settingsOpen = true;
export function togglePresent() {
  const on = document.body.classList.toggle("present");
  $("present").setAttribute("aria-pressed", String(on));
  $("present").textContent = t(on ? "keys-present-leave" : "page-present");
  if (on) {
    settingsOpen = $("settings").open;
    $("settings").open = false;
    present(activeSection()?.id ?? "play");
  } else {
    $("settings").open = settingsOpen;
    for (const s of document.querySelectorAll("main > section")) s.classList.remove("presented");
  }
  resizeBoard().then(revealQueen);
  window.dispatchEvent(new Event("resize"));
}
// The section presentation mode shows.
export function present(id) {
  for (const s of document.querySelectorAll("main > section")) s.classList.toggle("presented", s.id === id);
  for (const a of document.querySelectorAll("header.top nav a")) a.toggleAttribute("aria-current", a.getAttribute("href") === `#${id}`);
}
$("present").addEventListener("click", togglePresent);
addEventListener("resize", () => document.body.classList.contains("present") && resizeBoard());
