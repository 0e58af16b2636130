// Learn: Nim's nim-sum and Bouton's theorem, then the Sprague–Grundy theorem
// on a sum. Each step asks first (P or N? which heap?), then shows the heaps
// in binary and says why. The verdicts, the winning moves and the values are
// the server's; the page only writes the heaps' numbers in binary.
import { $, api, el } from "./common.js";

// The steps: Nim positions, then a sum of three different games.
const STEPS = [
  { heaps: [1, 2, 3], say: "Nim with heaps 1, 2 and 3. A move takes any positive number from one heap; whoever takes the last object wins. Alone, a heap of n has the value G(n) = n: its moves reach heaps 0 to n − 1, so the smallest value they do not reach (the mex) is n." },
  { heaps: [3, 5, 6], say: "Heaps 3, 5 and 6." },
  { heaps: [3, 5, 7], say: "Heaps 3, 5 and 7." },
  { heaps: [9, 12, 6, 2], say: "Four heaps: 9, 12, 6 and 2." },
  { heaps: [1, 1, 1], misere: true, say: "Misère Nim: the same moves, but whoever takes the last object loses. Heaps 1, 1 and 1." },
  { heaps: [1, 1, 2], misere: true, say: "Misère Nim, heaps 1, 1 and 2." },
  { sum: "octal{0.77}(5) + nim(3) + subtraction{1,3,4}(10)", say: "Three different games side by side: Kayles with a row of 5 pins, a Nim heap of 3, and the subtraction game {1, 3, 4} with a heap of 10. A move is a move in one of them." },
];
const B = { step: 0, phase: "ask", answer: null, generation: 0 };

const binary = (n, width) => n.toString(2).padStart(width, "0");

// The heaps in binary, a column per power of two, and their nim-sum below.
function binaryTable(names, values, sum) {
  const width = Math.max(1, ...[...values, sum].map((v) => v.toString(2).length));
  const head = el("tr", {}, el("th", { scope: "col", text: "" }), el("th", { scope: "col", text: "value" }), ...Array.from({ length: width }, (_, i) => el("th", { scope: "col", text: String(2 ** (width - 1 - i)) })));
  const row = (name, v, cls) => el("tr", { class: cls }, el("th", { scope: "row", text: name }), el("td", { text: String(v) }), ...binary(v, width).split("").map((d) => el("td", { class: d === "1" ? "one" : "", text: d })));
  return [
    el("caption", { text: "In binary: the nim-sum has a 1 in a column exactly where the column holds an odd number of 1s" }),
    el("thead", {}, head),
    el("tbody", {}, ...values.map((v, i) => row(names[i], v, "")), row("nim-sum ⊕", sum, "total")),
  ];
}

async function ask() {
  const generation = ++B.generation;
  const step = STEPS[B.step];
  B.phase = "ask";
  $("nim-table").replaceChildren();
  $("nim-explain").textContent = "";
  $("nim-step").textContent = "Show the answer";
  const query = step.heaps ? `/api/nim/moves?heaps=${step.heaps.join(",")}${step.misere ? "&misere=1" : ""}` : `/api/sum?expr=${encodeURIComponent(step.sum)}`;
  B.answer = await api(query);
  if (generation !== B.generation) return;
  $("nim-question").textContent = `Step ${B.step + 1} of ${STEPS.length}. ${step.say} Is this a P-position (the player to move loses) or an N-position (the player to move wins)?`;
  answers(["P", "N"], (choice) => judge(choice));
}

function answers(choices, act) {
  $("nim-answers").replaceChildren(...choices.map((c) => el("button", { type: "button", text: c, onclick: () => act(c) })));
  $("nim-answers").hidden = false;
}

