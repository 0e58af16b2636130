// The keyboard: one tab stop on the board, arrows move, Enter plays; the
// page's shortcuts; presentation mode.
import { S, moveFocus, fitBoard } from "./board.js";
import { squareChosen, newGame, hint, undo, redo, goTo } from "./play.js";
import { $ } from "./common.js";

$("board").addEventListener("keydown", (event) => {
  const [dx, dy] = S.focus;
  const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  if (moves[event.key]) {
    event.preventDefault();
    event.stopPropagation();
    moveFocus(dx + moves[event.key][0], dy + moves[event.key][1]);
  } else if (event.key === "Home") {
    event.preventDefault();
    moveFocus(0, dy);
  } else if (event.key === "End") {
    event.preventDefault();
    moveFocus(S.size - 1, dy);
  } else if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    event.stopPropagation();
    squareChosen(dx, dy);
  }
});

document.addEventListener("keydown", (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (target.closest && target.closest("input, select, textarea, [contenteditable], canvas")) return;
  const k = event.key.toLowerCase();
  const actions = { n: () => newGame(), h: hint, u: undo, r: redo, p: togglePresent };
  if (actions[k]) {
    event.preventDefault();
    actions[k]();
  } else if (event.key === "ArrowLeft" && !$("board").contains(target)) {
    event.preventDefault();
    goTo(S.cursor - 1);
  } else if (event.key === "ArrowRight" && !$("board").contains(target)) {
    event.preventDefault();
    goTo(S.cursor + 1);
  }
});

export function togglePresent() {
  const on = document.body.classList.toggle("present");
  $("present").setAttribute("aria-pressed", String(on));
  fitBoard();
}
$("present").addEventListener("click", togglePresent);
