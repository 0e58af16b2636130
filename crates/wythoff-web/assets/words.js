// The page's words: Project Fluent catalogues (the same locales/{en,zh-CN}/
// files the command and the API write from; the page's own messages are
// page.ftl), read by @fluent/bundle. The HTML holds the English, each text
// under a data-l10n-id; another language replaces them from its catalogue.
import "./fluent-bundle.js";

const { FluentBundle, FluentResource, FluentNumber } = globalThis.FluentBundle;

/** The languages the page speaks, by tag, each named in itself. */
export const LANGS = { en: "English", "zh-CN": "中文" };

/** The page's language now. */
export let lang = "en";
let bundle = null;

// A number reaches a message as its decimal string (exact at any size);
// NUMBER reads it to choose words, as the server's catalogues do.
function NUMBER([value], named) {
  if (value instanceof FluentNumber) return value;
  const n = Number(value?.valueOf?.() ?? value);
  const type = named?.type?.valueOf?.() ?? named?.type;
  return new FluentNumber(Number.isFinite(n) ? n : 0, type ? { type } : {});
}

/** The language a tag names, or null: zh, zh-CN, zh-Hans… (not zh-TW, zh-Hant). */
export function langOf(tag) {
  const t = String(tag ?? "").toLowerCase();
  if (t === "en" || t.startsWith("en-")) return "en";
  if ((t === "zh" || t.startsWith("zh-")) && !/^zh-(tw|hk|mo|hant)/.test(t)) return "zh-CN";
  return null;
}

/** The language to open in: the link's `lang=`, else the browser's first known one, else English. */
export function chosenLang(fragment) {
  const asked = new URLSearchParams(String(fragment ?? "").replace(/^#/, "")).get("lang");
  if (langOf(asked)) return langOf(asked);
  for (const tag of navigator.languages ?? [navigator.language]) if (langOf(tag)) return langOf(tag);
  return "en";
}

/** Loads `tag`'s catalogue (the page's messages and the games' prose) and writes the page's texts in it; `<html lang>` follows. */
export async function setLang(tag) {
  const files = await Promise.all(
    ["page", "games"].map(async (name) => {
      const response = await fetch(`/locales/${tag}/${name}.ftl`);
      if (!response.ok) throw new Error(`no catalogue for ${tag}`);
      return response.text();
    }),
  );
  const next = new FluentBundle(tag, { useIsolating: false, functions: { NUMBER } });
  for (const file of files) {
    const errors = next.addResource(new FluentResource(file));
    if (errors.length) throw errors[0];
  }
  bundle = next;
  lang = tag;
  document.documentElement.lang = tag;
  translate(document);
  for (const button of document.querySelectorAll("[data-lang]")) button.setAttribute("aria-pressed", String(button.dataset.lang === tag));
}

/** The message `id` written from `args` (numbers as decimal strings); the id itself where none is loaded. */
export function t(id, args = {}) {
  const message = bundle?.getMessage(id);
  if (!message?.value) return id;
  return bundle.formatPattern(message.value, args);
}

/** Writes every [data-l10n-id] text and attribute under `root` from the catalogue. */
export function translate(root) {
  for (const element of root.querySelectorAll("[data-l10n-id]")) {
    const message = bundle?.getMessage(element.dataset.l10nId);
    if (!message) continue;
    if (message.value) {
      const text = bundle.formatPattern(message.value);
      // The catalogues are the server's own files: their markup is kbd,
      // strong, em, sub and code, as the English in the HTML.
      if (/<(kbd|strong|em|sub|code|br)\b/.test(text)) element.innerHTML = text;
      else element.textContent = text;
    }
    for (const [name, pattern] of Object.entries(message.attributes)) element.setAttribute(name, bundle.formatPattern(pattern));
  }
}