// The student's choice (or none: "Show the answer"), then the reason.
function judge(choice) {
  const step = STEPS[B.step];
  const a = B.answer;
  const right = choice === undefined ? "" : choice === a.outcome ? "Right. " : `Not ${choice}. `;
  B.phase = "shown";
  $("nim-step").textContent = B.step + 1 < STEPS.length ? "Next step" : "Start again";
  if (step.misere) {
    // Misère Nim: Bouton's rule while a heap holds more than one; the count of ones at the end.
    const sum = step.heaps.reduce((x, h) => x ^ h, 0);
    $("nim-table").replaceChildren(...binaryTable(step.heaps.map((_, i) => `heap ${i + 1}`), step.heaps, sum));
    const moves = a.moves?.length ? ` Winning move${a.moves.length === 1 ? "" : "s"}: ${a.moves.map((m) => m.text).join("; ")}.` : "";
    $("nim-explain").textContent = `${right}${a.outcome === "P" ? "A P-position" : "An N-position"}: ${a.reason.text}.${moves}`;
    $("nim-answers").hidden = true;
    return;
  }
  if (step.heaps) {
    const sum = Number(a.reason.values.nim_sum);
    $("nim-table").replaceChildren(...binaryTable(step.heaps.map((_, i) => `heap ${i + 1}`), step.heaps, sum));
    const bouton = `Bouton's theorem (1901): a Nim position is a P-position exactly when the nim-sum of its heaps is 0. Here ${step.heaps.join(" ⊕ ")} = ${sum}`;
    if (a.outcome === "P") {
      $("nim-explain").textContent = `${right}${bouton}: a P-position. Any move changes one heap, so some column's count of 1s turns odd and the nim-sum turns non-zero: every move leads to an N-position.`;
      $("nim-answers").hidden = true;
      return;
    }
    $("nim-explain").textContent = `${right}${bouton}, not 0: an N-position. Which heap should the player to move change, to make the nim-sum 0?`;
    answers(step.heaps.map((_, i) => `heap ${i + 1}`), (heap) => {
      const moves = a.moves.filter((m) => `heap ${m.piles[0]}` === heap);
      const winners = [...new Set(a.moves.map((m) => `heap ${m.piles[0]}`))].join(", ");
      $("nim-explain").textContent = moves.length
        ? `Right: ${moves.map((m) => m.text).join("; ")}. A winning move replaces a heap h by h ⊕ ${sum}, which is smaller than h exactly when h has a 1 in the nim-sum's highest column. The winning heaps here: ${winners}.`
        : `Not ${heap}: ${heap} ⊕ ${sum} would be larger than the heap, and a move only takes. A winning heap has a 1 in the nim-sum's highest column: ${winners}.`;
      $("nim-answers").hidden = true;
    });
    return;
  }
  // The sum: each game's value by the mex rule, then their nim-sum.
  const values = a.components.map((c) => Number(c.grundy));
  const names = ["Kayles, 5 pins", "Nim heap 3", "subtraction {1,3,4}, heap 10"];
  $("nim-table").replaceChildren(...binaryTable(names, values, Number(a.nim_sum)));
  $("nim-explain").textContent = `${right}The Sprague–Grundy theorem (Sprague 1935, Grundy 1939): every impartial game counts as a Nim heap of its value G, the smallest value its moves do not reach (the mex). Here G = ${values.join(", ")}, so the sum plays as Nim with heaps ${values.join(", ")}: nim-sum ${values.join(" ⊕ ")} = ${a.nim_sum}, ${a.outcome === "P" ? "a P-position" : "an N-position"}.${a.moves?.length ? ` Winning move${a.moves.length === 1 ? "" : "s"}: ${a.moves.map((m) => `in game ${m.component}, ${m.text}`).join("; ")}.` : ""} The values section shows each game's values; the sums section builds and plays any sum.`;
  $("nim-answers").hidden = true;
}

export function nimLesson(on) {
  $("nim-lesson").hidden = !on;
  document.querySelector(".learn-grid").hidden = on;
  $("mex-misere-label").hidden = on || $("learn-topic").value !== "p";
  if (!on) return;
  B.step = 0;
  ask().catch((e) => ($("nim-question").textContent = `The lesson could not start: ${e.message}`));
}

$("nim-step").addEventListener("click", () => {
  if (B.phase === "ask") return judge();
  B.step = (B.step + 1) % STEPS.length;
  ask().catch((e) => ($("nim-question").textContent = e.message));
});
$("nim-restart").addEventListener("click", () => nimLesson(true));
$("learn-topic").addEventListener("change", () => nimLesson($("learn-topic").value === "n"));
