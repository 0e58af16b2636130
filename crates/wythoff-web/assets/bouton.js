// Learn: Nim's nim-sum and Bouton's theorem, then the Sprague–Grundy theorem
// on a sum. Each step asks first (P or N? which heap?), then shows the heaps
// in binary and says why. The verdicts, the winning moves and the values are
// the server's; the page only writes the heaps' numbers in binary.
import { $, api, el } from "./common.js";
import { t } from "./words.js";

// The steps: Nim positions, then a sum of three different games; each says
// its message bouton-step-N.
const STEPS = [
  { heaps: [1, 2, 3] },
  { heaps: [3, 5, 6] },
  { heaps: [3, 5, 7] },
  { heaps: [9, 12, 6, 2] },
  { heaps: [1, 1, 1], misere: true },
  { heaps: [1, 1, 2], misere: true },
  { sum: "octal{0.77}(5) + nim(3) + subtraction{1,3,4}(10)" },
];
const B = { step: 0, phase: "ask", answer: null, generation: 0 };

const binary = (n, width) => n.toString(2).padStart(width, "0");

// The heaps in binary, a column per power of two, and their nim-sum below.
function binaryTable(names, values, sum) {
  const width = Math.max(1, ...[...values, sum].map((v) => v.toString(2).length));
  const head = el("tr", {}, el("th", { scope: "col", text: "" }), el("th", { scope: "col", text: t("bouton-value") }), ...Array.from({ length: width }, (_, i) => el("th", { scope: "col", text: String(2 ** (width - 1 - i)) })));
  const row = (name, v, cls) => el("tr", { class: cls }, el("th", { scope: "row", text: name }), el("td", { text: String(v) }), ...binary(v, width).split("").map((d) => el("td", { class: d === "1" ? "one" : "", text: d })));
  return [
    el("caption", { text: t("bouton-caption") }),
    el("thead", {}, head),
    el("tbody", {}, ...values.map((v, i) => row(names[i], v, "")), row(t("bouton-nim-sum"), sum, "total")),
  ];
}

async function ask() {
  const generation = ++B.generation;
  const step = STEPS[B.step];
  B.phase = "ask";
  $("nim-table").replaceChildren();
  $("nim-explain").textContent = "";
  $("nim-step").textContent = t("bouton-show");
  const query = step.heaps ? `/api/nim/moves?heaps=${step.heaps.join(",")}${step.misere ? "&misere=1" : ""}` : `/api/sum?expr=${encodeURIComponent(step.sum)}`;
  B.answer = await api(query);
  if (generation !== B.generation) return;
  $("nim-question").textContent = t("bouton-question", { step: String(B.step + 1), steps: String(STEPS.length), say: t(`bouton-step-${B.step + 1}`) });
  answers(["P", "N"], ["P", "N"], (choice) => judge(choice));
}

// Buttons that answer a question: each says its text, and acts with its value.
function answers(values, texts, act) {
  $("nim-answers").replaceChildren(...values.map((c, i) => el("button", { type: "button", text: texts[i], onclick: () => act(c) })));
  $("nim-answers").hidden = false;
}

// The student's choice (or none: "Show the answer"), then the reason.
function judge(choice) {
  const step = STEPS[B.step];
  const a = B.answer;
  const right = choice === undefined ? "" : choice === a.outcome ? t("bouton-right") : t("bouton-not", { choice });
  B.phase = "shown";
  $("nim-step").textContent = t(B.step + 1 < STEPS.length ? "bouton-next" : "bouton-again");
  const heapName = (i) => t("heap-name", { i: String(i) });
  const movesSaid = (moves) => (moves?.length ? t("bouton-moves", { count: String(moves.length), moves: moves.join("; ") }) : "");
  if (step.misere) {
    // Misère Nim: Bouton's rule while a heap holds more than one; the count of ones at the end.
    const sum = step.heaps.reduce((x, h) => x ^ h, 0);
    $("nim-table").replaceChildren(...binaryTable(step.heaps.map((_, i) => heapName(i + 1)), step.heaps, sum));
    $("nim-explain").textContent = t("bouton-misere", { right, outcome: a.outcome, reason: a.reason.text, moves: movesSaid(a.moves?.map((m) => m.text)) });
    $("nim-answers").hidden = true;
    return;
  }
  if (step.heaps) {
    const sum = Number(a.reason.values.nim_sum);
    $("nim-table").replaceChildren(...binaryTable(step.heaps.map((_, i) => heapName(i + 1)), step.heaps, sum));
    const bouton = t("bouton-theorem", { sum: `${step.heaps.join(" ⊕ ")} = ${sum}` });
    if (a.outcome === "P") {
      $("nim-explain").textContent = t("bouton-p", { right, bouton });
      $("nim-answers").hidden = true;
      return;
    }
    $("nim-explain").textContent = t("bouton-n", { right, bouton });
    const heaps = step.heaps.map((_, i) => i + 1);
    answers(heaps, heaps.map(heapName), (heap) => {
      const moves = a.moves.filter((m) => Number(m.piles[0]) === heap);
      const winners = [...new Set(a.moves.map((m) => heapName(m.piles[0])))].join(", ");
      const said = { sum: String(sum), winners };
      $("nim-explain").textContent = moves.length
        ? t("bouton-heap-right", { ...said, moves: moves.map((m) => m.text).join("; ") })
        : t("bouton-heap-wrong", { ...said, heap: heapName(heap), size: String(step.heaps[heap - 1]) });
      $("nim-answers").hidden = true;
    });
    return;
  }
  // The sum: each game's value by the mex rule, then their nim-sum.
  const values = a.components.map((c) => Number(c.grundy));
  const names = t("bouton-names").split("|");
  $("nim-table").replaceChildren(...binaryTable(names, values, Number(a.nim_sum)));
  const moves = movesSaid(a.moves?.map((m) => t("bouton-in-game", { game: String(m.component), move: m.text })));
  $("nim-explain").textContent = t("bouton-sum", { right, values: values.join(", "), xor: values.join(" ⊕ "), nim_sum: String(a.nim_sum), outcome: a.outcome, moves });
  $("nim-answers").hidden = true;
}

export function nimLesson(on) {
  $("nim-lesson").hidden = !on;
  document.querySelector(".learn-grid").hidden = on;
  $("mex-misere-label").hidden = on || $("learn-topic").value !== "p";
  if (!on) return;
  B.step = 0;
  ask().catch((e) => ($("nim-question").textContent = t("bouton-could-not-start", { error: e.message })));
}

$("nim-step").addEventListener("click", () => {
  if (B.phase === "ask") return judge();
  B.step = (B.step + 1) % STEPS.length;
  ask().catch((e) => ($("nim-question").textContent = e.message));
});
$("nim-restart").addEventListener("click", () => nimLesson(true));
$("learn-topic").addEventListener("change", () => nimLesson($("learn-topic").value === "n"));
