// The wythoff page: its parts are ES modules, each a file of its own. They ask
// the server every question (what is a move, the computer's reply, who won, what
// is P) and hold no game rule; the games come from /api/games.
import { buildBoard, say, fitBoard } from "./board.js";
import { newGame } from "./play.js";
import { readSettings } from "./settings.js";
import { linkError, openFragment, switchLanguage } from "./links.js";
import { chosenLang, setLang, t } from "./words.js";
import "./keys.js";
import { valuesMenu, showValues } from "./values.js";
import { sumsMenu, analyseSum, openSum } from "./sums.js";
import { heapSettings, heapNew } from "./heaps.js";
import { $, api, el, sentence, catalogue, setCatalogue, gameEntry, gameOptions } from "./common.js";
import { mexReset } from "./learn.js";
import "./bouton.js";
import "./analysis.js";

async function start() {
  // The link the page was opened with (the board writes its own as it draws).
  const opened = location.hash;
  // The board's squares first, so that a slow answer leaves no blank board.
  buildBoard();
  // The page's words: the link's language, else the browser's (every answer
  // of the server is asked in it).
  await setLang(chosenLang(opened)).catch(() => setLang("en"));
  for (const button of document.querySelectorAll("[data-lang]")) button.addEventListener("click", () => switchLanguage(button.dataset.lang));
  const games = await api("/api/games");
  setCatalogue(games.games, games.limits);
  $("variant").replaceChildren(...catalogue.filter((g) => g.board).map((g) => el("option", { value: g.name, text: sentence(g.title) })));
  // The heap games, and their named forms (Kayles is the octal game 0.77) by name.
  const heapGames = catalogue.filter((g) => !g.board);
  $("heap-game").replaceChildren(...gameOptions(heapGames));
  $("heap-game").value = "nim";
  $("size").replaceChildren(...[4, 6, 8, 10, 12, 16, 20, 24, 30, 40].map((n) => el("option", { value: n, text: `${n} × ${n}`, selected: n === 12 })));
  readSettings();
  heapSettings();
  buildBoard();
  if (!(location.hash && (await openFragment(location.hash)))) {
    await newGame();
    if (linkError) say(`${linkError} ${$("status").textContent}`);
  }
  fitBoard();
  heapNew();
  valuesMenu();
  showValues();
  sumsMenu();
  if (!openSum(opened)) analyseSum();
  // The Grundy lesson's subtraction game starts with the registry's default set.
  $("learn-set").value = gameEntry("subtraction")?.parameters[0]?.default ?? "1,3,4";
  mexReset();
}
start().catch((e) => say(t("app-could-not-start", { error: e.message })));
