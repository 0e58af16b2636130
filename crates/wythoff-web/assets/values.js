// The Sprague–Grundy values of any game of the catalogue that has them: a
// two-pile game's heat map (heat.js) or a heap game's table G(0), G(1), …
// with its period where one is proven, in rows as long as the period so that
// each column repeats; a game with neither says what it has instead.
import { heat, loadHeat, heatRgb, inkOn } from "./heat.js";
import { valuesSheet } from "./sheets.js";
import { t } from "./words.js";
import { $, api, el, sentence, catalogue, chosenGame, gameOptions, parameterFields, fieldValues, parameterQuery, fieldError, parameterLabel, aboutChosen } from "./common.js";

const V = { generation: 0 };
const chosen = () => chosenGame($("values-game").value);
const has = (entry, picture) => entry.pictures.includes(picture);

export function valuesMenu() {
  $("values-game").replaceChildren(...gameOptions(catalogue));
  $("values-game").value = "wythoff";
  valuesSettings();
}

// The fields of the game chosen, and which of its parts the section shows.
function valuesSettings() {
  const { entry, preset } = chosen();
  parameterFields($("values-params"), entry, preset);
  $("heat-size-label").hidden = !has(entry, "heat_map");
  $("values-count-label").hidden = !has(entry, "values");
  $("values-show").hidden = entry.parameters.length === 0;
  $("heat-svg").hidden = entry.pictures.length === 0;
}

export async function showValues() {
  const { entry, preset } = chosen();
  const params = fieldValues($("values-params"));
  const query = parameterQuery(entry, params);
  const title = preset?.title ?? sentence(entry.title);
  const generation = ++V.generation;
  $("heat-part").hidden = !has(entry, "heat_map");
  $("values-part").hidden = !has(entry, "values");
  $("values-about").textContent = t(entry.pictures.length ? (has(entry, "heat_map") ? "values-about-heat" : "values-about-heaps") : "values-none", { title });
  if (has(entry, "heat_map")) {
    heat.game = entry.name;
    heat.query = query;
    heat.param = entry.parameters.length ? params[entry.parameters[0].key] : "";
    return loadHeat();
  }
  if (!has(entry, "values")) return;
  const ask = (n) => api(`/api/${entry.name}/values?${query ? `${query}&` : ""}n=${n}`);
  let n = $("values-count").value;
  $("values-read").textContent = n === "auto" ? t("values-computing") : t("values-computing-to", { last: String(n - 1) });
  try {
    let answer = await ask(n === "auto" ? 60 : n);
    // By default, far enough to see the period twice past its start.
    if (n === "auto") {
      const [from, period] = [Number(answer.preperiod ?? 0), Number(answer.period ?? 0)];
      n = Math.min(480, Math.max(60, from + 2 * period));
      if (n > 60) answer = await ask(rowsOf(n, period));
    }
    if (generation !== V.generation) return;
    $("heat-svg").href = `/api/${entry.name}/values.svg?${query ? `${query}&` : ""}n=${answer.values.length}`;
    $("heat-svg").download = `${entry.name}-values.svg`;
    drawValues(answer, title);
  } catch (e) {
    if (generation !== V.generation) return;
    const names = Object.fromEntries(entry.parameters.map((p) => [p.key, parameterLabel(p)]));
    $("values-read").textContent = t("play-sentence", { text: sentence(fieldError(e, names)) });
    $("values-table").replaceChildren();
    $("values-proof").textContent = "";
  }
}

// The table: a row per `width` heaps (the period where it is short, so that
// from the preperiod on each column holds one value), zeros (the
// P-positions) outlined, the preperiod's heaps set apart.
const widthFor = (period) => (period >= 2 && period <= 16 ? period : 10);
// n rounded up to whole rows of the table.
const rowsOf = (n, period) => Math.ceil(n / widthFor(period)) * widthFor(period);

function drawValues(answer, title) {
  const values = answer.values.map(Number);
  const period = answer.period === null ? null : Number(answer.period);
  const from = answer.preperiod === null ? null : Number(answer.preperiod);
  const width = widthFor(period ?? 0);
  const max = Math.max(1, ...values);
  const head = el("tr", {}, el("th", { scope: "col", text: "n" }), ...Array.from({ length: width }, (_, c) => el("th", { scope: "col", text: `+${c}` })));
  const rows = [];
  for (let start = 0; start < values.length; start += width) {
    const cells = values.slice(start, start + width).map((g, c) => {
      const n = start + c;
      const rgb = heatRgb(g, max);
      const cls = [g === 0 ? "zero" : "", from !== null && n < from ? "pre" : ""].filter(Boolean).join(" ");
      return el("td", { class: cls, style: `background: rgb(${rgb.join(",")}); color: ${inkOn(rgb)}`, title: t(g === 0 ? "values-cell-p" : "values-cell", { n: String(n), g: String(g) }), text: String(g) });
    });
    rows.push(el("tr", {}, el("th", { scope: "row", text: String(start) }), ...cells));
  }
  $("values-table").replaceChildren(el("caption", { text: t("values-caption", { title }) }), el("thead", {}, head), el("tbody", {}, ...rows));
  const zeros = values.flatMap((g, n) => (g === 0 ? [n] : []));
  const listed = `${zeros.slice(0, 12).join(", ")}${zeros.length > 12 ? ", …" : ""}`;
  $("values-read").textContent = t("values-read", { last: String(values.length - 1), max: String(Math.max(...values)), count: String(zeros.length), zeros: listed });
  const shown = [from ? t("values-shaded") : "", width === period ? t("values-repeats") : ""].filter(Boolean);
  const proof = period ? sentence(answer.proof) : "";
  $("values-proof").textContent = !period ? t("values-no-period") : shown.length ? t("values-proof", { proof, shown: shown.reduce((first, next) => t("values-join", { first, next })) }) : t("play-sentence", { text: proof });
}

$("values-game").addEventListener("change", () => {
  valuesSettings();
  showValues();
});
$("values-show").addEventListener("click", showValues);
$("values-params").addEventListener("keydown", (e) => e.key === "Enter" && showValues());
$("values-count").addEventListener("change", showValues);
$("heat-size").addEventListener("change", loadHeat);
$("values-sheet").addEventListener("click", () => {
  const { entry, preset } = chosen();
  const query = parameterQuery(entry, fieldValues($("values-params")));
  valuesSheet(entry.name, query, preset?.title ?? sentence(entry.title), aboutChosen({ entry, preset }), 30).catch((e) => ($("values-read").textContent = t("play-sentence", { text: sentence(e.message) })));
});
