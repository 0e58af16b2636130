// The board game's state in the link: written on every drawing, read when the
// page opens or the fragment changes, and copied on request.
import { S, at, moverAt, query, ruleName, say, loadWindow, focusQueen, buildBoard, fitBoard, hooks } from "./board.js";
import { computerMove } from "./play.js";
import { readSettings } from "./settings.js";
import { present } from "./keys.js";
import { lang, t } from "./words.js";
import { $, reducedMotion, MAX_LINK_MOVES, MAX_DIGITS, api, cleanNumber, pair, sentence, gameEntry } from "./common.js";

// ---- The state in the link: #game=…&param=…&misere=1&vs=…&first=…&size=…&start=x,y&moves=x,y;…&at=i ----
export function stateFragment(tag = lang) {
  const parts = [`game=${S.variant}`];
  if (gameEntry(S.variant).parameters.length) parts.push(`param=${S.param}`);
  if (S.misere) parts.push("misere=1");
  parts.push(`vs=${S.opponent}`, `first=${S.first}`, `size=${S.size}`, `start=${S.positions[0].join(",")}`);
  const moves = S.positions.slice(1, 1 + MAX_LINK_MOVES).map((p) => p.join(","));
  if (moves.length) parts.push(`moves=${moves.join(";")}`);
  if (S.cursor !== S.positions.length - 1) parts.push(`at=${S.cursor}`);
  if (tag !== "en") parts.push(`lang=${tag}`);
  return "#" + parts.join("&");
}

// The page in another language: it opens again from its link, which carries
// the board's game and the language.
export function switchLanguage(tag) {
  if (tag === lang) return;
  history.replaceState(null, "", S.positions.length ? stateFragment(tag) : `#lang=${tag}`);
  location.reload();
}

export function updateLinks() {
  if (!S.positions.length) return;
  const fragment = stateFragment();
  if (location.hash !== fragment) history.replaceState(null, "", fragment);
  $("share").href = fragment;
  const urls = sheetUrls();
  $("worksheet").hidden = !urls;
  const none = $("worksheet-none");
  none.hidden = !!urls;
  if (urls) for (const [sheet, url] of Object.entries(urls)) $(`sheet-${sheet}`).href = url;
  else none.textContent = S.variant === "restricted"
    ? t("links-sheets-restricted")
    : t("links-sheets-corner");
}

// The worksheets of the position shown (a blank board, the queen on it, the
// answer key), drawn by the server, or null where the server draws none: the
// restricted game, and a board window away from the corner.
function sheetUrls() {
  const [a, b] = at();
  if (S.variant === "restricted" || S.corner[0] !== 0n || S.corner[1] !== 0n) return null;
  const base = `/api/wythoff/board.svg?size=${S.size}${S.variant === "generalized" ? `&a=${encodeURIComponent(S.param)}` : ""}${S.misere ? "&misere=1" : ""}`;
  return { blank: `${base}&sheet=blank`, position: `${base}&at=${a},${b}&sheet=position`, answers: `${base}&at=${a},${b}` };
}

// Prints the three worksheets, one a page (the print style sheet leaves the
// rest of the page off while body.printing is set).
$("print-sheets").addEventListener("click", async () => {
  const urls = sheetUrls();
  if (!urls) return;
  const box = $("sheets");
  const images = Object.entries(urls).map(([sheet, url]) => {
    const img = new Image();
    img.src = url;
    img.alt = t("links-sheet-alt", { sheet });
    const figure = document.createElement("figure");
    figure.append(img);
    return [figure, img];
  });
  box.replaceChildren(...images.map(([figure]) => figure));
  try {
    await Promise.all(images.map(([, img]) => img.decode()));
  } catch {
    $("copied").textContent = t("links-sheets-failed");
    return;
  }
  document.body.classList.add("printing");
  window.print();
});
window.addEventListener("afterprint", () => {
  document.body.classList.remove("printing");
  $("sheets").replaceChildren();
});

// In-page links (the skip link, the section links) move the view and the
// focus without touching the address bar, which holds the game's link.
document.addEventListener("click", (e) => {
  const link = e.target.closest?.('a[href^="#"]');
  if (!link || link.id === "share" || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const target = document.getElementById(link.getAttribute("href").slice(1));
  if (!target) return;
  e.preventDefault();
  // In presentation mode a section link presents that section.
  if (document.body.classList.contains("present") && target.matches("main > section")) present(target.id);
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
});

// A fragment typed or pasted into an open tab reopens its position (the
// page's own changes use replaceState, which fires no hashchange).
window.addEventListener("hashchange", async () => {
  if (!location.hash || location.hash === stateFragment()) return;
  linkError = null;
  if (!(await openFragment(location.hash)) && linkError) say(t("links-goes-on", { error: linkError }));
  fitBoard();
});

// The link to this game, or to its position alone (a challenge: start here,
// no moves), copied with a word that it was.
async function copyLink(fragment, what) {
  const url = location.href.replace(/#.*$/, "") + fragment;
  const note = $("copied");
  try {
    await navigator.clipboard.writeText(url);
    note.textContent = t("links-copied", { what });
  } catch {
    note.textContent = t("links-shown", { what, url });
  }
}
$("copy-link").addEventListener("click", () => copyLink(stateFragment(), t("links-this-game")));
$("copy-challenge").addEventListener("click", () => copyLink(challengeFragment(), t("links-challenge", { position: pair(at()) })));

/** A link to the shown position alone, to play from: no moves, you first. */
export function challengeFragment() {
  const parts = [`game=${S.variant}`];
  if (gameEntry(S.variant).parameters.length) parts.push(`param=${S.param}`);
  if (S.misere) parts.push("misere=1");
  parts.push(`vs=${S.opponent === "person" ? "perfect" : S.opponent}`, "first=me", `size=${S.size}`, `start=${at().join(",")}`);
  return "#" + parts.join("&");
}

// Why the page's link could not be opened, if it could not.
export let linkError = null;

// Reopens a shared link: every move is checked by the server again.
export async function openFragment(text) {
  const f = new URLSearchParams(text.replace(/^#/, ""));
  if (!f.has("start")) return false;
  const number = (s) => {
    const t = cleanNumber(s ?? "");
    if (!/^[0-9]+$/.test(t) || t.length > MAX_DIGITS) throw new Error(t("links-not-number", { text: (s ?? "").slice(0, 20), digits: String(MAX_DIGITS) }));
    return BigInt(t);
  };
  const point = (s) => {
    const parts = (s ?? "").split(",");
    if (parts.length !== 2) throw new Error(t("links-not-square", { text: (s ?? "").slice(0, 20) }));
    return parts.map(number);
  };
  try {
    if (f.get("game") && gameEntry(f.get("game"))?.board) $("variant").value = f.get("game");
    if (f.get("param")) $("param").value = f.get("param");
    $("misere").checked = f.get("misere") === "1";
    if (["perfect", "casual", "person"].includes(f.get("vs"))) $("opponent").value = f.get("vs");
    if (["me", "computer"].includes(f.get("first"))) $("first").value = f.get("first");
    const size = Number(f.get("size"));
    if (Number.isInteger(size) && size >= 4 && size <= 40) $("size").value = String(size);
    readSettings();
    S.size = Number($("size").value);
    buildBoard();
    const start = point(f.get("start"));
    const moves = f.get("moves") ? f.get("moves").split(";").slice(0, MAX_LINK_MOVES).map(point) : [];
    S.positions = [start];
    S.texts = [];
    S.end = null;
    S.cursor = 0;
    S.corner = [0n, 0n];
    S.hint = null;
    S.hintAt = null;
    $("hint-text").replaceChildren();
    // Each move checked by the server; a refused one ends the list, and the
    // legal moves before it are kept.
    let refused = "";
    for (const [i, to] of moves.entries()) {
      let checked;
      const mover = moverAt(S.positions.length - 1);
      try {
        checked = await api(`/api/${S.variant}/check?${query(S.positions[S.positions.length - 1])}&to=${to[0]},${to[1]}&by=${mover}`);
      } catch (e) {
        const kept = t("links-kept", { count: String(i) });
        refused = t("links-refused", { i: String(i + 1), to: pair(to), error: e.message, kept });
        break;
      }
      S.positions.push(to);
      S.texts.push(checked.text);
      if (checked.end) {
        S.end = checked.end;
        break;
      }
    }
    // A start with no move at all: the server says what that means for the
    // player to move (a move that leaves none was answered by its check).
    if (S.positions.length === 1) {
      const reply = await api(`/api/${S.variant}/computer?${query(start)}&by=${moverAt(0)}`);
      if (!reply.to) S.end = reply.end;
    }
    const atIndex = Number(f.get("at"));
    S.cursor = Number.isInteger(atIndex) && atIndex >= 0 && atIndex < S.positions.length && f.has("at") && !refused ? atIndex : S.positions.length - 1;
    await loadWindow();
    const last = S.cursor === S.positions.length - 1;
    const computerNext = !S.end && last && moverAt(S.cursor) === "computer";
    const end = S.end && S.texts.length === 0 ? t("links-opened-end", { end: sentence(S.end) }) : "";
    const next = computerNext ? t("links-computer-moves") : "";
    say(t("links-opened", { position: pair(at()), rule: ruleName(), count: String(S.texts.length), refused, end, next }));
    focusQueen();
    updateLinks();
    // A link at the computer's turn goes on with its reply (the page goes on
    // starting meanwhile).
    if (computerNext) setTimeout(() => computerMove(), reducedMotion() ? 100 : 400);
    return true;
  } catch (e) {
    linkError = t("links-could-not-open", { error: e.message });
    return false;
  }
}

hooks.drawn.push(updateLinks);
